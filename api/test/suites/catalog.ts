import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getJson, type TestContext } from '../helpers.ts';

export function catalogSuite(ctx: TestContext) {
  describe('categories, subcategories, types and brands', () => {
    it('GET /api/categories/categories lists the six categories of SPEC §8 in order, with counts', async () => {
      const { status, body } = await getJson(ctx.app, '/api/categories/categories');
      assert.equal(status, 200);
      assert.deepEqual(
        body.map((c: any) => c.name),
        ['Furniture', 'Kitchen & Dining', 'Bath', 'Lighting', 'Home Decor', 'Outdoor'],
      );
      assert.deepEqual(
        body.map((c: any) => c.slug),
        ['furniture', 'kitchen-dining', 'bath', 'lighting', 'home-decor', 'outdoor'],
      );
      let total = 0;
      for (const category of body) {
        assert.equal(category.image, `categories/${category.slug}.webp`);
        assert.ok(category.subCategories.length >= 3 && category.subCategories.length <= 5, `${category.name} has 3-5 subcategories`);
        for (const sub of category.subCategories) {
          assert.ok(sub.types.length >= 2 && sub.types.length <= 4, `${sub.name} has 2-4 types`);
          assert.equal(
            sub.productCount,
            sub.types.reduce((n: number, t: any) => n + t.productCount, 0),
          );
        }
        assert.equal(
          category.productCount,
          category.subCategories.reduce((n: number, s: any) => n + s.productCount, 0),
        );
        total += category.productCount;
      }
      const listing = await getJson(ctx.app, '/api/products?pageSize=1');
      assert.equal(total, listing.body.total, 'counts cover exactly the listed products');
    });

    it('GET /api/categories/:id and /slug/:slug return one category; 404 and 400 otherwise', async () => {
      const all = (await getJson(ctx.app, '/api/categories/categories')).body;
      const bath = all.find((c: any) => c.slug === 'bath');
      assert.deepEqual((await getJson(ctx.app, `/api/categories/${bath._id}`)).body, bath);
      assert.deepEqual((await getJson(ctx.app, '/api/categories/slug/bath')).body, bath);
      assert.deepEqual(await getJson(ctx.app, '/api/categories/999'), {
        status: 404,
        body: { message: 'We could not find that category.', code: 'not_found' },
      });
      assert.equal((await getJson(ctx.app, '/api/categories/slug/no-such-slug')).status, 404);
      const bad = await getJson(ctx.app, '/api/categories/abc');
      assert.equal(bad.status, 400);
      assert.match(bad.body.message, /^id: /);
    });

    it('GET /api/subcategories/:id returns the subcategory with its types and category', async () => {
      const all = (await getJson(ctx.app, '/api/categories/categories')).body;
      const sub = all[3].subCategories[1];
      const { status, body } = await getJson(ctx.app, `/api/subcategories/${sub._id}`);
      assert.equal(status, 200);
      assert.deepEqual(body, { ...sub, category: { _id: all[3]._id, name: 'Lighting', slug: 'lighting' } });
      assert.equal((await getJson(ctx.app, '/api/subcategories/9999')).status, 404);
      assert.equal((await getJson(ctx.app, '/api/subcategories/-1')).status, 400);
    });

    it('GET /api/types/:id returns the type with its subcategory and category', async () => {
      const all = (await getJson(ctx.app, '/api/categories/categories')).body;
      const sub = all[0].subCategories[0];
      const type = sub.types[0];
      const { status, body } = await getJson(ctx.app, `/api/types/${type._id}`);
      assert.equal(status, 200);
      assert.deepEqual(body, {
        ...type,
        subCategory: { _id: sub._id, name: sub.name },
        category: { _id: all[0]._id, name: 'Furniture', slug: 'furniture' },
      });
      assert.deepEqual(await getJson(ctx.app, '/api/types/9999'), {
        status: 404,
        body: { message: 'We could not find that product type.', code: 'not_found' },
      });
    });

    it('GET /api/brand/ lists at least 30 brands with logos and counts', async () => {
      const { status, body } = await getJson(ctx.app, '/api/brand/');
      assert.equal(status, 200);
      assert.ok(body.length >= 30);
      const names = body.map((b: any) => b.brandName);
      assert.deepEqual(
        names,
        [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })),
        'sorted by name',
      );
      for (const brand of body) {
        assert.equal(brand.brandlogo, `brands/${brand._id}.svg`);
        assert.equal(typeof brand.productCount, 'number');
      }
      assert.ok(
        body.some((b: any) => b.brandDescription === ''),
        'one brand has no description',
      );
      assert.ok(
        body.some((b: any) => b.brandDescription.length > 200),
        'some descriptions are long',
      );
      const listing = await getJson(ctx.app, '/api/products?pageSize=1');
      assert.equal(
        body.reduce((n: number, b: any) => n + b.productCount, 0),
        listing.body.total,
      );
    });

    it('GET /api/brand/:id returns one brand; 404 and 400 otherwise', async () => {
      const first = (await getJson(ctx.app, '/api/brand/')).body[0];
      assert.deepEqual((await getJson(ctx.app, `/api/brand/${first._id}`)).body, first);
      assert.deepEqual(await getJson(ctx.app, '/api/brand/4242'), {
        status: 404,
        body: { message: 'We could not find that brand.', code: 'not_found' },
      });
      assert.equal((await getJson(ctx.app, '/api/brand/1e3')).status, 400);
    });
  });
}
