/**
 * English texts of the search box the shell's header shows on every page (`./SearchBox`): its own
 * catalog, so that a first visit downloads these few texts with it and not the whole remote's.
 * `messages.ts` spreads them in, so the pages (whose price tags use the two price
 * texts too), the tests and the i18n check still see one catalog.
 */
export const searchBoxMessages: Record<string, string> = {
  // SPEC §2 "Search suggestions"
  'search.label': 'Search products and brands',
  'search.placeholder': 'Search sofas, lamps, brands…',
  'search.suggestions': 'Search suggestions',
  'search.products': 'Products',
  'search.brands': 'Brands',
  'search.noMatches': 'No matches for “{q}”',
  'search.seeAll': 'See all results for “{q}”',
  'price.sale': 'Sale price',
  'price.original': 'Original price',
};
