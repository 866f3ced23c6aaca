import { useEffect, useState } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@manzil/shared/query';
import { getSearchSuggestions, queryKeys, type SearchSuggestion } from '@manzil/shared';

/** Typing waits this long (ms) before asking the server, so keystrokes never wait on it. */
export const SUGGESTION_DEBOUNCE_MS = 150;

export interface SuggestionsState {
  /** The trimmed query the items answer. */
  query: string;
  items: SearchSuggestion[];
  loading: boolean;
}

/**
 * The suggestions call as a query keyed by its trimmed term; TanStack aborts the request of a
 * term the box no longer shows. A failure logs 'Failed to load search suggestions' (SPEC §8).
 */
export const getSuggestionsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: queryKeys.searchSuggestions(query),
    queryFn: async ({ signal }) => {
      const items = await getSearchSuggestions(query, signal);
      return { query, items: Array.isArray(items) ? items : [] };
    },
    enabled: query !== '',
    meta: { errorMessage: 'Failed to load search suggestions' },
  });

/** `value`, once it has stayed the same for `ms` milliseconds. */
function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * Suggestions for `text` (SPEC §2, §5): the text is trimmed; empty text clears them at once; a
 * request starts 150 ms after the last keystroke and a newer one aborts the older, the older
 * answer staying on screen meanwhile. A failure is logged and leaves no suggestions (SPEC §8).
 */
export function useSuggestions(text: string): SuggestionsState {
  const query = text.trim();
  const term = useDebounced(query, SUGGESTION_DEBOUNCE_MS);
  const { data, isFetching, isError } = useQuery({ ...getSuggestionsQueryOptions(term), placeholderData: keepPreviousData });
  if (!query) return { query: '', items: [], loading: false };
  if (isError) return { query: term, items: [], loading: term !== query };
  return { query: data?.query ?? '', items: data?.items ?? [], loading: term !== query || isFetching };
}
