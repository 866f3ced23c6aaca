/**
 * Orders: checkout places one (`POST /api/orders`), the account lists the shopper's own
 * (SPEC §7 `GET /api/orders/orders/customer/{customerId}`), and /trackorder finds one by its
 * number and e-mail, each with its status history. Prices always come from the catalog, never from the client.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema as messageSchema,
  idParam,
  checkoutOrderBody,
  checkoutOrderSchema,
  stockConflictSchema,
  trackOrderQuery,
} from '@manzil/shared/contract';
import { notFound } from '../lib/errors.ts';
import { checkoutService } from '../services/payments/checkout.ts';

/** An order as answered: with its discount, promo code, payment state and, after placing, any 3-D Secure step. */
const placedWithPayment = checkoutOrderSchema;

const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkout = checkoutService(app);

  /**
   * POST /api/orders — shopper session. Body `PlaceOrderInput` plus the payment fields of
   * `orderPaymentFields` (saved `cardId`, or `newCard` + `saveCard`; `promoCode`). Totals are the
   * server's (services/payments/checkout.ts). 201 the order (with `nextAction` when 3-D Secure is needed);
   * 400 naming the field, `card_required`, `cod_over_limit` or a promo code's cause; 401; 402
   * `card_declined` (order cancelled, cart kept); 404 `card_not_found`; 409 stock or `promo_used`;
   * 502 when the gateway cannot be reached or refuses; 503 `gateway_unavailable` at once (nothing
   * written) while the gateway is known to be down (its circuit breaker is open); 504
   * `gateway_timeout` when it did not answer within the card checkout's 20 s budget (order
   * cancelled, nothing charged) or `payment_unconfirmed` when the paying call went unanswered
   * (the order stays pending until the gateway's callback; do not pay again); 429 `rate_limited` past 30 orders per shopper or 120
   * per address in 10 minutes.
   * With an `Idempotency-Key` header (plugins/idempotency.ts): the same key and body again get
   * the stored answer with `Idempotent-Replayed: true` and place nothing; the same key with
   * another body 422; while the first is still running 409. Keys are kept 24 h per session.
   */
  app.post(
    '/',
    {
      // 30 orders per shopper and 120 per address in 10 minutes (429 `rate_limited`).
      config: {
        idempotent: true,
        limit: { name: 'placeOrder', account: async (request) => String((await app.sessions.require(request, 'shopper')).userId) },
      },
      schema: {
        summary: 'Place an order',
        tags: ['orders'],
        security: [{ shopper: [] }],
        body: checkoutOrderBody,
        response: {
          201: placedWithPayment,
          400: messageSchema,
          401: messageSchema,
          402: messageSchema,
          404: messageSchema,
          409: stockConflictSchema.or(messageSchema),
          422: messageSchema,
          429: messageSchema,
          502: messageSchema,
          503: messageSchema,
          504: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const account = await app.sessions.require(request, 'shopper');
      const body = request.body;
      const order = await checkout.place(
        request,
        account,
        {
          items: body.items.map((item) => ({ productId: Number(item.productId), quantity: item.quantity })),
          shippingAddress: body.shippingAddress,
          phoneNumber: body.phoneNumber,
        },
        body,
      );
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
        response: { 200: z.array(placedWithPayment), 400: messageSchema, 401: messageSchema, 403: messageSchema },
      },
    },
    async (request) => {
      const account = await app.sessions.requireOwner(request, 'shopper', request.params.customerId);
      const orders = await app.repos.orders.forCustomer(account.userId);
      const histories = await app.repos.partner.fulfilment.histories(orders.map((o) => Number(o._id)));
      return orders.map((order) => ({ ...order, history: histories.get(Number(order._id)) ?? [] }));
    },
  );

  /**
   * GET /api/orders/track?orderNumber=&email= — the order when both match; one 404 message for a
   * wrong number and a wrong e-mail alike, so the call does not reveal which orders exist.
   * Rate-limited (`orderTrack`): 10 failed look-ups per order number and 60 per address in 15
   * minutes answer 429 `rate_limited` with Retry-After.
   */
  app.get(
    '/track',
    {
      schema: {
        summary: 'Track an order',
        tags: ['orders'],
        querystring: trackOrderQuery,
        response: { 200: placedWithPayment, 400: messageSchema, 404: messageSchema, 429: messageSchema },
      },
      // 10 failed look-ups of one order number per 15 minutes, 60 look-ups per address (429).
      config: {
        limit: {
          name: 'orderTrack',
          account: (request) => (request.query as { orderNumber?: string }).orderNumber?.trim().toUpperCase() || null,
        },
      },
    },
    async (request) => {
      const order = await app.repos.orders.track(request.query.orderNumber, request.query.email);
      if (!order) throw notFound('order.not_found', 'order_not_found');
      return { ...order, history: await app.repos.partner.fulfilment.history(Number(order._id)) };
    },
  );
};

export default orderRoutes;
