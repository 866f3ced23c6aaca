import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminSessionStore, ApiError, getAdminSession } from '@manzil/shared';
import {
  adminLogin,
  adminLogout,
  changeAdminPassword,
  getAdminOrders,
  getApplications,
  getProductReviews,
  getPromoCodes,
  getPromotions,
  getRevisions,
  getStaff,
} from '@manzil/shared/admin';

import { adminSession } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import AdminLoginPage from './admin-login-page';
import AdminPanelPage from './admin-panel-page';
import EditEmployeePage from './edit-employee-page';

jest.mock('@manzil/shared', () => ({
  ...jest.requireActual<typeof import('../../test/mock-shared')>('../../test/mock-shared').sharedWithAdminPanelMocked(),
}));
jest.mock('@manzil/shared/admin', () => ({
  ...jest.requireActual<typeof import('../../test/mock-shared')>('../../test/mock-shared').adminWithPanelMocked(),
  adminLogin: jest.fn(),
  adminLogout: jest.fn(),
  changeAdminPassword: jest.fn(),
}));

const ADMIN = adminSession();

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getAdminSession).mockImplementation(async () => ({ admin: adminSessionStore.value! }));
  for (const list of [getApplications, getProductReviews, getRevisions, getPromotions, getPromoCodes, getStaff])
    jest.mocked(list).mockResolvedValue([]);
  jest.mocked(getAdminOrders).mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 20, pageCount: 1 });
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

it('needs an admin for /edit-employee/{id}', () => {
  renderAt(<EditEmployeePage />, { path: '/edit-employee/:id', at: '/edit-employee/42' });
  expect(screen.getByText('landed on /admin-login')).toBeInTheDocument();
});

it('shows an admin every section as a tab, and Logout returns to /admin-login', async () => {
  act(() => adminSessionStore.set(ADMIN));
  jest.mocked(adminLogout).mockRejectedValue(new ApiError('Failed to fetch', 0));
  renderAt(<AdminPanelPage />, { path: '/adminpanel' });
  expect(screen.getByText(/Signed in as admin@manzil.eg/)).toHaveTextContent('Admin');
  const tabs = within(screen.getByRole('tablist', { name: 'Admin panel sections' })).getAllByRole('tab');
  expect(tabs.map((t) => t.textContent)).toEqual([
    'Partner applications',
    'Products',
    'Sale prices',
    'Promo codes',
    'Orders',
    'Returns',
    'Staff',
    'Finance',
  ]);
  expect(await screen.findByText('No partner applications are waiting.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: 'Orders' }));
  expect(await screen.findByText('No orders with this status.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  expect(await screen.findByText('landed on /admin-login')).toBeInTheDocument();
  expect(adminSessionStore.value).toBeNull();
});

it.each([
  ['catalog_moderator', ['Products', 'Sale prices']],
  ['support', ['Orders', 'Returns']],
] as const)('shows a %s only the tabs their role may open', async (staffRole, expected) => {
  act(() => adminSessionStore.set({ ...ADMIN, staffRole }));
  renderAt(<AdminPanelPage />, { path: '/adminpanel' });
  expect(
    within(screen.getByRole('tablist'))
      .getAllByRole('tab')
      .map((t) => t.textContent),
  ).toEqual(expected);
  expect(getApplications).not.toHaveBeenCalled();
  expect(getStaff).not.toHaveBeenCalled();
  expect(getPromoCodes).not.toHaveBeenCalled();
});

it('tells a catalog moderator that staff accounts are not for their role', () => {
  act(() => adminSessionStore.set({ ...ADMIN, staffRole: 'catalog_moderator' }));
  renderAt(<EditEmployeePage />, { path: '/edit-employee/:id', at: '/edit-employee/42' });
  expect(screen.getByRole('alert')).toHaveTextContent('Your role (Catalog moderator) cannot open this page.');
});

it('asks a member with a one-time password to choose their own before the panel opens', async () => {
  act(() => adminSessionStore.set({ ...ADMIN, mustChangePassword: true }));
  jest.mocked(changeAdminPassword).mockResolvedValue({ admin: ADMIN });
  renderAt(<AdminPanelPage />, { path: '/adminpanel' });
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
  expect(await screen.findByText('Enter the one-time password from the e-mail.')).toBeInTheDocument();
  expect(changeAdminPassword).not.toHaveBeenCalled();
  await userEvent.type(screen.getByLabelText(/One-time password/), 'Xy7-otp-otp-otp-otp-otp1');
  await userEvent.type(screen.getByLabelText(/New password/), 'short');
  await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
  expect(await screen.findByText('Use at least 8 characters.')).toBeInTheDocument();
  await userEvent.clear(screen.getByLabelText(/New password/));
  await userEvent.type(screen.getByLabelText(/New password/), 'Long#Enough2026');
  await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
  expect(changeAdminPassword).toHaveBeenCalledWith({ currentPassword: 'Xy7-otp-otp-otp-otp-otp1', newPassword: 'Long#Enough2026' });
  expect(await screen.findByRole('tablist')).toBeInTheDocument();
});
