import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, favoritesStore, getCustomerOrders, getUser, logout, sessionStore, type PlacedOrder } from '@manzil/shared';
import { placedOrder, shopperSession } from '@manzil/shared/testing';
import { useLocation } from '@manzil/shared/router';
import { MemoryRouter, Route, Routes } from '@manzil/shared/router/testing';
import { renderAt, withQueries } from '../../test/render';
import AccountPage from './account-page';

// The profile query (options from @manzil/shared) fetches through the mocked getUser.
jest.mock('@manzil/shared', () => ({
  ...jest.requireActual<typeof import('../../test/mock-shared')>('../../test/mock-shared').sharedWithMockedProfile(),
  getCustomerOrders: jest.fn(),
  logout: jest.fn(),
}));

const shopper = shopperSession;

const order: PlacedOrder = placedOrder;

beforeEach(() => {
  jest.spyOn(favoritesStore, 'reload').mockResolvedValue();
  jest.mocked(getUser).mockResolvedValue({
    _id: 'u1',
    firstName: 'Salma',
    lastName: 'Adel',
    email: shopper.email,
    phoneNumber: '01012345678',
    gender: 'female',
    shipmentAddress: [{ _id: 'a1', address1: '5 Road 9', city: 'Maadi', postalCode: '11728', country: 'Egypt', isDefault: true }],
  });
  jest.mocked(getCustomerOrders).mockResolvedValue([order]);
  act(() => sessionStore.set(shopper));
});
afterEach(() => jest.restoreAllMocks());

it('sends a signed-out visitor to /login', () => {
  act(() => sessionStore.set(null));
  renderAt(<AccountPage />, { path: '/myaccount' });
  expect(screen.getByText('landed on /login')).toBeInTheDocument();
});

it("shows the five tabs in SPEC's order with Edit Profile first, prefilled", async () => {
  renderAt(<AccountPage />, { path: '/myaccount' });
  expect(screen.getByRole('heading', { name: 'My Account' })).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    'Edit Profile',
    'Reset Password',
    'Billing Information',
    'Orders',
    'Shipping Address',
  ]);
  expect(screen.getByRole('tab', { name: 'Edit Profile' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByLabelText('First name')).toHaveValue('Salma');
  expect(screen.getByLabelText('Phone number')).toHaveValue('01012345678');
  expect(screen.getByLabelText('Gender')).toHaveValue('female');
  expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
});

function WithSearch() {
  const location = useLocation();
  return (
    <>
      <AccountPage />
      <p data-testid="search">{location.search}</p>
    </>
  );
}

it('keeps the chosen tab in ?tab= (reload and Back keep it)', async () => {
  render(
    withQueries(
      <MemoryRouter initialEntries={['/myaccount?tab=addresses']}>
        <Routes>
          <Route path="/myaccount" element={<WithSearch />} />
        </Routes>
      </MemoryRouter>,
    ),
  );
  expect(screen.getByRole('tab', { name: 'Shipping Address' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.click(screen.getByRole('tab', { name: 'Reset Password' }));
  expect(screen.getByTestId('search')).toHaveTextContent('?tab=password');
  expect(screen.getByRole('button', { name: 'Update Password' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: 'Billing Information' }));
  expect(screen.getByTestId('search')).toHaveTextContent('?tab=billing');
});

it('says so when the profile cannot be loaded', async () => {
  jest.mocked(getUser).mockRejectedValue(new ApiError('Server error', 500));
  renderAt(<AccountPage />, { path: '/myaccount' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch user data.');
});

it('lists orders with date, items and total', async () => {
  renderAt(<AccountPage />, { path: '/usersss' });
  await userEvent.click(screen.getByRole('tab', { name: 'Orders' }));
  const orderCard = (await screen.findByRole('heading', { name: 'Order MZ-20261121-0042' })).closest('li')!;
  expect(within(orderCard).getByText('Placed on 21 Nov 2026')).toBeInTheDocument();
  expect(within(orderCard).getByRole('link', { name: 'Nile three-seat sofa' })).toHaveAttribute('href', '/product/p1');
  expect(within(orderCard).getByText('LE 25,000.00')).toBeInTheDocument();
  expect(within(orderCard).getByText('Shipped')).toBeInTheDocument();
  expect(getCustomerOrders).toHaveBeenCalledWith('u1');
});

it("links each order to its tracking page with the order number and the shopper's email", async () => {
  jest.mocked(getCustomerOrders).mockResolvedValue([order, { ...order, _id: 'o2', orderNumber: 'MZ-20261122-0043' }]);
  renderAt(<AccountPage />, { path: '/myaccount' });
  await userEvent.click(screen.getByRole('tab', { name: 'Orders' }));
  const orderCard = (await screen.findByRole('heading', { name: 'Order MZ-20261121-0042' })).closest('li')!;
  expect(screen.getAllByRole('link', { name: 'Track order' })).toHaveLength(2);
  await userEvent.click(within(orderCard).getByRole('link', { name: 'Track order' }));
  expect(await screen.findByText('landed on /trackorder')).toBeInTheDocument();
  expect(JSON.parse(screen.getByTestId('landing-state').textContent!)).toEqual({
    orderNumber: 'MZ-20261121-0042',
    email: 'shopper@manzil.eg',
  });
});

it('opens the wishlist when asked to by the favorites panel, and links to it from the area', async () => {
  renderAt(<AccountPage />, { path: '/myaccount', state: { section: 'wishlist' } });
  expect(await screen.findByRole('heading', { name: 'Wishlist' })).toBeInTheDocument();
  expect(screen.getByText('No favorites added yet.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'My Wishlist' })).toHaveAttribute('aria-current', 'page');
});

it('Logout signs out and goes home', async () => {
  jest.mocked(logout).mockResolvedValue();
  renderAt(<AccountPage />, { path: '/myaccount' });
  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  expect(await screen.findByText('landed on /home')).toBeInTheDocument();
  expect(sessionStore.value).toBeNull();
});

it('signs out a stale session that the server no longer knows', async () => {
  jest.mocked(getUser).mockRejectedValue(new ApiError('Please sign in.', 401));
  renderAt(<AccountPage />, { path: '/myaccount' });
  expect(await screen.findByText('landed on /login')).toBeInTheDocument();
  expect(sessionStore.value).toBeNull();
});

it('sends to /login a shopper whose stored session the server denies before any answer (the shell checks it at start)', () => {
  jest.mocked(getUser).mockReturnValue(new Promise(() => undefined));
  renderAt(<AccountPage />, { path: '/myaccount' });
  expect(screen.getByRole('heading', { name: 'My Account' })).toBeInTheDocument();
  act(() => sessionStore.expire());
  expect(screen.getByText('landed on /login')).toBeInTheDocument();
});

it('says "You have signed out." when the session ends here by a sign-out (the header menu navigates)', () => {
  renderAt(<AccountPage />, { path: '/myaccount' });
  act(() => sessionStore.set(null));
  expect(screen.getByRole('status')).toHaveTextContent('You have signed out.');
});
