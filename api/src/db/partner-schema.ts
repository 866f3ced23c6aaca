/**
 * The partner area's tables (their notification triggers:
 * migrations/0006_partner_notification_triggers.sql). Shared by
 * the vendor side (applications, brands, products, orders, notifications, uploads) and the admin
 * side (decisions on applications, products, revisions and promotions). docs/partner.md is the map.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { decisionStatusSchema, notificationKindSchema, uploadKindSchema } from '@manzil/shared/contract';
import { fkey } from './constraints.ts';
import { ORDER_STATUSES, orders, products, users, vendors } from './schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => at('created_at').notNull().defaultNow();

// The column enums are the contract's own lists (shared/src/contract/partner.ts), written once.
// zod types `.options` as an array; Drizzle wants the non-empty tuple that z.enum guarantees.
const values = <T extends string>(options: readonly T[]) => options as unknown as readonly [T, ...T[]];
export const DECISION_STATUSES = values(decisionStatusSchema.options);
import type { DecisionStatus, NotificationKind, UploadKind } from '@manzil/shared/contract';
export type { DecisionStatus, NotificationKind, UploadKind };
export const UPLOAD_KINDS = values(uploadKindSchema.options);

/** The CHECK the migrations gave every decision's status (names kept as PostgreSQL chose them). */
const decisionCheck = (name: string) => check(name, sql`status = ANY (ARRAY['pending'::text, 'approved'::text, 'rejected'::text])`);
/** The CHECK on an order status column (fulfilments and status events). */
const orderStatusCheck = (name: string) =>
  check(name, sql`status = ANY (ARRAY['placed'::text, 'confirmed'::text, 'shipped'::text, 'delivered'::text, 'cancelled'::text])`);

/** One stored size of an uploaded picture (WebP). */
export interface UploadVariant {
  width: number;
  key: string;
  size: number;
}

/**
 * A file sent through `POST /api/uploads`: its kind was found from its bytes, never its name.
 * `private` files (documents) are only served to their owner and to admins.
 */
export const uploads = pgTable(
  'uploads',
  {
    /** Random, unguessable (UUID). */
    id: text('id').primaryKey(),
    /** Null for an applicant's document until their application claims it. */
    ownerUserId: integer('owner_user_id'),
    kind: text('kind', { enum: UPLOAD_KINDS }).notNull(),
    private: boolean('private').notNull().default(false),
    /** As detected from the content (`image/webp` for converted pictures). */
    contentType: text('content_type').notNull(),
    extension: text('extension').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The name the sender gave (shown only, never used to decide anything). */
    originalName: text('original_name').notNull().default(''),
    /** Where the original (or largest picture) is in the store (data folder or S3 bucket). */
    storageKey: text('storage_key').notNull(),
    variants: jsonb('variants')
      .$type<UploadVariant[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    /** An applicant's document: SHA-256 of the upload token it was sent with (only that
     * application may claim it); null for a vendor's uploads. */
    uploadTokenHash: text('upload_token_hash'),
  },
  (t) => [
    index('uploads_owner_idx').on(t.ownerUserId, t.createdAt),
    index('uploads_upload_token_idx').on(t.uploadTokenHash),
    fkey('uploads_owner_user_id_fkey', t.ownerUserId, users.id).onDelete('cascade'),
    check('uploads_kind_check', sql`kind = ANY (ARRAY['image'::text, 'cad'::text, 'document'::text])`),
  ],
);

/**
 * Upload tokens: an applicant without an account gets one before sending
 * documents; it bounds how many files and bytes that application may send, and ties them to it.
 * Kept as the token's SHA-256.
 */
export const uploadTokens = pgTable(
  'upload_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    files: integer('files').notNull().default(0),
    bytes: integer('bytes').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('upload_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * A shop's application to sell on Manzil, one per vendor (a re-submission after a rejection
 * updates it and counts `submissions`). A vendor without a row (the seeded shops) is approved.
 */
export const vendorApplications = pgTable(
  'vendor_applications',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id').notNull().unique('vendor_applications_vendor_id_key'),
    userId: integer('user_id').notNull(),
    shopName: text('shop_name').notNull(),
    legalName: text('legal_name').notNull(),
    commercialRegisterNumber: text('commercial_register_number').notNull(),
    taxCardNumber: text('tax_card_number').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    /** E.164, e.g. `+201001234567`. */
    mobile: text('mobile').notNull(),
    city: text('city').notNull(),
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    commercialRegisterFile: text('commercial_register_file'),
    taxCardFile: text('tax_card_file'),
    status: text('status', { enum: DECISION_STATUSES }).notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    submissions: integer('submissions').notNull().default(1),
    submittedAt: at('submitted_at').notNull().defaultNow(),
    decidedBy: integer('decided_by'),
    decidedAt: at('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('vendor_applications_status_idx').on(t.status, t.submittedAt),
    fkey('vendor_applications_vendor_id_fkey', t.vendorId, vendors.id).onDelete('cascade'),
    fkey('vendor_applications_user_id_fkey', t.userId, users.id).onDelete('cascade'),
    fkey('vendor_applications_commercial_register_file_fkey', t.commercialRegisterFile, uploads.id).onDelete('set null'),
    fkey('vendor_applications_tax_card_file_fkey', t.taxCardFile, uploads.id).onDelete('set null'),
    fkey('vendor_applications_decided_by_fkey', t.decidedBy, users.id).onDelete('set null'),
    decisionCheck('vendor_applications_status_check'),
  ],
);

/** A product's approval for listing: a vendor's new product waits here with `products.status` false. */
export const productReviews = pgTable(
  'product_reviews',
  {
    productId: integer('product_id').primaryKey(),
    vendorId: integer('vendor_id').notNull(),
    status: text('status', { enum: DECISION_STATUSES }).notNull().default('pending'),
    reason: text('reason'),
    submittedAt: at('submitted_at').notNull().defaultNow(),
    decidedBy: integer('decided_by'),
    decidedAt: at('decided_at'),
  },
  (t) => [
    index('product_reviews_status_idx').on(t.status, t.submittedAt),
    fkey('product_reviews_vendor_id_fkey', t.vendorId, vendors.id).onDelete('cascade'),
    fkey('product_reviews_product_id_fkey', t.productId, products.id).onDelete('cascade'),
    fkey('product_reviews_decided_by_fkey', t.decidedBy, users.id).onDelete('set null'),
    decisionCheck('product_reviews_status_check'),
  ],
);

/** The fields of a listed product whose edits wait for an admin (shown side by side, old and new). */
export interface RevisionFields {
  name: string;
  title: string;
  description: string;
  /** Picture paths, main first. */
  images: string[];
  /** The Arabic texts; null: none. Absent in revisions recorded before them. */
  nameAr?: string | null;
  titleAr?: string | null;
  descriptionAr?: string | null;
}

/** An edit of an approved product's name, title, description or pictures, awaiting approval. */
export const productRevisions = pgTable(
  'product_revisions',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    vendorId: integer('vendor_id').notNull(),
    status: text('status', { enum: DECISION_STATUSES }).notNull().default('pending'),
    previous: jsonb('previous').$type<RevisionFields>().notNull(),
    proposed: jsonb('proposed').$type<RevisionFields>().notNull(),
    reason: text('reason'),
    submittedAt: at('submitted_at').notNull().defaultNow(),
    decidedBy: integer('decided_by'),
    decidedAt: at('decided_at'),
  },
  (t) => [
    uniqueIndex('product_revisions_one_pending_idx')
      .on(t.productId)
      .where(sql`status = 'pending'`),
    index('product_revisions_status_idx').on(t.status, t.submittedAt),
    fkey('product_revisions_product_id_fkey', t.productId, products.id).onDelete('cascade'),
    fkey('product_revisions_vendor_id_fkey', t.vendorId, vendors.id).onDelete('cascade'),
    fkey('product_revisions_decided_by_fkey', t.decidedBy, users.id).onDelete('set null'),
    decisionCheck('product_revisions_status_check'),
  ],
);

/** A sale price asked for by a vendor; `products.sale_price` changes only once approved. */
export const productPromotions = pgTable(
  'product_promotions',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    vendorId: integer('vendor_id').notNull(),
    status: text('status', { enum: DECISION_STATUSES }).notNull().default('pending'),
    /** EGP. */
    salePrice: numeric('sale_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    previousSalePrice: numeric('previous_sale_price', { precision: 12, scale: 2, mode: 'number' }),
    reason: text('reason'),
    submittedAt: at('submitted_at').notNull().defaultNow(),
    decidedBy: integer('decided_by'),
    decidedAt: at('decided_at'),
  },
  (t) => [
    uniqueIndex('product_promotions_one_pending_idx')
      .on(t.productId)
      .where(sql`status = 'pending'`),
    index('product_promotions_status_idx').on(t.status, t.submittedAt),
    fkey('product_promotions_product_id_fkey', t.productId, products.id).onDelete('cascade'),
    fkey('product_promotions_vendor_id_fkey', t.vendorId, vendors.id).onDelete('cascade'),
    fkey('product_promotions_decided_by_fkey', t.decidedBy, users.id).onDelete('set null'),
    decisionCheck('product_promotions_status_check'),
  ],
);

/** Where one vendor's lines of an order stand (no row: still `placed`). */
export const orderFulfilments = pgTable(
  'order_fulfilments',
  {
    orderId: integer('order_id').notNull(),
    vendorId: integer('vendor_id').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('placed'),
    trackingNumber: text('tracking_number'),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** Why the vendor cancelled its part (shown to the shopper). */
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    primaryKey({ name: 'order_fulfilments_pkey', columns: [t.orderId, t.vendorId] }),
    index('order_fulfilments_vendor_idx').on(t.vendorId, t.updatedAt),
    fkey('order_fulfilments_order_id_fkey', t.orderId, orders.id).onDelete('cascade'),
    fkey('order_fulfilments_vendor_id_fkey', t.vendorId, vendors.id).onDelete('cascade'),
    orderStatusCheck('order_fulfilments_status_check'),
  ],
);

/** Every status move of an order (the `placed` start is the order's own date). */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    /** Whose lines moved; null for a move of the whole order (an admin). */
    vendorId: integer('vendor_id'),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    trackingNumber: text('tracking_number'),
    actorUserId: integer('actor_user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_status_events_order_idx').on(t.orderId, t.createdAt, t.id),
    fkey('order_status_events_order_id_fkey', t.orderId, orders.id).onDelete('cascade'),
    fkey('order_status_events_vendor_id_fkey', t.vendorId, vendors.id).onDelete('set null'),
    fkey('order_status_events_actor_user_id_fkey', t.actorUserId, users.id).onDelete('set null'),
    orderStatusCheck('order_status_events_status_check'),
  ],
);

export const NOTIFICATION_KINDS = values(notificationKindSchema.options);

/** What happened for a vendor. `new_order` and `low_stock` are written by triggers (0008). */
export const vendorNotifications = pgTable(
  'vendor_notifications',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id').notNull(),
    kind: text('kind').$type<NotificationKind>().notNull(),
    payload: jsonb('payload')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    readAt: at('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('vendor_notifications_vendor_idx').on(t.vendorId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('vendor_notifications_unread_idx')
      .on(t.vendorId)
      .where(sql`read_at is null`),
    fkey('vendor_notifications_vendor_id_fkey', t.vendorId, vendors.id).onDelete('cascade'),
  ],
);
