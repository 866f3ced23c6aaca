import type { ProductQuery } from '@manzil/shared';

/** The home page's three shelves: each one's query and the line its failure logs (the page and its loader read them). */
export const HOME_SHELVES = [
  { key: 'onSale', query: { hasSalePrice: true, pageSize: 8 }, errorMessage: 'Failed to load on-sale products' },
  { key: 'ready', query: { readyToShip: true, pageSize: 8 }, errorMessage: 'Failed to load ready-to-ship products' },
  { key: 'newest', query: { sort: 'newest', pageSize: 8 }, errorMessage: 'Failed to load new products' },
] as const satisfies readonly { key: string; query: ProductQuery; errorMessage: string }[];
