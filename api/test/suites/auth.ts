import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import { LOGIN_FAILED } from '../../src/lib/login.ts';
import { DEMO_PASSWORD, DEMO_SHOPPER, DEMO_VENDOR } from '../../src/seed/demo-accounts.ts';
import { SIGNUP_CHECK_EMAIL } from '@manzil/shared/contract';
import { cookieHeader, getJson, signIn, signupToken, type TestContext } from '../helpers.ts';

const login = (ctx: TestContext, email: string, password: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers });

export function authSuite(ctx: TestContext) {
  describe('shopper accounts and sessions', () => {
    it('signs up a shopper: 202 and no session; the e-mailed link then gives 201, the user and an HttpOnly, SameSite=Lax session cookie for 30 days', async () => {
      const asked = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { firstName: ' Yasmin ', lastName: 'Mostafa', email: 'Yasmin.Mostafa@Example.com', password: 'Sunflower#88' },
      });
      assert.deepEqual([asked.statusCode, asked.json()], [202, { message: SIGNUP_CHECK_EMAIL }]);
      assert.equal(asked.headers['set-cookie'], undefined, 'no session before the e-mail is confirmed');
      assert.equal((await login(ctx, 'yasmin.mostafa@example.com', 'Sunflower#88')).statusCode, 401, 'no account yet');
      const token = await signupToken(ctx.app, 'yasmin.mostafa@example.com');
      const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/signup/confirm', payload: { token } });
      assert.equal(response.statusCode, 201, response.body);
      const reused = await ctx.app.inject({ method: 'POST', url: '/api/auth/signup/confirm', payload: { token } });
      assert.deepEqual([reused.statusCode, reused.json().code], [400, 'invalid_signup_link'], 'the link works once');
      const { user } = response.json();
      assert.deepEqual(
        { ...user, id: undefined },
        { id: undefined, email: 'yasmin.mostafa@example.com', firstName: 'Yasmin', lastName: 'Mostafa', role: 'shopper' },
      );
      const cookie = response.cookies.find((c) => c.name === 'manzil_sid')!;
      assert.ok(cookie, 'manzil_sid is set');
      assert.equal(Buffer.from(cookie.value, 'base64url').length, 32);
      assert.equal(cookie.httpOnly, true);
      assert.equal(cookie.sameSite, 'Lax');
      assert.equal(cookie.path, '/');
      assert.equal(cookie.maxAge, 30 * 86_400);
      assert.equal(cookie.secure, undefined, 'not Secure over plain HTTP');
      const session = await getJson(ctx.app, '/api/auth/session', { cookie: cookieHeader(response) });
      assert.deepEqual(session, { status: 200, body: { user } });
    });

    it('makes no second account for the same e-mail (the same 202, the old password kept) and refuses bad fields (400)', async () => {
      const payload = { firstName: 'A', lastName: 'B', email: 'YASMIN.mostafa@example.com', password: 'another-one-1' };
      const again = await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
      assert.deepEqual([again.statusCode, again.json()], [202, { message: SIGNUP_CHECK_EMAIL }]);
      assert.equal((await login(ctx, 'yasmin.mostafa@example.com', 'another-one-1')).statusCode, 401);
      assert.equal((await login(ctx, 'yasmin.mostafa@example.com', 'Sunflower#88')).statusCode, 200);
      const short = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { ...payload, email: 'new@example.com', password: 'short' },
      });
      assert.deepEqual(
        [short.statusCode, short.json()],
        [400, { message: 'password: must be at least 8 characters', code: 'invalid_request', field: 'password' }],
      );
      const common = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { ...payload, email: 'common@example.com', password: 'password123' },
      });
      assert.equal(common.statusCode, 400, 'one of the most common passwords is refused (OWASP ASVS 5.0 §6.2)');
      assert.equal(common.json().code, 'common_password');
      const made = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'common@example.com', password: 'password123' },
      });
      assert.equal(made.statusCode, 401, 'no account was created');
      const email = await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { ...payload, email: 'not-an-email' } });
      assert.deepEqual(
        [email.statusCode, email.json()],
        [400, { message: 'email: must be a valid e-mail address', code: 'invalid_request', field: 'email' }],
      );
      const missing = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email: 'x@example.com', password: 'long-enough' },
      });
      assert.deepEqual(
        [missing.statusCode, missing.json()],
        [400, { message: 'firstName: is required', code: 'invalid_request', field: 'firstName' }],
      );
    });

    it('signs in the demo shopper, and stores only a hash of the session id', async () => {
      const response = await login(ctx, ` ${DEMO_SHOPPER.email.toUpperCase()} `, DEMO_PASSWORD);
      assert.equal(response.statusCode, 200);
      assert.equal(response.json().user.email, DEMO_SHOPPER.email);
      const id = response.cookies.find((c) => c.name === 'manzil_sid')!.value;
      const rows = await queryRows<{ id_hash: string; kind: string; days: number }>(
        ctx.app.db,
        sql`select id_hash, kind, extract(day from expires_at - now())::int as days from sessions where id_hash = ${createHash('sha256').update(id).digest('hex')}`,
      );
      assert.equal(rows.length, 1);
      assert.equal(rows[0]!.kind, 'shopper');
      assert.ok(rows[0]!.days >= 29);
      const raw = await queryRows(ctx.app.db, sql`select 1 from sessions where id_hash = ${id}`);
      assert.equal(raw.length, 0, 'the raw id is never stored');
    });

    it('answers a wrong password and an unknown e-mail with the same 401', async () => {
      const wrong = await login(ctx, DEMO_SHOPPER.email, 'Manzil#2025');
      const unknown = await login(ctx, 'nobody@manzil.eg', DEMO_PASSWORD);
      const vendor = await login(ctx, DEMO_VENDOR.email, DEMO_PASSWORD);
      for (const response of [wrong, unknown, vendor]) {
        assert.equal(response.statusCode, 401);
        assert.deepEqual(response.json(), { message: LOGIN_FAILED, code: 'invalid_credentials' });
        assert.equal(response.cookies.length, 0);
      }
      assert.equal(LOGIN_FAILED, 'The e-mail or password you entered is not correct.');
      const empty = await login(ctx, '', '');
      assert.equal(empty.statusCode, 400);
    });

    it('sets a Secure __Host- cookie when the request came over HTTPS through the trusted proxy', async () => {
      // From the trusted proxy itself (127.0.0.1): only its X-Forwarded-Proto is believed.
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '127.0.0.1',
        payload: { email: DEMO_SHOPPER.email, password: DEMO_PASSWORD },
        headers: { 'x-forwarded-proto': 'https' },
      });
      const cookie = response.cookies.find((c) => c.name === '__Host-manzil_sid')!;
      assert.ok(cookie, '__Host-manzil_sid is set');
      assert.equal(cookie.secure, true);
      assert.equal(cookie.path, '/');
      assert.equal(cookie.domain, undefined);
      assert.equal(
        response.cookies.find((c) => c.name === 'manzil_sid'),
        undefined,
      );
      const session = await ctx.app.inject({
        url: '/api/auth/session',
        remoteAddress: '127.0.0.1',
        headers: { cookie: `__Host-manzil_sid=${cookie.value}`, 'x-forwarded-proto': 'https' },
      });
      assert.notEqual(session.json().user, null);
    });

    it('GET /api/auth/session answers { user: null } without a valid session; /api/getUser needs one', async () => {
      // Nobody signed in is an answer (200), not an error: every anonymous page load asks.
      assert.deepEqual(await getJson(ctx.app, '/api/auth/session'), { status: 200, body: { user: null } });
      assert.deepEqual(await getJson(ctx.app, '/api/auth/session', { cookie: 'manzil_sid=forged' }), { status: 200, body: { user: null } });
      assert.deepEqual(await getJson(ctx.app, '/api/getUser'), {
        status: 401,
        body: { message: 'Please sign in to continue.', code: 'unauthorized' },
      });
      const { cookie } = await signIn(ctx.app, 'auth', DEMO_SHOPPER.email);
      const { status, body } = await getJson(ctx.app, '/api/getUser', { cookie });
      assert.equal(status, 200);
      assert.equal(body.email, DEMO_SHOPPER.email);
      assert.equal(body.firstName, DEMO_SHOPPER.firstName);
      assert.equal(body.shipmentAddress.length, 2);
      assert.equal(body.shipmentAddress.filter((a: any) => a.isDefault).length, 1);
      assert.equal(body.passwordHash, undefined);
    });

    it('logs out: 204, the cookie is cleared and the session no longer works', async () => {
      const { cookie } = await signIn(ctx.app, 'auth', DEMO_SHOPPER.email);
      const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
      assert.equal(out.statusCode, 204);
      const cleared = out.cookies.find((c) => c.name === 'manzil_sid')!;
      assert.equal(cleared.value, '');
      assert.ok(cleared.expires! <= new Date());
      assert.equal((await getJson(ctx.app, '/api/auth/session', { cookie })).body.user, null);
      const again = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { 'content-type': 'application/json' } });
      assert.equal(again.statusCode, 204, 'logging out without a session (and with an empty JSON body) is fine');
    });
  });
}
