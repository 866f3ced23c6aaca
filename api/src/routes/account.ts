/**
 * The shopper's own account (SPEC §2 "Account popup", "Password change form", "Shipping
 * Addresses screen"; §7). Every call takes the account from the session cookie: an id in the path
 * that is not the session's is a 403 and changes nothing. Bodies are strict (unknown fields such
 * as role, _id or passwordHash are refused with 400), and no answer holds a hash.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountMessageSchema,
  addressListResponse,
  apiErrorSchema as messageSchema,
  changePasswordBody,
  idParam,
  updateAddressesBody,
  updateProfileBody,
  userProfileSchema,
} from '@manzil/shared/contract';
import { passwordChangedEmail } from '../emails/password-reset.ts';
import { requestLocale } from '../lib/locale.ts';
import { accountRateLimit, rotateSession } from '../lib/account-security.ts';
import { conflict, found, HttpError, notFound } from '../lib/errors.ts';
import { checkNewPassword, checkPasswordChanges } from '../lib/password-policy.ts';
import { hashPassword, verifyPassword } from '../lib/passwords.ts';
import { say } from '../i18n/translate.ts';

const NO_ACCOUNT = 'account.not_found';

/** `phone` in international form (E.164); Egyptian numbers may be written without +20. */
export async function normalizePhone(phone: string): Promise<string> {
  // Loaded with the first phone number, not when the process starts.
  const { parsePhoneNumberFromString } = await import('libphonenumber-js');
  const parsed = parsePhoneNumberFromString(phone, 'EG');
  if (!parsed?.isValid()) {
    throw new HttpError(400, 'account.invalid_phone', {
      code: 'invalid_phone',
    });
  }
  return parsed.number;
}

const errors = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema, 409: messageSchema, 429: messageSchema };

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * PUT /api/changePassword/{userSessionId} — `{ currentPassword, newPassword }` → 200
   * `{ message: 'Password updated successfully' }` (SPEC §7). Checks the current password (400
   * `wrong_password`), refuses the current password as the new one (400 `same_password`, as the
   * staff route does) and a new one under 8 characters or among the most common (400), then
   * ends every session of the account and sets a fresh session cookie. 401 no session; 403
   * another shopper's id.
   */
  app.put(
    '/changePassword/:userSessionId',
    {
      ...accountRateLimit(app, 'password'),
      schema: {
        summary: 'Change the password',
        tags: ['account'],
        params: z.object({ userSessionId: z.string().max(40) }),
        body: changePasswordBody,
        response: { 200: accountMessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const account = await app.sessions.requireOwner(request, 'shopper', request.params.userSessionId);
      const stored = found(await app.repos.account.passwordHash(account.userId), NO_ACCOUNT);
      if (!(await verifyPassword(request.body.currentPassword, stored)))
        throw new HttpError(400, 'password.wrong_current', { code: 'wrong_password' });
      checkPasswordChanges(request.body.currentPassword, request.body.newPassword);
      await checkNewPassword(request.body.newPassword);
      await app.repos.account.setPasswordHash(account.userId, await hashPassword(request.body.newPassword));
      await rotateSession(app, request, reply);
      app.mailer.send(passwordChangedEmail(account.email, account.firstName, requestLocale(request))).catch((error: unknown) => {
        request.log.error({ err: error }, 'could not send the password-changed notice');
      });
      return { message: say(request, 'password.updated') };
    },
  );

  /**
   * PUT /api/updateUser — the profile fields of SPEC §3 → 200 the saved `UserProfile`. Changing
   * the e-mail needs `currentPassword` (400 `current_password_required`, 400 `wrong_password`);
   * 409 when another account has that e-mail; 400 invalid field or phone number, or an unknown field.
   */
  app.put(
    '/updateUser',
    {
      schema: {
        summary: 'Update the profile',
        tags: ['account'],
        body: updateProfileBody,
        response: { 200: userProfileSchema, ...errors },
      },
    },
    async (request) => {
      const account = await app.sessions.require(request, 'shopper');
      const { currentPassword, phoneNumber, ...fields } = request.body;
      if (fields.email !== account.email) {
        if (!currentPassword) {
          throw new HttpError(400, 'account.current_password_required', { code: 'current_password_required' });
        }
        const stored = found(await app.repos.account.passwordHash(account.userId), NO_ACCOUNT);
        if (!(await verifyPassword(currentPassword, stored)))
          throw new HttpError(400, 'password.wrong_current', { code: 'wrong_password' });
        if (await app.repos.account.emailTaken(fields.email, account.userId)) throw conflict('account.email_in_use');
      }
      const saved = await app.repos.account.updateProfile(account.userId, {
        ...fields,
        phoneNumber: phoneNumber ? await normalizePhone(phoneNumber) : undefined,
      });
      if (!saved) throw conflict('account.email_in_use');
      return found(await app.repos.users.profile(account.userId), NO_ACCOUNT);
    },
  );

  /** GET /api/getUserById/{id} — the session's own `UserProfile` (with addresses). 401; 403 another id. */
  app.get(
    '/getUserById/:id',
    {
      schema: {
        summary: 'The shopper profile by id (own only)',
        tags: ['account'],
        params: z.object({ id: z.string().max(40) }),
        response: { 200: userProfileSchema, ...errors },
      },
    },
    async (request) => {
      const account = await app.sessions.requireOwner(request, 'shopper', request.params.id);
      return found(await app.repos.users.profile(account.userId), NO_ACCOUNT);
    },
  );

  /**
   * PUT /api/updateUser/{userId} — `{ shipmentAddress }`, the whole new address list (SPEC §7) →
   * 200 `{ message, shipmentAddress }` as saved, with the server's ids. Every entry is validated
   * (address1, city, postalCode, country required); one default at most. 401; 403 another id.
   */
  app.put(
    '/updateUser/:userId',
    {
      schema: {
        summary: 'Replace the address book',
        tags: ['account'],
        params: z.object({ userId: z.string().max(40) }),
        body: updateAddressesBody,
        response: { 200: addressListResponse, ...errors },
      },
    },
    async (request) => {
      const account = await app.sessions.requireOwner(request, 'shopper', request.params.userId);
      const shipmentAddress = await app.repos.account.replaceAddresses(account.userId, request.body.shipmentAddress);
      return { message: say(request, 'account.addresses_saved'), shipmentAddress };
    },
  );

  /**
   * DELETE /api/removeAddress/{userId}/{addressId} → 200 `{ message, shipmentAddress }`, the new
   * list. 401; 403 another shopper's id; 404 when the address is not one of the shopper's.
   */
  app.delete(
    '/removeAddress/:userId/:addressId',
    {
      schema: {
        summary: 'Remove a saved address',
        tags: ['account'],
        params: z.object({ userId: z.string().max(40), addressId: idParam('address') }),
        response: { 200: addressListResponse, ...errors },
      },
    },
    async (request) => {
      const account = await app.sessions.requireOwner(request, 'shopper', request.params.userId);
      const list = await app.repos.account.removeAddress(account.userId, Number(request.params.addressId));
      if (!list) throw notFound('account.address_not_found');
      return { message: say(request, 'account.address_removed'), shipmentAddress: list };
    },
  );
};

export default accountRoutes;
