/**
 * The catalog index: the fields that listings filter, sort and facet on, for every product, in
 * typed arrays in this process, so that `GET /api/products` answers its total and facets without
 * scanning the products table (a single scan of 100,000 rows costs more than the 50 ms a listing
 * may take; see README "Performance").
 *
 * Kept current without making anyone wait:
 * - `catalog_state.version` grows, in the writing transaction, with every change the index reads
 *   (triggers, migrations/0003_catalog_version_triggers.sql), and every product a change touches is named in
 *   `catalog_changes`. A request reads that version (one primary-key read); when it moved, the
 *   index is patched in place: the named products are re-read, their rows rewritten or added or
 *   marked gone, their places in the sort orders found again, and the small brand and category
 *   tables re-read (a brand or category rename is only that). A patch costs milliseconds, so the
 *   request waits for it and answers the catalog as committed.
 * - What a patch cannot express (the change log pruned past the index, a truncated table, more
 *   changed products than a patch is worth) builds a new index in the background while requests
 *   keep answering from the one this process has (marked stale, so no cache keeps the answer);
 *   the new one replaces it when ready (double buffering). Before a process has any index the
 *   callers answer from PostgreSQL (repositories/product-listing.ts `listFromDatabase`), so a fresh process
 *   answers at once.
 *
 * The build reads the products in id-ordered chunks and the three sort orders as one string each,
 * not one object per product, so it never holds more than a chunk of rows; it runs outside a
 * transaction (PGlite has one connection, which a long transaction would take from every request)
 * and is then brought to one consistent version by a patch of what changed while it ran.
 *
 * Answers derived from an index (counts per type and brand, the category tree, search matches)
 * are memoised on it with `memo`; a patch replaces the memo, so they share its version.
 */
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/client.ts';

export const FLAG_LISTED = 1;
export const FLAG_CAD = 2;
/** On an approved sale (sale price and promotion approved): the On Sale page and `hasSalePrice`. */
export const FLAG_SALE = 4;
/** Ready to ship and in stock: the Ready to Ship page and `readyToShip`. */
export const FLAG_READY = 8;
/** The row's product was deleted (its slot stays until the next build; no other flag is set). */
export const FLAG_GONE = 128;

/** A distinct list of values (colours or tags) gets one id; rows hold the id. */
export interface ValueLists {
  names: string[];
  byName: Map<string, number>;
  lists: Int32Array[];
  listByKey: Map<string, number>;
}

export interface CatalogIndex {
  version: number;
  /** Row slots in use (live rows and rows of deleted products, FLAG_GONE). */
  size: number;
  /** Live rows: the length of each sort order. */
  live: number;
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
  /** Row r's Arabic name (the English one where there is none) is `arabicNames[nameArOfRow[r]]`. */
  nameArOfRow: Int32Array;
  arabicNames: string[];
  /**
   * The live rows in the database's order (first `live` entries): newest first (created_at desc,
   * id desc), by price asc and by name asc (then id), and by Arabic name in Arabic collation
   * order, `Intl.Collator('ar')`, then id (computed on its first use, then kept and patched).
   */
  order: { newest: Int32Array; price: Int32Array; name: Int32Array; readonly nameAr: Int32Array };
  /** Row of product id `i`, or -1 (`rowOfId.length` is above the highest id). */
  rowOfId: Int32Array;
  brandName: Map<number, string>;
  /** Brand id → Arabic name, for brands that have one. */
  brandNameAr: Map<number, string>;
  /** Highest brand id + 1 (brand ids index arrays). */
  brandSlots: number;
  /** Lower-cased brand name, English or Arabic → brand id. */
  brandByName: Map<string, number>;
  categoryBySlug: Map<string, number>;
  /**
   * Values computed from this index for its version only (they read names or the database):
   * every patch drops them.
   */
  memo<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /**
   * Values computed from the index's rows and kept across patches (counts, facet summaries):
   * computed on first use, then every patch hands each one the rows it changed, before and after,
   * so a write costs what it changes rather than a pass over every product. A keeper whose update
   * cannot follow a change says so and is computed again on its next use. Renames of brands and
   * categories change no row, so they leave every kept value as it is.
   */
  kept<T>(key: string, compute: () => Keeper<T>): T;
  /** @internal the kept values, least recently used first. */
  keepers: Map<string, Keeper<unknown>>;
  /** @internal the highest brand id of any row. */
  brandMax: number;
  /** @internal the colour and tag dictionaries, for patches. */
  colorDict: ValueLists;
  tagDict: ValueLists;
  /** @internal Arabic name → its id in `arabicNames`. */
  arabicNameIds: Map<string, number>;
  /** @internal the Arabic order once computed (patched from then on). */
  nameArOrder: Int32Array | null;
}

/** What the index holds of one live row (by ids and flags, as the typed arrays do). */
export interface RowValues {
  type: number;
  subcategory: number;
  category: number;
  brand: number;
  vendor: number;
  flags: number;
  price: number;
  colorList: number;
  tagList: number;
}

/** One row a patch changed: its slot, its values before (null: it was not live) and after (null: gone). */
export interface RowChange {
  row: number;
  before: RowValues | null;
  after: RowValues | null;
}

/** A value kept across patches (see {@link CatalogIndex.kept}). */
export interface Keeper<T> {
  value: T;
  /** Follows the changed rows (the index already holds them); false: compute the value anew. */
  update(changes: readonly RowChange[], index: CatalogIndex): boolean;
}

/** The values of live row `r` of `index`, or null when the row holds a deleted product. */
export function rowValues(index: CatalogIndex, r: number): RowValues | null {
  const flags = index.flags[r]!;
  if (flags & FLAG_GONE) return null;
  return {
    type: index.type[r]!,
    subcategory: index.subcategory[r]!,
    category: index.category[r]!,
    brand: index.brand[r]!,
    vendor: index.vendor[r]!,
    flags,
    price: index.price[r]!,
    colorList: index.colorList[r]!,
    tagList: index.tagList[r]!,
  };
}

/**
 * Listed products per value of one column (`column`, read from a row's values by `of`), kept by
 * deltas: a keeper for {@link CatalogIndex.kept}.
 */
export function listedCounts(index: CatalogIndex, column: Int32Array, of: (values: RowValues) => number): Keeper<Map<number, number>> {
  // Counted in a typed array first (ids are small integers): a Map lookup per row cost about
  // 50 ms per column at a million products, on the way to a fresh process's first answers.
  let top = 0;
  for (let r = 0; r < index.size; r++) if (column[r]! > top) top = column[r]!;
  const byId = new Int32Array(top + 1);
  const { flags } = index;
  for (let r = 0; r < index.size; r++) if ((flags[r]! & (FLAG_LISTED | FLAG_GONE)) === FLAG_LISTED) byId[column[r]!]!++;
  const counts = new Map<number, number>();
  byId.forEach((n, id) => {
    if (n > 0) counts.set(id, n);
  });
  const add = (values: RowValues | null, n: number) => {
    if (values && values.flags & FLAG_LISTED) counts.set(of(values), (counts.get(of(values)) ?? 0) + n);
  };
  return {
    value: counts,
    update(changes) {
      for (const { before, after } of changes) {
        add(before, -1);
        add(after, 1);
      }
      return true;
    },
  };
}

/** The row of the index of one product, as read from the database. */
interface ProductRow {
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
  /** Arabic name, else the English one. */
  nameAr: string;
}

const MEMO_LIMIT = 500;
/** Kept values per index: each is a few tens of kB (counts per brand, colour list and tag list). */
const KEPT_LIMIT = 256;
/** Products read per statement while building: bounds the rows held at once (and event-loop stalls). */
const BUILD_CHUNK = 20_000;
/** A patch re-reads each changed product and finds its place in three orders; past this many, building anew is cheaper. */
export const DEFAULT_PATCH_LIMIT = 2_000;

/** The flags of a product, computed by the database from its columns. */
const FLAGS_SQL = `(status::int * ${FLAG_LISTED} + has_cad::int * ${FLAG_CAD}
  + (sale_price is not null and promotion_approved)::int * ${FLAG_SALE}
  + (ready_to_ship and stock > 0)::int * ${FLAG_READY})`;

const ROW_COLUMNS = sql.raw(`id, type_id as type, subcategory_id as sub, category_id as cat, brand_id as brand, vendor_id as vendor,
  ${FLAGS_SQL} as flags, effective_price::float8 as price, colors, tags, coalesce(name_ar, name) as "nameAr"`);

interface State {
  version: number;
  structureVersion: number;
  prunedBelow: number;
}

async function readState(db: Database): Promise<State> {
  const [row] = await queryRows<StateRow>(
    db,
    sql`select version, structure_version as "structureVersion", pruned_below as "prunedBelow" from catalog_state where id = 1`,
  );
  return stateOf(row);
}

type StateRow = Record<keyof State, string | number>;

/** The state from its row (numbers as the driver gives them; no row: all 0). */
function stateOf(row: StateRow | undefined): State {
  return {
    version: Number(row?.version ?? 0),
    structureVersion: Number(row?.structureVersion ?? 0),
    prunedBelow: Number(row?.prunedBelow ?? 0),
  };
}

/** Compares Arabic names as an Arabic reader expects (Arabic script before Latin). */
export const arabicCollator = new Intl.Collator('ar');

/**
 * The rows by Arabic name in Arabic collation order, then by id: `names` are the distinct Arabic
 * names, `nameOfRow[r]` the position in `names` of row r's name, `id[r]` its product id; only
 * `rows` (default: every row of `nameOfRow`) are ordered. The distinct names are sorted once with
 * the collator (products share names), then the rows by their name's rank: about 0.3 s for
 * 100,000 products, which is why the index computes it on the first Arabic name sort.
 */
export function arabicNameOrder(names: readonly string[], nameOfRow: Int32Array, id: Int32Array, rows?: Iterable<number>): Int32Array {
  const byName = Array.from(names.keys()).sort((a, b) => arabicCollator.compare(names[a]!, names[b]!));
  const rank = new Int32Array(names.length);
  byName.forEach((name, i) => (rank[name] = i));
  const order = rows ? Array.from(rows) : Array.from(nameOfRow.keys());
  order.sort((a, b) => rank[nameOfRow[a]!]! - rank[nameOfRow[b]!]! || id[a]! - id[b]!);
  return Int32Array.from(order);
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

/** `index.kept`: a bounded map of keepers, least recently used out first. */
function keeperOf(index: CatalogIndex): CatalogIndex['kept'] {
  return <T>(key: string, compute: () => Keeper<T>): T => {
    const keepers = index.keepers;
    let keeper = keepers.get(key) as Keeper<T> | undefined;
    if (keeper) keepers.delete(key);
    else {
      keeper = compute();
      if (keepers.size >= KEPT_LIMIT) keepers.delete(keepers.keys().next().value!);
    }
    keepers.set(key, keeper as Keeper<unknown>);
    return keeper.value;
  };
}

const valueLists = (): ValueLists => ({ names: [], byName: new Map(), lists: [], listByKey: new Map() });

/** The id of the list `values` in `dict`, added when new. */
function listOf(dict: ValueLists, values: string[]): number {
  const key = values.join('\u0000');
  let id = dict.listByKey.get(key);
  if (id === undefined) {
    const ids = values.map((value) => {
      let valueId = dict.byName.get(value);
      if (valueId === undefined) {
        valueId = dict.names.push(value) - 1;
        dict.byName.set(value, valueId);
      }
      return valueId;
    });
    id = dict.lists.push(Int32Array.from(ids)) - 1;
    dict.listByKey.set(key, id);
  }
  return id;
}

/** `array` with room for `length` entries (grown by a quarter at least, so growth is amortised; new entries `fill`). */
export function grown<T extends Int32Array | Uint8Array | Float64Array>(array: T, length: number, fill?: number): T {
  if (array.length >= length) return array;
  const next = new (array.constructor as new (n: number) => T)(Math.max(length, Math.ceil(array.length * 1.25) + 16));
  next.set(array);
  if (fill !== undefined) next.fill(fill, array.length);
  return next;
}

/** Parses a comma-separated list of integers (string_agg) without making a JS array of it. */
function parseIds(text: string | null, count: number): Int32Array {
  const out = new Int32Array(count);
  if (!text) return out.subarray(0, 0);
  let n = 0;
  let value = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 44) {
      out[n++] = value;
      value = 0;
    } else value = value * 10 + (c - 48);
  }
  out[n++] = value;
  return out.subarray(0, n);
}

/** Brands' names and categories' slugs: a few hundred rows, re-read whole (one statement) by every build and patch. */
async function readDimensions(db: Database) {
  const [row] = await queryRows<{
    brands: { id: number; name: string; nameAr: string | null }[] | null;
    categories: { id: number; slug: string }[] | null;
  }>(
    db,
    sql`select (select json_agg(json_build_object('id', id, 'name', name, 'nameAr', name_ar)) from brands) as brands,
               (select json_agg(json_build_object('id', id, 'slug', slug)) from categories) as categories`,
  );
  return { brands: row?.brands ?? [], categories: row?.categories ?? [] };
}

function applyDimensions(index: CatalogIndex, { brands, categories }: Awaited<ReturnType<typeof readDimensions>>) {
  index.brandName = new Map(brands.map((b) => [Number(b.id), b.name]));
  index.brandNameAr = new Map(brands.filter((b) => b.nameAr).map((b) => [Number(b.id), b.nameAr!]));
  index.brandByName = new Map([
    ...brands.filter((b) => b.nameAr).map((b): [string, number] => [b.nameAr!, Number(b.id)]),
    ...brands.map((b): [string, number] => [b.name.toLowerCase(), Number(b.id)]),
  ]);
  index.brandSlots = Math.max(index.brandMax, ...brands.map((b) => Number(b.id))) + 1;
  index.categoryBySlug = new Map(categories.map((c) => [c.slug, Number(c.id)]));
}

function emptyIndex(capacity: number): CatalogIndex {
  const index: CatalogIndex = {
    version: 0,
    size: 0,
    live: 0,
    id: new Int32Array(capacity),
    type: new Int32Array(capacity),
    subcategory: new Int32Array(capacity),
    category: new Int32Array(capacity),
    brand: new Int32Array(capacity),
    vendor: new Int32Array(capacity),
    flags: new Uint8Array(capacity),
    price: new Float64Array(capacity),
    colorList: new Int32Array(capacity),
    tagList: new Int32Array(capacity),
    nameArOfRow: new Int32Array(capacity),
    arabicNames: [],
    arabicNameIds: new Map(),
    colorDict: valueLists(),
    tagDict: valueLists(),
    colorLists: [],
    colorNames: [],
    colorByName: new Map(),
    tagLists: [],
    tagNames: [],
    tagByName: new Map(),
    nameArOrder: null,
    order: null as unknown as CatalogIndex['order'],
    rowOfId: new Int32Array(0),
    brandName: new Map(),
    brandNameAr: new Map(),
    brandSlots: 1,
    brandByName: new Map(),
    categoryBySlug: new Map(),
    memo: memoizer(),
    kept: null as unknown as CatalogIndex['kept'],
    keepers: new Map(),
    brandMax: 0,
  };
  index.kept = keeperOf(index);
  index.colorLists = index.colorDict.lists;
  index.colorNames = index.colorDict.names;
  index.colorByName = index.colorDict.byName;
  index.tagLists = index.tagDict.lists;
  index.tagNames = index.tagDict.names;
  index.tagByName = index.tagDict.byName;
  setOrders(index, new Int32Array(capacity), new Int32Array(capacity), new Int32Array(capacity));
  return index;
}

/** The orders of `index`, the Arabic one computed on first use (then kept in `nameArOrder`). */
function setOrders(index: CatalogIndex, newest: Int32Array, price: Int32Array, name: Int32Array) {
  index.order = {
    newest,
    price,
    name,
    get nameAr() {
      if (!index.nameArOrder) {
        const live = index.order.newest.subarray(0, index.live);
        const order = arabicNameOrder(index.arabicNames, index.nameArOfRow, index.id, live);
        index.nameArOrder = grown(order, index.order.newest.length);
      }
      return index.nameArOrder;
    },
  };
}

/** Makes room for `rows` row slots and product ids below `maxId`. */
function reserve(index: CatalogIndex, rows: number, maxId: number) {
  if (rows > index.id.length) {
    index.id = grown(index.id, rows);
    index.type = grown(index.type, rows);
    index.subcategory = grown(index.subcategory, rows);
    index.category = grown(index.category, rows);
    index.brand = grown(index.brand, rows);
    index.vendor = grown(index.vendor, rows);
    index.flags = grown(index.flags, rows);
    index.price = grown(index.price, rows);
    index.colorList = grown(index.colorList, rows);
    index.tagList = grown(index.tagList, rows);
    index.nameArOfRow = grown(index.nameArOfRow, rows);
    const { newest, price, name } = index.order;
    setOrders(index, grown(newest, rows), grown(price, rows), grown(name, rows));
    if (index.nameArOrder) index.nameArOrder = grown(index.nameArOrder, rows);
  }
  if (maxId >= index.rowOfId.length) index.rowOfId = grown(index.rowOfId, maxId + 1, -1);
}

/** Writes product `row` into row slot `r`. */
function writeRow(index: CatalogIndex, r: number, row: ProductRow) {
  const id = Number(row.id);
  index.id[r] = id;
  index.type[r] = Number(row.type);
  index.subcategory[r] = Number(row.sub);
  index.category[r] = Number(row.cat);
  const brand = Number(row.brand);
  index.brand[r] = brand;
  if (brand > index.brandMax) index.brandMax = brand;
  index.vendor[r] = Number(row.vendor);
  index.flags[r] = Number(row.flags);
  index.price[r] = Number(row.price);
  index.colorList[r] = listOf(index.colorDict, row.colors ?? []);
  index.tagList[r] = listOf(index.tagDict, row.tags ?? []);
  let nameAr = index.arabicNameIds.get(row.nameAr);
  if (nameAr === undefined) index.arabicNameIds.set(row.nameAr, (nameAr = index.arabicNames.push(row.nameAr) - 1));
  index.nameArOfRow[r] = nameAr;
  index.rowOfId[id] = r;
}

/**
 * A new index of the catalog. Reads the version first, then the products in chunks by id and the
 * orders, each statement on its own (see the top of the file); the caller patches in what changed
 * since `version` (a product changed while this ran is named in catalog_changes after it).
 */
export async function buildIndex(db: Database): Promise<CatalogIndex> {
  const state = await readState(db);
  const [{ n, maxId }] = (await queryRows<{ n: number; maxId: number }>(
    db,
    sql`select count(*)::int as n, coalesce(max(id), 0)::int as "maxId" from products`,
  )) as [{ n: number; maxId: number }];
  // Room for the rows and for what arrives while this runs.
  const index = emptyIndex(Math.ceil(Number(n) * 1.02) + 16);
  index.version = state.version;
  reserve(index, 0, Number(maxId));
  let after = 0;
  for (;;) {
    const rows = await queryRows<ProductRow>(
      db,
      sql`select ${ROW_COLUMNS} from products where id > ${after} order by id limit ${BUILD_CHUNK}`,
    );
    if (rows.length === 0) break;
    const last = Number(rows[rows.length - 1]!.id);
    reserve(index, index.size + rows.length, last);
    for (const row of rows) writeRow(index, index.size++, row);
    after = last;
    if (rows.length < BUILD_CHUNK) break;
  }
  groupRowsByBrand(index);
  // The orders as the database sorts (its collation for names), one comma-joined string each.
  const orderIds = async (by: ReturnType<typeof sql.raw>) => {
    const [row] = await queryRows<{ ids: string | null }>(db, sql`select string_agg(id::text, ',' order by ${by}) as ids from products`);
    return parseIds(row?.ids ?? null, index.id.length + 4096);
  };
  const newest = toRows(index, await orderIds(sql.raw('created_at desc, id desc')));
  const price = toRows(index, await orderIds(sql.raw('effective_price, id')));
  const name = toRows(index, await orderIds(sql.raw('name, id')));
  // A product inserted between the chunks and the orders is in neither or only some; the patch
  // of what changed since `version` puts it everywhere. Until then it is not live.
  const inAll = new Uint8Array(index.size);
  for (const order of [newest, price, name]) for (let i = 0; i < order.length; i++) inAll[order[i]!]!++;
  // Each order's rows that are in all three, written straight into an array of the index's
  // capacity (a `filter` callback per row and a copy to grow it took most of a second at a million).
  const capacity = index.id.length;
  const keep = (order: Int32Array) => {
    const kept = new Int32Array(capacity);
    let n = 0;
    for (let i = 0; i < order.length; i++) if (inAll[order[i]!] === 3) kept[n++] = order[i]!;
    return { kept, n };
  };
  const [a, b, c] = [keep(newest), keep(price), keep(name)];
  index.live = a.n;
  for (let r = 0; r < index.size; r++) if (inAll[r] !== 3) index.flags[r] = FLAG_GONE;
  setOrders(index, a.kept, b.kept, c.kept);
  applyDimensions(index, await readDimensions(db));
  return index;
}

/**
 * Puts the rows of each brand next to each other (by brand id, then as they were: by product id),
 * before the orders are read. A brand filter's facets are counted over its brand's rows
 * (repositories/facet-tables.ts): side by side they are read in one sweep of memory, not one
 * cache miss per row and column (about 200 ns a row at a million products). Rows added later go
 * after them, as always. One column is moved at a time (a copy of one column at most is extra).
 */
function groupRowsByBrand(index: CatalogIndex) {
  const { size } = index;
  const { postings } = rowsByBrand(index.brand, size);
  const move = <T extends Int32Array | Uint8Array | Float64Array>(column: T): T => {
    const moved = new (column.constructor as new (n: number) => T)(column.length);
    for (let k = 0; k < size; k++) moved[k] = column[postings[k]!]!;
    return moved;
  };
  index.id = move(index.id);
  index.type = move(index.type);
  index.subcategory = move(index.subcategory);
  index.category = move(index.category);
  index.brand = move(index.brand);
  index.vendor = move(index.vendor);
  index.flags = move(index.flags);
  index.price = move(index.price);
  index.colorList = move(index.colorList);
  index.tagList = move(index.tagList);
  index.nameArOfRow = move(index.nameArOfRow);
  for (let r = 0; r < size; r++) index.rowOfId[index.id[r]!] = r;
}

/**
 * The first `size` rows grouped by brand (a counting sort, rows in their order within a brand):
 * the rows of brand b are `postings[start[b]…start[b + 1])`.
 */
export function rowsByBrand(brand: Int32Array, size: number): { start: Int32Array; postings: Int32Array } {
  let brands = 0;
  for (let r = 0; r < size; r++) if (brand[r]! >= brands) brands = brand[r]! + 1;
  const start = new Int32Array(brands + 1);
  for (let r = 0; r < size; r++) start[brand[r]! + 1]!++;
  for (let b = 0; b < brands; b++) start[b + 1]! += start[b]!;
  const postings = new Int32Array(size);
  const next = start.slice(0, brands);
  for (let r = 0; r < size; r++) postings[next[brand[r]!]!++] = r;
  return { start, postings };
}

/** Product ids → rows (ids the index does not have yet are left out). */
function toRows(index: CatalogIndex, ids: Int32Array): Int32Array {
  const out = new Int32Array(ids.length);
  let n = 0;
  for (const id of ids) {
    const r = id < index.rowOfId.length ? index.rowOfId[id]! : -1;
    if (r >= 0) out[n++] = r;
  }
  return out.subarray(0, n);
}

/** Why a patch gave up: the caller builds anew. */
export class PatchImpossible extends Error {}

/**
 * Brings `index` to the catalog's current version in place: re-reads the products named in
 * catalog_changes since `index.version`, and the brands and categories, in one repeatable-read
 * transaction. Throws {@link PatchImpossible} when the change log does not reach back to the
 * index, or more than `limit` products changed. Returns the new version.
 */
export async function patchIndex(db: Database, index: CatalogIndex, limit = DEFAULT_PATCH_LIMIT): Promise<number> {
  // Three statements in one snapshot (each a round trip that waits its turn for PostgreSQL
  // while listings wait for this patch): the state with the changed ids, the changed products
  // with their neighbours, the brand and category names.
  const read = await db.transaction(
    async (tx) => {
      const t = tx as unknown as Database;
      const [head] = await queryRows<StateRow & { ids: number[] | null }>(
        t,
        sql`select s.version, s.structure_version as "structureVersion", s.pruned_below as "prunedBelow",
                   case when s.version > ${index.version} and s.structure_version <= ${index.version} and s.pruned_below <= ${index.version}
                     then (select array_agg(id) from (select distinct product_id as id from catalog_changes
                             where version > ${index.version} and version <= s.version limit ${limit + 1}) changed)
                   end as ids
            from catalog_state s where s.id = 1`,
      );
      const state = stateOf(head);
      if (state.version <= index.version) return null;
      if (state.structureVersion > index.version || index.version < state.prunedBelow) throw new PatchImpossible('structure');
      const ids = (head?.ids ?? []).map(Number);
      if (ids.length > limit) throw new PatchImpossible('too many changes');
      const idList = sql`(select unnest(${sql.param(ids)}::int[]))`;
      // Each changed product, with the one just before it in each of the three orders and its
      // rank among the changed products in each (one index probe per order).
      const placed = ids.length
        ? await queryRows<ProductRow & Neighbours>(
            t,
            sql`select ${ROW_COLUMNS},
                  (select p.id from products p where (p.created_at, p.id) > (c.created_at, c.id)
                    order by p.created_at, p.id limit 1) as "newestBefore",
                  (select p.id from products p where (p.effective_price, p.id) < (c.effective_price, c.id)
                    order by p.effective_price desc, p.id desc limit 1) as "priceBefore",
                  (select p.id from products p where (p.name, p.id) < (c.name, c.id)
                    order by p.name desc, p.id desc limit 1) as "nameBefore",
                  row_number() over (order by c.created_at desc, c.id desc) as "newestRank",
                  row_number() over (order by c.effective_price, c.id) as "priceRank",
                  row_number() over (order by c.name, c.id) as "nameRank"
                from products c where c.id in ${idList}`,
          )
        : [];
      const inOrder = (before: 'newestBefore' | 'priceBefore' | 'nameBefore', rank: 'newestRank' | 'priceRank' | 'nameRank'): Placed =>
        [...placed].sort((a, b) => Number(a[rank]) - Number(b[rank])).map((row) => ({ id: Number(row.id), before: row[before] }));
      const newest = inOrder('newestBefore', 'newestRank');
      const price = inOrder('priceBefore', 'priceRank');
      const name = inOrder('nameBefore', 'nameRank');
      const dimensions = await readDimensions(t);
      return { state, ids, rows: placed as ProductRow[], newest, price, name, dimensions };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  if (!read) return index.version;
  applyPatch(index, read.state.version, read.ids, read.rows, { newest: read.newest, price: read.price, name: read.name });
  applyDimensions(index, read.dimensions);
  index.memo = memoizer();
  return index.version;
}

type Placed = { id: number; before: number | null }[];

/** A changed product, the product just before it in each order (null: first), and its rank among the changed ones in each. */
interface Neighbours {
  id: number;
  newestBefore: number | null;
  priceBefore: number | null;
  nameBefore: number | null;
  newestRank: number | string;
  priceRank: number | string;
  nameRank: number | string;
}

/**
 * Applies re-read products to `index` (synchronously, so no request sees half of it): `ids` are
 * every changed product, `rows` those that still exist; `places` gives, per order, the changed
 * products in that order with the product just before each (null: first).
 */
export function applyPatch(
  index: CatalogIndex,
  version: number,
  ids: number[],
  rows: ProductRow[],
  places: { newest: Placed; price: Placed; name: Placed },
) {
  // Out of every order first; then the rows rewritten (or added, or marked gone) and put back.
  const changedRows: number[] = [];
  const before = new Map<number, RowValues | null>();
  for (const id of ids) {
    const r = id < index.rowOfId.length ? index.rowOfId[id]! : -1;
    if (r >= 0 && !before.has(r)) {
      changedRows.push(r);
      before.set(r, rowValues(index, r));
    }
  }
  let live = index.live;
  if (changedRows.length) {
    const mark = changedRows.length > FEW_ROWS ? new Uint8Array(index.size) : null;
    if (mark) for (const r of changedRows) mark[r] = 1;
    live = removeRows(index.order.newest, index.live, changedRows, mark);
    removeRows(index.order.price, index.live, changedRows, mark);
    removeRows(index.order.name, index.live, changedRows, mark);
    if (index.nameArOrder) removeRows(index.nameArOrder, index.live, changedRows, mark);
  }
  const present = new Set<number>();
  const changes: RowChange[] = [];
  const maxId = rows.reduce((max, row) => Math.max(max, Number(row.id)), 0);
  const added = rows.filter((row) => !(Number(row.id) < index.rowOfId.length && index.rowOfId[Number(row.id)]! >= 0)).length;
  reserve(index, index.size + added, maxId);
  for (const row of rows) {
    const id = Number(row.id);
    present.add(id);
    const existing = index.rowOfId[id]!;
    const r = existing >= 0 ? existing : index.size++;
    writeRow(index, r, row);
    changes.push({ row: r, before: existing >= 0 ? (before.get(existing) ?? null) : null, after: rowValues(index, r) });
  }
  for (const id of ids) {
    if (present.has(id) || id >= index.rowOfId.length) continue;
    const r = index.rowOfId[id]!;
    if (r >= 0) {
      changes.push({ row: r, before: before.get(r) ?? null, after: null });
      index.flags[r] = FLAG_GONE;
      index.rowOfId[id] = -1;
    }
  }
  const insert = (order: Int32Array, placed: Placed) => {
    let length = live;
    for (const { id, before } of placed) {
      const r = index.rowOfId[Number(id)]!;
      if (r < 0) continue;
      const b = before === null ? -1 : index.rowOfId[Number(before)]!;
      const at = b < 0 ? 0 : order.subarray(0, length).indexOf(b) + 1;
      order.copyWithin(at + 1, at, length);
      order[at] = r;
      length++;
    }
    return length;
  };
  const newLive = insert(index.order.newest, places.newest);
  insert(index.order.price, places.price);
  insert(index.order.name, places.name);
  if (index.nameArOrder) {
    // Binary insertion by Arabic name, then id, as arabicNameOrder sorts.
    const order = index.nameArOrder;
    const key = (r: number) => index.arabicNames[index.nameArOfRow[r]!]!;
    let length = live;
    for (const id of present) {
      const r = index.rowOfId[id]!;
      let lo = 0;
      let hi = length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        const m = order[mid]!;
        const c = arabicCollator.compare(key(m), key(r)) || index.id[m]! - index.id[r]!;
        if (c < 0) lo = mid + 1;
        else hi = mid;
      }
      order.copyWithin(lo + 1, lo, length);
      order[lo] = r;
      length++;
    }
  }
  index.live = newLive;
  index.version = version;
  const real = changes.filter((change) => change.before !== null || change.after !== null);
  if (real.length) for (const [key, keeper] of index.keepers) if (!keeper.update(real, index)) index.keepers.delete(key);
}

/** Up to this many changed rows are taken out of an order one by one (a native search and move each). */
const FEW_ROWS = 8;

/**
 * Takes `rows` out of the first `length` entries of `order` (rows absent are skipped); returns
 * the new length. A few rows: found and cut out one by one, each a native search and a native
 * move; more: one pass that keeps the unmarked rows (`mark` has a 1 for each of `rows`).
 */
function removeRows(order: Int32Array, length: number, rows: readonly number[], mark: Uint8Array | null): number {
  if (!mark) {
    for (const r of rows) {
      const at = order.subarray(0, length).indexOf(r);
      if (at < 0) continue;
      order.copyWithin(at, at + 1, length);
      length--;
    }
    return length;
  }
  let o = 0;
  for (let k = 0; k < length; k++) {
    const r = order[k]!;
    if (mark[r] !== 1) order[o++] = r;
  }
  return o;
}

/**
 * What an index holds, by product id rather than row, for comparing a patched index with a fresh
 * build (test/suites/catalog-index.ts).
 */
export function describeIndex(index: CatalogIndex) {
  const products: Record<number, unknown> = {};
  const ids = (order: Int32Array) => Array.from(order.subarray(0, index.live), (r) => index.id[r]!);
  for (const r of index.order.newest.subarray(0, index.live)) {
    products[index.id[r]!] = {
      type: index.type[r],
      sub: index.subcategory[r],
      cat: index.category[r],
      brand: index.brand[r],
      vendor: index.vendor[r],
      flags: index.flags[r],
      price: index.price[r],
      colors: Array.from(index.colorLists[index.colorList[r]!]!, (v) => index.colorNames[v]),
      tags: Array.from(index.tagLists[index.tagList[r]!]!, (v) => index.tagNames[v]),
      nameAr: index.arabicNames[index.nameArOfRow[r]!],
    };
  }
  return {
    version: index.version,
    live: index.live,
    products,
    newest: ids(index.order.newest),
    price: ids(index.order.price),
    name: ids(index.order.name),
    nameAr: ids(index.order.nameAr),
    brandName: [...index.brandName].sort((a, b) => a[0] - b[0]),
    brandNameAr: [...index.brandNameAr].sort((a, b) => a[0] - b[0]),
    brandByName: [...index.brandByName].sort((a, b) => (a[0] < b[0] ? -1 : 1)),
    categoryBySlug: [...index.categoryBySlug].sort((a, b) => (a[0] < b[0] ? -1 : 1)),
  };
}

/** Bytes each structure of `index` holds (typed arrays exactly, strings and maps estimated). */
export function indexBytes(index: CatalogIndex): Record<string, number> {
  const strings = (list: Iterable<string>) => {
    let bytes = 0;
    for (const s of list) bytes += 16 + s.length * (/[^\u0000-\u00ff]/.test(s) ? 2 : 1);
    return bytes;
  };
  const lists = (dict: ValueLists) => dict.lists.reduce((sum, list) => sum + list.byteLength + 64, 0);
  return {
    'ids, types, subcategories, categories, brands, vendors (6 × Int32)': index.id.byteLength + index.type.byteLength * 5,
    'flags (Uint8)': index.flags.byteLength,
    'prices (Float64)': index.price.byteLength,
    'colour and tag list per row (2 × Int32)': index.colorList.byteLength + index.tagList.byteLength,
    'Arabic name per row (Int32) and distinct names':
      index.nameArOfRow.byteLength + strings(index.arabicNames) + index.arabicNames.length * 40,
    'orders newest, price, name (3 × Int32)': index.order.newest.byteLength + index.order.price.byteLength + index.order.name.byteLength,
    'Arabic name order (Int32, once used)': index.nameArOrder?.byteLength ?? 0,
    'row of id (Int32 by id)': index.rowOfId.byteLength,
    'colour and tag lists (distinct)':
      lists(index.colorDict) + lists(index.tagDict) + (index.colorDict.listByKey.size + index.tagDict.listByKey.size) * 80,
    'kept values (facet cells and tables, summaries)': keptBytes(index),
  };
}

/** The typed arrays the kept values hold (a value that is one, or one level of its properties). */
function keptBytes(index: CatalogIndex): number {
  let bytes = 0;
  for (const { value } of index.keepers.values()) {
    if (ArrayBuffer.isView(value)) bytes += value.byteLength;
    else if (value && typeof value === 'object')
      for (const part of Object.values(value)) if (ArrayBuffer.isView(part)) bytes += part.byteLength;
  }
  return bytes;
}

/* ------------------------------------------------------------------ snapshots */

/** The typed arrays a snapshot holds, in file order (the orders are written `live` entries long). */
const SNAPSHOT_ROWS = ['id', 'type', 'subcategory', 'category', 'brand', 'vendor', 'colorList', 'tagList', 'nameArOfRow'] as const;

/** Which database a snapshot belongs to: its oid changes when the database is dropped and created again. */
async function databaseIdentity(db: Database): Promise<string> {
  const [row] = await queryRows<{ id: string | number }>(
    db,
    sql`select oid::text as id from pg_database where datname = current_database()`,
  );
  return String(row?.id ?? '');
}

/**
 * Writes `index` to `path` (atomically: a temporary file renamed over it): a JSON header (version,
 * database, sizes, interned names and lists) and the typed arrays as they are in memory. A fresh
 * process loads it in well under a second ({@link loadSnapshot}) instead of building for a
 * minute or answering from PostgreSQL meanwhile.
 *
 * The arrays are written straight from memory, a part at a time, without a copy (a copy was 60 MB
 * at a million products, made in one synchronous step). Patches go on meanwhile: when one lands
 * while the parts are written (the index's version moves), the file could hold halves of two
 * versions, so the write is abandoned (the temporary file removed) and false returned; the caller
 * tries again later. Holding patches until the write was done made requests wait for it: the
 * listings waiting for the patch of a write right after a build waited 0.3–0.9 s in the bench.
 * `beforePart` is awaited before each part (tests hold a write open with it).
 */
export async function writeSnapshot(
  db: Database,
  index: CatalogIndex,
  path: string,
  { beforePart }: { beforePart?: () => Promise<void> } = {},
): Promise<boolean> {
  const database = await databaseIdentity(db);
  const version = index.version;
  const size = index.size;
  const live = index.live;
  const flat = (dict: ValueLists) => ({
    names: dict.names,
    lengths: dict.lists.map((l) => l.length),
    values: dict.lists.flatMap((l) => [...l]),
  });
  const header = Buffer.from(
    JSON.stringify({
      format: 1,
      database,
      version: index.version,
      size,
      live,
      rowOfId: index.rowOfId.length,
      brandMax: index.brandMax,
      arabicNames: index.arabicNames,
      colors: flat(index.colorDict),
      tags: flat(index.tagDict),
      nameAr: index.nameArOrder !== null,
    }),
  );
  const parts: Uint8Array[] = [];
  const length = Buffer.alloc(4);
  length.writeUInt32LE(header.length);
  parts.push(length, header);
  const bytes = (a: Int32Array | Uint8Array | Float64Array) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
  for (const name of SNAPSHOT_ROWS) parts.push(bytes(index[name].subarray(0, size)));
  parts.push(bytes(index.price.subarray(0, size)), bytes(index.flags.subarray(0, size)));
  parts.push(bytes(index.rowOfId));
  for (const order of [index.order.newest, index.order.price, index.order.name]) parts.push(bytes(order.subarray(0, live)));
  if (index.nameArOrder) parts.push(bytes(index.nameArOrder.subarray(0, live)));
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  const file = await open(temporary, 'w');
  let whole = true;
  try {
    for (const part of parts) {
      await beforePart?.();
      if (index.version !== version) break;
      await file.write(part);
    }
  } finally {
    await file.close();
    // A patch while a part was written may have torn it: checked after the last write too.
    whole = index.version === version;
    if (!whole) await rm(temporary, { force: true });
  }
  if (whole) await rename(temporary, path);
  return whole;
}

/**
 * The index a snapshot at `path` holds, when it belongs to this database and a patch can bring it
 * to the catalog's version (the change log reaches back to it, no bulk load or truncate since);
 * else null. The caller patches it before use.
 */
export async function loadSnapshot(db: Database, path: string): Promise<CatalogIndex | null> {
  let file: Awaited<ReturnType<typeof open>>;
  try {
    file = await open(path, 'r');
  } catch {
    return null;
  }
  try {
    return await loadSnapshotFrom(db, file);
  } finally {
    await file.close();
  }
}

async function loadSnapshotFrom(db: Database, file: Awaited<ReturnType<typeof open>>): Promise<CatalogIndex | null> {
  /** Reads `into.length` bytes at `position` (a read may return fewer than asked). */
  const readAt = async (into: Uint8Array, position: number) => {
    for (let done = 0; done < into.length;) {
      const { bytesRead } = await file.read(into, done, into.length - done, position + done);
      if (bytesRead === 0) throw new Error('The catalog index snapshot ends early.');
      done += bytesRead;
    }
    return into;
  };
  const length = Buffer.alloc(4);
  await readAt(length, 0);
  const headerLength = length.readUInt32LE(0);
  const header = JSON.parse(Buffer.from(await readAt(new Uint8Array(headerLength), 4)).toString()) as {
    format: number;
    database: string;
    version: number;
    size: number;
    live: number;
    rowOfId: number;
    brandMax: number;
    arabicNames: string[];
    colors: { names: string[]; lengths: number[]; values: number[] };
    tags: { names: string[]; lengths: number[]; values: number[] };
    nameAr: boolean;
  };
  const state = await readState(db);
  if (
    header.format !== 1 ||
    header.database !== (await databaseIdentity(db)) ||
    header.version > state.version ||
    state.structureVersion > header.version ||
    header.version < state.prunedBelow
  )
    return null;
  const { size, live } = header;
  const index = emptyIndex(Math.ceil(size * 1.02) + 16);
  let at = 4 + headerLength;
  // Read from the file straight into the arrays, all at once: reading the file into one buffer
  // and copying each array out of it was two passes over 60 MB, half of a snapshot's load time.
  const reads: Promise<Uint8Array>[] = [];
  const take = <T extends Int32Array | Uint8Array | Float64Array>(into: T, count: number): T => {
    const bytes = count * into.BYTES_PER_ELEMENT;
    reads.push(readAt(new Uint8Array(into.buffer, into.byteOffset, bytes), at));
    at += bytes;
    return into;
  };
  for (const name of SNAPSHOT_ROWS) take(index[name], size);
  take(index.price, size);
  take(index.flags, size);
  index.rowOfId = take(new Int32Array(header.rowOfId), header.rowOfId);
  const capacity = index.id.length;
  const newest = take(new Int32Array(capacity), live);
  const price = take(new Int32Array(capacity), live);
  const name = take(new Int32Array(capacity), live);
  setOrders(index, newest, price, name);
  if (header.nameAr) index.nameArOrder = take(new Int32Array(capacity), live);
  await Promise.all(reads);
  const unflat = (dict: ValueLists, flat: { names: string[]; lengths: number[]; values: number[] }) => {
    flat.names.forEach((value, i) => dict.byName.set(dict.names[dict.names.push(value) - 1]!, i));
    let offset = 0;
    for (const length of flat.lengths) {
      const list = Int32Array.from(flat.values.slice(offset, offset + length));
      offset += length;
      dict.listByKey.set(Array.from(list, (id) => flat.names[id]).join('\u0000'), dict.lists.push(list) - 1);
    }
  };
  unflat(index.colorDict, header.colors);
  unflat(index.tagDict, header.tags);
  header.arabicNames.forEach((value, i) => index.arabicNameIds.set(value, i));
  index.arabicNames.push(...header.arabicNames);
  index.size = size;
  index.live = live;
  index.brandMax = header.brandMax;
  index.version = header.version;
  applyDimensions(index, await readDimensions(db));
  return index;
}

export interface CatalogIndexOptions {
  /** Changed products past which a patch gives way to a build (default {@link DEFAULT_PATCH_LIMIT}). */
  patchLimit?: number;
  /** Awaited before each build (tests hold a build open with it). */
  beforeBuild?: () => Promise<void>;
  /** Awaited before each part of a snapshot is written (tests hold a write open with it). */
  beforeSnapshotPart?: () => Promise<void>;
  /** After a snapshot write abandoned because a patch landed, the next try waits this long (ms, default 1000). */
  snapshotRetryMs?: number;
  /** Called with every error of a background refresh (the app logs it). */
  onError?: (error: unknown) => void;
  /**
   * A file for snapshots of the index: a fresh process starts from it (then patches it) instead
   * of building; written after every build and when the index has moved far since the last one.
   */
  snapshotPath?: string;
  /**
   * The catalog's content version kept in memory (lib/content-version.ts), which moves with every
   * write that moves the catalog version (and more). While it has not moved since the index was
   * found current, {@link CatalogIndexService.latest} answers without reading the catalog version
   * (a database round trip per listing); the content version's own freshness rules (notified by
   * every writer, re-read when a second old) then bound how late a write is seen, as they already
   * do for every cached answer. Without it, every call reads the version.
   */
  contentVersion?: { current(): number | Promise<number> };
}

/** Versions after which a patched index is written again, so a snapshot stays within the change log's reach. */
const SNAPSHOT_EVERY = 2_000;

/** The index a request answers from, and whether it is behind the catalog (a build is under way). */
export interface IndexView {
  index: CatalogIndex | null;
  stale: boolean;
}

export interface CatalogIndexService {
  /**
   * The index to answer from now: patched first when the catalog moved by what a patch expresses
   * (milliseconds); while a new index is built, the one this process has (`stale`); null before
   * the first index is ready (answer from PostgreSQL then). Starts whatever refresh is needed.
   */
  latest(): Promise<IndexView>;
  /** Waits for an index of the catalog as it is now, building it when needed (warm-up, tests). */
  current(): Promise<CatalogIndex>;
  /** The index in use, without reading the version (null before the first build). */
  peek(): CatalogIndex | null;
}

export function catalogIndexService(db: Database, options: CatalogIndexOptions = {}): CatalogIndexService {
  let index: CatalogIndex | null = null;
  /**
   * The content version observed just before a read of the catalog version that `index` had
   * reached: while the content version is still this, no write has come since (see
   * {@link CatalogIndexOptions.contentVersion}).
   */
  let currentAtContent = -1;
  /** The highest catalog version a request has seen: the refresh runs until the index has it. */
  let wanted = 0;
  /** The refresh under way, and a promise that settles when it has patched or begun a build. */
  let running: Promise<void> | null = null;
  let decided: Promise<void> = Promise.resolve();

  /** Requests waiting for the index to reach a version: each goes on as soon as a patch brings it there. */
  let waiting: { version: number; go: () => void }[] = [];
  function reached() {
    if (!index || waiting.length === 0) return;
    const at = index.version;
    waiting = waiting.filter((w) => (w.version <= at ? (w.go(), false) : true));
  }
  const until = (version: number) => new Promise<void>((go) => waiting.push({ version, go }));

  let snapshotTried = false;
  let snapshotVersion = 0;
  let snapshotWriting: Promise<void> | null = null;
  let snapshotRetry: NodeJS.Timeout | null = null;
  /**
   * Writes a snapshot in the background, one at a time, while patches go on; a write that a patch
   * interrupted is tried again `snapshotRetryMs` later, with the index as it is then (writes come
   * in bursts: a quiet second is enough). A failure only costs the next start its head start.
   */
  function snapshot(of: CatalogIndex) {
    if (!options.snapshotPath || snapshotWriting) return;
    snapshotVersion = of.version;
    snapshotWriting = writeSnapshot(db, of, options.snapshotPath, { beforePart: options.beforeSnapshotPart })
      .then((written) => {
        if (written || snapshotRetry) return;
        snapshotRetry = setTimeout(() => {
          snapshotRetry = null;
          if (index) snapshot(index);
        }, options.snapshotRetryMs ?? 1_000);
        snapshotRetry.unref();
      })
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => (snapshotWriting = null));
  }

  async function refresh(signal: () => void) {
    try {
      if (!index && !snapshotTried && options.snapshotPath) {
        snapshotTried = true;
        const loaded = await loadSnapshot(db, options.snapshotPath).catch((error: unknown) => {
          options.onError?.(error);
          return null;
        });
        // Brought to the catalog's version before any request sees it; if that fails, a build.
        if (
          loaded &&
          (await patchIndex(db, loaded, Number.MAX_SAFE_INTEGER).then(
            () => true,
            () => false,
          ))
        ) {
          index = loaded;
          snapshotVersion = loaded.version;
        }
      }
      while (!index || index.version < wanted) {
        if (index) {
          try {
            await patchIndex(db, index, options.patchLimit);
            reached();
            if (index.version - snapshotVersion >= SNAPSHOT_EVERY) snapshot(index);
            continue;
          } catch (error) {
            if (!(error instanceof PatchImpossible)) throw error;
          }
        }
        // Requests go on with the index they have (or PostgreSQL) while this one is built.
        signal();
        await options.beforeBuild?.();
        const built = await buildIndex(db);
        // Patched up to the version at which the build ends before it replaces the old one.
        try {
          await patchIndex(db, built, Number.MAX_SAFE_INTEGER);
        } catch (error) {
          if (!(error instanceof PatchImpossible)) throw error;
          continue;
        }
        index = built;
        snapshot(built);
        if (index.version >= wanted) break;
      }
    } finally {
      signal();
      // Whatever the refresh reached, nobody waits past it.
      for (const w of waiting) w.go();
      waiting = [];
    }
  }

  function kick(): Promise<void> {
    if (!running) {
      let signal!: () => void;
      decided = new Promise<void>((resolve) => (signal = resolve));
      const work = refresh(signal);
      running = work;
      work.then(
        () => (running = null),
        (error) => {
          running = null;
          options.onError?.(error);
        },
      );
    }
    return decided;
  }

  async function readVersion(): Promise<number> {
    const [row] = await queryRows<{ version: string | number }>(db, sql`select version from catalog_state where id = 1`);
    const version = Number(row?.version ?? 0);
    if (version > wanted) wanted = version;
    return version;
  }

  return {
    async latest() {
      const content = await options.contentVersion?.current();
      if (index && content !== undefined && content === currentAtContent && index.version >= wanted) return { index, stale: false };
      const version = await readVersion();
      if (!(index && index.version >= version)) {
        // On as soon as a patch reaches this version, not when the refresh has caught up with
        // writes that came after it; or when a build begins (then the index this process has).
        await Promise.race([kick(), until(version)]);
      }
      const current = index !== null && index.version >= version;
      if (current && content !== undefined && content > currentAtContent) currentAtContent = content;
      return { index, stale: !current };
    },
    async current() {
      for (;;) {
        const version = await readVersion();
        if (index && index.version >= version) return index;
        void kick();
        await running?.catch(() => {});
        if (!running && !(index && index.version >= version)) {
          // The refresh failed: run it once more and let its error reach the caller.
          void kick();
          await running;
        }
      }
    },
    peek: () => index,
  };
}
