// @manzil/shared/admin: the admin area's calls (SPEC §2 /adminpanel, /edit-employee/{id}), an
// entry of its own so that no shopper's page carries them (a federation singleton loaded with the
// partner remote's admin pages). Shapes are the contract's (`@manzil/shared/contract`,
// contract/admin.ts); every call sends the HttpOnly admin cookie, and the API checks the staff
// role on each one (401 signed out, 403 wrong role).
import type {
  AdminOrderPage,
  AdminProductReview,
  AdminPromotion,
  AdminRevision,
  AdminOrdersQuery,
  AdminPasswordInput,
  AdminSession,
  AuditEntry,
  AuditObjectType,
  StaffCreateInput,
  StaffMember,
  StaffUpdateInput,
  Credentials,
  CreatePromoCodeInput,
  DecisionInput,
  DecisionStatus,
  PromoCode,
  ReturnRequest,
  VendorApplication,
} from '@manzil/shared/contract';
// Through the root entry, the one shared copy: a relative import would bundle a second API client.
import { request } from '@manzil/shared';

/** POST /api/admin/login — signs an admin in (HttpOnly cookie). ApiError 401 on bad credentials. */
export const adminLogin = (body: Credentials): Promise<{ admin: AdminSession }> =>
  request('api/admin/login', { method: 'post', json: body });

/** POST /api/admin/logout — ends the admin's session. */
export const adminLogout = (): Promise<void> => request('api/admin/logout', { method: 'post' });

/** POST /api/admin/password — replaces the signed-in member's password (the one-time one first). ApiError 401 wrong current password, 400 too short. */
export const changeAdminPassword = (body: AdminPasswordInput): Promise<{ admin: AdminSession }> =>
  request('api/admin/password', { method: 'post', json: body });

/** GET /api/admin/staff — every staff member, active first (admins only; ApiError 403 otherwise). */
export const getStaff = (): Promise<StaffMember[]> => request('api/admin/staff');

/** GET /api/admin/staff/{id} — one staff member; ApiError 404 for an unknown id. */
export const getStaffMember = (id: string): Promise<StaffMember> => request(`api/admin/staff/${encodeURIComponent(id)}`);

/** POST /api/admin/staff — adds a member, who gets a one-time password by e-mail. ApiError 409 `email_taken`. */
export const createStaffMember = (body: StaffCreateInput): Promise<StaffMember> =>
  request('api/admin/staff', { method: 'post', json: body });

/** PUT /api/admin/staff/{id} — name, e-mail, role, active. ApiError 409 `email_taken` or `last_admin`, 404 unknown. */
export const updateStaffMember = (id: string, body: StaffUpdateInput): Promise<StaffMember> =>
  request(`api/admin/staff/${encodeURIComponent(id)}`, { method: 'put', json: body });

/** POST /api/admin/staff/{id}/one-time-password — e-mails the member a new one-time password: `{ message }`. */
export const resendStaffPassword = (id: string): Promise<{ message: string }> =>
  request(`api/admin/staff/${encodeURIComponent(id)}/one-time-password`, { method: 'post' });

/** GET /api/admin/audit — the decisions on one object, newest first. ApiError 403 when the role may not see that kind of object. */
export const getAuditTrail = (objectType: AuditObjectType, objectId: string): Promise<AuditEntry[]> =>
  request('api/admin/audit', { searchParams: { objectType, objectId } });

/** GET /api/admin/orders — every order, newest first, optionally of one status (totals in EGP). Admins and support. */
export const getAdminOrders = (query: AdminOrdersQuery = {}): Promise<AdminOrderPage> => {
  const searchParams: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) searchParams[key] = String(value);
  return request('api/admin/orders', { searchParams });
};

/** GET /api/admin/applications — partner applications of a status (default pending, oldest first). Admins only. */
export const getApplications = (status: DecisionStatus = 'pending'): Promise<VendorApplication[]> =>
  request('api/admin/applications', { searchParams: { status } });

/** GET /api/admin/products/reviews — new products awaiting listing. Admins and catalog moderators. */
export const getProductReviews = (status: DecisionStatus = 'pending'): Promise<AdminProductReview[]> =>
  request('api/admin/products/reviews', { searchParams: { status } });

/** GET /api/admin/revisions — edits of listed products, `previous` and `proposed` side by side. */
export const getRevisions = (status: DecisionStatus = 'pending'): Promise<AdminRevision[]> =>
  request('api/admin/revisions', { searchParams: { status } });

/** GET /api/admin/promotions — sale prices awaiting promotion approval (EGP). */
export const getPromotions = (status: DecisionStatus = 'pending'): Promise<AdminPromotion[]> =>
  request('api/admin/promotions', { searchParams: { status } });

/** What a decision is about: the path segment of its call. */
export type DecisionTarget = 'applications' | 'products' | 'revisions' | 'promotions';

/**
 * POST /api/admin/{target}/{id}/decision — `{ decision: 'approve' | 'reject', reason? }` (a
 * reason to reject). ApiError 409 `already_decided`, 404 unknown, 403 when the role may not decide it.
 */
export const decide = (target: DecisionTarget, id: string, body: DecisionInput): Promise<{ message: string }> =>
  request(`api/admin/${target}/${encodeURIComponent(id)}/decision`, { method: 'post', json: body });

/** GET /api/admin/promo-codes — every promo code with its terms (EGP or %), uses and status, oldest first. Admins only (ApiError 403). */
export const getPromoCodes = (): Promise<PromoCode[]> => request('api/admin/promo-codes');

/**
 * POST /api/admin/promo-codes — a new code (`createPromoCodeBody`: a percentage or an amount in
 * EGP, minimum order in EGP, limit of uses, validity dates). ApiError 409 `promo_exists`, 400 naming the field. Audited.
 */
export const createPromoCode = (body: CreatePromoCodeInput): Promise<PromoCode> =>
  request('api/admin/promo-codes', { method: 'post', json: body });

/** POST /api/admin/promo-codes/{id}/expire — the code stops working now. ApiError 404 unknown, 409 `promo_already_expired`. Audited. */
export const expirePromoCode = (id: string): Promise<PromoCode> =>
  request(`api/admin/promo-codes/${encodeURIComponent(id)}/expire`, { method: 'post' });

/** GET /api/admin/returns?queue=1 — support's queue (escalated and overdue requests). */
export const getSupportQueue = () => request<ReturnRequest[]>('api/admin/returns?queue=1');

/** POST /api/admin/returns/{id}/decide — support's final decision. */
export const decideReturn = (returnId: string, body: { decision: 'accept' | 'refuse'; pickupDate?: string; note: string }) =>
  request<ReturnRequest>(`api/admin/returns/${returnId}/decide`, { method: 'post', json: body });
