/**
 * Payment callbacks and the way back from 3-D Secure.
 *
 * - `POST /api/payments/callback/:gateway?hmac=` — the gateway's transaction processed callback
 *   (Paymob's shape: JSON `{ type: 'TRANSACTION', obj }`), HMAC-verified; a bad or missing HMAC
 *   is 401 `bad_hmac`, a replay 409 `callback_replayed`, and neither changes anything.
 * - `GET /api/payments/return/:gateway?…&hmac=` — the transaction response callback the shopper's
 *   browser brings back; verified the same way, applied at most once, then 303 to the store page.
 * - `GET|POST /api/payments/sandbox/3ds/:challenge` — the sandbox gateway's 3-D Secure page: its
 *   address is unguessable and it answers only the payment's own shopper (session cookie).
 * - `GET /api/payments/orders/:orderId` — the session's own order with its payment state.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutOrderSchema, idParam, apiErrorSchema as messageSchema } from '@manzil/shared/contract';
import { HttpError, notFound } from '../lib/errors.ts';
import { checkoutService } from '../services/payments/checkout.ts';
import { startPeriodic } from '../lib/periodic.ts';
import { msg, say } from '../i18n/translate.ts';

const BAD_HMAC = 'payment.bad_hmac';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string, refreshTo?: string): string {
  const refresh = refreshTo ? `<meta http-equiv="refresh" content="0;url=${escapeHtml(refreshTo)}">` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${refresh}<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f6f3ee;color:#2b2118;margin:0;padding:2rem 1rem}main{max-inline-size:28rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 12px #0001}h1{font-size:1.25rem;margin-block:0 1rem}p{line-height:1.5}.row{display:flex;gap:.75rem;flex-wrap:wrap;margin-block-start:1.5rem}button,a.button{font:inherit;border:0;border-radius:8px;padding:.75rem 1.25rem;cursor:pointer;text-decoration:none}.ok{background:#7a4b2a;color:#fff}.no{background:#eee;color:#2b2118}small{color:#6b5e52}</style></head><body><main>${body}</main></body></html>`;
}

const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkout = checkoutService(app);
  const { gateway, sandbox } = app.payments;
  startPeriodic(app, () => checkout.cancelAbandonedPayments(), app.payments.pendingSweepMs, 'cancelling abandoned card payments failed');

  // The 3-D Secure page posts a plain HTML form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const gatewayParam = z.object({ gateway: z.enum(['sandbox', 'paymob']) });
  const refuseOtherGateway = (name: string) => {
    if (name !== gateway.name) throw new HttpError(404, msg('payment.unknown_gateway', { name }), { code: 'unknown_gateway' });
  };

  /**
   * POST /api/payments/callback/:gateway?hmac= — Paymob's transaction processed callback. 200;
   * 400/401/404/409; 502 `refund_failed` when a charge that arrived after its order was cancelled
   * could not be refunded yet (the gateway delivers the callback again, and the refund is retried).
   */
  app.post(
    '/callback/:gateway',
    {
      schema: {
        summary: 'Transaction processed callback (HMAC-signed)',
        tags: ['payments'],
        params: gatewayParam,
        querystring: z.object({ hmac: z.string().max(256).optional() }).loose(),
        body: z.object({ type: z.string().max(40), obj: z.record(z.string(), z.unknown()) }).loose(),
        response: {
          200: messageSchema,
          400: messageSchema,
          401: messageSchema,
          404: messageSchema,
          409: messageSchema,
          502: messageSchema,
        },
      },
    },
    async (request) => {
      refuseOtherGateway(request.params.gateway);
      if (request.body.type !== 'TRANSACTION') throw new HttpError(400, 'payment.unsupported_callback', { code: 'unsupported_callback' });
      const verified = gateway.verifyCallback({ query: request.query, body: request.body });
      if (!verified) throw new HttpError(401, BAD_HMAC, { code: 'bad_hmac' });
      await checkout.applyCallback(request, gateway.name, verified, 'refuse');
      return { message: say(request, 'payment.callback_processed') };
    },
  );

  /** GET /api/payments/return/:gateway?…&hmac= — the browser's way back: verify, apply once, 303 to the store. */
  app.get(
    '/return/:gateway',
    {
      schema: {
        summary: 'Transaction response callback (browser redirect, HMAC-signed)',
        tags: ['payments'],
        params: gatewayParam,
        querystring: z.record(z.string(), z.string().max(512)),
      },
    },
    async (request, reply) => {
      refuseOtherGateway(request.params.gateway);
      const verified = gateway.verifyCallback({ query: request.query });
      if (!verified) throw new HttpError(401, BAD_HMAC, { code: 'bad_hmac' });
      const { order } = await checkout.applyCallback(request, gateway.name, verified, 'ignore');
      return reply.redirect(order.paymentReturnUrl ?? '/', 303);
    },
  );

  /** GET /api/payments/orders/:orderId — the session's own order with its payment state (after 3-D Secure). 401/404. */
  app.get(
    '/orders/:orderId',
    {
      schema: {
        summary: "An order's payment state",
        tags: ['payments'],
        security: [{ shopper: [] }],
        params: z.object({ orderId: idParam('order') }),
        response: { 200: checkoutOrderSchema, 400: messageSchema, 401: messageSchema, 404: messageSchema },
      },
    },
    async (request) => {
      const account = await app.sessions.require(request, 'shopper');
      const order = await app.repos.orders.byId(Number(request.params.orderId), account.userId);
      if (!order) throw notFound('order.not_found_yours');
      return order;
    },
  );

  if (!sandbox) return;

  const challengeParam = z.object({ challenge: z.string().min(1).max(80) });
  const over = (body = '<p>There is nothing left to confirm. You can close this page.</p>') =>
    page('3-D Secure', `<h1>This verification is over</h1>${body}`);

  /**
   * The pending transaction a 3-D Secure page address names, when it is the signed-in shopper's
   * own payment: `'sign-in'` without a shopper session, null for a forged address, a payment of
   * another shopper or one already decided (one answer for all three, so nothing is revealed).
   */
  async function ownPendingChallenge(request: FastifyRequest, challenge: string) {
    const account = await app.sessions.read(request, 'shopper');
    if (!account) return 'sign-in' as const;
    const id = sandbox!.transactionOfChallenge(challenge);
    const tx = id === null ? null : await sandbox!.pendingThreeDSecure(id);
    if (!tx) return null;
    return (await app.repos.orders.ownerOf(tx.merchantOrderId)) === account.userId ? tx : null;
  }

  const signInPage = () =>
    page(
      '3-D Secure',
      '<h1>Please sign in</h1><p>Only the shopper who placed this order can confirm its payment. Sign in to Manzil in this browser, then open this page again.</p>',
    );

  /**
   * GET /api/payments/sandbox/3ds/:challenge — the sandbox's 3-D Secure challenge page (HTML,
   * SPEC §5 checkout, card payment). Takes the unguessable address `nextAction.redirectUrl` of
   * POST /api/orders gave (`<transaction id>.<signature>`) and the shopper session cookie.
   * 200 the page with the amount (EGP) and the card's brand and last four digits; 401 "Please sign
   * in" without a shopper session; 404 "This verification is over" for a forged address, another
   * shopper's payment or one already decided.
   */
  app.get('/sandbox/3ds/:challenge', { schema: { hide: true, params: challengeParam } }, async (request, reply) => {
    const tx = await ownPendingChallenge(request, request.params.challenge);
    reply.type('text/html; charset=utf-8');
    if (tx === 'sign-in') return reply.code(401).send(signInPage());
    if (!tx) return reply.code(404).send(over());
    const amount = `LE ${(tx.amountCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    return page(
      '3-D Secure — Manzil sandbox',
      `<h1>Confirm your payment</h1><p>Manzil asks you to confirm a payment of <strong>${amount}</strong> with your ${escapeHtml(tx.brand)} card ending in <strong>${escapeHtml(tx.last4)}</strong>.</p>
<small>This is the sandbox gateway's 3-D Secure step: no bank is contacted.</small>
<form method="post" class="row"><button class="ok" name="outcome" value="pass">Confirm payment</button><button class="no" name="outcome" value="fail">Cancel payment</button></form>`,
    );
  });

  /**
   * POST /api/payments/sandbox/3ds/:challenge — ends the step (SPEC §5 checkout, card payment).
   * Takes the page's form `outcome=pass|fail` and the shopper session cookie; the sandbox sends
   * its signed processed callback, then the page sends the browser back through
   * GET /api/payments/return/sandbox. 200 that page; 401 without a shopper session; 404 (the
   * same "over" page) for a forged address, another shopper's payment or one already decided —
   * nothing changes then.
   */
  app.post(
    '/sandbox/3ds/:challenge',
    { schema: { hide: true, params: challengeParam, body: z.object({ outcome: z.enum(['pass', 'fail']) }) } },
    async (request, reply) => {
      const tx = await ownPendingChallenge(request, request.params.challenge);
      reply.type('text/html; charset=utf-8');
      if (tx === 'sign-in') return reply.code(401).send(signInPage());
      const done = tx ? await sandbox.completeThreeDSecure(tx.id, request.body.outcome === 'pass') : null;
      if (!done) return reply.code(404).send(over('<p>You can close this page.</p>'));
      // Delivered as Paymob delivers it: a signed POST to the shop's callback URL.
      const delivered = await app.inject({ method: 'POST', url: `/api/payments/callback/sandbox?hmac=${done.hmac}`, payload: done.body });
      if (delivered.statusCode !== 200) request.log.warn({ status: delivered.statusCode }, 'the sandbox callback was refused');
      const back = `/api/payments/return/sandbox?${new URLSearchParams(done.responseQuery).toString()}`;
      return page(
        'Returning to Manzil',
        `<h1>Returning to Manzil…</h1><p><a class="button ok" href="${escapeHtml(back)}">Continue</a></p>`,
        back,
      );
    },
  );
};

export default paymentRoutes;
