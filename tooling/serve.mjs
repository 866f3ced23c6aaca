// A small production server for one built app: static files from its dist/ folder (pre-compressed
// .gz served when the browser accepts it), CORS for remotes (each is its own origin), long caching
// for content-hashed files and none for the files that name them (index.html, remoteEntry.js,
// mf-manifest.json, remotes.json), and the SPA fallback for the shell's client-side routes. The
// shell's document is written per request: runtime manifest inlined, preload hints for the route
// and the route's first API calls for the shell to start (first-load-hints.mjs).
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import sirv from 'sirv';
import {
  firstApiCalls,
  firstLoadHints,
  firstViewCall,
  injectFirstLoad,
  requestLocale,
  resolveTemplate,
  withoutFirstSplash,
} from './first-load-hints.mjs';
import { renderFirstView } from './first-view/first-view.mjs';
import { seoFiles } from './seo-files.mjs';

const NO_CACHE = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|remotes\.json)$/;

/**
 * Serves `dir` on `port`.
 * @param {{ dir: string, port: number, host?: string, spa?: boolean, remotesJson?: string,
 *   headers?: (req: import('node:http').IncomingMessage) => Record<string, string>,
 *   routes?: Record<string, (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void> }} options
 *   `remotesJson`: a file read on every request of `/remotes.json` (the runtime manifest), so the
 *   operator can point a remote at a new URL without rebuilding or restarting the shell.
 *   `headers`: extra headers for every response (the security headers, tooling/security-headers.mjs).
 *   `routes`: exact paths answered by a function instead of a file (/.well-known/security.txt).
 *   `firstView`: whether documents carry their route's first view (tooling/first-view; on unless
 *   false — the operator's `FIRST_VIEW=off` in scripts/serve.mjs, e.g. when the static tier cannot
 *   reach the API, or to measure without it). `firstViewTimeoutMs`: how long a document waits
 *   for its first view's data (FIRST_VIEW_TIMEOUT_MS unless given).
 *   The shell (`spa`) also answers /robots.txt, /sitemap.xml and /sitemaps/* from the manifest's
 *   API (seo-files.mjs).
 * @returns {Promise<import('node:http').Server>}
 */
export function serveApp({
  dir,
  port,
  host = '0.0.0.0',
  spa = false,
  remotesJson,
  headers,
  routes = {},
  firstView = true,
  firstViewTimeoutMs = FIRST_VIEW_TIMEOUT_MS,
}) {
  const readRemote = remoteReader();
  const readShell = shellReader(dir);
  const manifestFile = remotesJson ?? join(dir, 'remotes.json');
  // The server asks the API itself: the manifest's API URL with `{hostname}` as its own choice.
  const crawlerFiles = spa
    ? seoFiles({
        apiBaseUrl: async () => resolveTemplate(JSON.parse(await readFile(manifestFile, 'utf8')).apiBaseUrl, FIRST_VIEW_API_HOST),
      })
    : null;
  const assets = staticFiles(dir, { spa });
  const server = createServer(async (req, res) => {
    if (headers) for (const [name, value] of Object.entries(headers(req))) res.setHeader(name, value);
    const route = routes[req.url?.split('?')[0] ?? ''];
    if (route && (req.method === 'GET' || req.method === 'HEAD')) return route(req, res);
    if (crawlerFiles && (await crawlerFiles(req, res))) return;
    if (remotesJson && req.url?.split('?')[0] === '/remotes.json') {
      try {
        const body = await readFile(remotesJson);
        res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*' });
        res.end(body);
      } catch (error) {
        res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: `remotes.json could not be read: ${error.message}` }));
      }
      return;
    }
    if (spa && isDocumentRequest(req)) {
      try {
        await sendDocument(req, res, {
          readShell,
          remotesJson: manifestFile,
          readRemote,
          firstView: firstView ? firstViewTimeoutMs : 0,
        });
        return;
      } catch (error) {
        // Without its manifest the document is still the plain index.html (the shell fetches
        // /remotes.json itself): a hint never costs the page.
        console.error(`[serve] the document of ${req.url} was sent without hints: ${error.message}`);
      }
    }
    assets(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*' });
      res.end('Not found');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/**
 * The built files of `dir` (sirv): pre-compressed .gz when accepted, CORS (each app is its own
 * origin), long caching for content-hashed files and none for the files that name them.
 * @param {string} dir
 * @param {{ spa?: boolean }} [options] `spa`: unknown paths answer index.html
 */
export function staticFiles(dir, { spa = false } = {}) {
  return sirv(dir, {
    dev: false,
    etag: true,
    gzip: true,
    single: spa,
    setHeaders(res, pathname) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (NO_CACHE.test(pathname)) res.setHeader('Cache-Control', 'no-cache');
      else if (/\.[0-9a-f]{8}\.(js|css)$/.test(pathname)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'public, max-age=300');
    },
  });
}

/** A navigation to one of the shell's routes (not a file): GET or HEAD of a path without an extension. */
export function isDocumentRequest(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = (req.url ?? '/').split('?')[0];
  return path === '/index.html' || !/\.[A-Za-z0-9]+$/.test(path);
}

/**
 * The shell's built index.html and first-load.json, read and parsed on the first document request
 * and kept: they are build output, which sirv (dev: false) also indexes once at start, so a new
 * build is served after a restart either way. A failed read is not kept (the next request retries).
 * The runtime manifest is not among them: it is read per request on purpose (see `remotesJson`).
 * @param {string} dir
 */
function shellReader(dir) {
  let read;
  return () =>
    (read ??= Promise.all([
      readFile(join(dir, 'index.html'), 'utf8'),
      readFile(join(dir, 'first-load.json'), 'utf8').then(JSON.parse, () => undefined),
    ]).catch((error) => {
      read = undefined;
      throw error;
    }));
}

async function sendDocument(req, res, { readShell, remotesJson, readRemote, firstView: firstViewWait }) {
  const [[html, shellFirstLoad], manifestText] = await Promise.all([readShell(), readFile(remotesJson, 'utf8')]);
  const manifest = JSON.parse(manifestText);
  const url = new URL(req.url ?? '/', 'http://localhost');
  const hostname = (req.headers.host ?? 'localhost').replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  const locale = requestLocale(req.headers.cookie);
  const route = { manifest, pathname: url.pathname, search: url.search, hostname, readRemote };
  const [links, calls, view] = await Promise.all([
    firstLoadHints({ ...route, shell: shellFirstLoad }),
    firstApiCalls(route),
    firstViewWait > 0
      ? firstViewCall({ ...route, apiHostname: FIRST_VIEW_API_HOST }).then((found) => found && firstView(found, locale, firstViewWait))
      : null,
  ]);
  let body = Buffer.from(injectFirstLoad(withoutFirstSplash(html, req.headers.cookie), { manifest, links, calls, locale, view }));
  const headers = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding, Cookie',
  };
  if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    body = gzipSync(body);
    headers['Content-Encoding'] = 'gzip';
  }
  headers['Content-Length'] = String(body.length);
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The host the static server asks for a first view's data when the manifest's API URL says
 * `{hostname}` (the API on the shell's host, as `npm start` serves it). Not the request's Host
 * header: that is the client's to write, and the server would fetch wherever it pointed.
 */
const FIRST_VIEW_API_HOST = '127.0.0.1';

/** How long a document waits for the data of its first view before it goes without (ms). */
export const FIRST_VIEW_TIMEOUT_MS = 300;

/**
 * The route's first view (tooling/first-view/first-view.mjs): the answer to its first call, asked
 * anonymously in the document's language, rendered; null when the API does not answer 200 within
 * FIRST_VIEW_TIMEOUT_MS or the view cannot show the answer — the document is then as it was
 * without one, and the page renders itself as always.
 * @param {{ view: string, call: string, mediaBase: string }} found
 * @param {'en' | 'ar'} locale
 * @param {number} wait ms
 */
async function firstView({ view, call, mediaBase }, locale, wait) {
  try {
    const response = await fetch(call, {
      headers: { Accept: 'application/json', 'Accept-Language': locale },
      signal: AbortSignal.timeout(wait),
    });
    if (response.status !== 200) return null;
    return renderFirstView({ view, data: await response.json(), locale, mediaBase });
  } catch {
    return null;
  }
}

/**
 * Reads a remote's mf-manifest.json and first-load.json over HTTP, each remembered 5 s (a newly
 * published remote is hinted within 5 s) and given up after 1.5 s (the document never waits long).
 */
function remoteReader() {
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
