// @manzil/shared/hydration: the browser's half of a served document's query cache. Not a
// federation singleton and not in the main entry: the shell imports it only for a document that
// holds an API error (a 404 page), so other pages' first visit does not carry it.
import { ApiError, type ApiErrorJson } from '@manzil/shared';
import type { DehydratedState, QueryClient } from '@manzil/shared/query';

/** The ApiError that `ApiErrorJson` stands for (or the value itself when it is one), else null. */
function revivedApiError(value: unknown): ApiError | null {
  if (value instanceof ApiError) return value;
  const candidate = value as Partial<Record<keyof ApiErrorJson, unknown>> | null;
  if (candidate?.name !== 'ApiError' || typeof candidate.message !== 'string' || typeof candidate.status !== 'number') return null;
  const body = candidate.body && typeof candidate.body === 'object' ? (candidate.body as Record<string, unknown>) : null;
  return new ApiError(candidate.message, candidate.status, body);
}

/**
 * Makes the query cache a served document holds (its `manzil-query-state` block, written by the
 * document server from `dehydrateForDocument` in @manzil/shared/server) what the page's
 * `HydrationBoundary` starts from. Besides answers, it holds the API's 4xx answers the page showed
 * (an unknown product's 404): their errors arrive as JSON and become ApiError again, so the
 * page's first render in the browser is the served one (`isNotFound(error)` holds), not a
 * loading state that would not match. Those queries are not asked again when their page mounts
 * (`retryOnMount: false` for their keys): the document already holds the API's answer for this
 * address.
 * @param state the parsed block
 * @param client the page's query client
 * @returns the state to hydrate
 */
export function servedQueryState(state: DehydratedState, client: QueryClient): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      if (query.state.status !== 'error') return query;
      const error = revivedApiError(query.state.error);
      if (!error) return query;
      client.setQueryDefaults(query.queryKey, { retryOnMount: false });
      return { ...query, state: { ...query.state, error, fetchFailureReason: error } };
    }),
  };
}
