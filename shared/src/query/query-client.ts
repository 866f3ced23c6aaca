import { QueryCache, QueryClient } from '@manzil/shared/query';
import { bus } from '../bus';
import { queryKeys } from './query-keys';

/** What a query may say about its failure: the line logged when it fails (SPEC §8 silent failures). */
export interface QueryMeta extends Record<string, unknown> {
  /** Logged with the error when the call fails, e.g. 'Failed to load categories'. */
  errorMessage?: string;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QueryMeta;
  }
}

function createQueryClient(): QueryClient {
  const client = new QueryClient({
    // Every failed query is logged once here, with its own sentence (SPEC §8: silent failures are
    // logged, nothing is shown unless the screen chooses to).
    queryCache: new QueryCache({
      onError: (error, query) => console.error(query.meta?.errorMessage ?? 'A request failed', error),
    }),
    defaultOptions: {
      queries: {
        // The HTTP client makes one attempt (SPEC §9 timeout 0, no retry); a screen offers Retry.
        retry: false,
        refetchOnWindowFocus: false,
        // One answer serves every region of the page load (the header, the footer and /home share
        // the categories); a navigation within a minute reuses it.
        staleTime: 60_000,
      },
    },
  });
  // The bus events that already exist keep the cache true (ARCHITECTURE "Event bus").
  bus.on('session:changed').subscribe(() => client.removeQueries({ queryKey: queryKeys.account() }));
  // A list announced by someone else than the cache itself (the favorites store announces what it
  // shows, so its own announcements match and cost no call) makes the cached one stale.
  bus.on('favorites:changed').subscribe(({ productIds }) => {
    const announced = productIds.join(',');
    void client.invalidateQueries({
      queryKey: ['account', 'favorites'],
      predicate: (query) => ((query.state.data as { _id: string }[] | undefined) ?? []).map((p) => p._id).join(',') !== announced,
    });
  });
  // An order changes stock and the shopper's orders; the cart is emptied right after one.
  bus.on('cart:reset').subscribe(() => {
    void client.invalidateQueries({ queryKey: queryKeys.products() });
    void client.invalidateQueries({ queryKey: ['account', 'orders'] });
  });
  // Catalog names and descriptions come in the language of the request (Accept-Language): a new
  // language makes every answer stale, and the screens on show refetch theirs. Running fetches are
  // cancelled first: TanStack joins a refetch to a first fetch still in flight (no data yet), which
  // would keep the answer in the old language (a shopper who switches while /home is loading).
  bus.on('locale:changed').subscribe(() => void client.cancelQueries().then(() => client.invalidateQueries()));
  return client;
}

// The answers the served document held (their query hashes), until the first navigation.
const SERVED = Symbol.for('manzil.servedAnswers');
const served = ((globalThis as { [SERVED]?: Set<string> })[SERVED] ??= new Set<string>());

/**
 * Records the answers a served document holds (its dehydrated query cache, as the shell hydrates
 * it), so that a query which is asked again on every showing (`staleTime: 0`, e.g. a product
 * listing) is not asked again by the very showing the document was rendered for (ARCHITECTURE
 * "Server rendering": the browser does not fetch again what the document already holds).
 * @param state the dehydrated state (its queries' `queryHash`)
 */
export function markServedAnswers(state: { queries: readonly { queryHash: string }[] }): void {
  for (const query of state.queries) served.add(query.queryHash);
}

/**
 * Whether a query's answer came with the served document and the shopper has not navigated since
 * (`endServedView`). For a query's `refetchOnMount`: `(query) => !isServedAnswer(query)`.
 * @param query the query (its `queryHash`)
 * @returns true while the document's answer is the one on show
 */
export const isServedAnswer = (query: { queryHash: string }): boolean => served.has(query.queryHash);

/** Ends the served document's showing (the shell calls it on the first navigation): from then on
 * every query follows its own `staleTime` again. */
export function endServedView(): void {
  served.clear();
}

const KEY = Symbol.for('manzil.queryClient');
const g = globalThis as { [KEY]?: QueryClient };

/**
 * The one TanStack Query cache of the page, shared by the shell and every remote
 * (`@manzil/shared` and `@tanstack/react-query` are federation singletons; the instance is also
 * kept on `globalThis`, like the bus). Mount it with `<QueryClientProvider client={queryClient}>`
 * once (the shell; a remote's own bootstrap when it runs alone). Failed queries are logged with
 * their `meta.errorMessage`; the bus events `session:changed`, `favorites:changed` and
 * `cart:reset` drop or refresh the keys they make stale; `locale:changed` invalidates every
 * query (answers carry names in the request's language).
 */
export const queryClient: QueryClient = (g[KEY] ??= createQueryClient());
