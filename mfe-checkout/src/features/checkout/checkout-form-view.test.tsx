// The checkout form's rules as the shopper meets them (react-hook-form on the contract's
// schemas) and its prefill from the profile query the account remote shares.
import { QueryClient } from '@manzil/shared/query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, favoritesStore, getUser, placeOrder, queryKeys, quoteCheckout, sessionStore, type UserProfile } from '@manzil/shared';
import { shopperSession } from '@manzil/shared/testing';
import { checkoutQuote } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import CheckoutPage from './checkout-page';

jest.mock('@manzil/shared', () => ({
  ...jest.requireActual<typeof import('../../test/mock-shared')>('../../test/mock-shared').sharedForCheckoutPage(),
  useSavedCards: () => ({ data: [], isPending: false }),
}));

const shopper = shopperSession;
const profile: UserProfile = {
  _id: 'u1',
  firstName: 'Salma',
  lastName: 'Adel',
  email: shopper.email,
  phoneNumber: '01098765432',
  shipmentAddress: [
    { _id: 'a1', address1: 'Old St', city: 'Giza', postalCode: '12511', country: 'Egypt', isDefault: false },
    { _id: 'a2', address1: '5 Road 9', address2: 'Flat 3', city: 'Maadi', postalCode: '11728', country: 'Egypt', isDefault: true },
  ],
};

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(favoritesStore, 'reload').mockResolvedValue();
  jest.mocked(getUser).mockResolvedValue({ ...profile, phoneNumber: undefined, shipmentAddress: [] });
  jest.mocked(quoteCheckout).mockResolvedValue(checkoutQuote());
  act(() => {
    bus.emit('cart:reset');
    sessionStore.set(shopper);
    bus.emit('cart:add', { id: 'p1', name: 'Nile three-seat sofa', image: 'products/1.svg', price: 12500 });
  });
});
afterEach(() => jest.restoreAllMocks());
jest.setTimeout(20_000);

const place = () => userEvent.click(screen.getByRole('button', { name: 'Place order' }));

describe('the rules of the checkout form', () => {
  it('requires line 1, city, postal code, country and phone, marks them invalid and focuses the first', async () => {
    renderAt(<CheckoutPage />, { path: '/checkout' });
    await userEvent.clear(screen.getByLabelText('Country'));
    await userEvent.type(screen.getByLabelText(/Address line 2/), 'Flat 3');
    await place();
    expect(screen.getByText('Enter the first line of your address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your city.')).toBeInTheDocument();
    expect(screen.getByText('Enter your postal code.')).toBeInTheDocument();
    expect(screen.getByText('Enter your country.')).toBeInTheDocument();
    expect(screen.getByText('Enter a phone number the courier can call.')).toBeInTheDocument();
    for (const label of ['Address line 1', 'City', 'Postal code', 'Country', 'Phone number'])
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Address line 2/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Address line 1')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(placeOrder).not.toHaveBeenCalled();
  });

  it('takes a postal code of blanks for none, and clears its message once one is typed', async () => {
    renderAt(<CheckoutPage />, { path: '/checkout' });
    await userEvent.type(screen.getByLabelText('Address line 1'), '12 Mohamed Mazhar St');
    await userEvent.type(screen.getByLabelText('City'), 'Cairo');
    await userEvent.type(screen.getByLabelText('Postal code'), '   ');
    await userEvent.type(screen.getByLabelText('Phone number'), '01012345678');
    await place();
    expect(screen.getByText('Enter your postal code.')).toBeInTheDocument();
    expect(screen.queryByText('Enter your city.')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Postal code'), '11211');
    expect(screen.queryByText('Enter your postal code.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(placeOrder).not.toHaveBeenCalled();
  });

  it('asks for 8 to 15 digits in the phone number, and sends it trimmed once it has them', async () => {
    jest.mocked(placeOrder).mockRejectedValue(new Error('stop here'));
    renderAt(<CheckoutPage />, { path: '/checkout' });
    await userEvent.type(screen.getByLabelText('Address line 1'), '12 Mohamed Mazhar St');
    await userEvent.type(screen.getByLabelText('City'), 'Cairo');
    await userEvent.type(screen.getByLabelText('Postal code'), '11211');
    await userEvent.type(screen.getByLabelText('Phone number'), '0101234');
    await place();
    expect(screen.getByText('Enter a phone number of 8 to 15 digits, for example 01012345678.')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveFocus();
    await userEvent.clear(screen.getByLabelText('Phone number'));
    await userEvent.type(screen.getByLabelText('Phone number'), 'call me');
    expect(screen.getByText('Enter a phone number of 8 to 15 digits, for example 01012345678.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Phone number'));
    expect(screen.getByText('Enter a phone number the courier can call.')).toBeInTheDocument();
    expect(placeOrder).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Phone number'), ' +20 10 1234 5678 ');
    expect(screen.queryByText(/Enter a phone number/)).not.toBeInTheDocument();
    await place();
    await waitFor(() => expect(placeOrder).toHaveBeenCalledTimes(1));
    expect(jest.mocked(placeOrder).mock.calls[0]![0].phoneNumber).toBe('+20 10 1234 5678');
  });

  it('tells a card number of the wrong length from one that fails the check digit', async () => {
    renderAt(<CheckoutPage />, { path: '/checkout' });
    await userEvent.click(screen.getByRole('radio', { name: /New card/ }));
    await userEvent.type(screen.getByLabelText(/Card number/), '4242424242424241');
    await userEvent.type(screen.getByLabelText(/Expiry date/), '0120');
    await place();
    expect(screen.getByText('This card number is not valid. Please check it and try again.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid expiry date.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Card number/), '{backspace}');
    expect(screen.getByText('Card number must be 16 digits.')).toBeInTheDocument();
    // Another way to pay: the card's complaints go with it.
    await userEvent.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
    expect(screen.queryByText('Card number must be 16 digits.')).not.toBeInTheDocument();
  });
});

describe('the prefill from the profile', () => {
  it('reads the profile another remote already cached, without asking the API again', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    client.setQueryData(queryKeys.profile(), profile);
    renderAt(<CheckoutPage />, { path: '/checkout', client });
    expect(screen.getByLabelText('Address line 1')).toHaveValue('5 Road 9');
    expect(screen.getByLabelText(/Address line 2/)).toHaveValue('Flat 3');
    expect(screen.getByLabelText('City')).toHaveValue('Maadi');
    expect(screen.getByLabelText('Postal code')).toHaveValue('11728');
    expect(screen.getByLabelText('Phone number')).toHaveValue('01098765432');
    expect(screen.getByRole('radio', { name: /Address 2 · Default/ })).toBeChecked();
    expect(getUser).not.toHaveBeenCalled();
  });

  it('keeps what the shopper typed before the profile arrived, and fills the rest', async () => {
    let answer: (value: UserProfile) => void = () => undefined;
    jest.mocked(getUser).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderAt(<CheckoutPage />, { path: '/checkout' });
    await userEvent.type(screen.getByLabelText('Phone number'), '01122223333');
    await act(async () => answer(profile));
    expect(await screen.findByDisplayValue('5 Road 9')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('Maadi');
    expect(screen.getByLabelText('Phone number')).toHaveValue('01122223333');
    expect(getUser).toHaveBeenCalledTimes(1);
  });

  it('leaves the form blank, but for Egypt, when the profile cannot be loaded', async () => {
    jest.mocked(getUser).mockRejectedValue(new Error('offline'));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderAt(<CheckoutPage />, { path: '/checkout', client });
    await waitFor(() => expect(client.getQueryState(queryKeys.profile())?.status).toBe('error'));
    expect(screen.getByLabelText('Address line 1')).toHaveValue('');
    expect(screen.getByLabelText('Country')).toHaveValue('Egypt');
    expect(screen.queryByRole('radiogroup', { name: 'Deliver to' })).not.toBeInTheDocument();
  });
});
