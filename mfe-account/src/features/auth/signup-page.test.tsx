import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, confirmSignup, favoritesStore, sessionStore, signup, type UserSession } from '@manzil/shared';
import { renderAt } from '../../test/render';
import SignupPage from './signup-page';

jest.mock('@manzil/shared', () => ({ ...jest.requireActual('@manzil/shared'), signup: jest.fn(), confirmSignup: jest.fn() }));

const shopper: UserSession = { id: 'u9', email: 'nour@example.com', firstName: 'Nour', lastName: 'Hassan', role: 'shopper' };

beforeEach(() => {
  jest.spyOn(favoritesStore, 'reload').mockResolvedValue();
  jest.mocked(signup).mockReset();
  jest.mocked(confirmSignup).mockReset();
  act(() => sessionStore.set(null));
});
afterEach(() => jest.restoreAllMocks());

function rule(name: string) {
  return screen.getByText(name).closest('li')!;
}

it('shows the strength rules and the meter live as the password is typed', async () => {
  renderAt(<SignupPage />, { path: '/signup' });
  expect(screen.getByText(/Password strength/)).toHaveTextContent('Password strength: Weak');
  expect(rule('At least 8 characters')).toHaveAttribute('data-met', 'false');

  await userEvent.type(screen.getByLabelText('Password'), 'manzilho');
  expect(rule('At least 8 characters')).toHaveAttribute('data-met', 'true');
  expect(rule('A lowercase letter')).toHaveAttribute('data-met', 'true');
  expect(rule('An uppercase letter')).toHaveAttribute('data-met', 'false');
  expect(screen.getByText(/Password strength/)).toHaveTextContent('Weak');

  await userEvent.type(screen.getByLabelText('Password'), 'M');
  expect(screen.getByText(/Password strength/)).toHaveTextContent('Medium');

  await userEvent.type(screen.getByLabelText('Password'), '#');
  expect(rule('A number or one of !@#$%^&*')).toHaveAttribute('data-met', 'true');
  expect(screen.getByText(/Password strength/)).toHaveTextContent('Strong');
});

async function fillAndSubmit(email = 'nour@example.com', password = 'Sunrise#2026') {
  await userEvent.type(screen.getByLabelText('First name'), 'Nour');
  await userEvent.type(screen.getByLabelText('Last name'), 'Hassan');
  await userEvent.type(screen.getByLabelText('E-mail'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

it("asks for the account, then says 'Check your e-mail' with the address — signed in only by the link", async () => {
  const sentence = 'Check your e-mail: we sent you a link to finish creating your account.';
  jest.mocked(signup).mockResolvedValue({ message: sentence });
  renderAt(<SignupPage />, { path: '/signup' });
  await fillAndSubmit();
  expect(signup).toHaveBeenCalledWith({ firstName: 'Nour', lastName: 'Hassan', email: 'nour@example.com', password: 'Sunrise#2026' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('We sent a link to nour@example.com. Open it within 24 hours');
  expect(sessionStore.value).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Use another e-mail' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
}, 20_000);

it('opens the e-mailed link (/signup#confirm=…): creates the account, stores the session and goes home', async () => {
  let finish: (value: { user: UserSession }) => void = () => {};
  jest.mocked(confirmSignup).mockReturnValue(new Promise((resolve) => (finish = resolve)));
  const token = 'k3Jd9_x-Ab'.repeat(4) + 'abc';
  renderAt(<SignupPage />, { path: '/signup', at: `/signup#confirm=${token}` });
  expect(screen.getByRole('status')).toHaveTextContent('Creating your account...');
  expect(confirmSignup).toHaveBeenCalledTimes(1);
  expect(confirmSignup).toHaveBeenCalledWith({ token });
  await act(async () => finish({ user: shopper }));
  expect(await screen.findByText('landed on /home')).toBeInTheDocument();
  expect(sessionStore.value).toEqual(shopper);
});

it("shows the server's sentence for a used or expired link, and the way back to the form", async () => {
  const sentence = 'This sign-up link has expired or was already used. Please sign up again.';
  jest.mocked(confirmSignup).mockRejectedValue(new ApiError(sentence, 400, { message: sentence, code: 'invalid_signup_link' }));
  renderAt(<SignupPage />, { path: '/signup', at: `/signup#confirm=${'a'.repeat(43)}` });
  expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
  await userEvent.click(screen.getByRole('link', { name: 'Sign up again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
  expect(sessionStore.value).toBeNull();
});

it("shows the server's sentence when the sign-up is refused (a common password)", async () => {
  const sentence = 'This password is one of the most common passwords. Please choose one that is harder to guess.';
  jest.mocked(signup).mockRejectedValue(new ApiError(sentence, 400, { message: sentence, code: 'common_password' }));
  renderAt(<SignupPage />, { path: '/signup' });
  await fillAndSubmit('nour@example.com', 'password123');
  expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
  expect(screen.queryByText('Check your e-mail')).toBeNull();
});

it('names the malformed e-mail before calling the server', async () => {
  renderAt(<SignupPage />, { path: '/signup' });
  await userEvent.type(screen.getByLabelText('E-mail'), 'nour@');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  expect(screen.getByText('Enter an e-mail address like name@example.com.')).toBeInTheDocument();
  expect(screen.getByText('Enter your first name.')).toBeInTheDocument();
  expect(signup).not.toHaveBeenCalled();
});
