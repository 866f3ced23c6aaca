/**
 * The admin area's calls (SPEC §2 /admin-login, /adminpanel, /edit-employee/{id}):
 * staff accounts and their roles, the audit log of admin decisions, and the orders overview.
 * Zod only: imported by the API's routes (`api/src/routes/admin/*.ts`), the client's calls
 * (`shared/src/api/admin.ts`) and the admin forms alike.
 */
import { z } from 'zod';
import { newPasswordSchema } from './password.ts';
import { decisionSchema, decisionStatusSchema, orderStatusSchema, pendingRevisionSchema, promotionSchema } from './partner.ts';

/** What a staff member may do in the admin area. Checked by the API on every admin route. */
export const staffRoleSchema = z
  .enum(['admin', 'catalog_moderator', 'support', 'finance'])
  .describe('admin | catalog_moderator | support | finance');
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** The parts of the admin area; each route needs one of them. */
export const adminPermissionSchema = z.enum(['applications', 'catalog', 'orders', 'promo-codes', 'staff', 'finance', 'returns']);
export type AdminPermission = z.infer<typeof adminPermissionSchema>;

/**
 * The role matrix, one place for the API (which enforces it) and the panel (which shows only
 * the tabs a role may open): an admin may do everything; a catalog moderator approves products,
 * their edits and sale prices; support sees orders; finance runs the money (commission rules,
 * cash remittances, payout runs, the ledger). Only admins see partner applications (and
 * their documents), promo codes and staff.
 */
export const STAFF_PERMISSIONS: Readonly<Record<StaffRole, readonly AdminPermission[]>> = {
  admin: ['applications', 'catalog', 'orders', 'promo-codes', 'staff', 'finance', 'returns'],
  catalog_moderator: ['catalog'],
  support: ['orders', 'returns'],
  finance: ['finance'],
};

/** True when `role` may use `permission`. */
export const staffCan = (role: StaffRole, permission: AdminPermission): boolean => STAFF_PERMISSIONS[role].includes(permission);

/**
 * The signed-in staff member as `/api/admin/login` and `/api/admin/session` return it, and as
 * shared's adminSessionStore keeps it under `admin` (SPEC §3). A display hint: the API trusts
 * its HttpOnly cookie `manzil_asid`, and reads role and active flag afresh on every call.
 */
export const adminSessionSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.literal('admin').describe('The kind of account (the admin sign-in).'),
    staffRole: staffRoleSchema,
    mustChangePassword: z
      .boolean()
      .describe('True while the password is the e-mailed one-time password: only POST /api/admin/password works until it is replaced.'),
  })
  .meta({ id: 'AdminSession' });
export type AdminSession = z.infer<typeof adminSessionSchema>;

/** `{ admin }` — the answer of the admin sign-in and session calls. */
export const adminSessionResponseSchema = z.object({ admin: adminSessionSchema });

const name = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .refine((v) => !/[\r\n]/.test(v), 'must be one line');
const email = z.string().trim().toLowerCase().max(254).pipe(z.email());

/** A staff account as the staff list and /edit-employee/{id} show it. */
export const staffMemberSchema = z
  .object({
    _id: z.string().describe('The account id, as in /edit-employee/{id}.'),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: staffRoleSchema,
    active: z.boolean().describe('An inactive member cannot sign in; their sessions are ended.'),
    mustChangePassword: z.boolean().describe('Has not yet replaced the e-mailed one-time password.'),
    createdAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** POST /api/admin/staff — a new member; a one-time password is e-mailed to them. Unknown fields are refused. */
export const staffCreateInputSchema = z.strictObject({ firstName: name, lastName: name, email, role: staffRoleSchema });
export type StaffCreateInput = z.infer<typeof staffCreateInputSchema>;

/** PUT /api/admin/staff/{id} — the fields of /edit-employee/{id}: name, e-mail, role, active. */
export const staffUpdateInputSchema = z.strictObject({
  firstName: name,
  lastName: name,
  email,
  role: staffRoleSchema,
  active: z.boolean(),
});
export type StaffUpdateInput = z.infer<typeof staffUpdateInputSchema>;

/** POST /api/admin/password — replaces the signed-in member's password (the one-time one at first sign-in). */
export const adminPasswordInputSchema = z.strictObject({
  currentPassword: z.string().min(1).max(200),
  newPassword: newPasswordSchema,
});
export type AdminPasswordInput = z.infer<typeof adminPasswordInputSchema>;

/** The kinds of object an admin decides on; the audit log is kept per object. */
export const auditObjectTypeSchema = z.enum([
  'application',
  'product',
  'revision',
  'promotion',
  'staff',
  'promo-code',
  'order',
  'commission-rule',
  'remittance',
  'payout-run',
  'return',
]);
export type AuditObjectType = z.infer<typeof auditObjectTypeSchema>;

/** Which permission reading an object's history needs (the object's own). */
export const AUDIT_PERMISSION: Readonly<Record<AuditObjectType, AdminPermission>> = {
  application: 'applications',
  product: 'catalog',
  revision: 'catalog',
  promotion: 'catalog',
  staff: 'staff',
  'promo-code': 'promo-codes',
  order: 'orders',
  'commission-rule': 'finance',
  remittance: 'finance',
  'payout-run': 'finance',
  return: 'returns',
};

/** One admin decision: who took it, what, when, on which object and why. */
export const auditEntrySchema = z
  .object({
    _id: z.string(),
    actor: z.object({ id: z.string().nullable().describe('null once the account is deleted'), email: z.string(), role: z.string() }),
    action: z.string().describe('e.g. application.approve, product.reject, staff.update'),
    objectType: auditObjectTypeSchema,
    objectId: z.string(),
    reason: z.string().nullable(),
    details: z.record(z.string(), z.unknown()).describe('What changed; never a secret.'),
    createdAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/audit — the decisions on one object, newest first. */
export const auditQuerySchema = z.strictObject({ objectType: auditObjectTypeSchema, objectId: z.string().trim().min(1).max(40) });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** One order in the admin panel's overview. Amounts in EGP. */
export const adminOrderSchema = z
  .object({
    _id: z.string(),
    orderNumber: z.string().describe('MZ-YYYYMMDD-NNNN'),
    orderDate: z.string().describe('ISO 8601'),
    status: orderStatusSchema,
    customerEmail: z.string(),
    itemCount: z.number().int().describe('Units in the order'),
    total: z.number().describe('EGP'),
    paymentMethod: z.string(),
  })
  .meta({ id: 'AdminOrder' });
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** GET /api/admin/orders — every order, newest first, optionally of one status. */
export const adminOrdersQuerySchema = z.strictObject({
  status: orderStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;

/** A page of orders. */
export const adminOrderPageSchema = z.object({
  items: z.array(adminOrderSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;

/** The product a decision is about, and its shop. */
export const adminProductRefSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  vendor: z.object({ _id: z.string(), shopName: z.string() }),
});

/** A vendor's new product awaiting listing (GET /api/admin/products/reviews). */
export const adminProductReviewSchema = decisionSchema
  .extend(adminProductRefSchema.shape)
  .extend({ submittedAt: z.string() })
  .meta({ id: 'AdminProductReview' });
export type AdminProductReview = z.infer<typeof adminProductReviewSchema>;

/** An edit of a listed product, old and new side by side (GET /api/admin/revisions). */
export const adminRevisionSchema = pendingRevisionSchema.extend(adminProductRefSchema.shape).meta({ id: 'AdminRevision' });
export type AdminRevision = z.infer<typeof adminRevisionSchema>;

/** A sale price awaiting promotion approval (GET /api/admin/promotions). Prices in EGP. */
export const adminPromotionSchema = promotionSchema.extend(adminProductRefSchema.shape).meta({ id: 'AdminPromotion' });
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;

/** `?status=` of the approval lists: pending (default), approved or rejected. */
export const approvalListQuerySchema = z.object({ status: decisionStatusSchema.default('pending') });
export type ApprovalListQuery = z.input<typeof approvalListQuerySchema>;
