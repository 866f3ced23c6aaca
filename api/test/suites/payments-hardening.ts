/**
 * Safe payments, second pass: each attack and the safe answer, on PGlite and on PostgreSQL.
 *
 * - a production start without PAYMENT_GATEWAY is refused with one line saying what to set;
 * - the sandbox's 3-D Secure page answers only the payment's own shopper, at an unguessable address;
 * - a stand-in Paymob on loopback that answers slowly, then not at all: the card checkout keeps
 *   its budget, the circuit breaker then fails card checkouts at once while cash on delivery
 *   still places orders, and it closes again after its reset time;
 * - the order confirmation's outbox row is written in the order's transaction;
 * - order tracking and placement are limited per client address.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { PAYMENT_GATEWAY_REQUIRED, PAYOUT_PROVIDER_REQUIRED } from '../../src/config.ts';
import { queryRows } from '../../src/db/client.ts';
import { orders } from '../../src/db/schema.ts';
import { SANDBOX_CARDS } from '../../src/services/payments/sandbox.ts';
import { getJson, removeDir, type TestContext } from '../helpers.ts';
import { newBillingShopper } from './billing.ts';
import { seedIfEmpty } from '../../src/seed/seed.ts';

const ADDRESS = { address1: '12 Road 233', city: 'Cairo', postalCode: '11742', country: 'Egypt' };
const NEW_CARD = { cardNumber: '4242424242424242', expiryDate: '08/31', cvv: '321' };

/** A listed product in stock under the cash-on-delivery cap. */
async function product(app: FastifyInstance) {
  const { body } = await getJson(app, '/api/products?pageSize=48&sort=price-asc');
  const found = (body.items as any[]).find((p) => !p.readyToShip && p.stock >= 20 && (p.salePrice ?? p.price) < 20_000);
  assert.ok(found, 'a product in stock under the cash-on-delivery cap');
  return found;
}

const place = (app: FastifyInstance, cookie: string, payload: object, key?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { shippingAddress: ADDRESS, phoneNumber: '+20 100 555 0101', ...payload },
  });

const outboxRowsFor = (app: FastifyInstance, email: string) =>
  queryRows<{ id: number }>(app.db, sql`select id from email_outbox where message->>'to' = ${email}`);

export function paymentsHardeningSuite(ctx: TestContext) {
  /** Starts `src/server.ts` with NODE_ENV=production and `env` on this backend: it must stop with `line` on stderr, never listening. */
  const assertRefused = (env: Record<string, string>, line: string) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'manzil-prod-start-'));
    try {
      const started = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: join(import.meta.dirname, '../..'),
        env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: ctx.databaseUrl ?? '', DATA_DIR: dataDir, PORT: '0', ...env },
        encoding: 'utf8',
        timeout: 60_000,
      });
      assert.equal(started.status, 1, started.stdout);
      assert.ok(started.stderr.includes(line), started.stderr);
      assert.doesNotMatch(started.stdout, /listening/);
    } finally {
      removeDir(dataDir);
    }
  };

  describe('payments in production: the sandbox only on purpose', () => {
    it('a production start without PAYMENT_GATEWAY is refused with one line saying what to set', () => {
      assertRefused({ PAYMENT_GATEWAY: '', PAYOUT_PROVIDER: 'sandbox' }, `PAYMENT_GATEWAY: ${PAYMENT_GATEWAY_REQUIRED}`);
    });
  });

  describe('payouts in production: the sandbox only on purpose', () => {
    it('a production start without PAYOUT_PROVIDER is refused with one line saying what to set', () => {
      assertRefused({ PAYMENT_GATEWAY: 'sandbox', PAYOUT_PROVIDER: '' }, `PAYOUT_PROVIDER: ${PAYOUT_PROVIDER_REQUIRED}`);
    });
  });

  describe('the sandbox 3-D Secure step belongs to the payment’s shopper', () => {
    it('no session, another shopper, a guessed or forged address: refused and nothing changes; the owner passes it once', async () => {
      const owner = await newBillingShopper(ctx.app);
      const other = await newBillingShopper(ctx.app);
      const item = await product(ctx.app);
      const started = await place(ctx.app, owner.cookie, {
        items: [{ productId: item._id, quantity: 1 }],
        paymentMethod: 'card',
        newCard: { ...NEW_CARD, cardNumber: SANDBOX_CARDS.threeDSecure },
      });
      assert.equal(started.statusCode, 201, started.body);
      const order = started.json();
      const path = new URL(order.nextAction.redirectUrl).pathname;
      const match = /^\/api\/payments\/sandbox\/3ds\/(\d+)\.([\w-]{43})$/.exec(path);
      assert.ok(match, `an unguessable address: ${path}`);
      const id = Number(match[1]);
      const state = async () => (await getJson(ctx.app, `/api/payments/orders/${order._id}`, { cookie: owner.cookie })).body.paymentStatus;
      const post = (url: string, cookie?: string) =>
        ctx.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
          payload: 'outcome=pass',
        });

      const anonymous = await ctx.app.inject({ url: path });
      assert.equal(anonymous.statusCode, 401);
      assert.match(anonymous.body, /Please sign in/);
      assert.equal((await post(path)).statusCode, 401, 'no session cannot pass it');
      for (const cookie of [other.cookie]) {
        const page = await ctx.app.inject({ url: path, headers: { cookie } });
        assert.equal(page.statusCode, 404, 'another shopper does not see it');
        assert.doesNotMatch(page.body, /3220/);
        assert.equal((await post(path, cookie)).statusCode, 404, 'another shopper cannot pass it');
      }
      for (const guessed of [
        `/api/payments/sandbox/3ds/${id}`,
        `${path.slice(0, -43)}${'A'.repeat(43)}`,
        path.replace(`/${id}.`, `/${id + 1}.`),
      ]) {
        assert.equal((await ctx.app.inject({ url: guessed, headers: { cookie: owner.cookie } })).statusCode, 404, guessed);
        assert.equal((await post(guessed, owner.cookie)).statusCode, 404, guessed);
      }
      assert.equal(await state(), 'pending', 'refused calls change nothing');

      const page = await ctx.app.inject({ url: path, headers: { cookie: owner.cookie } });
      assert.equal(page.statusCode, 200);
      assert.match(page.body, /ending in <strong>3220/);
      const done = await post(path, owner.cookie);
      assert.equal(done.statusCode, 200, done.body);
      assert.equal(await state(), 'paid');
      assert.equal((await post(path, owner.cookie)).statusCode, 404, 'a decided step cannot be decided again');
    });
  });

  describe('the confirmation e-mail is written in the order’s transaction', () => {
    it('a cash-on-delivery order and its outbox row exist together: a failure after the order insert leaves neither', async () => {
      const shopper = await newBillingShopper(ctx.app);
      const item = await product(ctx.app);
      const stockBefore = (await getJson(ctx.app, `/api/products/${item._id}`)).body.stock;
      // The shopper already has mail of their own (the sign-up link): count from here.
      const mailBefore = await outboxRowsFor(ctx.app, shopper.email);
      const mailer = ctx.app.mailer;
      const enqueue = mailer.enqueue;
      mailer.enqueue = async (tx, mail) => {
        await enqueue(tx, mail);
        throw new Error('the database went away after the outbox insert');
      };
      let failed;
      try {
        failed = await place(ctx.app, shopper.cookie, { items: [{ productId: item._id, quantity: 1 }], paymentMethod: 'cash-on-delivery' });
      } finally {
        mailer.enqueue = enqueue;
      }
      assert.equal(failed.statusCode, 500, failed.body);
      const none = await ctx.app.db.select({ id: orders.id }).from(orders).where(eq(orders.email, shopper.email));
      assert.deepEqual(none, [], 'no order without its mail');
      assert.deepEqual(await outboxRowsFor(ctx.app, shopper.email), mailBefore, 'no mail without its order');
      assert.equal((await getJson(ctx.app, `/api/products/${item._id}`)).body.stock, stockBefore, 'stock rolled back');

      const placed = await place(ctx.app, shopper.cookie, {
        items: [{ productId: item._id, quantity: 1 }],
        paymentMethod: 'cash-on-delivery',
      });
      assert.equal(placed.statusCode, 201, placed.body);
      assert.equal(
        (await outboxRowsFor(ctx.app, shopper.email)).length,
        mailBefore.length + 1,
        'the mail row is there when the order is answered',
      );
    });
  });

  describe('order tracking and placement are limited per client address', () => {
    it('61 look-ups of different orders from one address: the 61st waits (429 with Retry-After)', async () => {
      const remoteAddress = '198.51.100.201';
      for (let i = 0; i < 60; i++) {
        const miss = await ctx.app.inject({
          url: `/api/orders/track?orderNumber=MZ-20000102-${String(1000 + i)}&email=nobody${i}@example.com`,
          remoteAddress,
        });
        assert.equal(miss.statusCode, 404, miss.body);
      }
      const limited = await ctx.app.inject({ url: '/api/orders/track?orderNumber=MZ-20000102-2000&email=x@example.com', remoteAddress });
      assert.equal(limited.statusCode, 429, limited.body);
      assert.equal(limited.json().code, 'rate_limited');
      assert.ok(Number(limited.headers['retry-after']) > 0);
      const elsewhere = await ctx.app.inject({
        url: '/api/orders/track?orderNumber=MZ-20000102-2000&email=x@example.com',
        remoteAddress: '198.51.100.202',
      });
      assert.equal(elsewhere.statusCode, 404, 'another address is not held back');
    });

    it('121 order attempts from one address: the 121st is refused before any work (429)', async () => {
      const remoteAddress = '198.51.100.203';
      for (let i = 0; i < 120; i++) {
        const response = await ctx.app.inject({ method: 'POST', url: '/api/orders', remoteAddress, payload: {} });
        assert.notEqual(response.statusCode, 429, `attempt ${i + 1}`);
      }
      const limited = await ctx.app.inject({ method: 'POST', url: '/api/orders', remoteAddress, payload: {} });
      assert.equal(limited.statusCode, 429, limited.body);
      assert.equal(limited.json().code, 'rate_limited');
    });
  });

  describe('a slow, then silent gateway cannot stall checkout (stand-in Paymob on loopback)', () => {
    // Small figures to keep the test short, with room for a loaded machine; production's are 20 s and 8 s.
    const BUDGET_MS = 2_000;
    const CALL_TIMEOUT_MS = 1_000;
    const SLOW_MS = 700;
    const RESET_MS = 1_500;
    const MARGIN_MS = 1_000;
    let mode: 'ok' | 'slow' | 'silent' | 'pay-silent' = 'ok';
    const calls: string[] = [];
    let server: Server;
    let app: FastifyInstance;
    let dataDir = '';
    let nextId = 5_000;
    const hanging = new Set<ServerResponse>();

    function answer(request: IncomingMessage, response: ServerResponse) {
      request.resume();
      request.on('end', () => {
        const path = request.url ?? '';
        calls.push(path);
        const body =
          path === '/api/auth/tokens'
            ? { token: 'auth' }
            : path === '/api/ecommerce/orders'
              ? { id: ++nextId }
              : path === '/api/acceptance/payment_keys'
                ? { token: 'key' }
                : { id: ++nextId, success: true, pending: false };
        const send = () => {
          if (!response.writableEnded) response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        };
        if (mode === 'silent' || (mode === 'pay-silent' && path.endsWith('/pay'))) hanging.add(response);
        else if (mode === 'slow') setTimeout(send, SLOW_MS);
        else send();
      });
    }

    before(async () => {
      server = createServer(answer);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      dataDir = mkdtempSync(join(tmpdir(), 'manzil-breaker-'));
      app = await buildApp({
        dataDir,
        databaseUrl: ctx.databaseUrl,
        pgliteDir: 'memory://',
        seed: ctx.databaseUrl ? undefined : seedIfEmpty(60),
        trustProxy: ['127.0.0.1'],
        payments: {
          gateway: 'paymob',
          budgetMs: BUDGET_MS,
          paymob: {
            baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
            apiKey: 'stand-in',
            hmacSecret: 'stand-in-secret',
            cardIntegrationId: 1,
            motoIntegrationId: 2,
            verificationIntegrationId: 3,
            timeoutMs: CALL_TIMEOUT_MS,
            resetTimeoutMs: RESET_MS,
          },
        },
      });
    });
    after(async () => {
      for (const response of hanging) response.destroy();
      await app?.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      removeDir(dataDir);
    });

    const timed = async (promise: Promise<{ statusCode: number; body: string; json: () => any }>) => {
      const started = performance.now();
      const response = await promise;
      return { response, ms: performance.now() - started };
    };

    it('keeps the budget, opens the breaker (fast 503), keeps cash on delivery, and closes again after its reset time', async () => {
      const shopper = await newBillingShopper(app);
      const item = await product(app);
      const stockBefore = (await getJson(app, `/api/products/${item._id}`)).body.stock;
      const card = () =>
        place(app, shopper.cookie, { items: [{ productId: item._id, quantity: 1 }], paymentMethod: 'card', newCard: NEW_CARD });

      mode = 'ok';
      const paid = await card();
      assert.equal(paid.statusCode, 201, paid.body);
      assert.equal(paid.json().paymentStatus, 'paid', 'a healthy gateway pays');

      // Slow: each call answers in 700 ms, under the per-call timeout, but four do not fit the budget.
      mode = 'slow';
      calls.length = 0;
      const slow = await timed(card());
      assert.equal(slow.response.statusCode, 504, slow.response.body);
      assert.equal(slow.response.json().code, 'gateway_timeout');
      assert.ok(slow.ms < BUDGET_MS + MARGIN_MS, `the budget holds: ${Math.round(slow.ms)} ms`);
      assert.ok(!calls.includes('/api/acceptance/payments/pay'), 'the paying call was never sent, so nothing was charged');

      // Silent: every call hangs until the per-call timeout, until the breaker opens.
      mode = 'silent';
      let attempts = 0;
      while (!app.payments.gateway.isDown() && attempts < 8) {
        attempts += 1;
        const silent = await timed(card());
        assert.equal(silent.response.statusCode, 504, silent.response.body);
        assert.ok(silent.ms < BUDGET_MS + MARGIN_MS, `the budget holds: ${Math.round(silent.ms)} ms`);
      }
      assert.ok(app.payments.gateway.isDown(), `the breaker opened after ${attempts} silent checkouts`);

      const fast = await timed(card());
      assert.equal(fast.response.statusCode, 503, fast.response.body);
      assert.equal(fast.response.json().code, 'gateway_unavailable');
      assert.match(fast.response.json().message, /cash on delivery/);
      assert.ok(fast.ms < 2_000, `fails fast: ${Math.round(fast.ms)} ms`);

      const cod = await place(app, shopper.cookie, { items: [{ productId: item._id, quantity: 1 }], paymentMethod: 'cash-on-delivery' });
      assert.equal(cod.statusCode, 201, cod.body);

      const history = (await getJson(app, `/api/orders/orders/customer/${shopper.id}`, { cookie: shopper.cookie })).body as any[];
      assert.deepEqual(
        history.map((o) => [o.paymentMethod, o.status]).sort(),
        [
          ['card', 'cancelled'],
          ...Array.from({ length: attempts }, () => ['card', 'cancelled']),
          ['card', 'confirmed'],
          ['cash-on-delivery', 'placed'],
        ].sort(),
        'timed-out orders are cancelled; the fast failure wrote nothing',
      );
      assert.equal((await getJson(app, `/api/products/${item._id}`)).body.stock, stockBefore - 2, 'stock of the failed checkouts is back');

      // After the reset time one trial call goes through; a healthy answer closes the breaker.
      mode = 'ok';
      await new Promise((resolve) => setTimeout(resolve, RESET_MS + 100));
      const again = await card();
      assert.equal(again.statusCode, 201, again.body);
      assert.equal(again.json().paymentStatus, 'paid');
      assert.equal(app.payments.gateway.isDown(), false);
    });

    it('an unanswered paying call keeps the order pending for the gateway’s callback instead of inviting a second charge', async () => {
      const shopper = await newBillingShopper(app);
      const item = await product(app);
      mode = 'pay-silent';
      calls.length = 0;
      const key = `unconfirmed-${Date.now()}`;
      const payload = { items: [{ productId: item._id, quantity: 1 }], paymentMethod: 'card', newCard: NEW_CARD };
      const unconfirmed = await timed(place(app, shopper.cookie, payload, key));
      assert.equal(unconfirmed.response.statusCode, 504, unconfirmed.response.body);
      assert.equal(unconfirmed.response.json().code, 'payment_unconfirmed');
      assert.match(unconfirmed.response.json().message, /MZ-\d{8}-\d+ is waiting .* do not pay for it again/);
      assert.ok(unconfirmed.ms < BUDGET_MS + MARGIN_MS, `the budget holds: ${Math.round(unconfirmed.ms)} ms`);
      assert.equal(calls.filter((path) => path.endsWith('/pay')).length, 1, 'the paying call was sent once, never retried');
      const [order] = await app.db
        .select({ paymentStatus: orders.paymentStatus, paymentReference: orders.paymentReference })
        .from(orders)
        .where(eq(orders.email, shopper.email));
      assert.equal(order?.paymentStatus, 'pending');
      assert.ok(order?.paymentReference, 'the gateway order is remembered for its callback');

      // The shopper's retry with the same key gets the same answer: no second order, no second paying call.
      const retried = await place(app, shopper.cookie, payload, key);
      assert.equal(retried.statusCode, 504, retried.body);
      assert.equal(retried.headers['idempotent-replayed'], 'true');
      assert.equal(retried.json().code, 'payment_unconfirmed');
      assert.equal(calls.filter((path) => path.endsWith('/pay')).length, 1, 'no second paying call');
      const placedOrders = await app.db.select({ id: orders.id }).from(orders).where(eq(orders.email, shopper.email));
      assert.equal(placedOrders.length, 1, 'no second order');
      mode = 'ok';
    });
  });
}
