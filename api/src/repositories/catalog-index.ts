/**
 * The catalog index: the fields that listings filter, sort and facet on, for every product, in
 * typed arrays in this process, so that `GET /api/products` answers its total and facets without
 * scanning the products table (a single scan of 100,000 rows costs more than the 50 ms a listing
 * may take; see README "Performance").
 *
 * It is never stale. `catalog_state.version` grows, in the writing transaction, with every change
 * the index reads (triggers in migrations/0004_catalog_version.sql: products, brands, the category
 * tree, and a product's stock reaching or leaving 0). Every use reads that version first (one
 * primary-key read) and refreshes the index when it moved, so a write by any API process, the
 * seed or psql is seen by the next request of every process. When only products' flags changed
 * (an order selling out a ready-to-ship product, a product unlisted, a vendor's new price) the few products named in
 * `catalog_changes` are re-read and patched in (about a millisecond); any other change rebuilds
 * the index (about 1.5 s at 100,000 products). Either way the version and the rows are read in
 * one repeatable-read transaction, so an index is exactly the catalog of its version.
 *
 * Answers derived from an index (counts per type and brand, the category tree, search matches)
 * are memoised on it with `memo`, and so share its version.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/client.ts';

export const FLAG_LISTED = 1;
export const FLAG_CAD = 2;
/** On an approved sale (sale price and promotion approved): the On Sale page and `hasSalePrice`. */
export const FLAG_SALE = 4;
/** Ready to ship and in stock: the Ready to Ship page and `readyToShip`. */
export const FLAG_READY = 8;

export interface CatalogIndex {
  version: number;
  /** Number of products. */
  size: number;
  id: Int32Array;
  type: Int32Array;
  subcategory: Int32Array;
  category: Int32Array;
  brand: Int32Array;
  vendor: Int32Array;
  flags: Uint8Array;
  /** Effective price (sale price when present, else price), EGP. */
  price: Float64Array;
  /**
   * Colours: row r has the colour list `colorList[r]`, whose values are `colorLists[list]` (ids
   * into `colorNames`). Products share a few thousand distinct lists, so facets count lists per
   * row and values per list, as the SQL engine groups by the array. Tags likewise.
   */
  colorList: Int32Array;
  colorLists: Int32Array[];
  colorNames: string[];
  colorByName: Map<string, number>;
  tagList: Int32Array;
  tagLists: Int32Array[];
  tagNames: string[];
  tagByName: Map<string, number>;
  /**
   * Rows are stored newest first (created_at desc, id desc), so that order is the rows
   * themselves; these are the rows in the database's order by price asc and by name asc, and
   * by Arabic name (the English one where there is none) in Arabic collation order,
   * `Intl.Collator('ar')`, then id (the name sort of Arabic listings, issue 13; computed on its
   * first use, then kept, see `lazyOrders`).
   */
  order: { price: Int32Array; name: Int32Array; nameAr: Int32Array };
  rowOfId: Map<number, number>;
  brandName: Map<number, string>;
  /** Brand id → Arabic name, for brands that have one (issue 13). */
  brandNameAr: Map<number, string>;
  /** Highest brand id + 1 (brand ids index arrays). */
  brandSlots: number;
  /** Lower-cased brand name, English or Arabic → brand id. */
  brandByName: Map<string, number>;
  categoryBySlug: Map<string, number>;
  /** Values computed from this index (and so valid for its version). */
  memo<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

interface Row {
  id: number;
  type: number;
  sub: number;
  cat: number;
  brand: number;
  vendor: number;
  flags: number;
  price: number;
  colors: string[];
  tags: string[];
  rPrice: number;
  rName: number;
  /** Arabic name, else the English one. */
  nameAr: string;
}

const MEMO_LIMIT = 500;

const FLAGS = sql.raw(`(status::int * ${FLAG_LISTED} + has_cad::int * ${FLAG_CAD}
  + (sale_price is not null and promotion_approved)::int * ${FLAG_SALE}
  + (ready_to_ship and stock > 0)::int * ${FLAG_READY})`);

interface State {
  version: number;
  structureVersion: number;
  prunedBelow: number;
}

async function readState(db: Database): Promise<State> {
  const [row] = await queryRows<Record<keyof State, string | number>>(
    db,
    sql`select version, structure_version as "structureVersion", pruned_below as "prunedBelow" from catalog_state where id = 1`,
  );
  return {
    version: Number(row?.version ?? 0),
    structureVersion: Number(row?.structureVersion ?? 0),
    prunedBelow: Number(row?.prunedBelow ?? 0),
  };
}

async function readVersion(db: Database): Promise<number> {
  const [row] = await queryRows<{ version: string | number }>(db, sql`select version from catalog_state where id = 1`);
  return Number(row?.version ?? 0);
}

/**
 * The index of the catalog now, from `previous` when only products' flags changed since (the
 * products listed in catalog_changes are re-read), else built anew. One repeatable-read
 * transaction, so the index is exactly the catalog of the version it carries.
 */
async function refresh(db: Database, previous: CatalogIndex | null): Promise<CatalogIndex> {
  return db.transaction(
    async (tx) => {
      const t = tx as unknown as Database;
      const state = await readState(t);
      if (previous && previous.version === state.version) return previous;
      if (
        previous &&
        previous.version < state.version &&
        state.structureVersion <= previous.version &&
        previous.version >= state.prunedBelow
      ) {
        const changed = await queryRows<{ id: number; flags: number; price: number }>(
          t,
          sql`select id, ${FLAGS} as flags, effective_price::float8 as price from products
              where id in (select product_id from catalog_changes where version > ${previous.version} and version <= ${state.version})`,
        );
        return withFlags(previous, state.version, changed);
      }
      return build(t, state.version);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * A copy of `index` at `version` with new flags and prices for some products (the rest is
 * shared). A vendor's price change (issue 12) lands here rather than rebuilding: the moved rows
 * leave the by-price order and are merged back at their new place, O(n) for n products.
 */
function withFlags(index: CatalogIndex, version: number, changed: { id: number; flags: number; price?: number }[]): CatalogIndex {
  const flags = index.flags.slice();
  let price = index.price;
  const moved: number[] = [];
  for (const row of changed) {
    const r = index.rowOfId.get(Number(row.id));
    if (r === undefined) continue;
    flags[r] = Number(row.flags);
    if (row.price !== undefined && Number(row.price) !== price[r]) {
      if (price === index.price) price = index.price.slice();
      price[r] = Number(row.price);
      moved.push(r);
    }
  }
  const { memo: _memo, ...fields } = index;
  // The Arabic name order does not depend on prices: the copy shares the original's, computed once.
  const order = moved.length ? lazyOrders(reorderByPrice(index, price, moved), index.order.name, () => index.order.nameAr) : index.order;
  return { ...fields, version, flags, price, order, memo: memoizer() };
}

/** The rows by (price, id), as the database orders them, after the rows `moved` changed price. */
function reorderByPrice(index: CatalogIndex, price: Float64Array, moved: number[]): Int32Array {
  const before = (a: number, b: number) => price[a]! < price[b]! || (price[a] === price[b] && index.id[a]! < index.id[b]!);
  const movedSet = new Set(moved);
  const sortedMoved = [...movedSet].sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
  const out = new Int32Array(index.order.price.length);
  let o = 0;
  let m = 0;
  for (const r of index.order.price) {
    if (movedSet.has(r)) continue;
    while (m < sortedMoved.length && before(sortedMoved[m]!, r)) out[o++] = sortedMoved[m++]!;
    out[o++] = r;
  }
  while (m < sortedMoved.length) out[o++] = sortedMoved[m++]!;
  return out;
}

/** Compares Arabic names as an Arabic reader expects (Arabic script before Latin). */
export const arabicCollator = new Intl.Collator('ar');

/**
 * The rows by Arabic name in Arabic collation order, then by id: `names` are the distinct Arabic
 * names, `nameOfRow[r]` the position in `names` of row r's name, `id[r]` its product id. The
 * distinct names are sorted once with the collator (products share names), then the rows by
 * their name's rank: about 0.3 s for 100,000 products, which is why the index computes it on the
 * first Arabic name sort rather than on every rebuild ({@link lazyOrders}).
 */
export function arabicNameOrder(names: readonly string[], nameOfRow: Int32Array, id: Int32Array): Int32Array {
  const byName = Array.from(names.keys()).sort((a, b) => arabicCollator.compare(names[a]!, names[b]!));
  const rank = new Int32Array(names.length);
  byName.forEach((name, i) => (rank[name] = i));
  const order = Array.from(nameOfRow.keys());
  order.sort((a, b) => rank[nameOfRow[a]!]! - rank[nameOfRow[b]!]! || id[a]! - id[b]!);
  return Int32Array.from(order);
}

/**
 * The index's orders with the Arabic one computed on first use and then kept: a rebuild (every
 * catalog change) and a start-up pay for it only once a shopper sorts an Arabic listing by name.
 */
function lazyOrders(price: Int32Array, name: Int32Array, nameAr: () => Int32Array): CatalogIndex['order'] {
  let computed: Int32Array | undefined;
  return {
    price,
    name,
    get nameAr() {
      return (computed ??= nameAr());
    },
  };
}

function memoizer(): CatalogIndex['memo'] {
  const memos = new Map<string, Promise<unknown>>();
  return <T>(key: string, compute: () => Promise<T>): Promise<T> => {
    let value = memos.get(key) as Promise<T> | undefined;
    if (!value) {
      if (memos.size >= MEMO_LIMIT) memos.delete(memos.keys().next().value!);
      value = compute();
      memos.set(key, value);
      value.catch(() => memos.get(key) === value && memos.delete(key));
    }
    return value;
  };
}

async function build(t: Database, version: number): Promise<CatalogIndex> {
  const rows = await queryRows<Row>(
    t,
    sql`select id, type_id as type, subcategory_id as sub, category_id as cat, brand_id as brand, vendor_id as vendor,
        ${FLAGS} as flags, effective_price::float8 as price, colors, tags,
        (row_number() over (order by effective_price, id))::int as "rPrice",
        (row_number() over (order by name, id))::int as "rName", coalesce(name_ar, name) as "nameAr"
      from products
      order by created_at desc, id desc`,
  );
  const brands = await queryRows<{ id: number; name: string; nameAr: string | null }>(
    t,
    sql`select id, name, name_ar as "nameAr" from brands`,
  );
  const categories = await queryRows<{ id: number; slug: string }>(t, sql`select id, slug from categories`);

  const n = rows.length;
  // Distinct Arabic names and each row's, for the Arabic name order computed on first use.
  const arabicNames: string[] = [];
  const arabicNameIds = new Map<string, number>();
  const nameArOfRow = new Int32Array(n);
  const ids = new Int32Array(n);
  const index = {
    version,
    size: n,
    id: ids,
    type: new Int32Array(n),
    subcategory: new Int32Array(n),
    category: new Int32Array(n),
    brand: new Int32Array(n),
    vendor: new Int32Array(n),
    flags: new Uint8Array(n),
    price: new Float64Array(n),
    colorList: new Int32Array(n),
    tagList: new Int32Array(n),
    order: lazyOrders(new Int32Array(n), new Int32Array(n), () => arabicNameOrder(arabicNames, nameArOfRow, ids)),
    rowOfId: new Map<number, number>(),
    brandName: new Map(brands.map((b) => [Number(b.id), b.name])),
    brandSlots:
      rows.reduce(
        (max, row) => Math.max(max, row.brand),
        brands.reduce((max, b) => Math.max(max, Number(b.id)), 0),
      ) + 1,
    brandNameAr: new Map(brands.filter((b) => b.nameAr).map((b) => [Number(b.id), b.nameAr!])),
    brandByName: new Map([
      ...brands.filter((b) => b.nameAr).map((b): [string, number] => [b.nameAr!, Number(b.id)]),
      ...brands.map((b): [string, number] => [b.name.toLowerCase(), Number(b.id)]),
    ]),
    categoryBySlug: new Map(categories.map((c) => [c.slug, Number(c.id)])),
  };
  // Values get ids (names ↔ ids), and each distinct list of values an id of its own.
  const values = () => ({
    names: [] as string[],
    byName: new Map<string, number>(),
    lists: [] as Int32Array[],
    listByKey: new Map<string, number>(),
  });
  const colors = values();
  const tags = values();
  const listOf = (dict: ReturnType<typeof values>, list: string[]) => {
    const key = JSON.stringify(list);
    let id = dict.listByKey.get(key);
    if (id === undefined) {
      const ids = list.map((value) => {
        let valueId = dict.byName.get(value);
        if (valueId === undefined) {
          valueId = dict.names.length;
          dict.names.push(value);
          dict.byName.set(value, valueId);
        }
        return valueId;
      });
      id = dict.lists.length;
      dict.lists.push(Int32Array.from(ids));
      dict.listByKey.set(key, id);
    }
    return id;
  };
  rows.forEach((row, r) => {
    index.id[r] = row.id;
    index.type[r] = row.type;
    index.subcategory[r] = row.sub;
    index.category[r] = row.cat;
    index.brand[r] = row.brand;
    index.vendor[r] = row.vendor;
    index.flags[r] = row.flags;
    index.price[r] = row.price;
    index.colorList[r] = listOf(colors, row.colors);
    index.tagList[r] = listOf(tags, row.tags);
    index.order.price[row.rPrice - 1] = r;
    index.order.name[row.rName - 1] = r;
    let nameAr = arabicNameIds.get(row.nameAr);
    if (nameAr === undefined) arabicNameIds.set(row.nameAr, (nameAr = arabicNames.push(row.nameAr) - 1));
    nameArOfRow[r] = nameAr;
    index.rowOfId.set(row.id, r);
  });

  return {
    ...index,
    colorLists: colors.lists,
    colorNames: colors.names,
    colorByName: colors.byName,
    tagLists: tags.lists,
    tagNames: tags.names,
    tagByName: tags.byName,
    memo: memoizer(),
  };
}

export interface CatalogIndexService {
  /** The index of the catalog as it is now (rebuilt first when the catalog changed). */
  current(): Promise<CatalogIndex>;
}

export function catalogIndexService(db: Database): CatalogIndexService {
  /** The newest index, or the refresh that is making it. */
  let latest: Promise<CatalogIndex> | null = null;
  let latestVersion = -1;

  return {
    async current() {
      const version = await readVersion(db);
      if (latest && latestVersion >= version) {
        const index = await latest;
        // An index of a newer catalog than the version read first is right too.
        if (index.version >= version) return index;
      }
      // One refresh at a time per process; requests that see the same version share it.
      const previous = latest ? await latest.catch(() => null) : null;
      if (previous && previous.version >= version) return previous;
      if (latest && latestVersion >= version) return latest;
      const refreshing = refresh(db, previous);
      latest = refreshing;
      latestVersion = version;
      refreshing.then(
        (index) => {
          if (latest === refreshing) latestVersion = index.version;
        },
        () => {
          if (latest === refreshing) {
            latest = previous ? Promise.resolve(previous) : null;
            latestVersion = previous?.version ?? -1;
          }
        },
      );
      return refreshing;
    },
  };
}
