/**
 * Each attack in docs/security.md and the safe answer — production defaults,
 * development helpers off by default, idempotent orders, NUL bytes, unlisted products, headers,
 * newsletter, security.txt and the durable e-mail outbox. Runs on PGlite and on PostgreSQL.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { queryRows } from '../../src/db/client.ts';
import { emailOutbox, idempotencyKeys } from '../../src/db/security-schema.ts';
import { NUL_MESSAGE } from '../../src/plugins/reject-nul.ts';
import { createAdmin } from '../../src/seed/create-admin.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SHOPPER } from '../../src/seed/demo-accounts.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { everyProduct, getJson, removeDir, signIn, signUpShopper, type TestContext } from '../helpers.ts';
import { seedIfEmpty } from '../../src/seed/seed.ts';

const ADDRESS = { address1: '3 Talaat Harb St', city: 'Cairo', postalCode: '11511', country: 'Egypt' };
let seq = 0;

async function shopper(app: FastifyInstance) {
  const email = `hardening-${process.pid}-${Date.now()}-${++seq}@example.com`;
  const { cookie } = await signUpShopper(app, { firstName: 'Dina', lastName: 'Fathy', email, password: 'Alexandria#77' });
  return { email, cookie };
}

async function inStock(app: FastifyInstance, count: number) {
  const { body } = await getJson(app, '/api/products?pageSize=48&sort=price-asc');
  return (body.items as any[]).filter((p) => p.stock >= 5).slice(0, count);
}

/** A PostgreSQL database of its own (empty), next to the run's one. */
async function emptyPostgres(runUrl: string) {
  const admin = new pg.Client({ connectionString: runUrl });
  await admin.connect();
  const name = `manzil_api_empty_${process.pid}_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(runUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end().catch(() => {});
    },
  };
}

export function securityHardeningSuite(ctx: TestContext) {
  describe('security §2 and §4: production is the safe default', () => {
    it('a production start on an empty database has no account; the first admin comes from createAdmin (≥ 12 characters)', async () => {
      const empty = ctx.databaseUrl ? await emptyPostgres(ctx.databaseUrl) : null;
      const dataDir = mkdtempSync(join(tmpdir(), 'manzil-prod-'));
      // What server.ts does with NODE_ENV=production: loadConfig gives seedDemo false.
      const app = await buildApp({ dataDir, databaseUrl: empty?.url, pgliteDir: 'memory://', production: true });
      try {
        assert.equal(await app.repos.users.hasAccounts(), false);
        for (const account of DEMO_ACCOUNTS) {
          const area = account.role === 'shopper' ? 'auth' : account.role;
          const response = await app.inject({
            method: 'POST',
            url: `/api/${area}/login`,
            payload: { email: account.email, password: DEMO_PASSWORD },
          });
          assert.equal(response.statusCode, 401, `${account.email} cannot sign in`);
        }
        await assert.rejects(createAdmin(app.db, { email: 'owner@manzil.eg', password: 'short-pass1' }), /at least 12 characters/);
        assert.equal(await app.repos.users.hasAccounts(), false, 'a refused password creates nothing');
        await createAdmin(app.db, { email: ' Owner@Manzil.eg ', password: 'A long admin passphrase' });
        await assert.rejects(createAdmin(app.db, { email: 'owner@manzil.eg', password: 'Another long passphrase' }), /already exists/);
        const signIn = await app.inject({
          method: 'POST',
          url: '/api/admin/login',
          payload: { email: 'owner@manzil.eg', password: 'A long admin passphrase' },
        });
        assert.equal(signIn.statusCode, 200, signIn.body);
      } finally {
        await app.close();
        removeDir(dataDir);
        await empty?.drop();
      }
    });

    it('GET /api/dev/outbox only with devOutbox; /api/docs/json in production only with apiDocs', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'manzil-dev-'));
      const common = { dataDir, databaseUrl: ctx.databaseUrl, pgliteDir: 'memory://' };
      const development = await buildApp(common);
      const production = await buildApp({ ...common, production: true });
      const documented = await buildApp({ ...common, production: true, apiDocs: true });
      try {
        assert.equal(
          (await development.inject({ url: '/api/dev/outbox' })).statusCode,
          404,
          'development without DEV_OUTBOX hides the outbox',
        );
        assert.equal((await development.inject({ url: '/api/docs/json' })).statusCode, 200);
        assert.equal((await production.inject({ url: '/api/docs/json' })).statusCode, 404);
        assert.equal((await production.inject({ url: '/api/dev/outbox' })).statusCode, 404);
        assert.equal((await documented.inject({ url: '/api/docs/json' })).statusCode, 200);
        assert.equal((await ctx.app.inject({ url: '/api/dev/outbox' })).statusCode, 200, 'the test app sets devOutbox');
      } finally {
        await Promise.all([development.close(), production.close(), documented.close()]);
        removeDir(dataDir);
      }
    });
  });

  describe('security §6: idempotent POST /api/orders', () => {
    const place = (cookie: string, body: object, key?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: body,
        headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
      });

    it('the same key and body place one order and replay the stored answer; another body 422; in flight 409', async () => {
      const { cookie } = await shopper(ctx.app);
      const [a, b] = await inStock(ctx.app, 2);
      const body = {
        items: [{ productId: a._id, quantity: 1 }],
        shippingAddress: ADDRESS,
        phoneNumber: '+20 100 555 0101',
        paymentMethod: 'cash-on-delivery',
      };
      const stock = async () => (await getJson(ctx.app, `/api/products/${a._id}`)).body.stock as number;
      const before = await stock();
      const key = `order-${Date.now()}-${seq}`;

      const first = await place(cookie, body, key);
      assert.equal(first.statusCode, 201, first.body);
      assert.equal(first.headers['idempotent-replayed'], undefined);
      // The client retries after a dropped connection: same key, same body (keys in another order).
      const retry = await place(
        cookie,
        { paymentMethod: body.paymentMethod, phoneNumber: body.phoneNumber, shippingAddress: ADDRESS, items: body.items },
        key,
      );
      assert.equal(retry.statusCode, 201);
      assert.equal(retry.headers['idempotent-replayed'], 'true');
      assert.deepEqual(retry.json(), first.json());
      assert.equal(await stock(), before - 1, 'one order, stock lowered once');
      const customerId = (await getJson(ctx.app, '/api/auth/session', { cookie })).body.user.id;
      assert.equal((await getJson(ctx.app, `/api/orders/orders/customer/${customerId}`, { cookie })).body.length, 1);

      const other = await place(cookie, { ...body, items: [{ productId: b._id, quantity: 1 }] }, key);
      assert.equal(other.statusCode, 422);
      assert.equal(other.json().code, 'idempotency_key_reused');

      // Another session's same key is its own.
      const second = await shopper(ctx.app);
      const theirs = await place(second.cookie, body, key);
      assert.equal(theirs.statusCode, 201);
      assert.equal(theirs.headers['idempotent-replayed'], undefined);
      assert.notEqual(theirs.json().orderNumber, first.json().orderNumber);

      // While the first request with a key runs, a second gets 409.
      const scope = `session:${createHash('sha256').update(cookie.split('=')[1]!).digest('hex')}`;
      const fingerprint = (await ctx.app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))[0]!.fingerprint;
      const [kept] = await queryRows<{ hours: number }>(
        ctx.app.db,
        sql`select round(extract(epoch from expires_at - created_at) / 3600)::int as hours from idempotency_keys where key = ${key} and scope = ${scope}`,
      );
      assert.equal(kept!.hours, 24, 'kept 24 h');
      await ctx.app.db
        .insert(idempotencyKeys)
        .values({ scope, key: `${key}-running`, fingerprint, expiresAt: new Date(Date.now() + 86_400_000) });
      const running = await place(cookie, body, `${key}-running`);
      assert.equal(running.statusCode, 409);
      assert.equal(running.json().code, 'idempotency_in_flight');

      assert.equal((await place(cookie, body, 'bad key with spaces')).statusCode, 400);
    });
  });

  describe('security §7: NUL bytes', () => {
    it('answers a \\u0000 in any body string or query value with 400 and a sentence, never 500', async () => {
      const nul = 'a\u0000b';
      const cases = [
        {
          method: 'POST' as const,
          url: '/api/auth/signup',
          payload: { firstName: nul, lastName: 'x', email: 'nul@example.com', password: 'long-enough-1' },
        },
        { method: 'POST' as const, url: '/api/auth/login', payload: { email: `x${nul}@example.com`, password: 'x' } },
        { method: 'POST' as const, url: '/api/vendor/login', payload: { email: 'v@example.com', password: nul } },
        { method: 'POST' as const, url: '/api/admin/login', payload: { email: 'a@example.com', password: nul } },
        { method: 'POST' as const, url: '/api/newsletter/subscribe', payload: { email: `n${nul}@example.com` } },
        {
          method: 'POST' as const,
          url: '/api/contact',
          payload: { name: 'N', email: 'n@example.com', subject: 's', message: { deep: [nul] } },
        },
        { method: 'GET' as const, url: '/api/products/search-suggestions?query=so%00fa' },
        { method: 'GET' as const, url: '/api/orders/track?orderNumber=MZ-20261121-0042%00&email=a@example.com' },
        { method: 'GET' as const, url: '/api/products?q=%00' },
      ];
      for (const c of cases) {
        const response = await ctx.app.inject({ ...c, remoteAddress: '192.0.2.200' });
        assert.equal(response.statusCode, 400, `${c.method} ${c.url}: ${response.body}`);
        assert.deepEqual(response.json().message, NUL_MESSAGE);
        assert.equal(response.json().code, 'nul_character');
      }
    });
  });

  describe('security §8 and §9: unlisted products and headers', () => {
    it('no public call returns an unlisted product', async () => {
      const unlisted = (await everyProduct(ctx.app)).filter((p) => !p.status);
      assert.ok(unlisted.length > 0);
      const ids = new Set(unlisted.map((p) => p._id));
      for (const url of ['/api/products/getproducts/', '/api/products/getproducts/readytoship']) {
        const { body } = await getJson(ctx.app, url);
        assert.equal(body.filter((p: any) => ids.has(p._id)).length, 0, url);
      }
      assert.equal((await getJson(ctx.app, `/api/products/${unlisted[0]._id}`)).status, 404);
      assert.equal((await getJson(ctx.app, `/api/products/${unlisted[0]._id}/related`)).status, 404);
    });

    it('every answer has nosniff and frame-ancestors none; personal ones Cache-Control: no-store', async () => {
      const { cookie } = await shopper(ctx.app);
      const customerId = (await getJson(ctx.app, '/api/auth/session', { cookie })).body.user.id;
      const personal = ['/api/auth/session', '/api/getUser', `/api/orders/orders/customer/${customerId}`, '/api/favorites'];
      for (const url of personal) {
        const response = await ctx.app.inject({ url, headers: { cookie } });
        assert.equal(response.headers['cache-control'], 'no-store', url);
        assert.equal(response.headers['x-content-type-options'], 'nosniff', url);
      }
      const signIn = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '192.0.2.201',
        payload: { email: DEMO_SHOPPER.email, password: DEMO_PASSWORD },
      });
      assert.equal(signIn.headers['cache-control'], 'no-store');
      const catalog = await ctx.app.inject({ url: '/api/categories/categories' });
      assert.notEqual(catalog.headers['cache-control'], 'no-store', 'the public catalog stays cacheable');
      assert.equal(catalog.headers['x-content-type-options'], 'nosniff');
      assert.match(String(catalog.headers['content-security-policy']), /frame-ancestors 'none'/);
      assert.equal(catalog.headers['referrer-policy'], 'strict-origin-when-cross-origin');
      const missing = await ctx.app.inject({ url: '/api/nothing-here' });
      assert.equal(missing.headers['x-content-type-options'], 'nosniff');
    });
  });

  describe('security §10: small leaks and lost e-mails', () => {
    it('publishes /.well-known/security.txt', async () => {
      const response = await ctx.app.inject({ url: '/.well-known/security.txt' });
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['content-type']), /^text\/plain/);
      assert.match(response.body, /^Contact: mailto:security@manzil\.eg$/m);
      const expires = new Date(/^Expires: (.+)$/m.exec(response.body)![1]!);
      assert.ok(expires.getTime() > Date.now() && expires.getTime() < Date.now() + 366 * 86_400_000, 'Expires within a year');
    });

    it('an order confirmation that fails while the mailer is down is kept and retried until sent', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'manzil-outbox-'));
      writeFileSync(join(dataDir, 'outbox'), 'a file where the outbox folder should be: the transport fails');
      const app = await buildApp({
        dataDir,
        databaseUrl: ctx.databaseUrl,
        pgliteDir: 'memory://',
        seed: ctx.databaseUrl ? undefined : seedIfEmpty(40),
        devOutbox: true,
        mailRetryMs: 0,
      });
      try {
        // The mailer is down, so no sign-up link could arrive: the account is made directly.
        const email = `outbox-${process.pid}-${Date.now()}@example.com`;
        await app.repos.users.createShopper({
          firstName: 'Dina',
          lastName: 'Fathy',
          email,
          passwordHash: await hashPassword('Alexandria#77'),
        });
        const { cookie } = await signIn(app, 'auth', email, 'Alexandria#77');
        const [product] = await inStock(app, 1);
        const placed = await app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: { cookie },
          payload: {
            items: [{ productId: product._id, quantity: 1 }],
            shippingAddress: ADDRESS,
            phoneNumber: '+20 100 555 0102',
            paymentMethod: 'cash-on-delivery',
          },
        });
        assert.equal(placed.statusCode, 201, 'the order stands while the mailer is down');
        const pending = async () => (await app.db.select().from(emailOutbox)).filter((row) => (row.message as { to: string }).to === email);
        for (let i = 0; i < 50 && !(await pending())[0]?.lastError; i++) await new Promise((resolve) => setTimeout(resolve, 50));
        const [row] = await pending();
        assert.ok(row && row.sentAt === null && row.lastError, 'the confirmation waits in the outbox with the failure');
        assert.ok(row.nextAttemptAt.getTime() > Date.now(), 'and a retry is scheduled');
        assert.equal(await app.mailer.flush(), 0, 'not due yet');

        rmSync(join(dataDir, 'outbox'));
        await app.db
          .update(emailOutbox)
          .set({ nextAttemptAt: new Date(Date.now() - 1000) })
          .where(eq(emailOutbox.id, row.id));
        assert.equal(await app.mailer.flush(), 1);
        const [sent] = await pending();
        assert.ok(sent!.sentAt, 'sent on the retry');
        assert.equal(sent!.attempts, 2);
        assert.deepEqual(Object.keys(sent!.message as object).sort(), ['subject', 'to'], 'the body is not kept once sent');
        assert.equal(readdirSync(join(dataDir, 'outbox')).length, 1);
        const { body } = await getJson(app, '/api/dev/outbox');
        assert.ok(body.messages.some((m: any) => m.to === email && /order/i.test(m.subject)));
      } finally {
        await app.close();
        removeDir(dataDir);
      }
    });
  });
}
