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
import { multipart, PDF_BYTES, upload, uploadToken } from '../partner-helpers.ts';
import { SIGNUP_CHECK_EMAIL } from '@manzil/shared/contract';
import { DEMO_SHOPPER } from '../../src/seed/demo-accounts.ts';
import { cookieHeader, removeDir, signUpShopper, signupToken, waitForMail, type TestContext } from '../helpers.ts';

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
  describe('second pass: sign-up tells nobody who has an account', () => {
    const signup = (email: string, address: string, password = 'Sunflower#88') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: address,
        payload: { firstName: 'Ola', lastName: 'Samy', email, password },
      });
    const elapsed = async (run: () => Promise<unknown>) => {
      const started = process.hrtime.bigint();
      await run();
      return Number(process.hrtime.bigint() - started) / 1e6;
    };

    it('answers a known e-mail exactly like a new one; the owner is told, the newcomer gets the link', async () => {
      const fresh = uniqueEmail('newcomer');
      const [known, unknown] = [await signup(DEMO_SHOPPER.email, '198.51.100.7', 'Guess#Pass99'), await signup(fresh, '198.51.100.8')];
      for (const answer of [known, unknown]) {
        assert.equal(answer.statusCode, 202, answer.body);
        assert.deepEqual(answer.json(), { message: SIGNUP_CHECK_EMAIL });
        assert.equal(answer.headers['set-cookie'], undefined);
        assert.equal(answer.headers['content-length'], unknown.headers['content-length']);
      }
      // The known account is untouched: the attacker's password does not sign in, the owner's does.
      const attempt = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: DEMO_SHOPPER.email, password: 'Guess#Pass99' },
      });
      assert.equal(attempt.statusCode, 401);
      const notice = await waitForMail(ctx.app, (m) => m.to === DEMO_SHOPPER.email && /tried to sign up/.test(m.subject));
      const mail = notice.messages.find((m) => m.to === DEMO_SHOPPER.email && /tried to sign up/.test(m.subject));
      const raw = (await ctx.app.inject({ url: `/api/dev/outbox/${mail.id}` })).body.replace(/=\r?\n/g, '');
      assert.match(raw, /no other account was created/);
      assert.doesNotMatch(raw, /#confirm/, 'no link that would create anything');
      assert.match(await signupToken(ctx.app, fresh), /^[\w-]{43}$/);
      // Nor does the time tell: the known e-mail's password is hashed too (argon2id, tens of ms).
      const times = { known: [] as number[], unknown: [] as number[] };
      for (let i = 0; i < 3; i++) {
        times.known.push(await elapsed(() => signup(DEMO_SHOPPER.email, `198.51.101.${i}`)));
        times.unknown.push(await elapsed(() => signup(uniqueEmail('timing'), `198.51.102.${i}`)));
      }
      const [k, u] = [Math.min(...times.known), Math.min(...times.unknown)];
      assert.ok(k >= u / 3, `a known e-mail answers in ${k.toFixed(1)} ms, a new one in ${u.toFixed(1)} ms`);
    });

    it('is limited per client address (20 / 15 min) and per e-mail (5 / 15 min)', async () => {
      for (let i = 0; i < 20; i++) assert.equal((await signup(uniqueEmail('flood'), '198.51.103.1')).statusCode, 202);
      const limited = await signup(uniqueEmail('flood'), '198.51.103.1');
      assert.equal(limited.statusCode, 429);
      assert.equal(limited.json().code, 'rate_limited');
      assert.ok(Number(limited.headers['retry-after']) > 0);
      const target = uniqueEmail('one-mailbox');
      for (let i = 0; i < 5; i++) assert.equal((await signup(target, `198.51.104.${i}`)).statusCode, 202);
      assert.equal((await signup(target, '198.51.104.99')).statusCode, 429, 'a mailbox is not flooded from many addresses');
    });

    it('a link is refused when unknown, replaced by a later sign-up, or for an e-mail that got an account meanwhile', async () => {
      const email = uniqueEmail('relink');
      assert.equal((await signup(email, '198.51.105.1')).statusCode, 202);
      const first = await signupToken(ctx.app, email);
      await new Promise((resolve) => setTimeout(resolve, 5));
      assert.equal((await signup(email, '198.51.105.1', 'Jasmine#2026')).statusCode, 202);
      let second = first;
      for (let i = 0; i < 100 && second === first; i++) {
        second = await signupToken(ctx.app, email);
        if (second === first) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      assert.notEqual(second, first);
      const confirm = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/signup/confirm', payload: { token } });
      assert.equal((await confirm(first)).json().code, 'invalid_signup_link', 'the earlier link stopped working');
      assert.equal((await confirm('A'.repeat(43))).statusCode, 400);
      const made = await confirm(second);
      assert.equal(made.statusCode, 201, made.body);
      const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Jasmine#2026' } });
      assert.equal(login.statusCode, 200, 'the latest sign-up’s password');
      // A pending link for an e-mail that meanwhile has an account (e.g. a vendor application).
      const late = uniqueEmail('late');
      assert.equal((await signup(late, '198.51.105.2')).statusCode, 202);
      const token = await signupToken(ctx.app, late);
      await ctx.app.repos.users.createShopper({ firstName: 'X', lastName: 'Y', email: late, passwordHash: await hashPassword(PASSWORD) });
      const taken = await confirm(token);
      assert.deepEqual([taken.statusCode, taken.json().code], [409, 'email_taken']);
    });
  });

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
        assert.notEqual((await app.inject({ url: '/api/auth/session', headers: { cookie } })).json().user, null);
        // A cookie without the prefix (planted by a sibling sub-domain, or set over http) is no session.
        const planted = cookie.replace('__Host-manzil_sid', 'manzil_sid');
        assert.equal((await app.inject({ url: '/api/auth/session', headers: { cookie: planted } })).json().user, null);
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
      const { cookie } = await signUpShopper(ctx.app, {
        firstName: 'Hana',
        lastName: 'Saleh',
        email: uniqueEmail('dev-cookie'),
        password: PASSWORD,
      });
      assert.match(cookie, /^manzil_sid=/, 'development over http: the plain name');
    });
  });

  describe('second pass: anonymous documents belong to an application and are bounded', () => {
    const send = (bytes: Buffer, token?: string) => upload(ctx.app, 'document', bytes, 'paper.pdf', '', token ?? '');

    it('refuses a document without an upload token, or with an unknown one', async () => {
      const bare = multipart(PDF_BYTES, 'paper.pdf');
      const none = await ctx.app.inject({
        method: 'POST',
        url: '/api/uploads?kind=document',
        payload: bare.payload,
        headers: bare.headers,
      });
      assert.deepEqual([none.statusCode, none.json().code], [401, 'upload_token_required']);
      const forged = await send(PDF_BYTES, 'Z'.repeat(43));
      assert.deepEqual([forged.statusCode, forged.json().code], [401, 'upload_token_invalid']);
    });

    it('one token: at most 6 files and 25 MB; 5 tokens per client address an hour', async () => {
      const token = await uploadToken(ctx.app);
      for (let i = 0; i < 6; i++) assert.equal((await send(PDF_BYTES, token)).statusCode, 201);
      const seventh = await send(PDF_BYTES, token);
      assert.deepEqual([seventh.statusCode, seventh.json().code], [413, 'upload_token_full']);

      const big = Buffer.concat([PDF_BYTES, Buffer.alloc(9 * 1024 * 1024, 0x20)]);
      const bytesToken = await uploadToken(ctx.app);
      assert.equal((await send(big, bytesToken)).statusCode, 201);
      assert.equal((await send(big, bytesToken)).statusCode, 201);
      const third = await send(big, bytesToken);
      assert.deepEqual([third.statusCode, third.json().code], [413, 'upload_token_full'], '27 MB would pass the 25 MB of one application');

      const ask = () => ctx.app.inject({ method: 'POST', url: '/api/uploads/token', remoteAddress: '198.51.106.1' });
      for (let i = 0; i < 5; i++) {
        const given = await ask();
        assert.equal(given.statusCode, 201);
        assert.deepEqual(Object.keys(given.json()).sort(), ['expiresAt', 'maxBytes', 'maxFiles', 'token']);
      }
      const limited = await ask();
      assert.deepEqual([limited.statusCode, limited.json().code], [429, 'rate_limited']);
    });

    it('an application claims only the documents sent with its own token', async () => {
      const [mine, theirs] = [await uploadToken(ctx.app), await uploadToken(ctx.app)];
      const cr = (await send(PDF_BYTES, mine)).json()._id;
      const stolen = (await send(PDF_BYTES, theirs)).json()._id;
      const apply = (taxCardFile: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/vendor/apply',
          payload: {
            shopName: 'Token Atelier',
            legalName: 'Token Atelier LLC',
            commercialRegisterNumber: '123456',
            taxCardNumber: '123-456-789',
            contactName: 'Salma Nabil',
            email: uniqueEmail('token-shop'),
            mobile: '010 1234 5678',
            password: 'Khan-el-Khalili#1',
            city: 'Giza',
            categoryIds: ['1'],
            commercialRegisterFile: cr,
            taxCardFile,
            uploadToken: mine,
          },
        });
      const refused = await apply(stolen);
      assert.deepEqual([refused.statusCode, refused.json().code], [400, 'documents_missing']);
      const own = (await send(PDF_BYTES, mine)).json()._id;
      const applied = await apply(own);
      assert.equal(applied.statusCode, 201, applied.body);
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
      assert.notEqual(
        (await ctx.app.inject({ url: '/api/auth/session', headers: { cookie: me.cookie } })).json().user,
        null,
        'still signed in',
      );
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
