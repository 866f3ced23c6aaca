// The checkout's country in the shopper's language: shown as the shopper reads it, kept
// and sent as the English label addresses store and the API answers ('Egypt').
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, favoritesStore, getUser, localeStore, placeOrder, quoteCheckout, sessionStore } from '@manzil/shared';
import { shopperSession } from '@manzil/shared/testing';
import { RemoteIntl, appMessages } from '../../intl';
import { checkoutOrder, checkoutQuote } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import CheckoutPage from './checkout-page';
import { countryForDisplay, countryForStorage } from '@manzil/shared/countries';
import { OrderConfirmation } from './order-confirmation';

jest.mock('@manzil/shared', () => ({
  ...jest.requireActual<typeof import('../../test/mock-shared')>('../../test/mock-shared').sharedForCheckoutPage(),
  useSavedCards: () => ({ data: [], isPending: false }),
}));

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(favoritesStore, 'reload').mockResolvedValue();
  jest
    .mocked(getUser)
    .mockResolvedValue({ _id: 'u1', firstName: 'Salma', lastName: 'Adel', email: shopperSession.email, shipmentAddress: [] });
  jest.mocked(quoteCheckout).mockResolvedValue(checkoutQuote());
  jest.mocked(placeOrder).mockRejectedValue(new Error('stop here'));
  act(() => {
    bus.emit('cart:reset');
    sessionStore.set(shopperSession);
    bus.emit('cart:add', { id: 'p1', name: 'Nile three-seat sofa', image: 'products/1.svg', price: 12500 });
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  act(() => localeStore.set('en'));
});
jest.setTimeout(20_000);

describe('the country names (i18n-iso-countries)', () => {
  it.each([
    ['Egypt', 'en', 'Egypt'],
    ['Egypt', 'ar', 'مصر'],
    ['Jordan', 'ar', 'الأردن'],
    ['Atlantis', 'ar', 'Atlantis'],
  ] as const)('shows the stored %s in %s as %s', (stored, locale, shown) => {
    expect(countryForDisplay(stored, locale)).toBe(shown);
  });

  it.each([
    ['مصر', 'ar', 'Egypt'],
    ['الأردن', 'ar', 'Jordan'],
    ['مص', 'ar', 'مص'],
    ['Egypt', 'en', 'Egypt'],
    ['Egy', 'en', 'Egy'],
  ] as const)('keeps %s typed in %s as %s', (typed, locale, kept) => {
    expect(countryForStorage(typed, locale)).toBe(kept);
  });
});

async function fillAndPlace(labels: {
  address1: string | RegExp;
  city: string | RegExp;
  postalCode: string | RegExp;
  phone: string | RegExp;
  place: string;
}) {
  await userEvent.type(screen.getByLabelText(labels.address1), '14 Mohamed Mazhar St');
  await userEvent.type(screen.getByLabelText(labels.city), 'Cairo');
  await userEvent.type(screen.getByLabelText(labels.postalCode), '11211');
  await userEvent.type(screen.getByLabelText(labels.phone), '01012345678');
  await userEvent.click(screen.getByRole('button', { name: labels.place }));
  await waitFor(() => expect(placeOrder).toHaveBeenCalled());
  return jest.mocked(placeOrder).mock.lastCall![0].shippingAddress.country;
}

const ARABIC = {
  address1: /^العنوان \(السطر الأول\)/,
  city: /^المدينة/,
  postalCode: /^الرمز البريدي/,
  phone: /^رقم الهاتف/,
  place: 'تأكيد الطلب',
};

describe("the checkout's country field", () => {
  it("shows Egypt in Arabic as 'مصر' and sends 'Egypt', as the API and the address book keep it", async () => {
    act(() => localeStore.set('ar'));
    await appMessages.load('ar');
    renderAt(<CheckoutPage />, { path: '/checkout' });
    const country = await screen.findByLabelText(/^الدولة/);
    expect(country).toHaveValue('مصر');
    expect(await fillAndPlace(ARABIC)).toBe('Egypt');
  });

  it('keeps a country typed in Arabic as its English label, and text it does not know as typed', async () => {
    act(() => localeStore.set('ar'));
    renderAt(<CheckoutPage />, { path: '/checkout' });
    const country = await screen.findByLabelText(/^الدولة/);
    await userEvent.clear(country);
    await userEvent.type(country, 'الأردن');
    expect(country).toHaveValue('الأردن');
    expect(await fillAndPlace(ARABIC)).toBe('Jordan');
    await userEvent.clear(country);
    await userEvent.type(country, 'واكاندا');
    await userEvent.click(screen.getByRole('button', { name: ARABIC.place }));
    await waitFor(() => expect(placeOrder).toHaveBeenCalledTimes(2));
    expect(jest.mocked(placeOrder).mock.lastCall![0].shippingAddress.country).toBe('واكاندا');
  });

  it('shows and sends Egypt in English unchanged', async () => {
    renderAt(<CheckoutPage />, { path: '/checkout' });
    expect(screen.getByLabelText('Country')).toHaveValue('Egypt');
    const sent = await fillAndPlace({
      address1: 'Address line 1',
      city: 'City',
      postalCode: 'Postal code',
      phone: 'Phone number',
      place: 'Place order',
    });
    expect(sent).toBe('Egypt');
  });
});

describe("the confirmation's address", () => {
  it.each([
    ['ar', 'الشحن إلى', 'مصر', 'Egypt'],
    ['en', 'Ship to', 'Egypt', 'مصر'],
  ] as const)('in %s names the country in that language', async (locale, shipTo, shown, hidden) => {
    act(() => localeStore.set(locale));
    renderAt(
      <RemoteIntl>
        <OrderConfirmation order={checkoutOrder({})} email="shopper@manzil.eg" />
      </RemoteIntl>,
    );
    const address = (await screen.findByText(shipTo)).nextElementSibling!;
    expect(address).toHaveTextContent(shown);
    expect(address).not.toHaveTextContent(hidden);
  });
});
