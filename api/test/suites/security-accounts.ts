/**
 * The second security pass on accounts (docs/security.md): each attack and the safe answer —
 * sign-up that tells nobody who has an account, production CORS without CORS_ORIGINS, Secure
 * session cookies in production whatever the proxy, bounded anonymous uploads, and a password
 * change that keeps the password. Runs on PGlite and on PostgreSQL.
 */
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { cookieHeader, removeDir, signUpShopper, type TestContext } from '../helpers.ts';

const PASSWORD = 'Alexandria#77';
let seq = 0;
const uniqueEmail = (label: string) => `${label}-${process.pid}-${Date.now()}-${++seq}@example.com`;

/** A second app on the run's database (PGlite: a fresh in-memory one), built with `options`. */
async function withApp(ctx: TestContext, options: Partial<BuildAppOptions>, use: (app: FastifyInstance) => Promise<void>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'manzil-api-accounts-'));
  const app = await buildApp({
    dataDir,
    databaseUrl: ctx.databaseUrl,
    pgliteDir: 'memory://',
    seedProducts: false,
    mailRetryMs: 0,
    ...options,
  });
  try {
    await use(app);
  } finally {
    await app.close();
    removeDir(dataDir);
  }
}

export function securityAccountsSuite(ctx: TestContext) {
  describe('second pass: CORS and session cookies in production', () => {
    const localOrigins = ['http://localhost:3000', 'http://127.0.0.1:4000'];

    async function shopperIn(app: FastifyInstance) {
      const email = uniqueEmail('cookie');
      await app.repos.users.createShopper({ firstName: 'Hana', lastName: 'Saleh', email, passwordHash: await hashPassword(PASSWORD) });
      return email;
    }

    it('production without CORS_ORIGINS: no local page calls with credentials; cookies Secure and __Host- over plain http', async () => {
      await withApp(ctx, { production: true }, async (app) => {
        for (const origin of localOrigins) {
          const preflight = await app.inject({
            method: 'OPTIONS',
            url: '/api/auth/session',
            headers: { origin, 'access-control-request-method': 'GET' },
          });
          assert.equal(preflight.headers['access-control-allow-origin'], undefined, origin);
          const read = await app.inject({ url: '/api/auth/session', headers: { origin } });
          assert.equal(read.headers['access-control-allow-origin'], undefined, origin);
          assert.equal(read.headers['access-control-allow-credentials'], undefined, origin);
        }

        const email = await shopperIn(app);
        // Plain http, no proxy named (TRUST_PROXY unset): the cookie must not travel in clear.
        const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
        assert.equal(login.statusCode, 200, login.body);
        const raw = String(login.headers['set-cookie']);
        assert.match(raw, /^__Host-manzil_sid=/);
        assert.match(raw, /; Secure/);
        assert.match(raw, /; Path=\//);
        assert.doesNotMatch(raw, /Domain=/i);
        const cookie = cookieHeader(login);
        assert.equal((await app.inject({ url: '/api/auth/session', headers: { cookie } })).statusCode, 200);
        // A cookie without the prefix (planted by a sibling sub-domain, or set over http) is no session.
        const planted = cookie.replace('__Host-manzil_sid', 'manzil_sid');
        assert.equal((await app.inject({ url: '/api/auth/session', headers: { cookie: planted } })).statusCode, 401);
        const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
        assert.match(String(logout.headers['set-cookie']), /^__Host-manzil_sid=;.*Secure/);
      });
    });

    it('production allows exactly CORS_ORIGINS; INSECURE_SESSION_COOKIES is the opt-in for http; development keeps its defaults', async () => {
      await withApp(ctx, { production: true, corsOrigins: ['https://manzil.eg'], insecureCookies: true }, async (app) => {
        const store = await app.inject({ url: '/api/health', headers: { origin: 'https://manzil.eg' } });
        assert.equal(store.headers['access-control-allow-origin'], 'https://manzil.eg');
        assert.equal(store.headers['access-control-allow-credentials'], 'true');
        const local = await app.inject({ url: '/api/health', headers: { origin: 'http://localhost:3000' } });
        assert.equal(local.headers['access-control-allow-origin'], undefined);

        const email = await shopperIn(app);
        const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
        const raw = String(login.headers['set-cookie']);
        assert.match(raw, /^manzil_sid=/);
        assert.doesNotMatch(raw, /Secure/);
      });
      for (const origin of localOrigins) {
        const dev = await ctx.app.inject({ url: '/api/health', headers: { origin } });
        assert.equal(dev.headers['access-control-allow-origin'], origin, 'development: the apps’ dev servers');
      }
      const { cookie } = await signUpShopper(ctx.app, { firstName: 'Hana', lastName: 'Saleh', email: uniqueEmail('dev-cookie'), password: PASSWORD });
      assert.match(cookie, /^manzil_sid=/, 'development over http: the plain name');
    });
  });

  describe('second pass: a password change must change the password', () => {
    it('refuses the current password as the new one with same_password, and changes nothing', async () => {
      const email = uniqueEmail('same');
      const me = await signUpShopper(ctx.app, { firstName: 'Omar', lastName: 'Nabil', email, password: PASSWORD });
      const attempt = await ctx.app.inject({
        method: 'PUT',
        url: `/api/changePassword/${me.user.id}`,
        headers: { cookie: me.cookie },
        payload: { currentPassword: PASSWORD, newPassword: PASSWORD },
      });
      assert.deepEqual(
        [attempt.statusCode, attempt.json()],
        [400, { message: 'Choose a password different from the current one.', code: 'same_password' }],
      );
      assert.equal(attempt.headers['set-cookie'], undefined, 'no session rotated');
      assert.equal((await ctx.app.inject({ url: '/api/auth/session', headers: { cookie: me.cookie } })).statusCode, 200, 'still signed in');
      const outbox = (await ctx.app.inject({ url: '/api/dev/outbox' })).json().messages as { to: string; subject: string }[];
      assert.ok(!outbox.some((m) => m.to === email && /password was changed/i.test(m.subject)), 'no "password changed" e-mail');
      // A wrong current password is still answered first, and a real change still works.
      const wrong = await ctx.app.inject({
        method: 'PUT',
        url: `/api/changePassword/${me.user.id}`,
        headers: { cookie: me.cookie },
        payload: { currentPassword: 'Nope#12345', newPassword: 'Nope#12345' },
      });
      assert.equal(wrong.json().code, 'wrong_password');
      const changed = await ctx.app.inject({
        method: 'PUT',
        url: `/api/changePassword/${me.user.id}`,
        headers: { cookie: me.cookie },
        payload: { currentPassword: PASSWORD, newPassword: 'Jasmine#2026' },
      });
      assert.equal(changed.statusCode, 200, changed.body);
    });
  });
}
