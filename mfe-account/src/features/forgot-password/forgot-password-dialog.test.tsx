import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, resetPasswordWithToken, sendPasswordResetCode, verifyPasswordResetCode } from '@manzil/shared';
import { RemoteIntl } from '../../intl';
import { renderAt } from '../../test/render';
import { ForgotPasswordLink } from './forgot-password-link';

jest.mock('@manzil/shared', () => ({
  ...jest.requireActual('@manzil/shared'),
  sendPasswordResetCode: jest.fn(),
  verifyPasswordResetCode: jest.fn(),
  resetPasswordWithToken: jest.fn(),
}));
afterEach(() => jest.resetAllMocks());

/** A promise the test settles by hand, to see the busy labels. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const open = async () => {
  renderAt(
    <RemoteIntl>
      <ForgotPasswordLink />
    </RemoteIntl>,
    { path: '/login' },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));
  return screen.findByRole('dialog', { name: 'Forgot Password' });
};

it('walks the three steps with their busy labels, sends the token, and ends on "Password changed successfully"', async () => {
  const sent = deferred<{ message: string }>();
  const verified = deferred<{ message: string; resetToken: string }>();
  const reset = deferred<{ message: string }>();
  jest.mocked(sendPasswordResetCode).mockReturnValue(sent.promise);
  jest.mocked(verifyPasswordResetCode).mockReturnValue(verified.promise);
  jest.mocked(resetPasswordWithToken).mockReturnValue(reset.promise);
  await open();
  await userEvent.type(screen.getByLabelText('Enter Your Email'), 'salma@manzil.eg');
  await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  sent.resolve({ message: 'sent' });
  expect(await screen.findByRole('dialog', { name: 'Enter OTP' })).toBeInTheDocument();
  await userEvent.type(screen.getByRole('textbox', { name: 'Enter OTP' }), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
  expect(screen.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
  expect(verifyPasswordResetCode).toHaveBeenCalledWith('salma@manzil.eg', '123456');
  verified.resolve({ message: 'ok', resetToken: 'token-abc' });
  expect(await screen.findByRole('dialog', { name: 'Reset Password' })).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('New Password'), 'Jasmine#2026');
  await userEvent.type(screen.getByLabelText('Confirm Password'), 'Jasmine#2026');
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
  expect(screen.getByRole('button', { name: 'Resetting...' })).toBeDisabled();
  expect(resetPasswordWithToken).toHaveBeenCalledWith('salma@manzil.eg', 'Jasmine#2026', 'token-abc');
  reset.resolve({ message: 'done' });
  expect(await screen.findByRole('dialog', { name: 'Password changed successfully' })).toBeInTheDocument();
});

it("says 'Please enter your email.' and 'Please enter the OTP.' without calling", async () => {
  jest.mocked(sendPasswordResetCode).mockResolvedValue({ message: 'sent' });
  await open();
  await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email.');
  expect(sendPasswordResetCode).not.toHaveBeenCalled();
  await userEvent.type(screen.getByLabelText('Enter Your Email'), 'salma@manzil.eg');
  await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByRole('dialog', { name: 'Enter OTP' });
  await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter the OTP.');
  expect(verifyPasswordResetCode).not.toHaveBeenCalled();
});

it("shows the server's message in red, else SPEC's fallbacks, and 'An error occurred.' without an answer", async () => {
  await open();
  await userEvent.type(screen.getByLabelText('Enter Your Email'), 'salma@manzil.eg');
  jest.mocked(sendPasswordResetCode).mockRejectedValueOnce(new ApiError('Bad', 400, null));
  await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send OTP.');
  jest.mocked(sendPasswordResetCode).mockRejectedValueOnce(new ApiError('Failed to fetch', 0));
  await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
  jest.mocked(sendPasswordResetCode).mockResolvedValueOnce({ message: 'sent' });
  await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  await userEvent.type(await screen.findByRole('textbox', { name: 'Enter OTP' }), '000000');
  jest.mocked(verifyPasswordResetCode).mockRejectedValueOnce(new ApiError('Bad', 400, null));
  await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
  expect(await screen.findByText('Invalid OTP.')).toBeInTheDocument();
  const message = 'This code is not correct or has expired. Check the e-mail we sent you, or ask for a new code.';
  jest.mocked(verifyPasswordResetCode).mockRejectedValueOnce(new ApiError(message, 400, { message }));
  await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  jest.mocked(verifyPasswordResetCode).mockResolvedValueOnce({ message: 'ok', resetToken: 't' });
  await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
  await userEvent.type(await screen.findByLabelText('New Password'), 'Jasmine#2026');
  await userEvent.type(screen.getByLabelText('Confirm Password'), 'Jasmine#2026');
  jest.mocked(resetPasswordWithToken).mockRejectedValueOnce(new ApiError('Bad', 401, null));
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
  expect(await screen.findByText('Failed to reset password.')).toBeInTheDocument();
});

it('checks in step 3 that the passwords match and have 8 characters', async () => {
  jest.mocked(sendPasswordResetCode).mockResolvedValue({ message: 'sent' });
  jest.mocked(verifyPasswordResetCode).mockResolvedValue({ message: 'ok', resetToken: 't' });
  await open();
  await userEvent.type(screen.getByLabelText('Enter Your Email'), 'salma@manzil.eg');
  await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  await userEvent.type(await screen.findByRole('textbox', { name: 'Enter OTP' }), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
  expect(await screen.findByText('At least 8 characters; both passwords must match.')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('New Password'), 'Short1');
  await userEvent.type(screen.getByLabelText('Confirm Password'), 'Short1');
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
  expect(screen.getByRole('alert')).toHaveTextContent('The new password must be at least 8 characters.');
  await userEvent.type(screen.getByLabelText('New Password'), '234');
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match.');
  expect(resetPasswordWithToken).not.toHaveBeenCalled();
});

it("'Cancel' closes the dialog", async () => {
  await open();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it("refuses an e-mail that is not one without calling, and shows no 'Reset Link Sent' when opened from /login", async () => {
  jest.mocked(sendPasswordResetCode).mockResolvedValue({ message: 'sent' });
  await open();
  await userEvent.type(screen.getByLabelText('Enter Your Email'), 'salma@');
  await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Enter an e-mail address like name@example.com.');
  expect(sendPasswordResetCode).not.toHaveBeenCalled();
  await userEvent.type(screen.getByLabelText('Enter Your Email'), 'manzil.eg');
  await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  expect(await screen.findByRole('dialog', { name: 'Enter OTP' })).toBeInTheDocument();
  expect(sendPasswordResetCode).toHaveBeenCalledWith('salma@manzil.eg');
  expect(screen.queryByRole('dialog', { name: 'Reset Link Sent' })).not.toBeInTheDocument();
});

it('keeps only the digits of the code as it is typed', async () => {
  jest.mocked(sendPasswordResetCode).mockResolvedValue({ message: 'sent' });
  await open();
  await userEvent.type(screen.getByLabelText('Enter Your Email'), 'salma@manzil.eg');
  await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  const otp = await screen.findByRole('textbox', { name: 'Enter OTP' });
  await userEvent.type(otp, '12a3-45 6');
  expect(otp).toHaveValue('123456');
});
