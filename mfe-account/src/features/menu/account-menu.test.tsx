import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, favoritesStore, logout, sessionStore, type UserSession } from '@manzil/shared';
import AccountMenu from '../../exposed/account-menu';
import { renderAt } from '../../test/render';

jest.mock('@manzil/shared', () => ({ ...jest.requireActual('@manzil/shared'), logout: jest.fn() }));

const shopper: UserSession = { id: 'u1', email: 'shopper@manzil.eg', firstName: 'salma', lastName: 'Adel', role: 'shopper' };

beforeEach(() => {
  jest.spyOn(favoritesStore, 'reload').mockResolvedValue();
  jest.mocked(logout).mockReset();
  act(() => sessionStore.set(shopper));
});
afterEach(() => jest.restoreAllMocks());

async function openMenu() {
  const avatar = screen.getByRole('button', { name: 'Account menu for salma Adel' });
  expect(avatar).toHaveTextContent('S');
  await userEvent.click(avatar);
  return screen.findByRole('menu');
}

it('shows the initial of the first name and a menu with My Account and Logout', async () => {
  renderAt(<AccountMenu />, { path: '/' });
  await openMenu();
  expect(screen.getByRole('menuitem', { name: 'My Account' })).toBeInTheDocument();
  expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
});

it('My Account opens /myaccount', async () => {
  const onAction = jest.fn();
  renderAt(<AccountMenu onAction={onAction} />, { path: '/' });
  await openMenu();
  await userEvent.click(screen.getByRole('menuitem', { name: 'My Account' }));
  expect(screen.getByText('landed on /myaccount')).toBeInTheDocument();
  expect(onAction).toHaveBeenCalled();
});

it('Logout ends the server session, clears the stored session and goes home', async () => {
  jest.mocked(logout).mockResolvedValue();
  renderAt(<AccountMenu />, { path: '/' });
  await openMenu();
  await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
  expect(await screen.findByText('landed on /home')).toBeInTheDocument();
  expect(logout).toHaveBeenCalledTimes(1);
  expect(sessionStore.value).toBeNull();
  expect(localStorage.getItem('userSession')).toBeNull();
});

it('Logout still signs out on this device when the server cannot be reached', async () => {
  jest.mocked(logout).mockRejectedValue(new ApiError('Failed to fetch', 0));
  renderAt(<AccountMenu />, { path: '/' });
  await openMenu();
  await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
  expect(await screen.findByText('landed on /home')).toBeInTheDocument();
  expect(sessionStore.value).toBeNull();
});
