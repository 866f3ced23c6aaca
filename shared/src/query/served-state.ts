import type { DehydratedState, QueryClient } from '@manzil/shared/query';
import { ApiError } from '../api/client';

/**
 * Makes the query cache a served document holds (its `manzil-query-state` block, written by the
 * document server from `dehydrateForDocument` in @manzil/shared/server) what the page's
 * `HydrationBoundary` starts from. Besides answers, it holds the API's 4xx answers the page showed
 * (an unknown product's 404): their errors arrive as JSON and become ApiError again, so the
 * page's first render in the browser is the served one (`isNotFound(error)` holds), not a
 * loading state that would not match. Those queries are not asked again when their page mounts
 * (`retryOnMount: false` for their keys): the document already holds the API's answer for this
 * address.
 * @param state the parsed block (undefined when the document holds none)
 * @param client the page's query client
 * @returns the state to hydrate, or undefined when there is none
 */
export function servedQueryState(state: DehydratedState | undefined, client: QueryClient): DehydratedState | undefined {
  if (!state) return undefined;
  return {
    ...state,
    queries: state.queries.map((query) => {
      if (query.state.status !== 'error') return query;
      const error = ApiError.from(query.state.error);
      if (!error) return query;
      client.setQueryDefaults(query.queryKey, { retryOnMount: false });
      return { ...query, state: { ...query.state, error, fetchFailureReason: error } };
    }),
  };
}
