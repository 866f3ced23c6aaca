import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from '@testing-library/react';
import {
  ApiError,
  changePassword,
  resetPasswordWithToken,
  sendPasswordResetCode,
  sessionStore,
  verifyPasswordResetCode,
} from '@manzil/shared';
import { RemoteIntl } from '../../intl';
import { renderAt } from '../../test/render';
import { ChangePasswordForm } from './change-password-form';

jest.mock('@manzil/shared', () => ({
  ...jest.requireActual('@manzil/shared'),
  changePassword: jest.fn(),
  sendPasswordResetCode: jest.fn(),
  verifyPasswordResetCode: jest.fn(),
  resetPasswordWithToken: jest.fn(),
}));
afterEach(() => jest.resetAllMocks());

const show = () =>
  renderAt(
    <RemoteIntl>
      <ChangePasswordForm userId="u1" email="salma@manzil.eg" />
    </RemoteIntl>,
    { path: '/myaccount' },
  );

async function fill(current: string, next: string, retype: string) {
  if (current) await userEvent.type(screen.getByLabelText('Current Password'), current);
  if (next) await userEvent.type(screen.getByLabelText('New Password'), next);
  if (retype) await userEvent.type(screen.getByLabelText('Re-type Password'), retype);
}

it('shows the live rules, green when met, and the meter: Weak, Medium, Strong', async () => {
  show();
  const rules = () =>
    screen.getAllByRole('listitem').map((li) => [li.textContent?.replace(/[✓✗]| \((not )?met\)/g, ''), li.getAttribute('data-met')]);
  expect(screen.getByText('Password strength: Weak')).toBeInTheDocument();
  const field = screen.getByLabelText('New Password');
  await userEvent.type(field, 'abcdefgh');
  expect(rules()).toEqual([
    ['At least 8 characters', 'true'],
    ['A lowercase letter', 'true'],
    ['An uppercase letter', 'false'],
    ['A number or one of !@#$%^&*', 'false'],
  ]);
  const bars = () => document.querySelectorAll('[data-filled="true"]').length;
  expect(screen.getByText('Password strength: Weak')).toBeInTheDocument();
  expect(bars()).toBe(1);
  await userEvent.type(field, 'A');
  expect(screen.getByText('Password strength: Medium')).toBeInTheDocument();
  expect(bars()).toBe(2);
  await userEvent.type(field, '1');
  expect(screen.getByText('Password strength: Strong')).toBeInTheDocument();
  expect(bars()).toBe(4);
});

it('colours the fields green or red by validity', async () => {
  show();
  await fill('current-pass', 'Jasmine#2026', 'Jasmine#202');
  expect(screen.getByLabelText('New Password').closest('[class*="valid"]')).toHaveClass('valid');
  expect(screen.getByLabelText('Re-type Password').closest('[class*="invalidField"]')).toHaveClass('invalidField');
  await userEvent.type(screen.getByLabelText('Re-type Password'), '6');
  expect(screen.getByLabelText('Re-type Password').closest('[class*="valid"]')).toHaveClass('valid');
});

it("asks 'Confirm Password Update' and sends only on Confirm; 'Updating...' while busy; then 'Password Updated'", async () => {
  let finish: (value: { message: string }) => void = () => {};
  jest.mocked(changePassword).mockReturnValue(new Promise((resolve) => (finish = resolve)));
  show();
  await fill('Sunflower#88', 'Jasmine#2026 ', 'Jasmine#2026');
  await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Password Update' });
  expect(dialog).toHaveTextContent('Are you sure you want to update your password?');
  expect(changePassword).not.toHaveBeenCalled();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  expect(changePassword).toHaveBeenCalledWith('u1', { currentPassword: 'Sunflower#88', newPassword: 'Jasmine#2026' });
  expect(screen.getByRole('button', { name: 'Updating...' })).toBeDisabled();
  finish({ message: 'Password updated successfully' });
  expect(await screen.findByRole('dialog', { name: 'Password Updated' })).toHaveTextContent('Your password has been successfully updated.');
  expect(screen.getByText('Password updated successfully.')).toBeInTheDocument();
});

it("'Passwords do not match.' (trimmed values) makes no call", async () => {
  show();
  await fill('Sunflower#88', 'Jasmine#2026', 'Jasmine#2027');
  await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match.');
  expect(changePassword).not.toHaveBeenCalled();
});

it("shows the server's message, else 'Failed to update password.', and 'An error occurred.' without an answer", async () => {
  show();
  await fill('Wrong#1234', 'Jasmine#2026', 'Jasmine#2026');
  const attempt = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
  };
  jest
    .mocked(changePassword)
    .mockRejectedValueOnce(
      new ApiError('Your current password is not correct.', 400, { message: 'Your current password is not correct.' }),
    );
  await attempt();
  expect(await screen.findByRole('alert')).toHaveTextContent('Your current password is not correct.');
  jest.mocked(changePassword).mockRejectedValueOnce(new ApiError('Bad Request', 400, null));
  await attempt();
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to update password.'));
  jest.mocked(changePassword).mockRejectedValueOnce(new ApiError('Failed to fetch', 0));
  await attempt();
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('An error occurred.'));
});

it("shows the server's same_password at the new password's field, not above the form", async () => {
  const sentence = 'Choose a password different from the current one.';
  jest.mocked(changePassword).mockRejectedValueOnce(new ApiError(sentence, 400, { message: sentence, code: 'same_password' }));
  show();
  await fill('Sunflower#88', 'Sunflower#88', 'Sunflower#88');
  await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
  const field = screen.getByLabelText('New Password');
  await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(sentence)));
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByRole('alert')).toBeNull();
});

it("'Forgot Password?' opens the forgot-password dialog", async () => {
  show();
  await userEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));
  expect(await screen.findByRole('dialog', { name: 'Forgot Password' })).toBeInTheDocument();
  expect(screen.getByLabelText('Enter Your Email')).toHaveValue('salma@manzil.eg');
});

it("shows 'Reset Link Sent' when the code goes out, and after a reset signs this device out", async () => {
  jest.mocked(sendPasswordResetCode).mockResolvedValue({ message: 'sent' });
  jest.mocked(verifyPasswordResetCode).mockResolvedValue({ message: 'ok', resetToken: 't' });
  jest.mocked(resetPasswordWithToken).mockResolvedValue({ message: 'done' });
  act(() => sessionStore.set({ id: 'u1', email: 'salma@manzil.eg', firstName: 'Salma', lastName: 'Adel', role: 'shopper' }));
  show();
  await userEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));
  await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  const sent = await screen.findByRole('dialog', { name: 'Reset Link Sent' });
  expect(sent).toHaveTextContent('A password reset link has been sent to your email.');
  await userEvent.click(within(sent).getByRole('button', { name: 'OK' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Enter OTP' }), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
  const step3 = await screen.findByRole('dialog', { name: 'Reset Password' });
  await userEvent.type(within(step3).getByLabelText('New Password', { exact: true }), 'Jasmine#2026');
  await userEvent.type(within(step3).getByLabelText('Confirm Password', { exact: true }), 'Jasmine#2026');
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
  await screen.findByRole('dialog', { name: 'Password changed successfully' });
  await userEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
  expect(await screen.findByText('landed on /login')).toBeInTheDocument();
  expect(sessionStore.value).toBeNull();
});

it("asks for the current password before anything else: 'Enter your current password.', no dialog, no call", async () => {
  show();
  await fill('', 'Jasmine#2026', 'Jasmine#2026');
  await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
  const current = screen.getByLabelText('Current Password');
  expect(await screen.findByText('Enter your current password.')).toBeInTheDocument();
  expect(current).toHaveFocus();
  expect(current).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(changePassword).not.toHaveBeenCalled();
});

it('has show/hide toggles on the new and re-typed passwords only', async () => {
  show();
  expect(screen.getByLabelText('Current Password')).toHaveAttribute('type', 'password');
  expect(screen.queryByRole('button', { name: 'Show current password' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Show new password' }));
  expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'text');
  await userEvent.click(screen.getByRole('button', { name: 'Show re-typed password' }));
  expect(screen.getByLabelText('Re-type Password')).toHaveAttribute('type', 'text');
});

it('sends a weak new password all the same (SPEC §5: the rules are shown, not enforced) and empties the fields after success', async () => {
  jest.mocked(changePassword).mockResolvedValue({ message: 'Password updated successfully' });
  show();
  await fill('Sunflower#88', 'abcdefgh', 'abcdefgh');
  await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
  expect(changePassword).toHaveBeenCalledWith('u1', { currentPassword: 'Sunflower#88', newPassword: 'abcdefgh' });
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Password Updated' })).getByRole('button', { name: 'OK' }));
  expect(screen.getByRole('status')).toHaveTextContent('Password updated successfully.');
  expect(screen.getByLabelText('Current Password')).toHaveValue('');
  expect(screen.getByLabelText('New Password')).toHaveValue('');
  expect(screen.getByLabelText('Re-type Password')).toHaveValue('');
});

it("'Cancel' in the confirm dialog sends nothing", async () => {
  show();
  await fill('Sunflower#88', 'Jasmine#2026', 'Jasmine#2026');
  await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(changePassword).not.toHaveBeenCalled();
});
