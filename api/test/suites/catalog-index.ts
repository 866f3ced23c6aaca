import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import {
  buildIndex,
  catalogIndexService,
  describeIndex,
  listedCounts,
  loadSnapshot,
  patchIndex,
  writeSnapshot,
  type CatalogIndex,
  type CatalogIndexService,
} from '../../src/services/catalog-index.ts';
import {
  listingRepository,
  prepareSummary,
  scanIndex,
  type ListingQuery,
  type ListingScope,
} from '../../src/repositories/product-listing.ts';
import { brandsRepository } from '../../src/repositories/brands.ts';
import { facetCellsOf, scopeTableOf } from '../../src/repositories/facet-tables.ts';
import { catalogRepository } from '../../src/repositories/catalog.ts';
import type { TestContext } from '../helpers.ts';

/** A listing repository with an index of its own: what a second API process on the same database holds. */
function secondProcess(ctx: TestContext, service: CatalogIndexService) {
  return listingRepository(ctx.app.db, service, {
    trigram: ctx.app.database.trigram,
    contentVersion: { current: () => 0 },
  });
}

const one = async <T>(ctx: TestContext, query: ReturnType<typeof sql>) => (await queryRows<T>(ctx.app.db, query))[0]!;

export function catalogIndexSuite(ctx: TestContext) {
  describe('catalog index: patched in place, rebuilt in the background', () => {
    /** Products this suite inserted (deleted at the end), brands it renamed (named back). */
    const inserted: number[] = [];
    const renamed = new Map<number, string>();
    after(async () => {
      if (inserted.length) await ctx.app.db.execute(sql`delete from products where id in (select unnest(${sql.param(inserted)}::int[]))`);
      for (const [id, name] of renamed) await ctx.app.db.execute(sql`update brands set name = ${name} where id = ${id}`);
    });

    it('answers listings from the previous index while a rebuild is held open, then from the new one', async () => {
      let release!: () => void;
      let hold: Promise<void> | null = null;
      let builds = 0;
      // patchLimit 0: any product change rebuilds, so the test can hold a rebuild open.
      const service = catalogIndexService(ctx.app.db, {
        patchLimit: 0,
        beforeBuild: async () => {
          builds++;
          await hold;
        },
      });
      const listing = secondProcess(ctx, service);
      await service.current();
      const query = { page: 1, pageSize: 5, sort: 'newest' as const };
      const before = await listing.list(query);
      const product = before.items[0]!;

      hold = new Promise((resolve) => (release = resolve));
      const { price } = await one<{ price: string }>(ctx, sql`select price from products where id = ${Number(product._id)}`);
      await ctx.app.db.execute(sql`update products set price = price + 1000 where id = ${Number(product._id)}`);
      try {
        let stale = 0;
        const started = Date.now();
        const during = await listing.list(query, {}, 'en', () => stale++);
        assert.ok(Date.now() - started < 2_000, 'answered without waiting for the held rebuild');
        assert.equal(builds, 2, 'the rebuild is under way');
        assert.equal(stale, 1, 'the answer says it comes from the previous index');
        // The page's products are read by id (fresh), but which products, the total and the facets are the previous index's.
        assert.deepEqual(
          { ids: during.items.map((p) => p._id), total: during.total, facets: during.facets },
          { ids: before.items.map((p) => p._id), total: before.total, facets: before.facets },
        );
        const sorted = await listing.list({ ...query, sort: 'price-desc' });
        assert.ok(sorted.items.length > 0);
      } finally {
        release();
      }
      const fresh = await service.current();
      const after = await listing.list({ ...query, pageSize: 48, sort: 'newest' });
      assert.equal(fresh.version >= 0, true);
      assert.equal(after.items.find((p) => p._id === product._id)?.price, Number(price) + 1000, 'the new index has the new price');
      await ctx.app.db.execute(sql`update products set price = ${price} where id = ${Number(product._id)}`);
    });

    it('a fresh process answers from PostgreSQL before its first index, with the same answer', async () => {
      let release!: () => void;
      const hold = new Promise<void>((resolve) => (release = resolve));
      const service = catalogIndexService(ctx.app.db, { beforeBuild: () => hold });
      const listing = secondProcess(ctx, service);
      const query = { page: 2, pageSize: 7, sort: 'price-asc' as const, colors: ['White'] };
      let stale = 0;
      const early = await listing.list(query, {}, 'en', () => stale++);
      assert.equal(stale, 1, 'answered from PostgreSQL (not kept by a cache)');
      release();
      await service.current();
      assert.deepEqual(await listing.list(query), early);
    });

    it("shows a brand rename and a new product in a second process's listings", async () => {
      const first = secondProcess(ctx, catalogIndexService(ctx.app.db));
      const secondService = catalogIndexService(ctx.app.db);
      const second = secondProcess(ctx, secondService);
      const query = { page: 1, pageSize: 48, sort: 'newest' as const };
      const built = await secondService.current();
      const page = await second.list(query);
      await first.list(query);
      const brand = page.facets.brands[0]!.value;
      const { id } = await one<{ id: number }>(ctx, sql`select id from brands where name = ${brand}`);
      renamed.set(Number(id), brand);
      await ctx.app.db.execute(sql`update brands set name = ${`${brand} Renamed`} where id = ${id}`);
      const { id: productId } = await one<{ id: number }>(
        ctx,
        sql`insert into products (sku, name, title, description, price, stock, category_id, subcategory_id, type_id, brand_id,
              vendor_id, colors, tags, status, search_text, created_at)
            select 'IDX-NEW-1', 'Zz Patched Sofa', title, description, 777, 3, category_id, subcategory_id, type_id, brand_id,
              vendor_id, colors, tags, true, 'zz patched sofa', now() + interval '1 day'
            from products where status order by id limit 1
            returning id`,
      );
      inserted.push(Number(productId));
      const later = await second.list(query);
      assert.ok(
        later.facets.brands.some((b) => b.value === `${brand} Renamed`),
        'the renamed brand is a facet',
      );
      assert.ok(!later.facets.brands.some((b) => b.value === brand), 'the old name is gone');
      assert.equal(later.items[0]!._id, String(productId), 'the new product is the newest');
      assert.equal(later.total, page.total + 1);
      assert.equal(secondService.peek(), built, 'patched in place, not rebuilt');
      const filtered = await second.list({ ...query, brands: [`${brand} Renamed`] });
      assert.ok(filtered.total > 0);
      assert.deepEqual(filtered, await second.listFromDatabase({ ...query, brands: [`${brand} Renamed`] }, {}));
      // The app's own index (another "process") sees them too, over HTTP.
      const answer = await ctx.app.inject({ url: `/api/products?brands=${encodeURIComponent(`${brand} Renamed`)}&pageSize=1` });
      assert.equal(answer.json().total, filtered.total);
    });

    it('a fresh process starts from a snapshot, patched to the catalog as it is, without a build', async () => {
      const dir = await mkdtemp(join(tmpdir(), 'manzil-snapshot-'));
      try {
        const path = join(dir, 'catalog.bin');
        const first = await catalogIndexService(ctx.app.db).current();
        void first.order.nameAr;
        await writeSnapshot(ctx.app.db, first, path);
        // Written after the snapshot: the next process must patch it in.
        const { id } = await one<{ id: number }>(
          ctx,
          sql`insert into products (sku, name, title, description, price, stock, category_id, subcategory_id, type_id, brand_id,
                vendor_id, colors, tags, status, search_text, created_at)
              select 'IDX-SNAP-1', 'Snapshot Lamp', title, description, 1234, 1, category_id, subcategory_id, type_id, brand_id,
                vendor_id, colors, tags, true, 'snapshot lamp', now()
              from products where status order by id limit 1
              returning id`,
        );
        inserted.push(Number(id));
        let builds = 0;
        const service = catalogIndexService(ctx.app.db, { snapshotPath: path, beforeBuild: async () => void builds++ });
        const loaded = await service.current();
        assert.equal(builds, 0, 'loaded, not built');
        const fresh = await buildIndex(ctx.app.db);
        await patchIndex(ctx.app.db, fresh);
        assert.deepEqual(describeIndex(loaded), describeIndex(fresh));
        // A snapshot the change log no longer reaches (here: a bulk load since) is not used.
        await ctx.app.db.execute(sql`update catalog_state set structure_version = version + 1, version = version + 1 where id = 1`);
        const again = catalogIndexService(ctx.app.db, { snapshotPath: path, beforeBuild: async () => void builds++ });
        await again.current();
        assert.equal(builds, 1, 'built, the snapshot being out of reach');
        // The app's own index is out of reach of the change log too: rebuilt now, so that later
        // suites do not meet answers from an index being rebuilt.
        await ctx.app.repos.catalogIndex.current();
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });

    it('counts a new filter in chunks through the patches landing between them, without starting again', async () => {
      const service = catalogIndexService(ctx.app.db);
      const index = await service.current();
      const chunk = 32;
      const query: ListingQuery = { page: 1, pageSize: 5, sort: 'newest', minPrice: 3 };
      // A listed product among the first rows counted, priced strictly inside their range: changing
      // it moves the counts without taking away the cheapest or dearest one counted.
      const early = await queryRows<{ id: number; price: string }>(
        ctx.app.db,
        sql`select id, price from products where status and id in (select id from products order by id limit ${chunk * 2})
            order by price, id`,
      );
      const middle = Number(early[Math.floor(early.length / 2)]!.id);
      const { id: brandId, name: brandName } = await one<{ id: number; name: string }>(
        ctx,
        sql`select id, name from brands order by id limit 1`,
      );
      if (!renamed.has(Number(brandId))) renamed.set(Number(brandId), brandName);
      let pauses = 0;
      const kept = await prepareSummary(
        index,
        query,
        {},
        {
          chunk,
          pause: async () => {
            pauses++;
            if (pauses === 1) {
              const { id } = await one<{ id: number }>(
                ctx,
                sql`insert into products (sku, name, title, description, price, stock, category_id, subcategory_id, type_id, brand_id,
                    vendor_id, colors, tags, status, search_text, created_at)
                  select ${`IDX-CHUNK-${process.pid}`}, name, title, description, price, stock, category_id, subcategory_id, type_id,
                    brand_id, vendor_id, colors, tags, true, search_text, now() from products where id = ${middle} returning id`,
              );
              inserted.push(Number(id));
              await ctx.app.db.execute(sql`update brands set name = ${`${brandName} Chunked`} where id = ${brandId}`);
            }
            if (pauses === 3) await ctx.app.db.execute(sql`update products set colors = array['Teal']::text[] where id = ${middle}`);
            await service.current();
          },
        },
      );
      assert.equal(kept, true, 'the summary is kept on the index');
      assert.equal(pauses, Math.ceil(index.size / chunk) - 1, 'one pass of chunks: no chunk counted twice');
      const fresh = await buildIndex(ctx.app.db);
      await patchIndex(ctx.app.db, fresh);
      assert.deepEqual(scanIndex(index, query, {}, null), scanIndex(fresh, query, {}, null));
    });

    it('counts brand filters from its facet tables through products that change brand, colour and price', async () => {
      // Two products the index holds from its build (so in its brand postings), then moved to
      // another brand, recoloured, repriced and moved back: every brand filter must count as a
      // fresh build does, the products neither lost nor counted under both brands.
      const brandIds = (
        await queryRows<{ id: number; name: string }>(ctx.app.db, sql`select id, name from brands order by id limit 3`)
      ).map((b) => ({ id: Number(b.id), name: b.name }));
      const [a, b, c] = brandIds as [(typeof brandIds)[number], (typeof brandIds)[number], (typeof brandIds)[number]];
      const ids: number[] = [];
      for (const [n, price] of [
        [0, 1_250],
        [1, 48_000],
      ] as const) {
        const { id } = await one<{ id: number }>(
          ctx,
          sql`insert into products (sku, name, title, description, price, stock, category_id, subcategory_id, type_id, brand_id,
                vendor_id, colors, tags, status, search_text, created_at)
              select ${`IDX-MOVE-${process.pid}-${n}`}, name, title, description, ${price}, 3, category_id, subcategory_id, type_id,
                ${a.id}, vendor_id, array['White']::text[], tags, true, search_text, now() from products order by id limit 1 returning id`,
        );
        ids.push(Number(id));
        inserted.push(Number(id));
      }
      const index = await buildIndex(ctx.app.db);
      await patchIndex(ctx.app.db, index);
      const queries: ListingQuery[] = [
        { page: 1, pageSize: 4, sort: 'price-asc', brands: [a.name] },
        { page: 1, pageSize: 4, sort: 'price-desc', brands: [b.name], minPrice: 1_000, maxPrice: 50_000 },
        { page: 1, pageSize: 4, sort: 'newest', brands: [a.name, b.name], colors: ['White', 'Teal'], maxPrice: 30_000 },
        { page: 1, pageSize: 4, sort: 'name-asc', brands: [c.name], colors: ['White'], minPrice: 1_200 },
      ];
      const answers = (of: CatalogIndex) => queries.map((query) => scanIndex(of, query, {}, null));
      answers(index);
      const steps = [
        sql`update products set brand_id = ${b.id} where id = ${ids[0]!}`,
        sql`update products set colors = array['Teal']::text[], price = 29000 where id = ${ids[0]!}`,
        sql`update products set brand_id = ${c.id}, price = 900 where id = ${ids[1]!}`,
        sql`update products set brand_id = ${a.id} where id in (${ids[0]!}, ${ids[1]!})`,
        sql`update products set status = false where id = ${ids[1]!}`,
      ];
      for (const step of steps) {
        await ctx.app.db.execute(step);
        await patchIndex(ctx.app.db, index);
        const fresh = await buildIndex(ctx.app.db);
        await patchIndex(ctx.app.db, fresh);
        assert.deepEqual(answers(index), answers(fresh));
      }
      // Scopes first asked now: their tables read the cells and bands the patches left.
      const fresh = await buildIndex(ctx.app.db);
      await patchIndex(ctx.app.db, fresh);
      for (const query of queries) {
        assert.deepEqual(
          scanIndex(index, query, { includeUnlisted: true }, null),
          scanIndex(fresh, query, { includeUnlisted: true }, null),
        );
        assert.deepEqual(
          scanIndex(index, { ...query, readyToShip: true }, {}, null),
          scanIndex(fresh, { ...query, readyToShip: true }, {}, null),
        );
      }
    });

    it('keeps its scope tables within a byte budget, least recently used out first, and answers the same', async () => {
      const index = await buildIndex(ctx.app.db);
      await patchIndex(ctx.app.db, index);
      const cells = facetCellsOf(index);
      const scope = { typeId: 0, subCategoryId: 0, categoryFilter: 0, categoryId: 0, brandId: 0, vendorId: 0 };
      const tables = () => [...index.keepers.keys()].filter((key) => key.startsWith('facet-table:'));
      const bytes = (t: ReturnType<typeof scopeTableOf>) =>
        t.sums.byteLength + t.localOf.byteLength + t.localBrand.byteLength + t.localColorList.byteLength;
      const [listed, , ready] = [1, 5, 9].map((need) => scopeTableOf(index, cells, { ...scope, need }));
      assert.equal(tables().length, 3, 'three small tables fit the default budget');
      scopeTableOf(index, cells, { ...scope, need: 1 });
      // Used last: ready (9), then listed (1); on sale (5) least recently: the one to go.
      scopeTableOf(index, cells, { ...scope, need: 3 }, bytes(listed!) + bytes(ready!));
      assert.deepEqual(tables(), ['facet-table:9,0,0,0,0,0,0', 'facet-table:1,0,0,0,0,0,0', 'facet-table:3,0,0,0,0,0,0']);
      scopeTableOf(index, cells, { ...scope, need: 11 }, 1);
      assert.deepEqual(tables(), ['facet-table:11,0,0,0,0,0,0'], 'far over the budget, every older table went');
      // Brand filters on scopes whose tables went are counted from tables made again.
      const fresh = await buildIndex(ctx.app.db);
      await patchIndex(ctx.app.db, fresh);
      const brand = (await one<{ name: string }>(ctx, sql`select name from brands order by id limit 1`)).name;
      for (const query of [
        { page: 1, pageSize: 4, sort: 'price-asc', brands: [brand], hasSalePrice: true },
        { page: 1, pageSize: 4, sort: 'newest', brands: [brand], readyToShip: true, minPrice: 900 },
      ] satisfies ListingQuery[])
        assert.deepEqual(scanIndex(index, query, {}, null), scanIndex(fresh, query, {}, null));
    });

    it('reads the catalog version only when the content version has moved', async () => {
      let content = 1;
      // The database as the service sees it, counting the statements run on it outside a
      // transaction (the version read; a patch runs in a transaction of its own).
      let statements = 0;
      const db = new Proxy(ctx.app.db, {
        get(target, property, receiver) {
          const value = Reflect.get(target, property, receiver) as unknown;
          if (property !== 'execute' || typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            statements++;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
      const service = catalogIndexService(db, { contentVersion: { current: () => content } });
      await service.current();
      const first = await service.latest();
      assert.ok(first.index && !first.stale);
      const before = statements;
      for (let i = 0; i < 5; i++) assert.equal((await service.latest()).index, first.index);
      assert.equal(statements, before, 'no read of the catalog version while the content version holds still');
      // A write moves both versions: the next call reads the catalog version and patches.
      const { id } = await one<{ id: number }>(ctx, sql`select id from products where status order by id limit 1`);
      await ctx.app.db.execute(sql`update products set price = price + 1 where id = ${id}`);
      content = 2;
      const after = await service.latest();
      assert.ok(statements > before, 'read once the content version moved');
      assert.equal(after.stale, false);
      const { v } = await one<{ v: number }>(ctx, sql`select version as v from catalog_state where id = 1`);
      assert.equal(after.index!.version, Number(v), 'patched to the write');
      await ctx.app.db.execute(sql`update products set price = price - 1 where id = ${id}`);
    });

    it('patches while a snapshot is written, and writes it again once no patch interrupts it', async () => {
      const dir = await mkdtemp(join(tmpdir(), 'manzil-snapshot-'));
      let release!: () => void;
      let hold: Promise<void> | null = new Promise<void>((go) => (release = go));
      const { id } = await one<{ id: number }>(ctx, sql`select id from products where status order by id limit 1`);
      try {
        const path = join(dir, 'catalog.bin');
        const service = catalogIndexService(ctx.app.db, {
          snapshotPath: path,
          snapshotRetryMs: 10,
          beforeSnapshotPart: () => hold ?? Promise.resolve(),
        });
        const built = await service.current();
        // The build's snapshot is being written (held open): a write must still be patched in.
        await ctx.app.db.execute(sql`update products set price = price + 1 where id = ${id}`);
        const timeout = new Promise<'timeout'>((go) => setTimeout(() => go('timeout'), 5_000).unref());
        const view = await Promise.race([service.latest(), timeout]);
        assert.notEqual(view, 'timeout', 'the patch did not wait for the snapshot');
        if (view === 'timeout') return;
        assert.equal(view.stale, false);
        assert.equal(view.index, built, 'patched in place');
        const { v } = await one<{ v: number }>(ctx, sql`select version as v from catalog_state where id = 1`);
        assert.equal(view.index.version, Number(v));
        release();
        hold = null;
        // The interrupted write is abandoned and tried again: the file ends up holding the index.
        let loaded = null;
        for (let i = 0; i < 100 && !(loaded && loaded.version === Number(v)); i++) {
          await new Promise((go) => setTimeout(go, 20));
          loaded = await loadSnapshot(ctx.app.db, path);
        }
        assert.ok(loaded);
        assert.deepEqual(describeIndex(loaded), describeIndex(built));
      } finally {
        release();
        await ctx.app.db.execute(sql`update products set price = price - 1 where id = ${id}`);
        await rm(dir, { recursive: true, force: true });
      }
    });

    it('the category tree and the brands answered during a rebuild say so, so that no cache keeps them', async () => {
      let release!: () => void;
      let hold: Promise<void> | null = null;
      const service = catalogIndexService(ctx.app.db, { patchLimit: 0, beforeBuild: () => hold ?? Promise.resolve() });
      await service.current();
      const { id } = await one<{ id: number }>(ctx, sql`select id from products where status order by id limit 1`);
      hold = new Promise<void>((go) => (release = go));
      await ctx.app.db.execute(sql`update products set price = price + 1 where id = ${id}`);
      try {
        const marks: string[] = [];
        await catalogRepository(ctx.app.db, service).tree('en', () => marks.push('tree'));
        await brandsRepository(ctx.app.db, service).all('en', () => marks.push('brands'));
        assert.deepEqual(marks, ['tree', 'brands']);
      } finally {
        release();
        await ctx.app.db.execute(sql`update products set price = price - 1 where id = ${id}`);
      }
    });

    it('random edits patched into an index leave it equal to a fresh build (fast-check)', async () => {
      const service = catalogIndexService(ctx.app.db);
      const patched = await service.current();
      // The Arabic order is patched only once computed: compute it, so the property covers it.
      void patched.order.nameAr;
      // Facet summaries and counts kept on the index are moved by each patch, not recomputed:
      // make them now, so the property compares what the patches made of them with a fresh build.
      const firstBrand = (await queryRows<{ name: string }>(ctx.app.db, sql`select name from brands order by id limit 1`))[0]!.name;
      const summaries: { query: ListingQuery; scope: ListingScope }[] = [
        { query: { page: 1, pageSize: 5, sort: 'newest' }, scope: {} },
        { query: { page: 2, pageSize: 3, sort: 'price-asc' }, scope: { includeUnlisted: true } },
        { query: { page: 1, pageSize: 4, sort: 'name-desc', brands: [firstBrand], minPrice: 500 }, scope: {} },
        { query: { page: 1, pageSize: 4, sort: 'newest', colors: ['Teal', 'White'], maxPrice: 60_000 }, scope: {} },
        // A brand and colours at once: the rows of other brands move only their brand's count.
        {
          query: {
            page: 1,
            pageSize: 4,
            sort: 'price-asc',
            brands: [firstBrand],
            colors: ['Teal', 'White'],
            minPrice: 200,
            maxPrice: 90_000,
          },
          scope: {},
        },
        { query: { page: 1, pageSize: 4, sort: 'price-desc', readyToShip: true, minPrice: 1_000, maxPrice: 50_000 }, scope: {} },
      ];
      const scanned = (index: CatalogIndex) => summaries.map(({ query, scope }) => scanIndex(index, query, scope, null));
      const counted = (index: CatalogIndex) =>
        [listedCounts(index, index.type, (v) => v.type).value, listedCounts(index, index.brand, (v) => v.brand).value].map((counts) =>
          [...counts].filter(([, n]) => n > 0).sort((a, b) => a[0] - b[0]),
        );
      const keptCounts = (index: CatalogIndex) =>
        [
          index.kept('counts:type', () => listedCounts(index, index.type, (v) => v.type)),
          index.kept('counts:brand', () => listedCounts(index, index.brand, (v) => v.brand)),
        ].map((counts) => [...counts].filter(([, n]) => n > 0).sort((a, b) => a[0] - b[0]));
      scanned(patched);
      keptCounts(patched);
      const brandIds = (await queryRows<{ id: number }>(ctx.app.db, sql`select id from brands order by id limit 6`)).map((b) =>
        Number(b.id),
      );
      const sources = (await queryRows<{ id: number }>(ctx.app.db, sql`select id from products order by id limit 20`)).map((p) =>
        Number(p.id),
      );
      let sku = 0;
      let runs = 0;
      const edit = fc.oneof(
        fc.record({
          kind: fc.constant('insert' as const),
          source: fc.constantFrom(...sources),
          price: fc.integer({ min: 1, max: 90_000 }),
          name: fc.constantFrom('Aa Chair', 'Mm Lamp', 'Zz Sofa', 'Aa Chair'),
          listed: fc.boolean(),
          days: fc.integer({ min: -900, max: 30 }),
        }),
        fc.record({ kind: fc.constant('price' as const), pick: fc.nat(), price: fc.integer({ min: 1, max: 90_000 }) }),
        fc.record({ kind: fc.constant('rename' as const), pick: fc.nat(), name: fc.constantFrom('Bb Table', 'Yy Rug', 'Aa Chair') }),
        fc.record({ kind: fc.constant('flags' as const), pick: fc.nat(), listed: fc.boolean(), ready: fc.boolean() }),
        fc.record({ kind: fc.constant('brand' as const), pick: fc.nat(), brand: fc.constantFrom(...brandIds) }),
        fc.record({ kind: fc.constant('colors' as const), pick: fc.nat(), colors: fc.subarray(['White', 'Black', 'Teal', 'Rust']) }),
        fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
        fc.record({
          kind: fc.constant('brandName' as const),
          brand: fc.constantFrom(...brandIds),
          suffix: fc.constantFrom(' Prime', ' Home'),
        }),
      );
      await fc.assert(
        fc.asyncProperty(fc.array(edit, { minLength: 1, maxLength: 6 }), async (edits) => {
          const apply = async (e: (typeof edits)[number]) => {
            const mine = inserted.length ? inserted[('pick' in e ? e.pick : 0) % inserted.length]! : null;
            if (e.kind === 'insert') {
              const { id } = await one<{ id: number }>(
                ctx,
                sql`insert into products (sku, name, title, description, price, stock, category_id, subcategory_id, type_id, brand_id,
                      vendor_id, colors, tags, status, search_text, created_at)
                    select ${`IDX-FC-${process.pid}-${sku++}`}, ${e.name}, title, description, ${e.price}, 2, category_id, subcategory_id,
                      type_id, brand_id, vendor_id, colors, tags, ${e.listed}, ${e.name.toLowerCase()}, now() + make_interval(days => ${e.days})
                    from products where id = ${e.source} returning id`,
              );
              inserted.push(Number(id));
            } else if (e.kind === 'brandName') {
              const { name } = await one<{ name: string }>(ctx, sql`select name from brands where id = ${e.brand}`);
              if (!renamed.has(e.brand)) renamed.set(e.brand, name);
              await ctx.app.db.execute(sql`update brands set name = ${renamed.get(e.brand)! + e.suffix} where id = ${e.brand}`);
            } else if (mine !== null) {
              if (e.kind === 'price') await ctx.app.db.execute(sql`update products set price = ${e.price} where id = ${mine}`);
              if (e.kind === 'rename') await ctx.app.db.execute(sql`update products set name = ${e.name} where id = ${mine}`);
              if (e.kind === 'flags')
                await ctx.app.db.execute(sql`update products set status = ${e.listed}, ready_to_ship = ${e.ready} where id = ${mine}`);
              if (e.kind === 'brand') await ctx.app.db.execute(sql`update products set brand_id = ${e.brand} where id = ${mine}`);
              if (e.kind === 'colors')
                await ctx.app.db.execute(sql`update products set colors = ${sql.param(e.colors)}::text[] where id = ${mine}`);
              if (e.kind === 'delete') {
                await ctx.app.db.execute(sql`delete from products where id = ${mine}`);
                inserted.splice(inserted.indexOf(mine), 1);
              }
            }
          };
          // A new filter's summary counted a few rows at a time, the edits landing (and patched
          // in) between its chunks: it must come out as if counted in one pass afterwards.
          const chunked: ListingQuery = { page: 1, pageSize: 4, sort: 'price-asc', minPrice: ++runs, maxPrice: 80_000 };
          const pending = [...edits];
          await prepareSummary(
            patched,
            chunked,
            {},
            {
              chunk: 16,
              pause: async () => {
                const e = pending.shift();
                if (e) await apply(e);
                await service.current();
              },
            },
          );
          for (const e of pending) await apply(e);
          const now = await service.current();
          assert.equal(now, patched, 'the same index, patched in place');
          const fresh = await buildIndex(ctx.app.db);
          await patchIndex(ctx.app.db, fresh);
          assert.deepEqual(describeIndex(now), describeIndex(fresh));
          assert.deepEqual(scanned(now), scanned(fresh), 'kept facet summaries equal fresh ones');
          assert.deepEqual(
            scanIndex(now, chunked, {}, null),
            scanIndex(fresh, chunked, {}, null),
            'a summary counted in chunks equals a fresh one',
          );
          assert.deepEqual(keptCounts(now), counted(fresh), 'kept counts per type and brand equal fresh ones');
        }),
        { numRuns: 12, seed: 2026 },
      );
    });
  });
}
