// Every screen of the account remote rendered in Arabic, through the real locale store
// and this remote's RemoteIntl: Arabic texts, no English left, prices in 'ج.م.', right to left.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  favoritesStore,
  getCustomerOrders,
  getFavorites,
  getUser,
  getUserById,
  localeStore,
  sessionStore,
  useSavedCards,
} from '@manzil/shared';
import { englishLeftovers, visibleText } from '@manzil/shared/message-catalogs';
import { catalogProduct, placedOrder, shopperSession } from '@manzil/shared/testing';
import { messages } from './messages';
import { messagesAr } from './messages.ar';
import { RemoteIntl, appMessages } from './intl';
import { renderAt } from './test/render';
import AccountMenu from './exposed/account-menu';
import FavoritesPanel from './exposed/favorites-panel';
import AccountPage from './features/account/account-page';
import LoginPage from './features/auth/login-page';
import SignupPage from './features/auth/signup-page';
import { ForgotPasswordLink } from './features/forgot-password/forgot-password-link';

// As the account page's test: the profile query fetches through the mocked getUser.
jest.mock('@manzil/shared', () => ({
  ...jest.requireActual<typeof import('./test/mock-shared')>('./test/mock-shared').sharedWithMockedProfile(),
  getCustomerOrders: jest.fn(),
  getUserById: jest.fn(),
  useSavedCards: jest.fn(),
}));
// As the favorites panel's test: the favorites store's own call is watched.
jest.mock('../../shared/src/api/account', () => ({ ...jest.requireActual('../../shared/src/api/account'), getFavorites: jest.fn() }));

const shopper = shopperSession;
const address = { _id: 'a1', label: 'Home', address1: '5 Road 9', city: 'Maadi', postalCode: '11728', country: 'Egypt', isDefault: true };
const order = placedOrder;
const sofa = catalogProduct({ description: 'A deep three-seat sofa.', salePrice: 9900, stock: 2 });
// Data of the fixtures (the saved address's label, card brands), not the app's texts.
const DATA = ['Home', 'Egypt', 'Visa', 'Meeza', 'Furniture', 'Sofas'];

interface Screen {
  name: string;
  signedIn: boolean;
  render: () => unknown;
  then?: () => Promise<void>;
  /** Ids of messages.ar (or literal Arabic) that must show. */
  arabic: string[];
  prices?: boolean;
}

const accountTab = (tab: string) => () => renderAt(<AccountPage />, { path: '/myaccount', at: `/myaccount?tab=${tab}` });

const SCREENS: Screen[] = [
  {
    name: 'login page',
    signedIn: false,
    render: () => renderAt(<LoginPage />, { path: '/login' }),
    arabic: ['auth.login.title', 'auth.login.intro', 'auth.email', 'auth.password', 'auth.login.signupLink', 'password.forgot'],
  },
  {
    name: 'sign-up page',
    signedIn: false,
    render: () => renderAt(<SignupPage />, { path: '/signup' }),
    arabic: ['auth.signup.title', 'auth.firstName', 'auth.lastName', 'auth.signup.submit', 'auth.signup.haveAccount'],
  },
  {
    name: 'forgot-password dialog',
    signedIn: false,
    render: () =>
      renderAt(
        <RemoteIntl>
          <ForgotPasswordLink />
        </RemoteIntl>,
        { path: '/login' },
      ),
    then: async () => userEvent.click(await screen.findByRole('button', { name: messagesAr['password.forgot'] })),
    arabic: ['forgot.title.email', 'forgot.email', 'forgot.send', 'forgot.cancel'],
  },
  {
    name: 'account area: profile',
    signedIn: true,
    render: accountTab('profile'),
    arabic: [
      'account.title',
      'account.tab.profile',
      'account.tab.orders',
      'profile.firstName',
      'profile.gender',
      'profile.save',
      'account.logout',
    ],
  },
  {
    name: 'account area: password',
    signedIn: true,
    render: accountTab('password'),
    arabic: ['password.current', 'password.new', 'password.retype', 'password.update'],
  },
  {
    name: 'account area: billing',
    signedIn: true,
    render: accountTab('billing'),
    arabic: ['billing.title', 'billing.saved', 'billing.default', 'billing.setDefault', 'billing.delete'],
  },
  {
    name: 'account area: orders',
    signedIn: true,
    render: accountTab('orders'),
    arabic: ['account.orders.total', 'account.orders.track', 'account.orders.status.shipped'],
    prices: true,
  },
  {
    name: 'account area: addresses',
    signedIn: true,
    render: accountTab('addresses'),
    arabic: ['addresses.title', 'addresses.add'],
  },
  {
    name: 'account area: wishlist',
    signedIn: true,
    render: accountTab('wishlist'),
    arabic: ['account.tab.wishlist', 'account.wishlist.removeShort'],
    prices: true,
  },
  {
    name: 'favorites panel',
    signedIn: true,
    render: () => renderAt(<FavoritesPanel open onClose={jest.fn()} />),
    arabic: ['favorites.title', 'favorites.viewAll'],
    prices: true,
  },
  {
    name: 'avatar menu',
    signedIn: true,
    render: () => renderAt(<AccountMenu />),
    then: async () => userEvent.click(await screen.findByRole('button', { name: 'قائمة حساب Salma Adel' })),
    arabic: ['menu.myAccount', 'menu.logout'],
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
  jest.mocked(getUser).mockResolvedValue({
    _id: 'u1',
    firstName: 'Salma',
    lastName: 'Adel',
    email: shopper.email,
    phoneNumber: '01012345678',
    gender: 'female',
    shipmentAddress: [address],
  });
  jest
    .mocked(getUserById)
    .mockResolvedValue({ _id: 'u1', firstName: 'Salma', lastName: 'Adel', email: shopper.email, shipmentAddress: [address] });
  jest.mocked(getCustomerOrders).mockResolvedValue([order]);
  jest.mocked(getFavorites).mockResolvedValue([sofa]);
  jest.mocked(useSavedCards).mockReturnValue({
    data: [
      { _id: 'c1', cardNumber: '•••• 4242', cardType: 'Visa', default: true, expiryDate: '12/39', last4: '4242' },
      { _id: 'c2', cardNumber: '•••• 0011', cardType: 'Meeza', default: false, expiryDate: '08/31', last4: '0011' },
    ],
    isPending: false,
  } as never);
});
afterEach(() => act(() => sessionStore.set(null)));

describe.each(SCREENS)('in Arabic: $name', ({ signedIn, render, then, arabic, prices }) => {
  it('shows the Arabic texts, no English of the account remote, prices in ج.م., right to left', async () => {
    if (signedIn) {
      act(() => sessionStore.set(shopper));
      await waitFor(() => expect(favoritesStore.items).toHaveLength(1));
    }
    render();
    await then?.();
    const missing = () => arabic.map(text).filter((wanted) => !visibleText(document.body).includes(wanted));
    await waitFor(() => expect(missing()).toEqual([]), { onTimeout: (error) => error });
    const shown = visibleText(document.body);
    expect(englishLeftovers(shown, messages, messagesAr, DATA)).toEqual([]);
    if (prices) expect(shown).toMatch(/\d[\d,.]* ج\.م\./);
    expect(shown).not.toMatch(/E£|\bLE \d/);
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // Radix parts (tabs, dialogs, menus, selects) take the direction from the app's DirectionProvider.
    expect([...document.body.querySelectorAll('[dir]')].map((element) => element.getAttribute('dir'))).not.toContain('ltr');
  });
});
