// One API call, the way every call of the store is written (STYLE.md, bulletproof-react's
// get-discussions.ts): the fetcher, its query options (key + fetcher + what a failure logs) and
// the hook a component calls. Regions that ask for the same key share one request and one answer.
import { queryOptions, useQuery } from '@manzil/shared/query';
import type { Category } from '../types';
import { queryKeys } from '../query/query-keys';
import { request } from './client';

/** GET /api/categories/categories — every category with its subcategories and types (SPEC §7). */
export const getCategories = (): Promise<Category[]> => request('api/categories/categories');

/**
 * The categories call as a query: key `['categories']`, kept for the page load (the tree
 * changes with deployments, not while a person browses). A failure logs 'Failed to load
 * categories' (SPEC §8) and shows nothing by itself.
 */
export const getCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.categories(),
    queryFn: getCategories,
    staleTime: Infinity,
    meta: { errorMessage: 'Failed to load categories' },
  });

/**
 * Every category (SPEC §7 `GET /api/categories/categories`), fetched once per page load however
 * many regions ask (the shell's header and footer, the catalog's home); `select` derives what
 * one region shows (e.g. the first six) without a second request. TanStack's result: `data`
 * (once loaded), `isPending`, `isError`, `refetch`.
 */
export function useCategories<T = Category[]>(select?: (categories: Category[]) => T) {
  return useQuery({ ...getCategoriesQueryOptions(), select });
}
