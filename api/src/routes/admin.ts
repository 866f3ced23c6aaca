/** The admin area's sign-in (SPEC §2 /admin-login, /adminpanel). Cookie `manzil_asid`. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkCredentials } from '../lib/login.ts';
import { toUserSession } from './auth.ts';
import { apiErrorSchema as messageSchema, loginBody, userSessionSchema } from '@manzil/shared/contract';

const adminResponse = z.object({ admin: userSessionSchema });

const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  /** POST /api/admin/login — `{ email, password }` of an admin: `{ admin: UserSession }` (role "admin") and the cookie; 401 otherwise. */
  app.post(
    '/login',
    { config: { limit: 'signIn' }, schema: { summary: 'Sign in as an admin', tags: ['admin'], body: loginBody, response: { 200: adminResponse, 400: messageSchema, 401: messageSchema, 429: messageSchema } } },
    async (request, reply) => {
      const { user } = await checkCredentials(app, request.body.email, request.body.password, 'admin');
      await app.sessions.start(request, reply, 'admin', user.id);
      return { admin: toUserSession({ ...user, userId: user.id, role: 'admin' }) };
    },
  );

  /** POST /api/admin/logout — ends the admin session; 204. */
  app.post('/logout', { schema: { summary: 'Sign out of the admin area', tags: ['admin'], response: { 204: z.null() } } }, async (request, reply) => {
    await app.sessions.end(request, reply, 'admin');
    return reply.code(204).send(null);
  });

  /** GET /api/admin/session — `{ admin: UserSession }`; 401 without an admin session. */
  app.get(
    '/session',
    { schema: { summary: 'The current admin', tags: ['admin'], response: { 200: adminResponse, 401: messageSchema } } },
    async (request) => ({ admin: toUserSession(await app.sessions.require(request, 'admin')) }),
  );
};

export default adminRoutes;
