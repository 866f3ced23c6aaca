// A small production server for one built app: static files from its dist/ folder (pre-compressed
// .br or .gz served when the browser accepts it), CORS for remotes (each is its own origin), long caching
// for content-hashed files and none for the files that name them (index.html, remoteEntry.js,
// mf-manifest.json, remotes.json), and the SPA fallback. The shell's documents are the document
// server's (shell/server/document-server.mjs); this serves the remotes, which are static.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sirv from 'sirv';
import { resolveTemplate } from './first-load-hints.mjs';
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
 *   The shell (`spa`) also answers /robots.txt, /sitemap.xml and /sitemaps/* from the manifest's
 *   API (seo-files.mjs).
 * @returns {Promise<import('node:http').Server>}
 */
export function serveApp({ dir, port, host = '0.0.0.0', spa = false, remotesJson, headers, routes = {} }) {
  const manifestFile = remotesJson ?? join(dir, 'remotes.json');
  // The server asks the API itself: the manifest's API URL with `{hostname}` as its own choice.
  const crawlerFiles = spa
    ? seoFiles({
        apiBaseUrl: async () => resolveTemplate(JSON.parse(await readFile(manifestFile, 'utf8')).apiBaseUrl, API_HOST),
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
 * The built files of `dir` (sirv): pre-compressed .br or .gz when accepted (.br first), CORS (each app is its own
 * origin), long caching for content-hashed files and none for the files that name them.
 * @param {string} dir
 * @param {{ spa?: boolean }} [options] `spa`: unknown paths answer index.html
 */
export function staticFiles(dir, { spa = false } = {}) {
  return sirv(dir, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
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
 * The host the server asks the API on when the manifest's API URL says `{hostname}` (the API on
 * the same machine, as `npm start` serves it). Not the request's Host header: that is the
 * client's to write, and the server would fetch wherever it pointed.
 */
const API_HOST = '127.0.0.1';
