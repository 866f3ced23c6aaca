import type { AdminOrdersQuery, AuditObjectType } from '@manzil/shared/contract';

/** Query keys of the admin panel's calls, under `admin` (cleared as a whole on sign-out). */
export const adminKeys = {
  all: () => ['admin'] as const,
  staff: () => ['admin', 'staff'] as const,
  staffMember: (id: string) => ['admin', 'staff', id] as const,
  audit: (objectType: AuditObjectType, objectId: string) => ['admin', 'audit', objectType, objectId] as const,
  orders: (query: AdminOrdersQuery) => ['admin', 'orders', query] as const,
  approvals: () => ['admin', 'approvals'] as const,
  applications: () => ['admin', 'approvals', 'applications'] as const,
  reviews: () => ['admin', 'approvals', 'reviews'] as const,
  revisions: () => ['admin', 'approvals', 'revisions'] as const,
  promotions: () => ['admin', 'approvals', 'promotions'] as const,
  promoCodes: () => ['admin', 'promo-codes'] as const,
};
