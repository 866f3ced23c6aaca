/// <reference types="node" />
// The store rendered on the server (docs/rendering.md): the shell's frame (header, footer, routes)
// and the owning remote's page as one React tree, which the browser hydrates. The shell's Node
// build is the Module Federation host: the remote's Node container consumes its React, router,
// query client and @manzil/shared, so the page renders with the frame's React and contexts.
//
// Per request: the route's owner in the runtime manifest; its Node container (named by its
// mf-manifest.json's metaData.ssrRemoteEntry, loaded with the federation runtime); the
// container's `./server` loads the route's data into the request's query client and answers the
// status and head; the store renders with StaticRouter to completion; the cache goes back
// dehydrated. A remote that cannot load, throws or runs out of time costs only its region: the
// frame is rendered with the region empty, and the browser renders the region after hydration.
import { Writable } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { getCategoriesQueryOptions, localeStore, setRuntimeConfig } from '@manzil/shared';
import { QueryClient } from '@manzil/shared/query';
import { ARABIC_PATH_PREFIX, localePath } from '@manzil/shared/seo';
import {
  StaticRouter,
  dehydrateForDocument,
  dropFailedQueries,
  type RemoteServerModule,
  type ServerRenderRequest,
  type ServerRenderResult,
} from '@manzil/shared/server';
import { App } from '../app/app';
import { findOwner, type RemoteEntry, type RemotesConfig } from '../federation/remotes-config';
import { forgetLoads, loadExposed } from '../federation/runtime';
import type { ExposedId } from '../federation/exposed-modules';
import { shellMessages } from '../intl';

/** One generation of the runtime manifest, its URL templates filled (the document server's `remotes.json`). */
export interface ServerSetup {
  apiBaseUrl: string;
  imageBaseUrl?: string | null;
  remotes: RemoteEntry[];
}

let config: RemotesConfig = { apiBaseUrl: '', remotes: [] };

/** Sets the remotes of this worker's generation (document-server.mjs starts one worker per generation). */
export function configure(setup: ServerSetup): void {
  config = { apiBaseUrl: setup.apiBaseUrl, imageBaseUrl: setup.imageBaseUrl ?? null, remotes: setup.remotes };
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took more than its budget`)), Math.max(0, ms));
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * The URL of a remote's Node container, from its browser manifest (`metaData.ssrRemoteEntry`,
 * Module Federation's field for it), or null when the remote publishes none (its pages render in
 * the browser). Registered with the federation runtime the first time; a failure is forgotten, so
 * a later request tries again.
 */
const containers = new Map<string, Promise<boolean>>();
function registerContainer(remote: RemoteEntry): Promise<boolean> {
  let known = containers.get(remote.name);
  if (!known) {
    known = fetch(remote.entry, { signal: AbortSignal.timeout(1_500) })
      .then((response) => {
        if (!response.ok) throw new Error(`${remote.entry} answered ${response.status}`);
        return response.json() as Promise<{ metaData?: { ssrRemoteEntry?: { path?: string; name: string } } }>;
      })
      .then((manifest) => {
        const ssr = manifest.metaData?.ssrRemoteEntry;
        if (!ssr) return false;
        const entry = new URL(`${ssr.path ? `${ssr.path}/` : ''}${ssr.name}`, remote.entry).href;
        registerRemotes([{ name: remote.name, entry, type: 'commonjs-module' }], { force: true });
        return true;
      });
    known.catch(() => containers.delete(remote.name));
    containers.set(remote.name, known);
  }
  return known;
}

/** Forgets a remote whose container failed: the next request loads it afresh. */
function forgetContainer(remote: string): void {
  containers.delete(remote);
  forgetLoads(remote);
}

interface Region {
  /** The document's status from the route's loader (null: the remote's page is not served). */
  status: number | null;
  head: string | null;
  served: boolean;
  error: string | null;
}

/** The region's budget ran out (the reason `loadRegion` aborts its loader with). */
class RegionBudgetError extends Error {}

/**
 * Loads the owner's routes and server module and runs the route's loader, within the budget. When
 * the budget runs out, the loader's signal is aborted and the request's queries are cancelled: the
 * loader's calls end there, and what it would have answered (a 503 for a call cut short) is not
 * taken for the API's answer: the region is left to the browser. A container still loading is kept
 * for the next request (a cold start is slow, not broken); one that failed is forgotten.
 */
async function loadRegion(owner: RemoteEntry, request: ServerRenderRequest, queryClient: QueryClient, budgetMs: number): Promise<Region> {
  const budget = new AbortController();
  const timer = setTimeout(
    () => {
      budget.abort(new RegionBudgetError(`${owner.name}'s container and loader took more than its budget`));
      void queryClient.cancelQueries();
    },
    Math.max(0, budgetMs),
  );
  try {
    const region = (async () => {
      // A remote without a Node container: its pages render in the browser (not a failure).
      if (!(await registerContainer(owner))) return undefined;
      const [, server] = await Promise.all([
        loadExposed(`${owner.name}/routes` as ExposedId),
        loadRemote<RemoteServerModule>(`${owner.name}/server`),
      ]);
      if (!server || typeof server.load !== 'function') throw new Error(`${owner.name}/server exposes no load()`);
      budget.signal.throwIfAborted();
      const { signal: _signal, ...input } = request;
      return server.load({ ...input, queryClient, signal: budget.signal });
    })();
    const loaded = await Promise.race([
      region,
      new Promise<never>((_, reject) => {
        if (budget.signal.aborted) reject(budget.signal.reason);
        budget.signal.addEventListener('abort', () => reject(budget.signal.reason), { once: true });
      }),
    ]);
    if (loaded === undefined) return { status: null, head: null, served: false, error: null };
    // Null: no route of the remote matches, and its outlet shows the not-found page.
    if (!loaded) return { status: 404, head: null, served: true, error: null };
    // A page of the person's own (cart, account, vendor area): its title and noindex, its region
    // left to the browser.
    return { status: loaded.status, head: loaded.head, served: loaded.region !== 'browser', error: null };
  } catch (error) {
    if (!(error instanceof RegionBudgetError)) forgetContainer(owner.name);
    return { status: null, head: null, served: false, error: message(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** Renders `element` to completion (every lazy page and Suspense boundary settled, or aborted at `deadline`). */
function renderComplete(element: ReactNode, deadline: number, onRegionError: (error: unknown) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(element, {
      // Every boundary inline, in reading order: React otherwise moves a large one to the end,
      // hidden, for a script to put in place (which a crawler without scripts never runs).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      // An error inside a Suspense boundary (a page that threw, a chunk that did not load) leaves
      // that boundary to the browser, which renders it after hydration.
      onError: onRegionError,
    });
    // Past the budget, what has not rendered is left to the browser.
    const timer = setTimeout(() => stream.abort(new Error('the server render ran out of time')), Math.max(0, deadline - Date.now()));
  });
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

/** The server's router: the request's address under its language's base, as the browser's. */
function routerFor(request: ServerRenderRequest) {
  return function ServerRouter({ children }: { children: ReactNode }) {
    return (
      <StaticRouter
        basename={request.locale === 'ar' ? ARABIC_PATH_PREFIX : undefined}
        location={`${localePath(request.path, request.locale)}${request.search}`}
      >
        {children}
      </StaticRouter>
    );
  };
}

/**
 * Renders the store for one document: `#root`'s markup, the status and head of the route, the
 * dehydrated cache, and why the remote's region could not be served (if so).
 */
export function render(request: ServerRenderRequest & { deadline: number }): Promise<ServerRenderResult> {
  return inTurn(async () => {
    // A render whose document gave up while it waited for its turn is not started.
    request.signal?.throwIfAborted();
    setRuntimeConfig({ apiBaseUrl: request.apiBaseUrl, imageBaseUrl: request.imageBaseUrl ?? null });
    if (localeStore.value !== request.locale) localeStore.set(request.locale);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Infinity } } });
    const owner = findOwner(config.remotes, request.path);
    // The frame's categories (header, footer) and the region's data load together; the frame's
    // render keeps the last part of the budget.
    const regionBudget = request.deadline - Date.now() - 250;
    const [region] = await Promise.all([
      owner ? loadRegion(owner, request, queryClient, regionBudget) : Promise.resolve<Region | null>(null),
      withTimeout(queryClient.prefetchQuery(getCategoriesQueryOptions()), regionBudget, 'the categories').catch(() => undefined),
      shellMessages.load(request.locale).catch(() => undefined),
    ]);
    let regionError = region?.error ?? null;
    // The server renders what it sends: a call that failed (not a 4xx answer) is rendered pending,
    // as the browser's first render has it (it is not dehydrated), and the browser asks again.
    const failed = dropFailedQueries(queryClient);
    const html = await renderComplete(
      <StrictMode>
        <App config={config} client={queryClient} Router={routerFor(request)} serverRegion={region?.served ?? true} />
      </StrictMode>,
      request.deadline,
      (error) => {
        if (region?.served) regionError ??= message(error);
      },
    );
    return {
      status: region?.status ?? null,
      head: region?.head ?? null,
      html,
      state: dehydrateForDocument(queryClient),
      regionError,
      region: region?.served === false ? 'browser' : 'server',
      apiError: failed.length ? failed.join('; ') : null,
    };
  });
}
