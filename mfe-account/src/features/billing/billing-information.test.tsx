import { QueryClient, QueryClientProvider } from '@manzil/shared/query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addCard,
  ApiError,
  deleteCard,
  sessionStore,
  setDefaultCard,
  useSavedCards,
  type SavedCard,
  type UserSession,
} from '@manzil/shared';
import { RemoteIntl } from '../../intl';
import { BillingInformation } from './billing-information';

jest.mock('@manzil/shared', () => ({
  ...jest.requireActual('@manzil/shared'),
  addCard: jest.fn(),
  setDefaultCard: jest.fn(),
  deleteCard: jest.fn(),
  useSavedCards: jest.fn(),
}));

const shopper: UserSession = { id: 'u1', email: 'nour@manzil.eg', firstName: 'Nour', lastName: 'Hany', role: 'shopper' };
const visa: SavedCard = { _id: 'c1', cardNumber: '•••• 4242', cardType: 'Visa', default: true, expiryDate: '12/39', last4: '4242' };
const meeza: SavedCard = { _id: 'c2', cardNumber: '•••• 0011', cardType: 'Meeza', default: false, expiryDate: '08/31', last4: '0011' };

function renderBilling() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RemoteIntl>
        <BillingInformation />
      </RemoteIntl>
    </QueryClientProvider>,
  );
}

const number = () => screen.getByLabelText(/Card number/);
const expiry = () => screen.getByLabelText(/Expiry date/);
const cvv = () => screen.getByLabelText(/CVV/);
const save = () => screen.getByRole('button', { name: 'Save card' });

beforeEach(() => {
  jest.mocked(useSavedCards).mockReturnValue({ data: [visa, meeza], isPending: false } as never);
  act(() => sessionStore.set(shopper));
});
afterEach(() => {
  jest.resetAllMocks();
  act(() => sessionStore.set(null));
});

it('lists the saved cards: brand, masked number, expiry and the Default mark', () => {
  renderBilling();
  const rows = screen.getAllByRole('listitem');
  expect(rows).toHaveLength(2);
  expect(within(rows[0]!).getByText('Visa')).toBeInTheDocument();
  expect(within(rows[0]!).getByText('•••• 4242')).toBeInTheDocument();
  expect(within(rows[0]!).getByText('Expires 12/39')).toBeInTheDocument();
  expect(within(rows[0]!).getByText('Default')).toBeInTheDocument();
  expect(within(rows[0]!).queryByRole('button', { name: 'Set as Default' })).not.toBeInTheDocument();
  expect(within(rows[1]!).getByText('Meeza')).toBeInTheDocument();
  expect(within(rows[1]!).getByRole('button', { name: 'Set as Default' })).toBeInTheDocument();
});

it("'Set as Default' calls PUT /api/cards/set-default with the session's id", async () => {
  jest.mocked(setDefaultCard).mockResolvedValue([
    { ...visa, default: false },
    { ...meeza, default: true },
  ]);
  renderBilling();
  await userEvent.click(screen.getByRole('button', { name: 'Set as Default' }));
  expect(setDefaultCard).toHaveBeenCalledWith({ userId: 'u1', cardId: 'c2' });
});

it('deletes a card only after the confirmation', async () => {
  jest.mocked(deleteCard).mockResolvedValue({ message: 'Card deleted.' });
  renderBilling();
  await userEvent.click(within(screen.getAllByRole('listitem')[1]!).getByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('alertdialog');
  expect(within(dialog).getByText('Are you sure you want to delete the Meeza card ending in 0011?')).toBeInTheDocument();
  expect(deleteCard).not.toHaveBeenCalled();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete card' }));
  expect(deleteCard).toHaveBeenCalledWith('c2');
});

it('keeps digits only, at most 16, grouped by 4 as typed (19 characters)', async () => {
  renderBilling();
  await userEvent.type(number(), '4242-4242 abc 4242424299999');
  expect(number()).toHaveValue('4242 4242 4242 4242');
  expect((number() as HTMLInputElement).value).toHaveLength(19);
});

it.each([
  ['4242', 'Visa'],
  ['5105', 'MasterCard'],
  ['5505', 'MasterCard'],
  ['3400', 'Amex'],
  ['3700', 'Amex'],
  ['6011', 'Discover'],
  ['5000', 'Valu'],
  ['5600', 'Valu'],
  ['5900', 'Valu'],
  ['507803', 'Meeza'],
  ['9818', 'Meeza'],
  ['1234', 'Unknown'],
])('shows the type of %s as typed: %s', async (typed, type) => {
  renderBilling();
  await userEvent.type(number(), typed);
  expect(screen.getByText(`Card type: ${type}`)).toBeInTheDocument();
});

it('refuses to save fewer than 16 digits, a bad CVV and an invalid expiry, with SPEC’s sentences', async () => {
  renderBilling();
  await userEvent.type(number(), '4242 4242');
  await userEvent.type(cvv(), '12');
  await userEvent.type(expiry(), '12');
  await userEvent.click(save());
  expect(await screen.findByText('Card number must be 16 digits.')).toBeInTheDocument();
  expect(screen.getByText('CVV must be 3 or 4 digits.')).toBeInTheDocument();
  expect(screen.getAllByText('Please enter a valid expiry date.').length).toBeGreaterThan(0);
  expect(addCard).not.toHaveBeenCalled();
});

it('checks the expiry as typed: month 01–12 else the format message; a past month is expired', async () => {
  renderBilling();
  await userEvent.type(expiry(), '1330');
  expect(expiry()).toHaveValue('13/30');
  expect(screen.getByText('Invalid format. Use MM/YY')).toBeInTheDocument();
  await userEvent.clear(expiry());
  await userEvent.type(expiry(), '0120');
  expect(screen.getByText('Card is expired')).toBeInTheDocument();
  await userEvent.click(save());
  expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid expiry date.');
  await userEvent.clear(expiry());
  await userEvent.type(expiry(), '1239');
  expect(screen.queryByText('Card is expired')).not.toBeInTheDocument();
  expect(screen.queryByText('Invalid format. Use MM/YY')).not.toBeInTheDocument();
});

it('refuses a number that fails the Luhn check', async () => {
  renderBilling();
  await userEvent.type(number(), '4242424242424241');
  await userEvent.type(expiry(), '1239');
  await userEvent.type(cvv(), '123');
  await userEvent.click(save());
  expect(await screen.findByText('This card number is not valid. Please check it and try again.')).toBeInTheDocument();
  expect(addCard).not.toHaveBeenCalled();
});

async function fillValid() {
  await userEvent.type(number(), '4242424242424242');
  await userEvent.type(expiry(), '1239');
  await userEvent.type(cvv(), '123');
  await userEvent.click(save());
}

it("saves digits only with the type, and says 'Card saved successfully!'", async () => {
  jest.mocked(addCard).mockResolvedValue(visa);
  renderBilling();
  await fillValid();
  expect(await screen.findByText('Card saved successfully!')).toBeInTheDocument();
  expect(addCard).toHaveBeenCalledWith({ userId: 'u1', cardNumber: '4242424242424242', cardType: 'Visa', expiryDate: '12/39', cvv: '123' });
  expect(number()).toHaveValue('');
});

it('shows the server’s sentence with a cross, else the fallback', async () => {
  jest
    .mocked(addCard)
    .mockRejectedValueOnce(new ApiError('The card could not be verified.', 502, { message: 'The card could not be verified.' }));
  renderBilling();
  await fillValid();
  expect(await screen.findByRole('alert')).toHaveTextContent('✖ The card could not be verified.');
  jest.mocked(addCard).mockRejectedValueOnce(new ApiError('Failed to fetch', 0));
  await userEvent.click(save());
  expect(await screen.findByText('Failed to save card. Please try again.')).toBeInTheDocument();
});

it("says 'User ID is missing. Please log in.' without a session", async () => {
  act(() => sessionStore.set(null));
  renderBilling();
  await fillValid();
  expect(await screen.findByText('User ID is missing. Please log in.')).toBeInTheDocument();
  expect(addCard).not.toHaveBeenCalled();
});
