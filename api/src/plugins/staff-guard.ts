/**
 * The admin area's guard: every admin route names the permission it needs
 * (`app.staffGuard('staff')`, a preValidation hook, so a refusal comes before anything in the
 * request is looked at). No admin session: 401 — unless the caller is signed in as a shopper or
 * vendor, who get 403. A deactivated member: 401. A member who has not yet replaced the
 * e-mailed one-time password: 403 `password_change_required`. A role without the permission
 * (STAFF_PERMISSIONS of the contract): 403 `forbidden_role`. Role and active flag are read from
 * the database on every call, so a change applies at once.
 */
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { staffCan, type AdminPermission } from '@manzil/shared/contract';
import { HttpError } from '../lib/errors.ts';
import type { StaffAccount } from '../repositories/staff.ts';
import { msg } from '../i18n/translate.ts';
import type { Locale } from '../lib/locale.ts';

const ROLE_NAMES = {
  admin: { en: 'admin', ar: 'مدير' },
  catalog_moderator: { en: 'catalog moderator', ar: 'مشرف الكتالوج' },
  support: { en: 'support', ar: 'الدعم' },
  finance: { en: 'finance', ar: 'المالية' },
} as const;

const roleName = (role: keyof typeof ROLE_NAMES, locale: Locale) => ROLE_NAMES[role][locale];

export interface StaffGuardOptions {
  /** Let a member who must still replace the one-time password through (the password call only). */
  allowPasswordChange?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A preValidation hook admitting active staff whose role has `permission` (null: any role). */
    staffGuard(permission: AdminPermission | null, options?: StaffGuardOptions): preValidationAsyncHookHandler;
  }
  interface FastifyRequest {
    /** The staff member the guard admitted. */
    staff?: StaffAccount;
  }
}

/** The member the guard admitted (for handlers behind `app.staffGuard`). */
export function staffOf(request: FastifyRequest): StaffAccount {
  if (!request.staff) throw new Error('route is missing app.staffGuard');
  return request.staff;
}

async function staffGuardPlugin(app: FastifyInstance) {
  app.decorateRequest('staff', undefined);
  app.decorate('staffGuard', (permission: AdminPermission | null, options: StaffGuardOptions = {}) => {
    const hook: preValidationAsyncHookHandler = async function (request) {
      const account = await app.sessions.read(request, 'admin');
      if (!account) {
        const other = (await app.sessions.read(request, 'shopper')) ?? (await app.sessions.read(request, 'vendor'));
        if (other) throw new HttpError(403, 'auth.not_staff', { code: 'not_staff' });
        throw new HttpError(401, 'auth.sign_in_admin', { code: 'not_signed_in' });
      }
      const staff = await app.repos.staff.find(account.userId);
      if (!staff || !staff.active) {
        throw new HttpError(401, 'auth.staff_inactive', { code: 'staff_inactive' });
      }
      if (staff.mustChangePassword && !options.allowPasswordChange) {
        throw new HttpError(403, 'auth.password_change_required', { code: 'password_change_required' });
      }
      if (permission && !staffCan(staff.staffRole, permission)) {
        throw new HttpError(403, msg('auth.forbidden_role', { role: (locale) => roleName(staff.staffRole, locale) }), {
          code: 'forbidden_role',
        });
      }
      request.staff = staff;
    };
    return hook;
  });
}

export default fp(staffGuardPlugin, { name: 'staff-guard', dependencies: ['sessions', 'repositories'] });
