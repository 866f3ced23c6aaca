/**
 * Shopper accounts: sign-up, sign-in, sign-out and the current session (SPEC §2 /login,
 * /signup; §6). The session lives in the HttpOnly cookie `manzil_sid`; the `user` returned is
 * what the apps keep in localStorage as `userSession`, a display hint only.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signupAttemptEmail, signupConfirmEmail } from '../emails/signup.ts';
import { allowedOrigin } from '../lib/cors.ts';
import { conflict, HttpError } from '../lib/errors.ts';
import { requestLocale } from '../lib/locale.ts';
import { checkNewPassword } from '../lib/password-policy.ts';
import { hashPassword } from '../lib/passwords.ts';
import type { SessionAccount } from '../plugins/sessions.ts';
import type { UserSession } from '@manzil/shared/contract';
import {
  apiErrorSchema as messageSchema,
  sessionResponseSchema,
  signupBody,
  signupConfirmBody,
  signupResponse,
  userSessionSchema,
} from '@manzil/shared/contract';
import { say } from '../i18n/translate.ts';
import { signInRoute, signOutRoute } from './sign-in.ts';

/** How long a sign-up link works. */
export const SIGNUP_LINK_HOURS = 24;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const userResponse = z.object({ user: userSessionSchema });

export function toUserSession(account: Pick<SessionAccount, 'userId' | 'email' | 'firstName' | 'lastName' | 'role'>): UserSession {
  return { id: String(account.userId), email: account.email, firstName: account.firstName, lastName: account.lastName, role: account.role };
}

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * POST /api/auth/signup — `{ firstName, lastName, email, password (≥ 8) }` (signupBody, SPEC
   * §2 /signup) → 202 `{ message: SIGNUP_CHECK_EMAIL }` for every e-mail, and no session: for a
   * new e-mail it records the sign-up and e-mails a link (`/signup#confirm=<token>`, 24 hours) that
   * creates the account; for an e-mail with an account it e-mails the owner that someone tried.
   * The password is hashed either way, so the time does not tell either (docs/security.md
   * "Sign-up"). 400 invalid field, too short or common password (`common_password`); 429
   * `rate_limited` (limit `signUp`: per client address and per e-mail).
   */
  app.post(
    '/signup',
    {
      config: { limit: 'signUp' },
      schema: {
        summary: 'Ask for a shopper account (the e-mailed link creates it)',
        tags: ['auth'],
        body: signupBody,
        response: { 202: signupResponse, 400: messageSchema, 429: messageSchema },
      },
    },
    async (request, reply) => {
      const { password, ...fields } = request.body;
      await checkNewPassword(password);
      const passwordHash = await hashPassword(password);
      const existing = await app.repos.users.findByEmail(fields.email);
      const origin = allowedOrigin(request, app.payments.corsOrigins) ?? '';
      const locale = requestLocale(request);
      let mail;
      if (existing) {
        mail = signupAttemptEmail(existing.user.email, existing.user.firstName, `${origin}/login`, locale);
      } else {
        const token = randomBytes(32).toString('base64url');
        const expiresAt = new Date(Date.now() + SIGNUP_LINK_HOURS * 3_600_000);
        await app.repos.users.requestSignup({ ...fields, passwordHash, tokenHash: sha256(token), expiresAt });
        mail = signupConfirmEmail(fields.email, fields.firstName, `${origin}/signup#confirm=${token}`, SIGNUP_LINK_HOURS, locale);
      }
      // Queued, not awaited: a slow mail server must not make one case answer later than the other.
      app.mailer.send(mail).catch((error: unknown) => request.log.error({ err: error }, 'could not send a sign-up e-mail'));
      return reply.code(202).send({ message: say(request, 'auth.signup_check_email') });
    },
  );

  /**
   * POST /api/auth/signup/confirm — `{ token }` of the e-mailed sign-up link (signupConfirmBody)
   * → 201 `{ user: UserSession }` and the session cookie: the account is created and signed in;
   * the link works once. 400 `invalid_signup_link` (unknown, used, replaced by a later sign-up,
   * or older than 24 hours); 409 `email_taken` when the e-mail got an account meanwhile; 429.
   */
  app.post(
    '/signup/confirm',
    {
      config: { limit: 'signUpLink' },
      schema: {
        summary: 'Finish a sign-up from its e-mailed link',
        tags: ['auth'],
        body: signupConfirmBody,
        response: { 201: userResponse, 400: messageSchema, 409: messageSchema, 429: messageSchema },
      },
    },
    async (request, reply) => {
      const pending = await app.repos.users.takeSignupRequest(sha256(request.body.token));
      if (!pending)
        throw new HttpError(400, 'auth.signup_link_invalid', {
          code: 'invalid_signup_link',
        });
      const user = await app.repos.users.createShopper(pending);
      if (!user) throw conflict('auth.email_taken', { code: 'email_taken' });
      await app.sessions.start(request, reply, 'shopper', user.id);
      return reply.code(201).send({ user: toUserSession({ ...user, userId: user.id, role: 'shopper' }) });
    },
  );

  /**
   * POST /api/auth/login — `{ email, password }`: 200 `{ user: UserSession }` and the cookie.
   * An unknown e-mail and a wrong password both get 401 with the same message.
   */
  signInRoute(app, {
    kind: 'shopper',
    summary: 'Sign in as a shopper',
    tag: 'auth',
    answer: userResponse,
    admit: ({ user }) => ({ user: toUserSession({ ...user, userId: user.id, role: 'shopper' }) }),
  });

  /** POST /api/auth/logout — ends the session (row and cookie). 204, with or without a session. */
  signOutRoute(app, { kind: 'shopper', summary: 'Sign out', tag: 'auth' });

  /**
   * GET /api/auth/session — 200 `{ user: UserSession }` of the cookie's session, or 200
   * `{ user: null }` when nobody is signed in (no cookie, expired, revoked): sessionResponseSchema,
   * SPEC §3 user session. Asked on every page load, so "nobody" is an answer, not a 401.
   */
  app.get(
    '/session',
    { schema: { summary: 'The current shopper, or null', tags: ['auth'], response: { 200: sessionResponseSchema } } },
    async (request) => {
      const account = await app.sessions.read(request, 'shopper');
      return { user: account ? toUserSession(account) : null };
    },
  );
};

export default authRoutes;
