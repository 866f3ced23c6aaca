/**
 * The server-side listing of `GET /api/products`: filter, sort, page and facets in one call.
 *
 * Facets are disjunctive: the brand counts ignore the brand filter (but apply every other one),
 * the colour counts ignore the colour filter, and so on, so a shopper sees how many products
 * each further choice would add. The price range likewise ignores the price bounds, so the
 * slider keeps its full range. Two queries: the page, and one pass for total and facets.
 */
import { and, arrayOverlaps, asc, desc, eq, gte, ilike, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { TtlCache } from '../lib/ttl-cache.ts';
import { queryRows } from '../db/client.ts';
import { brands, categories, products } from '../db/schema.ts';
import type { FacetValue, ProductPage, ProductSort } from '../shared-types.ts';
import { selectProducts, toProduct, type ProductRow } from './products.ts';

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

const SORTS: Record<ProductSort, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  'price-asc': [asc(products.effectivePrice), asc(products.id)],
  'price-desc': [desc(products.effectivePrice), desc(products.id)],
  'name-asc': [asc(products.name), asc(products.id)],
  'name-desc': [desc(products.name), desc(products.id)],
};

/** Escapes LIKE wildcards so a search for "50%" means the characters. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Conditions that every facet shares (everything but brands, colours, tags and price). */
async function baseConditions(db: Database, query: ListingQuery, scope: ListingScope): Promise<SQL[]> {
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
  if (query.readyToShip) where.push(eq(products.readyToShip, true));
  const terms = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  for (const term of terms) where.push(ilike(products.searchText, likePattern(term)));
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
    const ids = await db.select({ id: brands.id }).from(brands).where(inArray(sql`lower(${brands.name})`, names));
    out.brands = ids.length ? inArray(products.brandId, ids.map((r) => r.id)) : sql`false`;
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
  return present.length ? sql.join(present.map((c) => sql`(${c})`), sql` and `) : sql`true`;
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

const byCount = (a: FacetValue, b: FacetValue) => b.count - a.count || a.value.localeCompare(b.value);

/** The cache key of a query's total and facets: its filters, not its page or order. */
function facetKey(query: ListingQuery, scope: ListingScope): string {
  const { page: _page, pageSize: _size, sort: _sort, ...filters } = query;
  // Brand names match case-insensitively, colours and tags exactly: the key does the same.
  const sorted = (list?: string[]) => (list ? [...list].sort() : undefined);
  return JSON.stringify({
    ...filters,
    brands: sorted(filters.brands?.map((name) => name.toLowerCase())),
    colors: sorted(filters.colors),
    tags: sorted(filters.tags),
    q: filters.q?.toLowerCase().split(/\s+/).filter(Boolean).join(' '),
    unlisted: Boolean(scope.includeUnlisted),
  });
}

export function listingRepository(db: Database, cache: TtlCache) {
  return {
    /**
     * One page of products with total and facets. The page is always read fresh; the total and
     * facets, which scan every matching product, are cached briefly per filter set (see
     * lib/ttl-cache.ts), so paging and re-sorting a listing costs one indexed query.
     */
    async list(query: ListingQuery, scope: ListingScope = {}): Promise<ProductPage> {
      const [base, f] = await Promise.all([baseConditions(db, query, scope), facetConditions(db, query)]);
      const where = and(...base, f.brands, f.colors, f.tags, f.price);
      const [rows, summary] = await Promise.all([
        selectProducts(db)
          .where(where)
          .orderBy(...SORTS[query.sort])
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize) as Promise<ProductRow[]>,
        cache.get(`facets:${facetKey(query, scope)}`, async () => summarize(await queryRows<FacetRow>(db, facetQuery(base, f)))),
      ]);
      return {
        items: rows.map(toProduct),
        total: summary.total,
        page: query.page,
        pageSize: query.pageSize,
        pageCount: Math.ceil(summary.total / query.pageSize),
        facets: summary.facets,
      };
    },
  };
}

export type ListingRepository = ReturnType<typeof listingRepository>;

function summarize(facetRows: FacetRow[]): { total: number; facets: ProductPage['facets'] } {
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
