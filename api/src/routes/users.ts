/** The signed-in shopper's profile (SPEC §7 `GET /api/getUser`, account popup). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { found } from '../lib/errors.ts';
import { apiErrorSchema as messageSchema, userProfileSchema } from '@manzil/shared/contract';

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * GET /api/getUser — the `UserProfile` of the session's shopper, with saved shipping
   * addresses. 401 without a session. Sent with credentials (SPEC §6).
   */
  app.get(
    '/getUser',
    { schema: { summary: 'The current shopper profile', tags: ['account'], response: { 200: userProfileSchema, 401: messageSchema } } },
    async (request) => {
      const account = await app.sessions.require(request, 'shopper');
      return found(await app.repos.users.profile(account.userId), 'account.not_found');
    },
  );
};

export default userRoutes;
