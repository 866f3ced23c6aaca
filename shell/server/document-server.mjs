// The shell's document server (docs/rendering.md): a Fastify server that answers every page of
// the store with its HTML rendered by the remote that owns the route, and the shell's built files
// beside it. Stateless: run as many processes as the cores allow, behind any load balancer.
//
// Per document request:
//   1. the path's language (`/ar/…` for crawlers, the locale cookie for people) and route;
//   2. the route's remote in the runtime manifest (remotes.json, read per request: a remote
//      redeployed at a new URL is what the next document renders, no restart);
//   3. the remote's Node container (its mf-manifest.json's metaData.ssrRemoteEntry), loaded at run
//      time with Module Federation's runtime in a worker thread per entry URL (each deployed
//      version has its own federation globals);
//   4. its `./server` module renders the route (loader → query cache → React's streaming renderer)
//      and answers the status, the head and the dehydrated cache;
//   5. the shell's index.html with all of it; anonymous documents are cached per language (ETag,
//      s-maxage, and in this process for as long), since nothing personal is ever rendered here
//      (the browser fills that in).
// A remote that cannot be loaded or throws costs only its region: the document answers 200 with
// the region empty (the browser renders and retries it as ever), logged once, within the budget.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  firstLoadHints,
  hasSeenSplash,
  injectFirstLoad,
  matchRoute,
  requestLocale,
  resolveTemplate,
  withoutFirstSplash,
} from '@manzil/tooling/first-load-hints';
import { isDocumentRequest, staticFiles } from '@manzil/tooling/serve';
import { seoFiles } from '@manzil/tooling/seo-files';
import { SHELL_ROUTES } from './shell-routes.mjs';

/** The `/ar` prefix of Arabic pages (@manzil/shared/seo `ARABIC_PATH_PREFIX`, `splitLocalePath`). */
const ARABIC_PREFIX = '/ar';

/** Where the dehydrated query cache travels in the document (a JSON data block: never executed, so the CSP allows it). */
export const QUERY_STATE_ELEMENT_ID = 'manzil-query-state';

/**
 * The page's language and its path without the prefix.
 * @param {string} pathname
 * @returns {{ locale: 'en' | 'ar' | null, path: string }} locale null: no prefix (the cookie decides)
 */
export function splitPath(pathname) {
  if (pathname === ARABIC_PREFIX || pathname.startsWith(`${ARABIC_PREFIX}/`)) {
    return { locale: 'ar', path: pathname.slice(ARABIC_PREFIX.length) || '/' };
  }
  return { locale: null, path: pathname };
}

/**
 * Loads remotes' Node containers with Module Federation's runtime, each deployed URL in a worker
 * thread of its own (container-worker.mjs: the runtime's globals are keyed by the remote's name,
 * so two versions of `catalog` must not share a global scope). A redeployed remote gets a fresh
 * worker; the old one ends once no render uses it. Each load is given up after `timeoutMs` for the
 * request that waits (a slow one keeps loading for the next) and a failed one is tried again by a
 * later request.
 * @param {{ timeoutMs: number }} options
 * @returns {((name: string, url: string) => Promise<{ render(input: object): Promise<unknown> }>) & { close(): Promise<void> }}
 */
export function containerLoader({ timeoutMs }) {
  /** Live containers by URL, and the URL each remote name renders from now. */
  const containers = new Map();
  const currentUrl = new Map();
  /** Every worker not yet ended, retired ones included (closing the server ends them all). */
  const workers = new Set();
  let nextId = 0;

  const end = (container) => {
    if (containers.get(container.url) === container) containers.delete(container.url);
    void container.worker.terminate();
  };
  const endIfRetiredAndIdle = (container) => {
    if (container.retired && container.pending.size === 0) end(container);
  };

  const start = (name, url) => {
    const worker = new Worker(new URL('./container-worker.mjs', import.meta.url), { workerData: { name, url } });
    worker.unref();
    workers.add(worker);
    worker.once('exit', () => workers.delete(worker));
    const container = { name, url, worker, pending: new Map(), retired: false };
    const failAll = (error) => {
      for (const waiting of container.pending.values()) waiting.reject(error);
      container.pending.clear();
    };
    container.api = {
      render(input) {
        const { signal, ...rest } = input;
        const id = ++nextId;
        return new Promise((resolve, reject) => {
          container.pending.set(id, { resolve, reject });
          signal?.addEventListener(
            'abort',
            () => worker.postMessage({ type: 'abort', id, reason: String(signal.reason?.message ?? signal.reason) }),
            {
              once: true,
            },
          );
          worker.postMessage({ type: 'render', id, input: rest });
        });
      },
    };
    container.ready = new Promise((resolve, reject) => {
      worker.on('message', (message) => {
        if (message.type === 'ready') return resolve(container.api);
        if (message.type === 'failed') return reject(new Error(message.error));
        const waiting = container.pending.get(message.id);
        if (!waiting) return;
        container.pending.delete(message.id);
        if (message.type === 'result') waiting.resolve(message.result);
        else waiting.reject(new Error(message.error));
        endIfRetiredAndIdle(container);
      });
      worker.on('error', (error) => {
        reject(error);
        failAll(error);
        end(container);
      });
      worker.on('exit', () => {
        const error = new Error(`the container worker of ${url} ended`);
        reject(error);
        failAll(error);
        if (containers.get(url) === container) containers.delete(url);
      });
    });
    container.ready.catch(() => end(container));
    return container;
  };

  const load = (name, url) => {
    const previous = currentUrl.get(name);
    if (previous !== url) {
      currentUrl.set(name, url);
      const old = previous && containers.get(previous);
      if (old) {
        // Requests still rendering with the old version finish with it; then its worker ends.
        containers.delete(previous);
        old.retired = true;
        endIfRetiredAndIdle(old);
      }
    }
    let container = containers.get(url);
    if (!container) {
      container = start(name, url);
      containers.set(url, container);
    }
    return withTimeout(container.ready, timeoutMs, `${url} did not load within ${timeoutMs} ms`);
  };
  load.close = async () => {
    containers.clear();
    await Promise.all([...workers].map((worker) => worker.terminate()));
  };
  return load;
}

function withTimeout(promise, ms, message) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(message)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * A remote's mf-manifest.json (its browser build) over HTTP, kept 5 s, and the URL of its Node
 * container, which the manifest names in `metaData.ssrRemoteEntry` (null: no server pages).
 */
function manifestReader() {
  const cache = new Map();
  return (entry) => {
    const hit = cache.get(entry);
    if (hit && Date.now() - hit.at < 5_000) return hit.value;
    const value = fetch(entry, { signal: AbortSignal.timeout(1_500) })
      .then((response) => {
        if (!response.ok) throw new Error(`${entry} answered ${response.status}`);
        return response.json();
      })
      .then((manifest) => {
        const ssr = manifest?.metaData?.ssrRemoteEntry;
        return { manifest, serverEntry: ssr ? new URL(`${ssr.path ? `${ssr.path}/` : ''}${ssr.name}`, entry).href : null };
      });
    value.catch(() => cache.delete(entry));
    cache.set(entry, { at: Date.now(), value });
    return value;
  };
}

/**
 * @param {object} options
 * @param {string} options.dir the shell's built files (shell/dist)
 * @param {string} options.remotesJson the runtime manifest, read per request
 * @param {(req: import('node:http').IncomingMessage) => Record<string, string>} [options.headers] security headers
 * @param {Record<string, (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void>} [options.routes] exact paths answered by a function
 * @param {string} [options.apiHost] the host the server reaches the API on when the manifest says `{hostname}`
 * @param {string} [options.publicOrigin] the store's public origin for canonical links (default: the request's)
 * @param {number} [options.regionBudgetMs] how long a document waits for its remote's render (load included)
 * @param {number} [options.sharedMaxAge] `s-maxage` of anonymous documents, seconds
 * @param {number} [options.documentCacheSize] documents kept in memory for `sharedMaxAge` (0: none)
 */
export async function createDocumentServer({
  dir,
  remotesJson,
  headers,
  routes = {},
  apiHost = '127.0.0.1',
  publicOrigin = process.env.PUBLIC_ORIGIN,
  regionBudgetMs = Number(process.env.REGION_BUDGET_MS ?? 1_500),
  sharedMaxAge = Number(process.env.DOCUMENT_S_MAXAGE ?? 60),
  documentCacheSize = Number(process.env.DOCUMENT_CACHE_SIZE ?? 1_000),
}) {
  const app = Fastify({ logger: false });
  const assets = staticFiles(dir, { spa: false });
  const loadContainer = containerLoader({ timeoutMs: regionBudgetMs });
  app.addHook('onClose', () => loadContainer.close());
  const readManifest = manifestReader();
  const readRemoteFirstLoad = remoteFirstLoadReader();
  const template = readFile(join(dir, 'index.html'), 'utf8');
  const shellFirstLoad = readFile(join(dir, 'first-load.json'), 'utf8').then(JSON.parse, () => undefined);
  const crawlerFiles = seoFiles({
    apiBaseUrl: async () => resolveTemplate(JSON.parse(await readFile(remotesJson, 'utf8')).apiBaseUrl, apiHost),
  });
  // Rendered documents, as a CDN would keep them (they hold nothing personal), for as long as the
  // CDN may (s-maxage): most requests of a busy page then cost no render. Bounded in count.
  const documents = documentCacheSize > 0 && sharedMaxAge > 0 ? new LRUCache({ max: documentCacheSize, ttl: sharedMaxAge * 1_000 }) : null;
  /** Regions that failed, logged once each until they render again. */
  const failing = new Set();

  app.addHook('onRequest', async (request, reply) => {
    if (headers) for (const [name, value] of Object.entries(headers(request.raw))) reply.header(name, value);
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '*',
    handler: async (request, reply) => {
      const pathname = request.url.split('?')[0];
      const route = routes[pathname];
      if (route) {
        reply.hijack();
        return route(request.raw, reply.raw);
      }
      if (pathname === '/remotes.json') {
        reply.header('Cache-Control', 'no-cache').header('Access-Control-Allow-Origin', '*').type('application/json');
        return readFile(remotesJson);
      }
      if (!isDocumentRequest(request.raw)) {
        reply.hijack();
        // Answered by the crawler files (robots.txt, sitemaps) or the built files; 404 otherwise.
        if (await crawlerFiles(request.raw, reply.raw)) return;
        for (const [name, value] of Object.entries(reply.getHeaders())) reply.raw.setHeader(name, value);
        return assets(request.raw, reply.raw, () => {
          reply.raw.writeHead(404, { 'Content-Type': 'text/plain' });
          reply.raw.end('Not found');
        });
      }
      return sendDocument(request, reply);
    },
  });

  async function sendDocument(request, reply) {
    const url = new URL(request.url, 'http://localhost');
    const split = splitPath(url.pathname);
    const locale = split.locale ?? requestLocale(request.headers.cookie);
    const manifestText = await readFile(remotesJson, 'utf8');
    const firstSplash = !hasSeenSplash(request.headers.cookie);
    // What a document depends on: the language, the address, whether the splash's first frame is
    // in it, and the deployed remotes (a redeploy rewrites remotes.json: a new generation).
    const key = `${generation(manifestText)}|${locale}|${firstSplash ? 1 : 0}|${split.path}${url.search}`;
    let rendered = documents?.get(key);
    if (!rendered) {
      rendered = renderDocument(request, { url, split, locale, manifest: JSON.parse(manifestText) });
      if (documents) {
        // Requests for the same document while it renders wait for that one render.
        documents.set(key, rendered);
        rendered.then(
          (done) => !done.cacheable && documents.get(key) === rendered && documents.delete(key),
          () => documents.get(key) === rendered && documents.delete(key),
        );
      }
    }
    const { status, body, etag, gzipped } = await rendered;
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('ETag', etag)
      // One document per language and address for everyone: the language is in the path, or in
      // the locale cookie for an unprefixed one; nothing personal is in it.
      .header('Cache-Control', status === 200 ? `public, max-age=0, s-maxage=${sharedMaxAge}` : 'no-cache')
      .header('Vary', split.locale ? 'Accept-Encoding' : 'Accept-Encoding, Cookie');
    if (status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      reply.header('Content-Encoding', 'gzip');
      return reply.send(gzipped());
    }
    return reply.send(body);
  }

  /**
   * The document of one page: the shell's index.html with the route's head, region and state.
   * `cacheable`: a whole 200 page (a region that could not render is not kept, so the next
   * request tries it again).
   */
  async function renderDocument(request, { url, split, locale, manifest }) {
    const hostname = (request.headers.host ?? 'localhost').replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
    const origin = publicOrigin || `${request.protocol}://${request.headers.host ?? 'localhost'}`;
    const owner = manifest.remotes.find((remote) => remote.routes.some((pattern) => matchRoute(pattern, split.path)));
    const shellRoute = SHELL_ROUTES.some((pattern) => matchRoute(pattern, split.path));

    let region = null;
    // The preload hints (which read the remote's first-load.json) are gathered while the region
    // renders: a slow remote costs the document its budget once, not twice.
    const hints = Promise.all([template, shellFirstLoad]).then(async ([html, shell]) => ({
      html,
      links: await firstLoadHints({ manifest, pathname: split.path, hostname, shell, readRemote: readRemoteFirstLoad }).catch(() => []),
    }));
    if (owner) region = await renderRegion(owner, { manifest, hostname, locale, origin, path: split.path, search: url.search });
    const status = region?.status ?? (owner || shellRoute ? 200 : 404);
    const { html, links } = await hints;
    let document = injectFirstLoad(withoutFirstSplash(html, request.headers.cookie), { manifest, links, stylesheets: region !== null });
    document = document.replace(/<html[^>]*>/i, `<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`);
    if (region?.head) {
      // The route's own title and description replace the store's default ones (the built
      // index.html is minified: `<meta name=description …>`, without quotes).
      document = document
        .replace(/<title>[\s\S]*?<\/title>/i, '')
        .replace(/<meta name="?description"?(?=[\s/>])[^>]*>/i, '')
        .replace(/<\/head>/i, () => `${region.head}</head>`);
    }
    if (region) {
      // The built index.html is minified: its attributes may come without quotes.
      document = document.replace(/<div id="?root"?><\/div>/i, () => `<div id="root">${region.html}</div>`);
      document = document.replace(
        /<script\b[^>]*\bsrc=/i,
        (tag) => `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${scriptSafeJson(region.state)}</script>${tag}`,
      );
    }
    const body = Buffer.from(document);
    let gzip;
    return {
      status,
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      gzipped: () => (gzip ??= gzipSync(body)),
      cacheable: status === 200 && (!owner || region !== null),
    };
  }

  /**
   * The route's region rendered by its remote's Node container, or null (the browser renders it):
   * no server pages, or the container failed or ran out of time (logged once).
   */
  async function renderRegion(owner, { manifest, hostname, locale, origin, path, search }) {
    const entry = resolveTemplate(owner.entry, hostname);
    const failure = (error) => {
      if (!failing.has(owner.name)) {
        failing.add(owner.name);
        console.error(`[document-server] ${owner.name} could not render ${path}; its region renders in the browser: ${error.message}`);
      }
      return null;
    };
    try {
      const { serverEntry } = await readManifest(entry);
      if (!serverEntry) return null;
      const started = Date.now();
      const module = await loadContainer(owner.name, serverEntry);
      const controller = new AbortController();
      const left = Math.max(100, regionBudgetMs - (Date.now() - started));
      const result = await withTimeout(
        module.render({
          path,
          search,
          locale,
          origin,
          apiBaseUrl: resolveTemplate(manifest.apiBaseUrl, apiHost),
          imageBaseUrl: manifest.imageBaseUrl
            ? resolveTemplate(manifest.imageBaseUrl, hostname)
            : `${resolveTemplate(manifest.apiBaseUrl, hostname).replace(/\/+$/, '')}/media`,
          signal: controller.signal,
        }),
        left,
        `${owner.name} did not render ${path} within ${regionBudgetMs} ms`,
      ).catch((error) => {
        controller.abort(error);
        throw error;
      });
      failing.delete(owner.name);
      return result;
    } catch (error) {
      return failure(error);
    }
  }

  return app;
}

/** The deployed remotes' generation: remotes.json's contents, hashed (a redeploy rewrites it). */
function generation(manifestText) {
  return createHash('sha1').update(manifestText).digest('base64url');
}

/** JSON for a data block: `<` escaped, so no `</script>` ends it early. */
function scriptSafeJson(value) {
  return JSON.stringify(value ?? null).replace(/</g, '\\u003c');
}

/** A remote's browser manifest and first-load.json for the preload hints (first-load-hints.mjs), kept 5 s. */
function remoteFirstLoadReader() {
  const cache = new Map();
  const getJson = async (url) => {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_500) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json();
  };
  return (entry) => {
    const hit = cache.get(entry);
    if (hit && Date.now() - hit.at < 5_000) return hit.value;
    const value = Promise.all([getJson(entry), getJson(new URL('first-load.json', entry).href).catch(() => null)])
      .then(([manifest, firstLoad]) => ({ manifest, firstLoad }))
      .catch(() => null);
    cache.set(entry, { at: Date.now(), value });
    return value;
  };
}
