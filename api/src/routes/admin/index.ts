/**
 * The admin area's API under `/api/admin` (SPEC §2 /admin-login, /adminpanel): the staff member's
 * session, staff accounts, promo codes, the audit log, finance, approvals and orders. Every route
 * but sign-in checks the staff role at the API (`app.staffGuard`, plugins/staff-guard.ts).
 */
import type { FastifyInstance } from 'fastify';
import approvalRoutes from './approvals.ts';
import auditRoutes from './audit.ts';
import financeRoutes from './finance.ts';
import orderRoutes from './orders.ts';
import promoCodeRoutes from './promo-codes.ts';
import sessionRoutes from './session.ts';
import staffRoutes from './staff.ts';

export interface AdminRoutesOptions {
  /** Allowed store origins (CORS_ORIGINS): the staff e-mail's sign-in link is built from the request's Origin. */
  corsOrigins: string[] | null;
}

export default async function adminRoutes(app: FastifyInstance, options: AdminRoutesOptions) {
  await app.register(sessionRoutes);
  await app.register(promoCodeRoutes, { prefix: '/promo-codes' });
  await app.register(staffRoutes, { prefix: '/staff', corsOrigins: options.corsOrigins });
  await app.register(auditRoutes, { prefix: '/audit' });
  await app.register(financeRoutes, { prefix: '/finance' });
  await app.register(approvalRoutes);
  await app.register(orderRoutes, { prefix: '/orders' });
}
