/// <reference types="node" />
// `./server` (Node build only): the catalog's pages rendered for the shell's document server
// (docs/rendering.md). Per request: the route's loader fills a query cache of its own, the page
// renders to completion with React's streaming renderer, and the cache goes back dehydrated.
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { localeStore, setRuntimeConfig } from '@manzil/shared';
import { ARABIC_PATH_PREFIX, localePath, renderHead } from '@manzil/shared/seo';
import { QueryClient, QueryClientProvider } from '@manzil/shared/query';
import { matchPath, useRoutes, type RouteObject } from '@manzil/shared/router';
import { StaticRouter, dehydrate, type RemoteServerModule, type ServerRenderRequest, type ServerRenderResult } from '@manzil/shared/server';
import { routes } from '../routes';
import { loaders } from '../route-loaders';

const routeObjects: RouteObject[] = routes.map(({ path, Component }) => ({ path, Component }));

function CatalogRoutes() {
  return useRoutes(routeObjects);
}

/**
 * The page's language lives in @manzil/shared's page-wide locale store (as in a browser, where
 * there is one shopper): renders take turns, each in its own language, so that two requests in
 * two languages never mix. A render holds its turn until its markup is complete.
 */
let turn: Promise<unknown> = Promise.resolve();
function inTurn<T>(run: () => Promise<T>): Promise<T> {
  const result = turn.then(run, run);
  turn = result.catch(() => undefined);
  return result;
}

/** Renders `element` to completion (every lazy page and Suspense boundary settled) as one string. */
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

export async function render(request: ServerRenderRequest): Promise<ServerRenderResult | null> {
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
          params,
          searchParams: new URLSearchParams(request.search),
          queryClient,
          seo: { origin: request.origin, locale: request.locale, mediaBase },
        })
      : { status: 200, head: null };
    const html = await renderComplete(
      <QueryClientProvider client={queryClient}>
        {/* Under the language's base, as in the browser: an Arabic page links Arabic pages. */}
        <StaticRouter
          basename={request.locale === 'ar' ? ARABIC_PATH_PREFIX : undefined}
          location={`${localePath(request.path, request.locale)}${request.search}`}
        >
          <CatalogRoutes />
        </StaticRouter>
      </QueryClientProvider>,
      request.signal,
    );
    return { status: loaded.status, head: loaded.head && renderHead(loaded.head), html, state: dehydrate(queryClient) };
  });
}

export default { render } satisfies RemoteServerModule;
