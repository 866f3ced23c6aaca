import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminSessionStore, ApiError, getAdminSession } from '@manzil/shared';
import { createStaffMember, decide, getAuditTrail, getPromotions, getStaff, getStaffMember, updateStaffMember } from '@manzil/shared/admin';
import type { StaffMember } from '@manzil/shared/contract';
import { adminSession } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import AdminPanelPage from './admin-panel-page';
import EditEmployeePage from './edit-employee-page';

jest.mock('@manzil/shared', () => ({
  ...jest.requireActual('@manzil/shared'),
  getAdminSession: jest.fn(),
}));
jest.mock('@manzil/shared/admin', () => ({
  ...jest.requireActual('@manzil/shared/admin'),
  getStaff: jest.fn(),
  getStaffMember: jest.fn(),
  createStaffMember: jest.fn(),
  updateStaffMember: jest.fn(),
  getAuditTrail: jest.fn(),
  getPromotions: jest.fn(),
  getProductReviews: jest.fn(async () => []),
  getRevisions: jest.fn(async () => []),
  decide: jest.fn(),
}));

const ADMIN = adminSession({ id: '1' });
const SALMA: StaffMember = {
  _id: '7',
  firstName: 'Salma',
  lastName: 'Ibrahim',
  email: 'salma@manzil.eg',
  role: 'support',
  active: true,
  mustChangePassword: false,
  createdAt: '2026-11-20T10:00:00.000Z',
};

beforeEach(() => {
  jest.clearAllMocks();
  act(() => adminSessionStore.set(ADMIN));
  jest.mocked(getAdminSession).mockResolvedValue({ admin: ADMIN });
  jest.mocked(getStaff).mockResolvedValue([SALMA]);
  jest.mocked(getStaffMember).mockResolvedValue(SALMA);
  jest.mocked(getAuditTrail).mockResolvedValue([
    {
      _id: '3',
      actor: { id: '1', email: 'admin@manzil.eg', role: 'admin' },
      action: 'staff.create',
      objectType: 'staff',
      objectId: '7',
      reason: null,
      details: {},
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ]);
});

it('adds a staff member from the staff tab: checks the fields, then says a one-time password was e-mailed', async () => {
  jest.mocked(createStaffMember).mockResolvedValue({ ...SALMA, _id: '8', email: 'omar@manzil.eg', mustChangePassword: true });
  renderAt(<AdminPanelPage />, { path: '/adminpanel', at: '/adminpanel?tab=staff' });
  expect(await screen.findByRole('cell', { name: 'salma@manzil.eg' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Edit Salma Ibrahim' })).toHaveAttribute('href', '/edit-employee/7');

  await userEvent.click(screen.getByRole('button', { name: 'Add member' }));
  expect(await screen.findByText('Enter the first name.')).toBeInTheDocument();
  expect(createStaffMember).not.toHaveBeenCalled();
  await userEvent.type(screen.getByLabelText(/First name/), 'Omar');
  await userEvent.type(screen.getByLabelText(/Last name/), 'Khaled');
  await userEvent.type(screen.getByLabelText(/^E-mail/), 'not-an-email');
  await userEvent.click(screen.getByRole('button', { name: 'Add member' }));
  expect(await screen.findByText('Enter an e-mail address like name@manzil.eg.')).toBeInTheDocument();
  await userEvent.clear(screen.getByLabelText(/^E-mail/));
  await userEvent.type(screen.getByLabelText(/^E-mail/), 'Omar@Manzil.eg');
  await userEvent.selectOptions(screen.getByLabelText('Role'), 'Catalog moderator');
  await userEvent.click(screen.getByRole('button', { name: 'Add member' }));
  expect(createStaffMember).toHaveBeenCalledWith({
    firstName: 'Omar',
    lastName: 'Khaled',
    email: 'omar@manzil.eg',
    role: 'catalog_moderator',
  });
  expect(await screen.findByRole('status')).toHaveTextContent('omar@manzil.eg was added. A one-time password was e-mailed to them');
});

it("edits a member's role and active flag on /edit-employee/{id}, shows the server's refusal, and the history", async () => {
  jest.mocked(updateStaffMember).mockRejectedValueOnce(
    new ApiError('Manzil needs at least one active admin.', 409, {
      message: 'Manzil needs at least one active admin.',
      code: 'last_admin',
    }),
  );
  jest.mocked(updateStaffMember).mockResolvedValueOnce({ ...SALMA, role: 'admin', active: false });
  renderAt(<EditEmployeePage />, { path: '/edit-employee/:id', at: '/edit-employee/7' });
  expect(await screen.findByDisplayValue('Salma')).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText('Role'), 'Admin');
  await userEvent.click(screen.getByLabelText('Active (may sign in)'));
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Manzil needs at least one active admin.');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(updateStaffMember).toHaveBeenLastCalledWith('7', {
    firstName: 'Salma',
    lastName: 'Ibrahim',
    email: 'salma@manzil.eg',
    role: 'admin',
    active: false,
  });
  expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
  expect(screen.getByText(/Account created by admin@manzil.eg \(Admin\)/)).toBeInTheDocument();
});

it('rejects a sale price only with a reason, and approves one with a click', async () => {
  jest.mocked(getPromotions).mockResolvedValue([
    {
      _id: '5',
      productId: '40',
      productName: 'Nile Sofa',
      vendor: { _id: '2', shopName: 'Damietta Craft' },
      price: 20000,
      salePrice: 15000,
      previousSalePrice: null,
      submittedAt: '2026-11-21T09:00:00.000Z',
      status: 'pending',
      reason: null,
      decidedAt: null,
      decidedBy: null,
    },
  ]);
  jest.mocked(getAuditTrail).mockResolvedValue([]);
  jest.mocked(decide).mockResolvedValue({ message: 'Rejected.' });
  renderAt(<AdminPanelPage />, { path: '/adminpanel', at: '/adminpanel?tab=promotions' });
  expect(await screen.findByText('Nile Sofa')).toBeInTheDocument();
  expect(screen.getByText('25% off', { exact: false })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject Nile Sofa' });
  await userEvent.click(dialog.querySelector('button[type="submit"]')!);
  expect(await screen.findByText('Please give the reason for the rejection.')).toBeInTheDocument();
  expect(decide).not.toHaveBeenCalled();
  await userEvent.type(screen.getByLabelText(/Reason/), 'The sale is below cost.');
  await userEvent.click(dialog.querySelector('button[type="submit"]')!);
  expect(decide).toHaveBeenCalledWith('promotions', '5', { decision: 'reject', reason: 'The sale is below cost.' });
  await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
  expect(decide).toHaveBeenLastCalledWith('promotions', '5', { decision: 'approve' });
});
