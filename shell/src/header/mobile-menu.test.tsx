import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logout, sessionStore, type UserSession } from '@manzil/shared';
import { renderShell } from '../test-utils';
import { MobileMenu } from './mobile-menu';
import { DEFAULT_CATEGORIES } from './use-categories';

jest.mock('@manzil/shared', () => ({
  ...jest.requireActual<typeof import('../test-categories')>('../test-categories').withCategories(
    jest.requireActual('@manzil/shared'),
    jest.fn(() => Promise.resolve([])),
  ),
  logout: jest.fn(),
}));

const mockedLogout = logout as jest.MockedFunction<typeof logout>;
const SHOPPER: UserSession = { id: '7', email: 'salma@example.com', firstName: 'Salma', lastName: 'Adel', role: 'shopper' };

const renderMenu = (route = '/about') => renderShell(<MobileMenu categories={DEFAULT_CATEGORIES} loaded />, { route });

afterEach(() => act(() => sessionStore.set(null)));

describe('the hamburger menu (SPEC §2, below 767 px)', () => {
  it('opens with Home, Shop, About, Contact and Login, locks the page scroll, and closes with its close button', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const names = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Home', 'About', 'Contact', 'Login']);
    expect(within(menu).getByRole('button', { name: 'Shop' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu).queryByRole('link', { name: 'Account' })).not.toBeInTheDocument();
    // Radix's scroll lock (react-remove-scroll) marks the body while the menu is open.
    await waitFor(() => expect(document.body).toHaveAttribute('data-scroll-locked'));
    await user.click(within(menu).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
  });

  it('expands Shop to All Brands, the categories, Ready To Ship and On Sale', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('button', { name: 'Shop' }));
    expect(within(menu).getByRole('button', { name: 'Shop' })).toHaveAttribute('aria-expanded', 'true');
    const shop = within(menu).getByRole('link', { name: 'All Brands' }).closest('ul')!;
    expect(
      within(shop)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All Brands', 'Furniture', 'Kitchen & Dining', 'Bath', 'Lighting', 'Home Decor', 'Outdoor', 'Ready To Ship', 'On Sale']);
  });

  it('closes when a link is followed', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Contact' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/contactus');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers Account and Logout when signed in; Logout ends the session even if the call fails, then goes home', async () => {
    mockedLogout.mockRejectedValue(new Error('offline'));
    // Signing in makes shared's favorites store call the API, which jsdom cannot reach.
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => sessionStore.set(SHOPPER));
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/myaccount');
    expect(within(menu).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    expect(mockedLogout).toHaveBeenCalledTimes(1);
    expect(sessionStore.value).toBeNull();
    expect(localStorage.getItem('userSession')).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    log.mockRestore();
  });
});
