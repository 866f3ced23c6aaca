// The admin area's calls (SPEC §2 /adminpanel, /edit-employee/{id}; issue 12). Shapes are the
// contract's (`@manzil/shared/contract`, contract/admin.ts); every call sends the HttpOnly admin
// cookie, and the API checks the staff role on each one (401 signed out, 403 wrong role).
import type {
  AdminOrderPage,
  AdminOrdersQuery,
  AdminPasswordInput,
  AdminSession,
  AuditEntry,
  AuditObjectType,
  StaffCreateInput,
  StaffMember,
  StaffUpdateInput,
} from '../contract/admin.ts';
import { request } from './client';

/** POST /api/admin/password — replaces the signed-in member's password (the one-time one first). ApiError 401 wrong current password, 400 too short. */
export const changeAdminPassword = (body: AdminPasswordInput): Promise<{ admin: AdminSession }> =>
  request('api/admin/password', { method: 'post', json: body });

/** GET /api/admin/staff — every staff member, active first (admins only; ApiError 403 otherwise). */
export const getStaff = (): Promise<StaffMember[]> => request('api/admin/staff');

/** GET /api/admin/staff/{id} — one staff member; ApiError 404 for an unknown id. */
export const getStaffMember = (id: string): Promise<StaffMember> => request(`api/admin/staff/${encodeURIComponent(id)}`);

/** POST /api/admin/staff — adds a member, who gets a one-time password by e-mail. ApiError 409 `email_taken`. */
export const createStaffMember = (body: StaffCreateInput): Promise<StaffMember> => request('api/admin/staff', { method: 'post', json: body });

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
