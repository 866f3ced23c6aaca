import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO_SHOPPER } from '../../src/seed/demo-accounts.ts';
import { getJson, signIn, signUpShopper, type TestContext } from '../helpers.ts';

export function favoritesSuite(ctx: TestContext) {
  describe('favorites', () => {
    const post = (action: 'add' | 'remove', payload: unknown, cookie?: string) =>
      ctx.app.inject({ method: 'POST', url: `/api/favorites/${action}`, payload: payload as object, headers: cookie ? { cookie } : {} });

    it('lists the seeded favorites of the demo shopper', async () => {
      const { cookie, body } = await signIn(ctx.app, 'auth', DEMO_SHOPPER.email);
      const { status, body: favorites } = await getJson(ctx.app, `/api/favorites/${body.user.id}`, { cookie });
      assert.equal(status, 200);
      assert.ok(favorites.length >= 1);
      for (const p of favorites) assert.ok(p._id && p.name && typeof p.price === 'number' && typeof p.stock === 'number');
    });

    it('adds and removes idempotently', async () => {
      const signup = await signUpShopper(ctx.app, {
        firstName: 'Omar',
        lastName: 'Said',
        email: 'omar.fav@example.com',
        password: 'Pyramids#1',
      });
      const cookie = signup.cookie;
      const userId = signup.user.id;
      const productId = (await getJson(ctx.app, '/api/products?pageSize=1')).body.items[0]._id;
      assert.deepEqual((await getJson(ctx.app, `/api/favorites/${userId}`, { cookie })).body, []);
      for (let i = 0; i < 2; i++) {
        const added = await post('add', { userSession: userId, productId }, cookie);
        assert.deepEqual([added.statusCode, added.json()], [200, { ok: true }]);
      }
      let list = (await getJson(ctx.app, `/api/favorites/${userId}`, { cookie })).body;
      assert.deepEqual(
        list.map((p: any) => p._id),
        [productId],
      );
      const asObject = await post('add', { userSession: { id: userId }, productId: Number(productId) }, cookie);
      assert.equal(asObject.statusCode, 200, 'the whole userSession object and a numeric id are accepted');
      for (let i = 0; i < 2; i++) assert.equal((await post('remove', { userSession: userId, productId }, cookie)).statusCode, 200);
      list = (await getJson(ctx.app, `/api/favorites/${userId}`, { cookie })).body;
      assert.deepEqual(list, []);
    });

    it("never trusts the id in the path or body: 401 without a session, 403 for another user's", async () => {
      const shopper = await signIn(ctx.app, 'auth', DEMO_SHOPPER.email);
      const other = await signUpShopper(ctx.app, {
        firstName: 'Mai',
        lastName: 'Nabil',
        email: 'mai.fav@example.com',
        password: 'Lotus#2026',
      });
      const otherId = other.user.id;
      assert.equal((await getJson(ctx.app, `/api/favorites/${otherId}`)).status, 401);
      const peek = await getJson(ctx.app, `/api/favorites/${otherId}`, { cookie: shopper.cookie });
      assert.deepEqual(peek, { status: 403, body: { message: 'You can only see and change your own account.', code: 'forbidden' } });
      const productId = (await getJson(ctx.app, '/api/products?pageSize=1')).body.items[0]._id;
      assert.equal((await post('add', { userSession: otherId, productId })).statusCode, 401);
      assert.equal((await post('add', { userSession: otherId, productId }, shopper.cookie)).statusCode, 403);
      assert.equal((await post('remove', { userSession: otherId, productId }, shopper.cookie)).statusCode, 403);
    });

    it('rejects unknown and malformed products', async () => {
      const { cookie, body } = await signIn(ctx.app, 'auth', DEMO_SHOPPER.email);
      const unknown = await post('add', { userSession: body.user.id, productId: '987654' }, cookie);
      assert.deepEqual([unknown.statusCode, unknown.json()], [404, { message: 'We could not find that product.', code: 'not_found' }]);
      const bad = await post('add', { userSession: body.user.id, productId: 'abc' }, cookie);
      assert.equal(bad.statusCode, 400);
      assert.match(bad.json().message, /^productId: /);
      const missing = await post('add', { productId: '1' }, cookie);
      assert.deepEqual(
        [missing.statusCode, missing.json()],
        [400, { message: 'userSession: must be your user id', code: 'invalid_request', field: 'userSession' }],
      );
    });
  });
}
