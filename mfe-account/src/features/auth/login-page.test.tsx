import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, favoritesStore, login, sessionStore, type UserSession } from '@manzil/shared';
import { renderAt } from '../../test/render';
import LoginPage from './login-page';

jest.mock('@manzil/shared', () => ({ ...jest.requireActual('@manzil/shared'), login: jest.fn() }));

const shopper: UserSession = { id: 'u1', email: 'shopper@manzil.eg', firstName: 'Salma', lastName: 'Adel', role: 'shopper' };

beforeEach(() => {
  jest.spyOn(favoritesStore, 'reload').mockResolvedValue();
  jest.mocked(login).mockReset();
  act(() => sessionStore.set(null));
});
afterEach(() => jest.restoreAllMocks());

async function signIn(email = 'shopper@manzil.eg', password = 'Manzil#2026') {
  await userEvent.type(screen.getByLabelText('E-mail'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

it("shows the server's message when the credentials are refused, and stores nothing", async () => {
  jest.mocked(login).mockRejectedValue(new ApiError('Invalid e-mail or password.', 401, { message: 'Invalid e-mail or password.' }));
  renderAt(<LoginPage />, { path: '/login' });
  await signIn('shopper@manzil.eg', 'wrong');
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid e-mail or password.');
  expect(sessionStore.value).toBeNull();
  expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
});

it('stores the session and goes back to where the shopper came from', async () => {
  jest.mocked(login).mockResolvedValue({ user: shopper });
  const set = jest.spyOn(sessionStore, 'set');
  renderAt(<LoginPage />, { path: '/login', state: { from: '/checkout' } });
  await signIn();
  expect(login).toHaveBeenCalledWith({ email: 'shopper@manzil.eg', password: 'Manzil#2026' });
  expect(set).toHaveBeenCalledWith(shopper);
  expect(sessionStore.value).toEqual(shopper);
  expect(await screen.findByText('landed on /checkout')).toBeInTheDocument();
});

it('goes to /home when the shopper came from nowhere in particular', async () => {
  jest.mocked(login).mockResolvedValue({ user: shopper });
  renderAt(<LoginPage />, { path: '/login' });
  await signIn();
  expect(await screen.findByText('landed on /home')).toBeInTheDocument();
});

it('checks the fields before calling the server', async () => {
  renderAt(<LoginPage />, { path: '/login' });
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(screen.getByText('Enter your e-mail address.')).toBeInTheDocument();
  expect(screen.getByText('Enter your password.')).toBeInTheDocument();
  expect(login).not.toHaveBeenCalled();
});

it('shows and hides the password', async () => {
  renderAt(<LoginPage />, { path: '/login' });
  const password = screen.getByLabelText('Password');
  expect(password).toHaveAttribute('type', 'password');
  await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
  expect(password).toHaveAttribute('type', 'text');
  expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
});

it('links to /signup', () => {
  renderAt(<LoginPage />, { path: '/login' });
  expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
});
