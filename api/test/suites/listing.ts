import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getJson, TEST_PRODUCTS, type TestContext } from '../helpers.ts';

const effective = (p: any) => p.salePrice ?? p.price;
const list = async (ctx: TestContext, query: string) => {
  const response = await getJson(ctx.app, `/api/products?${query}`);
  assert.equal(response.status, 200, `${query}: ${JSON.stringify(response.body)}`);
  return response.body;
};
const nonIncreasing = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! >= v);
const nonDecreasing = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);

export function listingSuite(ctx: TestContext) {
  describe('GET /api/products: filter, sort, page and facets', () => {
    it('defaults: page 1 of 12, newest first, listed products only', async () => {
      const all = (await getJson(ctx.app, '/api/products/getproducts/')).body;
      const listed = all.filter((p: any) => p.status).length;
      const page = await list(ctx, '');
      assert.equal(page.page, 1);
      assert.equal(page.pageSize, 12);
      assert.equal(page.items.length, 12);
      assert.equal(page.total, listed);
      assert.ok(listed < TEST_PRODUCTS);
      assert.equal(page.pageCount, Math.ceil(listed / 12));
      assert.ok(nonIncreasing(page.items.map((p: any) => Date.parse(p.createdAt))));
      for (const p of page.items) assert.equal(p.status, true);
    });

    it('pages do not overlap, and a page past the end is empty with the right total', async () => {
      const one = await list(ctx, 'page=1&pageSize=5');
      const two = await list(ctx, 'page=2&pageSize=5');
      assert.equal(two.items.length, 5);
      assert.equal(new Set([...one.items, ...two.items].map((p: any) => p._id)).size, 10);
      const past = await list(ctx, `page=${one.pageCount + 3}&pageSize=5`);
      assert.deepEqual(past.items, []);
      assert.equal(past.total, one.total);
      assert.equal((await list(ctx, 'pageSize=48')).items.length, 48);
    });

    it('sorts by price and by name', async () => {
      assert.ok(nonDecreasing((await list(ctx, 'sort=price-asc&pageSize=48')).items.map(effective)));
      assert.ok(nonIncreasing((await list(ctx, 'sort=price-desc&pageSize=48')).items.map(effective)));
      const az = (await list(ctx, 'sort=name-asc&pageSize=48')).items.map((p: any) => p.name.charCodeAt(0));
      const za = (await list(ctx, 'sort=name-desc&pageSize=48')).items.map((p: any) => p.name.charCodeAt(0));
      assert.ok(nonDecreasing(az) && nonIncreasing(za));
    });

    it('filters by category, subcategory, type, brand and vendor', async () => {
      const categories = (await getJson(ctx.app, '/api/categories/categories')).body;
      const furniture = categories[0];
      const bySlug = await list(ctx, 'categorySlug=furniture&pageSize=48');
      assert.equal(bySlug.total, furniture.productCount);
      assert.ok(bySlug.items.every((p: any) => p.category.slug === 'furniture'));
      assert.equal((await list(ctx, `categoryId=${furniture._id}`)).total, furniture.productCount);
      const sub = furniture.subCategories[0];
      assert.equal((await list(ctx, `subCategoryId=${sub._id}`)).total, sub.productCount);
      const type = sub.types[0];
      const byType = await list(ctx, `typeId=${type._id}&pageSize=48`);
      assert.equal(byType.total, type.productCount);
      assert.ok(byType.items.every((p: any) => p.type._id === type._id));
      assert.equal((await list(ctx, 'categorySlug=nope')).total, 0);
      const brand = byType.items[0].brandId;
      const byBrand = await list(ctx, `brandId=${brand._id}&pageSize=48`);
      assert.ok(byBrand.total > 0 && byBrand.items.every((p: any) => p.brandId._id === brand._id));
      const vendorId = byType.items[0].vendorId;
      assert.ok((await list(ctx, `vendorId=${vendorId}&pageSize=48`)).items.every((p: any) => p.vendorId === vendorId));
    });

    it('filters by brand names, colours and tags (any match), in both list styles', async () => {
      const facets = (await list(ctx, 'pageSize=1')).facets;
      const [b1, b2] = facets.brands.map((f: any) => f.value);
      const byBrands = await list(ctx, `brands=${encodeURIComponent(`${b1},${b2}`)}&pageSize=48`);
      assert.equal(byBrands.total, facets.brands[0].count + facets.brands[1].count);
      assert.ok(byBrands.items.every((p: any) => [b1, b2].includes(p.brandId.brandName)));
      const repeated = await list(ctx, `brands=${encodeURIComponent(b1)}&brands=${encodeURIComponent(b2)}`);
      assert.equal(repeated.total, byBrands.total);
      const color = facets.colors[0].value;
      const byColor = await list(ctx, `colors=${color}&pageSize=48`);
      assert.equal(byColor.total, facets.colors[0].count);
      assert.ok(byColor.items.every((p: any) => p.colors.includes(color)));
      const [t1, t2] = facets.tags.map((f: any) => f.value);
      const byTags = await list(ctx, `tags=${encodeURIComponent(`${t1},${t2}`)}&pageSize=48`);
      assert.ok(byTags.items.every((p: any) => p.tags.includes(t1) || p.tags.includes(t2)));
      assert.ok(byTags.total >= facets.tags[0].count);
      assert.equal((await list(ctx, 'brands=No%20Such%20Brand')).total, 0);
    });

    it('filters by price on the sale price when there is one, and by CAD, sale and ready to ship', async () => {
      const priced = await list(ctx, 'minPrice=10000&maxPrice=20000&pageSize=48');
      assert.ok(priced.total > 0);
      assert.ok(priced.items.every((p: any) => effective(p) >= 10_000 && effective(p) <= 20_000));
      const cad = await list(ctx, 'hasCAD=true&pageSize=48');
      assert.ok(cad.total > 0 && cad.items.every((p: any) => p.cadFile === `cad/${p._id}.dxf`));
      const sale = await list(ctx, 'hasSalePrice=true&pageSize=48');
      assert.ok(sale.total > 0 && sale.items.every((p: any) => p.salePrice < p.price && p.promotionApproved));
      const ready = await list(ctx, 'readyToShip=1&pageSize=48');
      assert.ok(ready.total > 0 && ready.items.every((p: any) => p.readyToShip));
      const all = await list(ctx, 'pageSize=1');
      assert.equal((await list(ctx, 'hasCAD=false&readyToShip=false&hasSalePrice=false')).total, all.total, 'false means no filter');
    });

    it('searches with q: every word must match', async () => {
      const sofas = await list(ctx, 'q=sofa&pageSize=48');
      assert.ok(sofas.total > 0);
      assert.ok(sofas.items.every((p: any) => /sofa/i.test(`${p.name} ${p.type.name}`)));
      const narrower = await list(ctx, 'q=%20sofa%20furniture%20');
      assert.ok(narrower.total <= sofas.total && narrower.total > 0);
      assert.equal((await list(ctx, 'q=zzzqqq')).total, 0);
    });

    it('facets are disjunctive: each ignores its own filter and applies the others', async () => {
      const base = await list(ctx, 'pageSize=1');
      assert.equal(
        base.facets.brands.reduce((n: number, f: any) => n + f.count, 0),
        base.total,
        'one brand per product',
      );
      assert.ok(base.facets.price.min <= base.facets.price.max && base.facets.price.min >= 1500);
      const brand = base.facets.brands[0].value;
      const filtered = await list(ctx, `brands=${encodeURIComponent(brand)}&pageSize=1`);
      assert.deepEqual(filtered.facets.brands, base.facets.brands, 'brand counts ignore the brand filter');
      const color = filtered.facets.colors[0];
      const both = await list(ctx, `brands=${encodeURIComponent(brand)}&colors=${color.value}&pageSize=1`);
      assert.equal(both.total, color.count, 'a colour count is what choosing it would give');
      const sorted = base.facets.tags.map((f: any) => f.count);
      assert.ok(nonIncreasing(sorted), 'facet values by count, largest first');
      const cheap = await list(ctx, 'maxPrice=5000&pageSize=1');
      assert.deepEqual(cheap.facets.price, base.facets.price, 'the price range ignores the price bounds');
      const none = await list(ctx, 'q=zzzqqq');
      assert.deepEqual(none.facets, { brands: [], colors: [], tags: [], price: { min: 0, max: 0 } });
      assert.equal(none.pageCount, 0);
    });

    it('rejects bad values with 400 and a message naming the parameter', async () => {
      const cases: [string, string][] = [
        ['page=-1', 'page: must be a whole number of 1 or more'],
        ['page=abc', 'page: must be a whole number of 1 or more'],
        ['page=1.5', 'page: must be a whole number of 1 or more'],
        ['page=', 'page: must be a whole number of 1 or more'],
        ['pageSize=49', 'pageSize: must be 48 or less'],
        ['pageSize=0', 'pageSize: must be a whole number of 1 or more'],
        ['sort=cheapest', 'sort: must be one of: newest, price-asc, price-desc, name-asc, name-desc'],
        [`q=${'q'.repeat(10_000)}`, 'q: must be at most 200 characters'],
        ['minPrice=-5', 'minPrice: must be an amount in EGP (a number of 0 or more)'],
        ['maxPrice=cheap', 'maxPrice: must be an amount in EGP (a number of 0 or more)'],
        ['hasCAD=maybe', 'hasCAD: must be true or false'],
        ['typeId=0', 'typeId: must be a type id (a whole number of 1 or more)'],
        ['categoryId=99999999999', 'categoryId: must be a category id (a whole number of 1 or more)'],
        [`colors=${Array.from({ length: 60 }, (_, i) => `c${i}`).join(',')}`, 'colors: must have at most 50 values'],
        ['page=1&page=2', 'page: must be a whole number of 1 or more'],
      ];
      for (const [query, message] of cases) {
        const field = message.slice(0, message.indexOf(':'));
        assert.deepEqual(
          await getJson(ctx.app, `/api/products?${query}`),
          { status: 400, body: { message, code: 'invalid_request', field } },
          query.slice(0, 40),
        );
      }
    });
  });
}
