import { QueryClient } from '@manzil/shared/query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, favoritesStore, getUser, placeOrder, queryKeys, saveAddresses, sessionStore, type CheckoutOrder } from '@manzil/shared';
import { shopperSession } from '@manzil/shared/testing';
import { renderAt } from '../../test/render';
import CheckoutPage from './checkout-page';

jest.mock('@manzil/shared', () => ({
  ...jest.requireActual<typeof import('../../test/mock-shared')>('../../test/mock-shared').sharedWithMockedProfile(),
  placeOrder: jest.fn(),
  saveAddresses: jest.fn(),
}));

const shopper = shopperSession;
const home = { _id: 'a1', label: 'Home', address1: '5 Road 9', city: 'Maadi', postalCode: '11728', country: 'Egypt', isDefault: false };
const work = { _id: 'a2', address1: '1 Tahrir Sq', city: 'Cairo', postalCode: '11511', country: 'Egypt', isDefault: true };

beforeEach(() => {
  jest.spyOn(favoritesStore, 'reload').mockResolvedValue();
  jest.mocked(getUser).mockResolvedValue({
    _id: 'u1',
    firstName: 'Salma',
    lastName: 'Adel',
    email: shopper.email,
    phoneNumber: '01012345678',
    shipmentAddress: [home, work],
  });
  jest.mocked(placeOrder).mockResolvedValue({
    _id: 'o1',
    orderNumber: 'MZ-1',
    orderDate: '2026-11-21T10:00:00.000Z',
    status: 'placed',
    cartItems: [],
    subtotal: 1,
    shippingFee: 0,
    total: 1,
    paymentMethod: 'cash-on-delivery',
    shippingAddress: work,
  } as unknown as CheckoutOrder);
  jest.mocked(saveAddresses).mockResolvedValue({ message: 'saved', shipmentAddress: [] });
  act(() => {
    bus.emit('cart:reset');
    sessionStore.set(shopper);
    bus.emit('cart:add', { id: 'p1', name: 'Sofa', image: 'products/1.svg', price: 100 });
  });
});
afterEach(() => jest.restoreAllMocks());

it('preselects the default address, fills the form with a picked one, and orders with it', async () => {
  renderAt(<CheckoutPage />, { path: '/checkout' });
  expect(await screen.findByRole('radio', { name: /Address 2 · Default/ })).toBeChecked();
  expect(screen.getByLabelText('Address line 1')).toHaveValue('1 Tahrir Sq');
  await userEvent.click(screen.getByRole('radio', { name: /Home/ }));
  expect(screen.getByLabelText('Address line 1')).toHaveValue('5 Road 9');
  expect(screen.getByLabelText('City')).toHaveValue('Maadi');
  expect(screen.queryByLabelText('Save this address to my address book')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
  await waitFor(() =>
    expect(placeOrder).toHaveBeenCalledWith(
      expect.objectContaining({ shippingAddress: expect.objectContaining({ address1: '5 Road 9', city: 'Maadi' }) }),
      expect.any(String),
    ),
  );
  expect(saveAddresses).not.toHaveBeenCalled();
});

it('saves a newly typed address to the book when asked', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const saved = [home, work, { _id: 'a3', address1: '9 Corniche', city: 'Cairo', postalCode: '11511', country: 'Egypt', isDefault: false }];
  jest.mocked(saveAddresses).mockResolvedValue({ message: 'saved', shipmentAddress: saved });
  renderAt(<CheckoutPage />, { path: '/checkout', client });
  await screen.findByRole('radio', { name: /Address 2 · Default/ });
  const line1 = screen.getByLabelText('Address line 1');
  await userEvent.clear(line1);
  await userEvent.type(line1, '9 Corniche');
  expect(screen.getByRole('radio', { name: 'A new address' })).toBeChecked();
  await userEvent.click(screen.getByLabelText('Save this address to my address book'));
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
  await waitFor(() => expect(saveAddresses).toHaveBeenCalled());
  const [userId, list] = jest.mocked(saveAddresses).mock.calls[0]!;
  expect(userId).toBe('u1');
  expect(list.map((a) => [a._id, a.address1, a.isDefault])).toEqual([
    ['a1', '5 Road 9', false],
    ['a2', '1 Tahrir Sq', true],
    [undefined, '9 Corniche', false],
  ]);
  // The account's cached address list is the saved one (no stale list on the addresses tab).
  await waitFor(() => expect(client.getQueryData(queryKeys.addresses('u1'))).toEqual(saved));
});
