import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { buildApp } from '../../src/app.ts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import type { ListingQuery } from '../../src/repositories/product-listing.ts';
import { getJson, removeDir, signUpShopper, type TestContext } from '../helpers.ts';

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SORTS = ['newest', 'price-asc', 'price-desc', 'name-asc', 'name-desc'] as const;
const state = async (ctx: TestContext) => {
  const [row] = await queryRows<{ version: string; structure: string }>(
    ctx.app.db,
    sql`select version, structure_version as structure from catalog_state where id = 1`,
  );
  return { version: Number(row!.version), structure: Number(row!.structure) };
};
const version = async (ctx: TestContext) => (await state(ctx)).version;

export function listingEnginesSuite(ctx: TestContext) {
  describe('listing engines: the catalog index answers exactly what the database does', () => {
    it('gives the same page, total and facets as the GROUPING SETS query for 150 random queries', async () => {
      const base = (await getJson(ctx.app, '/api/products?pageSize=1')).body;
      const tree = (await getJson(ctx.app, '/api/categories/categories')).body as any[];
      const types = tree.flatMap((c) => c.subCategories.flatMap((s: any) => s.types));
      const subs = tree.flatMap((c) => c.subCategories);
      const vendors = [...new Set(((await getJson(ctx.app, '/api/products/getproducts/')).body as any[]).map((p) => Number(p.vendorId)))];
      const next = random(2026);
      const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
      const some = <T>(list: T[], max: number) => [...new Set(Array.from({ length: 1 + Math.floor(next() * max) }, () => pick(list)))];
      const words = ['sofa', 'oak', 'lamp', 'sofaa', 'black', 'chair table', 'zzzqqq', 'brass'];
      for (let i = 0; i < 150; i++) {
        const query: ListingQuery = { page: 1 + Math.floor(next() * 3), pageSize: pick([1, 5, 12, 48]), sort: pick([...SORTS]) };
        if (next() < 0.3)
          query.brands = some<string>(
            base.facets.brands.map((f: any) => f.value),
            3,
          ).concat(next() < 0.1 ? ['No Such Brand'] : []);
        if (next() < 0.3)
          query.colors = some<string>(
            base.facets.colors.map((f: any) => f.value),
            3,
          );
        if (next() < 0.3)
          query.tags = some<string>(
            base.facets.tags.map((f: any) => f.value),
            2,
          );
        if (next() < 0.3) query.minPrice = Math.floor(next() * 30_000);
        if (next() < 0.3) query.maxPrice = 5_000 + Math.floor(next() * 200_000);
        if (next() < 0.2) query.hasCAD = true;
        if (next() < 0.2) query.hasSalePrice = true;
        if (next() < 0.2) query.readyToShip = true;
        if (next() < 0.15) query.categoryId = Number(pick(tree)._id);
        if (next() < 0.1) query.categorySlug = pick([...tree.map((c) => c.slug), 'nope']);
        if (next() < 0.1) query.subCategoryId = Number(pick(subs)._id);
        if (next() < 0.1) query.typeId = Number(pick(types)._id);
        if (next() < 0.1) query.brandId = 1 + Math.floor(next() * 40);
        if (next() < 0.15) query.q = pick(words);
        const scope = next() < 0.15 ? { includeUnlisted: true } : {};
        if (scope.includeUnlisted || next() < 0.05) query.vendorId = pick(vendors);
        const [fromIndex, fromDatabase] = await Promise.all([
          ctx.app.repos.listing.listFromIndex(query, scope),
          ctx.app.repos.listing.listFromDatabase(query, scope),
        ]);
        assert.deepEqual(fromIndex, fromDatabase, `query ${i}: ${JSON.stringify({ query, scope })}`);
      }
    });

    it('orders the pages of a brand filter few rows match as the database does, in every sort and both languages', async () => {
      // Such a page is made from the brand's own rows put in the order's positions (facet-tables.ts),
      // not by walking the whole order: it must still be the database's page, ascending and descending.
      const base = (await getJson(ctx.app, '/api/products?pageSize=1')).body;
      const brandNames: string[] = base.facets.brands.map((f: any) => f.value).slice(0, 3);
      const color: string = base.facets.colors[0].value;
      let compared = 0;
      for (const brand of brandNames)
        for (const sort of SORTS)
          for (const locale of ['en', 'ar'] as const)
            for (const narrow of [{}, { colors: [color], minPrice: 1_000 }]) {
              for (const page of [1, 2]) {
                const query: ListingQuery = { page, pageSize: 3, sort, brands: [brand], ...narrow };
                const [fromIndex, fromDatabase] = await Promise.all([
                  ctx.app.repos.listing.listFromIndex(query, {}, locale),
                  ctx.app.repos.listing.listFromDatabase(query, {}, locale),
                ]);
                assert.deepEqual(fromIndex, fromDatabase, `${JSON.stringify(query)} in ${locale}`);
                compared += fromIndex.items.length;
              }
            }
      assert.ok(compared > 100, `pages with products compared (${compared})`);
    });

    it('keeps the listed facet counts in the writing transaction: equal to counting anew after inserts, edits, unlisting and deletes', async () => {
      const kept = () =>
        queryRows<{ facet: string; value: string; n: number }>(
          ctx.app.db,
          sql`select facet, value, n from listed_facet_counts where n > 0 order by facet, value`,
        );
      const anew = () =>
        queryRows<{ facet: string; value: string; n: number }>(
          ctx.app.db,
          sql`select facet, value, count(*)::int as n from (
                select 'total' as facet, '' as value from products where status
                union all select 'brand', brand_id::text from products where status
                union all select 'color', v from products cross join lateral unnest(colors) as v where status
                union all select 'tag', v from products cross join lateral unnest(tags) as v where status
              ) listed group by facet, value order by facet, value`,
        );
      assert.deepEqual(await kept(), await anew(), 'as migrated or seeded');
      const whole = { page: 1, pageSize: 12, sort: 'newest' as const };
      const [template] = await queryRows<{ id: number }>(ctx.app.db, sql`select id from products where status order by id limit 1`);
      const [other] = await queryRows<{ id: number }>(ctx.app.db, sql`select id from brands order by id desc limit 1`);
      const inserted = await queryRows<{ id: number }>(
        ctx.app.db,
        sql`insert into products (sku, name, title, description, price, stock, category_id, subcategory_id, type_id, brand_id, vendor_id,
              colors, tags, status, search_text, created_at)
            select 'FACETS-' || n || '-' || ${process.pid}, name, title, description, price, stock, category_id, subcategory_id, type_id,
              brand_id, vendor_id, array['Teal', 'Facet Test Colour'], array['facet-test-tag'], n < 3, search_text, now()
            from products, generate_series(1, 4) as n where id = ${template!.id} returning id`,
      );
      const ids = inserted.map((r) => Number(r.id));
      try {
        assert.deepEqual(await kept(), await anew(), 'after an insert of listed and unlisted products');
        await ctx.app.db.execute(sql`update products set brand_id = ${other!.id} where id = ${ids[0]!}`);
        await ctx.app.db.execute(sql`update products set colors = array['White'], tags = '{}' where id = ${ids[1]!}`);
        await ctx.app.db.execute(sql`update products set status = not status where id = any(${sql.param(ids)}::int[])`);
        await ctx.app.db.execute(sql`update products set stock = stock + 1 where id = ${ids[2]!}`);
        assert.deepEqual(await kept(), await anew(), 'after a brand, colour and tag change, listing and unlisting at once, a stock change');
        await ctx.app.db.execute(sql`delete from products where id = ${ids[3]!}`);
        assert.deepEqual(await kept(), await anew(), 'after a delete');
        assert.deepEqual(
          await ctx.app.repos.listing.listFromDatabase(whole, {}),
          await ctx.app.repos.listing.listFromIndex(whole, {}),
          'the whole catalog from the kept counts is what the index answers',
        );
      } finally {
        await ctx.app.db.execute(sql`delete from products where id = any(${sql.param(ids)}::int[])`);
      }
      assert.deepEqual(await kept(), await anew(), 'after the clean-up');
    });

    it('sees a write at once, whoever made it: price, listing and brand counts', async () => {
      const [product] = (await getJson(ctx.app, '/api/products?sort=price-desc&pageSize=1')).body.items;
      const before = (await getJson(ctx.app, '/api/products?pageSize=1')).body;
      const brandsBefore = (await getJson(ctx.app, '/api/brand/')).body as any[];
      const id = Number(product._id);
      try {
        // As another API process or psql would: straight to the database.
        const s0 = await state(ctx);
        const arabicByName = { sort: 'name-asc' as const, page: 1, pageSize: 48 };
        const arabicBefore = await ctx.app.repos.listing.listFromIndex(arabicByName, {}, 'ar');
        await ctx.app.db.execute(sql`update products set price = 9999999, sale_price = null where id = ${id}`);
        const s1 = await state(ctx);
        assert.ok(
          s1.version > s0.version && s1.structure === s0.structure,
          'a price change patches the index in place: the version moves, the structure stays',
        );
        const top = (await getJson(ctx.app, '/api/products?sort=price-desc&pageSize=1')).body;
        assert.equal(top.items[0]._id, product._id);
        assert.equal(top.facets.price.max, 9999999);
        await ctx.app.db.execute(sql`update products set price = 1 where id = ${id}`);
        const cheapest = (await getJson(ctx.app, '/api/products?sort=price-asc&pageSize=1')).body;
        assert.equal(cheapest.items[0]._id, product._id, 'moved to the other end of the price order');
        assert.deepEqual(
          (await ctx.app.repos.listing.listFromIndex(arabicByName, {}, 'ar')).items.map((p) => p._id),
          arabicBefore.items.map((p) => p._id),
          'the patched index keeps the Arabic name order (computed once, on first use)',
        );
        assert.deepEqual(
          await ctx.app.repos.listing.listFromIndex({ sort: 'price-asc', page: 1, pageSize: 24 }, {}),
          await ctx.app.repos.listing.listFromDatabase({ sort: 'price-asc', page: 1, pageSize: 24 }, {}),
        );
        await ctx.app.db.execute(sql`update products set price = 9999999 where id = ${id}`);

        await ctx.app.db.execute(sql`update products set status = false where id = ${id}`);
        const s2 = await state(ctx);
        assert.ok(s2.version > s1.version && s2.structure === s1.structure, 'unlisting changes flags only: the index is patched');
        const after = (await getJson(ctx.app, '/api/products?pageSize=1')).body;
        assert.equal(after.total, before.total - 1);
        const brandsAfter = (await getJson(ctx.app, '/api/brand/')).body as any[];
        const count = (list: any[]) => list.find((b) => b._id === product.brandId._id).productCount;
        assert.equal(count(brandsAfter), count(brandsBefore) - 1);
      } finally {
        await ctx.app.db.execute(
          sql`update products set price = ${product.price}, sale_price = ${product.salePrice ?? null}, status = true where id = ${id}`,
        );
      }
      assert.deepEqual((await getJson(ctx.app, '/api/products?pageSize=1')).body, before);
    });

    // By card: selling out the stock can cost more than cash on delivery's EGP 25,000 cap.
    const SANDBOX_CARD = { paymentMethod: 'card', newCard: { cardNumber: '4242424242424242', expiryDate: '12/39', cvv: '123' } };
    it('takes a ready-to-ship product that sells out off the Ready to Ship listing at once', async () => {
      const ready = (await getJson(ctx.app, '/api/products?readyToShip=true&pageSize=48&sort=price-asc')).body;
      const product = ready.items.find((p: any) => p.stock > 0 && p.stock <= 99)!;
      assert.ok(product, 'a ready-to-ship product with a little stock');
      const { cookie } = await signUpShopper(ctx.app, {
        firstName: 'Youssef',
        lastName: 'Kamal',
        email: `ready.${process.pid}@example.com`,
        password: 'Obelisk#2026',
      });
      const s0 = await state(ctx);
      const v0 = s0.version;
      const order = async (quantity: number) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: { cookie },
          payload: {
            items: [{ productId: product._id, quantity }],
            shippingAddress: { address1: '1 Corniche', city: 'Alexandria', postalCode: '21500', country: 'Egypt' },
            phoneNumber: '01001234567',
            ...SANDBOX_CARD,
          },
        });
      try {
        if (product.stock > 1) {
          assert.equal((await order(product.stock - 1)).statusCode, 201);
          assert.equal(await version(ctx), v0, 'an order that leaves stock does not change the catalog version');
        }
        assert.equal((await order(1)).statusCode, 201);
        const s1 = await state(ctx);
        assert.ok(s1.version > v0 && s1.structure === s0.structure, 'selling out bumps the version, flags only');
        const after = (await getJson(ctx.app, '/api/products?readyToShip=true&pageSize=48&sort=price-asc')).body;
        assert.equal(after.total, ready.total - 1);
        assert.ok(!after.items.some((p: any) => p._id === product._id));
        const spec = (await getJson(ctx.app, '/api/products/getproducts/readytoship')).body as any[];
        assert.ok(!spec.some((p: any) => p._id === product._id) && spec.length === after.total);
      } finally {
        await ctx.app.db.execute(sql`update products set stock = ${product.stock} where id = ${Number(product._id)}`);
      }
      assert.equal((await getJson(ctx.app, '/api/products?readyToShip=true&pageSize=1')).body.total, ready.total);
    });

    it("a second API process on the same PostgreSQL sees the first one's writes within moments (LISTEN/NOTIFY)", async (t) => {
      if (!ctx.databaseUrl) return t.skip('PGlite belongs to one process');
      const dataDir = mkdtempSync(join(tmpdir(), 'manzil-api-second-'));
      const second = await buildApp({ dataDir, databaseUrl: ctx.databaseUrl });
      // Trusting its in-memory content version for a minute, the second process can only learn
      // of the first one's writes from their notifications (lib/content-version.ts).
      second.contentVersion.maxAgeMs = 60_000;
      try {
        const list = async (app: typeof second, query: string) => (await getJson(app, `/api/products?${query}`)).body;
        /** `read()` again until `done` holds of its result; fails after 3 s. */
        const eventually = async <T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> => {
          const started = Date.now();
          for (;;) {
            const value = await read();
            if (done(value)) return value;
            assert.ok(Date.now() - started < 3_000, `${what}: not seen within 3 s`);
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
        };
        await eventually(
          async () => second.contentVersion.listening,
          (up) => up,
          'the second process listening',
        );
        await second.contentVersion.refresh();
        const before = await list(second, 'pageSize=1');
        assert.deepEqual(before, await list(ctx.app, 'pageSize=1'));
        const [product] = (await list(ctx.app, 'sort=name-asc&pageSize=1')).items;
        try {
          await ctx.app.db.execute(sql`update products set status = false where id = ${Number(product._id)}`);
          await eventually(
            () => list(second, 'pageSize=1'),
            (page) => page.total === before.total - 1,
            'the unlisted product',
          );
          await ctx.app.db.execute(sql`update products set name = ${'AAA First By Name'} where id = ${Number(product._id)}`);
          await ctx.app.db.execute(sql`update products set status = true where id = ${Number(product._id)}`);
          const first = await eventually(
            async () => (await list(second, 'sort=name-asc&pageSize=1')).items[0],
            (item) => item._id === product._id,
            'the renamed product',
          );
          assert.deepEqual([first._id, first.name], [product._id, 'AAA First By Name']);
        } finally {
          await ctx.app.db.execute(sql`update products set name = ${product.name}, status = true where id = ${Number(product._id)}`);
        }
        await eventually(
          () => list(second, 'pageSize=1'),
          (page) => JSON.stringify(page) === JSON.stringify(before),
          'the product restored',
        );
      } finally {
        await second.close();
        removeDir(dataDir);
      }
    });
  });
}
