/**
 * Brute-force limits. The attack (many wrong passwords for one account, from
 * rotating X-Forwarded-For values, split over two API processes) and the safe answer (429 with
 * Retry-After and a sentence after 10 failures per account per 15 minutes).
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { databaseStore } from '../../src/lib/rate-limit-store.ts';
import rateLimitPlugin from '../../src/plugins/external/rate-limit.ts';
import { removeDir, signUpShopper, type TestContext } from '../helpers.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PASSWORD = 'Correct-horse-42';
let accounts = 0;

/** Signs up a fresh shopper (so a lockout touches no other test) and returns its e-mail. */
async function freshAccount(app: FastifyInstance): Promise<string> {
  const email = `limit-${process.pid}-${Date.now()}-${++accounts}@example.com`;
  await signUpShopper(
    app,
    { firstName: 'Rana', lastName: 'Samir', email, password: PASSWORD },
    { remoteAddress: `198.18.${accounts % 250}.1` },
  );
  return email;
}

const login = (app: FastifyInstance, email: string, password: string, options: { ip?: string; xff?: string; url?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: options.url ?? '/api/auth/login',
    remoteAddress: options.ip ?? '192.0.2.20',
    headers: options.xff ? { 'x-forwarded-for': options.xff } : {},
    payload: { email, password },
  });

function assertLimited(response: Awaited<ReturnType<typeof login>>) {
  assert.equal(response.statusCode, 429, response.body);
  const retryAfter = Number(response.headers['retry-after']);
  assert.ok(retryAfter > 0 && retryAfter <= 15 * 60, `Retry-After ${response.headers['retry-after']}`);
  const body = response.json();
  assert.equal(body.code, 'rate_limited');
  assert.match(body.message, /^Too many .+\.$/);
}

/** A bare app with only the limiter and two routes, to test the limits' independence. */
async function limiterOnly(store: 'memory' | 'redis', redisUrl?: string) {
  const app = Fastify();
  await app.register(rateLimitPlugin, { store, redisUrl });
  const { default: errorHandler } = await import('../../src/plugins/error-handler.ts');
  await app.register(errorHandler);
  app.post('/sign-in', { config: { limit: 'signIn' } }, async (request, reply) =>
    (request.body as { password: string }).password === 'right' ? { ok: true } : reply.code(401).send({ message: 'no' }),
  );
  app.post('/check-code', { config: { limit: 'codeCheck' } }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 6379 });
    socket.setTimeout(800);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

export function securityLimitsSuite(ctx: TestContext) {
  describe('security §1: brute-force limits', () => {
    it('100 wrong passwords for one account from rotating X-Forwarded-For: the 11th and later get 429', async () => {
      const email = await freshAccount(ctx.app);
      const statuses: number[] = [];
      let limited: Awaited<ReturnType<typeof login>> | null = null;
      for (let i = 0; i < 100; i++) {
        const response = await login(ctx.app, email, `wrong-${i}`, { ip: '192.0.2.10', xff: `203.0.113.${i + 1}` });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) limited ??= response;
      }
      assert.deepEqual(statuses.slice(0, 10), Array(10).fill(401));
      assert.deepEqual(statuses.slice(10), Array(90).fill(429));
      assertLimited(limited!);
      assert.match(limited!.json().message, /reset your password/);
      // Locked: the right password waits too, whatever the address.
      assertLimited(await login(ctx.app, email, PASSWORD, { ip: '192.0.2.99' }));
    });

    it('counts failures, not successes; the e-mail is normalised', async () => {
      const email = await freshAccount(ctx.app);
      for (let i = 0; i < 5; i++) assert.equal((await login(ctx.app, email, PASSWORD)).statusCode, 200);
      for (let i = 0; i < 10; i++) {
        const variant = i % 2 ? ` ${email.toUpperCase()} ` : email;
        assert.equal((await login(ctx.app, variant, 'wrong')).statusCode, 401, `failure ${i + 1}`);
      }
      assertLimited(await login(ctx.app, email, 'wrong'));
    });

    it('limits the vendor and admin sign-ins too', async () => {
      for (const url of ['/api/vendor/login', '/api/admin/login']) {
        const email = `nobody-${url.length}-${Date.now()}@example.com`;
        for (let i = 0; i < 10; i++) assert.equal((await login(ctx.app, email, 'wrong', { url })).statusCode, 401);
        assertLimited(await login(ctx.app, email, 'wrong', { url }));
      }
    });

    it('limits one client address over many accounts; X-Forwarded-For from an untrusted sender is ignored', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 101; i++) {
        const response = await login(ctx.app, `spray-${i}-${Date.now()}@example.com`, 'wrong', {
          ip: '192.0.2.77',
          xff: `198.51.100.${i + 1}`,
        });
        statuses.push(response.statusCode);
      }
      assert.deepEqual(statuses.slice(0, 100), Array(100).fill(401));
      assertLimited(
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '192.0.2.77',
          payload: { email: 'a@example.com', password: 'x' },
        }),
      );
    });

    it('a sign-in lockout does not block the code-checking limit of the same account (password reset by OTP)', async () => {
      const app = await limiterOnly('memory');
      try {
        for (let i = 0; i < 10; i++)
          assert.equal(
            (await app.inject({ method: 'POST', url: '/sign-in', payload: { email: 'owner@example.com', password: 'x' } })).statusCode,
            401,
          );
        assertLimited(await app.inject({ method: 'POST', url: '/sign-in', payload: { email: 'owner@example.com', password: 'right' } }));
        assert.equal((await app.inject({ method: 'POST', url: '/check-code', payload: { email: 'owner@example.com' } })).statusCode, 200);
      } finally {
        await app.close();
      }
    });

    it('the database counter store counts, reads, takes back and expires (PGlite and PostgreSQL)', async () => {
      const store = databaseStore(ctx.app.db);
      const key = `test:${ctx.backend}:${Date.now()}`;
      assert.deepEqual((await store.read(key)).current, 0);
      assert.equal((await store.incr(key, 60_000)).current, 1);
      const second = await store.incr(key, 60_000);
      assert.equal(second.current, 2);
      assert.ok(second.ttl > 55_000 && second.ttl <= 60_000, `ttl ${second.ttl}`);
      await store.decr(key);
      assert.equal((await store.read(key)).current, 1);
      const short = `${key}:short`;
      await store.incr(short, 50);
      await new Promise((resolve) => setTimeout(resolve, 120));
      assert.equal((await store.read(short)).current, 0, 'an expired window reads as empty');
      assert.equal((await store.incr(short, 60_000)).current, 1, 'and starts again at 1');
    });

    it('two API processes on one PostgreSQL share the sign-in limit', async (t) => {
      if (!ctx.databaseUrl) return t.skip('needs PostgreSQL (runs in the PostgreSQL half)');
      const dataDir = mkdtempSync(join(tmpdir(), 'manzil-second-api-'));
      const second = await buildApp({ dataDir, databaseUrl: ctx.databaseUrl });
      try {
        const email = await freshAccount(ctx.app);
        const statuses: number[] = [];
        for (let i = 0; i < 12; i++)
          statuses.push((await login(i % 2 ? second : ctx.app, email, 'wrong', { ip: `192.0.2.${150 + i}` })).statusCode);
        assert.deepEqual(statuses, [...Array(10).fill(401), 429, 429]);
        assertLimited(await login(second, email, PASSWORD));
      } finally {
        await second.close();
        removeDir(dataDir);
      }
    });

    it('two API processes with REDIS_URL share the limit in Redis', async (t) => {
      if (!(await redisAnswers())) {
        const reason = 'Redis did not answer at 127.0.0.1:6379';
        console.log(`# ${reason}; the Redis limiter test is skipped.`);
        t.skip(reason);
        return;
      }
      const [one, two] = [await limiterOnly('redis', 'redis://127.0.0.1:6379'), await limiterOnly('redis', 'redis://127.0.0.1:6379')];
      try {
        const email = `redis-${process.pid}-${Date.now()}-${ctx.backend.length}@example.com`;
        // An address of its own (an IPv6 /64 counts as one), so earlier runs' counters in the same Redis do not count.
        const remoteAddress = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;
        const statuses: number[] = [];
        for (let i = 0; i < 12; i++)
          statuses.push(
            (await (i % 2 ? two : one).inject({ method: 'POST', url: '/sign-in', remoteAddress, payload: { email, password: 'x' } }))
              .statusCode,
          );
        assert.deepEqual(statuses, [...Array(10).fill(401), 429, 429]);
      } finally {
        await one.close();
        await two.close();
      }
    });
  });
}
