/**
 * The vendor's orders (the dashboard): the orders holding their
 * products, one order's lines and shipping address, status moves (each e-mails the shopper), and
 * the figures of the last 30 days. Another vendor's order is a 404 and nothing changes.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fulfilmentMoveSchema, vendorOrderDetailSchema, vendorOrderSummarySchema, vendorStatsSchema } from '@manzil/shared/contract';
import { apiErrorSchema as messageSchema, idParam } from '@manzil/shared/contract';
import { orderStatusEmail } from '../../emails/partner.ts';
import { notFound } from '../../lib/errors.ts';
import { storeUrl } from '../../services/partner/decisions.ts';
import { requireVendor } from '../../lib/vendor-access.ts';
import { refundCancelledPart } from '../../services/returns/returns.ts';

const ORDER_NOT_FOUND = 'order.not_found_yours';

const errors = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema, 409: messageSchema };
const params = z.object({ id: idParam('order') });

const vendorOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /api/vendor/orders — orders holding the vendor's products, newest first, with the vendor's status and subtotal (EGP). 401/403. */
  app.get(
    '/orders',
    { schema: { summary: "The vendor's orders", tags: ['vendor'], response: { 200: z.array(vendorOrderSummarySchema), ...errors } } },
    async (request) => {
      const account = await requireVendor(app, request);
      return app.repos.partner.fulfilment.list(account.vendorId);
    },
  );

  /** GET /api/vendor/orders/:id — the vendor's lines of the order, the shipping address and its status history; 404 when it holds none of theirs. */
  app.get(
    '/orders/:id',
    {
      schema: {
        summary: "One order's lines for the vendor",
        tags: ['vendor'],
        params,
        response: { 200: vendorOrderDetailSchema, ...errors },
      },
    },
    async (request) => {
      const account = await requireVendor(app, request);
      const order = await app.repos.partner.fulfilment.detail(account.vendorId, Number(request.params.id));
      if (!order) throw notFound(ORDER_NOT_FOUND);
      return order;
    },
  );

  /**
   * POST /api/vendor/orders/:id/status — `{ status: confirmed|shipped|delivered|cancelled,
   * trackingNumber? }` (tracking number required to ship). Moves the vendor's lines, returns
   * their stock on cancel, e-mails the shopper. 200 the order as GET; 409 a move not allowed.
   */
  app.post(
    '/orders/:id/status',
    {
      schema: {
        summary: "Move the vendor's lines of an order",
        tags: ['vendor'],
        params,
        body: fulfilmentMoveSchema,
        response: { 200: vendorOrderDetailSchema, ...errors },
      },
    },
    async (request) => {
      const account = await requireVendor(app, request);
      const id = Number(request.params.id);
      const moved = await app.repos.partner.fulfilment.move(
        account.vendorId,
        id,
        account.userId,
        request.body.status,
        request.body.trackingNumber,
      );
      if (!moved) throw notFound(ORDER_NOT_FOUND);
      // A cancellation by status move refunds a paid card part as POST …/cancel does.
      if (request.body.status === 'cancelled') await refundCancelledPart(app, id, account.vendorId);
      try {
        await app.mailer.send(orderStatusEmail(moved, storeUrl(request)));
      } catch (error) {
        // The move stands; the shopper still sees it on /trackorder.
        request.log.error({ err: error, orderNumber: moved.orderNumber }, 'could not e-mail the order status');
      }
      return (await app.repos.partner.fulfilment.detail(account.vendorId, id))!;
    },
  );

  /** GET /api/vendor/stats — the last 30 days: orders, revenue (EGP), per day, best sellers (cancelled lines left out). */
  app.get(
    '/stats',
    { schema: { summary: "The vendor's figures of the last 30 days", tags: ['vendor'], response: { 200: vendorStatsSchema, ...errors } } },
    async (request) => {
      const account = await requireVendor(app, request);
      return app.repos.partner.fulfilment.stats(account.vendorId, 30);
    },
  );
};

export default vendorOrderRoutes;
