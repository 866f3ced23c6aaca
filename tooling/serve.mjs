// A small production server for one built app: static files from its dist/ folder (pre-compressed
// .gz served when the browser accepts it), CORS for remotes (each is its own origin), long caching
// for content-hashed files and none for the files that name them (index.html, remoteEntry.js,
// mf-manifest.json, remotes.json), and the SPA fallback for the shell's client-side routes.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import sirv from 'sirv';

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
 * @returns {Promise<import('node:http').Server>}
 */
export function serveApp({ dir, port, host = '0.0.0.0', spa = false, remotesJson, headers, routes = {} }) {
  const assets = sirv(dir, {
    dev: false,
    etag: true,
    gzip: true,
    single: spa,
    setHeaders(res, pathname) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (NO_CACHE.test(pathname)) res.setHeader('Cache-Control', 'no-cache');
      else if (/\.[0-9a-f]{8}\.js$/.test(pathname)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'public, max-age=300');
    },
  });
  const server = createServer(async (req, res) => {
    if (headers) for (const [name, value] of Object.entries(headers(req))) res.setHeader(name, value);
    const route = routes[req.url?.split('?')[0] ?? ''];
    if (route && (req.method === 'GET' || req.method === 'HEAD')) return route(req, res);
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
