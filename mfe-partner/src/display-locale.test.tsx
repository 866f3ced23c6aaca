// Prices and dates of the partner area follow the language the screen is shown in (the
// react-intl provider's), not the locale store's, which switches a moment before the Arabic texts
// have loaded: a price never reads in another language than the words around it.
import { act, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { localeStore, type Locale } from '@manzil/shared';
import { getAdminOrders, getPromoCodes } from '@manzil/shared/admin';
import { messages } from './messages';
import { messagesAr } from './messages.ar';
import { ONE_ADMIN_ORDER } from './test/fixtures';
import { renderAt } from './test/render';
import { OrdersTab } from './features/admin/orders-tab';
import { PromoCodesTab } from './features/admin/promo-codes-tab';

jest.mock('@manzil/shared', () =>
  jest.requireActual<typeof import('./test/mock-shared')>('./test/mock-shared').sharedWithAdminPanelMocked(),
);
jest.mock('@manzil/shared/admin', () => ({
  ...jest.requireActual<typeof import('./test/mock-shared')>('./test/mock-shared').adminWithPanelMocked(),
}));

const SHOWN = {
  en: {
    intl: 'en',
    messages,
    price: '16,800 E£',
    date: '2 Jan 2026',
    promo: { amount: 'LE 500.00', minimum: 'LE 5,000.00', until: '30 Apr 2026' },
    other: /ج\.م\.|يناير|أبريل/,
  },
  ar: {
    intl: 'ar-EG-u-nu-latn',
    messages: { ...messages, ...messagesAr },
    price: '16,800 ج.م.',
    date: '2 يناير 2026',
    promo: { amount: '500.00 ج.م.', minimum: '5,000.00 ج.م.', until: '30 أبريل 2026' },
    other: /E£|Jan/,
  },
} as const;

function renderIn(shown: Locale, ui: ReactElement, options?: { path: string; at: string }) {
  return renderAt(
    <IntlProvider locale={SHOWN[shown].intl} messages={SHOWN[shown].messages}>
      {ui}
    </IntlProvider>,
    options,
  );
}

beforeEach(() => {
  jest.mocked(getAdminOrders).mockResolvedValue(ONE_ADMIN_ORDER);
  jest.mocked(getPromoCodes).mockResolvedValue([
    {
      _id: '7',
      code: 'EID500',
      kind: 'amount',
      percentOff: null,
      amountOff: 500,
      minOrder: 5000,
      maxRedemptions: null,
      description: '',
      oncePerEmail: false,
      startsAt: null,
      expiresAt: '2026-05-01T00:00:00.000Z',
      redemptions: 0,
      status: 'active',
      createdAt: '2026-04-01T10:00:00.000Z',
    },
  ]);
});
afterEach(() => act(() => localeStore.set('en')));

describe.each([
  ['ar', 'en'],
  ['en', 'ar'],
] as const)('shown in %s while the locale store says %s', (shown, store) => {
  beforeEach(() => act(() => localeStore.set(store)));

  it("the admin's orders show the total and the date in the screen's language", async () => {
    renderIn(shown, <OrdersTab />);
    const row = (await screen.findByText('MZ-20260102-0001')).closest('tr')!;
    expect(within(row).getByText(SHOWN[shown].price)).toBeInTheDocument();
    expect(within(row).getByText(SHOWN[shown].date)).toBeInTheDocument();
    expect(row.textContent).not.toMatch(SHOWN[shown].other);
  });

  it("a promo code shows its amount, minimum and last day in the screen's language", async () => {
    renderIn(shown, <PromoCodesTab />);
    const item = (await screen.findByRole('heading', { name: 'EID500' })).closest('li')!;
    expect(item.textContent).toContain(SHOWN[shown].promo.amount);
    expect(item.textContent).toContain(SHOWN[shown].promo.minimum);
    expect(item.textContent).toContain(SHOWN[shown].promo.until);
    expect(item.textContent).not.toMatch(SHOWN[shown].other);
  });
});
