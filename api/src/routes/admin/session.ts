/**
 * The admin area's sign-in (SPEC §2 /admin-login, /adminpanel). Cookie `manzil_asid`.
 * Only active staff members sign in; one who still holds the e-mailed one-time password gets a
 * session that can do nothing but choose a password (POST /api/admin/password).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPasswordInputSchema,
  adminSessionResponseSchema,
  apiErrorSchema as messageSchema,
  type AdminSession,
} from '@manzil/shared/contract';
import { HttpError } from '../../lib/errors.ts';
import { checkNewPassword, checkPasswordChanges } from '../../lib/password-policy.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { staffOf } from '../../plugins/staff-guard.ts';
import type { StaffAccount } from '../../repositories/staff.ts';
import { signInRoute, signOutRoute } from '../sign-in.ts';

export function toAdminSession(staff: StaffAccount): AdminSession {
  return {
    id: String(staff.userId),
    email: staff.email,
    firstName: staff.firstName,
    lastName: staff.lastName,
    role: 'admin',
    staffRole: staff.staffRole,
    mustChangePassword: staff.mustChangePassword,
  };
}

const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * POST /api/admin/login — `{ email, password }` of a staff member: `{ admin: AdminSession }`
   * and the cookie. 401 (one message for every wrong e-mail, password or kind of account); with
   * the right password, 403 `staff_inactive` for a deactivated member and 401
   * `one_time_password_expired` for a one-time password past its date.
   */
  signInRoute(app, {
    kind: 'admin',
    summary: 'Sign in as staff',
    tag: 'admin',
    answer: adminSessionResponseSchema,
    refusals: [403],
    async admit({ user }) {
      const staff = await app.repos.staff.find(user.id);
      if (!staff || !staff.active) {
        throw new HttpError(403, 'auth.staff_inactive', { code: 'staff_inactive' });
      }
      if (staff.mustChangePassword && staff.oneTimePasswordExpiresAt && staff.oneTimePasswordExpiresAt.getTime() < Date.now()) {
        throw new HttpError(401, 'auth.one_time_password_expired', {
          code: 'one_time_password_expired',
        });
      }
      return { admin: toAdminSession(staff) };
    },
  });

  /** POST /api/admin/logout — ends the admin session; 204. */
  signOutRoute(app, { kind: 'admin', summary: 'Sign out of the admin area', tag: 'admin' });

  /**
   * GET /api/admin/session — `{ admin: AdminSession }` with the current staff role; 401 without
   * an admin session or for a deactivated member, 403 for a shopper or vendor session.
   */
  app.get(
    '/session',
    {
      preValidation: app.staffGuard(null, { allowPasswordChange: true }),
      schema: {
        summary: 'The signed-in staff member',
        tags: ['admin'],
        response: { 200: adminSessionResponseSchema, 401: messageSchema, 403: messageSchema },
      },
    },
    async (request) => ({ admin: toAdminSession(staffOf(request)) }),
  );

  /**
   * POST /api/admin/password — `{ currentPassword, newPassword (8–200) }`: replaces the signed-in
   * member's password; the e-mailed one-time password stops working, the session gets a new id
   * (other sessions of the member end) and the panel opens. `{ admin: AdminSession }`. 400
   * invalid, 401 no session or a wrong current password, 429 too many wrong guesses.
   */
  app.post(
    '/password',
    {
      preValidation: app.staffGuard(null, { allowPasswordChange: true }),
      // Guesses of the current password are limited per account and per address (docs/security.md).
      config: { limit: { name: 'codeCheck', account: async (request) => String((await app.sessions.require(request, 'admin')).userId) } },
      schema: {
        summary: 'Choose a new password (staff)',
        tags: ['admin'],
        body: adminPasswordInputSchema,
        response: { 200: adminSessionResponseSchema, 400: messageSchema, 401: messageSchema, 403: messageSchema, 429: messageSchema },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const stored = await app.repos.staff.passwordHash(staff.userId);
      if (!stored || !(await verifyPassword(request.body.currentPassword, stored))) {
        throw new HttpError(401, 'password.wrong_current', { code: 'wrong_password' });
      }
      checkPasswordChanges(request.body.currentPassword, request.body.newPassword);
      await checkNewPassword(request.body.newPassword);
      await app.repos.staff.setOwnPassword(staff.userId, await hashPassword(request.body.newPassword));
      // A new session id for this browser; any other session of the member ends.
      await app.sessions.rotate(request, reply, 'admin', { endOthers: true });
      return { admin: toAdminSession({ ...staff, mustChangePassword: false, oneTimePasswordExpiresAt: null }) };
    },
  );
};

export default adminRoutes;
