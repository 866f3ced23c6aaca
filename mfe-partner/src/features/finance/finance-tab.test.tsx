import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminSessionStore, getAdminSession } from '@manzil/shared';
import {
  approvePayoutRun,
  createCommissionRule,
  getCommissionRules,
  getPayoutRuns,
  getRemittances,
  getTrialBalance,
  getUncollectedCash,
  recordRemittance,
} from '@manzil/shared/finance';
import type { PayoutRun } from '@manzil/shared/contract';
import { adminSession } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import AdminPanelPage from '../admin/admin-panel-page';

jest.mock('@manzil/shared', () => ({
  ...jest.requireActual('@manzil/shared'),
  getAdminSession: jest.fn(),
}));
jest.mock('@manzil/shared/admin', () => ({
  ...jest.requireActual('@manzil/shared/admin'),
  getApplications: jest.fn().mockResolvedValue([]),
}));
jest.mock('@manzil/shared/finance', () => ({
  ...jest.requireActual('@manzil/shared/finance'),
  getCommissionRules: jest.fn(),
  createCommissionRule: jest.fn(),
  updateCommissionRule: jest.fn(),
  getUncollectedCash: jest.fn(),
  getRemittances: jest.fn(),
  recordRemittance: jest.fn(),
  getPayoutRuns: jest.fn(),
  startPayoutRun: jest.fn(),
  approvePayoutRun: jest.fn(),
  getTrialBalance: jest.fn(),
  getVendorLedger: jest.fn(),
}));
jest.setTimeout(30_000);

const RUN: PayoutRun = {
  _id: '4',
  status: 'preview',
  minimum: 500,
  total: 1710,
  payouts: [
    {
      _id: '9',
      runId: '4',
      vendorId: '7',
      shopName: 'Damietta Craft Collective',
      amount: 1710,
      status: 'queued',
      method: 'wallet …5678',
      failureReason: null,
      createdAt: '2026-11-27T08:00:00.000Z',
    },
  ],
  createdAt: '2026-11-27T08:00:00.000Z',
  approvedAt: null,
};

function signIn(role: 'admin' | 'finance' | 'support') {
  const session = { ...adminSession({ id: '1' }), staffRole: role };
  jest.mocked(getAdminSession).mockResolvedValue({ admin: session } as never);
  act(() => adminSessionStore.set(session as never));
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getCommissionRules).mockResolvedValue([
    {
      _id: '1',
      scope: 'default',
      categoryId: null,
      vendorId: null,
      percent: 10,
      fixedAmount: null,
      minAmount: null,
      maxAmount: null,
      effectiveFrom: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
  ]);
  jest
    .mocked(getUncollectedCash)
    .mockResolvedValue([
      { orderNumber: 'MZ-20261127-0004', shopName: 'Damietta Craft Collective', cash: 1900, deliveredAt: '2026-11-27T09:00:00.000Z' },
    ]);
  jest.mocked(getRemittances).mockResolvedValue([]);
  jest.mocked(getPayoutRuns).mockResolvedValue([RUN]);
  jest.mocked(getTrialBalance).mockResolvedValue({
    accounts: [
      { code: 'courier_cash', name: 'Courier cash receivable', kind: 'asset', debit: 1900, credit: 0, balance: 1900 },
      { code: 'commission_revenue', name: 'Commission revenue', kind: 'revenue', debit: 0, credit: 190, balance: -190 },
      { code: 'vendor_pending:7', name: 'Vendor 7 payable, pending', kind: 'liability', debit: 0, credit: 1710, balance: -1710 },
    ],
    total: 0,
  });
});

it('is a tab only for finance staff and admins', async () => {
  signIn('support');
  renderAt(<AdminPanelPage />, { path: '/adminpanel', at: '/adminpanel' });
  expect(await screen.findByRole('tablist', { name: 'Admin panel sections' })).toBeInTheDocument();
  expect(screen.queryByRole('tab', { name: 'Finance' })).not.toBeInTheDocument();
});

it('shows the rules and adds one through the contract; records a remittance', async () => {
  signIn('finance');
  jest.mocked(createCommissionRule).mockImplementation(async (input) => ({ _id: '2', ...input, updatedAt: '' }) as never);
  jest.mocked(recordRemittance).mockResolvedValue({} as never);
  renderAt(<AdminPanelPage />, { path: '/adminpanel', at: '/adminpanel?tab=finance' });
  const rule = await screen.findByTestId('commission-rule');
  expect(rule).toHaveTextContent('Default (every line)');
  expect(rule).toHaveTextContent('10%');
  const form = screen.getByRole('form', { name: 'New commission rule' });
  await userEvent.selectOptions(within(form).getByLabelText(/^Applies to/), 'vendor');
  await userEvent.type(within(form).getByLabelText(/^Vendor number/), '7');
  await userEvent.type(within(form).getByLabelText(/Percentage/), '12.5');
  await userEvent.click(within(form).getByRole('button', { name: 'Add rule' }));
  await screen.findByRole('form', { name: 'New commission rule' });
  expect(createCommissionRule).toHaveBeenCalledWith(
    expect.objectContaining({ scope: 'vendor', categoryId: null, vendorId: '7', percent: 12.5 }),
  );

  await userEvent.click(screen.getByRole('tab', { name: 'COD remittances' }));
  expect(await screen.findByRole('region', { name: 'Cash couriers still hold' })).toHaveTextContent('MZ-20261127-0004');
  const remit = screen.getByRole('form', { name: 'Record a remittance' });
  await userEvent.type(within(remit).getByLabelText(/^Courier/), 'Bosta');
  await userEvent.type(within(remit).getByLabelText(/Amount handed over/), '1850');
  await userEvent.type(within(remit).getByLabelText(/^Orders/), 'MZ-20261127-0004, MZ-20261127-0005');
  await userEvent.click(within(remit).getByRole('button', { name: 'Record remittance' }));
  expect(recordRemittance).toHaveBeenCalledWith(
    expect.objectContaining({ courier: 'Bosta', amount: 1850, orderNumbers: ['MZ-20261127-0004', 'MZ-20261127-0005'] }),
  );
});

it('approves a previewed payout run after a confirmation; the trial balance says it sums to zero', async () => {
  signIn('admin');
  jest.mocked(approvePayoutRun).mockResolvedValue({ ...RUN, status: 'completed' });
  renderAt(<AdminPanelPage />, { path: '/adminpanel', at: '/adminpanel?tab=finance&section=runs' });
  const run = await screen.findByTestId('payout-run');
  expect(run).toHaveTextContent('Run #4');
  expect(within(run).getByTestId('run-payout')).toHaveTextContent(/Damietta Craft Collective.*LE 1,710\.00.*wallet …5678.*Queued/);
  await userEvent.click(within(run).getByRole('button', { name: 'Approve and send' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('1 payout of LE 1,710.00 in all');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and send' }));
  expect(approvePayoutRun).toHaveBeenCalledWith('4');

  await userEvent.click(screen.getByRole('tab', { name: 'Trial balance' }));
  expect(await screen.findByTestId('trial-balance-check')).toHaveTextContent('The ledger balances: the sum of every account is LE 0.00.');
  expect(screen.getAllByTestId('tb-account')).toHaveLength(3);
  await userEvent.click(screen.getByRole('tab', { name: 'Vendor ledgers' }));
  expect(await screen.findByRole('option', { name: 'Vendor #7' })).toBeInTheDocument();
});
