import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@manzil/shared/router';
import { scrollToTop } from '../../lib/scroll';
import { parseListingParams, writeListingParams, type FilterState, type ListingState } from './listing-state';
import type { ProductSort } from '@manzil/shared';

/**
 * A listing's filters, sort and page, kept in the URL's search parameters so that a listing can
 * be shared, reloaded and walked with the back button (each change is a history entry).
 */
export function useListingState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListingParams(params), [params]);

  const commit = useCallback((next: ListingState) => setParams((current) => writeListingParams(next, current)), [setParams]);

  /** New filters start again at page 1. */
  const setFilters = useCallback((filters: FilterState) => commit({ ...state, filters, page: 1 }), [commit, state]);
  const setSort = useCallback((sort: ProductSort) => commit({ ...state, sort, page: 1 }), [commit, state]);
  /** SPEC §2: changing page scrolls to the top. */
  const setPage = useCallback(
    (page: number) => {
      commit({ ...state, page });
      scrollToTop();
    },
    [commit, state],
  );

  return { state, setFilters, setSort, setPage };
}
