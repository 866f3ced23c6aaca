// Every screen of the checkout rendered in Arabic, through the real locale store and
// this remote's RemoteIntl: Arabic texts, no English left, prices in 'ج.م.', right to left.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  bus,
  favoritesStore,
  getUser,
  localeStore,
  quoteCheckout,
  sessionStore,
  trackOrder,
  useSavedCards,
} from '@manzil/shared';
import { englishLeftovers, visibleText } from '@manzil/shared/message-catalogs';
import { messages } from './messages';
import { messagesAr } from './messages.ar';
import { RemoteIntl, appMessages } from './intl';
import { checkoutOrder, checkoutQuote } from './test/fixtures';
import { renderAt } from './test/render';
import CartPopup from './exposed/cart-popup';
import CartPage from './features/cart/cart-page';
import CheckoutPage from './features/checkout/checkout-page';
import { OrderConfirmation } from './features/checkout/order-confirmation';
import TrackOrderPage from './features/tracking/track-order-page';

jest.mock('@manzil/shared', () => ({
  ...jest.requireActual<typeof import('./test/mock-shared')>('./test/mock-shared').sharedForCheckoutPage(),
  trackOrder: jest.fn(),
}));

const sofa = { id: 'p1', name: 'Nile three-seat sofa', image: 'products/1.svg', price: 12500 };
const lamp = { id: 'p2', name: 'Brass floor lamp', image: 'products/2.svg', price: 1899.5, salePrice: 1499 };
const order = checkoutOrder({ status: 'shipped' });

// Data of the fixtures (product names, the address), not the app's texts.
const DATA = ['Cairo', 'Egypt', 'Visa'];

interface Screen {
  name: string;
  render: () => unknown;
  then?: () => Promise<void>;
  /** Ids of messages.ar (or literal Arabic) that must show. */
  arabic: string[];
}

const SCREENS: Screen[] = [
  {
    name: 'cart popup',
    render: () => renderAt(<CartPopup open onClose={jest.fn()} />),
    arabic: ['cart.title', 'cart.checkout', 'cart.viewCart', 'cart.subtotal'],
  },
  {
    name: 'cart page',
    render: () => renderAt(<CartPage />, { path: '/mycart' }),
    arabic: ['cart.continueShopping', 'cart.clear', 'cart.summary', 'cart.checkout', 'cart.shipping'],
  },
  {
    name: 'checkout form',
    render: () => renderAt(<CheckoutPage />, { path: '/checkout' }),
    arabic: [
      'checkout.title',
      'checkout.shippingAddress',
      'checkout.address1',
      'checkout.city',
      'checkout.phone',
      'checkout.payment',
      'checkout.cod',
      'checkout.place',
    ],
  },
  {
    name: 'order confirmation',
    render: () =>
      renderAt(
        <RemoteIntl>
          <OrderConfirmation order={order} email="shopper@manzil.eg" />
        </RemoteIntl>,
      ),
    arabic: [
      'checkout.confirmed.title',
      'checkout.confirmed.body',
      'checkout.confirmed.track',
      'checkout.confirmed.shipTo',
      'checkout.cod',
    ],
  },
  {
    name: 'order tracking',
    render: () => renderAt(<TrackOrderPage />, { path: '/trackorder' }),
    then: async () => {
      await userEvent.type(await screen.findByLabelText(messagesAr['track.orderNumber']!), order.orderNumber);
      // The e-mail field starts with the signed-in shopper's address.
      await userEvent.click(screen.getByRole('button', { name: messagesAr['track.submit'] }));
    },
    arabic: ['track.title', 'track.items', 'track.status', 'track.status.placed', 'track.status.shipped', 'track.step.shipped'],
  },
];

const text = (idOrText: string) => messagesAr[idOrText] ?? idOrText;

beforeAll(async () => {
  act(() => localeStore.set('ar'));
  // The store shows a remote in Arabic once its Arabic texts are there (useIntlSetup suspends until then).
  await appMessages.load('ar');
});
afterAll(() => act(() => localeStore.set('en')));
beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(favoritesStore, 'reload').mockResolvedValue();
  jest.mocked(getUser).mockRejectedValue(new ApiError('Not signed in', 401));
  jest.mocked(quoteCheckout).mockResolvedValue(checkoutQuote(26_499));
  jest.mocked(useSavedCards).mockReturnValue({
    data: [{ _id: 'c1', cardNumber: '•••• 4242', cardType: 'Visa', default: true, expiryDate: '12/39', last4: '4242' }],
    isPending: false,
  } as never);
  jest.mocked(trackOrder).mockResolvedValue(order);
  act(() => {
    bus.emit('cart:reset');
    sessionStore.set({ id: 'u1', email: 'shopper@manzil.eg', firstName: 'Salma', lastName: 'Adel', role: 'shopper' });
    bus.emit('cart:add', sofa);
    bus.emit('cart:add', lamp);
  });
});
afterEach(() => jest.restoreAllMocks());

describe.each(SCREENS)('in Arabic: $name', ({ render, then, arabic }) => {
  it('shows the Arabic texts, no English of the checkout, prices in ج.م., right to left', async () => {
    render();
    await then?.();
    const missing = () => arabic.map(text).filter((wanted) => !visibleText(document.body).includes(wanted));
    await waitFor(() => expect(missing()).toEqual([]), { onTimeout: (error) => error });
    const shown = visibleText(document.body);
    expect(englishLeftovers(shown, messages, messagesAr, DATA)).toEqual([]);
    expect(shown).toMatch(/\d[\d,.]* ج\.م\./);
    expect(shown).not.toMatch(/E£|\bLE \d/);
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // Radix parts (tabs, dialogs, menus, selects) take the direction from the app's DirectionProvider.
    expect([...document.body.querySelectorAll('[dir]')].map((element) => element.getAttribute('dir'))).not.toContain('ltr');
  });
});
