// @manzil/shared/server: the protocol of the server render (docs/rendering.md), and what only Node
// builds import. The shell's Node build renders the store's frame and the owning remote's page as
// one React tree (StaticRouter, the request's query client, dehydrate); a remote's Node build
// publishes `./server`, made with createServerModule from its routes and their loaders, which fills
// the request's query cache and answers the document's status and head. Not a federation
// singleton: no browser build imports it, and what it exports holds no state of its own.
import { dehydrate, defaultShouldDehydrateQuery, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { IntlShape } from 'react-intl';
import type { ApiErrorJson } from '../api/client';
import { matchPath } from 'react-router';
import { privatePageHead, renderHead, type HeadData, type PageLocale } from '../seo';

export { StaticRouter } from 'react-router';
export { dehydrate, type DehydratedState } from '@tanstack/react-query';

/** What the document server asks the shell's server render for (one document). */
export interface ServerRenderRequest {
  /** The path without its language prefix (`/product/42`), and its query (`?page=2` or ''). */
  path: string;
  search: string;
  /** The page's language (its `/ar` prefix, or the locale cookie). */
  locale: PageLocale;
  /** The store's public origin, for canonical and absolute links (`https://manzil.eg`). */
  origin: string;
  /** The API as the server reaches it, and the pictures' base as the browser reaches them. */
  apiBaseUrl: string;
  imageBaseUrl?: string | null;
  /** Aborted when the document gives up on the render (its time budget). */
  signal?: AbortSignal;
}

/** The shell's answer: the whole of `<div id="root">`, frame and page. */
export interface ServerRenderResult {
  /**
   * HTTP status of the document from the route's loader (404 for an unknown product, category,
   * brand…; 503 when the API failed), or null when no remote page was served (the document
   * server answers 200 for a page of the shell or a region left to the browser, 404 for no page).
   */
  status: number | null;
  /** The markup of `#root` (frame and page), rendered to completion: the browser hydrates it. */
  html: string;
  /**
   * The page's head tags as HTML (title, description, canonical, hreflang, OG/Twitter, JSON-LD:
   * @manzil/shared/seo's `renderHead`), or null to keep the document's default ones.
   */
  head: string | null;
  /** The request's query cache, dehydrated: the browser hydrates from it instead of asking again. */
  state: unknown;
  /**
   * Why the owning remote's region could not render on the server (its container did not load,
   * threw or ran out of time), or null. The frame is rendered all the same, with the region left
   * to the browser (React renders it there, and its boundary retries as ever).
   */
  regionError: string | null;
  /**
   * Whether `html` holds the owning remote's region (`server`) or the frame with an empty region
   * that the browser renders after hydration (`browser`: the remote has no Node container, or it
   * failed). The document tells the browser (`#root[data-region]`), whose first render matches.
   */
  region: 'server' | 'browser';
  /**
   * The API calls that failed during the render (no answer, a 5xx, the render's budget), or null.
   * Their parts were rendered as the browser starts them (pending: `dropFailedQueries`) and load
   * after hydration; the document is not cached.
   */
  apiError: string | null;
}

/** True when the API answered the call with a 4xx (ApiError's `status`): an answer the page shows (not found, malformed id). */
function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * Makes the request's cache what the browser will start from, before the server renders from it.
 * The document sends answers and 4xx answers only (`dehydrateForDocument`), so any other failed
 * query would render its error on the server and its pending state in the browser: a hydration
 * mismatch. The queries that failed because the API did (no answer, a 5xx, a call cut short by the render's
 * budget) are therefore removed: the server renders them pending, as the browser's first render
 * does, and the browser asks again after hydration (its retry). A 4xx is the API's answer (an
 * unknown product): it stays, and the page shows it.
 * @param queryClient the request's query client, after the loaders
 * @returns what each removed query said of its failure (`meta.errorMessage`, else its key), empty when none failed
 */
export function dropFailedQueries(queryClient: QueryClient): string[] {
  const failed = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'error' && !isClientError(query.state.error) });
  for (const query of failed) queryClient.getQueryCache().remove(query);
  return failed.map((query) => {
    const error = query.state.error;
    const what = typeof query.meta?.errorMessage === 'string' ? query.meta.errorMessage : JSON.stringify(query.queryKey);
    return `${what}: ${error instanceof Error ? error.message : String(error)}`;
  });
}

/**
 * The request's query cache as the document sends it (`ServerRenderResult.state`): the answers,
 * and the API's 4xx answers the page shows (an unknown product's 404), which `dehydrate` leaves
 * out by default. Without them the server would render "not found" and the browser's first render
 * "loading": a hydration mismatch. Their errors travel as plain data (`ApiErrorJson`), and the
 * browser makes them ApiError again (`servedQueryState` in @manzil/shared/hydration). Call it after
 * `dropFailedQueries`, which removes the failures that are not answers.
 * @param queryClient the request's query client, after the render's loaders
 * @returns the dehydrated cache (JSON-serialisable)
 */
export function dehydrateForDocument(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      defaultShouldDehydrateQuery(query) || (query.state.status === 'error' && isClientError(query.state.error)),
  });
  // The errors as plain data now (typed as the Error they stand for): the document server's render
  // runs in a worker thread and posts its result, and a structured clone of an Error keeps its
  // message but none of its own fields.
  const plain = (error: Error | null): Error | null => {
    if (!error) return null;
    const { status, body } = error as Error & { status?: number; body?: Record<string, unknown> | null };
    const json: ApiErrorJson = { name: 'ApiError', message: error.message, status: status ?? 0, body: body ?? null };
    return json as unknown as Error;
  };
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.status === 'error'
        ? {
            ...query,
            state: { ...query.state, error: plain(query.state.error), fetchFailureReason: plain(query.state.fetchFailureReason) },
          }
        : query,
    ),
  };
}

/** What a head builder needs of the request: the store's public origin, the page's language, the pictures' base. */
export interface ServerSeoContext {
  /** The store's public origin (`https://manzil.eg`), for canonical and absolute links. */
  origin: string;
  /** The page's language. */
  locale: PageLocale;
  /** Absolute base of pictures (`https://cdn.manzil.eg/media`): the manifest's imageBaseUrl, or the API's `/media`. */
  mediaBase: string;
}

/** What a route loader gets: the path, the route's parameters, the query, the request's cache and the head's context. */
export interface RouteLoaderArgs {
  /** The requested path without its language prefix (`/jobdesc/logistics-coordinator`). */
  path: string;
  /** The route pattern's parameters (`{ jobId: 'logistics-coordinator' }`). */
  params: Record<string, string | undefined>;
  searchParams: URLSearchParams;
  /** The request's query client, which the page renders from: fill it with the page's own queries. */
  queryClient: QueryClient;
  seo: ServerSeoContext;
  /**
   * Aborted when the render's own budget for the region runs out (a cold container, a slow
   * answer). A call that ends because of it is not an API failure: whatever the loader answers
   * then is discarded and the region is left to the browser (never a 503).
   */
  signal: AbortSignal;
}

/** What a route loader answers: the document's status (404 for an unknown entity, 503 when the API failed) and head. */
export interface RouteLoaderResult {
  status: number;
  head: HeadData | null;
  /**
   * `browser` for a page that holds a shopper's, partner's or staff member's data (cart, account,
   * vendor and admin areas): the server renders the frame with the region empty and the browser
   * renders the page after hydration. Omitted: the page renders on the server.
   */
  region?: 'browser';
}

/** One route's loader (by route pattern): fills the query cache the page reads. */
export type RouteLoader = (args: RouteLoaderArgs) => Promise<RouteLoaderResult> | RouteLoaderResult;

/** What the shell's server render asks a remote's `./server` for, before it renders the page. */
export interface RouteLoadRequest extends Omit<ServerRenderRequest, 'signal'> {
  /** The request's query client: the loader fills it, the render reads it. */
  queryClient: QueryClient;
  /** Aborted when the region's budget runs out: `load` then rejects with its reason (RouteLoaderArgs.signal). */
  signal?: AbortSignal;
}

/** A remote's answer to a load: the document's status and head tags (HTML), or null for no match. */
export interface RouteLoadResult {
  status: number;
  head: string | null;
  /** `browser`: the page is the person's own, and its region is left to the browser (RouteLoaderResult.region). */
  region?: 'browser';
}

/** The module every remote with server pages exposes as `./server` (its Node build). */
export interface RemoteServerModule {
  load(request: RouteLoadRequest): Promise<RouteLoadResult | null>;
}

/**
 * A remote's `./server` module from its routes and their loaders (one per route pattern, none for
 * a page that needs no data): `load` matches the path against the routes, runs the route's loader
 * on the request's query client and answers the status and head (`renderHead`). The page itself is
 * rendered by the shell from the remote's `./routes`, inside its frame.
 * @param routes the remote's routes (the same list its `./routes` exposes)
 * @param loaders loaders by route pattern
 * @returns the `./server` module; `load` answers null when no route matches the path, and rejects
 * with the signal's reason when `request.signal` was aborted before the loader finished: a call cut
 * short by the render's own budget is told apart from an API failure (which the loader answers, 503)
 */
export function createServerModule({
  routes,
  loaders,
}: {
  routes: readonly { path: string }[];
  loaders: Partial<Record<string, RouteLoader>>;
}): RemoteServerModule {
  return {
    async load(request) {
      const route = routes.find((r) => matchPath({ path: r.path, end: true }, request.path));
      if (!route) return null;
      const loader = loaders[route.path];
      if (!loader) return { status: 200, head: null };
      const params = matchPath({ path: route.path, end: true }, request.path)?.params ?? {};
      const mediaBase = request.imageBaseUrl ?? `${request.apiBaseUrl.replace(/\/+$/, '')}/media`;
      const signal = request.signal ?? new AbortController().signal;
      signal.throwIfAborted();
      const loaded = await loader({
        path: request.path,
        params,
        searchParams: new URLSearchParams(request.search),
        queryClient: request.queryClient,
        seo: { origin: request.origin, locale: request.locale, mediaBase },
        signal,
      });
      // The render's budget ran out while the loader waited: its failed calls say nothing about
      // the API (a 503 here would be a cold start's, not the API's).
      signal.throwIfAborted();
      return { status: loaded.status, head: loaded.head && renderHead(loaded.head), ...(loaded.region ? { region: loaded.region } : {}) };
    },
  };
}

/**
 * Message ids the server helpers read from a remote's own messages (tooling/i18n/check.mjs counts
 * them as used by an app that calls the helper): `privateRouteLoaders` formats `seo.title`
 * (`{title} | Manzil`).
 */
export const SERVER_MESSAGE_IDS = {
  privateRouteLoaders: ['seo.title'],
} as const;

/**
 * Loaders for pages that hold a shopper's, partner's or staff member's data (cart, checkout,
 * account, vendor and admin areas, sign-in and sign-up): each answers 200 with `privatePageHead`
 * (its title in the page's language, `{title} | Manzil` by the remote's `seo.title` message, and
 * `noindex`), fetches nothing (there is no shopper on the server) and leaves the page's region to
 * the browser (`region: 'browser'`).
 * @param titleIds route pattern → the message id of the page's own title (`cart.title`)
 * @param intlFor the remote's messages in a language; they hold `seo.title` (`{title} | Manzil`)
 * @returns loaders by route pattern, for createServerModule
 */
export function privateRouteLoaders(
  titleIds: Readonly<Record<string, string>>,
  intlFor: (locale: PageLocale) => IntlShape,
): Record<string, RouteLoader> {
  return Object.fromEntries(
    Object.entries(titleIds).map(([pattern, id]): [string, RouteLoader] => [
      pattern,
      ({ path, seo }) => {
        const intl = intlFor(seo.locale);
        const title = intl.formatMessage({ id: 'seo.title' }, { title: intl.formatMessage({ id }) });
        return { status: 200, head: privatePageHead({ origin: seo.origin, locale: seo.locale, path, title }), region: 'browser' };
      },
    ]),
  );
}
