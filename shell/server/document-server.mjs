// The shell's document server (docs/rendering.md): a Fastify server that answers every page of
// the store with the store rendered on the server (the shell's frame and the owning remote's
// page, one React tree the browser hydrates), and the shell's built files beside it. Stateless:
// run as many processes as the cores allow, behind any load balancer.
//
// Per document request:
//   1. the path's language (`/ar/…` for crawlers, the locale cookie for people) and route;
//   2. the runtime manifest (remotes.json, read per request: a remote redeployed at a new URL is
//      what the next document renders, no restart);
//   3. the shell's server render (its Node build, shell/src/server/) in a worker thread per
//      generation of the manifest (render-worker.mjs): it loads the owner's Node container with
//      Module Federation's runtime, runs the route's loader, renders frame and page with React's
//      streaming renderer and answers the markup, status, head and dehydrated cache;
//   4. the shell's index.html with all of it; anonymous documents are cached per language (ETag,
//      s-maxage, and in this process for as long), since nothing personal is ever rendered here
//      (the browser fills that in after hydration).
// A remote that cannot be loaded, throws or hangs costs only its region: the document answers 200
// with the frame and the region empty (the browser renders and retries it as ever), logged once,
// within the budget. A render that fails as a whole leaves the root empty (the browser renders it).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
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

/** The shell's server render inside its built folder (tooling/webpack.mjs `serverConfig`, shell/src/server.ts). */
const SERVER_BUNDLE = join('server', 'main.cjs');

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
 * Runs the shell's server render (its Node build) in worker threads, one per generation of the
 * runtime manifest and host name (render-worker.mjs: the federation runtime's globals are keyed
 * by the remote's name, so two versions of `catalog` must not share a global scope). When
 * remotes.json changes, the workers of older generations finish the renders they have in flight
 * and end. Each start is given up after `timeoutMs` for the request that waits (a slow one keeps
 * starting for the next), and a failed one is tried again by a later request.
 * @param {{ bundle: string, timeoutMs: number }} options bundle: the shell's dist/server/main.cjs
 * @returns {((key: string, generation: string, setup: object) => Promise<{ render(input: object): Promise<unknown> }>) & { close(): Promise<void> }}
 */
export function rendererPool({ bundle, timeoutMs }) {
  /** Live renderers by key (generation and host name). */
  const renderers = new Map();
  /** Every worker not yet ended, retired ones included (closing the server ends them all). */
  const workers = new Set();
  let nextId = 0;

  const end = (renderer) => {
    if (renderers.get(renderer.key) === renderer) renderers.delete(renderer.key);
    void renderer.worker.terminate();
  };
  const endIfRetiredAndIdle = (renderer) => {
    if (renderer.retired && renderer.pending.size === 0) end(renderer);
  };

  const start = (key, generation, setup) => {
    const worker = new Worker(new URL('./render-worker.mjs', import.meta.url), { workerData: { bundle, setup } });
    worker.unref();
    workers.add(worker);
    worker.once('exit', () => workers.delete(worker));
    const renderer = { key, generation, worker, pending: new Map(), retired: false };
    const failAll = (error) => {
      for (const waiting of renderer.pending.values()) waiting.reject(error);
      renderer.pending.clear();
    };
    renderer.api = {
      render(input) {
        const { signal, ...rest } = input;
        const id = ++nextId;
        return new Promise((resolve, reject) => {
          renderer.pending.set(id, { resolve, reject });
          signal?.addEventListener(
            'abort',
            () => worker.postMessage({ type: 'abort', id, reason: String(signal.reason?.message ?? signal.reason) }),
            { once: true },
          );
          worker.postMessage({ type: 'render', id, input: rest });
        });
      },
    };
    renderer.ready = new Promise((resolve, reject) => {
      worker.on('message', (message) => {
        if (message.type === 'ready') return resolve(renderer.api);
        if (message.type === 'failed') return reject(new Error(message.error));
        const waiting = renderer.pending.get(message.id);
        if (!waiting) return;
        renderer.pending.delete(message.id);
        if (message.type === 'result') waiting.resolve(message.result);
        else waiting.reject(new Error(message.error));
        endIfRetiredAndIdle(renderer);
      });
      worker.on('error', (error) => {
        reject(error);
        failAll(error);
        end(renderer);
      });
      worker.on('exit', () => {
        const error = new Error('the server render worker ended');
        reject(error);
        failAll(error);
        if (renderers.get(key) === renderer) renderers.delete(key);
      });
    });
    renderer.ready.catch(() => end(renderer));
    return renderer;
  };

  const get = (key, generation, setup) => {
    let renderer = renderers.get(key);
    if (!renderer) {
      // A new generation of remotes.json: the older ones finish what they render, then end.
      for (const old of [...renderers.values()]) {
        if (old.generation === generation) continue;
        renderers.delete(old.key);
        old.retired = true;
        endIfRetiredAndIdle(old);
      }
      renderer = start(key, generation, setup);
      renderers.set(key, renderer);
    }
    return withTimeout(renderer.ready, timeoutMs, `the server render did not start within ${timeoutMs} ms`);
  };
  get.close = async () => {
    renderers.clear();
    await Promise.all([...workers].map((worker) => worker.terminate()));
  };
  return get;
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
  const renderers = rendererPool({ bundle: join(dir, SERVER_BUNDLE), timeoutMs: regionBudgetMs });
  app.addHook('onClose', () => renderers.close());
  const readRemoteFirstLoad = remoteFirstLoadReader();
  const template = readFile(join(dir, 'index.html'), 'utf8');
  const shellFirstLoad = readFile(join(dir, 'first-load.json'), 'utf8').then(JSON.parse, () => undefined);
  const crawlerFiles = seoFiles({
    apiBaseUrl: async () => resolveTemplate(JSON.parse(await readFile(remotesJson, 'utf8')).apiBaseUrl, apiHost),
  });
  // Rendered documents, as a CDN would keep them (they hold nothing personal), for as long as the
  // CDN may (s-maxage): most requests of a busy page then cost no render. Bounded in count.
  const documents = documentCacheSize > 0 && sharedMaxAge > 0 ? new LRUCache({ max: documentCacheSize, ttl: sharedMaxAge * 1_000 }) : null;
  /** What failed to render on the server (a remote's region, or the store), logged once each until it renders again. */
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
    const manifestGeneration = generation(manifestText);
    // The host is part of the address, as it is of a CDN's key: a document names it in its links
    // and canonical (without a public origin) and in its remotes' addresses (`{hostname}`).
    const key = `${manifestGeneration}|${request.headers.host}|${locale}|${firstSplash ? 1 : 0}|${split.path}${url.search}`;
    let rendered = documents?.get(key);
    if (!rendered) {
      rendered = renderDocument(request, { url, split, locale, manifest: JSON.parse(manifestText), generation: manifestGeneration });
      if (documents) {
        // Requests for the same document while it renders wait for that one render.
        documents.set(key, rendered);
        rendered.then(
          (done) => !done.cacheable && documents.get(key) === rendered && documents.delete(key),
          () => documents.get(key) === rendered && documents.delete(key),
        );
      }
    }
    const { status, body, etag, compressed } = await rendered;
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      // One document per language and address for everyone: the language is in the path, or in
      // the locale cookie for an unprefixed one; nothing personal is in it.
      .header('Cache-Control', cacheControl(status, sharedMaxAge))
      .header('Vary', split.locale ? 'Accept-Encoding' : 'Accept-Encoding, Cookie');
    // Brotli when the client takes it (every current browser), else gzip, else none. Each encoding
    // is a representation of its own, with an entity tag of its own (RFC 9110 §8.8.3).
    const encoding = negotiate(String(request.headers['accept-encoding'] ?? ''), ['br', 'gzip']);
    const tag = encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;
    // A 5xx (the API failed) is kept by no cache, so it carries no validator; a crawler comes back soon.
    if (status < 500) reply.header('ETag', tag);
    if (status === 503) reply.header('Retry-After', '30');
    if (status === 200 && request.headers['if-none-match'] === tag) return reply.code(304).send();
    if (encoding) {
      reply.header('Content-Encoding', encoding);
      return reply.send(compressed(encoding));
    }
    return reply.send(body);
  }

  /**
   * The document of one page: the shell's index.html with the route's head, region and state.
   * `cacheable`: a whole 200 page (a region that could not render is not kept, so the next
   * request tries it again).
   */
  async function renderDocument(request, { url, split, locale, manifest, generation }) {
    const hostname = (request.headers.host ?? 'localhost').replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
    const origin = publicOrigin || `${request.protocol}://${request.headers.host ?? 'localhost'}`;
    const owner = manifest.remotes.find((remote) => remote.routes.some((pattern) => matchRoute(pattern, split.path)));
    const shellRoute = SHELL_ROUTES.some((pattern) => matchRoute(pattern, split.path));

    // The preload hints (which read the remote's first-load.json) are gathered while the store
    // renders: a slow remote costs the document its budget once, not twice.
    const hints = Promise.all([template, shellFirstLoad]).then(async ([html, shell]) => ({
      html,
      links: await firstLoadHints({ manifest, pathname: split.path, hostname, shell, readRemote: readRemoteFirstLoad }).catch(() => []),
    }));
    const rendered = await renderStore({ manifest, generation, hostname, locale, origin, path: split.path, search: url.search });
    const regionServed = rendered !== null && rendered.region === 'server' && owner !== undefined;
    const status = rendered?.status ?? (owner || shellRoute ? 200 : 404);
    const { html, links } = await hints;
    let document = injectFirstLoad(withoutFirstSplash(html, request.headers.cookie), { manifest, links, stylesheets: regionServed });
    document = document.replace(/<html[^>]*>/i, `<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`);
    if (rendered?.head) {
      // The route's own title and description replace the store's default ones (the built
      // index.html is minified: `<meta name=description …>`, without quotes).
      document = document
        .replace(/<title>[\s\S]*?<\/title>/i, '')
        .replace(/<meta name="?description"?(?=[\s/>])[^>]*>/i, '')
        .replace(/<\/head>/i, () => `${rendered.head}</head>`);
    }
    if (rendered) {
      // React writes the resources it hoists (preloads of the page's first pictures) before the
      // markup: they belong in the head.
      const [, hoisted = '', markup] = /^((?:<link\b[^>]*>)*)([\s\S]*)$/.exec(rendered.html);
      if (hoisted) document = document.replace(/<\/head>/i, () => `${hoisted}</head>`);
      rendered.html = markup;
      // The built index.html is minified: its attributes may come without quotes. `data-region`
      // tells the browser whether the remote's region is in it (its first render must match).
      document = document.replace(
        /<div id="?root"?><\/div>/i,
        () => `<div id="root" data-region="${rendered.region}">${rendered.html}</div>`,
      );
      document = document.replace(
        /<\/body>/i,
        () => `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${scriptSafeJson(rendered.state)}</script></body>`,
      );
    }
    const body = Buffer.from(document);
    return {
      status,
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      // Made outside this scope: a closure here would keep the whole render (its markup and
      // dehydrated answers) alive for as long as the document is cached.
      compressed: lazyCompressed(body),
      // A document whose store or region could not render on the server, or whose API calls
      // failed, is not kept: the next request tries again.
      cacheable: status === 200 && rendered !== null && !rendered.regionError && !rendered.apiError,
    };
  }

  /** Logs a failure once, until that part renders again. */
  const logOnce = (what, text) => {
    if (failing.has(what)) return;
    failing.add(what);
    console.error(`[document-server] ${text}`);
  };

  /**
   * The store rendered on the server by the shell's Node build (frame and the owning remote's
   * page, shell/src/server/), or null when it could not render in time: the document then holds
   * the empty root and the browser renders the store. A remote's region that failed is logged
   * once; its frame is served all the same.
   */
  async function renderStore({ manifest, generation, hostname, locale, origin, path, search }) {
    const started = Date.now();
    const deadline = started + regionBudgetMs;
    const controller = new AbortController();
    try {
      const setup = {
        apiBaseUrl: resolveTemplate(manifest.apiBaseUrl, apiHost),
        imageBaseUrl: manifest.imageBaseUrl ? resolveTemplate(manifest.imageBaseUrl, hostname) : null,
        remotes: manifest.remotes.map((remote) => ({ ...remote, entry: resolveTemplate(remote.entry, hostname) })),
      };
      const renderer = await renderers(`${generation}|${hostname}`, generation, setup);
      const result = await withTimeout(
        renderer.render({
          path,
          search,
          locale,
          origin,
          apiBaseUrl: setup.apiBaseUrl,
          imageBaseUrl: setup.imageBaseUrl ?? `${resolveTemplate(manifest.apiBaseUrl, hostname).replace(/\/+$/, '')}/media`,
          deadline,
          signal: controller.signal,
        }),
        // The render aborts itself at the deadline and still answers the frame; this is the last
        // resort for a worker that does not answer at all.
        Math.max(100, deadline + 300 - Date.now()),
        `the server render of ${path} did not answer within ${regionBudgetMs} ms`,
      ).catch((error) => {
        controller.abort(error);
        throw error;
      });
      failing.delete('store');
      const owner = manifest.remotes.find((remote) => remote.routes.some((pattern) => matchRoute(pattern, path)));
      if (owner) {
        if (result.regionError)
          logOnce(owner.name, `${owner.name} could not render ${path}; its region renders in the browser: ${result.regionError}`);
        else if (result.region === 'server') failing.delete(owner.name);
      }
      // The API failed during the render: its parts load in the browser, and the document is not kept.
      if (result.apiError) logOnce('api', `the API failed during the server render of ${path}: ${result.apiError}`);
      else failing.delete('api');
      return result;
    } catch (error) {
      logOnce('store', `the store could not render ${path} on the server; the browser renders it: ${error.message}`);
      return null;
    }
  }

  return app;
}

/**
 * Cache-Control of a document: a whole page is shared for `s-maxage`; a 404 may be kept by the
 * browser until revalidated; a 503 (the API failed) is kept by no cache at all, so the next
 * request renders again.
 */
function cacheControl(status, sharedMaxAge) {
  if (status === 200) return `public, max-age=0, s-maxage=${sharedMaxAge}`;
  return status >= 500 ? 'no-store' : 'no-cache';
}

/** The deployed remotes' generation: remotes.json's contents, hashed (a redeploy rewrites it). */
function generation(manifestText) {
  return createHash('sha1').update(manifestText).digest('base64url');
}

// Brotli's quality 5: a product page (48 KB) in 1.4 ms, 7 % smaller than gzip; quality 11 is
// another 10 % for 60 times the time, too slow for a document rendered on request.
const BROTLI_DOCUMENT = { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } };

/**
 * `body` compressed in an encoding, each compressed the first time it is asked for (the closure
 * holds `body` alone).
 * @param {Buffer} body
 * @returns {(encoding: 'br' | 'gzip') => Buffer}
 */
function lazyCompressed(body) {
  const made = {};
  return (encoding) => (made[encoding] ??= encoding === 'br' ? brotliCompressSync(body, BROTLI_DOCUMENT) : gzipSync(body));
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
