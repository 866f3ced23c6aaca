/**
 * The vendor's notifications: new orders, low stock, decisions. The
 * vendor navigation polls `GET /api/vendor/notifications/unread` for its badge. Other vendors'
 * notification ids change nothing.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { markNotificationsReadSchema, vendorNotificationListSchema } from '@manzil/shared/contract';
import { apiErrorSchema as messageSchema, wholeNumber } from '@manzil/shared/contract';
import { requireVendor } from '../../lib/vendor-access.ts';

const errors = { 400: messageSchema, 401: messageSchema, 403: messageSchema };

const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * GET /api/vendor/notifications?limit=&before= — newest first, and the unread count. Any
   * signed-in vendor (an applicant sees its decision here too). 401/403.
   */
  app.get(
    '/notifications',
    {
      schema: {
        summary: "The vendor's notifications",
        tags: ['vendor'],
        querystring: z.object({ limit: wholeNumber(1, 100).default(50), before: wholeNumber(1, 2_147_483_647).optional() }),
        response: { 200: vendorNotificationListSchema, ...errors },
      },
    },
    async (request) => {
      const account = await requireVendor(app, request, { approved: false });
      const { limit, before } = request.query as { limit: number; before?: number };
      return app.repos.partner.notifications.list(account.vendorId, { limit, beforeId: before });
    },
  );

  /** GET /api/vendor/notifications/unread — `{ unread }`, for the navigation badge (polled). */
  app.get(
    '/notifications/unread',
    { schema: { summary: 'Unread notifications', tags: ['vendor'], response: { 200: z.object({ unread: z.number().int() }), ...errors } } },
    async (request, reply) => {
      const account = await requireVendor(app, request, { approved: false });
      reply.header('Cache-Control', 'no-store');
      return { unread: await app.repos.partner.notifications.unread(account.vendorId) };
    },
  );

  /** POST /api/vendor/notifications/read — `{ ids? }` (all when absent): marks the vendor's own read. `{ changed, unread }`. */
  app.post(
    '/notifications/read',
    {
      schema: {
        summary: 'Mark notifications read',
        tags: ['vendor'],
        body: markNotificationsReadSchema.optional(),
        response: { 200: z.object({ changed: z.number().int(), unread: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      const account = await requireVendor(app, request, { approved: false });
      const ids = request.body?.ids?.map(Number);
      const changed = await app.repos.partner.notifications.markRead(account.vendorId, ids);
      return { changed, unread: await app.repos.partner.notifications.unread(account.vendorId) };
    },
  );
};

export default notificationRoutes;
