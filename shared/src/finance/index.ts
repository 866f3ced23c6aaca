// @manzil/shared/finance: the money calls of the vendor area and of the admin panel's finance tab
// (docs/money.md). A subpath entry of its own, so that no shopper's page carries them: only the
// partner remote's lazily loaded pages import it. Its modules reach the core through the package
// name ('@manzil/shared'), never by a relative path, so the one shared client (cookies, language
// header, base URL) is the one these calls use and the core is not bundled a second time.
import { http, request, toApiError } from '@manzil/shared';
import type {
  CommissionRule,
  CommissionRuleInput,
  PayoutMethod,
  PayoutMethodInput,
  PayoutRun,
  Remittance,
  RemittanceInput,
  TrialBalance,
  UncollectedCash,
  VendorEarnings,
  VendorLedger,
} from '../contract/money.ts';

/** GET /api/vendor/earnings — the signed-in vendor's balances, lines, payouts and payout method (EGP). ApiError 401/403. */
export const getVendorEarnings = (): Promise<VendorEarnings> => request('api/vendor/earnings');

/**
 * GET /api/vendor/statement?month=YYYY-MM — the month's statement as a CSV file (opening balance,
 * every movement, closing balance; EGP). ApiError 400 for a malformed month, 401/403.
 */
export async function getVendorStatement(month: string): Promise<Blob> {
  try {
    return await http().get('api/vendor/statement', { searchParams: { month } }).blob();
  } catch (error) {
    throw await toApiError(error);
  }
}

/**
 * PUT /api/vendor/payout-method — a bank account (Egyptian IBAN) or mobile wallet, confirmed by the
 * password; answers the masked method and when payouts to it may start (72 hours later). ApiError 400
 * `wrong_password`, `invalid_iban`, `invalid_wallet`.
 */
export const setVendorPayoutMethod = (body: PayoutMethodInput): Promise<PayoutMethod> =>
  request('api/vendor/payout-method', { method: 'put', json: body });

/** GET /api/admin/finance/commission-rules — every rule (percent 0–100, amounts EGP). Finance staff; ApiError 401/403. */
export const getCommissionRules = (): Promise<CommissionRule[]> => request('api/admin/finance/commission-rules');

/** POST /api/admin/finance/commission-rules — a new rule (audited). ApiError 400 with the field's message. */
export const createCommissionRule = (body: CommissionRuleInput): Promise<CommissionRule> =>
  request('api/admin/finance/commission-rules', { method: 'post', json: body });

/** PUT /api/admin/finance/commission-rules/{id} — a rule's new terms (audited; placed orders keep theirs). ApiError 400, 404. */
export const updateCommissionRule = (id: string, body: CommissionRuleInput): Promise<CommissionRule> =>
  request(`api/admin/finance/commission-rules/${encodeURIComponent(id)}`, { method: 'put', json: body });

/** GET /api/admin/finance/cod/uncollected — delivered cash-on-delivery parts whose cash no remittance covers yet (EGP). */
export const getUncollectedCash = (): Promise<UncollectedCash[]> => request('api/admin/finance/cod/uncollected');

/** GET /api/admin/finance/remittances — recorded courier remittances, newest first: expected, handed over, difference (EGP). */
export const getRemittances = (): Promise<Remittance[]> => request('api/admin/finance/remittances');

/** POST /api/admin/finance/remittances — records what a courier handed over (audited). ApiError 400, 409 an order already remitted. */
export const recordRemittance = (body: RemittanceInput): Promise<Remittance> =>
  request('api/admin/finance/remittances', { method: 'post', json: body });

/** GET /api/admin/finance/payout-runs — the runs, newest first, each with its payouts and their status (EGP). */
export const getPayoutRuns = (): Promise<PayoutRun[]> => request('api/admin/finance/payout-runs');

/** POST /api/admin/finance/payout-runs — previews a run now (or answers the run already open). */
export const startPayoutRun = (): Promise<PayoutRun> => request('api/admin/finance/payout-runs', { method: 'post' });

/** POST /api/admin/finance/payout-runs/{id}/approve — sends the run's queued payouts (audited). ApiError 404, 409 not a preview. */
export const approvePayoutRun = (id: string): Promise<PayoutRun> =>
  request(`api/admin/finance/payout-runs/${encodeURIComponent(id)}/approve`, { method: 'post' });

/**
 * POST /api/admin/finance/payout-runs/{id}/check — asks the payout provider about the run's payouts
 * it left pending and settles those it answers; the run with each payout's status. ApiError 404.
 */
export const checkPayoutRun = (id: string): Promise<PayoutRun> =>
  request(`api/admin/finance/payout-runs/${encodeURIComponent(id)}/check`, { method: 'post' });

/** GET /api/admin/finance/trial-balance — every account's debits, credits and balance (EGP); `total` is always 0. */
export const getTrialBalance = (): Promise<TrialBalance> => request('api/admin/finance/trial-balance');

/** GET /api/admin/finance/vendors/{id}/ledger — the vendor's movements with running balances (EGP). ApiError 404 unknown vendor. */
export const getVendorLedger = (vendorId: string): Promise<VendorLedger> =>
  request(`api/admin/finance/vendors/${encodeURIComponent(vendorId)}/ledger`);

/** The vendor ids that have ledger accounts (`vendor_pending:{id}`, `vendor_available:{id}`) in a trial balance, in order. */
export function ledgerVendorIds(balance: TrialBalance): string[] {
  const ids = new Set<string>();
  for (const account of balance.accounts) {
    const match = /^vendor_(?:pending|available):(\d+)$/.exec(account.code);
    if (match) ids.add(match[1]!);
  }
  return [...ids].sort((a, b) => Number(a) - Number(b));
}
