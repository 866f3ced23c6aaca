/**
 * Password hashing (argon2id, legacy scrypt upgraded at sign-in) and sessions
 * (a new id at every sign-in, rotation, sign-out everywhere, idle and absolute lifetimes per role).
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import cookie from '@fastify/cookie';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { queryRows } from '../../src/db/client.ts';
import { sessions, users } from '../../src/db/schema.ts';
import { legacyScryptHash } from '../../src/lib/passwords.ts';
import sessionsPlugin from '../../src/plugins/sessions.ts';
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_VENDOR } from '../../src/seed/demo-accounts.ts';
import { cookieHeader, getJson, signUpShopper, type TestContext } from '../helpers.ts';

const hashOf = (cookieValue: string) => createHash('sha256').update(cookieValue.split('=')[1]!).digest('hex');

let n = 0;
async function signUp(ctx: TestContext, password = 'Pa55word-long') {
  const email = `session-${process.pid}-${Date.now()}-${++n}@example.com`;
  const { cookie, user } = await signUpShopper(
    ctx.app,
    { firstName: 'Omar', lastName: 'Nabil', email, password },
    { remoteAddress: `198.19.${n % 250}.2` },
  );
  return { email, password, cookie, id: Number(user.id) };
}

const loginAs = (ctx: TestContext, url: string, email: string, password: string, cookieValue?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    remoteAddress: '192.0.2.40',
    headers: cookieValue ? { cookie: cookieValue } : {},
    payload: { email, password },
  });

export function securitySessionsSuite(ctx: TestContext) {
  describe('security §3: password hashing', () => {
    it('stores argon2id with m = 19 MiB, t = 2', async () => {
      const { email } = await signUp(ctx);
      const [row] = await ctx.app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email));
      assert.match(row!.hash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    });

    it('upgrades an old scrypt N=2^14 hash at the next sign-in', async () => {
      const { email, password } = await signUp(ctx);
      await ctx.app.db
        .update(users)
        .set({ passwordHash: await legacyScryptHash(password) })
        .where(eq(users.email, email));
      assert.equal((await loginAs(ctx, '/api/auth/login', email, 'not-it')).statusCode, 401);
      const [still] = await ctx.app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email));
      assert.match(still!.hash, /^scrypt\$16384\$/, 'a failed sign-in changes nothing');
      assert.equal((await loginAs(ctx, '/api/auth/login', email, password)).statusCode, 200);
      const [row] = await ctx.app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email));
      assert.match(row!.hash, /^\$argon2id\$/);
      assert.equal((await loginAs(ctx, '/api/auth/login', email, password)).statusCode, 200, 'the new hash verifies');
    });
  });

  describe('security §5: sessions', () => {
    it('signing in again issues a new id and revokes the one the browser held', async () => {
      const account = await signUp(ctx);
      const again = await loginAs(ctx, '/api/auth/login', account.email, account.password, account.cookie);
      assert.equal(again.statusCode, 200);
      const fresh = cookieHeader(again);
      assert.notEqual(fresh, account.cookie);
      assert.equal((await getJson(ctx.app, '/api/auth/session', { cookie: account.cookie })).body.user, null, 'the old id is revoked');
      assert.notEqual((await getJson(ctx.app, '/api/auth/session', { cookie: fresh })).body.user, null);
    });

    it('enforces idle and absolute lifetimes per role on the server', async () => {
      const shopper = await signUp(ctx);
      const vendor = cookieHeader(await loginAs(ctx, '/api/vendor/login', DEMO_VENDOR.email, DEMO_PASSWORD));
      const admin = cookieHeader(await loginAs(ctx, '/api/admin/login', DEMO_ADMIN.email, DEMO_PASSWORD));
      const rows = await queryRows<{ kind: string; hours: number }>(
        ctx.app.db,
        sql`select kind, round(extract(epoch from expires_at - created_at) / 3600)::int as hours from sessions where id_hash in (${hashOf(shopper.cookie)}, ${hashOf(vendor)}, ${hashOf(admin)})`,
      );
      assert.deepEqual(Object.fromEntries(rows.map((r) => [r.kind, r.hours])), { shopper: 720, vendor: 12, admin: 8 });

      const idle = async (cookieValue: string, minutes: number) =>
        ctx.app.db
          .update(sessions)
          .set({ lastSeenAt: sql`now() - make_interval(mins => ${minutes})` })
          .where(eq(sessions.idHash, hashOf(cookieValue)));
      // Admin: 29 idle minutes pass (and the visit counts as activity), 31 do not.
      await idle(admin, 29);
      assert.equal((await getJson(ctx.app, '/api/admin/session', { cookie: admin })).status, 200);
      const [touched] = await queryRows<{ fresh: boolean }>(
        ctx.app.db,
        sql`select last_seen_at > now() - interval '1 minute' as fresh from sessions where id_hash = ${hashOf(admin)}`,
      );
      assert.equal(touched!.fresh, true, 'the visit moved last_seen_at');
      await idle(admin, 31);
      assert.equal((await getJson(ctx.app, '/api/admin/session', { cookie: admin })).status, 401);
      // Vendor: 2 h idle.
      await idle(vendor, 119);
      assert.equal((await getJson(ctx.app, '/api/vendor/session', { cookie: vendor })).status, 200);
      await idle(vendor, 121);
      assert.equal((await getJson(ctx.app, '/api/vendor/session', { cookie: vendor })).status, 401);
      // Shopper: 7 days idle, 30 days absolute.
      await idle(shopper.cookie, 6 * 24 * 60);
      assert.notEqual((await getJson(ctx.app, '/api/auth/session', { cookie: shopper.cookie })).body.user, null);
      await idle(shopper.cookie, 7 * 24 * 60 + 1);
      assert.equal((await getJson(ctx.app, '/api/auth/session', { cookie: shopper.cookie })).body.user, null);
      const other = await signUp(ctx);
      await ctx.app.db
        .update(sessions)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(sessions.idHash, hashOf(other.cookie)));
      assert.equal((await getJson(ctx.app, '/api/auth/session', { cookie: other.cookie })).body.user, null, 'past the absolute end');
    });

    it('rotate gives a new id and ends the other sessions; endAll signs an account out everywhere', async () => {
      const mini = Fastify();
      await mini.register(fp(async (app) => void app.decorate('db', ctx.app.db), { name: 'database' }));
      await mini.register(cookie);
      await mini.register(sessionsPlugin);
      mini.post('/rotate', async (request, reply) => (await mini.sessions.rotate(request, reply, 'shopper'), { ok: true }));
      mini.post('/end-all/:id', async (request) => ({ ended: await mini.sessions.endAll(Number((request.params as { id: string }).id)) }));
      await mini.ready();
      try {
        const account = await signUp(ctx);
        const second = cookieHeader(await loginAs(ctx, '/api/auth/login', account.email, account.password));
        assert.equal((await mini.inject({ method: 'POST', url: '/rotate' })).statusCode, 401, 'rotate needs a session');
        const rotated = await mini.inject({ method: 'POST', url: '/rotate', headers: { cookie: account.cookie } });
        assert.equal(rotated.statusCode, 200);
        const fresh = cookieHeader(rotated);
        assert.notEqual(fresh, account.cookie);
        assert.equal((await getJson(ctx.app, '/api/auth/session', { cookie: account.cookie })).body.user, null, 'the old id is revoked');
        assert.equal((await getJson(ctx.app, '/api/auth/session', { cookie: second })).body.user, null, 'the other device is signed out');
        assert.notEqual((await getJson(ctx.app, '/api/auth/session', { cookie: fresh })).body.user, null);

        const third = cookieHeader(await loginAs(ctx, '/api/auth/login', account.email, account.password));
        const ended = await mini.inject({ method: 'POST', url: `/end-all/${account.id}` });
        assert.equal(ended.json().ended, 2);
        for (const c of [fresh, third]) assert.equal((await getJson(ctx.app, '/api/auth/session', { cookie: c })).body.user, null);
      } finally {
        await mini.close();
      }
    });
  });
}
