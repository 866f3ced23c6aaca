import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminLogin, adminLogout, adminSessionStore, ApiError } from '@manzil/shared';
import { renderAt } from '../../test/render';
import AdminLoginPage from './admin-login-page';
import AdminPanelPage, { EditEmployeePage } from './admin-panel-page';

jest.mock('@manzil/shared', () => ({ ...jest.requireActual('@manzil/shared'), adminLogin: jest.fn(), adminLogout: jest.fn() }));

const ADMIN = { id: 'a1', email: 'admin@manzil.eg', firstName: 'Mona', lastName: 'Adel', role: 'admin' as const, staffRole: 'admin' as const, mustChangePassword: false };

beforeEach(() => {
  jest.mocked(adminLogin).mockReset();
  jest.mocked(adminLogout).mockReset();
  act(() => adminSessionStore.set(null));
});

async function signIn() {
  await userEvent.type(screen.getByLabelText('E-mail'), 'admin@manzil.eg');
  await userEvent.type(screen.getByLabelText('Password'), 'Manzil#2026');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

it('signs an admin in through POST /api/admin/login and opens the panel', async () => {
  jest.mocked(adminLogin).mockResolvedValue({ admin: ADMIN });
  renderAt(<AdminLoginPage />, { path: '/admin-login' });
  await signIn();
  expect(adminLogin).toHaveBeenCalledWith({ email: 'admin@manzil.eg', password: 'Manzil#2026' });
  expect(await screen.findByText('landed on /adminpanel')).toBeInTheDocument();
  expect(adminSessionStore.value).toEqual(ADMIN);
});

it("shows the server's sentence when the admin sign-in is refused", async () => {
  jest.mocked(adminLogin).mockRejectedValue(new ApiError('Invalid e-mail or password.', 401, { message: 'Invalid e-mail or password.' }));
  renderAt(<AdminLoginPage />, { path: '/admin-login' });
  await signIn();
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid e-mail or password.');
  expect(adminSessionStore.value).toBeNull();
});

it('guards the admin panel and the employee page', () => {
  renderAt(<AdminPanelPage />, { path: '/adminpanel' });
  expect(screen.getByText('landed on /admin-login')).toBeInTheDocument();
});

it('shows the panel to a signed-in admin, and Logout returns to /admin-login', async () => {
  act(() => adminSessionStore.set(ADMIN));
  jest.mocked(adminLogout).mockRejectedValue(new ApiError('Failed to fetch', 0));
  renderAt(<AdminPanelPage />, { path: '/adminpanel' });
  expect(screen.getByText('Signed in as admin@manzil.eg')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /On Sale/ })).toHaveAttribute('href', '/products/onsale');
  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  expect(await screen.findByText('landed on /admin-login')).toBeInTheDocument();
  expect(adminSessionStore.value).toBeNull();
});

it('needs an admin for /edit-employee/{id}', () => {
  renderAt(<EditEmployeePage />, { path: '/edit-employee/:id', at: '/edit-employee/42' });
  expect(screen.getByText('landed on /admin-login')).toBeInTheDocument();
});
