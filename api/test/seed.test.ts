/** The demo catalog: deterministic, realistic and big enough for every screen. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, queryRows } from '../src/db/client.ts';
import { BRANDS } from '../src/seed/brands.ts';
import { CATALOG } from '../src/seed/catalog.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, describeDemoAccounts } from '../src/seed/demo-accounts.ts';
import { DEFAULT_PRODUCT_COUNT, generateCatalog } from '../src/seed/generate.ts';
import { isDatabaseEmpty, resetDatabase, seedDatabase } from '../src/seed/seed.ts';
import { backends, postgresSkipped } from './helpers.ts';

const NOW = new Date('2026-03-01T00:00:00Z');

describe('seed', () => {
  it('generates the same catalog every time', () => {
    const a = generateCatalog({ now: NOW });
    const b = generateCatalog({ now: NOW });
    assert.deepEqual(a, b);
    assert.notDeepEqual(generateCatalog({ now: NOW, seed: 7 }).products.slice(0, 5), a.products.slice(0, 5));
  });

  it('has the six categories, 3-5 subcategories each, 2-4 types each, and 30+ brands', () => {
    assert.deepEqual(
      CATALOG.map((c) => c.name),
      ['Furniture', 'Kitchen & Dining', 'Bath', 'Lighting', 'Home Decor', 'Outdoor'],
    );
    for (const category of CATALOG) {
      assert.ok(category.subcategories.length >= 3 && category.subcategories.length <= 5, category.name);
      for (const sub of category.subcategories) assert.ok(sub.types.length >= 2 && sub.types.length <= 4, sub.name);
    }
    assert.ok(BRANDS.length >= 30);
    assert.equal(new Set(BRANDS.map((b) => b.name)).size, BRANDS.length);
    assert.equal(BRANDS.filter((b) => b.description === '').length, 1);
    assert.ok(BRANDS.filter((b) => b.description.length > 200).length >= 3);
  });

  it('makes 2,400 realistic products by default: sold out, low stock, on sale, ready, CAD, unlisted', () => {
    const { products } = generateCatalog({ now: NOW });
    assert.equal(products.length, DEFAULT_PRODUCT_COUNT);
    const share = (test: (p: (typeof products)[number]) => boolean) => products.filter(test).length / products.length;
    assert.ok(share((p) => p.stock === 0) > 0.03, 'sold out');
    assert.ok(share((p) => p.stock >= 1 && p.stock <= 5) > 0.05, 'a few left');
    assert.ok(share((p) => p.salePrice !== null) > 0.1, 'on sale');
    assert.ok(share((p) => p.readyToShip) > 0.2, 'ready to ship');
    assert.ok(share((p) => p.hasCad) > 0.1, 'CAD file');
    assert.ok(share((p) => !p.status) > 0.005 && share((p) => !p.status) < 0.1, 'a few unlisted');
    for (const p of products) {
      assert.ok(p.price >= 1_500 && p.price <= 250_000, `${p.sku} price ${p.price}`);
      if (p.salePrice !== null) assert.ok(p.salePrice < p.price && p.promotionApproved);
      if (p.readyToShip) assert.ok(p.stock > 0);
      const words = p.description.split(' ').length;
      assert.ok(words >= 15 && words <= 40, `${p.sku}: ${words} words`);
      assert.ok(p.colors.length >= 1 && p.tags.length >= 1);
      const age = NOW.getTime() - p.createdAt.getTime();
      assert.ok(age >= 0 && age <= 731 * 86_400_000);
    }
    assert.equal(new Set(products.map((p) => p.sku)).size, products.length);
  });

  it('writes the catalog and demo accounts to an empty database, once', async () => {
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    try {
      await migrateDatabase(handle);
      assert.equal(await isDatabaseEmpty(handle.db), true);
      const summary = await seedDatabase(handle.db, { products: 2_000, now: NOW });
      const { ms: _ms, phases: _phases, ...counted } = summary;
      assert.deepEqual(counted, { categories: 6, brands: BRANDS.length, products: 2_000 });
      assert.equal(await isDatabaseEmpty(handle.db), false);
      const [counts] = await queryRows<Record<string, number>>(
        handle.db,
        sql`select count(*)::int as products, count(*) filter (where stock = 0)::int as sold_out,
              count(*) filter (where stock between 1 and 5)::int as low, count(*) filter (where sale_price is not null)::int as sale,
              count(*) filter (where ready_to_ship)::int as ready, count(*) filter (where has_cad)::int as cad,
              count(*) filter (where not status)::int as unlisted, count(distinct brand_id)::int as brands,
              min(id)::int as first_id, max(id)::int as last_id
            from products`,
      );
      assert.equal(counts!.products, 2_000);
      for (const key of ['sold_out', 'low', 'sale', 'ready', 'cad', 'unlisted']) assert.ok(counts![key]! > 0, key);
      assert.ok(counts!.brands! >= 30);
      assert.deepEqual([counts!.first_id, counts!.last_id], [1, 2_000], 'ids follow the generated order');
      const users = await queryRows<{ email: string; role: string }>(
        handle.db,
        sql`select email, role from users where email like '%@manzil.eg' order by id`,
      );
      assert.deepEqual(
        users,
        DEMO_ACCOUNTS.map((a) => ({ email: a.email, role: a.role })),
      );
      const [vendor] = await queryRows<{ brands: number }>(
        handle.db,
        sql`select count(*)::int as brands from brands b join vendors v on v.id = b.vendor_id join users u on u.id = v.user_id where u.email = 'vendor@manzil.eg'`,
      );
      assert.ok(vendor!.brands >= 3, 'the demo vendor owns several brands');
      await resetDatabase(handle.db);
      assert.equal(await isDatabaseEmpty(handle.db), true);
    } finally {
      await handle.close();
    }
  });

  it('seeds PostgreSQL through COPY: the generated products exactly, foreign keys and indexes back, one index rebuild', async (t) => {
    const postgres = (await backends()).find((b) => b.databaseUrl);
    if (!postgres) return t.skip(postgresSkipped ?? 'PostgreSQL not asked for');
    const handle = await openDatabase({ databaseUrl: postgres.databaseUrl });
    try {
      // Above 10,000 products: the path that drops and restores the indexes and foreign keys.
      const count = 10_500;
      await handle.exclusive(async (db) => {
        await migrateDatabase(handle, db);
        await seedDatabase(db, { products: count, now: NOW });
      });
      const generated = generateCatalog({ products: count, now: NOW }).products;
      const rows = await queryRows<Record<string, unknown>>(
        handle.db,
        sql`select id, sku, name, title, description, name_ar as "nameAr", title_ar as "titleAr", description_ar as "descriptionAr",
              price::float8 as price, sale_price::float8 as "salePrice", stock, colors, tags, image_count as "imageCount",
              has_cad as "hasCad", status, ready_to_ship as "readyToShip", promotion_approved as "promotionApproved",
              search_text as "searchText", created_at as "createdAt"
            from products where id in (1, 2, 777, ${count}) order by id`,
      );
      for (const row of rows) {
        const p = generated[Number(row.id) - 1]!;
        const { type: _type, brand: _brand, ...fields } = p;
        assert.deepEqual(
          { ...row, id: undefined, createdAt: new Date(row.createdAt as string).toISOString() },
          {
            ...fields,
            id: undefined,
            createdAt: p.createdAt.toISOString(),
          },
        );
      }
      const [state] = await queryRows<{ keys: number; indexes: number; changes: number; rebuild: boolean }>(
        handle.db,
        sql`select (select count(*)::int from pg_constraint where conrelid = 'products'::regclass and contype = 'f') as keys,
              (select count(*)::int from pg_indexes where tablename = 'products') as indexes,
              (select count(*)::int from catalog_changes) as changes,
              (select structure_version = version from catalog_state) as rebuild`,
      );
      assert.deepEqual(state, { keys: 5, indexes: 16, changes: 0, rebuild: true }, 'a bulk load logs no product: indexes are built anew');
      // The listed facets' counts, made once after the load, and their insert trigger on again.
      const [facets] = await queryRows<{ total: number; listed: number; brands: number; trigger: string }>(
        handle.db,
        sql`select (select n from listed_facet_counts where facet = 'total') as total,
              (select count(*)::int from products where status) as listed,
              (select count(*)::int from listed_facet_counts where facet = 'brand' and n > 0) as brands,
              (select tgenabled::text from pg_trigger where tgname = 'products_listed_facets_insert') as trigger`,
      );
      assert.deepEqual(facets, { total: facets!.listed, listed: facets!.listed, brands: BRANDS.length, trigger: 'O' });
    } finally {
      await handle.close();
      await postgres.cleanup();
    }
  });

  it('prints the demo accounts', () => {
    const text = describeDemoAccounts();
    for (const account of DEMO_ACCOUNTS) assert.ok(text.includes(account.email));
    assert.ok(text.includes(DEMO_PASSWORD));
  });
});
