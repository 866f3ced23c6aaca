/**
 * The admin side of the partner area: staff accounts and roles, the role matrix on
 * every admin route (401/403 per role, nothing changes on a refusal), one-time passwords, the
 * audit log and the orders overview.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { staffMembers } from '../../src/db/admin-schema.ts';
import { users } from '../../src/db/schema.ts';
import { DEMO_ADMIN, DEMO_SHOPPER, DEMO_VENDOR } from '../../src/seed/demo-accounts.ts';
import { cookieHeader, getJson, signIn, type TestContext } from '../helpers.ts';
import { approvalTests } from './partner-admin-approvals.ts';
import { promoCodeTests } from './partner-admin-promo-codes.ts';

type Role = 'admin' | 'catalog_moderator' | 'support';
let counter = 0;
const uniqueEmail = (role: string) => `staff-${role.replace('_', '-')}-${process.pid}-${Date.now()}-${++counter}@manzil.eg`;
const NEW_PASSWORD = 'Staff#Pass2026';

/** The one-time password in the newest e-mail to `email`. */
async function oneTimePasswordFor(ctx: TestContext, email: string): Promise<string> {
  const mail = (await ctx.app.mailer.outbox()).find((m) => m.to.includes(email));
  assert.ok(mail, `an e-mail went to ${email}`);
  assert.match(mail.subject, /one-time password/);
  const raw = (await ctx.app.mailer.outboxMessage(mail.id))!;
  const match = /^ {4}([A-Za-z0-9_-]{24})\r?$/m.exec(raw);
  assert.ok(match, 'the e-mail holds a 24-character one-time password');
  return match[1]!;
}

export function partnerAdminSuite(ctx: TestContext) {
  const inject = (method: string, url: string, cookie = '', payload?: unknown) =>
    ctx.app.inject({
      method: method as 'GET',
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const admin = () => signIn(ctx.app, 'admin', DEMO_ADMIN.email).then((s) => s.cookie);

  /** A new member of `role` created by the demo admin; `finish` signs in and replaces the one-time password. */
  async function createStaff(role: Role, { finish = true } = {}) {
    const email = uniqueEmail(role);
    const created = await inject('POST', '/api/admin/staff', await admin(), { firstName: 'Test', lastName: role, email, role });
    assert.equal(created.statusCode, 201, created.body);
    const member = created.json();
    const otp = await oneTimePasswordFor(ctx, email);
    if (!finish) return { member, email, otp, cookie: '' };
    const login = await inject('POST', '/api/admin/login', '', { email, password: otp });
    assert.equal(login.statusCode, 200, login.body);
    const cookie = cookieHeader(login);
    const changed = await inject('POST', '/api/admin/password', cookie, { currentPassword: otp, newPassword: NEW_PASSWORD });
    assert.equal(changed.statusCode, 200, changed.body);
    // The password change gave the session a new id.
    return { member, email, otp, cookie: cookieHeader(changed) };
  }

  describe('admin area: staff, roles and the audit log', () => {
    it('existing admins keep the role admin; the session says the staff role', async () => {
      const { body } = await signIn(ctx.app, 'admin', DEMO_ADMIN.email);
      assert.equal(body.admin.role, 'admin');
      assert.equal(body.admin.staffRole, 'admin');
      assert.equal(body.admin.mustChangePassword, false);
      const list = await getJson(ctx.app, '/api/admin/staff', { cookie: await admin() });
      assert.equal(list.status, 200);
      assert.ok(list.body.some((m: any) => m.email === DEMO_ADMIN.email && m.role === 'admin' && m.active));
      assert.ok(
        list.body.every((m: any) => m.email !== DEMO_SHOPPER.email && m.email !== DEMO_VENDOR.email),
        'only staff are listed',
      );
    });

    it('a new member gets a one-time password by e-mail, must replace it, and it then stops working', async () => {
      const { member, email, otp } = await createStaff('support', { finish: false });
      assert.equal(member.role, 'support');
      assert.equal(member.mustChangePassword, true);
      const [row] = await ctx.app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email));
      assert.ok(row && !row.hash.includes(otp), 'only a hash is stored');
      assert.ok(!JSON.stringify(member).includes(otp), 'the answer never carries the password');

      const login = await inject('POST', '/api/admin/login', '', { email, password: otp });
      assert.equal(login.statusCode, 200);
      assert.equal(login.json().admin.mustChangePassword, true);
      const cookie = cookieHeader(login);
      const blocked = await inject('GET', '/api/admin/orders', cookie);
      assert.equal(blocked.statusCode, 403);
      assert.equal(blocked.json().code, 'password_change_required');
      assert.equal((await inject('GET', '/api/admin/session', cookie)).statusCode, 200, 'the session itself still answers');

      const wrong = await inject('POST', '/api/admin/password', cookie, { currentPassword: 'not-it-at-all', newPassword: NEW_PASSWORD });
      assert.equal(wrong.statusCode, 401);
      const short = await inject('POST', '/api/admin/password', cookie, { currentPassword: otp, newPassword: 'short' });
      assert.equal(short.statusCode, 400);
      // The contract's password rules and the common-password list apply to staff as to shoppers.
      const common = await inject('POST', '/api/admin/password', cookie, { currentPassword: otp, newPassword: 'password123' });
      assert.equal(common.statusCode, 400);
      assert.equal(common.json().code, 'common_password');
      const changed = await inject('POST', '/api/admin/password', cookie, { currentPassword: otp, newPassword: NEW_PASSWORD });
      assert.equal(changed.statusCode, 200);
      assert.equal(changed.json().admin.mustChangePassword, false);
      assert.equal((await inject('GET', '/api/admin/orders', cookie)).statusCode, 401, 'the session id was rotated');
      assert.equal((await inject('GET', '/api/admin/orders', cookieHeader(changed))).statusCode, 200);
      assert.equal(
        (await inject('POST', '/api/admin/login', '', { email, password: otp })).statusCode,
        401,
        'the one-time password no longer works',
      );
      assert.equal((await inject('POST', '/api/admin/login', '', { email, password: NEW_PASSWORD })).statusCode, 200);
    });

    it('an expired one-time password does not sign in; a new one can be sent', async () => {
      const { member, email, otp } = await createStaff('catalog_moderator', { finish: false });
      await ctx.app.db
        .update(staffMembers)
        .set({ oneTimePasswordExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(staffMembers.userId, Number(member._id)));
      const expired = await inject('POST', '/api/admin/login', '', { email, password: otp });
      assert.equal(expired.statusCode, 401);
      assert.equal(expired.json().code, 'one_time_password_expired');
      const resent = await inject('POST', `/api/admin/staff/${member._id}/one-time-password`, await admin());
      assert.equal(resent.statusCode, 200);
      const fresh = await oneTimePasswordFor(ctx, email);
      assert.notEqual(fresh, otp);
      assert.equal((await inject('POST', '/api/admin/login', '', { email, password: fresh })).statusCode, 200);
    });

    it('creating refuses a taken e-mail, unknown fields and bad roles, and changes nothing', async () => {
      const cookie = await admin();
      const before = (await getJson(ctx.app, '/api/admin/staff', { cookie })).body;
      const taken = await inject('POST', '/api/admin/staff', cookie, {
        firstName: 'A',
        lastName: 'B',
        email: DEMO_SHOPPER.email,
        role: 'support',
      });
      assert.equal(taken.statusCode, 409);
      assert.equal(taken.json().code, 'email_taken');
      const unknown = await inject('POST', '/api/admin/staff', cookie, {
        firstName: 'A',
        lastName: 'B',
        email: uniqueEmail('x'),
        role: 'support',
        passwordHash: 'x',
      });
      assert.equal(unknown.statusCode, 400);
      const badRole = await inject('POST', '/api/admin/staff', cookie, {
        firstName: 'A',
        lastName: 'B',
        email: uniqueEmail('x'),
        role: 'owner',
      });
      assert.equal(badRole.statusCode, 400);
      assert.deepEqual((await getJson(ctx.app, '/api/admin/staff', { cookie })).body, before);
    });

    it('edits name, e-mail, role and active flag, and records each decision with who, what and when', async () => {
      const cookie = await admin();
      const { member, email } = await createStaff('support');
      const newEmail = uniqueEmail('renamed');
      const put = await inject('PUT', `/api/admin/staff/${member._id}`, cookie, {
        firstName: 'Salma',
        lastName: 'Ibrahim',
        email: newEmail.toUpperCase(),
        role: 'catalog_moderator',
        active: true,
      });
      assert.equal(put.statusCode, 200, put.body);
      assert.deepEqual(
        { ...(put.json() as object), createdAt: undefined },
        {
          ...member,
          createdAt: undefined,
          firstName: 'Salma',
          lastName: 'Ibrahim',
          email: newEmail,
          role: 'catalog_moderator',
          mustChangePassword: false,
        },
      );
      assert.equal((await getJson(ctx.app, `/api/admin/staff/${member._id}`, { cookie })).body.email, newEmail);
      assert.equal(
        (await inject('POST', '/api/admin/login', '', { email, password: NEW_PASSWORD })).statusCode,
        401,
        'the old e-mail no longer signs in',
      );

      const history = await getJson(ctx.app, `/api/admin/audit?objectType=staff&objectId=${member._id}`, { cookie });
      assert.equal(history.status, 200);
      const [update, create] = history.body;
      assert.equal(update.action, 'staff.update');
      assert.equal(update.actor.email, DEMO_ADMIN.email);
      assert.equal(update.actor.role, 'admin');
      assert.deepEqual(update.details.to, { firstName: 'Salma', lastName: 'Ibrahim', email: newEmail, role: 'catalog_moderator' });
      assert.equal(update.details.from.role, 'support');
      assert.ok(Date.now() - Date.parse(update.createdAt) < 60_000);
      assert.equal(create.action, 'staff.create');
    });

    it('a deactivated member is signed out at once and cannot sign in; reactivating lets them back', async () => {
      const cookie = await admin();
      const { member, email, cookie: memberCookie } = await createStaff('support');
      const body = { firstName: member.firstName, lastName: member.lastName, email, role: 'support', active: false };
      assert.equal((await inject('PUT', `/api/admin/staff/${member._id}`, cookie, body)).statusCode, 200);
      assert.equal((await inject('GET', '/api/admin/orders', memberCookie)).statusCode, 401);
      const login = await inject('POST', '/api/admin/login', '', { email, password: NEW_PASSWORD });
      assert.equal(login.statusCode, 403);
      assert.equal(login.json().code, 'staff_inactive');
      assert.equal(login.cookies.length, 0, 'no session is started');
      const history = (await getJson(ctx.app, `/api/admin/audit?objectType=staff&objectId=${member._id}`, { cookie })).body;
      assert.equal(history[0].action, 'staff.deactivate');
      assert.equal((await inject('PUT', `/api/admin/staff/${member._id}`, cookie, { ...body, active: true })).statusCode, 200);
      assert.equal((await inject('POST', '/api/admin/login', '', { email, password: NEW_PASSWORD })).statusCode, 200);
    });

    it('keeps at least one active admin, and refuses a taken e-mail on edit', async () => {
      const cookie = await admin();
      const { member: other } = await createStaff('admin');
      const all = (await getJson(ctx.app, '/api/admin/staff', { cookie })).body;
      const admins = all.filter((m: any) => m.role === 'admin' && m.active);
      // Demote every active admin but the demo one, then the demo one cannot step down.
      for (const m of admins.filter((m: any) => m.email !== DEMO_ADMIN.email)) {
        const res = await inject('PUT', `/api/admin/staff/${m._id}`, cookie, {
          firstName: m.firstName,
          lastName: m.lastName,
          email: m.email,
          role: 'support',
          active: true,
        });
        assert.equal(res.statusCode, 200);
      }
      const me = all.find((m: any) => m.email === DEMO_ADMIN.email);
      const demote = await inject('PUT', `/api/admin/staff/${me._id}`, cookie, {
        firstName: me.firstName,
        lastName: me.lastName,
        email: me.email,
        role: 'support',
        active: true,
      });
      assert.equal(demote.statusCode, 409);
      assert.equal(demote.json().code, 'last_admin');
      const deactivate = await inject('PUT', `/api/admin/staff/${me._id}`, cookie, {
        firstName: me.firstName,
        lastName: me.lastName,
        email: me.email,
        role: 'admin',
        active: false,
      });
      assert.equal(deactivate.statusCode, 409);
      assert.equal((await getJson(ctx.app, '/api/admin/session', { cookie })).body.admin.staffRole, 'admin', 'nothing changed');
      const taken = await inject('PUT', `/api/admin/staff/${other._id}`, cookie, {
        firstName: 'X',
        lastName: 'Y',
        email: DEMO_VENDOR.email,
        role: 'admin',
        active: true,
      });
      assert.equal(taken.statusCode, 409);
      assert.equal((await getJson(ctx.app, `/api/admin/staff/${other._id}`, { cookie })).body.firstName, 'Test', 'nothing changed');
      assert.equal(
        (
          await inject('PUT', '/api/admin/staff/999999', cookie, {
            firstName: 'X',
            lastName: 'Y',
            email: uniqueEmail('x'),
            role: 'admin',
            active: true,
          })
        ).statusCode,
        404,
      );
      const shopperId = (await signIn(ctx.app, 'auth', DEMO_SHOPPER.email)).body.user.id;
      assert.equal(
        (await getJson(ctx.app, `/api/admin/staff/${shopperId}`, { cookie })).status,
        404,
        "a shopper's account is no staff member",
      );
    });

    it('lists every order with its status, filtered by status', async () => {
      const cookie = await admin();
      const shopper = await signIn(ctx.app, 'auth', DEMO_SHOPPER.email);
      const product = (await getJson(ctx.app, '/api/products?pageSize=1')).body.items[0];
      const placed = await inject('POST', '/api/orders', shopper.cookie, {
        items: [{ productId: product._id, quantity: 1 }],
        shippingAddress: { address1: '1 Nile St', city: 'Cairo', postalCode: '11511', country: 'Egypt' },
        phoneNumber: '01001234567',
        paymentMethod: 'cash-on-delivery',
      });
      assert.equal(placed.statusCode, 201, placed.body);
      const { status, body } = await getJson(ctx.app, '/api/admin/orders?pageSize=100', { cookie });
      assert.equal(status, 200);
      const row = body.items.find((o: any) => o.orderNumber === placed.json().orderNumber);
      assert.ok(row);
      assert.equal(row.status, 'placed');
      assert.equal(row.customerEmail, DEMO_SHOPPER.email);
      assert.equal(row.total, placed.json().total);
      assert.equal(row.itemCount, 1);
      const onlyPlaced = (await getJson(ctx.app, '/api/admin/orders?status=placed', { cookie })).body;
      assert.ok(onlyPlaced.items.every((o: any) => o.status === 'placed') && onlyPlaced.total >= 1);
      assert.equal(
        (await getJson(ctx.app, '/api/admin/orders?status=shipped', { cookie })).body.items.every((o: any) => o.status === 'shipped'),
        true,
      );
      assert.equal((await getJson(ctx.app, '/api/admin/orders?status=lost', { cookie })).status, 400);
    });

    it('holds the role matrix on every admin route: 401 signed out, 403 shopper, vendor and the wrong role', async () => {
      const adminCookie = await admin();
      const moderator = await createStaff('catalog_moderator');
      const support = await createStaff('support');
      const shopper = (await signIn(ctx.app, 'auth', DEMO_SHOPPER.email)).cookie;
      const vendor = (await signIn(ctx.app, 'vendor', DEMO_VENDOR.email)).cookie;
      const target = moderator.member._id;
      const edit = { firstName: 'Changed', lastName: 'Name', email: uniqueEmail('changed'), role: 'admin', active: true };
      const create = () => ({ firstName: 'New', lastName: 'Member', email: uniqueEmail('new'), role: 'admin' });
      const routes: { method: string; url: string; body?: () => unknown; allowed: Role[] }[] = [
        { method: 'GET', url: '/api/admin/session', allowed: ['admin', 'catalog_moderator', 'support'] },
        { method: 'GET', url: '/api/admin/staff', allowed: ['admin'] },
        { method: 'GET', url: `/api/admin/staff/${target}`, allowed: ['admin'] },
        { method: 'POST', url: '/api/admin/staff', body: create, allowed: ['admin'] },
        { method: 'PUT', url: `/api/admin/staff/${target}`, body: () => edit, allowed: [] },
        { method: 'POST', url: `/api/admin/staff/${target}/one-time-password`, allowed: [] },
        { method: 'GET', url: '/api/admin/orders', allowed: ['admin', 'support'] },
        { method: 'GET', url: `/api/admin/audit?objectType=staff&objectId=${target}`, allowed: ['admin'] },
        { method: 'GET', url: '/api/admin/audit?objectType=order&objectId=1', allowed: ['admin', 'support'] },
        { method: 'GET', url: '/api/admin/audit?objectType=product&objectId=1', allowed: ['admin', 'catalog_moderator'] },
        { method: 'GET', url: '/api/admin/audit?objectType=promo-code&objectId=1', allowed: ['admin'] },
        { method: 'GET', url: '/api/admin/promo-codes', allowed: ['admin'] },
        { method: 'POST', url: '/api/admin/promo-codes', body: () => ({ code: `MATRIX${Date.now()}`, percentOff: 5 }), allowed: ['admin'] },
        { method: 'POST', url: '/api/admin/promo-codes/1/expire', allowed: [] },
      ];
      const callers: { who: string; cookie: string; role?: Role }[] = [
        { who: 'signed out', cookie: '' },
        { who: 'shopper', cookie: shopper },
        { who: 'vendor', cookie: vendor },
        { who: 'catalog moderator', cookie: moderator.cookie, role: 'catalog_moderator' },
        { who: 'support', cookie: support.cookie, role: 'support' },
        { who: 'admin', cookie: adminCookie, role: 'admin' },
      ];
      const snapshot = async () =>
        JSON.stringify([
          (await getJson(ctx.app, '/api/admin/staff', { cookie: adminCookie })).body,
          (await getJson(ctx.app, `/api/admin/audit?objectType=staff&objectId=${target}`, { cookie: adminCookie })).body,
          (await getJson(ctx.app, '/api/admin/promo-codes', { cookie: adminCookie })).body,
        ]);
      for (const route of routes) {
        for (const caller of callers) {
          // Writes are tried by the refused callers only; an admin's writes are covered above.
          if (caller.role === 'admin' && route.method !== 'GET') continue;
          const before = route.method === 'GET' ? '' : await snapshot();
          const res = await inject(route.method, route.url, caller.cookie, route.body?.());
          const expected = !caller.role
            ? caller.cookie
              ? 403
              : 401
            : route.allowed.includes(caller.role)
              ? route.method === 'POST'
                ? 201
                : 200
              : 403;
          assert.equal(res.statusCode, expected, `${route.method} ${route.url} as ${caller.who}: ${res.body}`);
          if (res.statusCode >= 400) assert.equal(typeof res.json().message, 'string');
          if (route.method !== 'GET' && res.statusCode >= 400)
            assert.equal(await snapshot(), before, `nothing changed after ${route.method} ${route.url} as ${caller.who}`);
        }
      }
      // A refusal comes before validation: a bad body from a moderator is 403, not 400.
      assert.equal((await inject('POST', '/api/admin/staff', moderator.cookie, { nonsense: true })).statusCode, 403);
    });

    let cookies: { admin: string; moderator: string; support: string } | undefined;
    const staffCookies = async () =>
      (cookies ??= {
        admin: await admin(),
        moderator: (await createStaff('catalog_moderator')).cookie,
        support: (await createStaff('support')).cookie,
      });
    approvalTests(ctx, inject, staffCookies);
    promoCodeTests(ctx, inject, staffCookies);
  });
}
