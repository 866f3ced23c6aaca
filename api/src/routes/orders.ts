/**
 * Orders: checkout places one (`POST /api/orders`), the account lists the shopper's own
 * (SPEC §7 `GET /api/orders/orders/customer/{customerId}`), and /trackorder finds one by its
 * number and e-mail. Prices always come from the catalog, never from the client.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../lib/errors.ts';
import { orderConfirmationEmail } from '../emails/order-confirmation.ts';
import { apiErrorSchema as messageSchema, idParam, placedOrderSchema, placeOrderBody, stockConflictSchema, trackOrderQuery } from '@manzil/shared/contract';

export const NEEDS_CARD = 'Card payment needs a saved card.';
export const ORDER_NOT_FOUND = 'We could not find an order with that number and e-mail address.';

const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * POST /api/orders — shopper session. Body `PlaceOrderInput`. 201 `PlacedOrder`; 400 naming the
   * field (or "Card payment needs a saved card."); 401 without a session; 409
   * `{ message, productId, available }` when a product is unknown, unlisted, sold out or short.
   * With an `Idempotency-Key` header (plugins/idempotency.ts): the same key and body again get
   * the stored answer with `Idempotent-Replayed: true` and place nothing; the same key with
   * another body 422; while the first is still running 409. Keys are kept 24 h per session.
   */
  app.post(
    '/',
    {
      config: { idempotent: true },
      schema: {
        summary: 'Place an order',
        tags: ['orders'],
        security: [{ shopper: [] }],
        body: placeOrderBody,
        response: { 201: placedOrderSchema, 400: messageSchema, 401: messageSchema, 409: stockConflictSchema.or(messageSchema), 422: messageSchema },
      },
    },
    async (request, reply) => {
      const account = await app.sessions.require(request, 'shopper');
      const body = request.body;
      let cardId: number | undefined;
      if (body.paymentMethod === 'card') {
        // Saved cards are not built yet: no card can be found, so card payment is refused.
        if (!body.cardId || !(await findSavedCard(account.userId, Number(body.cardId)))) throw new HttpError(400, NEEDS_CARD, { code: 'card_required' });
        cardId = Number(body.cardId);
      }
      const order = await app.repos.orders.place({
        userId: account.userId,
        email: account.email,
        items: body.items.map((item) => ({ productId: Number(item.productId), quantity: item.quantity })),
        shippingAddress: body.shippingAddress,
        phoneNumber: body.phoneNumber,
        paymentMethod: body.paymentMethod,
        cardId,
      });
      // The confirmation is stored in the durable outbox before we answer and delivered (or
      // retried until it is) by the mailer; the order stands whatever the mail server does.
      await app.mailer.send(orderConfirmationEmail(account.email, account.firstName, order), { wait: false });
      return reply.code(201).send(order);
    },
  );

  /** GET /api/orders/orders/customer/:customerId — the session's own orders, newest first (SPEC §7). 401/403. */
  app.get(
    '/orders/customer/:customerId',
    {
      schema: {
        summary: "A shopper's orders",
        tags: ['orders'],
        security: [{ shopper: [] }],
        params: z.object({ customerId: idParam('customer') }),
        response: { 200: z.array(placedOrderSchema), 400: messageSchema, 401: messageSchema, 403: messageSchema },
      },
    },
    async (request) => {
      const account = await app.sessions.requireOwner(request, 'shopper', request.params.customerId);
      return app.repos.orders.forCustomer(account.userId);
    },
  );

  /**
   * GET /api/orders/track?orderNumber=&email= — the order when both match; one 404 message for a
   * wrong number and a wrong e-mail alike, so the call does not reveal which orders exist.
   */
  app.get(
    '/track',
    {
      schema: {
        summary: 'Track an order',
        tags: ['orders'],
        querystring: trackOrderQuery,
        response: { 200: placedOrderSchema, 400: messageSchema, 404: messageSchema },
      },
    },
    async (request) => {
      const order = await app.repos.orders.track(request.query.orderNumber, request.query.email);
      if (!order) throw notFound(ORDER_NOT_FOUND, 'order_not_found');
      return order;
    },
  );

  /** The shopper's saved card with that id. Cards are not built yet, so there never is one. */
  async function findSavedCard(_userId: number, _cardId: number): Promise<{ id: number } | null> {
    return null;
  }
};

export default orderRoutes;
