import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminSessionStore, ApiError, getAdminSession } from '@manzil/shared';
import { createPromoCode, expirePromoCode, getAuditTrail, getPromoCodes } from '@manzil/shared/admin';
import type { PromoCode } from '@manzil/shared/contract';
import { adminSession } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import AdminPanelPage from './admin-panel-page';

jest.mock('@manzil/shared', () => ({
  ...jest.requireActual('@manzil/shared'),
  getAdminSession: jest.fn(),
}));
jest.mock('@manzil/shared/admin', () => ({
  ...jest.requireActual('@manzil/shared/admin'),
  getPromoCodes: jest.fn(),
  createPromoCode: jest.fn(),
  expirePromoCode: jest.fn(),
  getAuditTrail: jest.fn(),
}));

const ADMIN = adminSession({ id: '1' });

const code = (over: Partial<PromoCode>): PromoCode => ({
  _id: '1',
  code: 'MANZIL10',
  kind: 'percent',
  percentOff: 10,
  amountOff: null,
  minOrder: 0,
  maxRedemptions: null,
  description: 'Newsletter welcome offer: 10% off',
  oncePerEmail: true,
  startsAt: null,
  expiresAt: null,
  redemptions: 4,
  status: 'active',
  createdAt: '2026-11-01T10:00:00.000Z',
  ...over,
});

const EID = code({
  _id: '7',
  code: 'EID500',
  kind: 'amount',
  percentOff: null,
  amountOff: 500,
  minOrder: 5000,
  maxRedemptions: 100,
  description: '',
  oncePerEmail: false,
  startsAt: '2026-12-01T00:00:00.000Z',
  expiresAt: '2026-12-11T00:00:00.000Z',
  redemptions: 12,
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getAdminSession).mockResolvedValue({ admin: ADMIN });
  jest.mocked(getAuditTrail).mockResolvedValue([]);
  act(() => adminSessionStore.set(ADMIN));
});

const openTab = () => renderAt(<AdminPanelPage />, { path: '/adminpanel', at: '/adminpanel?tab=promo-codes' });
const item = async (name: string) => (await screen.findByRole('heading', { name, level: 3 })).closest('li') as HTMLElement;

it('lists each code with its discount in % or EGP, minimum order, uses, dates and status, newest first', async () => {
  jest
    .mocked(getPromoCodes)
    .mockResolvedValue([code({}), EID, code({ _id: '9', code: 'OLD', status: 'expired', expiresAt: '2026-10-02T00:00:00.000Z' })]);
  openTab();
  const list = await screen.findByRole('list', { name: 'Promo codes' });
  expect(
    within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['OLD', 'EID500', 'MANZIL10']);

  const welcome = await item('MANZIL10');
  expect(welcome).toHaveTextContent('Active');
  expect(welcome).toHaveTextContent('10% off');
  expect(welcome).toHaveTextContent('Minimum ordernone');
  expect(welcome).toHaveTextContent('4 orders, no limit · once per e-mail');
  expect(welcome).toHaveTextContent('no end date');

  const eid = await item('EID500');
  expect(eid).toHaveTextContent('LE 500.00 off');
  expect(eid).toHaveTextContent('LE 5,000.00');
  expect(eid).toHaveTextContent('12 of 100 uses');
  expect(eid).toHaveTextContent(/1 Dec 2026 to 1[01] Dec 2026/);

  const old = await item('OLD');
  expect(old).toHaveTextContent('Expired');
  expect(within(old).queryByRole('button', { name: /Expire/ })).not.toBeInTheDocument();
});

it('creates an EGP code through the contract schema: fields checked first, then the API body', async () => {
  jest.mocked(getPromoCodes).mockResolvedValue([]);
  jest.mocked(createPromoCode).mockResolvedValue(EID);
  openTab();
  expect(await screen.findByText('There are no promo codes yet.')).toBeInTheDocument();
  const create = screen.getByRole('button', { name: 'Create code' });
  await userEvent.click(create);
  expect(await screen.findByText('Enter the code.')).toBeInTheDocument();
  expect(screen.getByText('Enter the discount.')).toBeInTheDocument();
  expect(createPromoCode).not.toHaveBeenCalled();

  await userEvent.type(screen.getByLabelText(/^Code/), 'eid500');
  await userEvent.selectOptions(screen.getByLabelText('Discount type'), 'amount');
  await userEvent.type(screen.getByLabelText(/Amount off \(EGP\)/), '500');
  await userEvent.type(screen.getByLabelText(/Minimum order \(EGP\)/), 'lots');
  await userEvent.type(screen.getByLabelText(/Limit of uses/), '100');
  await userEvent.type(screen.getByLabelText(/First day/), '2026-12-01');
  await userEvent.type(screen.getByLabelText(/Last day/), '2026-11-30');
  await userEvent.click(screen.getByLabelText('Once per e-mail address'));
  await userEvent.click(create);
  expect(await screen.findByText('Enter an amount in EGP, or leave it empty.')).toBeInTheDocument();
  expect(screen.getByText('Enter a date that is not before the first day.')).toBeInTheDocument();
  expect(createPromoCode).not.toHaveBeenCalled();

  await userEvent.clear(screen.getByLabelText(/Minimum order \(EGP\)/));
  await userEvent.type(screen.getByLabelText(/Minimum order \(EGP\)/), '5000');
  await userEvent.clear(screen.getByLabelText(/Last day/));
  await userEvent.type(screen.getByLabelText(/Last day/), '2026-12-10');
  await userEvent.click(create);
  expect(await screen.findByRole('status')).toHaveTextContent('EID500 was created.');
  expect(createPromoCode).toHaveBeenCalledWith({
    code: 'EID500',
    kind: 'amount',
    amountOff: 500,
    minOrder: 5000,
    maxRedemptions: 100,
    startsAt: new Date('2026-12-01T00:00:00').toISOString(),
    expiresAt: new Date('2026-12-11T00:00:00').toISOString(),
    oncePerEmail: false,
  });
  expect(screen.getByLabelText(/^Code/)).toHaveValue('');
}, 20_000);

it("refuses a percentage over 100 and shows the server's sentence for a taken code", async () => {
  jest.mocked(getPromoCodes).mockResolvedValue([]);
  jest
    .mocked(createPromoCode)
    .mockRejectedValue(
      new ApiError('A promo code “MANZIL10” already exists.', 409, { message: 'A promo code “MANZIL10” already exists.' }),
    );
  openTab();
  await userEvent.type(await screen.findByLabelText(/^Code/), 'MANZIL10');
  await userEvent.type(screen.getByLabelText(/Percent off/), '150');
  await userEvent.click(screen.getByRole('button', { name: 'Create code' }));
  expect(await screen.findByText(/Enter a whole percentage from 1 to 100/)).toBeInTheDocument();
  expect(createPromoCode).not.toHaveBeenCalled();
  await userEvent.clear(screen.getByLabelText(/Percent off/));
  await userEvent.type(screen.getByLabelText(/Percent off/), '15');
  await userEvent.click(screen.getByRole('button', { name: 'Create code' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('A promo code “MANZIL10” already exists.');
  expect(createPromoCode).toHaveBeenCalledWith(
    expect.objectContaining({ code: 'MANZIL10', kind: 'percent', percentOff: 15, oncePerEmail: true }),
  );
});

it('expires a code after a confirmation, and shows who did it in its history', async () => {
  jest
    .mocked(getPromoCodes)
    .mockResolvedValueOnce([EID])
    .mockResolvedValue([{ ...EID, status: 'expired', expiresAt: new Date().toISOString() }]);
  jest.mocked(expirePromoCode).mockResolvedValue({ ...EID, status: 'expired' });
  jest.mocked(getAuditTrail).mockImplementation(async () =>
    jest.mocked(expirePromoCode).mock.calls.length
      ? [
          {
            _id: '2',
            actor: { id: '1', email: 'admin@manzil.eg', role: 'admin' },
            action: 'promo-code.expire',
            objectType: 'promo-code',
            objectId: '7',
            reason: null,
            details: {},
            createdAt: '2026-12-05T09:30:00.000Z',
          },
        ]
      : [],
  );
  openTab();
  const eid = await item('EID500');
  await userEvent.click(within(eid).getByRole('button', { name: 'Expire EID500' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Expire EID500?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(expirePromoCode).not.toHaveBeenCalled();

  await userEvent.click(within(eid).getByRole('button', { name: 'Expire EID500' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Expire' }));
  expect(expirePromoCode).toHaveBeenCalledWith('7');
  expect(await within(eid).findByText('Expired')).toBeInTheDocument();
  expect(within(eid).queryByRole('button', { name: 'Expire EID500' })).not.toBeInTheDocument();
  await userEvent.click(within(eid).getByText(/Decision history/));
  expect(await within(eid).findByText(/Expired by admin@manzil.eg \(Admin\), 5 Dec 2026/)).toBeInTheDocument();
});
