// @manzil/shared/contract: the zod schemas of every request and response of the Manzil API,
// written once and imported by the API's routes, the client's calls and the forms alike.
// Only zod is imported here (no React, no DOM), so the API can bundle it. Relative imports
// carry their `.ts` extension, which both the API (NodeNext) and the apps (Bundler) resolve.
export { apiErrorSchema } from './errors.ts';
export type { ApiErrorBody } from './errors.ts';
export {
  AUDIT_PERMISSION,
  STAFF_PERMISSIONS,
  adminOrderPageSchema,
  adminOrderSchema,
  adminOrdersQuerySchema,
  adminPasswordInputSchema,
  adminPermissionSchema,
  adminSessionResponseSchema,
  adminSessionSchema,
  approveInputSchema,
  auditEntrySchema,
  auditObjectTypeSchema,
  auditQuerySchema,
  decisionReasonSchema,
  orderStatusSchema,
  rejectInputSchema,
  staffCan,
  staffCreateInputSchema,
  staffMemberSchema,
  staffRoleSchema,
  staffUpdateInputSchema,
} from './admin.ts';
export type {
  AdminOrder,
  AdminOrderPage,
  AdminOrdersQuery,
  AdminPasswordInput,
  AdminPermission,
  AdminSession,
  ApproveInput,
  AuditEntry,
  AuditObjectType,
  AuditQuery,
  OrderStatus,
  RejectInput,
  StaffCreateInput,
  StaffMember,
  StaffRole,
  StaffUpdateInput,
} from './admin.ts';
