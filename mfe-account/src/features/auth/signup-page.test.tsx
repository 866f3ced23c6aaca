import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, favoritesStore, sessionStore, signup, type UserSession } from '@manzil/shared';
import { renderAt } from '../../test/render';
import SignupPage from './signup-page';

jest.mock('@manzil/shared', () => ({ ...jest.requireActual('@manzil/shared'), signup: jest.fn() }));

const shopper: UserSession = { id: 'u9', email: 'nour@example.com', firstName: 'Nour', lastName: 'Hassan', role: 'shopper' };

beforeEach(() => {
  jest.spyOn(favoritesStore, 'reload').mockResolvedValue();
  jest.mocked(signup).mockReset();
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

it('creates the account, stores the session and goes home', async () => {
  jest.mocked(signup).mockResolvedValue({ user: shopper });
  renderAt(<SignupPage />, { path: '/signup' });
  await userEvent.type(screen.getByLabelText('First name'), 'Nour');
  await userEvent.type(screen.getByLabelText('Last name'), 'Hassan');
  await userEvent.type(screen.getByLabelText('E-mail'), 'nour@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'Sunrise#2026');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  expect(signup).toHaveBeenCalledWith({ firstName: 'Nour', lastName: 'Hassan', email: 'nour@example.com', password: 'Sunrise#2026' });
  expect(await screen.findByText('landed on /home')).toBeInTheDocument();
  expect(sessionStore.value).toEqual(shopper);
});

it("shows the server's sentence when the e-mail is taken", async () => {
  jest
    .mocked(signup)
    .mockRejectedValue(
      new ApiError('An account with this e-mail already exists.', 409, { message: 'An account with this e-mail already exists.' }),
    );
  renderAt(<SignupPage />, { path: '/signup' });
  await userEvent.type(screen.getByLabelText('First name'), 'Nour');
  await userEvent.type(screen.getByLabelText('Last name'), 'Hassan');
  await userEvent.type(screen.getByLabelText('E-mail'), 'shopper@manzil.eg');
  await userEvent.type(screen.getByLabelText('Password'), 'x');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('An account with this e-mail already exists.');
  expect(sessionStore.value).toBeNull();
});

it('names the malformed e-mail before calling the server', async () => {
  renderAt(<SignupPage />, { path: '/signup' });
  await userEvent.type(screen.getByLabelText('E-mail'), 'nour@');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  expect(screen.getByText('Enter an e-mail address like name@example.com.')).toBeInTheDocument();
  expect(screen.getByText('Enter your first name.')).toBeInTheDocument();
  expect(signup).not.toHaveBeenCalled();
});
