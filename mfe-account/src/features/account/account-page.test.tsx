import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, favoritesStore, getCustomerOrders, getUser, logout, sessionStore, type PlacedOrder, type UserSession } from '@manzil/shared';
import { renderAt } from '../../test/render';
import AccountPage from './account-page';

jest.mock('@manzil/shared', () => ({
  ...jest.requireActual('@manzil/shared'),
  getUser: jest.fn(),
  getCustomerOrders: jest.fn(),
  logout: jest.fn(),
}));

const shopper: UserSession = { id: 'u1', email: 'shopper@manzil.eg', firstName: 'Salma', lastName: 'Adel', role: 'shopper' };

const order: PlacedOrder = {
  _id: 'o1',
  orderNumber: 'MZ-20261121-0042',
  orderDate: '2026-11-21T10:00:00.000Z',
  status: 'shipped',
  cartItems: [{ name: 'Nile three-seat sofa', price: 12500, productId: 'p1', quantity: 2, image: 'products/1.svg' }],
  subtotal: 25000,
  shippingFee: 0,
  total: 25000,
  paymentMethod: 'cash-on-delivery',
  shippingAddress: { address1: '1 Nile St', city: 'Cairo', postalCode: '11511', country: 'Egypt' },
  phoneNumber: '01012345678',
};

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

it("shows the shopper's profile", async () => {
  renderAt(<AccountPage />, { path: '/myaccount' });
  expect(screen.getByRole('heading', { name: 'My Account' })).toBeInTheDocument();
  expect(await screen.findByText('Salma Adel')).toBeInTheDocument();
  expect(screen.getByText('01012345678')).toBeInTheDocument();
  expect(screen.getByText('Female')).toBeInTheDocument();
  expect(screen.getByText('5 Road 9, Maadi, 11728, Egypt')).toBeInTheDocument();
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

it('opens the wishlist section when asked to by the favorites panel', () => {
  renderAt(<AccountPage />, { path: '/myaccount', state: { section: 'wishlist' } });
  expect(screen.getByRole('tab', { name: 'Wishlist' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText('No favorites added yet.')).toBeInTheDocument();
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
