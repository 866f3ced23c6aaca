import type { ProductQuery } from '../types';

/**
 * The query keys of every API call whose answer the page caches, in one place so that an
 * invalidation names exactly what it means. Everything of the signed-in person lives under
 * `account`, which a session change clears as a whole.
 */
export const queryKeys = {
  categories: () => ['categories'] as const,
  brands: () => ['brands'] as const,
  products: () => ['products'] as const,
  productList: (query: ProductQuery) => ['products', 'list', query] as const,
  searchSuggestions: (term: string) => ['search-suggestions', term] as const,
  account: () => ['account'] as const,
  profile: () => ['account', 'profile'] as const,
  cards: (userId: string) => ['account', 'cards', userId] as const,
  addresses: (userId: string) => ['account', 'addresses', userId] as const,
  favorites: (userId: string) => ['account', 'favorites', userId] as const,
  orders: (userId: string) => ['account', 'orders', userId] as const,
  /** The payment state of one order, asked for on the way back from 3-D Secure. */
  orderPayment: (orderId: string) => ['account', 'order-payment', orderId] as const,
};
