/**
 * `POST /api/checkout/quote`: the server's totals for the cart — prices from the
 * catalog, the promo code checked for the session's e-mail, shipping 0 (SPEC §9) — and whether
 * cash on delivery is offered (orders up to EGP 25,000). The client shows these; it never sends
 * prices of its own.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quoteBody, quoteSchema, apiErrorSchema as messageSchema } from '@manzil/shared/contract';
import { checkoutService } from '../services/payments/checkout.ts';

const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkout = checkoutService(app);
  /**
   * POST /api/checkout/quote — `{ items: [{productId, quantity}], promoCode? }` → `CheckoutQuote`
   * (EGP). 400 `promo_unknown` / `promo_expired`, 409 `promo_used` (a sentence each), 401
   * without a session, 409 for a product no longer sold, 429 when rate-limited (docs/security.md).
   */
  app.post(
    '/quote',
    {
      // Guessing codes: 10 refused codes per shopper and 50 calls per address in 15 minutes.
      config: { limit: { name: 'codeCheck', account: async (request) => String((await app.sessions.require(request, 'shopper')).userId) } },
      schema: {
        summary: 'Price the cart and check a promo code',
        tags: ['checkout'],
        security: [{ shopper: [] }],
        body: quoteBody,
        response: { 200: quoteSchema, 400: messageSchema, 401: messageSchema, 409: messageSchema, 429: messageSchema },
      },
    },
    async (request) => {
      const account = await app.sessions.require(request, 'shopper');
      const items = request.body.items.map((item) => ({ productId: Number(item.productId), quantity: item.quantity }));
      return checkout.quote(items, request.body.promoCode, account.email);
    },
  );
};

export default checkoutRoutes;
