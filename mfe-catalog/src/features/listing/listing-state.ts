import type { ProductQuery, ProductSort } from '@manzil/shared';

/** SPEC §9: 12 products a page. */
export const PAGE_SIZE = 12;
/** SPEC §4/§9: the price range filter's default, in EGP. */
export const PRICE_MIN = 0;
export const PRICE_MAX = 600_000;

/** SPEC §9's sort options, Newest first (the default). */
export const SORTS: readonly ProductSort[] = ['newest', 'price-asc', 'price-desc', 'name-asc', 'name-desc'];

/** SPEC §3 "Filter state". */
export interface FilterState {
  brands: string[];
  colors: string[];
  tags: string[];
  priceRange: [number, number];
  hasCAD: boolean;
  hasSalePrice: boolean;
}

/** Everything a listing keeps in its URL: filters, sort, page and an optional search text. */
export interface ListingState {
  filters: FilterState;
  sort: ProductSort;
  page: number;
  q: string;
}

export const EMPTY_FILTERS: FilterState = {
  brands: [],
  colors: [],
  tags: [],
  priceRange: [PRICE_MIN, PRICE_MAX],
  hasCAD: false,
  hasSalePrice: false,
};

/** URL parameter names. Lists repeat their key (`?brand=A&brand=B`), so a comma in a name is safe. */
const KEYS = {
  brand: 'brand',
  color: 'color',
  tag: 'tag',
  min: 'minPrice',
  max: 'maxPrice',
  cad: 'cad',
  sale: 'sale',
  sort: 'sort',
  page: 'page',
  q: 'q',
} as const;

function clampPrice(raw: string | null, fallback: number): number {
  if (raw === null || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) return fallback;
  return Math.min(PRICE_MAX, Math.max(PRICE_MIN, Math.round(value)));
}

function uniqueValues(params: URLSearchParams, key: string): string[] {
  return [
    ...new Set(
      params
        .getAll(key)
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ];
}

/** Reads a listing's state from its URL; anything malformed falls back to the default. */
export function parseListingParams(params: URLSearchParams): ListingState {
  let min = clampPrice(params.get(KEYS.min), PRICE_MIN);
  let max = clampPrice(params.get(KEYS.max), PRICE_MAX);
  if (min > max) [min, max] = [max, min];
  const sort = params.get(KEYS.sort) as ProductSort | null;
  const page = Math.floor(Number(params.get(KEYS.page) ?? 1));
  return {
    filters: {
      brands: uniqueValues(params, KEYS.brand),
      colors: uniqueValues(params, KEYS.color),
      tags: uniqueValues(params, KEYS.tag),
      priceRange: [min, max],
      hasCAD: params.get(KEYS.cad) === '1',
      hasSalePrice: params.get(KEYS.sale) === '1',
    },
    sort: sort && SORTS.includes(sort) ? sort : 'newest',
    page: Number.isFinite(page) && page > 1 ? page : 1,
    q: (params.get(KEYS.q) ?? '').trim(),
  };
}

/** Writes a listing's state into `current` (other parameters kept), leaving defaults out. */
export function writeListingParams(state: ListingState, current = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of Object.values(KEYS)) next.delete(key);
  const { filters } = state;
  if (state.q) next.set(KEYS.q, state.q);
  filters.brands.forEach((v) => next.append(KEYS.brand, v));
  filters.colors.forEach((v) => next.append(KEYS.color, v));
  filters.tags.forEach((v) => next.append(KEYS.tag, v));
  if (filters.priceRange[0] !== PRICE_MIN) next.set(KEYS.min, String(filters.priceRange[0]));
  if (filters.priceRange[1] !== PRICE_MAX) next.set(KEYS.max, String(filters.priceRange[1]));
  if (filters.hasCAD) next.set(KEYS.cad, '1');
  if (filters.hasSalePrice) next.set(KEYS.sale, '1');
  if (state.sort !== 'newest') next.set(KEYS.sort, state.sort);
  if (state.page > 1) next.set(KEYS.page, String(state.page));
  return next;
}

/** The server query of a listing: its fixed scope (`base`, e.g. a type) plus the shopper's choices. */
export function toProductQuery(state: ListingState, base: ProductQuery = {}): ProductQuery {
  const { filters } = state;
  const query: ProductQuery = { ...base, page: state.page, pageSize: PAGE_SIZE, sort: state.sort };
  if (state.q) query.q = state.q;
  if (filters.brands.length) query.brands = filters.brands;
  if (filters.colors.length) query.colors = filters.colors;
  if (filters.tags.length) query.tags = filters.tags;
  if (filters.priceRange[0] !== PRICE_MIN) query.minPrice = filters.priceRange[0];
  if (filters.priceRange[1] !== PRICE_MAX) query.maxPrice = filters.priceRange[1];
  if (filters.hasCAD) query.hasCAD = true;
  if (filters.hasSalePrice) query.hasSalePrice = true;
  return query;
}

/** SPEC §4 'Clear All': empty lists and a range of 0 to 600000 (the sort bar's toggles are kept). */
export function clearFilters(filters: FilterState): FilterState {
  return { ...filters, brands: [], colors: [], tags: [], priceRange: [PRICE_MIN, PRICE_MAX] };
}

/** Adds `value` to `list`, or removes it when present (SPEC §4: toggling a value). */
export function toggleValue(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}
