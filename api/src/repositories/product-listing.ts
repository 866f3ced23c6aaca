/**
 * The server-side listing of `GET /api/products`: filter, sort, page and facets in one call.
 *
 * Facets are disjunctive: the brand counts ignore the brand filter (but apply every other one),
 * the colour counts ignore the colour filter, and so on, so a shopper sees how many products
 * each further choice would add. The price range likewise ignores the price bounds, so the
 * slider keeps its full range.
 *
 * Two engines give the same answers (test/suites/listing-engines.ts compares them):
 * - `index` (the default): from the catalog index (services/catalog-index.ts). The total and
 *   facet counts of each filter are computed the first time it is asked, then kept on the index
 *   and moved by each patch by what the changed products take away and add, so a catalog write
 *   does not make every filter count again. A filter selecting brands is counted from its
 *   scope's facet table and the selected brands' rows (facet-tables.ts: a few milliseconds at a
 *   million products); any other by one pass over the index (~1 ms per 100,000 products). The
 *   requested order is walked until the page is full (a filter few rows match: its brands' rows
 *   put in that order instead); one primary-key query reads the page's products. Cost per call:
 *   a version read, the walk, and the page read, whatever the filters.
 * - `database`: the page from the listing indexes, and the total and facets in one scan of the
 *   matching rows (GROUPING SETS). Exact too, but that scan grows with the catalog (about 200 ms
 *   for all 100,000 products), so it is kept as the reference and for catalogs too large to index
 *   in memory.
 */
import { and, or, arrayOverlaps, asc, desc, eq, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/client.ts';
import { brands, categories, products } from '../db/schema.ts';
import type { FacetValue, ProductPage, ProductSort } from '@manzil/shared/contract';
import {
  FLAG_CAD,
  FLAG_GONE,
  FLAG_LISTED,
  FLAG_READY,
  FLAG_SALE,
  grown,
  type CatalogIndex,
  type CatalogIndexService,
  type Keeper,
  type ValueLists,
} from '../services/catalog-index.ts';
import {
  brandRowCount,
  brandSummary,
  facetCellsOf,
  forEachBrandRow,
  inOrder,
  positions,
  pricePosition,
  rowInScope,
  scopeTableOf,
  forEachInScope,
  type ScopeFilter,
  type TableSummary,
} from './facet-tables.ts';
import { selectProducts, toProduct, type ProductRow } from './products.ts';
import { buildTsQuery, matchesSearch, searchTerms } from './search.ts';
import { colorName, colorValue, tagName, tagValue } from '../lib/catalog-terms.ts';
import type { ContentVersion } from '../lib/content-version.ts';
import type { Locale } from '../lib/locale.ts';

export interface ListingQuery {
  page: number;
  pageSize: number;
  sort: ProductSort;
  typeId?: number;
  subCategoryId?: number;
  categoryId?: number;
  categorySlug?: string;
  brandId?: number;
  vendorId?: number;
  brands?: string[];
  colors?: string[];
  tags?: string[];
  minPrice?: number;
  maxPrice?: number;
  hasCAD?: boolean;
  hasSalePrice?: boolean;
  readyToShip?: boolean;
  q?: string;
}

export interface ListingScope {
  /** Vendors see their unlisted products too. */
  includeUnlisted?: boolean;
}

export type ListingEngine = 'index' | 'database';

type Facets = ProductPage['facets'];

const byCount = (a: FacetValue, b: FacetValue) => b.count - a.count || a.value.localeCompare(b.value);

export interface ListingOptions {
  engine?: ListingEngine;
  /** pg_trgm is installed: search corrects typos. */
  trigram: boolean;
  /** The catalog's content version (lib/content-version.ts): names the brand names kept for
   * Arabic facet labels, so they are read once per catalog version, not once per listing. */
  contentVersion: Pick<ContentVersion, 'current'>;
}

/** ICU collations for the Arabic name sort, best first; PGlite has only the root one (`und-x-icu`). */
const ARABIC_COLLATIONS = ['ar-x-icu', 'und-x-icu'] as const;

export function listingRepository(db: Database, catalog: CatalogIndexService, options: ListingOptions) {
  const engine = options.engine ?? 'index';
  /** The page's products by id: built and prepared once, not per call. */
  const pageQuery = selectProducts(db)
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('listing_page');

  /** The brands' Arabic names by English name, read once per content version. */
  let brandNames: { version: number; names: Promise<Map<string, string | null>> } | null = null;
  async function arabicBrandNames(): Promise<Map<string, string | null>> {
    const version = await options.contentVersion.current();
    if (!brandNames || brandNames.version !== version) {
      const names = db
        .select({ name: brands.name, nameAr: brands.nameAr })
        .from(brands)
        .then((rows) => new Map(rows.map((b) => [b.name, b.nameAr])));
      const kept = { version, names };
      brandNames = kept;
      names.catch(() => brandNames === kept && (brandNames = null));
    }
    return brandNames.names;
  }

  /**
   * The collation of the database engine's Arabic name sort: ar-x-icu where PostgreSQL has ICU,
   * else the root ICU collation (PGlite: Latin before Arabic), else none (the database default).
   */
  let collation: Promise<string | null> | null = null;
  const arabicCollation = () =>
    (collation ??= queryRows<{ name: string }>(
      db,
      sql`select collname as name from pg_collation where collname in (${sql.join(
        ARABIC_COLLATIONS.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    ).then(
      (rows) => ARABIC_COLLATIONS.find((c) => rows.some((row) => row.name === c)) ?? null,
      () => null,
    ));

  /** The tsquery of `q` (null without words), memoised on the index it was built for. */
  const tsqueryOf = (q: string | undefined, index?: CatalogIndex) => {
    const terms = searchTerms(q ?? '');
    if (terms.length === 0) return Promise.resolve(null);
    const text = terms.join(' ');
    return index ? index.memo(`tsquery:${text}`, () => buildTsQuery(db, text, options.trigram)) : buildTsQuery(db, text, options.trigram);
  };

  async function listFromIndex(
    query: ListingQuery,
    scope: ListingScope,
    locale: Locale = 'en',
    onStale?: () => void,
  ): Promise<ProductPage> {
    const { index, stale } = await catalog.latest();
    // No index yet (a fresh process builds its first one): PostgreSQL answers the same.
    if (!index) {
      onStale?.();
      return listFromDatabase(query, scope, locale);
    }
    if (stale) onStale?.();
    query = storedValues(query);
    const tsquery = await tsqueryOf(query.q, index);
    const searchMask = tsquery ? await index.memo(`search:${tsquery}`, () => searchRows(db, index, tsquery)) : null;
    // A filter's first call counts its rows without holding other requests up.
    if (!tsquery) await prepareSummary(index, query, scope);
    const result = scanIndex(index, query, scope, tsquery && searchMask ? { tsquery, mask: searchMask } : null, locale);
    const rows = result.ids.length ? ((await pageQuery.execute({ ids: result.ids })) as ProductRow[]) : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const items = result.ids.map((id) => byId.get(id)).filter((row): row is ProductRow => row !== undefined);
    const brandAr = (name: string) => index.brandNameAr.get(index.brandByName.get(name.toLowerCase()) ?? -1);
    const facets = locale === 'ar' ? labelled(result.facets, brandAr) : result.facets;
    return page(
      query,
      items.map((row) => toProduct(row, locale)),
      result.total,
      facets,
    );
  }

  async function listFromDatabase(query: ListingQuery, scope: ListingScope, locale: Locale = 'en'): Promise<ProductPage> {
    query = storedValues(query);
    const tsquery = await tsqueryOf(query.q);
    const [base, f] = await Promise.all([baseConditions(db, query, scope, tsquery), facetConditions(db, query)]);
    const where = and(...base, f.brands, f.colors, f.tags, f.price);
    const order =
      locale === 'ar' && (query.sort === 'name-asc' || query.sort === 'name-desc')
        ? arabicNameSort(query.sort, await arabicCollation())
        : SORTS[query.sort];
    const [rows, summary] = await Promise.all([
      selectProducts(db)
        .where(where)
        .orderBy(...order)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize) as Promise<ProductRow[]>,
      // The whole listed catalog (the first page a fresh process is asked for): its counts are
      // kept by the database, a few hundred rows instead of a scan of every listed product.
      queryRows<FacetRow>(db, wholeCatalog(base, f, scope) ? LISTED_FACET_COUNTS : facetQuery(base, f)).then(summarize),
    ]);
    let facets = summary.facets;
    if (locale === 'ar') {
      const arabic = await arabicBrandNames();
      facets = labelled(facets, (name) => arabic.get(name));
    }
    return page(
      query,
      rows.map((row) => toProduct(row, locale)),
      summary.total,
      facets,
    );
  }

  return {
    engine,
    /**
     * One page of products with total and facets (see the top of this file), in `locale`: in
     * Arabic the products' names (toProduct) and each facet value's `label`; a facet's `value`
     * is what the filters take in either language. Filters also take Arabic colour, tag and
     * brand names. `onStale` is called when the answer may lag the catalog by a rebuild under way
     * (the previous index answered) or came from PostgreSQL before the first index: a cache must
     * not keep it.
     */
    list(query: ListingQuery, scope: ListingScope = {}, locale: Locale = 'en', onStale?: () => void): Promise<ProductPage> {
      return engine === 'index' ? listFromIndex(query, scope, locale, onStale) : listFromDatabase(query, scope, locale);
    },
    listFromIndex,
    listFromDatabase,
    /**
     * Counts the whole listed catalog (the first page every shopper is shown) and makes its facet
     * tables (facet-tables.ts, so that the first brand filter counts without a pass over every
     * product) on the current index. For warm-up; does nothing with the database engine.
     * Resolves once done.
     */
    async prepare(): Promise<void> {
      if (engine !== 'index') return;
      const index = await catalog.current();
      const whole: ListingQuery = { page: 1, pageSize: 1, sort: 'newest' };
      await prepareSummary(index, whole, {});
      // One brand filter counted and paged (its largest brand, a price range, its commonest
      // colour): that makes the facet cells and the listed catalog's table, and the first
      // shopper's brand filter runs code the engine has compiled (the first one after a start
      // took 50-70 ms at a million products, the next ones 4-8).
      const { facets } = scanIndex(index, whole, {}, null);
      const brand = facets.brands[0]?.value;
      if (brand === undefined) return;
      const low = facets.price.min + (facets.price.max - facets.price.min) / 8;
      const sample: ListingQuery = { page: 2, pageSize: 24, sort: 'name-asc', brands: [brand], minPrice: low };
      for (const colors of [undefined, facets.colors.slice(0, 1).map((c) => c.value)]) {
        await prepareSummary(index, { ...sample, colors }, {});
        scanIndex(index, { ...sample, colors }, {}, null);
      }
    },
  };
}

export type ListingRepository = ReturnType<typeof listingRepository>;

function page(query: ListingQuery, items: ProductPage['items'], total: number, facets: Facets): ProductPage {
  return { items, total, page: query.page, pageSize: query.pageSize, pageCount: Math.ceil(total / query.pageSize), facets };
}

/** The query with colours and tags named in Arabic turned into the stored (English) values. */
function storedValues(query: ListingQuery): ListingQuery {
  if (!query.colors?.length && !query.tags?.length) return query;
  return { ...query, colors: query.colors?.map(colorValue), tags: query.tags?.map(tagValue) };
}

/**
 * Facets with the Arabic name of each value as `label` (the English one where there is none);
 * `brandAr` names a brand in Arabic from its (English) name.
 */
function labelled(facets: Facets, brandAr: (name: string) => string | null | undefined): Facets {
  const label = (values: FacetValue[], name: (value: string) => string | null | undefined) =>
    values.map((v) => ({ ...v, label: name(v.value) || v.value }));
  return {
    ...facets,
    brands: label(facets.brands, brandAr),
    colors: label(facets.colors, (value) => colorName(value, 'ar')),
    tags: label(facets.tags, (value) => tagName(value, 'ar')),
  };
}

/* ------------------------------------------------------------------ index engine */

/** Rows of the index whose product matches the search (one GIN-indexed query). */
async function searchRows(db: Database, index: CatalogIndex, tsquery: string): Promise<Uint8Array> {
  const rows = await queryRows<{ id: number }>(db, sql`select id from products where ${matchesSearch(tsquery)}`);
  const mask = new Uint8Array(index.size);
  for (const row of rows) {
    const id = Number(row.id);
    const r = id < index.rowOfId.length ? index.rowOfId[id]! : -1;
    if (r >= 0 && r < mask.length) mask[r] = 1;
  }
  return mask;
}

/**
 * Which value lists (of colours or tags) hold one of the chosen values (SQL: `colors && $chosen`),
 * kept current as lists and values are added to the index's dictionary by patches.
 */
class ListSelection {
  private wanted = new Set<number>();
  private resolved = -1;
  marks = new Uint8Array(0);

  constructor(
    private readonly chosen: readonly string[],
    private readonly dict: ValueLists,
  ) {
    this.refresh();
  }

  /** Catches up with values and lists added to the dictionary since the last call. */
  refresh(): void {
    const { dict } = this;
    if (dict.names.length !== this.resolved) {
      // A chosen value no product had may arrive with a new product: resolve the names again.
      this.resolved = dict.names.length;
      const wanted = new Set(this.chosen.map((value) => dict.byName.get(value)).filter((id): id is number => id !== undefined));
      if (wanted.size !== this.wanted.size) {
        this.wanted = wanted;
        this.marks = new Uint8Array(0);
      }
    }
    if (this.marks.length < dict.lists.length) {
      const marks = new Uint8Array(dict.lists.length);
      marks.set(this.marks);
      for (let list = this.marks.length; list < dict.lists.length; list++)
        marks[list] = dict.lists[list]!.some((id) => this.wanted.has(id)) ? 1 : 0;
      this.marks = marks;
    }
  }
}

/**
 * A listing query's conditions over the index's ids: everything but the sort, the page and the
 * language. `brands` is by brand id (names resolved when compiled, so a renamed brand gives
 * another filter and key), `categoryId` likewise from the slug.
 */
interface RowFilter extends ScopeFilter {
  key: string;
  /** The colour and tag selections (a pass over every distinct list): made once per kept filter, not per call. */
  compile: () => Pick<RowFilter, 'colors' | 'tags'>;
  brands: Uint8Array | null;
  colors: ListSelection | null;
  tags: ListSelection | null;
  min: number;
  max: number;
  search: Uint8Array | null;
}

function compileFilter(
  index: CatalogIndex,
  query: ListingQuery,
  scope: ListingScope,
  search: { tsquery: string; mask: Uint8Array } | null,
): RowFilter {
  const need =
    (scope.includeUnlisted ? 0 : FLAG_LISTED) |
    (query.hasCAD ? FLAG_CAD : 0) |
    (query.hasSalePrice ? FLAG_SALE : 0) |
    (query.readyToShip ? FLAG_READY : 0);
  const categoryId = query.categorySlug ? (index.categoryBySlug.get(query.categorySlug) ?? -1) : 0;
  const { typeId = 0, subCategoryId = 0, categoryId: categoryFilter = 0, brandId = 0, vendorId = 0 } = query;
  let brands: Uint8Array | null = null;
  let brandIds: number[] = [];
  if (query.brands?.length) {
    brandIds = [
      ...new Set(query.brands.map((name) => index.brandByName.get(name.toLowerCase())).filter((id): id is number => id !== undefined)),
    ].sort((a, b) => a - b);
    brands = new Uint8Array(Math.max(index.brandSlots, ...brandIds.map((id) => id + 1)));
    for (const id of brandIds) brands[id] = 1;
  }
  const sorted = (values: string[] | undefined) => (values?.length ? [...new Set(values)].sort() : null);
  const colors = sorted(query.colors);
  const tags = sorted(query.tags);
  const min = query.minPrice ?? -Infinity;
  const max = query.maxPrice ?? Infinity;
  const key = JSON.stringify([
    need,
    typeId,
    subCategoryId,
    categoryFilter,
    categoryId,
    brandId,
    vendorId,
    brands && brandIds,
    colors,
    tags,
    min,
    max,
    search?.tsquery ?? null,
  ]);
  return {
    key,
    compile: () => ({
      colors: colors && new ListSelection(colors, index.colorDict),
      tags: tags && new ListSelection(tags, index.tagDict),
    }),
    need,
    typeId,
    subCategoryId,
    categoryFilter,
    categoryId,
    brandId,
    vendorId,
    brands,
    colors: null,
    tags: null,
    min,
    max,
    search: search?.mask ?? null,
  };
}

/**
 * The total, the price range and the facet counts of one filter: counts per brand id, per colour
 * list and per tag list (values are counted from lists when answering).
 */
interface Summary extends TableSummary {
  /** The filter these counts are of (its colour and tag selections made). */
  filter: RowFilter;
  /** Moves with every update, so that facets made from the counts know when to be made again. */
  generation: number;
  /** The facets last made from these counts, with the generation and brand names they were made with. */
  facets?: { generation: number; brandName: Map<number, string>; value: Facets };
  /**
   * Moves when a row that matches the whole filter (before or after a change) changed: the rows a
   * page shows, and their order, stay as they were while it holds still.
   */
  matchGeneration: number;
  /** Pages already walked, per order: the matching rows found so far, valid for one `matchGeneration`. */
  walks?: Map<string, Walk>;
}

/** The matching rows of one order found by earlier pages, in that order; `done`: the walk reached its end. */
interface Walk {
  matchGeneration: number;
  found: number[];
  done: boolean;
}

/** Value counts from counts per list: a list counted n times counts each of its values n times. */
function valueCounts(listCounts: Int32Array, lists: Int32Array[], size: number): Int32Array {
  const counts = new Int32Array(size);
  const end = Math.min(listCounts.length, lists.length);
  for (let list = 0; list < end; list++) {
    const n = listCounts[list]!;
    if (n === 0) continue;
    const values = lists[list]!;
    for (let v = 0; v < values.length; v++) counts[values[v]!]! += n;
  }
  return counts;
}

/**
 * The summary of `f`, kept on the index across patches: a changed product moves the counts by
 * what it took away and what it adds; only taking away the cheapest or dearest product of the
 * price range makes the summary be computed anew. Filters with a search are not kept (their
 * matches are memoised per version).
 */
function summaryKeeper(index: CatalogIndex, f: RowFilter, computed?: Summary): Keeper<Summary> {
  if (!computed) Object.assign(f, f.compile());
  const summary = computed ?? summarizeRows(index, f);
  return {
    value: summary,
    update(changes) {
      if (f.search) return false;
      f.colors?.refresh();
      f.tags?.refresh();
      let moved = false;
      // Taking away the cheapest or dearest product of the price range: counted anew.
      let spoilt = false;
      forEachInScope(changes, f, (v, sign) => {
        if (spoilt) return;
        moved = true;
        const fb = f.brands === null || f.brands[v.brand] === 1;
        const fc = f.colors === null || f.colors.marks[v.colorList] === 1;
        const ft = f.tags === null || f.tags.marks[v.tagList] === 1;
        const fp = v.price >= f.min && v.price <= f.max;
        if (fc && ft && fp) (summary.brandCounts = grown(summary.brandCounts, v.brand + 1))[v.brand]! += sign;
        if (fb && ft && fp) (summary.colorListCounts = grown(summary.colorListCounts, v.colorList + 1))[v.colorList]! += sign;
        if (fb && fc && fp) (summary.tagListCounts = grown(summary.tagListCounts, v.tagList + 1))[v.tagList]! += sign;
        if (fb && fc && ft && fp) summary.matchGeneration++;
        if (fb && fc && ft) {
          if (sign > 0) {
            if (v.price < summary.lo) summary.lo = v.price;
            if (v.price > summary.hi) summary.hi = v.price;
          } else if (v.price <= summary.lo || v.price >= summary.hi) spoilt = true;
          if (fp) summary.total += sign;
        }
      });
      if (spoilt) return false;
      if (moved) summary.generation++;
      return true;
    },
  };
}

/**
 * The summary of `f` (its colour and tag selections made): from the facet tables when it selects
 * brands (see facet-tables.ts), else one pass over every row slot (rows of deleted products skipped).
 */
function summarizeRows(index: CatalogIndex, f: RowFilter): Summary {
  const summary = emptySummary(index, f);
  if (byTables(f)) {
    const cells = facetCellsOf(index);
    brandSummary(index, cells, scopeTableOf(index, cells, f), f, summary);
  } else summarizeRange(index, f, summary, 0, index.size);
  return summary;
}

/** Whether the facet tables count `f` (its selections made): a brand selection, no tag selection and no search. */
const byTables = (f: RowFilter): f is RowFilter & { brands: Uint8Array } => f.brands !== null && f.tags === null && f.search === null;

function emptySummary(index: CatalogIndex, f: RowFilter): Summary {
  return {
    filter: f,
    generation: 0,
    matchGeneration: 0,
    total: 0,
    brandCounts: new Int32Array(index.brandSlots),
    colorListCounts: new Int32Array(index.colorLists.length),
    tagListCounts: new Int32Array(index.tagLists.length),
    lo: Infinity,
    hi: -Infinity,
  };
}

/**
 * Adds rows `from` to `to` (exclusive) of `index` to `summary`'s counts. This pass over every row
 * is most of a new filter's cost (about a million rows a listing at a million products), so the
 * per-row tests that are hard to predict (the price range, a selected colour or tag) are made as
 * 0/1 numbers and added, not branched on: on this machine that halved the pass.
 */
function summarizeRange(index: CatalogIndex, f: RowFilter, summary: Summary, from: number, to: number) {
  const { need, typeId, subCategoryId, categoryFilter, categoryId, brandId, vendorId, search, min, max } = f;
  const brandSelected = f.brands;
  // Without a colour or tag selection every list passes: all-ones marks (sized for the lists of
  // the rows counted now) keep the loop free of that test.
  const colorSelected = f.colors?.marks ?? new Uint8Array(index.colorLists.length).fill(1);
  const tagSelected = f.tags?.marks ?? new Uint8Array(index.tagLists.length).fill(1);
  const anyColor = f.colors === null;
  const anyTag = f.tags === null;
  const { brandCounts, colorListCounts, tagListCounts } = summary;
  let { lo, hi, total } = summary;

  const { flags, type, subcategory, category, brand, vendor, price, colorList, tagList } = index;
  // One test for "has every flag asked for and is not gone" (need never holds FLAG_GONE).
  const mask = need | FLAG_GONE;
  for (let r = from; r < to; r++) {
    if ((flags[r]! & mask) !== need) continue;
    if (typeId && type[r] !== typeId) continue;
    if (subCategoryId && subcategory[r] !== subCategoryId) continue;
    if (categoryFilter && category[r] !== categoryFilter) continue;
    if (categoryId && category[r] !== categoryId) continue;
    if (brandId && brand[r] !== brandId) continue;
    if (vendorId && vendor[r] !== vendorId) continue;
    if (search !== null && search[r] !== 1) continue;
    const b = brand[r]!;
    const p = price[r]!;
    const fp = +(p >= min) & +(p <= max);
    if (brandSelected !== null && brandSelected[b] !== 1) {
      // A row of a brand that is not selected (most rows when one is) moves only its brand's
      // count; its colour and tag lists are read only when a selection asks.
      let passes = fp;
      if (!anyColor) passes &= colorSelected[colorList[r]!]!;
      if (!anyTag) passes &= tagSelected[tagList[r]!]!;
      brandCounts[b]! += passes;
      continue;
    }
    const cl = colorList[r]!;
    const tl = tagList[r]!;
    const fc = colorSelected[cl]!;
    const ft = tagSelected[tl]!;
    brandCounts[b]! += fc & ft & fp;
    colorListCounts[cl]! += ft & fp;
    tagListCounts[tl]! += fc & fp;
    if (fc & ft) {
      if (p < lo) lo = p;
      if (p > hi) hi = p;
      total += fp;
    }
  }
  Object.assign(summary, { lo, hi, total });
}

/** Rows counted between two turns of the event loop when a summary is made for a request. */
const SUMMARY_CHUNK = 65_536;

/** The counts under way per index, by summary key: concurrent calls for one filter share one. */
const counting = new WeakMap<CatalogIndex, Map<string, Promise<void>>>();

/**
 * Makes the kept summary of the filter of `query` when it has none yet, a chunk of rows at a
 * time (`chunk`, default {@link SUMMARY_CHUNK}) with the event loop turning in between (a million rows is a pass of tens of milliseconds
 * that would hold every other request up). Patches that land between two chunks do not start it
 * again: while it counts, the partial counts follow every patch for the rows already counted
 * (the rows after them are counted as they are then, new rows included), as the kept summary
 * follows them once made. Concurrent calls for one filter share it. Resolves true when the
 * summary is kept on the index (false: an index of one chunk or less, which `scanIndex` counts).
 */
export async function prepareSummary(
  index: CatalogIndex,
  query: ListingQuery,
  scope: ListingScope,
  { chunk = SUMMARY_CHUNK, pause = nextTurn }: ChunkOptions = {},
): Promise<boolean> {
  const f = compileFilter(index, query, scope, null);
  const key = `summary:${f.key}`;
  if (index.keepers.has(key)) return true;
  Object.assign(f, f.compile());
  // Counted from the facet tables at once (no pass over every row to spread over turns).
  if (byTables(f)) {
    index.kept(key, () => summaryKeeper(index, f, summarizeRows(index, f)));
    return true;
  }
  if (index.size <= chunk) return false;
  let running = counting.get(index);
  if (!running) counting.set(index, (running = new Map()));
  let work = running.get(key);
  if (!work) {
    const all = running;
    work = countInChunks(index, f, key, chunk, pause).finally(() => all.delete(key));
    running.set(key, work);
  }
  await work;
  return index.keepers.has(key);
}

/** How {@link prepareSummary} counts: rows per chunk, and what it awaits between two chunks. */
export interface ChunkOptions {
  chunk?: number;
  pause?: () => Promise<void>;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Counts the summary of `f` in chunks and keeps it on `index` under `key` (see
 * {@link prepareSummary}). Starts again only when a patch takes away the cheapest or dearest
 * counted product (as a kept summary is then computed anew), or its follower was pushed out of
 * the index's kept values; after three starts it leaves the summary to `scanIndex`.
 */
async function countInChunks(index: CatalogIndex, f: RowFilter, key: string, chunk: number, pause: () => Promise<void>): Promise<void> {
  const followKey = `counting:${key}`;
  for (let attempt = 0; attempt < 3; attempt++) {
    const summary = emptySummary(index, f);
    const keeper = summaryKeeper(index, f, summary);
    let counted = 0;
    let spoilt = false;
    const follower: Keeper<null> = {
      value: null,
      update(changes, at) {
        const counted_ = changes.filter((change) => change.row < counted);
        if (counted_.length && !keeper.update(counted_, at)) spoilt = true;
        return !spoilt;
      },
    };
    index.kept(followKey, () => follower);
    try {
      while (counted < index.size) {
        if (counted > 0) await pause();
        if (spoilt || index.keepers.get(followKey) !== follower || index.keepers.has(key)) break;
        // The size as it is now: rows added by patches meanwhile are counted too, and they may
        // hold brands, colour lists or tag lists new since the counts were sized.
        const to = Math.min(index.size, counted + chunk);
        f.colors?.refresh();
        f.tags?.refresh();
        summary.brandCounts = grown(summary.brandCounts, index.brandSlots);
        summary.colorListCounts = grown(summary.colorListCounts, index.colorLists.length);
        summary.tagListCounts = grown(summary.tagListCounts, index.tagLists.length);
        summarizeRange(index, f, summary, counted, to);
        counted = to;
      }
    } finally {
      if (index.keepers.get(followKey) === follower) index.keepers.delete(followKey);
    }
    if (index.keepers.has(key)) return;
    if (counted >= index.size && !spoilt) {
      index.kept(key, () => keeper);
      return;
    }
  }
}

function matchesRow(index: CatalogIndex, f: RowFilter, r: number): boolean {
  if (!rowInScope(index, f, r)) return false;
  if (f.search !== null && f.search[r] !== 1) return false;
  if (f.brands !== null && f.brands[index.brand[r]!] !== 1) return false;
  if (f.colors !== null && f.colors.marks[index.colorList[r]!] !== 1) return false;
  if (f.tags !== null && f.tags.marks[index.tagList[r]!] !== 1) return false;
  const p = index.price[r]!;
  return p >= f.min && p <= f.max;
}

/**
 * The total, facets and page ids of a query. The total and facet counts are kept on the index per
 * filter (`summaryKeeper`: one pass over the rows the first time, then moved by each patch), so
 * most calls only walk the requested order until the page is full, testing each row. In `locale`
 * 'ar' the name sorts walk the Arabic name order (index.order.nameAr). Returns `{ total, facets, ids }`.
 */
export function scanIndex(
  index: CatalogIndex,
  query: ListingQuery,
  scope: ListingScope,
  search: { tsquery: string; mask: Uint8Array } | null,
  locale: Locale = 'en',
) {
  const asked = compileFilter(index, query, scope, search);
  const summary = asked.search
    ? summarizeRows(index, Object.assign(asked, asked.compile()))
    : index.kept(`summary:${asked.key}`, () => summaryKeeper(index, asked));
  const f = summary.filter;
  // Values and lists new since the last patch that reached this filter (cheap when none).
  f.colors?.refresh();
  f.tags?.refresh();
  const { total, lo, hi } = summary;
  const live = index.live;

  // The page: walk the requested order until `end` matching rows have gone by. A filter that few
  // rows match walks far (to the end of a million rows when it matches fewer than a page), so the
  // rows found are kept on the summary and reused while no matching row changes; a later page
  // goes on from the last row found.
  const offset = (query.page - 1) * query.pageSize;
  const end = Math.min(total, offset + query.pageSize);
  const ids: number[] = [];
  if (offset < end) {
    const [stored, descending] = ORDERS[query.sort];
    // In Arabic the name sorts are by the Arabic name, in Arabic collation order.
    const order = stored === 'name' && locale === 'ar' ? 'nameAr' : stored;
    const rows = index.order[order];
    const walks = asked.search ? null : (summary.walks ??= new Map<string, Walk>());
    const walkKey = `${order}:${descending ? 'desc' : 'asc'}`;
    let walk = walks?.get(walkKey);
    if (!walk || walk.matchGeneration !== summary.matchGeneration) {
      walk = { matchGeneration: summary.matchGeneration, found: [], done: false };
      walks?.set(walkKey, walk);
    }
    const found = walk.found;
    if (found.length < end && !walk.done) {
      // The price order holds the rows of the price range between two positions: only those are
      // walked (from the range's low end a walk of the price order used to pass every cheaper row).
      const from = stored === 'price' && f.min > -Infinity ? pricePosition(index, f.min, false) : 0;
      const to = stored === 'price' && f.max < Infinity ? pricePosition(index, f.max, true) : live;
      const span = Math.max(0, to - from);
      // Where the last row found is now (patches of other rows move positions, not the order of these).
      let k = 0;
      if (found.length) {
        const at = rows.subarray(0, live).indexOf(found[found.length - 1]!);
        if (at < 0) found.length = 0;
        else k = Math.max(0, (descending ? to - 1 - at : at - from) + 1);
      }
      // A walk expected to pass many more rows than the selected brands have (a filter few rows
      // match, a later page): their matching rows, put in the order by their positions in it.
      // Making the positions is a pass over the order (kept through writes from then on): until
      // they are there, only a walk expected to be longer than an eighth of the order is left.
      const expected = (span * Math.min(1, end / Math.max(1, total))) | 0;
      if (!found.length && byTables(f)) {
        const cells = facetCellsOf(index);
        if (expected * 4 > brandRowCount(cells, f.brands) && (index.keepers.has(`positions:${order}`) || expected * 8 > live)) {
          const matching: number[] = [];
          forEachBrandRow(index, cells, f.brands, (r) => {
            if (matchesRow(index, f, r)) matching.push(r);
          });
          const sorted = inOrder(
            index,
            rows,
            index.kept(`positions:${order}`, () => positions(index, rows)),
            matching,
          );
          for (let n = 0; n < sorted.length; n++) found.push(sorted[descending ? sorted.length - 1 - n : n]!);
          k = span;
        }
      }
      for (; k < span && found.length < end; k++) {
        const r = rows[descending ? to - 1 - k : from + k]!;
        if (matchesRow(index, f, r)) found.push(r);
      }
      if (k >= span) walk.done = true;
    }
    for (let n = offset; n < end && n < found.length; n++) ids.push(index.id[found[n]!]!);
  }

  const values = (counts: Int32Array, name: (id: number) => string | undefined): FacetValue[] => {
    const out: FacetValue[] = [];
    counts.forEach((count, id) => {
      const value = name(id);
      if (count > 0 && value !== undefined) out.push({ value, count });
    });
    return out.sort(byCount);
  };
  // Made again only when the counts moved or brands were renamed (every patch re-reads the names).
  let made = summary.facets;
  if (!made || made.generation !== summary.generation || made.brandName !== index.brandName) {
    made = summary.facets = {
      generation: summary.generation,
      brandName: index.brandName,
      value: {
        brands: values(summary.brandCounts, (id) => index.brandName.get(id)),
        colors: values(valueCounts(summary.colorListCounts, index.colorLists, index.colorNames.length), (id) => index.colorNames[id]),
        tags: values(valueCounts(summary.tagListCounts, index.tagLists, index.tagNames.length), (id) => index.tagNames[id]),
        price: lo === Infinity ? { min: 0, max: 0 } : { min: lo, max: hi },
      },
    };
  }
  return { total, facets: made.value, ids };
}

/** Which stored order a sort walks, and whether backwards. */
const ORDERS: Record<ProductSort, [keyof CatalogIndex['order'], boolean]> = {
  newest: ['newest', false],
  'price-asc': ['price', false],
  'price-desc': ['price', true],
  'name-asc': ['name', false],
  'name-desc': ['name', true],
};

/* --------------------------------------------------------------- database engine */

const SORTS: Record<ProductSort, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  'price-asc': [asc(products.effectivePrice), asc(products.id)],
  'price-desc': [desc(products.effectivePrice), desc(products.id)],
  'name-asc': [asc(products.name), asc(products.id)],
  'name-desc': [desc(products.name), desc(products.id)],
};

/**
 * ORDER BY of the Arabic name sort: the Arabic name (the English one where there is none) in
 * `collation` (an entry of ARABIC_COLLATIONS, or null for the database default), then id.
 */
function arabicNameSort(sort: 'name-asc' | 'name-desc', collation: string | null): SQL[] {
  const name = sql`coalesce(${products.nameAr}, ${products.name})`;
  const collated = collation ? sql`${name} collate ${sql.identifier(collation)}` : name;
  return sort === 'name-asc' ? [sql`${collated} asc`, asc(products.id)] : [sql`${collated} desc`, desc(products.id)];
}

/** Conditions that every facet shares (everything but brands, colours, tags and price). */
async function baseConditions(db: Database, query: ListingQuery, scope: ListingScope, tsquery: string | null): Promise<SQL[]> {
  const where: SQL[] = [];
  if (!scope.includeUnlisted) where.push(eq(products.status, true));
  if (query.typeId) where.push(eq(products.typeId, query.typeId));
  if (query.subCategoryId) where.push(eq(products.subcategoryId, query.subCategoryId));
  if (query.categoryId) where.push(eq(products.categoryId, query.categoryId));
  if (query.categorySlug) {
    const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, query.categorySlug));
    where.push(category ? eq(products.categoryId, category.id) : sql`false`);
  }
  if (query.brandId) where.push(eq(products.brandId, query.brandId));
  if (query.vendorId) where.push(eq(products.vendorId, query.vendorId));
  if (query.hasCAD) where.push(eq(products.hasCad, true));
  if (query.hasSalePrice) where.push(isNotNull(products.salePrice), eq(products.promotionApproved, true));
  if (query.readyToShip) where.push(eq(products.readyToShip, true), sql`${products.stock} > 0`);
  if (tsquery) where.push(matchesSearch(tsquery));
  return where;
}

interface FacetConditions {
  brands?: SQL;
  colors?: SQL;
  tags?: SQL;
  price?: SQL;
}

async function facetConditions(db: Database, query: ListingQuery): Promise<FacetConditions> {
  const out: FacetConditions = {};
  if (query.brands?.length) {
    const names = query.brands.map((n) => n.toLowerCase());
    const ids = await db
      .select({ id: brands.id })
      .from(brands)
      .where(or(inArray(sql`lower(${brands.name})`, names), inArray(brands.nameAr, query.brands)));
    out.brands = ids.length
      ? inArray(
          products.brandId,
          ids.map((r) => r.id),
        )
      : sql`false`;
  }
  if (query.colors?.length) out.colors = arrayOverlaps(products.colors, query.colors);
  if (query.tags?.length) out.tags = arrayOverlaps(products.tags, query.tags);
  const bounds = [
    query.minPrice !== undefined ? gte(products.effectivePrice, query.minPrice) : undefined,
    query.maxPrice !== undefined ? lte(products.effectivePrice, query.maxPrice) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  if (bounds.length) out.price = and(...bounds);
  return out;
}

interface FacetRow {
  facet: 'total' | 'brand' | 'color' | 'tag';
  value: string | null;
  n: number;
  lo: number | null;
  hi: number | null;
}

const all = (...conditions: (SQL | undefined)[]) => {
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length
    ? sql.join(
        present.map((c) => sql`(${c})`),
        sql` and `,
      )
    : sql`true`;
};

/**
 * Total, price range and the three facets in one scan: GROUPING SETS group the matching rows by
 * brand, by colour list and by tag list (and not at all, for the total) while FILTER clauses
 * leave out each facet's own condition. Colour and tag lists are unnested only after grouping,
 * over a few thousand distinct lists instead of every product.
 */
function facetQuery(base: SQL[], f: FacetConditions): SQL {
  return sql`
    with g as (
      select grouping(brand_id, colors, tags) as g, brand_id, colors, tags,
        count(*) filter (where fc and ft and fp) as nb,
        count(*) filter (where fb and ft and fp) as nc,
        count(*) filter (where fb and fc and fp) as nt,
        count(*) filter (where fb and fc and ft and fp) as n,
        min(price) filter (where fb and fc and ft) as lo,
        max(price) filter (where fb and fc and ft) as hi
      from (
        select ${products.brandId} as brand_id, ${products.colors} as colors, ${products.tags} as tags,
          ${products.effectivePrice} as price,
          ${all(f.brands)} as fb, ${all(f.colors)} as fc, ${all(f.tags)} as ft, ${all(f.price)} as fp
        from ${products} where ${all(...base)}
      ) matching
      group by grouping sets ((brand_id), (colors), (tags), ())
    )
    select 'total' as facet, null::text as value, n::int as n, lo::float8 as lo, hi::float8 as hi from g where g = 7
    union all
    select 'brand', b.name, g.nb::int, null, null from g join brands b on b.id = g.brand_id where g.g = 3 and g.nb > 0
    union all
    select 'color', v, sum(nc)::int, null, null from g cross join lateral unnest(g.colors) as v where g.g = 5 group by v having sum(nc) > 0
    union all
    select 'tag', v, sum(nt)::int, null, null from g cross join lateral unnest(g.tags) as v where g.g = 6 group by v having sum(nt) > 0`;
}

/**
 * Whether a listing's conditions (as {@link baseConditions} and {@link facetConditions} made them)
 * ask for every listed product: the listed condition alone, no facet filter.
 */
function wholeCatalog(base: SQL[], f: FacetConditions, scope: ListingScope): boolean {
  return !scope.includeUnlisted && base.length === 1 && !f.brands && !f.colors && !f.tags && !f.price;
}

/**
 * The facet rows of the whole listed catalog ({@link facetQuery}'s shape) from the counts the
 * database keeps (listed_facet_counts, migrations/0012_listed_facet_counts_triggers.sql); the
 * price range from the price index's two ends.
 */
const LISTED_FACET_COUNTS = sql`
  select 'total' as facet, null::text as value, coalesce((select n from listed_facet_counts where facet = 'total'), 0)::int as n,
    (select min(${products.effectivePrice}) from ${products} where ${products.status})::float8 as lo,
    (select max(${products.effectivePrice}) from ${products} where ${products.status})::float8 as hi
  union all
  select 'brand', b.name, c.n, null, null from listed_facet_counts c join ${brands} b on b.id::text = c.value
    where c.facet = 'brand' and c.n > 0
  union all
  select c.facet, c.value, c.n, null, null from listed_facet_counts c where c.facet in ('color', 'tag') and c.n > 0`;

function summarize(facetRows: FacetRow[]): { total: number; facets: Facets } {
  const facets = { brands: [] as FacetValue[], colors: [] as FacetValue[], tags: [] as FacetValue[], price: { min: 0, max: 0 } };
  let total = 0;
  for (const row of facetRows) {
    const n = Number(row.n);
    if (row.facet === 'total') {
      total = n;
      facets.price = { min: Number(row.lo ?? 0), max: Number(row.hi ?? 0) };
    } else facets[`${row.facet}s`].push({ value: row.value!, count: n });
  }
  facets.brands.sort(byCount);
  facets.colors.sort(byCount);
  facets.tags.sort(byCount);
  return { total, facets };
}
