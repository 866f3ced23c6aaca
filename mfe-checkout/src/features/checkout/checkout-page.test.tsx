import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  bus,
  cartStore,
  favoritesStore,
  getUser,
  placeOrder,
  quoteCheckout,
  sessionStore,
  useSavedCards,
  type CheckoutQuote,
} from '@manzil/shared';
import { shopperSession } from '@manzil/shared/testing';
import { checkoutOrder, checkoutQuote } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import CheckoutPage from './checkout-page';

jest.mock('@manzil/shared', () =>
  jest.requireActual<typeof import('../../test/mock-shared')>('../../test/mock-shared').sharedForCheckoutPage(),
);

const shopper = shopperSession;
const sofa = { id: 'p1', name: 'Nile three-seat sofa', image: 'products/1.svg', price: 12500 };

const order = checkoutOrder();

const quote = (more: Partial<CheckoutQuote> = {}): CheckoutQuote => checkoutQuote(25000, more);

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(favoritesStore, 'reload').mockResolvedValue();
  jest.mocked(getUser).mockRejectedValue(new ApiError('Not signed in', 401));
  jest.mocked(quoteCheckout).mockResolvedValue(quote());
  jest.mocked(useSavedCards).mockReturnValue({
    data: [{ _id: 'c1', cardNumber: '•••• 4242', cardType: 'Visa', default: true, expiryDate: '12/39', last4: '4242' }],
    isPending: false,
  } as never);
  act(() => {
    bus.emit('cart:reset');
    sessionStore.set(shopper);
    bus.emit('cart:add', sofa);
    bus.emit('cart:add', sofa);
  });
});

afterEach(() => jest.restoreAllMocks());

// Typing a whole card into several fields takes userEvent a few seconds on a busy machine.
jest.setTimeout(20_000);

/** Two saved cards (c1 Visa 4242, c2 MasterCard 5555), `defaultId` the default; the order is paid by card. */
function payWithTwoSavedCards(defaultId: 'c1' | 'c2') {
  jest.mocked(useSavedCards).mockReturnValue({
    data: [
      { _id: 'c1', cardNumber: '•••• 4242', cardType: 'Visa', default: defaultId === 'c1', expiryDate: '12/39', last4: '4242' },
      { _id: 'c2', cardNumber: '•••• 5555', cardType: 'MasterCard', default: defaultId === 'c2', expiryDate: '11/38', last4: '5555' },
    ],
    isPending: false,
  } as never);
  jest.mocked(placeOrder).mockResolvedValue({ ...order, paymentMethod: 'card', paymentStatus: 'paid' });
  renderAt(<CheckoutPage />, { path: '/checkout' });
}

async function fillAddress() {
  await userEvent.type(screen.getByLabelText('Address line 1'), '12 Mohamed Mazhar St');
  await userEvent.type(screen.getByLabelText('City'), 'Cairo');
  await userEvent.type(screen.getByLabelText('Postal code'), '11211');
  await userEvent.type(screen.getByLabelText('Phone number'), '01012345678');
}

it('sends a signed-out shopper to /login, to come back to /checkout', () => {
  act(() => sessionStore.set(null));
  renderAt(<CheckoutPage />, { path: '/checkout' });
  expect(screen.getByText('landed on /login')).toBeInTheDocument();
  expect(JSON.parse(screen.getByTestId('landing-state').textContent!)).toEqual({ from: '/checkout' });
});

it('shows the order summary in LE with Egypt as the default country', () => {
  renderAt(<CheckoutPage />, { path: '/checkout' });
  expect(screen.getByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
  expect(screen.getByText('Nile three-seat sofa')).toBeInTheDocument();
  expect(screen.getAllByText('LE 25,000.00').length).toBeGreaterThan(0);
  expect(screen.getByLabelText('Country')).toHaveValue('Egypt');
  expect(screen.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
});

it('names every missing field and places nothing', async () => {
  renderAt(<CheckoutPage />, { path: '/checkout' });
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
  expect(screen.getByText('Enter the first line of your address.')).toBeInTheDocument();
  expect(screen.getByText('Enter your city.')).toBeInTheDocument();
  expect(screen.getByText('Enter a phone number the courier can call.')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
  expect(placeOrder).not.toHaveBeenCalled();
});

it('places the order, shows its number and empties the cart', async () => {
  jest.mocked(placeOrder).mockResolvedValue(order);
  renderAt(<CheckoutPage />, { path: '/checkout' });
  await fillAddress();
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
  expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
  expect(screen.getByText('MZ-20261121-0042')).toBeInTheDocument();
  expect(placeOrder).toHaveBeenCalledWith(
    {
      items: [{ productId: 'p1', quantity: 2 }],
      shippingAddress: { address1: '12 Mohamed Mazhar St', city: 'Cairo', postalCode: '11211', country: 'Egypt' },
      paymentMethod: 'cash-on-delivery',
      phoneNumber: '01012345678',
    },
    expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
  );
  expect(cartStore.items).toEqual([]);
  expect(screen.getByRole('link', { name: 'Track this order' })).toHaveAttribute('href', '/trackorder');
});

it("shows the server's sentence when the order is refused and keeps the cart", async () => {
  jest
    .mocked(placeOrder)
    .mockRejectedValue(new ApiError('Only 1 left of Nile three-seat sofa.', 409, { message: 'Only 1 left of Nile three-seat sofa.' }));
  renderAt(<CheckoutPage />, { path: '/checkout' });
  await fillAddress();
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Only 1 left of Nile three-seat sofa.');
  expect(cartStore.items).toHaveLength(1);
});

it('says when the API cannot be reached', async () => {
  jest.mocked(placeOrder).mockRejectedValue(new ApiError('Failed to fetch', 0));
  renderAt(<CheckoutPage />, { path: '/checkout' });
  await fillAddress();
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach Manzil. Check your connection and try again.');
});

it('retries a failed attempt with the same Idempotency-Key, and takes a new key for a changed order', async () => {
  jest.mocked(placeOrder).mockClear().mockRejectedValue(new ApiError('Failed to fetch', 0));
  renderAt(<CheckoutPage />, { path: '/checkout' });
  await fillAddress();
  const place = screen.getByRole('button', { name: 'Place order' });
  await userEvent.click(place);
  await screen.findByRole('alert');
  await userEvent.click(place);
  await screen.findByRole('alert');
  const [first, retry] = jest.mocked(placeOrder).mock.calls.map((call) => call[1]);
  expect(retry).toBe(first);
  await userEvent.type(screen.getByLabelText('City'), ' Governorate');
  await userEvent.click(place);
  await screen.findByRole('alert');
  expect(jest.mocked(placeOrder).mock.calls[2]![1]).not.toBe(first);
}, 20_000);

it('takes a new Idempotency-Key after the server refused the order', async () => {
  jest
    .mocked(placeOrder)
    .mockClear()
    .mockRejectedValue(new ApiError('Only 1 left of Nile three-seat sofa.', 409, { message: 'Only 1 left of Nile three-seat sofa.' }));
  renderAt(<CheckoutPage />, { path: '/checkout' });
  await fillAddress();
  const place = screen.getByRole('button', { name: 'Place order' });
  await userEvent.click(place);
  await screen.findByRole('alert');
  await userEvent.click(place);
  await screen.findByRole('alert');
  const [first, second] = jest.mocked(placeOrder).mock.calls.map((call) => call[1]);
  expect(second).not.toBe(first);
}, 20_000);

it('prefills the default saved address and phone from the profile', async () => {
  jest.mocked(getUser).mockResolvedValue({
    _id: 'u1',
    firstName: 'Salma',
    lastName: 'Adel',
    email: shopper.email,
    phoneNumber: '01098765432',
    shipmentAddress: [
      { _id: 'a1', address1: 'Old St', city: 'Giza', postalCode: '12511', country: 'Egypt', isDefault: false },
      { _id: 'a2', address1: '5 Road 9', city: 'Maadi', postalCode: '11728', country: 'Egypt', isDefault: true },
    ],
  });
  renderAt(<CheckoutPage />, { path: '/checkout' });
  expect(await screen.findByDisplayValue('5 Road 9')).toBeInTheDocument();
  expect(screen.getByLabelText('City')).toHaveValue('Maadi');
  expect(screen.getByLabelText('Phone number')).toHaveValue('01098765432');
});

it('explains why cash on delivery is unavailable above EGP 25,000, and pays with a saved card instead', async () => {
  jest.mocked(quoteCheckout).mockResolvedValue(quote({ subtotal: 30000, total: 30000, cashOnDeliveryAvailable: false }));
  jest.mocked(placeOrder).mockResolvedValue({ ...order, paymentMethod: 'card', paymentStatus: 'paid' });
  renderAt(<CheckoutPage />, { path: '/checkout' });
  expect(
    await screen.findByText('Unavailable for this order: cash on delivery is for orders up to LE 25,000.00. Please pay by card.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: /Cash on delivery/ })).toBeDisabled();
  await fillAddress();
  await userEvent.click(screen.getByRole('radio', { name: /Saved card/ }));
  await userEvent.click(screen.getByRole('radio', { name: /Visa •••• 4242/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
  expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
  expect(placeOrder).toHaveBeenCalledWith(expect.objectContaining({ paymentMethod: 'card', cardId: 'c1' }), expect.any(String));
});

it('chooses the default saved card with Saved card, so Place order needs no other click', async () => {
  payWithTwoSavedCards('c2');
  await fillAddress();
  await userEvent.click(screen.getByRole('radio', { name: /Saved card/ }));
  expect(screen.getByRole('radio', { name: /MasterCard •••• 5555/ })).toBeChecked();
  expect(screen.getByRole('radio', { name: /Visa •••• 4242/ })).not.toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
  expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
  expect(placeOrder).toHaveBeenCalledWith(expect.objectContaining({ paymentMethod: 'card', cardId: 'c2' }), expect.any(String));
});

it('keeps the saved card the shopper picks over the default', async () => {
  payWithTwoSavedCards('c1');
  await fillAddress();
  await userEvent.click(screen.getByRole('radio', { name: /Saved card/ }));
  await userEvent.click(screen.getByRole('radio', { name: /MasterCard •••• 5555/ }));
  await userEvent.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
  await userEvent.click(screen.getByRole('radio', { name: /Saved card/ }));
  expect(screen.getByRole('radio', { name: /MasterCard •••• 5555/ })).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
  await screen.findByRole('heading', { name: 'Thank you for your order!' });
  expect(placeOrder).toHaveBeenCalledWith(expect.objectContaining({ paymentMethod: 'card', cardId: 'c2' }), expect.any(String));
});

it('checks a new card with SPEC’s rules, then sends it with Save this card', async () => {
  jest.mocked(placeOrder).mockResolvedValue({ ...order, paymentMethod: 'card', paymentStatus: 'paid' });
  renderAt(<CheckoutPage />, { path: '/checkout' });
  await fillAddress();
  await userEvent.click(screen.getByRole('radio', { name: /New card/ }));
  await userEvent.type(screen.getByLabelText(/Card number/), '5078 03');
  expect(screen.getByText('Card type: Meeza')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText(/CVV/), '12');
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
  expect(screen.getByText('Card number must be 16 digits.')).toBeInTheDocument();
  expect(screen.getByText('CVV must be 3 or 4 digits.')).toBeInTheDocument();
  expect(screen.getByText('Please enter a valid expiry date.')).toBeInTheDocument();
  expect(placeOrder).not.toHaveBeenCalled();
  await userEvent.clear(screen.getByLabelText(/Card number/));
  await userEvent.type(screen.getByLabelText(/Card number/), '4242424242424242');
  await userEvent.type(screen.getByLabelText(/Expiry date/), '1239');
  await userEvent.type(screen.getByLabelText(/CVV/), '3');
  expect(screen.getByRole('checkbox', { name: 'Save this card' })).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
  expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
  expect(placeOrder).toHaveBeenCalledWith(
    expect.objectContaining({
      paymentMethod: 'card',
      newCard: { cardNumber: '4242424242424242', expiryDate: '12/39', cvv: '123' },
      saveCard: true,
    }),
    expect.any(String),
  );
});

it('shows the decline sentence and keeps the cart', async () => {
  const declined =
    'Your card was declined, so the order was not placed and your cart is unchanged. Please try another card or pay cash on delivery.';
  jest.mocked(placeOrder).mockRejectedValue(new ApiError(declined, 402, { message: declined, code: 'card_declined' }));
  renderAt(<CheckoutPage />, { path: '/checkout' });
  await fillAddress();
  await userEvent.click(screen.getByRole('radio', { name: /Saved card/ }));
  await userEvent.click(screen.getByRole('radio', { name: /Visa •••• 4242/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(declined);
  expect(cartStore.items).toHaveLength(1);
});

it('applies a promo code checked by the server and shows its discount in the summary', async () => {
  jest.mocked(quoteCheckout).mockImplementation(async (body) =>
    body.promoCode === 'MANZIL10'
      ? quote({
          discount: 2500,
          total: 22500,
          promoCode: { code: 'MANZIL10', kind: 'percent', percentOff: 10, amountOff: null, description: '' },
        })
      : quote(),
  );
  jest.mocked(placeOrder).mockResolvedValue({ ...order, discount: 2500, total: 22500, promoCode: 'MANZIL10' });
  renderAt(<CheckoutPage />, { path: '/checkout' });
  await userEvent.type(screen.getByLabelText('Promo code'), 'manzil10');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('Promo code MANZIL10 applied.')).toBeInTheDocument();
  expect(await screen.findByText('−LE 2,500.00')).toBeInTheDocument();
  expect(screen.getByText('LE 22,500.00')).toBeInTheDocument();
  await fillAddress();
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
  expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
  expect(placeOrder).toHaveBeenCalledWith(expect.objectContaining({ promoCode: 'MANZIL10' }), expect.any(String));
});

it('answers an unknown promo code with the server’s sentence', async () => {
  const sentence = 'We do not know the promo code “NOPE”. Please check it and try again.';
  jest.mocked(quoteCheckout).mockImplementation(async (body) => {
    if (body.promoCode) throw new ApiError(sentence, 400, { message: sentence, code: 'promo_unknown' });
    return quote();
  });
  renderAt(<CheckoutPage />, { path: '/checkout' });
  await userEvent.type(screen.getByLabelText('Promo code'), 'nope');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText(sentence)).toBeInTheDocument();
});
