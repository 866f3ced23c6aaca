import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  favoritesStore,
  getUserById,
  queryClient,
  queryKeys,
  removeAddress,
  saveAddresses,
  sessionStore,
  type ShippingAddress,
} from '@manzil/shared';
import { RemoteIntl } from '../../intl';
import { renderAt } from '../../test/render';
import { ShippingAddresses } from './shipping-addresses';

jest.mock('@manzil/shared', () => ({
  ...jest.requireActual('@manzil/shared'),
  getUserById: jest.fn(),
  saveAddresses: jest.fn(),
  removeAddress: jest.fn(),
}));

const home: ShippingAddress = {
  _id: '1',
  label: 'Home',
  address1: '12 Nile Street',
  address2: 'Garden City',
  apartment: '4',
  floor: '2',
  landmark: 'the bakery',
  city: 'Cairo',
  postalCode: '11511',
  country: 'Egypt',
  isDefault: true,
};
const plain: ShippingAddress = {
  _id: '2',
  address1: '3 Corniche',
  city: 'Alexandria',
  postalCode: '21500',
  country: 'Egypt',
  isDefault: false,
};

function withList(list: ShippingAddress[]) {
  jest.mocked(getUserById).mockResolvedValue({ _id: 'u1', firstName: 'S', lastName: 'A', email: 's@manzil.eg', shipmentAddress: list });
}
const show = () =>
  renderAt(
    <RemoteIntl>
      <ShippingAddresses userId="u1" />
    </RemoteIntl>,
    { path: '/myaccount' },
  );

beforeEach(() => {
  jest.mocked(saveAddresses).mockImplementation(async (_id, list) => ({
    message: 'saved',
    shipmentAddress: list.map((a, i) => ({ ...a, _id: a._id ?? `new${i}`, isDefault: Boolean(a.isDefault) })) as ShippingAddress[],
  }));
});
afterEach(() => jest.resetAllMocks());
jest.setTimeout(20_000);

it("shows 'Loading your addresses...' then the empty state", async () => {
  withList([]);
  show();
  expect(screen.getByText('Loading your addresses...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: "You don't have any saved addresses yet" })).toBeInTheDocument();
  expect(screen.getByText('Add a shipping address to make checkout faster')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add Your First Address' })).toBeInTheDocument();
  expect(getUserById).toHaveBeenCalledWith('u1');
});

it("shows each card's label or 'Address N', details, city and postal code, country and the Default badge", async () => {
  withList([home, plain]);
  show();
  const cards = await screen.findAllByRole('listitem');
  expect(within(cards[0]!).getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  expect(cards[0]).toHaveTextContent('12 Nile Street');
  expect(cards[0]).toHaveTextContent('Garden City');
  expect(cards[0]).toHaveTextContent('Apt 4 · Floor 2 · Near the bakery');
  expect(cards[0]).toHaveTextContent('Cairo 11511');
  expect(within(cards[0]!).getByText('Default')).toBeInTheDocument();
  expect(within(cards[1]!).getByRole('heading', { name: 'Address 2' })).toBeInTheDocument();
  expect(within(cards[1]!).queryByText('Default')).not.toBeInTheDocument();
  expect(cards[1]).not.toHaveTextContent('Apt');
  expect(screen.getByRole('button', { name: 'Add New Address' })).toBeInTheDocument();
});

it('adds an address through the 500-wide modal after Confirm Update, with the required-fields alert first', async () => {
  withList([]);
  show();
  await userEvent.click(await screen.findByRole('button', { name: 'Add Your First Address' }));
  const dialog = screen.getByRole('dialog', { name: 'Add New Address' });
  expect(dialog.style.getPropertyValue('--dialog-width')).toBe('500px');
  expect(within(dialog).getByPlaceholderText('Home, Work, etc.')).toBeInTheDocument();
  expect(within(dialog).getByPlaceholderText('Nearby landmark')).toBeInTheDocument();
  expect(within(dialog).getByText('Select your country*')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Set as Default Address')).not.toBeChecked();
  await userEvent.type(within(dialog).getByLabelText('Address Line 1*'), '5 Road 9');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save Address' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Confirm Update' });
  expect(confirm).toHaveTextContent('Are you sure you want to save this address?');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields: Address, City, Country, and Postal Code');
  expect(saveAddresses).not.toHaveBeenCalled();
  await userEvent.type(within(dialog).getByLabelText('City*'), 'Maadi');
  await userEvent.type(within(dialog).getByLabelText('Postal Code*'), '11728');
  await userEvent.type(within(dialog).getByLabelText('Country*'), 'egyp');
  await userEvent.keyboard('{Enter}');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save Address' }));
  await userEvent.click(
    within(await screen.findByRole('alertdialog', { name: 'Confirm Update' })).getByRole('button', { name: 'Confirm' }),
  );
  await waitFor(() =>
    expect(saveAddresses).toHaveBeenCalledWith('u1', [
      expect.objectContaining({ address1: '5 Road 9', city: 'Maadi', postalCode: '11728', country: 'Egypt', isDefault: false }),
    ]),
  );
  expect(await screen.findByRole('heading', { name: 'Address 1' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('setting an address as default clears the flag on every other address', async () => {
  withList([home, plain]);
  show();
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Address 2' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Address' });
  expect(within(dialog).getByLabelText('Address Line 1*')).toHaveValue('3 Corniche');
  await userEvent.click(within(dialog).getByLabelText('Set as Default Address'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save Address' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(saveAddresses).toHaveBeenCalled());
  const sent = jest.mocked(saveAddresses).mock.calls[0]![1];
  expect(sent.map((a) => [a._id, a.isDefault])).toEqual([
    ['1', false],
    ['2', true],
  ]);
  const badges = await screen.findAllByText('Default');
  expect(badges).toHaveLength(1);
});

it("'Remove' asks 'Confirm Delete' and deletes only on Confirm", async () => {
  withList([home, plain]);
  jest.mocked(removeAddress).mockResolvedValue({ message: 'removed', shipmentAddress: [plain] });
  show();
  await userEvent.click(await screen.findByRole('button', { name: 'Remove Home' }));
  const confirm = screen.getByRole('alertdialog', { name: 'Confirm Delete' });
  expect(confirm).toHaveTextContent('Are you sure you want to delete this address? This action cannot be undone.');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(removeAddress).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Remove Home' }));
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
  expect(removeAddress).toHaveBeenCalledWith('u1', '1');
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
});

it('the list the server saved becomes the cached one, without asking for the list again', async () => {
  withList([home, plain]);
  jest.mocked(removeAddress).mockResolvedValue({ message: 'removed', shipmentAddress: [plain] });
  show();
  await userEvent.click(await screen.findByRole('button', { name: 'Remove Home' }));
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(queryClient.getQueryData(queryKeys.addresses('u1'))).toEqual([plain]));
  expect(getUserById).toHaveBeenCalledTimes(1);
});

it('a failed save is logged, keeps the form open and the list as it was', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  withList([plain]);
  const failure = new ApiError('Server error', 500);
  jest.mocked(saveAddresses).mockRejectedValue(failure);
  show();
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Address 1' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Address' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save Address' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(errors).toHaveBeenCalledWith('Error updating user data', failure));
  expect(screen.getByRole('dialog', { name: 'Edit Address' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Save Address' })).toBeEnabled();
  expect(queryClient.getQueryData(queryKeys.addresses('u1'))).toEqual([plain]);
  errors.mockRestore();
});

it('a failed load is logged and shows the empty state; a 401 signs out instead', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const failure = new ApiError('Server error', 500);
  jest.mocked(getUserById).mockRejectedValue(failure);
  const { unmount } = show();
  expect(await screen.findByRole('heading', { name: "You don't have any saved addresses yet" })).toBeInTheDocument();
  expect(errors).toHaveBeenCalledWith('Error fetching user data', failure);
  unmount();
  queryClient.clear();
  jest.spyOn(favoritesStore, 'reload').mockResolvedValue(); // signing in loads favorites: not this test's call
  sessionStore.set({ id: 'u1', email: 's@manzil.eg', firstName: 'S', lastName: 'A', role: 'shopper' });
  jest.mocked(getUserById).mockRejectedValue(new ApiError('Please sign in.', 401));
  show();
  expect(await screen.findByText('landed on /login')).toBeInTheDocument();
  expect(sessionStore.value).toBeNull();
  errors.mockRestore();
});
