/**
 * Billing tables: saved cards, promo codes and their
 * redemptions, accepted gateway callbacks, and the sandbox gateway's own books (`sandbox_*`,
 * kept apart from the shop's tables as a real gateway's would be).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { fkey } from './constraints.ts';
import { orders, users } from './schema.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A saved card (SPEC §3 "Card"): the gateway's token, brand, last four digits and expiry only —
 * never the number or the CVV (PCI DSS 4.0.1 3.3.1, 3.4.1, 3.5.1).
 */
export const cards = pgTable(
  'cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    gateway: text('gateway').notNull(),
    token: text('token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('cards_user_idx').on(t.userId, t.id),
    uniqueIndex('cards_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    fkey('cards_user_id_fkey', t.userId, users.id).onDelete('cascade'),
    check('cards_last4_digits', sql`last4 ~ '^[0-9]{4}$'::text`),
  ],
);

/**
 * A discount code (`MANZIL10` is seeded by migrations/0009_reference_data.sql): `percentOff` % of
 * the subtotal (`kind` 'percent') or
 * `amountOff` EGP (`kind` 'amount', at most the subtotal); usable from `startsAt` until
 * `expiresAt`, on a subtotal of at least `minOrder` EGP, at most `maxRedemptions` times in all,
 * and once per e-mail when `oncePerEmail`.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique('promo_codes_code_key'),
    percentOff: integer('percent_off'),
    description: text('description').notNull().default(''),
    oncePerEmail: boolean('once_per_email').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    kind: text('kind', { enum: ['percent', 'amount'] })
      .notNull()
      .default('percent'),
    amountOff: numeric('amount_off', { precision: 12, scale: 2, mode: 'number' }),
    minOrder: numeric('min_order', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    maxRedemptions: integer('max_redemptions'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
  },
  () => [
    check('promo_codes_upper', sql`code = upper(code)`),
    check(
      'promo_codes_terms',
      sql`((kind = 'percent'::text) AND ((percent_off >= 1) AND (percent_off <= 100)) AND (amount_off IS NULL)) OR ((kind = 'amount'::text) AND (amount_off > (0)::numeric) AND (percent_off IS NULL))`,
    ),
    check('promo_codes_min_order', sql`min_order >= (0)::numeric`),
    check('promo_codes_max_redemptions', sql`(max_redemptions IS NULL) OR (max_redemptions >= 1)`),
  ],
);

/** Who used which code on which order (unique per code and lower-cased e-mail). */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: serial('id').primaryKey(),
    promoCodeId: integer('promo_code_id').notNull(),
    email: text('email').notNull(),
    orderId: integer('order_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promo_redemptions_once_idx').on(t.promoCodeId, sql`lower(email)`),
    fkey('promo_redemptions_promo_code_id_fkey', t.promoCodeId, promoCodes.id).onDelete('cascade'),
    fkey('promo_redemptions_order_id_fkey', t.orderId, orders.id).onDelete('cascade'),
  ],
);

/** Every gateway callback accepted, by transaction id, so a replay is refused. */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: serial('id').primaryKey(),
    gateway: text('gateway').notNull(),
    transactionId: text('transaction_id').notNull(),
    orderId: integer('order_id'),
    success: boolean('success').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_callbacks_once_idx').on(t.gateway, t.transactionId),
    fkey('payment_callbacks_order_id_fkey', t.orderId, orders.id).onDelete('set null'),
  ],
);

/** The sandbox gateway's tokens: brand, last four and the test behaviour of the number. */
export const sandboxTokens = pgTable('sandbox_tokens', {
  token: text('token').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  behaviour: text('behaviour', { enum: ['approve', 'decline', '3ds'] }).notNull(),
  createdAt: createdAt(),
});

/** The sandbox gateway's transactions (Paymob's `obj` of a transaction callback, in short). */
export const sandboxTransactions = pgTable('sandbox_transactions', {
  id: serial('id').primaryKey(),
  merchantOrderId: text('merchant_order_id').notNull(),
  token: text('token'),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  currency: text('currency').notNull().default('EGP'),
  status: text('status', { enum: ['approved', 'declined', 'pending-3ds', 'refunded', 'voided'] }).notNull(),
  is3dSecure: boolean('is_3d_secure').notNull().default(false),
  refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
  returnUrl: text('return_url'),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  createdAt: createdAt(),
});
