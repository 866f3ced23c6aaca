/**
 * Marketplace money (commissions, the vendor's earnings, payouts): the numbers every part of the
 * store reads — the API's ledger, the partner screens, and the returns and refunds work.
 */
import { z } from 'zod';
import { egpAmount, lineText } from './fields.ts';
import { RETURN_WINDOW_DAYS } from './return-rules.ts';

/** The window in milliseconds (`RETURN_WINDOW_DAYS` whole days). */
export const RETURN_WINDOW_MS = RETURN_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** The default smallest balance a payout run pays (EGP); below it the balance waits for the next run. */
export const PAYOUT_MINIMUM_EGP = 500;
/** Hours a changed payout method is held before payouts go to it. */
export const PAYOUT_METHOD_HOLD_HOURS = 72;

const amount = egpAmount.multipleOf(0.01, { error: 'must be an amount in EGP with at most two decimals' });
const isoDate = z.iso.datetime({ offset: true, error: 'must be a date and time (ISO 8601)' });

/** Which rules override which: a vendor's, then a category's, then the default (SPEC: commission rules). */
export const commissionScopeSchema = z.enum(['default', 'category', 'vendor']);
export type CommissionScope = z.infer<typeof commissionScopeSchema>;

/**
 * A commission rule as the admin screens show it: `percent` of each line (0–100, two decimals)
 * and/or `fixedAmount` EGP per line, kept between `minAmount` and `maxAmount` EGP, in force from
 * `effectiveFrom`. `categoryId` with scope `category`, `vendorId` with scope `vendor`.
 */
export const commissionRuleSchema = z.object({
  _id: z.string(),
  scope: commissionScopeSchema,
  categoryId: z.string().nullable(),
  vendorId: z.string().nullable(),
  percent: z.number().nullable(),
  fixedAmount: z.number().nullable(),
  minAmount: z.number().nullable(),
  maxAmount: z.number().nullable(),
  effectiveFrom: z.string(),
  updatedAt: z.string(),
});
export type CommissionRule = z.infer<typeof commissionRuleSchema>;

/** `POST /api/admin/finance/commission-rules`, `PUT …/{id}`: a rule's terms (unknown fields refused). */
export const commissionRuleInputSchema = z
  .strictObject({
    scope: commissionScopeSchema,
    categoryId: z.string().regex(/^\d+$/, { error: 'must be a category id' }).nullish(),
    vendorId: z.string().regex(/^\d+$/, { error: 'must be a vendor id' }).nullish(),
    percent: z.number().min(0).max(100).multipleOf(0.01, { error: 'must be a percentage with at most two decimals' }).nullish(),
    fixedAmount: amount.nullish(),
    minAmount: amount.nullish(),
    maxAmount: amount.nullish(),
    effectiveFrom: isoDate,
  })
  .refine((r) => r.percent != null || r.fixedAmount != null, { error: 'Give a percentage, a fixed amount, or both.', path: ['percent'] })
  .refine((r) => r.minAmount == null || r.maxAmount == null || r.minAmount <= r.maxAmount, {
    error: 'The minimum cannot be more than the maximum.',
    path: ['minAmount'],
  })
  .refine((r) => (r.scope === 'category') === (r.categoryId != null), {
    error: 'A category rule names its category (and only it).',
    path: ['categoryId'],
  })
  .refine((r) => (r.scope === 'vendor') === (r.vendorId != null), {
    error: 'A vendor rule names its vendor (and only it).',
    path: ['vendorId'],
  });
export type CommissionRuleInput = z.infer<typeof commissionRuleInputSchema>;

/** `POST /api/admin/finance/remittances`: a courier handed over cash for these orders. */
export const remittanceInputSchema = z.strictObject({
  courier: lineText(80),
  remittedOn: z.iso.date({ error: 'must be a date (YYYY-MM-DD)' }),
  amount,
  orderNumbers: z.array(z.string().trim().min(1)).min(1, { error: 'Name at least one order.' }).max(1000),
});
export type RemittanceInput = z.infer<typeof remittanceInputSchema>;

/** A recorded remittance: what was collected for its orders (`expected`), what was handed over, and the difference (EGP). */
export const remittanceSchema = z.object({
  _id: z.string(),
  courier: z.string(),
  remittedOn: z.string(),
  amount: z.number(),
  expected: z.number(),
  /** amount − expected: negative when the courier handed over less than it collected. */
  difference: z.number(),
  orders: z.array(z.object({ orderNumber: z.string(), shopName: z.string(), cash: z.number() })),
  recordedBy: z.string(),
  createdAt: z.string(),
});
export type Remittance = z.infer<typeof remittanceSchema>;

/** A delivered cash-on-delivery part whose cash no remittance has covered yet. */
export const uncollectedCashSchema = z.object({ orderNumber: z.string(), shopName: z.string(), cash: z.number(), deliveredAt: z.string() });
export type UncollectedCash = z.infer<typeof uncollectedCashSchema>;

export const payoutStatusSchema = z.enum(['held', 'queued', 'sent', 'paid', 'failed']);
export type PayoutStatus = z.infer<typeof payoutStatusSchema>;

/** One vendor's payout in a run (EGP); `held` when its payout method changed less than 72 hours ago. */
export const payoutSchema = z.object({
  _id: z.string(),
  runId: z.string(),
  vendorId: z.string(),
  shopName: z.string(),
  amount: z.number(),
  status: payoutStatusSchema,
  method: z.string().nullable().describe('the destination, masked: "IBAN …1234" or "wallet …4567"'),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;

/** A payout run: previewed, then approved by an admin (payouts sent), then completed. */
export const payoutRunSchema = z.object({
  _id: z.string(),
  status: z.enum(['preview', 'approved', 'completed']),
  minimum: z.number(),
  total: z.number(),
  payouts: z.array(payoutSchema),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
});
export type PayoutRun = z.infer<typeof payoutRunSchema>;

/** `PUT /api/vendor/payout-method`: a bank account (Egyptian IBAN) or a mobile wallet, confirmed by the password. */
export const payoutMethodInputSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('bank'),
    accountName: lineText(120),
    iban: z.string().trim().min(15).max(40),
    currentPassword: z.string().min(1).max(200),
  }),
  z.strictObject({
    kind: z.literal('wallet'),
    accountName: lineText(120),
    walletNumber: z.string().trim().min(6).max(20),
    currentPassword: z.string().min(1).max(200),
  }),
]);
export type PayoutMethodInput = z.infer<typeof payoutMethodInputSchema>;

/** The vendor's payout method, masked; payouts to it wait until `heldUntil`. */
export const payoutMethodSchema = z.object({
  kind: z.enum(['bank', 'wallet']),
  accountName: z.string(),
  destination: z.string(),
  changedAt: z.string(),
  heldUntil: z.string(),
});
export type PayoutMethod = z.infer<typeof payoutMethodSchema>;

/** A line of the vendor's earnings (EGP): gross, the commission and the rule that set it, the net, and where its money stands. */
export const earningLineSchema = z.object({
  orderNumber: z.string(),
  orderDate: z.string(),
  name: z.string(),
  quantity: z.number(),
  gross: z.number(),
  commission: z.number(),
  rule: z.object({ scope: commissionScopeSchema.nullable(), percent: z.number().nullable(), fixedAmount: z.number().nullable() }),
  net: z.number(),
  state: z.enum(['unpaid', 'pending', 'available', 'cancelled']),
  availableFrom: z.string().nullable(),
});
export type EarningLine = z.infer<typeof earningLineSchema>;

/** `GET /api/vendor/earnings`: balances (EGP) — pending, available, paid out, owed (pending + available) — lines and payouts. */
export const vendorEarningsSchema = z.object({
  pending: z.number(),
  available: z.number(),
  paid: z.number(),
  owed: z.number(),
  lines: z.array(earningLineSchema),
  payouts: z.array(payoutSchema),
  payoutMethod: payoutMethodSchema.nullable(),
});
export type VendorEarnings = z.infer<typeof vendorEarningsSchema>;

/** `GET /api/admin/finance/trial-balance`: every account (EGP) and the sum of balances, which is always 0. */
export const trialBalanceSchema = z.object({
  accounts: z.array(
    z.object({ code: z.string(), name: z.string(), kind: z.string(), debit: z.number(), credit: z.number(), balance: z.number() }),
  ),
  total: z.number(),
});
export type TrialBalance = z.infer<typeof trialBalanceSchema>;

/** One movement of a vendor's ledger (EGP): what it did to the pending and available balances, and the running balance after it. */
export const vendorLedgerEntrySchema = z.object({
  at: z.string(),
  event: z.string(),
  memo: z.string(),
  orderNumber: z.string().nullable(),
  pending: z.number(),
  available: z.number(),
  balance: z.number(),
});
export type VendorLedgerEntry = z.infer<typeof vendorLedgerEntrySchema>;

/** `GET /api/admin/finance/vendors/{id}/ledger`: the vendor's movements, oldest first. */
export const vendorLedgerSchema = z.object({ vendorId: z.string(), shopName: z.string(), entries: z.array(vendorLedgerEntrySchema) });
export type VendorLedger = z.infer<typeof vendorLedgerSchema>;
