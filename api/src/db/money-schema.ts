/**
 * Marketplace money (docs/money.md): commission rules, what each order line recorded
 * when it was placed, the money state of each vendor's part of an order, and the double-entry
 * ledger. Amounts are integer piastres (EGP × 100) in `bigint` columns; the ledger's balance and
 * immutability are enforced by triggers
 * (migrations/0008_ledger_balance_immutability_triggers.sql), not only here.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { fkey } from './constraints.ts';
import { categories, orderItems, orders, users, vendors } from './schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const piastres = (name: string) => bigint(name, { mode: 'number' });

export const COMMISSION_SCOPES = ['default', 'category', 'vendor'] as const;
export type CommissionScope = (typeof COMMISSION_SCOPES)[number];

/**
 * A commission rule: `percentBp` basis points of a line's gross (1000 = 10 %) and/or
 * `fixedCents` per line, kept between `minCents` and `maxCents`; in force from `effectiveFrom`.
 * The most specific scope wins (vendor, then category, then default); within a scope, the rule
 * with the latest `effectiveFrom` not after the order.
 */
export const commissionRules = pgTable(
  'commission_rules',
  {
    id: serial('id').primaryKey(),
    scope: text('scope', { enum: COMMISSION_SCOPES }).notNull(),
    categoryId: integer('category_id'),
    vendorId: integer('vendor_id'),
    percentBp: integer('percent_bp'),
    fixedCents: integer('fixed_cents'),
    minCents: integer('min_cents'),
    maxCents: integer('max_cents'),
    effectiveFrom: at('effective_from').notNull(),
    createdBy: integer('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('commission_rules_lookup_idx').on(t.scope, t.vendorId, t.categoryId, t.effectiveFrom.desc().nullsFirst()),
    fkey('commission_rules_category_id_fkey', t.categoryId, categories.id).onDelete('cascade'),
    fkey('commission_rules_vendor_id_fkey', t.vendorId, vendors.id).onDelete('cascade'),
    fkey('commission_rules_created_by_fkey', t.createdBy, users.id).onDelete('set null'),
    check(
      'commission_rules_scope_check',
      sql`((scope = 'default'::text) AND (category_id IS NULL) AND (vendor_id IS NULL)) OR ((scope = 'category'::text) AND (category_id IS NOT NULL) AND (vendor_id IS NULL)) OR ((scope = 'vendor'::text) AND (vendor_id IS NOT NULL) AND (category_id IS NULL))`,
    ),
    check('commission_rules_amount_check', sql`(percent_bp IS NOT NULL) OR (fixed_cents IS NOT NULL)`),
    check('commission_rules_percent_check', sql`(percent_bp IS NULL) OR ((percent_bp >= 0) AND (percent_bp <= 10000))`),
    check('commission_rules_fixed_check', sql`(fixed_cents IS NULL) OR (fixed_cents >= 0)`),
    check(
      'commission_rules_bounds_check',
      sql`((min_cents IS NULL) OR (min_cents >= 0)) AND ((max_cents IS NULL) OR (max_cents >= 0)) AND ((min_cents IS NULL) OR (max_cents IS NULL) OR (min_cents <= max_cents))`,
    ),
  ],
);

/**
 * What an order line's money was when it was placed: gross (unit price × quantity), its share
 * of the order's promo discount and shipping, the commission and the rule that set it, and the
 * vendor's net (gross − commission). Never rewritten when a rule changes.
 */
export const orderLineCommissions = pgTable(
  'order_line_commissions',
  {
    orderItemId: integer('order_item_id').primaryKey(),
    orderId: integer('order_id').notNull(),
    vendorId: integer('vendor_id').notNull(),
    categoryId: integer('category_id'),
    grossCents: piastres('gross_cents').notNull(),
    discountCents: piastres('discount_cents').notNull().default(0),
    shippingCents: piastres('shipping_cents').notNull().default(0),
    commissionCents: piastres('commission_cents').notNull(),
    netCents: piastres('net_cents').notNull(),
    ruleId: integer('rule_id'),
    ruleScope: text('rule_scope', { enum: COMMISSION_SCOPES }),
    percentBp: integer('percent_bp'),
    fixedCents: integer('fixed_cents'),
    minCents: integer('min_cents'),
    maxCents: integer('max_cents'),
  },
  (t) => [
    index('order_line_commissions_order_idx').on(t.orderId, t.vendorId),
    index('order_line_commissions_vendor_idx').on(t.vendorId, t.orderId),
    fkey('order_line_commissions_order_item_id_fkey', t.orderItemId, orderItems.id).onDelete('cascade'),
    fkey('order_line_commissions_order_id_fkey', t.orderId, orders.id).onDelete('cascade'),
    check('order_line_commissions_net_check', sql`net_cents = (gross_cents - commission_cents)`),
    check(
      'order_line_commissions_range_check',
      sql`(commission_cents >= 0) AND (commission_cents <= gross_cents) AND (discount_cents >= 0)`,
    ),
  ],
);

export const PART_MONEY_STATES = ['unpaid', 'pending', 'available', 'cancelled'] as const;
export type PartMoneyState = (typeof PART_MONEY_STATES)[number];

/**
 * Where one vendor's part of an order stands: `unpaid` (placed, no money yet), `pending` (paid:
 * by the gateway, or in cash to the courier; the return window has not closed), `available`
 * (the vendor's to be paid out), `cancelled`.
 */
export const orderVendorMoney = pgTable(
  'order_vendor_money',
  {
    orderId: integer('order_id').notNull(),
    vendorId: integer('vendor_id').notNull(),
    state: text('state', { enum: PART_MONEY_STATES }).notNull().default('unpaid'),
    paidAt: at('paid_at'),
    deliveredAt: at('delivered_at'),
    availableAt: at('available_at'),
    cancelledAt: at('cancelled_at'),
  },
  (t) => [
    primaryKey({ name: 'order_vendor_money_pk', columns: [t.orderId, t.vendorId] }),
    index('order_vendor_money_due_idx')
      .on(t.deliveredAt)
      .where(sql`(state = 'pending'::text)`),
    index('order_vendor_money_vendor_idx').on(t.vendorId, t.orderId),
    fkey('order_vendor_money_order_id_fkey', t.orderId, orders.id).onDelete('cascade'),
    check(
      'order_vendor_money_state_check',
      sql`state = ANY (ARRAY['unpaid'::text, 'pending'::text, 'available'::text, 'cancelled'::text])`,
    ),
  ],
);

export const ACCOUNT_KINDS = ['asset', 'liability', 'revenue', 'expense'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/**
 * A ledger account: the store's own (seeded by migrations/0009_reference_data.sql) or a vendor's
 * (created on first use).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique('ledger_accounts_code_key'),
    kind: text('kind', { enum: ACCOUNT_KINDS }).notNull(),
    vendorId: integer('vendor_id'),
    name: text('name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  () => [check('ledger_accounts_kind_check', sql`kind = ANY (ARRAY['asset'::text, 'liability'::text, 'revenue'::text, 'expense'::text])`)],
);

/** One business event's movement of money; `idempotencyKey` names the event, so it posts once. */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique('journal_entries_idempotency_key_key'),
    event: text('event').notNull(),
    orderId: integer('order_id'),
    vendorId: integer('vendor_id'),
    memo: text('memo').notNull().default(''),
    actorUserId: integer('actor_user_id'),
    effectiveAt: at('effective_at').notNull().defaultNow(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('journal_entries_order_idx').on(t.orderId), index('journal_entries_vendor_idx').on(t.vendorId, t.effectiveAt)],
);

/** A posting: debit when `amountCents` > 0, credit when < 0; an entry's postings sum to zero. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    accountId: integer('account_id').notNull(),
    amountCents: piastres('amount_cents').notNull(),
    orderItemId: integer('order_item_id'),
  },
  (t) => [
    index('ledger_postings_entry_idx').on(t.entryId),
    index('ledger_postings_account_idx').on(t.accountId, t.entryId),
    fkey('ledger_postings_entry_id_fkey', t.entryId, journalEntries.id),
    fkey('ledger_postings_account_id_fkey', t.accountId, ledgerAccounts.id),
    check('ledger_postings_nonzero_check', sql`amount_cents <> 0`),
  ],
);
