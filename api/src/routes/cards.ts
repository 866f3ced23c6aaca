/**
 * Saved cards (SPEC §7 cards calls, §4 one default, §8). The shopper comes from the
 * session cookie, never from the path or body: another shopper's id is 403, another shopper's
 * card 404, and nothing changes then. The number and CVV go straight to the payment gateway; only
 * its token, the brand, the last four digits and the expiry are kept (PCI DSS 4.0.1 3.3.1/3.4.1/3.5.1).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addCardBody, savedCardSchema, setDefaultCardBody, idParam, apiErrorSchema as messageSchema } from '@manzil/shared/contract';
import { HttpError, notFound } from '../lib/errors.ts';
import { GatewayError, gatewayStatus, parseExpiry } from '../services/payments/gateway.ts';
import { say } from '../i18n/translate.ts';

const cardRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /api/cards/user/:userId — the session's own saved cards, oldest first (SPEC §7). 401/403. */
  app.get(
    '/user/:userId',
    {
      schema: {
        summary: "A shopper's saved cards (masked)",
        tags: ['cards'],
        security: [{ shopper: [] }],
        params: z.object({ userId: idParam('user') }),
        response: { 200: z.array(savedCardSchema), 400: messageSchema, 401: messageSchema, 403: messageSchema },
      },
    },
    async (request) => {
      const account = await app.sessions.requireOwner(request, 'shopper', request.params.userId);
      return app.repos.cards.list(account.userId);
    },
  );

  /**
   * POST /api/cards/add — `{userId, cardNumber, cardType, expiryDate, cvv}` (SPEC §7). 201 the saved
   * card (masked). 400 with SPEC §5's sentence for a bad number, CVV or expiry (and a Luhn
   * check); 401; 403 for another shopper's id; 429 (rate-limited, docs/security.md); 502 when the gateway refuses or cannot be reached,
   * 503 `gateway_unavailable` at once while it is known to be down, 504 `gateway_timeout` after 20 s.
   */
  app.post(
    '/add',
    {
      // Card-testing guard: 10 refused cards per shopper and 50 calls per address in 15 minutes.
      config: { limit: { name: 'codeCheck', account: async (request) => String((await app.sessions.require(request, 'shopper')).userId) } },
      schema: {
        summary: 'Save a card (tokenised by the payment gateway)',
        tags: ['cards'],
        security: [{ shopper: [] }],
        body: addCardBody,
        response: {
          201: savedCardSchema,
          400: messageSchema,
          401: messageSchema,
          403: messageSchema,
          429: messageSchema,
          502: messageSchema,
          503: messageSchema,
          504: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const account = await app.sessions.requireOwner(request, 'shopper', body.userId);
      const { gateway } = app.payments;
      let tokenised;
      try {
        tokenised = await gateway.tokenise(
          { number: body.cardNumber, cvv: body.cvv, ...parseExpiry(body.expiryDate) },
          { email: account.email, firstName: account.firstName, lastName: account.lastName },
        );
      } catch (error) {
        if (error instanceof GatewayError) throw new HttpError(gatewayStatus(error), error.apiMessage, { code: error.code });
        throw new HttpError(502, 'card.save_failed', { code: 'gateway_error' });
      }
      return reply.code(201).send(await app.repos.cards.add(account.userId, gateway.name, tokenised));
    },
  );

  /** PUT /api/cards/set-default — `{userId, cardId}` (SPEC §7, §4): exactly one default afterwards. 200 the cards; 401/403/404. */
  app.put(
    '/set-default',
    {
      schema: {
        summary: 'Make a saved card the default',
        tags: ['cards'],
        security: [{ shopper: [] }],
        body: setDefaultCardBody,
        response: { 200: z.array(savedCardSchema), 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema },
      },
    },
    async (request) => {
      const account = await app.sessions.requireOwner(request, 'shopper', request.body.userId);
      const cards = await app.repos.cards.setDefault(account.userId, Number(request.body.cardId));
      if (!cards) throw notFound('card.not_found');
      return cards;
    },
  );

  /** DELETE /api/cards/:cardId — deletes the session's own card (SPEC §7). 200 `{message}`; 401; 404 for a card not theirs. */
  app.delete(
    '/:cardId',
    {
      schema: {
        summary: 'Delete a saved card',
        tags: ['cards'],
        security: [{ shopper: [] }],
        params: z.object({ cardId: idParam('card') }),
        response: { 200: messageSchema, 400: messageSchema, 401: messageSchema, 404: messageSchema },
      },
    },
    async (request) => {
      const account = await app.sessions.require(request, 'shopper');
      if (!(await app.repos.cards.remove(account.userId, Number(request.params.cardId)))) throw notFound('card.not_found');
      return { message: say(request, 'card.deleted') };
    },
  );
};

export default cardRoutes;
