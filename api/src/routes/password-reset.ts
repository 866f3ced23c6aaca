/**
 * The forgot-password flow (SPEC §2 "Forgot-password dialog", §4, §7; OWASP ASVS 5.0 §6.5/§6.6):
 * a 6-digit code by e-mail, exchanged for a reset token, exchanged for a new password.
 * Codes come from the CSPRNG, are stored as salted scrypt hashes, last 10 minutes, allow 5 wrong
 * tries and work once; asking again voids the earlier code. Reset tokens are 256 random bits,
 * stored as SHA-256, last 15 minutes, work once and only with the e-mail they were issued for.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountMessageSchema,
  apiErrorSchema as messageSchema,
  resetPasswordBody,
  sendOtpBody,
  verifyOtpBody,
  verifyOtpResponse,
} from '@manzil/shared/contract';
import { passwordChangedEmail, resetCodeEmail } from '../emails/password-reset.ts';
import { requestLocale } from '../lib/locale.ts';
import { accountRateLimit, endAllSessions } from '../lib/account-security.ts';
import { HttpError } from '../lib/errors.ts';
import { dummyHash, hashPassword, verifyPassword } from '../lib/passwords.ts';
import { checkNewPassword } from '../lib/password-policy.ts';
import { messageText, msg, say } from '../i18n/translate.ts';
import { MESSAGES } from '../i18n/messages.ts';

export const OTP_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const RESET_TOKEN_MINUTES = 15;

/** The one answer of send-otp, whether or not the e-mail has an account. */
/** The English answers, for the tests. */
export const OTP_SENT = messageText(msg('password.otp_sent', { minutes: OTP_MINUTES }), 'en');
export const OTP_INVALID = MESSAGES['password.otp_invalid'].en;
export const TOKEN_INVALID = MESSAGES['password.reset_expired'].en;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * POST /api/forget-password/send-otp — `{ email }` → 200 `{ message }`, the same status and
   * body for every well-formed e-mail. For an account's e-mail it starts a reset (voiding any
   * earlier code) and e-mails the code; for an unknown one it sends nothing. 400 malformed e-mail.
   */
  app.post(
    '/send-otp',
    {
      ...accountRateLimit(app, 'sendCode'),
      schema: {
        summary: 'E-mail a password reset code',
        tags: ['account'],
        body: sendOtpBody,
        response: { 200: accountMessageSchema, 400: messageSchema, 429: messageSchema },
      },
    },
    async (request) => {
      const found = await app.repos.users.findByEmail(request.body.email);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      // Hash in both cases, so the answer takes as long whether or not the account exists.
      const otpHash = await hashPassword(code);
      if (found) {
        await app.repos.account.startReset(found.user.id, otpHash, new Date(Date.now() + OTP_MINUTES * 60_000));
        app.mailer
          .send(resetCodeEmail(found.user.email, found.user.firstName, code, OTP_MINUTES, requestLocale(request)))
          .catch((error: unknown) => {
            request.log.error({ err: error }, 'could not send a password reset code');
          });
      }
      return { message: say(request, 'password.otp_sent', { minutes: OTP_MINUTES }) };
    },
  );

  /**
   * POST /api/forget-password/verify-otp — `{ email, otp }` → 200 `{ message, resetToken }`.
   * 400 `invalid_otp` for a wrong, used, expired or voided code or an unknown e-mail (one answer
   * for all); the fifth wrong code ends the reset.
   */
  app.post(
    '/verify-otp',
    {
      ...accountRateLimit(app, 'codeCheck'),
      schema: {
        summary: 'Exchange a reset code for a reset token',
        tags: ['account'],
        body: verifyOtpBody,
        response: { 200: verifyOtpResponse, 400: messageSchema, 429: messageSchema },
      },
    },
    async (request) => {
      const found = await app.repos.users.findByEmail(request.body.email);
      const pending = found ? await app.repos.account.pendingReset(found.user.id, OTP_MAX_ATTEMPTS) : null;
      const matches = await verifyPassword(request.body.otp, pending?.otpHash ?? (await dummyHash()));
      if (!found || !pending) throw new HttpError(400, 'password.otp_invalid', { code: 'invalid_otp' });
      if (!matches) {
        await app.repos.account.recordFailedCode(found.user.id, OTP_MAX_ATTEMPTS);
        throw new HttpError(400, 'password.otp_invalid', { code: 'invalid_otp' });
      }
      const resetToken = randomBytes(32).toString('base64url');
      const exchanged = await app.repos.account.exchangeCode(
        found.user.id,
        sha256(resetToken),
        new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000),
      );
      if (!exchanged) throw new HttpError(400, 'password.otp_invalid', { code: 'invalid_otp' });
      return { message: say(request, 'password.otp_correct'), resetToken };
    },
  );

  /**
   * POST /api/forget-password/reset-password — `{ email, newPassword }` with
   * `Authorization: Bearer <resetToken>` → 200 `{ message }`: sets the password, ends every
   * session of the account and e-mails its owner. 400 password too short or too common (the
   * token stays usable); 401 `invalid_reset_token` for a missing, wrong, used or expired token,
   * or one issued for another e-mail.
   */
  app.post(
    '/reset-password',
    {
      ...accountRateLimit(app, 'codeCheck'),
      schema: {
        summary: 'Set a new password with a reset token',
        tags: ['account'],
        body: resetPasswordBody,
        headers: z.object({ authorization: z.string().max(200).optional() }),
        response: { 200: accountMessageSchema, 400: messageSchema, 401: messageSchema, 429: messageSchema },
      },
    },
    async (request) => {
      const token = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(request.headers.authorization ?? '')?.[1];
      if (!token) throw new HttpError(401, 'password.reset_expired', { code: 'invalid_reset_token' });
      await checkNewPassword(request.body.newPassword);
      const found = await app.repos.users.findByEmail(request.body.email);
      if (!found || !(await app.repos.account.consumeToken(found.user.id, sha256(token)))) {
        throw new HttpError(401, 'password.reset_expired', { code: 'invalid_reset_token' });
      }
      await app.repos.account.setPasswordHash(found.user.id, await hashPassword(request.body.newPassword));
      await endAllSessions(app, found.user.id);
      app.mailer.send(passwordChangedEmail(found.user.email, found.user.firstName, requestLocale(request))).catch((error: unknown) => {
        request.log.error({ err: error }, 'could not send the password-changed notice');
      });
      return { message: say(request, 'password.reset_done') };
    },
  );
};

export default passwordResetRoutes;
