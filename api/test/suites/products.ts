import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO_VENDOR } from '../../src/seed/demo-accounts.ts';
import { everyProduct, getJson, signIn, TEST_PRODUCTS, type TestContext } from '../helpers.ts';

const effective = (p: any) => p.salePrice ?? p.price;

export function productsSuite(ctx: TestContext) {
  describe('products: full lists, details, related, suggestions', () => {
    it('GET /api/products/getproducts/ returns every listed product, never an unlisted one', async () => {
      const { status, body } = await getJson(ctx.app, '/api/products/getproducts/');
      assert.equal(status, 200);
      const every = await everyProduct(ctx.app);
      assert.equal(every.length, TEST_PRODUCTS);
      assert.ok(
        every.some((p) => p.status === false),
        'the seed has unlisted products',
      );
      assert.equal(body.length, every.filter((p) => p.status).length);
      assert.ok(
        body.every((p: any) => p.status === true),
        'no unlisted product leaks',
      );
      const onSale = body.filter((p: any) => p.salePrice != null && p.status && p.promotionApproved);
      assert.ok(onSale.length > 0, 'the On Sale page has products');
      for (const p of onSale) assert.ok(p.salePrice < p.price);
      const sku = new Set(body.map((p: any) => p.sku));
      assert.equal(sku.size, body.length, 'SKUs are unique');
    });

    it('GET /api/products/getproducts/readytoship returns listed, ready-to-ship products', async () => {
      const { status, body } = await getJson(ctx.app, '/api/products/getproducts/readytoship');
      assert.equal(status, 200);
      assert.ok(body.length > 0);
      for (const p of body) assert.ok(p.status && p.readyToShip && p.stock > 0);
    });

    it('GET /api/products/:id returns the Product shape', async () => {
      const { body: first } = await getJson(ctx.app, '/api/products?pageSize=1');
      const id = first.items[0]._id;
      const { status, body } = await getJson(ctx.app, `/api/products/${id}`);
      assert.equal(status, 200);
      assert.deepEqual(body, first.items[0]);
      assert.equal(body.mainImage, `products/${id}.webp`);
      assert.equal(body.images[0], body.mainImage);
      assert.ok(body.images.length >= 1 && body.images.length <= 3);
      assert.equal(typeof body.price, 'number');
      assert.ok(body.price >= 1500 && body.price <= 250_000, 'priced in EGP');
      assert.match(body.sku, /^MZ-[A-Z]{3}-\d{6}$/);
      assert.ok(body.category.slug && body.subCategory.name && body.type.name && body.brandId.brandName);
      assert.match(body.createdAt, /^\d{4}-\d\d-\d\dT/);
      const words = body.description.split(' ').length;
      assert.ok(words >= 15 && words <= 40, `description has ${words} words`);
    });

    it('GET /api/products/:id: 404 for an unknown id, 400 for a malformed one', async () => {
      assert.deepEqual(await getJson(ctx.app, '/api/products/123456'), {
        status: 404,
        body: { message: 'We could not find that product.', code: 'not_found' },
      });
      for (const bad of ['abc', '0', '-1', '1.5', '99999999999', '%20']) {
        const { status, body } = await getJson(ctx.app, `/api/products/${bad}`);
        assert.equal(status, 400, `${bad} is rejected`);
        assert.match(body.message, /^id: must be a product id/);
      }
    });

    it('an unlisted product is visible to its vendor only (details and related)', async () => {
      const all = await everyProduct(ctx.app);
      const vendor = await signIn(ctx.app, 'vendor', DEMO_VENDOR.email);
      const mine = all.find((p: any) => !p.status && p.vendorId === vendor.body.vendor.vendorId);
      const theirs = all.find((p: any) => !p.status && p.vendorId !== vendor.body.vendor.vendorId);
      assert.ok(mine && theirs, 'the seed has unlisted products of several vendors');
      assert.equal((await getJson(ctx.app, `/api/products/${mine._id}`)).status, 404);
      assert.equal((await getJson(ctx.app, `/api/products/${mine._id}`, { cookie: vendor.cookie })).status, 200);
      assert.equal((await getJson(ctx.app, `/api/products/${theirs._id}`, { cookie: vendor.cookie })).status, 404);
      assert.equal((await getJson(ctx.app, `/api/products/${mine._id}/related`)).status, 404);
      assert.equal((await getJson(ctx.app, `/api/products/${mine._id}/related`, { cookie: vendor.cookie })).status, 200);
    });

    it('GET /api/products/:id/related returns up to 8 listed products of the same type', async () => {
      const { body: page } = await getJson(ctx.app, '/api/products?pageSize=1&categorySlug=furniture');
      const product = page.items[0];
      const { status, body } = await getJson(ctx.app, `/api/products/${product._id}/related`);
      assert.equal(status, 200);
      assert.ok(body.length > 0 && body.length <= 8);
      for (const p of body) {
        assert.equal(p.type._id, product.type._id);
        assert.notEqual(p._id, product._id);
        assert.equal(p.status, true);
      }
      const gaps = body.map((p: any) => Math.abs(effective(p) - effective(product)));
      assert.deepEqual(
        gaps,
        [...gaps].sort((a, b) => a - b),
        'closest in price first',
      );
      assert.equal((await getJson(ctx.app, '/api/products/777777/related')).status, 404);
    });

    it('GET /api/products/search-suggestions gives up to 6 products and 3 brands', async () => {
      assert.deepEqual(await getJson(ctx.app, '/api/products/search-suggestions?query='), { status: 200, body: [] });
      assert.deepEqual((await getJson(ctx.app, '/api/products/search-suggestions?query=%20%20')).body, []);
      assert.deepEqual((await getJson(ctx.app, '/api/products/search-suggestions')).body, []);
      const { status, body } = await getJson(ctx.app, '/api/products/search-suggestions?query=%20sofa%20');
      assert.equal(status, 200);
      const products = body.filter((s: any) => s.resultType === 'product');
      assert.ok(products.length > 0 && products.length <= 6);
      for (const s of products) {
        assert.deepEqual(Object.keys(s).sort(), [
          '_id',
          'brandName',
          'categoryName',
          'mainImage',
          'name',
          'price',
          'resultType',
          'salePrice',
        ]);
        assert.equal(s.mainImage, `products/${s._id}.webp`);
      }
      assert.ok(products.some((s: any) => /sofa/i.test(s.name)));
      const brands = (await getJson(ctx.app, '/api/products/search-suggestions?query=nile')).body.filter(
        (s: any) => s.resultType === 'brand',
      );
      assert.ok(brands.length >= 1 && brands.length <= 3);
      assert.equal(brands[0].brandName, 'Nile Loom');
      assert.equal(brands[0].brandlogo, `brands/${brands[0]._id}.svg`);
      assert.equal((await getJson(ctx.app, `/api/products/search-suggestions?query=${'x'.repeat(201)}`)).status, 400);
      const wildcard = await getJson(ctx.app, '/api/products/search-suggestions?query=%25%25_');
      assert.deepEqual(wildcard, { status: 200, body: [] }, 'LIKE wildcards are taken literally');
    });

    it('search suggestions forgive a typo when pg_trgm is available', async (t) => {
      if (!ctx.app.database.trigram) return t.skip('pg_trgm is not installed');
      const { body } = await getJson(ctx.app, '/api/products/search-suggestions?query=chandelir');
      assert.ok(body.some((s: any) => s.resultType === 'product' && /chandelier/i.test(s.name)));
    });
  });
}
