/**
 * Staff accounts (SPEC §2 /edit-employee/{id} and the admin panel's staff tab). Admins
 * only (permission `staff`). A new member gets a one-time password by e-mail — random, shown to
 * nobody else, stored only hashed, valid for 72 hours — and must replace it at first sign-in.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  staffCreateInputSchema,
  staffMemberSchema,
  staffUpdateInputSchema,
  type StaffRole,
  apiErrorSchema as messageSchema,
  idParam,
} from '@manzil/shared/contract';
import { staffOneTimePasswordEmail } from '../../emails/staff-one-time-password.ts';
import { allowedOrigin } from '../../lib/cors.ts';
import { found } from '../../lib/errors.ts';
import { requestLocale } from '../../lib/locale.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { staffOf } from '../../plugins/staff-guard.ts';
import { toStaffMember, type StaffAccount } from '../../repositories/staff.ts';
import { say } from '../../i18n/translate.ts';

/** How long an e-mailed one-time password signs in. */
export const ONE_TIME_PASSWORD_HOURS = 72;
const NOT_FOUND = 'staff.not_found';

const errors = { 400: messageSchema, 401: messageSchema, 403: messageSchema };
const params = z.object({ id: idParam('staff member') });

/** 18 random bytes as base64url: 24 characters, 144 bits. */
const oneTimePassword = () => randomBytes(18).toString('base64url');

export interface StaffRoutesOptions {
  /** Allowed store origins (CORS_ORIGINS), to build the sign-in link from the request's Origin. */
  corsOrigins?: string[] | null;
}

const adminStaffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (app, options) => {
  const guard = app.staffGuard('staff');
  const actor = (request: FastifyRequest) => {
    const s = staffOf(request);
    return { userId: s.userId, email: s.email, staffRole: s.staffRole };
  };

  /** Sends the one-time password; a mail failure is logged (the admin can send a new one). */
  async function mailPassword(
    request: FastifyRequest,
    member: Pick<StaffAccount, 'email' | 'firstName'> & { staffRole: StaffRole },
    password: string,
    expiresAt: Date,
  ) {
    const signInUrl = `${allowedOrigin(request, options.corsOrigins) ?? ''}/admin-login`;
    try {
      await app.mailer.send(staffOneTimePasswordEmail(member, member.staffRole, password, expiresAt, signInUrl, requestLocale(request)));
      return true;
    } catch (error) {
      request.log.error({ err: error, to: member.email }, 'staff one-time password e-mail failed');
      return false;
    }
  }

  /** GET /api/admin/staff — every staff member (`StaffMember[]`), active first, by name. 401/403 by the role matrix. */
  app.get(
    '/',
    {
      preValidation: guard,
      schema: { summary: 'Staff members', tags: ['admin'], response: { 200: z.array(staffMemberSchema), ...errors } },
    },
    async () => (await app.repos.staff.list()).map(toStaffMember),
  );

  /** GET /api/admin/staff/:id — one member (`StaffMember`); 404 for an unknown id or a non-staff account. */
  app.get(
    '/:id',
    {
      preValidation: guard,
      schema: { summary: 'One staff member', tags: ['admin'], params, response: { 200: staffMemberSchema, 404: messageSchema, ...errors } },
    },
    async (request) => toStaffMember(found(await app.repos.staff.find(Number(request.params.id)), NOT_FOUND)),
  );

  /**
   * POST /api/admin/staff — `{ firstName, lastName, email, role }`: 201 `StaffMember`, and a
   * one-time password is e-mailed to the member. 400 invalid or unknown field, 409
   * `email_taken` when the e-mail has any account. Recorded in the audit log.
   */
  app.post(
    '/',
    {
      preValidation: guard,
      schema: {
        summary: 'Add a staff member',
        tags: ['admin'],
        body: staffCreateInputSchema,
        response: { 201: staffMemberSchema, 409: messageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const password = oneTimePassword();
      const expiresAt = new Date(Date.now() + ONE_TIME_PASSWORD_HOURS * 3_600_000);
      const member = await app.repos.staff.create(request.body, await hashPassword(password), expiresAt, actor(request));
      await mailPassword(request, member, password, expiresAt);
      return reply.code(201).send(toStaffMember(member));
    },
  );

  /**
   * PUT /api/admin/staff/:id — `{ firstName, lastName, email, role, active }` (/edit-employee/{id}):
   * the updated `StaffMember`. Deactivating ends the member's sessions. 404 unknown, 409
   * `email_taken` or `last_admin` (no other active admin would remain). Recorded in the audit log.
   */
  app.put(
    '/:id',
    {
      preValidation: guard,
      schema: {
        summary: 'Edit a staff member',
        tags: ['admin'],
        params,
        body: staffUpdateInputSchema,
        response: { 200: staffMemberSchema, 404: messageSchema, 409: messageSchema, ...errors },
      },
    },
    async (request) =>
      toStaffMember(found(await app.repos.staff.update(Number(request.params.id), request.body, actor(request)), NOT_FOUND)),
  );

  /**
   * POST /api/admin/staff/:id/one-time-password — e-mails the member a new one-time password
   * (the old password stops working, their sessions end): `{ message }`. 404 unknown. Audited.
   */
  app.post(
    '/:id/one-time-password',
    {
      preValidation: guard,
      schema: {
        summary: 'Send a staff member a new one-time password',
        tags: ['admin'],
        params,
        response: { 200: messageSchema, 404: messageSchema, ...errors },
      },
    },
    async (request) => {
      const password = oneTimePassword();
      const expiresAt = new Date(Date.now() + ONE_TIME_PASSWORD_HOURS * 3_600_000);
      const member = found(
        await app.repos.staff.resetOneTimePassword(Number(request.params.id), await hashPassword(password), expiresAt, actor(request)),
        NOT_FOUND,
      );
      const sent = await mailPassword(request, member, password, expiresAt);
      return {
        message: sent ? say(request, 'staff.password_sent', { email: member.email }) : say(request, 'staff.password_not_sent'),
      };
    },
  );
};

export default adminStaffRoutes;
