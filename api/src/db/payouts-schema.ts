/**
 * Paying vendors (docs/money.md): cash-on-delivery remittances from couriers and the order
 * parts they cover, each vendor's payout method, payout runs (one open at a time) and their
 * payouts, and the embedded sandbox payout provider's own records. Amounts are integer piastres.
 * Code reads these tables with SQL (services/money/); they are declared here so that drizzle-kit
 * sees the whole schema.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { fkey } from './constraints.ts';
import { users, vendors } from './schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const piastres = (name: string) => bigint(name, { mode: 'number' });

/** Cash a courier handed over on one day: what it paid and what the parts it covers expected. */
export const codRemittances = pgTable(
  'cod_remittances',
  {
    id: serial('id').primaryKey(),
    courier: text('courier').notNull(),
    remittedOn: date('remitted_on').notNull(),
    amountCents: piastres('amount_cents').notNull(),
    expectedCents: piastres('expected_cents').notNull(),
    recordedBy: integer('recorded_by'),
    recordedByEmail: text('recorded_by_email').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    fkey('cod_remittances_recorded_by_fkey', t.recordedBy, users.id).onDelete('set null'),
    check('cod_remittances_amount_cents_check', sql`amount_cents >= 0`),
  ],
);

/** The vendor parts of orders a remittance covers: each part at most once (its primary key). */
export const codRemittanceParts = pgTable(
  'cod_remittance_parts',
  {
    remittanceId: integer('remittance_id').notNull(),
    orderId: integer('order_id').notNull(),
    vendorId: integer('vendor_id').notNull(),
    cashCents: piastres('cash_cents').notNull(),
  },
  (t) => [
    primaryKey({ name: 'cod_remittance_parts_pk', columns: [t.orderId, t.vendorId] }),
    index('cod_remittance_parts_remittance_idx').on(t.remittanceId),
    fkey('cod_remittance_parts_remittance_id_fkey', t.remittanceId, codRemittances.id),
  ],
);

/**
 * Where a vendor is paid: a bank account (IBAN) or a mobile wallet; payouts wait until
 * `heldUntil` after a change.
 */
export const payoutMethods = pgTable(
  'payout_methods',
  {
    vendorId: integer('vendor_id').primaryKey(),
    kind: text('kind', { enum: ['bank', 'wallet'] }).notNull(),
    accountName: text('account_name').notNull(),
    iban: text('iban'),
    walletNumber: text('wallet_number'),
    changedAt: at('changed_at').notNull().defaultNow(),
    heldUntil: at('held_until').notNull(),
  },
  (t) => [
    fkey('payout_methods_vendor_id_fkey', t.vendorId, vendors.id).onDelete('cascade'),
    check('payout_methods_kind_check', sql`kind = ANY (ARRAY['bank'::text, 'wallet'::text])`),
    check(
      'payout_methods_destination_check',
      sql`((kind = 'bank'::text) AND (iban IS NOT NULL)) OR ((kind = 'wallet'::text) AND (wallet_number IS NOT NULL))`,
    ),
  ],
);

/** A payout run: previewed, approved by a second person, completed. At most one is open. */
export const payoutRuns = pgTable(
  'payout_runs',
  {
    id: serial('id').primaryKey(),
    status: text('status', { enum: ['preview', 'approved', 'completed'] })
      .notNull()
      .default('preview'),
    minimumCents: piastres('minimum_cents').notNull(),
    createdByEmail: text('created_by_email').notNull(),
    approvedByEmail: text('approved_by_email'),
    createdAt: at('created_at').notNull().defaultNow(),
    approvedAt: at('approved_at'),
    completedAt: at('completed_at'),
  },
  () => [
    uniqueIndex('payout_runs_one_open_idx')
      .on(sql`(true)`)
      .where(sql`(status = ANY (ARRAY['preview'::text, 'approved'::text]))`),
    check('payout_runs_status_check', sql`status = ANY (ARRAY['preview'::text, 'approved'::text, 'completed'::text])`),
  ],
);

/** One vendor's payout in a run: the amount, the method it was sent to, the provider's reference. */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id').notNull(),
    vendorId: integer('vendor_id').notNull(),
    amountCents: piastres('amount_cents').notNull(),
    status: text('status', { enum: ['held', 'queued', 'sent', 'paid', 'failed'] }).notNull(),
    method: jsonb('method'),
    provider: text('provider'),
    providerReference: text('provider_reference'),
    failureReason: text('failure_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('payouts_vendor_idx').on(t.vendorId, t.createdAt.desc().nullsFirst()),
    fkey('payouts_run_id_fkey', t.runId, payoutRuns.id),
    unique('payouts_run_vendor_key').on(t.runId, t.vendorId),
    check('payouts_amount_cents_check', sql`amount_cents > 0`),
    check('payouts_status_check', sql`status = ANY (ARRAY['held'::text, 'queued'::text, 'sent'::text, 'paid'::text, 'failed'::text])`),
  ],
);

/**
 * The sandbox payout provider's transfers (kept apart from the shop's tables, as a real
 * provider's would be).
 */
export const sandboxPayouts = pgTable(
  'sandbox_payouts',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique('sandbox_payouts_reference_key'),
    amountCents: piastres('amount_cents').notNull(),
    destination: text('destination').notNull(),
    status: text('status', { enum: ['successful', 'failed'] }).notNull(),
    failureReason: text('failure_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  () => [check('sandbox_payouts_status_check', sql`status = ANY (ARRAY['successful'::text, 'failed'::text])`)],
);
