/**
 * Returns and refunds (docs/returns.md): a shopper's return request and the units it covers,
 * refunds (of a cancellation or a return), and `refund_units`, one row per refunded unit of an
 * order line, whose primary key refuses a second refund of the same unit. Amounts are integer
 * piastres. Code reads these tables with SQL (services/returns/); they are declared here so that
 * drizzle-kit sees the whole schema.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { fkey } from './constraints.ts';
import { orderItems, orders, users, vendors } from './schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const piastres = (name: string) => bigint(name, { mode: 'number' });

/**
 * A return request of one vendor's part of an order; the vendor answers by `respondBy`, else it
 * escalates.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    vendorId: integer('vendor_id').notNull(),
    userId: integer('user_id').notNull(),
    path: text('path', { enum: ['change_of_mind', 'defect'] }).notNull(),
    reason: text('reason').notNull(),
    note: text('note'),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: ['requested', 'approved', 'rejected', 'escalated', 'received', 'refunded', 'closed'] })
      .notNull()
      .default('requested'),
    refundDestination: jsonb('refund_destination'),
    pickupDate: date('pickup_date'),
    rejectReason: text('reject_reason'),
    respondBy: at('respond_by').notNull(),
    escalatedAt: at('escalated_at'),
    decidedBy: integer('decided_by'),
    decisionNote: text('decision_note'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('return_requests_order_idx').on(t.orderId),
    index('return_requests_queue_idx')
      .on(t.respondBy)
      .where(sql`(status = ANY (ARRAY['requested'::text, 'escalated'::text]))`),
    index('return_requests_vendor_idx').on(t.vendorId, t.createdAt.desc().nullsFirst()),
    fkey('return_requests_order_id_fkey', t.orderId, orders.id).onDelete('cascade'),
    fkey('return_requests_vendor_id_fkey', t.vendorId, vendors.id),
    fkey('return_requests_user_id_fkey', t.userId, users.id).onDelete('cascade'),
    fkey('return_requests_decided_by_fkey', t.decidedBy, users.id).onDelete('set null'),
    check('return_requests_path_check', sql`path = ANY (ARRAY['change_of_mind'::text, 'defect'::text])`),
    check(
      'return_requests_status_check',
      sql`status = ANY (ARRAY['requested'::text, 'approved'::text, 'rejected'::text, 'escalated'::text, 'received'::text, 'refunded'::text, 'closed'::text])`,
    ),
  ],
);

/** The units of order lines a return covers, and the condition each came back in. */
export const returnUnits = pgTable(
  'return_units',
  {
    returnId: integer('return_id').notNull(),
    orderItemId: integer('order_item_id').notNull(),
    unitNo: integer('unit_no').notNull(),
    condition: text('condition', { enum: ['resellable', 'not_resellable'] }),
  },
  (t) => [
    primaryKey({ name: 'return_units_pkey', columns: [t.returnId, t.orderItemId, t.unitNo] }),
    fkey('return_units_return_id_fkey', t.returnId, returnRequests.id).onDelete('cascade'),
    fkey('return_units_order_item_id_fkey', t.orderItemId, orderItems.id).onDelete('cascade'),
    check('return_units_unit_no_check', sql`unit_no >= 1`),
    check('return_units_condition_check', sql`condition = ANY (ARRAY['resellable'::text, 'not_resellable'::text])`),
  ],
);

/** Money given back: for a cancellation or a return, by void, card refund, transfer or none. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    vendorId: integer('vendor_id').notNull(),
    returnId: integer('return_id'),
    kind: text('kind', { enum: ['cancellation', 'return'] }).notNull(),
    method: text('method', { enum: ['void', 'card_refund', 'transfer', 'none'] }).notNull(),
    amountCents: piastres('amount_cents').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    providerReference: text('provider_reference'),
    failureReason: text('failure_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    completedAt: at('completed_at'),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    uniqueIndex('refunds_return_idx')
      .on(t.returnId)
      .where(sql`(return_id IS NOT NULL)`),
    fkey('refunds_order_id_fkey', t.orderId, orders.id).onDelete('cascade'),
    fkey('refunds_vendor_id_fkey', t.vendorId, vendors.id),
    fkey('refunds_return_id_fkey', t.returnId, returnRequests.id).onDelete('set null'),
    check('refunds_status_check', sql`status = ANY (ARRAY['pending'::text, 'succeeded'::text, 'failed'::text])`),
    check('refunds_kind_check', sql`kind = ANY (ARRAY['cancellation'::text, 'return'::text])`),
    check('refunds_method_check', sql`method = ANY (ARRAY['void'::text, 'card_refund'::text, 'transfer'::text, 'none'::text])`),
    check('refunds_amount_cents_check', sql`amount_cents >= 0`),
  ],
);

/** One row per refunded unit of an order line: the primary key refuses refunding a unit twice. */
export const refundUnits = pgTable(
  'refund_units',
  {
    orderItemId: integer('order_item_id').notNull(),
    unitNo: integer('unit_no').notNull(),
    refundId: integer('refund_id').notNull(),
    netCents: piastres('net_cents').notNull(),
    fromState: text('from_state', { enum: ['unpaid', 'pending', 'available'] }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'refund_units_pkey', columns: [t.orderItemId, t.unitNo] }),
    fkey('refund_units_order_item_id_fkey', t.orderItemId, orderItems.id).onDelete('cascade'),
    fkey('refund_units_refund_id_fkey', t.refundId, refunds.id).onDelete('cascade'),
    check('refund_units_unit_no_check', sql`unit_no >= 1`),
    check('refund_units_from_state_check', sql`from_state = ANY (ARRAY['unpaid'::text, 'pending'::text, 'available'::text])`),
  ],
);
