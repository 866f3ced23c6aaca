import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getJson, type TestContext } from '../helpers.ts';

const suggest = async (ctx: TestContext, query: string) => {
  const response = await getJson(ctx.app, `/api/products/search-suggestions?query=${encodeURIComponent(query)}`);
  assert.equal(response.status, 200, `${query}: ${JSON.stringify(response.body)}`);
  return response.body as any[];
};
const productsOf = (list: any[]) => list.filter((s) => s.resultType === 'product');
const brandsOf = (list: any[]) => list.filter((s) => s.resultType === 'brand');

export function searchSuite(ctx: TestContext) {
  describe('search: full text, prefixes as you type, typos', () => {
    it('matches word prefixes as the shopper types, name matches first', async () => {
      for (const typed of ['so', 'sof', 'sofa']) {
        const products = productsOf(await suggest(ctx, typed));
        assert.ok(products.length > 0, typed);
      }
      const sofas = productsOf(await suggest(ctx, 'sofa'));
      assert.equal(sofas.length, 6);
      assert.ok(
        sofas.every((s) => /sofa/i.test(s.name)),
        'every suggestion for "sofa" is named a sofa',
      );
      const two = productsOf(await suggest(ctx, 'corner sof'));
      assert.ok(two.length > 0 && /corner/i.test(two[0].name) && /sof/i.test(two[0].name), JSON.stringify(two[0]));
    });

    it('forgives typos: "sofaa" finds sofas, "armchiar" armchairs, "chandelir" chandeliers', async (t) => {
      if (!ctx.app.database.trigram) return t.skip('pg_trgm is not installed');
      assert.ok(productsOf(await suggest(ctx, 'sofaa')).some((s) => /sofa/i.test(s.name)));
      assert.ok(productsOf(await suggest(ctx, 'armchiar')).length > 0);
      assert.ok(productsOf(await suggest(ctx, 'chandelir')).some((s) => /chandelier/i.test(s.name)));
      const listing = (q: string) => getJson(ctx.app, `/api/products?q=${encodeURIComponent(q)}&pageSize=1`);
      const [typo, right] = [(await listing('sofaa')).body, (await listing('sofa')).body];
      assert.ok(right.total > 0);
      assert.equal(typo.total, right.total, 'the listing q uses the same search');
      const armchairs = (await getJson(ctx.app, '/api/products?q=armchiar&pageSize=48')).body;
      assert.ok(armchairs.total > 0 && armchairs.items.some((p: any) => p.type.name === 'Armchairs'));
    });

    it('suggests brands by name, typo or not', async (t) => {
      assert.equal(brandsOf(await suggest(ctx, 'nile lo'))[0]?.brandName, 'Nile Loom');
      assert.equal(brandsOf(await suggest(ctx, 'loom'))[0]?.brandName, 'Nile Loom');
      if (ctx.app.database.trigram) assert.equal(brandsOf(await suggest(ctx, 'nile looom'))[0]?.brandName, 'Nile Loom');
      else t.diagnostic('pg_trgm missing: typo part skipped');
    });

    it('treats punctuation, operators and odd text as words or nothing, never as syntax', async () => {
      for (const query of ["sofa's", 'sofa & | ! :* ()', "o'brien", '\\', '%%_', '—', 'bouclé', '😀', 'a'.repeat(200)]) {
        await suggest(ctx, query);
        const listing = await getJson(ctx.app, `/api/products?q=${encodeURIComponent(query)}&pageSize=1`);
        assert.equal(listing.status, 200, query);
      }
      assert.deepEqual(await suggest(ctx, ' !!! '), []);
    });

    it('bounds the query: a 10 KB query is a 400, not a 500', async () => {
      const long = await getJson(ctx.app, `/api/products/search-suggestions?query=${'sofa '.repeat(2_000)}`);
      assert.equal(long.status, 400);
      assert.match(long.body.message, /^query: /);
      const listing = await getJson(ctx.app, `/api/products?q=${'sofa '.repeat(2_000)}`);
      assert.deepEqual(listing, {
        status: 400,
        body: { message: 'q: must be at most 200 characters', code: 'invalid_request', field: 'q' },
      });
      const many = await suggest(ctx, Array.from({ length: 40 }, (_, i) => `w${i}`).join(' '));
      assert.deepEqual(many, [], 'only the first words are searched');
    });
  });
}
