/**
 * Marketplace money (migrations/0019_money.sql): commission rules, what each order line recorded
 * when it was placed, the money state of each vendor's part of an order, and the double-entry
 * ledger. Amounts are integer piastres (EGP × 100) in `bigint` columns; the ledger's balance and
 * immutability are enforced by triggers in the migration, not only here.
 */
import { bigint, bigserial, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    percentBp: integer('percent_bp'),
    fixedCents: integer('fixed_cents'),
    minCents: integer('min_cents'),
    maxCents: integer('max_cents'),
    effectiveFrom: at('effective_from').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('commission_rules_lookup_idx').on(t.scope, t.vendorId, t.categoryId, t.effectiveFrom.desc())],
);

/**
 * What an order line's money was when it was placed: gross (unit price × quantity), its share
 * of the order's promo discount and shipping, the commission and the rule that set it, and the
 * vendor's net (gross − commission). Never rewritten when a rule changes.
 */
export const orderLineCommissions = pgTable(
  'order_line_commissions',
  {
    orderItemId: integer('order_item_id')
      .primaryKey()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
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
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id').notNull(),
    state: text('state', { enum: PART_MONEY_STATES }).notNull().default('unpaid'),
    paidAt: at('paid_at'),
    deliveredAt: at('delivered_at'),
    availableAt: at('available_at'),
    cancelledAt: at('cancelled_at'),
  },
  (t) => [primaryKey({ name: 'order_vendor_money_pk', columns: [t.orderId, t.vendorId] })],
);

export const ACCOUNT_KINDS = ['asset', 'liability', 'revenue', 'expense'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** A ledger account: the store's own (seeded by the migration) or a vendor's (created on first use). */
export const ledgerAccounts = pgTable('ledger_accounts', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  kind: text('kind', { enum: ACCOUNT_KINDS }).notNull(),
  vendorId: integer('vendor_id'),
  name: text('name').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** One business event's movement of money; `idempotencyKey` names the event, so it posts once. */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
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
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amountCents: piastres('amount_cents').notNull(),
    orderItemId: integer('order_item_id'),
  },
  (t) => [index('ledger_postings_entry_idx').on(t.entryId), index('ledger_postings_account_idx').on(t.accountId, t.entryId)],
);
