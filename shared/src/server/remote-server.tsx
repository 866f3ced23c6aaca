/// <reference types="node" />
// The generic part of a remote's `./server` module (docs/rendering.md): match the path against the
// remote's routes, run the route's loader on a query cache of the request's own, render the page to
// completion under the language's base, and hand back status, head and the dehydrated cache. Each
// remote calls `createRemoteServer` with its routes and loaders; nothing here knows a page.
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
// Through the package's entries, as the remote's pages read them (federation singletons): one
// locale store, one runtime configuration, one router context and one query context per container.
import { localeStore, setRuntimeConfig, type RemoteRoute } from '@manzil/shared';
import { QueryClient, QueryClientProvider } from '@manzil/shared/query';
import { matchPath, useRoutes, type RouteObject } from '@manzil/shared/router';
import { ARABIC_PATH_PREFIX, localePath, privatePageHead, renderHead, type HeadData, type PageLocale } from '@manzil/shared/seo';
import type { RemoteServerModule, ServerRenderRequest, ServerRenderResult } from './index';

/** What a head builder needs of the request: the store's public origin, the page's language, the pictures' base. */
export interface ServerSeoContext {
  /** The store's public origin (`https://manzil.eg`), for canonical and absolute links. */
  origin: string;
  /** The page's language. */
  locale: PageLocale;
  /** Absolute base of the API's pictures (`https://cdn.manzil.eg/media`): the manifest's imageBaseUrl, or the API's `/media`. */
  mediaBase: string;
}

/** What a route's loader gets: the route's parameters, the query, the request's cache and the head's context. */
export interface RouteLoaderArgs {
  /** The requested path without its language prefix (`/jobdesc/logistics-coordinator`). */
  path: string;
  /** The route pattern's parameters (`{ jobId: 'logistics-coordinator' }`). */
  params: Record<string, string | undefined>;
  /** The request's query (`?page=2`). */
  searchParams: URLSearchParams;
  /** The request's own cache, dehydrated into the document after the render. */
  queryClient: QueryClient;
  /** What the page's head is built from. */
  seo: ServerSeoContext;
}

/** What a loader returns: the document's HTTP status and head (null keeps the store's default title and description). */
export interface RouteLoaderResult {
  /** The document's HTTP status: 200, 404 for an unknown id, 503 when the API failed. */
  status: number;
  /** The page's head (`pageHead`, `privatePageHead`), or null for the store's default one. */
  head: HeadData | null;
}

/** One route's loader: fills the cache with the queries its page reads and says the page's status and head. */
export type RouteLoader = (args: RouteLoaderArgs) => Promise<RouteLoaderResult> | RouteLoaderResult;

/** What {@link createRemoteServer} takes. */
export interface RemoteServerOptions {
  /**
   * The routes the server renders, as the remote's `./routes` lists them (unprefixed absolute
   * patterns). A remote may give a route another component here, e.g. a private page's frame
   * instead of the page, which would read the shopper's data.
   */
  routes: readonly RemoteRoute[];
  /** Route pattern (as in `routes`) → its loader. A route without one answers 200 with the default head. */
  loaders: Readonly<Record<string, RouteLoader>>;
}

/**
 * The page's language lives in @manzil/shared's page-wide locale store (as in a browser, where
 * there is one shopper): renders of one container take turns, each in its own language, so two
 * requests in two languages never mix. A render holds its turn until its markup is complete.
 */
function turnTaker() {
  let turn: Promise<unknown> = Promise.resolve();
  return <T,>(run: () => Promise<T>): Promise<T> => {
    const result = turn.then(run, run);
    turn = result.catch(() => undefined);
    return result;
  };
}

/** Renders `element` to completion (every lazy page, message catalog and Suspense boundary settled) as one string. */
function renderComplete(element: ReactNode, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    let failed: unknown;
    const stream = renderToPipeableStream(element, {
      onAllReady() {
        if (failed) reject(failed);
        else stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failed ??= error;
      },
    });
    signal?.addEventListener('abort', () => stream.abort(signal.reason), { once: true });
  });
}

/**
 * A remote's `./server` module (the shell's document server loads it from the remote's Node
 * build, docs/rendering.md) from its routes and loaders. `render(request)`:
 *
 * - answers null when no route matches `request.path` (the document server then renders nothing
 *   of this remote);
 * - otherwise, in its turn (one language at a time per container, see the locale store), sets the
 *   API's address, runs the route's loader with a new `QueryClient` (no retries, nothing stale
 *   during the render), renders the routes inside a `StaticRouter` under the language's base
 *   (`/ar` in Arabic, so an Arabic page links Arabic pages) until `onAllReady`, and returns
 *   `{ status, head, html, state }`: the loader's status, its head as HTML (`renderHead`), the
 *   markup and the dehydrated cache.
 *
 * A render whose request was aborted before its turn came is not started (it throws the abort
 * reason); one aborted during the render stops React's stream and rejects. Nothing here sends the
 * shopper's cookie anywhere: the document is the same for everyone in a language.
 */
export function createRemoteServer({ routes, loaders }: RemoteServerOptions): RemoteServerModule {
  const routeObjects: RouteObject[] = routes.map(({ path, Component }) => ({ path, Component }));
  function Routes() {
    return useRoutes(routeObjects);
  }
  const inTurn = turnTaker();

  async function render(request: ServerRenderRequest): Promise<ServerRenderResult | null> {
    const route = routes.find((r) => matchPath({ path: r.path, end: true }, request.path));
    if (!route) return null;
    const params = matchPath({ path: route.path, end: true }, request.path)?.params ?? {};
    return inTurn(async () => {
      // A render whose document gave up while it waited for its turn is not started: under load,
      // the renders behind it would otherwise all wait for work nobody reads.
      request.signal?.throwIfAborted();
      setRuntimeConfig({ apiBaseUrl: request.apiBaseUrl, imageBaseUrl: request.imageBaseUrl ?? null });
      if (localeStore.value !== request.locale) localeStore.set(request.locale);
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Infinity } } });
      const loader = loaders[route.path];
      const mediaBase = request.imageBaseUrl ?? `${request.apiBaseUrl.replace(/\/+$/, '')}/media`;
      const loaded = loader
        ? await loader({
            path: request.path,
            params,
            searchParams: new URLSearchParams(request.search),
            queryClient,
            seo: { origin: request.origin, locale: request.locale, mediaBase },
          })
        : { status: 200, head: null };
      const html = await renderComplete(
        <QueryClientProvider client={queryClient}>
          <StaticRouter
            basename={request.locale === 'ar' ? ARABIC_PATH_PREFIX : undefined}
            location={`${localePath(request.path, request.locale)}${request.search}`}
          >
            <Routes />
          </StaticRouter>
        </QueryClientProvider>,
        request.signal,
      );
      return { status: loaded.status, head: loaded.head && renderHead(loaded.head), html, state: dehydrate(queryClient) };
    });
  }

  return { render };
}

/**
 * Loaders for pages that hold a shopper's, partner's or staff member's data (cart, checkout,
 * account, vendor and admin areas, sign-in and sign-up): each answers 200 with `privatePageHead`,
 * its title in the page's language and `noindex`, and fetches nothing (no API call is made for
 * them on the server, where there is no shopper). Their routes should render a frame or loading
 * state only.
 * @param titles route pattern → the page's full title (`Shopping Cart | Manzil`) in a language
 */
export function privateRouteLoaders(titles: Readonly<Record<string, (locale: PageLocale) => string>>): Record<string, RouteLoader> {
  return Object.fromEntries(
    Object.entries(titles).map(([pattern, title]): [string, RouteLoader] => [
      pattern,
      ({ path, seo }) => ({
        status: 200,
        head: privatePageHead({ origin: seo.origin, locale: seo.locale, path, title: title(seo.locale) }),
      }),
    ]),
  );
}
