import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, vendorSessionStore } from '@manzil/shared';
import { getVendorEarnings, getVendorStatement, setVendorPayoutMethod } from '@manzil/shared/finance';
import type { VendorEarnings } from '@manzil/shared/contract';
import { vendorSession } from '../../test/fixtures';
import { renderVendorAt } from '../../test/render-vendor';
import * as api from '../vendor-api/vendor-api';
import EarningsPage from './earnings-page';

jest.mock('../vendor-api/vendor-api');
jest.mock('@manzil/shared/finance', () => ({
  getVendorEarnings: jest.fn(),
  getVendorStatement: jest.fn(),
  setVendorPayoutMethod: jest.fn(),
}));
// Typing into the form set takes longer than jest's 5 s on a busy machine.
jest.setTimeout(30_000);

const EARNINGS: VendorEarnings = {
  pending: 1710,
  available: 0,
  paid: 450.5,
  owed: 1710,
  lines: [
    {
      orderNumber: 'MZ-20261127-0004',
      orderDate: '2026-11-27T08:00:00.000Z',
      name: 'Beech armchair',
      quantity: 1,
      gross: 1900,
      commission: 190,
      rule: { scope: 'category', percent: 10, fixedAmount: null },
      net: 1710,
      state: 'pending',
      availableFrom: '2026-12-11T08:00:00.000Z',
    },
  ],
  payouts: [
    {
      _id: '3',
      runId: '1',
      vendorId: '7',
      shopName: 'Damietta Craft Collective',
      amount: 450.5,
      status: 'paid',
      method: 'wallet …5678',
      failureReason: null,
      createdAt: '2026-11-20T08:00:00.000Z',
    },
  ],
  payoutMethod: null,
};

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(api.getApplication).mockResolvedValue({ application: null, approved: true });
  jest.mocked(api.getUnreadCount).mockResolvedValue({ unread: 0 });
  jest.mocked(getVendorEarnings).mockResolvedValue(EARNINGS);
  act(() => vendorSessionStore.set(vendorSession));
});

const render = () => renderVendorAt(<EarningsPage />, { path: '/vendor-earnings', at: '/vendor-earnings' });

it('shows the balances, each line with its gross, commission, rule and net, and the payouts', async () => {
  render();
  expect(await screen.findByRole('heading', { name: 'Earnings', level: 1 })).toBeInTheDocument();
  expect(screen.getByTestId('balance-pending')).toHaveTextContent('LE 1,710.00');
  expect(screen.getByTestId('balance-paid')).toHaveTextContent('LE 450.50');
  expect(screen.getByTestId('balance-owed')).toHaveTextContent('LE 1,710.00');
  const line = screen.getByTestId('earning-line');
  expect(line).toHaveTextContent('LE 1,900.00');
  expect(line).toHaveTextContent('LE 190.00');
  expect(line).toHaveTextContent('10%, category rule');
  expect(line).toHaveTextContent('LE 1,710.00');
  expect(within(line).getByText('Pending')).toBeInTheDocument();
  expect(line).toHaveTextContent(/Available from 11 Dec 2026/);
  expect(screen.getByTestId('payout')).toHaveTextContent(/LE 450\.50.*wallet …5678.*Paid/);
  expect(screen.getByText(/No payout method yet/)).toBeInTheDocument();
});

it('sets a wallet as the payout method with the password; the contract checks it first and the hold is said', async () => {
  jest.mocked(setVendorPayoutMethod).mockResolvedValue({
    kind: 'wallet',
    accountName: 'Karim Farouk',
    destination: 'wallet …5678',
    changedAt: '2026-11-27T08:00:00.000Z',
    heldUntil: '2026-11-30T08:00:00.000Z',
  });
  render();
  const form = await screen.findByRole('form', { name: 'Payout method' });
  await userEvent.click(within(form).getByLabelText('Mobile wallet'));
  await userEvent.click(within(form).getByRole('button', { name: 'Save payout method' }));
  expect(await within(form).findByText('Enter the account holder’s name.')).toBeInTheDocument();
  expect(setVendorPayoutMethod).not.toHaveBeenCalled();
  await userEvent.type(within(form).getByLabelText(/Account holder’s name/), 'Karim Farouk');
  await userEvent.type(within(form).getByLabelText(/Wallet mobile number/), '010 1234 5678');
  await userEvent.type(within(form).getByLabelText(/Your password/), 'Manzil#2026');
  await userEvent.click(within(form).getByRole('button', { name: 'Save payout method' }));
  expect(await screen.findByRole('status')).toHaveTextContent('payouts to this method start in 72 hours');
  expect(setVendorPayoutMethod).toHaveBeenCalledWith({
    kind: 'wallet',
    accountName: 'Karim Farouk',
    walletNumber: '010 1234 5678',
    currentPassword: 'Manzil#2026',
  });
});

it("says the server's sentence when the password is wrong", async () => {
  jest.mocked(setVendorPayoutMethod).mockRejectedValue(
    new ApiError('Bad request', 400, {
      code: 'wrong_password',
      message: 'That is not your password. Your payout method was not changed.',
    }),
  );
  render();
  const form = await screen.findByRole('form', { name: 'Payout method' });
  await userEvent.type(within(form).getByLabelText(/Account holder’s name/), 'Karim Farouk');
  await userEvent.type(within(form).getByLabelText(/^IBAN/), 'EG380019000500000000263180002');
  await userEvent.type(within(form).getByLabelText(/Your password/), 'wrong');
  await userEvent.click(within(form).getByRole('button', { name: 'Save payout method' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('not your password');
  expect(jest.mocked(setVendorPayoutMethod).mock.calls[0]![0]).toEqual({
    kind: 'bank',
    accountName: 'Karim Farouk',
    iban: 'EG380019000500000000263180002',
    currentPassword: 'wrong',
  });
});

it("downloads the chosen month's statement", async () => {
  jest.mocked(getVendorStatement).mockResolvedValue(new Blob(['date,event\n'], { type: 'text/csv' }));
  const createObjectURL = jest.fn(() => 'blob:statement');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  render();
  const month = await screen.findByLabelText('Month');
  await userEvent.clear(month);
  await userEvent.type(month, '2026-10');
  await userEvent.click(screen.getByRole('button', { name: 'Download statement (CSV)' }));
  expect(getVendorStatement).toHaveBeenCalledWith('2026-10');
  expect(click).toHaveBeenCalled();
  expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('manzil-statement-2026-10.csv');
  click.mockRestore();
});
