/**
 * Favorites (SPEC §2 favorites panel, §4 toggle, §7 calls). The ids in the path and body are
 * only checked against the session cookie's user: 401 without a session, 403 for anyone else's.
 */
import { requestLocale } from '../lib/locale.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../lib/errors.ts';
import { apiErrorSchema as messageSchema, idParam, okSchema, productSchema } from '@manzil/shared/contract';
import { messageText, msg } from '../i18n/translate.ts';
import { MESSAGES } from '../i18n/messages.ts';

const idValue = (what: string) =>
  z.union([idParam(what), z.number().int().positive().transform(String)], {
    error: messageText(msg('validation.id', { article: 'a', what }), 'en'),
  });

const toggleBody = z.object({
  /** The user id; the whole `userSession` object is accepted too. */
  userSession: z.union([idValue('user'), z.object({ id: idValue('user') }).transform((s) => s.id)], {
    error: MESSAGES['validation.own_user_id'].en,
  }),
  productId: idValue('product'),
});

const errors = { 400: messageSchema, 401: messageSchema, 403: messageSchema };

const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /api/favorites/:userId — the user's favorite `Product[]`, newest first. 401/403. */
  app.get(
    '/:userId',
    {
      schema: {
        summary: "A shopper's favorites",
        tags: ['favorites'],
        params: z.object({ userId: idParam('user') }),
        response: { 200: z.array(productSchema), ...errors },
      },
    },
    async (request) => {
      const account = await app.sessions.requireOwner(request, 'shopper', request.params.userId);
      return app.repos.favorites.list(account.userId, requestLocale(request));
    },
  );

  for (const action of ['add', 'remove'] as const) {
    /**
     * POST /api/favorites/add and /remove — JSON `{ userSession, productId }`: `{ ok: true }`,
     * idempotent. 401/403 as above, 404 for an unknown product (add).
     */
    app.post(
      `/${action}`,
      {
        schema: {
          summary: action === 'add' ? 'Add a favorite' : 'Remove a favorite',
          tags: ['favorites'],
          body: toggleBody,
          response: { 200: okSchema, ...errors, 404: messageSchema },
        },
      },
      async (request) => {
        const account = await app.sessions.requireOwner(request, 'shopper', request.body.userSession);
        const productId = Number(request.body.productId);
        if (action === 'add') {
          if (!(await app.repos.products.findById(productId))) throw notFound('catalog.product_not_found');
          await app.repos.favorites.add(account.userId, productId);
        } else {
          await app.repos.favorites.remove(account.userId, productId);
        }
        return { ok: true as const };
      },
    );
  }
};

export default favoriteRoutes;
