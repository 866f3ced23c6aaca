/**
 * The partner area's contract (SPEC §2 vendor and admin routes, §3 Product and Brand):
 * vendor applications, uploads, vendor brands and products with their approval state, order
 * fulfilment with its status history, notifications, and the admin's decisions on them. Every
 * write of the partner API is validated by one of these schemas; the forms use the same ones.
 * Prices are EGP.
 */
import { z } from 'zod';
import { addressSchema } from './account.ts';
import { brandSchema, productSchema } from './catalog.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password.ts';

const trimmed = (min: number, max: number, what: string) =>
  z
    .string()
    .trim()
    .min(min, { error: min <= 1 ? `Please enter the ${what}.` : `The ${what} needs at least ${min} characters.` })
    .max(max, { error: `The ${what} can be at most ${max} characters.` });

/** A database id as the API writes it (`"42"`). */
export const partnerIdSchema = z.string().regex(/^[1-9]\d{0,9}$/, { error: 'must be an id' });

/** An upload's id (UUID from `POST /api/uploads`). */
export const uploadIdSchema = z.uuid({ error: 'Please upload the file again.' });

export const decisionStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type DecisionStatus = z.infer<typeof decisionStatusSchema>;

/** An Egyptian mobile number: 010, 011, 012 or 015 and 8 digits, with or without +20 / 0020. */
export const EGYPTIAN_MOBILE = /^(?:\+20|0020|0)?1[0125]\d{8}$/;
export const egyptianMobileSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine((value) => EGYPTIAN_MOBILE.test(value), { error: 'Please enter an Egyptian mobile number, e.g. 010 1234 5678.' });

/** `+201012345678` for any accepted spelling of an Egyptian mobile number. */
export function toE164Mobile(value: string): string {
  const digits = value.replace(/[\s-]/g, '').replace(/^(\+20|0020|0)/, '');
  return `+20${digits}`;
}

// ---------- uploads ----------

export const uploadKindSchema = z.enum(['image', 'cad', 'document']);
export type UploadKind = z.infer<typeof uploadKindSchema>;

/** The answer of `POST /api/uploads?kind=…`. `path` is relative to the image base URL (public files) or the API (private). */
export const uploadSchema = z.object({
  _id: z.string(),
  kind: uploadKindSchema,
  contentType: z.string(),
  size: z.number().int().describe('bytes'),
  name: z.string(),
  private: z.boolean(),
  path: z.string(),
});
export type Upload = z.infer<typeof uploadSchema>;

/** The header that carries an applicant's upload token on `POST /api/uploads?kind=document`. */
export const UPLOAD_TOKEN_HEADER = 'X-Upload-Token';

/**
 * `POST /api/uploads/token` → 201: the token an applicant without an account sends with each
 * document (UPLOAD_TOKEN_HEADER) and with the application (`uploadToken`), which alone may
 * claim them; it allows `maxFiles` files and `maxBytes` bytes in all until `expiresAt` (ISO 8601).
 */
export const uploadTokenSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  maxFiles: z.number().int(),
  maxBytes: z.number().int().describe('bytes'),
});
export type UploadToken = z.infer<typeof uploadTokenSchema>;

/** Limits of `POST /api/uploads`, in bytes. */
export const UPLOAD_LIMITS: Record<UploadKind, number> = { image: 5 * 1024 * 1024, cad: 50 * 1024 * 1024, document: 10 * 1024 * 1024 };

// ---------- vendor applications ----------

export const applicationFieldsSchema = z.object({
  shopName: trimmed(2, 80, 'shop name'),
  legalName: trimmed(2, 120, 'legal name'),
  commercialRegisterNumber: z
    .string()
    .trim()
    .regex(/^\d{1,12}$/, { error: 'The commercial register number is up to 12 digits.' }),
  taxCardNumber: z
    .string()
    .trim()
    .regex(/^\d{3}-?\d{3}-?\d{3}$/, { error: 'The tax card number is 9 digits, e.g. 123-456-789.' }),
  contactName: trimmed(2, 80, 'contact name'),
  mobile: egyptianMobileSchema,
  city: trimmed(2, 60, 'city'),
  categoryIds: z.array(partnerIdSchema).min(1, { error: 'Please choose at least one category you sell.' }).max(20),
  commercialRegisterFile: uploadIdSchema,
  taxCardFile: uploadIdSchema,
});

/** `POST /api/vendor/apply`: an application and the account to sign in with. */
export const vendorApplicationInputSchema = applicationFieldsSchema.extend({
  email: z.email({ error: 'Please enter a valid e-mail address.' }).max(254),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, { error: `Use at least ${PASSWORD_MIN_LENGTH} characters for your password.` })
    .max(PASSWORD_MAX_LENGTH),
});
export type VendorApplicationInput = z.input<typeof vendorApplicationInputSchema>;

/** `POST /api/vendor/apply`'s body: the application and the upload token its documents were sent with. */
export const vendorApplyBodySchema = vendorApplicationInputSchema.extend({
  uploadToken: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'Please upload the commercial register and the tax card again.' }),
});
export type VendorApplyBody = z.input<typeof vendorApplyBodySchema>;

/** `PUT /api/vendor/application`: re-submission after a rejection (same fields, no account). */
export const vendorApplicationResubmitSchema = applicationFieldsSchema;
export type VendorApplicationResubmit = z.input<typeof vendorApplicationResubmitSchema>;

export const applicationDocumentSchema = z.object({
  kind: z.enum(['commercial_register', 'tax_card']),
  upload: uploadSchema.nullable(),
});

/** Who decided, and when. */
export const decisionSchema = z.object({
  status: decisionStatusSchema,
  reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export type Decision = z.infer<typeof decisionSchema>;

export const vendorApplicationSchema = decisionSchema.extend({
  _id: z.string(),
  vendorId: z.string(),
  shopName: z.string(),
  legalName: z.string(),
  commercialRegisterNumber: z.string(),
  taxCardNumber: z.string(),
  contactName: z.string(),
  email: z.string(),
  mobile: z.string(),
  city: z.string(),
  categories: z.array(z.object({ _id: z.string(), name: z.string() })),
  documents: z.array(applicationDocumentSchema),
  submissions: z.number().int(),
  submittedAt: z.string(),
});
export type VendorApplication = z.infer<typeof vendorApplicationSchema>;

/** An admin's decision on anything awaiting approval: a reason is required to reject. */
export const decisionInputSchema = z
  .object({
    decision: z.enum(['approve', 'reject']),
    reason: z.string().trim().max(500).optional(),
  })
  .refine((d) => d.decision === 'approve' || (d.reason ?? '').length >= 3, {
    error: 'Please give the reason for the rejection.',
    path: ['reason'],
  });
export type DecisionInput = z.input<typeof decisionInputSchema>;

// ---------- brands ----------

/** `POST /api/vendor/brands`, `PUT /api/vendor/brands/{id}` (SPEC §3 Brand). */
export const vendorBrandInputSchema = z.object({
  brandName: trimmed(2, 60, 'brand name'),
  brandDescription: trimmed(0, 1000, 'brand description'),
  /** The name and description in Arabic, shown to shoppers who read Arabic; '' clears, absent keeps. */
  brandNameAr: trimmed(0, 60, 'Arabic brand name').optional(),
  brandDescriptionAr: trimmed(0, 1000, 'Arabic brand description').optional(),
  /** Upload id of a new logo (kind image); absent keeps the current logo. */
  brandlogo: uploadIdSchema.optional(),
});
export type VendorBrandInput = z.input<typeof vendorBrandInputSchema>;

/**
 * A brand as its own vendor reads it (`GET/POST/PUT /api/vendor/brands`): the catalog's Brand
 * (English texts) plus its Arabic name and description (null: none), so the edit form
 * shows what is saved.
 */
export const vendorBrandSchema = brandSchema
  .extend({ brandNameAr: z.string().nullable(), brandDescriptionAr: z.string().nullable() })
  .meta({ id: 'VendorBrand' });
export type VendorBrand = z.infer<typeof vendorBrandSchema>;

// ---------- products ----------

const money = (what: string) =>
  z
    .number({ error: `Please enter the ${what} in EGP.` })
    .positive({ error: `The ${what} must be above 0.` })
    .max(10_000_000)
    .multipleOf(0.01);

const wordList = (what: string) => z.array(trimmed(1, 40, what)).max(20);

/** `POST /api/vendor/products`, `PUT /api/vendor/products/{id}`: every field of SPEC §3 Product. */
export const vendorProductInputSchema = z
  .object({
    name: trimmed(2, 120, 'name'),
    title: trimmed(2, 160, 'title'),
    description: trimmed(10, 5000, 'description'),
    /**
     * Name, title and description in Arabic: Arabic answers show them, Arabic search
     * finds them. Optional: '' clears one, absent keeps what the product has.
     */
    nameAr: trimmed(0, 120, 'Arabic name').optional(),
    titleAr: trimmed(0, 160, 'Arabic title').optional(),
    descriptionAr: trimmed(0, 5000, 'Arabic description').optional(),
    categoryId: partnerIdSchema,
    subcategoryId: partnerIdSchema,
    typeId: partnerIdSchema,
    brandId: partnerIdSchema,
    price: money('price'),
    salePrice: money('sale price').nullable(),
    stock: z.number().int({ error: 'Stock is a whole number.' }).min(0).max(1_000_000),
    colors: wordList('colour'),
    tags: wordList('tag'),
    readyToShip: z.boolean(),
    /** Made to the shopper's order: only the defect return path applies (RETURN_RULES). Absent: false. */
    madeToOrder: z.boolean().optional(),
    /** Pictures, main first: upload ids (kind image) or the paths the product already has. */
    images: z.array(z.string().min(1).max(300)).min(1, { error: 'Please add a main picture.' }).max(8),
    /** Upload id of a CAD file, the product's current CAD path, or null for none. */
    cadFile: z.string().max(300).nullable(),
  })
  .refine((p) => p.salePrice === null || p.salePrice < p.price, {
    error: 'The sale price must be lower than the price.',
    path: ['salePrice'],
  });
export type VendorProductInput = z.input<typeof vendorProductInputSchema>;

/**
 * A product as its own vendor reads it (`/api/vendor/products`): the catalog's Product in English
 * plus its saved Arabic name, title and description (null: none), for the edit form.
 * On a listed product with a pending revision these are what shoppers see now; the proposal is
 * in the approval state's `revision.proposed`.
 */
export const vendorOwnProductSchema = productSchema
  .extend({ nameAr: z.string().nullable(), titleAr: z.string().nullable(), descriptionAr: z.string().nullable() })
  .meta({ id: 'VendorOwnProduct' });
export type VendorOwnProduct = z.infer<typeof vendorOwnProductSchema>;

/** `PATCH /api/vendor/products/{id}`: the dashboard's inline edit; applies at once. */
export const vendorProductQuickEditSchema = z
  .object({ price: money('price').optional(), stock: z.number().int().min(0).max(1_000_000).optional() })
  .refine((p) => p.price !== undefined || p.stock !== undefined, { error: 'Nothing to change.' });
export type VendorProductQuickEdit = z.infer<typeof vendorProductQuickEditSchema>;

/** The reviewed fields of a product (old and new, side by side). */
export const revisionFieldsSchema = z.object({
  name: z.string(),
  title: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  /** The Arabic texts; null: none; absent in revisions recorded before them. */
  nameAr: z.string().nullable().optional(),
  titleAr: z.string().nullable().optional(),
  descriptionAr: z.string().nullable().optional(),
});
export type RevisionFields = z.infer<typeof revisionFieldsSchema>;

export const pendingRevisionSchema = decisionSchema.extend({
  _id: z.string(),
  productId: z.string(),
  previous: revisionFieldsSchema,
  proposed: revisionFieldsSchema,
  submittedAt: z.string(),
});
export type PendingRevision = z.infer<typeof pendingRevisionSchema>;

export const promotionSchema = decisionSchema.extend({
  _id: z.string(),
  productId: z.string(),
  price: z.number().describe('EGP'),
  salePrice: z.number().describe('EGP'),
  previousSalePrice: z.number().nullable(),
  submittedAt: z.string(),
});
export type Promotion = z.infer<typeof promotionSchema>;

/** Where a vendor's product stands with the admins (beside the Product itself). */
export const productApprovalStateSchema = z.object({
  review: decisionSchema.extend({ submittedAt: z.string() }).nullable(),
  revision: pendingRevisionSchema.nullable(),
  promotion: promotionSchema.nullable(),
});
export type ProductApprovalState = z.infer<typeof productApprovalStateSchema>;

/** `GET/POST/PUT/PATCH /api/vendor/products[/{id}]`: one of the vendor's products with where it stands. */
export const vendorProductSchema = z.object({ product: vendorOwnProductSchema, approval: productApprovalStateSchema });
export type VendorProduct = z.infer<typeof vendorProductSchema>;

// ---------- orders ----------

export const orderStatusSchema = z.enum(['placed', 'confirmed', 'shipped', 'delivered', 'cancelled']);
export type OrderStatusName = z.infer<typeof orderStatusSchema>;

/** One step of an order's history (`/trackorder`, the account's Orders, /orderDetail). */
export const orderStatusEventSchema = z.object({
  status: orderStatusSchema,
  at: z.string(),
  trackingNumber: z.string().nullable(),
  shopName: z.string().nullable(),
});
export type OrderStatusEvent = z.infer<typeof orderStatusEventSchema>;

/** The moves a vendor may make from each status. */
export const FULFILMENT_MOVES: Record<OrderStatusName, OrderStatusName[]> = {
  placed: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** `POST /api/vendor/orders/{id}/status`. */
export const fulfilmentMoveSchema = z
  .object({
    status: z.enum(['confirmed', 'shipped', 'delivered', 'cancelled']),
    trackingNumber: z.string().trim().min(4, { error: 'Please enter the tracking number.' }).max(60).optional(),
  })
  .refine((m) => m.status !== 'shipped' || Boolean(m.trackingNumber), {
    error: 'Please enter the tracking number.',
    path: ['trackingNumber'],
  });
export type FulfilmentMove = z.input<typeof fulfilmentMoveSchema>;

// ---------- notifications ----------

export const notificationKindSchema = z.enum([
  'new_order',
  'low_stock',
  'application_approved',
  'application_rejected',
  'product_approved',
  'product_rejected',
  'revision_approved',
  'revision_rejected',
  'promotion_approved',
  'promotion_rejected',
  'payout_paid',
  'payout_failed',
  'order_cancelled',
  'return_requested',
  'return_escalated',
  'return_decided',
  'refund_made',
]);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

export const vendorNotificationSchema = z.object({
  _id: z.string(),
  kind: notificationKindSchema,
  payload: z.record(z.string(), z.unknown()),
  read: z.boolean(),
  createdAt: z.string(),
});
export type VendorNotification = z.infer<typeof vendorNotificationSchema>;

export const vendorNotificationListSchema = z.object({ notifications: z.array(vendorNotificationSchema), unread: z.number().int() });
export type VendorNotificationList = z.infer<typeof vendorNotificationListSchema>;

/** `POST /api/vendor/notifications/read`: these ids, or every one when absent. */
export const markNotificationsReadSchema = z.object({ ids: z.array(partnerIdSchema).max(200).optional() }).strict();
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;

// ---------- vendor area answers ----------

/** `GET /api/vendor/application`: the application (null for a shop approved without one) and whether the shop may sell. */
export const applicationStateSchema = z.object({ application: vendorApplicationSchema.nullable(), approved: z.boolean() });
export type ApplicationState = z.infer<typeof applicationStateSchema>;

/** The dashboard's product filters. */
export const vendorProductFilterSchema = z.enum(['all', 'listed', 'pending', 'rejected', 'unlisted', 'low-stock']);
export type VendorProductFilter = z.infer<typeof vendorProductFilterSchema>;

export const vendorOrderSummarySchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  orderDate: z.string(),
  status: orderStatusSchema,
  trackingNumber: z.string().nullable(),
  items: z.number().int(),
  subtotal: z.number().describe("EGP, this vendor's lines"),
});
export type VendorOrderSummary = z.infer<typeof vendorOrderSummarySchema>;

/** The order's shipping address: the one address shape of the contract (account.ts). */
export const orderShippingAddressSchema = addressSchema;

export const vendorOrderDetailSchema = vendorOrderSummarySchema.extend({
  customerName: z.string(),
  phoneNumber: z.string(),
  shippingAddress: orderShippingAddressSchema,
  lines: z.array(z.object({ productId: z.string(), name: z.string(), image: z.string(), price: z.number(), quantity: z.number().int() })),
  history: z.array(orderStatusEventSchema),
});
export type VendorOrderDetail = z.infer<typeof vendorOrderDetailSchema>;

/** `GET /api/vendor/stats`: the last 30 days (EGP). */
export const vendorStatsSchema = z.object({
  days: z.number().int(),
  orders: z.number().int(),
  revenue: z.number().describe('EGP'),
  perDay: z.array(z.object({ date: z.string(), orders: z.number().int(), revenue: z.number() })),
  bestSellers: z.array(z.object({ productId: z.string(), name: z.string(), quantity: z.number().int(), revenue: z.number() })),
});
export type VendorStats = z.infer<typeof vendorStatsSchema>;
