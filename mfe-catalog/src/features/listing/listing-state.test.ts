import {
  clearFilters,
  EMPTY_FILTERS,
  parseListingParams,
  toggleValue,
  toProductQuery,
  writeListingParams,
  type ListingState,
} from './listing-state';

const state = (overrides: Partial<ListingState> = {}): ListingState => ({
  filters: EMPTY_FILTERS,
  sort: 'newest',
  page: 1,
  q: '',
  ...overrides,
});

describe('listing URL state', () => {
  it('reads defaults from an empty URL: no filters, 0 to 600000, Newest, page 1', () => {
    expect(parseListingParams(new URLSearchParams())).toEqual(state());
  });

  it('round-trips every field through the URL', () => {
    const full = state({
      filters: {
        brands: ['Cairo Loft', 'A, B & Co'],
        colors: ['Beige'],
        tags: ['Handmade', 'Modern'],
        priceRange: [5_000, 90_000],
        hasCAD: true,
        hasSalePrice: true,
      },
      sort: 'price-desc',
      page: 3,
      q: 'sofa',
    });
    const params = writeListingParams(full);
    expect(params.getAll('brand')).toEqual(['Cairo Loft', 'A, B & Co']);
    expect(parseListingParams(new URLSearchParams(params.toString()))).toEqual(full);
  });

  it('leaves defaults out of the URL and keeps parameters it does not own', () => {
    const params = writeListingParams(state(), new URLSearchParams('utm=mail&page=4&brand=X'));
    expect(params.toString()).toBe('utm=mail');
  });

  it('falls back on malformed values: unknown sort, negative page, prices out of range or swapped', () => {
    const parsed = parseListingParams(new URLSearchParams('sort=cheapest&page=-2&minPrice=900000&maxPrice=abc'));
    expect(parsed.sort).toBe('newest');
    expect(parsed.page).toBe(1);
    expect(parsed.filters.priceRange).toEqual([600_000, 600_000]);
    expect(parseListingParams(new URLSearchParams('minPrice=5000&maxPrice=1000')).filters.priceRange).toEqual([1_000, 5_000]);
  });

  it('builds the server query: base scope, 12 a page, and only the chosen filters', () => {
    expect(toProductQuery(state(), { typeId: 't1' })).toEqual({ typeId: 't1', page: 1, pageSize: 12, sort: 'newest' });
    const query = toProductQuery(
      state({
        filters: { ...EMPTY_FILTERS, brands: ['B'], colors: ['C'], tags: ['T'], priceRange: [0, 50_000], hasCAD: true, hasSalePrice: true },
        page: 2,
        sort: 'name-asc',
      }),
    );
    expect(query).toEqual({
      page: 2,
      pageSize: 12,
      sort: 'name-asc',
      brands: ['B'],
      colors: ['C'],
      tags: ['T'],
      maxPrice: 50_000,
      hasCAD: true,
      hasSalePrice: true,
    });
  });

  it('Clear All empties the lists and resets the range to 0-600000, keeping the toggles', () => {
    const cleared = clearFilters({ brands: ['B'], colors: ['C'], tags: ['T'], priceRange: [10, 20], hasCAD: true, hasSalePrice: false });
    expect(cleared).toEqual({ brands: [], colors: [], tags: [], priceRange: [0, 600_000], hasCAD: true, hasSalePrice: false });
  });

  it('toggling a value adds or removes it', () => {
    expect(toggleValue(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleValue(['a', 'b'], 'a')).toEqual(['b']);
  });
});
