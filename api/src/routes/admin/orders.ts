/** The admin panel's orders tab: all orders with their status. Admins and support. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrderPageSchema, adminOrdersQuerySchema, apiErrorSchema as messageSchema } from '@manzil/shared/contract';

const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * GET /api/admin/orders?status=&page=&pageSize= — every order, newest first (`AdminOrderPage`;
   * totals in EGP); `status` (placed, confirmed, shipped, delivered, cancelled) narrows it.
   * 400 bad query; 401/403 by the role matrix (permission `orders`: admin, support).
   */
  app.get(
    '/',
    {
      preValidation: app.staffGuard('orders'),
      schema: {
        summary: 'All orders',
        tags: ['admin'],
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrderPageSchema, 400: messageSchema, 401: messageSchema, 403: messageSchema },
      },
    },
    async (request) => app.repos.adminOrders.list(request.query),
  );
};

export default adminOrderRoutes;
