import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import { COMMON_PASSWORD } from '../../src/lib/password-policy.ts';
import { OTP_INVALID, OTP_SENT, TOKEN_INVALID } from '../../src/routes/password-reset.ts';
import { cookieHeader, getJson, signUpShopper, type TestContext } from '../helpers.ts';

const PASSWORD = 'Sunflower#88';
let counter = 0;

/** Signs up a fresh shopper; returns its id, e-mail and session cookie. */
async function newShopper(ctx: TestContext, password = PASSWORD) {
  counter += 1;
  const email = `account.${counter}.${Date.now()}@example.com`;
  const { user, cookie } = await signUpShopper(ctx.app, { firstName: 'Nour', lastName: 'Hassan', email, password });
  return { id: user.id, email, cookie };
}

const inject = (
  ctx: TestContext,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) => ctx.app.inject({ method, url, payload: payload as never, headers: { ...(cookie ? { cookie } : {}), ...headers } });

const login = (ctx: TestContext, email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** The newest reset code e-mailed to `email` (the mailer writes after the answer, so wait). */
async function codeFor(ctx: TestContext, email: string, after = ''): Promise<string> {
  for (let i = 0; i < 100; i += 1) {
    const mine = (await ctx.app.mailer.outbox()).filter(
      (m) => m.to.includes(email) && m.subject === 'Your Manzil password reset code' && m.id > after,
    );
    if (mine[0]) {
      const raw = (await ctx.app.mailer.outboxMessage(mine[0].id))!;
      return /reset code is: (\d{6})/.exec(raw)![1]!;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no code e-mailed to ${email}`);
}

const newestMailId = async (ctx: TestContext) => (await ctx.app.mailer.outbox())[0]?.id ?? '';
const sendOtp = (ctx: TestContext, email: string) => inject(ctx, 'POST', '/api/forget-password/send-otp', undefined, { email });
const verifyOtp = (ctx: TestContext, email: string, otp: string) =>
  inject(ctx, 'POST', '/api/forget-password/verify-otp', undefined, { email, otp });
const reset = (ctx: TestContext, email: string, newPassword: string, token?: string) =>
  inject(
    ctx,
    'POST',
    '/api/forget-password/reset-password',
    undefined,
    { email, newPassword },
    token ? { authorization: `Bearer ${token}` } : {},
  );

const ADDRESS = { address1: '12 Nile Street', city: 'Cairo', postalCode: '11511', country: 'Egypt' };

export function accountSuite(ctx: TestContext) {
  describe('account: profile', () => {
    it("reads the own profile by id and refuses another shopper's (403) and no session (401)", async () => {
      const me = await newShopper(ctx);
      const other = await newShopper(ctx);
      const own = await getJson(ctx.app, `/api/getUserById/${me.id}`, { cookie: me.cookie });
      assert.equal(own.status, 200);
      assert.equal(own.body.email, me.email);
      assert.deepEqual(own.body.shipmentAddress, []);
      assert.equal(JSON.stringify(own.body).includes('scrypt'), false, 'no hash in the answer');
      assert.equal((await getJson(ctx.app, `/api/getUserById/${other.id}`, { cookie: me.cookie })).status, 403);
      assert.equal((await getJson(ctx.app, `/api/getUserById/${me.id}`)).status, 401);
    });

    it("updates the profile fields, normalizes an Egyptian mobile and accepts another country's number", async () => {
      const me = await newShopper(ctx);
      const payload = {
        firstName: 'Nour',
        lastName: 'El-Sayed',
        email: me.email,
        phoneNumber: '010 1234 5678',
        gender: 'female',
        dateOfBirth: '1994-03-21',
        address1: '5 Tahrir Sq',
      };
      const saved = await inject(ctx, 'PUT', '/api/updateUser', me.cookie, payload);
      assert.equal(saved.statusCode, 200, saved.body);
      assert.deepEqual(
        { ...(saved.json() as object), _id: undefined },
        { ...payload, _id: undefined, phoneNumber: '+201012345678', shipmentAddress: [] },
      );
      const fetched = await getJson(ctx.app, '/api/getUser', { cookie: me.cookie });
      assert.equal(fetched.body.lastName, 'El-Sayed');
      const french = await inject(ctx, 'PUT', '/api/updateUser', me.cookie, { ...payload, phoneNumber: '+33 6 12 34 56 78' });
      assert.equal(french.json().phoneNumber, '+33612345678');
      const bad = await inject(ctx, 'PUT', '/api/updateUser', me.cookie, { ...payload, phoneNumber: '0101' });
      assert.equal(bad.statusCode, 400);
      assert.equal(bad.json().code, 'invalid_phone');
      const future = await inject(ctx, 'PUT', '/api/updateUser', me.cookie, { ...payload, dateOfBirth: '2999-01-01' });
      assert.equal(future.statusCode, 400);
      assert.equal((await inject(ctx, 'PUT', '/api/updateUser', undefined, payload)).statusCode, 401);
    });

    it('refuses unknown fields (role, isAdmin, passwordHash, _id) and writes nothing', async () => {
      const me = await newShopper(ctx);
      const base = { firstName: 'Hacker', lastName: 'Hassan', email: me.email };
      for (const extra of [{ role: 'admin' }, { isAdmin: true }, { passwordHash: 'x' }, { _id: '1' }]) {
        const response = await inject(ctx, 'PUT', '/api/updateUser', me.cookie, { ...base, ...extra });
        assert.equal(response.statusCode, 400, JSON.stringify(extra));
        assert.match(response.json().message, /^Unknown field: /);
      }
      const [row] = await queryRows<{ role: string; first_name: string }>(
        ctx.app.db,
        sql`select role, first_name from users where email = ${me.email}`,
      );
      assert.deepEqual(row, { role: 'shopper', first_name: 'Nour' });
    });

    it('changes the e-mail only with the right current password, and never to a taken one', async () => {
      const me = await newShopper(ctx);
      const other = await newShopper(ctx);
      const base = { firstName: 'Nour', lastName: 'Hassan' };
      const none = await inject(ctx, 'PUT', '/api/updateUser', me.cookie, { ...base, email: `new.${me.email}` });
      assert.deepEqual([none.statusCode, none.json().code], [400, 'current_password_required']);
      const wrong = await inject(ctx, 'PUT', '/api/updateUser', me.cookie, {
        ...base,
        email: `new.${me.email}`,
        currentPassword: 'Wrong#Pass1',
      });
      assert.deepEqual([wrong.statusCode, wrong.json().code], [400, 'wrong_password']);
      const taken = await inject(ctx, 'PUT', '/api/updateUser', me.cookie, { ...base, email: other.email, currentPassword: PASSWORD });
      assert.equal(taken.statusCode, 409);
      const ok = await inject(ctx, 'PUT', '/api/updateUser', me.cookie, { ...base, email: `NEW.${me.email}`, currentPassword: PASSWORD });
      assert.equal(ok.statusCode, 200, ok.body);
      assert.equal(ok.json().email, `new.${me.email}`);
      assert.equal((await login(ctx, `new.${me.email}`, PASSWORD)).statusCode, 200);
    });
  });

  describe('account: change password', () => {
    it('checks the current password, refuses short and common passwords, changes nothing for another id', async () => {
      const me = await newShopper(ctx);
      const other = await newShopper(ctx);
      const url = `/api/changePassword/${me.id}`;
      const wrong = await inject(ctx, 'PUT', url, me.cookie, { currentPassword: 'Nope#1234', newPassword: 'Jasmine#2026' });
      assert.deepEqual(
        [wrong.statusCode, wrong.json()],
        [400, { message: 'Your current password is not correct.', code: 'wrong_password' }],
      );
      const short = await inject(ctx, 'PUT', url, me.cookie, { currentPassword: PASSWORD, newPassword: 'Ab1!' });
      assert.equal(short.statusCode, 400);
      assert.equal(short.json().message, 'The new password must be at least 8 characters.');
      const common = await inject(ctx, 'PUT', url, me.cookie, { currentPassword: PASSWORD, newPassword: 'password1' });
      assert.deepEqual([common.statusCode, common.json().message], [400, COMMON_PASSWORD]);
      const foreign = await inject(ctx, 'PUT', `/api/changePassword/${other.id}`, me.cookie, {
        currentPassword: PASSWORD,
        newPassword: 'Jasmine#2026',
      });
      assert.equal(foreign.statusCode, 403);
      assert.equal((await login(ctx, other.email, PASSWORD)).statusCode, 200, 'the other password is unchanged');
      assert.equal((await inject(ctx, 'PUT', url, undefined, { currentPassword: PASSWORD, newPassword: 'Jasmine#2026' })).statusCode, 401);
    });

    it("changes the password: SPEC's message, a new session cookie, and every other session ended", async () => {
      const me = await newShopper(ctx);
      const second = cookieHeader(await login(ctx, me.email, PASSWORD));
      const response = await inject(ctx, 'PUT', `/api/changePassword/${me.id}`, me.cookie, {
        currentPassword: PASSWORD,
        newPassword: 'Jasmine#2026',
      });
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), { message: 'Password updated successfully' });
      const rotated = cookieHeader(response);
      assert.notEqual(rotated, me.cookie);
      assert.notEqual((await getJson(ctx.app, '/api/auth/session', { cookie: rotated })).body.user, null, 'the new session works');
      assert.equal((await getJson(ctx.app, '/api/auth/session', { cookie: me.cookie })).body.user, null, 'the old session is gone');
      assert.equal((await getJson(ctx.app, '/api/auth/session', { cookie: second })).body.user, null, 'other devices are signed out');
      assert.equal((await login(ctx, me.email, PASSWORD)).statusCode, 401);
      assert.equal((await login(ctx, me.email, 'Jasmine#2026')).statusCode, 200);
    });
  });

  describe('account: shipping addresses', () => {
    it('saves the whole list with server ids, keeps ids on edit, one default at most', async () => {
      const me = await newShopper(ctx);
      const url = `/api/updateUser/${me.id}`;
      const first = await inject(ctx, 'PUT', url, me.cookie, {
        shipmentAddress: [
          { ...ADDRESS, label: 'Home', isDefault: true, _id: '999999' },
          {
            address1: '3 Corniche',
            address2: '',
            city: 'Alexandria',
            postalCode: '21500',
            country: 'Egypt',
            floor: '4',
            apartment: '12',
            landmark: 'Near the mosque',
          },
        ],
      });
      assert.equal(first.statusCode, 200, first.body);
      const list = first.json().shipmentAddress;
      assert.equal(list.length, 2);
      assert.notEqual(list[0]._id, '999999', 'ids come from the server');
      assert.deepEqual(list[1], {
        _id: list[1]._id,
        address1: '3 Corniche',
        city: 'Alexandria',
        postalCode: '21500',
        country: 'Egypt',
        floor: '4',
        apartment: '12',
        landmark: 'Near the mosque',
        isDefault: false,
      });
      const edited = await inject(ctx, 'PUT', url, me.cookie, {
        shipmentAddress: [
          { ...list[0], isDefault: false },
          { ...list[1], city: 'Giza', isDefault: true },
        ],
      });
      const after = edited.json().shipmentAddress;
      assert.deepEqual(
        after.map((a: { _id: string }) => a._id),
        [list[0]._id, list[1]._id],
        'ids are kept',
      );
      assert.deepEqual(
        after.map((a: { isDefault: boolean; city: string }) => [a.city, a.isDefault]),
        [
          ['Cairo', false],
          ['Giza', true],
        ],
      );
      const profile = await getJson(ctx.app, `/api/getUserById/${me.id}`, { cookie: me.cookie });
      assert.deepEqual(profile.body.shipmentAddress, after);
      const two = await inject(ctx, 'PUT', url, me.cookie, {
        shipmentAddress: [
          { ...ADDRESS, isDefault: true },
          { ...ADDRESS, isDefault: true },
        ],
      });
      assert.deepEqual([two.statusCode, two.json().message], [400, 'Only one address can be the default.']);
    });

    it('validates every entry: required fields and unknown fields', async () => {
      const me = await newShopper(ctx);
      const url = `/api/updateUser/${me.id}`;
      for (const field of ['address1', 'city', 'postalCode', 'country'] as const) {
        const response = await inject(ctx, 'PUT', url, me.cookie, { shipmentAddress: [ADDRESS, { ...ADDRESS, [field]: ' ' }] });
        assert.equal(response.statusCode, 400, field);
        assert.match(response.json().message, new RegExp(`shipmentAddress\\.1\\.${field}`));
      }
      const unknown = await inject(ctx, 'PUT', url, me.cookie, { shipmentAddress: [{ ...ADDRESS, userId: 1 }] });
      assert.equal(unknown.statusCode, 400);
      const extraTop = await inject(ctx, 'PUT', url, me.cookie, { shipmentAddress: [], role: 'admin' });
      assert.equal(extraTop.statusCode, 400);
    });

    it("refuses another shopper's list and address (403/404), removes one and returns the new list", async () => {
      const me = await newShopper(ctx);
      const other = await newShopper(ctx);
      const mine = (
        await inject(ctx, 'PUT', `/api/updateUser/${me.id}`, me.cookie, { shipmentAddress: [ADDRESS, { ...ADDRESS, city: 'Giza' }] })
      ).json().shipmentAddress;
      const theirs = (await inject(ctx, 'PUT', `/api/updateUser/${other.id}`, other.cookie, { shipmentAddress: [ADDRESS] })).json()
        .shipmentAddress;
      assert.equal((await inject(ctx, 'PUT', `/api/updateUser/${other.id}`, me.cookie, { shipmentAddress: [] })).statusCode, 403);
      assert.equal((await inject(ctx, 'DELETE', `/api/removeAddress/${other.id}/${theirs[0]._id}`, me.cookie)).statusCode, 403);
      assert.equal((await inject(ctx, 'DELETE', `/api/removeAddress/${me.id}/${theirs[0]._id}`, me.cookie)).statusCode, 404);
      // Sending another shopper's address id does not take it over: it becomes a new address.
      const takeover = (
        await inject(ctx, 'PUT', `/api/updateUser/${me.id}`, me.cookie, { shipmentAddress: [...mine, { ...ADDRESS, _id: theirs[0]._id }] })
      ).json().shipmentAddress;
      assert.notEqual(takeover[2]._id, theirs[0]._id);
      assert.equal((await getJson(ctx.app, `/api/getUserById/${other.id}`, { cookie: other.cookie })).body.shipmentAddress.length, 1);
      const removed = await inject(ctx, 'DELETE', `/api/removeAddress/${me.id}/${mine[0]._id}`, me.cookie);
      assert.equal(removed.statusCode, 200);
      assert.deepEqual(
        removed.json().shipmentAddress.map((a: { city: string }) => a.city),
        ['Giza', 'Cairo'],
      );
      assert.equal((await inject(ctx, 'DELETE', `/api/removeAddress/${me.id}/${mine[0]._id}`)).statusCode, 401);
    });
  });

  describe('account: forgot password (OTP)', () => {
    it('answers send-otp identically for known and unknown e-mails and mails only the account', async () => {
      const me = await newShopper(ctx);
      const before = await newestMailId(ctx);
      const known = await sendOtp(ctx, me.email);
      const unknown = await sendOtp(ctx, `nobody.${me.email}`);
      assert.deepEqual([known.statusCode, known.body], [unknown.statusCode, unknown.body]);
      assert.deepEqual(known.json(), { message: OTP_SENT });
      const code = await codeFor(ctx, me.email, before);
      assert.match(code, /^\d{6}$/);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const sent = (await ctx.app.mailer.outbox()).filter((m) => m.id > before);
      assert.deepEqual(
        sent.map((m) => m.to.includes(me.email)),
        [true],
        'nothing goes to the unknown e-mail',
      );
      assert.equal((await sendOtp(ctx, 'not-an-email')).statusCode, 400);
    });

    it('stores the code hashed, never in clear; a correct code gives a token that resets the password once', async () => {
      const me = await newShopper(ctx);
      const other = cookieHeader(await login(ctx, me.email, PASSWORD));
      const before = await newestMailId(ctx);
      await sendOtp(ctx, me.email);
      const code = await codeFor(ctx, me.email, before);
      const rows = await queryRows<Record<string, unknown>>(
        ctx.app.db,
        sql`select r.* from password_resets r join users u on u.id = r.user_id where u.email = ${me.email}`,
      );
      assert.equal(rows.length, 1);
      assert.equal(JSON.stringify(rows).includes(code), false, 'the code is not stored in clear');
      const verified = await verifyOtp(ctx, me.email, code);
      assert.equal(verified.statusCode, 200, verified.body);
      const { resetToken } = verified.json();
      assert.ok(Buffer.from(resetToken, 'base64url').length >= 16, 'at least 128 bits');
      const stored = await queryRows<Record<string, unknown>>(
        ctx.app.db,
        sql`select r.* from password_resets r join users u on u.id = r.user_id where u.email = ${me.email}`,
      );
      assert.equal(JSON.stringify(stored).includes(resetToken), false, 'the token is not stored in clear');
      assert.equal((await verifyOtp(ctx, me.email, code)).statusCode, 400, 'the code works once');
      const mailBefore = await newestMailId(ctx);
      const done = await reset(ctx, me.email, 'Jasmine#2026', resetToken);
      assert.equal(done.statusCode, 200, done.body);
      assert.equal((await getJson(ctx.app, '/api/auth/session', { cookie: me.cookie })).body.user, null, 'every session ends');
      assert.equal((await getJson(ctx.app, '/api/auth/session', { cookie: other })).body.user, null);
      assert.equal((await login(ctx, me.email, 'Jasmine#2026')).statusCode, 200);
      assert.equal((await reset(ctx, me.email, 'Another#2027', resetToken)).statusCode, 401, 'the token works once');
      for (
        let i = 0;
        i < 50 && !(await ctx.app.mailer.outbox()).some((m) => m.id > mailBefore && m.subject === 'Your Manzil password was changed');
        i += 1
      ) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      assert.ok(
        (await ctx.app.mailer.outbox()).some(
          (m) => m.id > mailBefore && m.to.includes(me.email) && m.subject === 'Your Manzil password was changed',
        ),
      );
    });

    it('ends the code after 5 wrong tries, even for the right code then', async () => {
      const me = await newShopper(ctx);
      const before = await newestMailId(ctx);
      await sendOtp(ctx, me.email);
      const code = await codeFor(ctx, me.email, before);
      const wrongCode = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1) {
        const response = await verifyOtp(ctx, me.email, wrongCode);
        assert.deepEqual([response.statusCode, response.json()], [400, { message: OTP_INVALID, code: 'invalid_otp' }]);
      }
      assert.equal((await verifyOtp(ctx, me.email, code)).statusCode, 400);
    });

    it('expires the code after 10 minutes, and a new code voids the old one', async () => {
      const me = await newShopper(ctx);
      let before = await newestMailId(ctx);
      await sendOtp(ctx, me.email);
      const first = await codeFor(ctx, me.email, before);
      before = await newestMailId(ctx);
      await sendOtp(ctx, me.email);
      const second = await codeFor(ctx, me.email, before);
      if (first !== second) assert.equal((await verifyOtp(ctx, me.email, first)).statusCode, 400, 'the old code is void');
      const [row] = await queryRows<{ minutes: number }>(
        ctx.app.db,
        sql`select round(extract(epoch from r.otp_expires_at - now()) / 60)::int as minutes from password_resets r join users u on u.id = r.user_id where u.email = ${me.email}`,
      );
      assert.equal(row!.minutes, 10);
      await ctx.app.db.execute(
        sql`update password_resets set otp_expires_at = now() - interval '1 second' where user_id = (select id from users where email = ${me.email})`,
      );
      assert.equal((await verifyOtp(ctx, me.email, second)).statusCode, 400, 'an expired code fails');
    });

    it('binds the token to its e-mail, expires it after 15 minutes, and checks the new password first', async () => {
      const me = await newShopper(ctx);
      const other = await newShopper(ctx);
      const before = await newestMailId(ctx);
      await sendOtp(ctx, me.email);
      const token = (await verifyOtp(ctx, me.email, await codeFor(ctx, me.email, before))).json().resetToken as string;
      const foreign = await reset(ctx, other.email, 'Jasmine#2026', token);
      assert.deepEqual([foreign.statusCode, foreign.json()], [401, { message: TOKEN_INVALID, code: 'invalid_reset_token' }]);
      assert.equal((await reset(ctx, me.email, 'Jasmine#2026')).statusCode, 401, 'no token');
      assert.equal((await reset(ctx, me.email, 'Jasmine#2026', 'x'.repeat(43))).statusCode, 401, 'a wrong token');
      assert.equal((await reset(ctx, me.email, 'short', token)).statusCode, 400);
      assert.equal((await reset(ctx, me.email, 'password123', token)).statusCode, 400);
      const [row] = await queryRows<{ minutes: number }>(
        ctx.app.db,
        sql`select round(extract(epoch from r.token_expires_at - now()) / 60)::int as minutes from password_resets r where r.user_id = ${Number(me.id)}`,
      );
      assert.equal(row!.minutes, 15, 'the token is still there after refused passwords');
      await ctx.app.db.execute(
        sql`update password_resets set token_expires_at = now() - interval '1 second' where user_id = ${Number(me.id)}`,
      );
      assert.equal((await reset(ctx, me.email, 'Jasmine#2026', token)).statusCode, 401, 'an expired token fails');
      assert.equal((await login(ctx, me.email, PASSWORD)).statusCode, 200, 'the password is unchanged');
    });

    it('rate-limits send-otp per e-mail (5 per 15 minutes) and wrong codes per account', async () => {
      const email = `limited.${Date.now()}@example.com`;
      for (let i = 0; i < 5; i += 1) assert.equal((await sendOtp(ctx, email)).statusCode, 200);
      const limited = await sendOtp(ctx, email);
      assert.equal(limited.statusCode, 429);
      assert.equal(limited.json().code, 'rate_limited');
      const target = `guessed.${Date.now()}@example.com`;
      const answers = [];
      for (let i = 0; i < 11; i += 1) answers.push((await verifyOtp(ctx, target, '123456')).statusCode);
      assert.deepEqual(answers, [...Array(10).fill(400), 429]);
    });

    it('answers an unknown e-mail at verify-otp like a wrong code, and no answer holds a code or hash', async () => {
      const response = await verifyOtp(ctx, 'nobody.at.all@example.com', '123456');
      assert.deepEqual([response.statusCode, response.json()], [400, { message: OTP_INVALID, code: 'invalid_otp' }]);
      const malformed = await verifyOtp(ctx, 'nobody.at.all@example.com', '12ab');
      assert.equal(malformed.statusCode, 400);
    });
  });
}
