/**
 * Shopper accounts: sign-up, sign-in, sign-out and the current session (SPEC §2 /login,
 * /signup; §6). The session lives in the HttpOnly cookie `manzil_sid`; the `user` returned is
 * what the apps keep in localStorage as `userSession`, a display hint only.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict } from '../lib/errors.ts';
import { checkCredentials } from '../lib/login.ts';
import { checkNewPassword } from '../lib/password-policy.ts';
import { hashPassword } from '../lib/passwords.ts';
import type { SessionAccount } from '../plugins/sessions.ts';
import type { UserSession } from '@manzil/shared/contract';
import { apiErrorSchema as messageSchema, loginBody, signupBody, userSessionSchema } from '@manzil/shared/contract';

const userResponse = z.object({ user: userSessionSchema });

export function toUserSession(account: Pick<SessionAccount, 'userId' | 'email' | 'firstName' | 'lastName' | 'role'>): UserSession {
  return { id: String(account.userId), email: account.email, firstName: account.firstName, lastName: account.lastName, role: account.role };
}

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * POST /api/auth/signup — `{ firstName, lastName, email, password (≥ 8) }` creates a shopper
   * and signs them in: 201 `{ user: UserSession }` and the session cookie. 400 invalid field or
   * a password among the most common ones (code `common_password`, lib/password-policy.ts),
   * 409 when the e-mail already has an account.
   */
  app.post(
    '/signup',
    {
      schema: {
        summary: 'Create a shopper account',
        tags: ['auth'],
        body: signupBody,
        response: { 201: userResponse, 400: messageSchema, 409: messageSchema },
      },
    },
    async (request, reply) => {
      const { password, ...fields } = request.body;
      checkNewPassword(password);
      const user = await app.repos.users.createShopper({ ...fields, passwordHash: await hashPassword(password) });
      if (!user) throw conflict('auth.email_taken', { code: 'email_taken' });
      await app.sessions.start(request, reply, 'shopper', user.id);
      return reply.code(201).send({ user: toUserSession({ ...user, userId: user.id, role: 'shopper' }) });
    },
  );

  /**
   * POST /api/auth/login — `{ email, password }`: 200 `{ user: UserSession }` and the cookie.
   * An unknown e-mail and a wrong password both get 401 with the same message.
   */
  app.post(
    '/login',
    {
      config: { limit: 'signIn' },
      schema: {
        summary: 'Sign in as a shopper',
        tags: ['auth'],
        body: loginBody,
        response: { 200: userResponse, 400: messageSchema, 401: messageSchema, 429: messageSchema },
      },
    },
    async (request, reply) => {
      const { user } = await checkCredentials(app, request.body.email, request.body.password, 'shopper');
      await app.sessions.start(request, reply, 'shopper', user.id);
      return { user: toUserSession({ ...user, userId: user.id, role: 'shopper' }) };
    },
  );

  /** POST /api/auth/logout — ends the session (row and cookie). 204, with or without a session. */
  app.post('/logout', { schema: { summary: 'Sign out', tags: ['auth'], response: { 204: z.null() } } }, async (request, reply) => {
    await app.sessions.end(request, reply, 'shopper');
    return reply.code(204).send(null);
  });

  /** GET /api/auth/session — `{ user: UserSession }` of the cookie's session; 401 without one. */
  app.get(
    '/session',
    { schema: { summary: 'The current shopper', tags: ['auth'], response: { 200: userResponse, 401: messageSchema } } },
    async (request) => ({ user: toUserSession(await app.sessions.require(request, 'shopper')) }),
  );
};

export default authRoutes;
