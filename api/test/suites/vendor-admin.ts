import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO_ADMIN, DEMO_SHOPPER, DEMO_VENDOR } from '../../src/seed/demo-accounts.ts';
import { everyProduct, getJson, signIn, type TestContext } from '../helpers.ts';

export function vendorAdminSuite(ctx: TestContext) {
  describe('vendor and admin areas', () => {
    it('a vendor signs in with manzil_vsid and sees the vendor session', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/vendor/login',
        payload: { email: DEMO_VENDOR.email, password: DEMO_VENDOR.password },
      });
      assert.equal(response.statusCode, 200);
      const { vendor } = response.json();
      assert.equal(vendor.email, DEMO_VENDOR.email);
      assert.equal(vendor.shopName, 'Damietta Craft Collective');
      assert.match(vendor.vendorId, /^\d+$/);
      const cookie = response.cookies.find((c) => c.name === 'manzil_vsid')!;
      assert.ok(cookie.httpOnly && cookie.sameSite === 'Lax');
      const session = await getJson(ctx.app, '/api/vendor/session', { cookie: `manzil_vsid=${cookie.value}` });
      assert.deepEqual(session, { status: 200, body: { vendor } });
      assert.equal((await getJson(ctx.app, '/api/vendor/session')).status, 401);
      assert.equal(
        (await getJson(ctx.app, '/api/auth/session', { cookie: `manzil_sid=${cookie.value}` })).body.user,
        null,
        'a vendor session is not a shopper session',
      );
    });

    it("lists the vendor's own products, unlisted included; 401 without a session, 403 for another vendor", async () => {
      const { cookie, body } = await signIn(ctx.app, 'vendor', DEMO_VENDOR.email);
      const id = body.vendor.vendorId;
      const { status, body: page } = await getJson(ctx.app, `/api/vendor/${id}/products?pageSize=48`, { cookie });
      assert.equal(status, 200);
      assert.ok(page.total > 0);
      const all = (await everyProduct(ctx.app)).filter((p: any) => p.vendorId === id);
      assert.equal(page.total, all.length, 'every product of the vendor, listed or not');
      assert.ok(
        all.some((p: any) => !p.status),
        'the demo vendor has an unlisted product',
      );
      assert.ok(page.items.every((p: any) => p.vendorId === id));
      assert.ok(new Set(all.map((p: any) => p.brandId._id)).size >= 3, 'the demo vendor owns several brands');
      const page2 = await getJson(ctx.app, `/api/vendor/${id}/products?page=2&pageSize=5`, { cookie });
      assert.equal(page2.body.page, 2);
      assert.equal((await getJson(ctx.app, `/api/vendor/${id}/products`)).status, 401);
      const other = await getJson(ctx.app, `/api/vendor/${Number(id) + 1}/products`, { cookie });
      assert.equal(other.status, 403);
      const shopper = await signIn(ctx.app, 'auth', DEMO_SHOPPER.email);
      assert.equal((await getJson(ctx.app, `/api/vendor/${id}/products`, { cookie: shopper.cookie })).status, 401);
    });

    it('vendor logout ends the vendor session', async () => {
      const { cookie } = await signIn(ctx.app, 'vendor', DEMO_VENDOR.email);
      const out = await ctx.app.inject({ method: 'POST', url: '/api/vendor/logout', headers: { cookie } });
      assert.equal(out.statusCode, 204);
      assert.equal((await getJson(ctx.app, '/api/vendor/session', { cookie })).status, 401);
    });

    it('an admin signs in with manzil_asid; shoppers and vendors cannot', async () => {
      const { cookie, body } = await signIn(ctx.app, 'admin', DEMO_ADMIN.email);
      assert.equal(body.admin.role, 'admin');
      assert.match(cookie, /^manzil_asid=/);
      assert.deepEqual((await getJson(ctx.app, '/api/admin/session', { cookie })).body, body);
      const shopper = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password },
      });
      assert.equal(shopper.statusCode, 401);
      const out = await ctx.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
      assert.equal(out.statusCode, 204);
      assert.equal((await getJson(ctx.app, '/api/admin/session', { cookie })).status, 401);
    });
  });
}
