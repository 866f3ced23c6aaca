import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, getUser, queryClient, queryKeys, updateProfile } from '@manzil/shared';
import { RemoteIntl } from '../../intl';
import { renderAt } from '../../test/render';
import { EditProfile } from './edit-profile';

// The profile query (options from @manzil/shared) fetches through the mocked getUser.
jest.mock('@manzil/shared', () => ({
  ...jest.requireActual<typeof import('../../test/mock-shared')>('../../test/mock-shared').sharedWithMockedProfile(),
  updateProfile: jest.fn(),
}));

const profile = {
  _id: 'u1',
  firstName: 'Salma',
  lastName: 'Adel',
  email: 'salma@manzil.eg',
  phoneNumber: '+201012345678',
  gender: 'female' as const,
  shipmentAddress: [],
};

const show = async () => {
  renderAt(
    <RemoteIntl>
      <EditProfile />
    </RemoteIntl>,
    { path: '/myaccount' },
  );
  return screen.findByLabelText('First name');
};

beforeEach(() => {
  jest.mocked(getUser).mockResolvedValue(profile);
  jest
    .mocked(updateProfile)
    .mockImplementation(async (body) => ({ ...profile, ...body, phoneNumber: body.phoneNumber, shipmentAddress: [] }) as never);
});
afterEach(() => jest.resetAllMocks());

it("'Save' asks 'Confirm Changes' first and sends only on Confirm", async () => {
  const first = await show();
  await userEvent.clear(first);
  await userEvent.type(first, 'Salwa');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Changes' });
  expect(dialog).toHaveTextContent('Are you sure you want to save the changes?');
  expect(updateProfile).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await waitFor(() =>
    expect(updateProfile).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Salwa', email: 'salma@manzil.eg', gender: 'female' })),
  );
  expect(jest.mocked(updateProfile).mock.calls[0]![0]).not.toHaveProperty('currentPassword', expect.anything());
  expect(await screen.findByText('Your profile was saved.')).toBeInTheDocument();
});

it("'Cancel' asks 'Confirm Cancel' and Confirm discards the changes", async () => {
  const first = await show();
  await userEvent.clear(first);
  await userEvent.type(first, 'Other');
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByRole('alertdialog', { name: 'Confirm Cancel' })).toHaveTextContent(
    'Are you sure you want to cancel and discard the changes?',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(screen.getByLabelText('First name')).toHaveValue('Salma');
  expect(updateProfile).not.toHaveBeenCalled();
});

it('checks phone numbers with libphonenumber-js: Egyptian mobiles and other countries', async () => {
  await show();
  const phone = screen.getByLabelText('Phone number');
  await userEvent.clear(phone);
  await userEvent.type(phone, '0101');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(/Enter a valid phone number/)).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  await userEvent.clear(phone);
  await userEvent.type(phone, '+33 6 12 34 56 78');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alertdialog', { name: 'Confirm Changes' })).toBeInTheDocument();
});

it('asks for the current password when the e-mail changes', async () => {
  await show();
  const email = screen.getByLabelText('E-mail');
  await userEvent.clear(email);
  await userEvent.type(email, 'salma.new@manzil.eg');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Enter your current password to change your e-mail.')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Current password (needed to change your e-mail)'), 'Sunflower#88');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
  await waitFor(() =>
    expect(updateProfile).toHaveBeenCalledWith(expect.objectContaining({ email: 'salma.new@manzil.eg', currentPassword: 'Sunflower#88' })),
  );
});

it("says 'Failed to update user data.' when saving fails", async () => {
  jest.mocked(updateProfile).mockRejectedValue(new ApiError('Server error', 500));
  await show();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update user data.');
});

it("says 'Failed to fetch user data.' when the profile cannot be loaded", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(getUser).mockRejectedValue(new ApiError('Server error', 500));
  renderAt(
    <RemoteIntl>
      <EditProfile />
    </RemoteIntl>,
    { path: '/myaccount' },
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch user data.');
  expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
});

it('a save puts the saved profile into the cache, so showing the form again asks for nothing', async () => {
  const first = await show();
  await userEvent.clear(first);
  await userEvent.type(first, 'Salwa');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Your profile was saved.')).toBeInTheDocument();
  expect(queryClient.getQueryData(queryKeys.profile())).toMatchObject({ firstName: 'Salwa' });
  cleanup();
  expect(await show()).toHaveValue('Salwa');
  expect(getUser).toHaveBeenCalledTimes(1);
});
