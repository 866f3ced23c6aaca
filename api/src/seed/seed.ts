/**
 * Writes the generated demo catalog and the demo accounts to the database, in one transaction
 * (a seed is all there or not at all). Products are generated as they are written: on PostgreSQL
 * through one `COPY … FROM STDIN` (pg-copy-streams; a million products in well under two
 * minutes), on PGlite in batched INSERTs (it has no COPY from a client stream).
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { hashPassword, UNUSABLE_PASSWORD } from '../lib/passwords.ts';
import { BRANDS, VENDORS } from './brands.ts';
import { BRAND_DESCRIPTIONS_AR, BRANDS_AR, TREE_AR } from './catalog-ar.ts';
import { CATALOG } from './catalog.ts';
import { DEMO_ACCOUNTS, DEMO_SHOPPER, DEMO_VENDOR, DEMO_VENDOR_2 } from './demo-accounts.ts';
import {
  brandVendors as vendorOfBrand,
  DEFAULT_PRODUCT_COUNT,
  generateProducts,
  type GenerateOptions,
  type ProductSeed,
} from './generate.ts';

export interface SeedSummary {
  categories: number;
  brands: number;
  products: number;
  ms: number;
  /**
   * Where the time went (ms): writing the products, their search vocabulary (a large seed fills it
   * once after the load), building their indexes, the planner statistics.
   */
  phases: { products: number; vocabulary: number; indexes: number; analyze: number };
}

const BATCH = 1_000;

/** True when the catalog has not been seeded yet. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${t.categories}`);
  return rows[0]!.n === 0;
}

/**
 * The first-start seed of the embedded development default (`buildApp({ seed })`): the demo
 * catalog and accounts with `products` products when the catalog is empty, else nothing (null).
 */
export function seedIfEmpty(products: number): (db: Database) => Promise<SeedSummary | null> {
  return async (db) => ((await isDatabaseEmpty(db)) ? seedDatabase(db, { products }) : null);
}

/** Empties every table (for `seed --reset`). */
export async function resetDatabase(db: Database): Promise<void> {
  await db.execute(sql`truncate table order_items, orders, order_counters, favorites, sessions, addresses, products, brands, product_types,
    subcategories, categories, vendors, users, newsletter_subscriptions, search_words, idempotency_keys, email_outbox,
    rate_limits restart identity cascade`);
}

export async function seedDatabase(db: Database, options: GenerateOptions = {}): Promise<SeedSummary> {
  const started = Date.now();
  const catalog = { brandVendors: vendorOfBrand() };
  const count = options.products ?? DEFAULT_PRODUCT_COUNT;
  const copyClient = copyTarget(db);
  const phases = { products: 0, vocabulary: 0, indexes: 0, analyze: 0 };
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((account) => hashPassword(account.password)));
  await db.transaction(async (tx) => {
    // A bulk load: catalog indexes rebuild once rather than log a million changed products
    // (catalog_log, migrations/0003_catalog_version_triggers.sql); index builds get the memory
    // that makes them fast.
    await tx.execute(sql`select set_config('manzil.catalog_bulk', 'on', true)`);
    if (count > 10_000) await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    const accounts = await tx
      .insert(t.users)
      .values(DEMO_ACCOUNTS.map((a, i) => ({ ...pick(a), passwordHash: hashes[i]!, role: a.role })))
      .returning({ id: t.users.id, email: t.users.email });
    const userId = (email: string) => accounts.find((a) => a.email === email)!.id;
    const partnerUsers = await tx
      .insert(t.users)
      .values(VENDORS.slice(2).map((shop) => partnerUser(shop)))
      .returning({ id: t.users.id });
    const vendorRows = await tx
      .insert(t.vendors)
      .values(
        VENDORS.map((shopName, i) => ({
          shopName,
          userId: i === 0 ? userId(DEMO_VENDOR.email) : i === 1 ? userId(DEMO_VENDOR_2.email) : partnerUsers[i - 2]!.id,
        })),
      )
      .returning({ id: t.vendors.id });

    const typeIds = await insertTree(tx as unknown as Database);
    const brandRows = await tx
      .insert(t.brands)
      .values(
        BRANDS.map((brand, i) => ({
          name: brand.name,
          nameAr: BRANDS_AR[brand.name] ?? null,
          descriptionAr: BRAND_DESCRIPTIONS_AR[brand.name] ?? null,
          description: brand.description,
          vendorId: vendorRows[catalog.brandVendors[i]!]!.id,
        })),
      )
      .returning({ id: t.brands.id });

    // Building an index once is far cheaper than updating it row by row: for a large seed the
    // secondary indexes of products are dropped and rebuilt from their own definitions.
    const rebuild = count > 10_000 ? await dropSecondaryIndexes(tx as unknown as Database) : [];
    // Likewise a foreign key is checked once by a join when added back, not once per row, and the
    // unique sku index is built once from the loaded rows instead of taking a million random inserts.
    const constraints = count > 10_000 ? await dropConstraints(tx as unknown as Database) : [];
    // The insert trigger (search vocabulary, catalog log) is a statement trigger with a transition
    // table: for a bulk load PostgreSQL would keep a second copy of every row for it, spilled to
    // disk, then tokenise every row again. A large seed does its work once after the load instead.
    const bulk = count > 10_000;
    if (bulk) await tx.execute(sql`alter table products disable trigger products_catalog_insert`);
    // So is the insert trigger of the listed facets' counts: they are counted once after the load.
    if (bulk) await tx.execute(sql`alter table products disable trigger products_listed_facets_insert`);
    // Rows loaded into a table emptied in the same transaction can be written frozen (COPY FREEZE):
    // the index builds and ANALYZE after the load then read the heap without setting the hint bit
    // of every row, which would dirty and write every page of it a second time.
    const freeze = bulk && copyClient !== null && (await emptyForFreeze(tx as unknown as Database));
    let mark = Date.now();
    // The space-separated words of every search text (a few thousand distinct ones): the bulk
    // load's search vocabulary is made from them. A word never spans a space, so tokenising each
    // one gives the words of the whole text.
    const words = new Set<string>();
    // One object of keys per type and brand, not one per product.
    const keys = new Map<number, RowKeys>();
    const keysOf = (p: ProductSeed): RowKeys => {
      const at = p.type * BRANDS.length + p.brand;
      let k = keys.get(at);
      if (!k)
        keys.set(
          at,
          (k = { ...typeIds[p.type]!, brandId: brandRows[p.brand]!.id, vendorId: vendorRows[catalog.brandVendors[p.brand]!]!.id }),
        );
      return k;
    };
    const generated = (function* () {
      for (const p of generateProducts(options)) {
        if (bulk) for (const word of p.searchText.split(' ')) words.add(word);
        yield p;
      }
    })();
    if (copyClient) await copyProducts(copyClient, generated, keysOf, freeze);
    else {
      const rows = (function* () {
        for (const p of generated) yield { ...p, ...keysOf(p) };
      })();
      let batch: ProductRow[] = [];
      for (const row of rows) {
        batch.push(row);
        if (batch.length === BATCH) {
          await insertProducts(tx as unknown as Database, batch);
          batch = [];
        }
      }
      if (batch.length) await insertProducts(tx as unknown as Database, batch);
    }
    phases.products = Date.now() - mark;
    mark = Date.now();
    if (bulk) {
      await tx.execute(sql`insert into search_words (word)
        select distinct w from unnest(${sql.param([...words])}::text[]) t(text),
          unnest(tsvector_to_array(to_tsvector('simple'::regconfig, t.text))) as w
        on conflict do nothing`);
      await tx.execute(sql`select catalog_log(null::int[])`);
      await tx.execute(sql`alter table products enable trigger products_catalog_insert`);
    }
    phases.vocabulary = Date.now() - mark;
    mark = Date.now();
    for (const definition of rebuild) await tx.execute(sql.raw(definition));
    for (const { name, definition } of constraints)
      await tx.execute(sql.raw(`alter table products add constraint "${name}" ${definition}`));
    if (bulk) {
      // After the indexes: the count reads the listed products' facets index, not the table.
      await tx.execute(sql`select listed_facets_recount()`);
      await tx.execute(sql`alter table products enable trigger products_listed_facets_insert`);
    }
    phases.indexes = Date.now() - mark;
    await seedShopper(tx as unknown as Database, userId(DEMO_SHOPPER.email));
  });
  // Fresh planner statistics: search is planned on how common each word is.
  const analyzing = Date.now();
  await db.execute(sql`analyze`);
  phases.analyze = Date.now() - analyzing;
  return { categories: CATALOG.length, brands: BRANDS.length, products: count, ms: Date.now() - started, phases };
}

interface CopyClient {
  query(stream: ReturnType<typeof copyFrom>): ReturnType<typeof copyFrom>;
}

/**
 * The node-postgres connection under `db` when it is one connection (the seed runs on the one of
 * `DatabaseHandle.exclusive`, so a COPY on it is part of the seed's transaction); null on PGlite
 * or a pool.
 */
function copyTarget(db: Database): CopyClient | null {
  const client = (db as unknown as { $client?: { query?: unknown; release?: unknown; totalCount?: unknown } }).$client;
  if (!client || typeof client.query !== 'function') return null;
  // A pg.Pool counts its clients (a COPY there would leave the transaction); PGlite has no `release`.
  if (client.totalCount !== undefined) return null;
  return typeof client.release === 'function' || client.constructor?.name === 'Client' ? (client as unknown as CopyClient) : null;
}

const PRODUCT_COLUMNS = `sku, name, title, description, name_ar, title_ar, description_ar, price, sale_price, stock, category_id,
  subcategory_id, type_id, brand_id, vendor_id, colors, tags, image_count, has_cad, status, ready_to_ship, promotion_approved,
  search_text, created_at`;

const COPY_SPECIAL = /[\\\t\n\r]/;

/** A value in COPY's text format: backslash, tab, newline and carriage return escaped; null as \N. */
function copyText(value: string | number | boolean | null): string {
  if (value === null) return '\\N';
  if (typeof value !== 'string') return String(value);
  return !COPY_SPECIAL.test(value)
    ? value
    : value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

/** A text[] literal: every element double-quoted, its quotes and backslashes escaped. */
const arrayLiteral = (values: string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/** A text value for COPY (see {@link copyText}), without the array and the closure per call. */
const copyString = (value: string) => (COPY_SPECIAL.test(value) ? copyText(value) : value);

/** The keys of a generated product's row: its place in the tree, its brand and its vendor. */
type RowKeys = { categoryId: number; subcategoryId: number; typeId: number; brandId: number; vendorId: number };

/**
 * One product as a line of COPY's text format, in PRODUCT_COLUMNS' order: the same bytes as
 * `copyText` of each value joined by tabs, written as one template (a million products spent
 * more time building, mapping and joining a 24-value array per row, and copying each product
 * into a new object with its keys, than generating them). Colour and tag lists repeat, so their
 * literals are made once each.
 */
function copyLine(p: ProductSeed, k: RowKeys, lists: Map<string, string>): string {
  const list = (values: string[]) => {
    const key = values.join('\u0000');
    let literal = lists.get(key);
    if (literal === undefined) lists.set(key, (literal = copyText(arrayLiteral(values))));
    return literal;
  };
  return (
    `${copyString(p.sku)}\t${copyString(p.name)}\t${copyString(p.title)}\t${copyString(p.description)}\t${copyString(p.nameAr)}\t` +
    `${copyString(p.titleAr)}\t${copyString(p.descriptionAr)}\t${p.price}\t${p.salePrice === null ? '\\N' : p.salePrice}\t${p.stock}\t` +
    `${k.categoryId}\t${k.subcategoryId}\t${k.typeId}\t${k.brandId}\t${k.vendorId}\t${list(p.colors)}\t${list(p.tags)}\t` +
    `${p.imageCount}\t${p.hasCad}\t${p.status}\t${p.readyToShip}\t${p.promotionApproved}\t${copyString(p.searchText)}\t` +
    `${p.createdAt.toISOString()}\n`
  );
}

/** Streams the generated products into products with one COPY, a few thousand rows per write (with back-pressure). */
async function copyProducts(client: CopyClient, products: Iterable<ProductSeed>, keysOf: (p: ProductSeed) => RowKeys, freeze: boolean) {
  const lists = new Map<string, string>();
  const chunks = function* () {
    let chunk = '';
    let n = 0;
    for (const p of products) {
      chunk += copyLine(p, keysOf(p), lists);
      if (++n === 2_000) {
        yield chunk;
        chunk = '';
        n = 0;
      }
    }
    if (chunk) yield chunk;
  };
  const stream = client.query(copyFrom(`copy products (${PRODUCT_COLUMNS}) from stdin${freeze ? ' with (freeze)' : ''}`));
  await pipeline(Readable.from(chunks()), stream);
}

type ProductRow = ProductSeed & { categoryId: number; subcategoryId: number; typeId: number; brandId: number; vendorId: number };

/**
 * One INSERT per batch with one array parameter per column (`unnest`), instead of one parameter
 * per value: building and parsing 30,000 placeholders a batch is what made large seeds slow.
 */
async function insertProducts(db: Database, rows: ProductRow[]) {
  const col = <T>(get: (row: ProductRow) => T) => sql.param(rows.map(get));
  // Colours and tags travel as one '|'-joined string per row (arrays of arrays must be
  // rectangular in PostgreSQL); seed values never contain '|'.
  await db.execute(sql`
    insert into products (sku, name, title, description, name_ar, title_ar, description_ar, price, sale_price, stock, category_id,
      subcategory_id, type_id, brand_id, vendor_id, colors, tags, image_count, has_cad, status,
      ready_to_ship, promotion_approved, search_text, created_at)
    select sku, name, title, description, name_ar, title_ar, description_ar, price, sale_price, stock, category_id, subcategory_id,
      type_id, brand_id, vendor_id, string_to_array(colors, '|'), string_to_array(tags, '|'),
      image_count, has_cad, status, ready_to_ship, promotion_approved, search_text, created_at
    from unnest(${col((r) => r.sku)}::text[], ${col((r) => r.name)}::text[], ${col((r) => r.title)}::text[],
      ${col((r) => r.description)}::text[], ${col((r) => r.nameAr)}::text[], ${col((r) => r.titleAr)}::text[],
      ${col((r) => r.descriptionAr)}::text[], ${col((r) => r.price)}::numeric[], ${col((r) => r.salePrice)}::numeric[],
      ${col((r) => r.stock)}::int[], ${col((r) => r.categoryId)}::int[], ${col((r) => r.subcategoryId)}::int[],
      ${col((r) => r.typeId)}::int[], ${col((r) => r.brandId)}::int[], ${col((r) => r.vendorId)}::int[],
      ${col((r) => r.colors.join('|'))}::text[], ${col((r) => r.tags.join('|'))}::text[],
      ${col((r) => r.imageCount)}::int[], ${col((r) => r.hasCad)}::boolean[], ${col((r) => r.status)}::boolean[],
      ${col((r) => r.readyToShip)}::boolean[], ${col((r) => r.promotionApproved)}::boolean[],
      ${col((r) => r.searchText)}::text[], ${col((r) => r.createdAt.toISOString())}::timestamptz[])
      with ordinality as t(sku, name, title, description, name_ar, title_ar, description_ar, price, sale_price, stock, category_id, subcategory_id, type_id,
        brand_id, vendor_id, colors, tags, image_count, has_cad, status, ready_to_ship,
        promotion_approved, search_text, created_at, ord)
    order by ord`);
}

/**
 * Drops the foreign keys and unique constraints of products (not its primary key, which other
 * tables' keys reference and which COPY appends to in order); returns each one's name and
 * definition, to add back, unique constraints first.
 */
async function dropConstraints(db: Database): Promise<{ name: string; definition: string }[]> {
  const keys = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
        where conrelid = 'products'::regclass and contype in ('u', 'f') order by contype desc, conname`,
  );
  for (const key of keys) await db.execute(sql.raw(`alter table products drop constraint "${key.name}"`));
  return keys;
}

/**
 * True when products and every table whose foreign key references it are empty: then they are
 * truncated here, inside the seed's transaction, which is what lets COPY write frozen rows.
 * The id sequence is left where it is, as the seed's inserts would leave it.
 */
async function emptyForFreeze(db: Database): Promise<boolean> {
  const referencing = await queryRows<{ name: string }>(
    db,
    sql`select distinct c.relname as name from pg_constraint k join pg_class c on c.oid = k.conrelid
        where k.confrelid = 'products'::regclass and k.contype = 'f'`,
  );
  const tables = ['products', ...referencing.map((r) => r.name)];
  for (const table of tables) {
    const [row] = await queryRows<{ any: boolean }>(db, sql`select exists (select from ${sql.identifier(table)}) as "any"`);
    if (row?.any) return false;
  }
  await db.execute(
    sql`truncate table ${sql.join(
      tables.map((table) => sql.identifier(table)),
      sql`, `,
    )}`,
  );
  return true;
}

async function dropSecondaryIndexes(db: Database): Promise<string[]> {
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select indexname as name, indexdef as definition from pg_indexes
        where schemaname = current_schema() and tablename = 'products'
          and indexname not in (select conname from pg_constraint where conrelid = 'products'::regclass)`,
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  return indexes.map((index) => index.definition);
}

function pick(account: (typeof DEMO_ACCOUNTS)[number]) {
  return { email: account.email, firstName: account.firstName, lastName: account.lastName };
}

function partnerUser(shopName: string) {
  const slug = shopName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const [firstName, ...rest] = shopName.split(' ');
  return {
    email: `${slug}@partners.manzil.eg`,
    firstName: firstName!,
    lastName: rest.join(' '),
    role: 'vendor' as const,
    passwordHash: UNUSABLE_PASSWORD,
  };
}

/** Inserts categories, subcategories and types; returns the ids for each flattened type. */
async function insertTree(db: Database) {
  const ids: { categoryId: number; subcategoryId: number; typeId: number }[] = [];
  for (const [position, category] of CATALOG.entries()) {
    const [cat] = await db
      .insert(t.categories)
      .values({ name: category.name, nameAr: TREE_AR[category.name] ?? null, slug: category.slug, position })
      .returning();
    for (const [subPosition, sub] of category.subcategories.entries()) {
      const [subRow] = await db
        .insert(t.subcategories)
        .values({ categoryId: cat!.id, name: sub.name, nameAr: TREE_AR[sub.name] ?? null, position: subPosition })
        .returning();
      const typeRows = await db
        .insert(t.productTypes)
        .values(
          sub.types.map((type, i) => ({
            subcategoryId: subRow!.id,
            name: type.name,
            nameAr: TREE_AR[type.name] ?? null,
            drawing: type.drawing,
            code: type.code,
            position: i,
          })),
        )
        .returning({ id: t.productTypes.id });
      for (const row of typeRows) ids.push({ categoryId: cat!.id, subcategoryId: subRow!.id, typeId: row.id });
    }
  }
  return ids;
}

/** The demo shopper gets a saved address and a few favorites, so those screens are not empty. */
async function seedShopper(db: Database, userId: number) {
  await db
    .update(t.users)
    .set({ phoneNumber: '+20 100 123 4567', gender: 'female', dateOfBirth: '1994-03-21', address1: '14 Shagaret El Dor St, Zamalek' })
    .where(sql`${t.users.id} = ${userId}`);
  await db.insert(t.addresses).values([
    {
      userId,
      label: 'Home',
      address1: '14 Shagaret El Dor St',
      apartment: '7',
      floor: '3',
      landmark: 'Cairo Marriott Hotel',
      city: 'Cairo',
      postalCode: '11211',
      country: 'Egypt',
      isDefault: true,
      position: 0,
    },
    {
      userId,
      label: 'Work',
      address1: '90 Road 9',
      address2: 'Maadi',
      city: 'Cairo',
      postalCode: '11728',
      country: 'Egypt',
      isDefault: false,
      position: 1,
    },
  ]);
  const picks = await queryRows<{ id: number }>(db, sql`select id from products where status order by id limit 4`);
  if (picks.length > 0) await db.insert(t.favorites).values(picks.map((p) => ({ userId, productId: p.id })));
}
