// The files crawlers look for on the store's own origin — /robots.txt, /sitemap.xml and the
// sitemap files it names (/sitemaps/{kind}-{n}.xml) — answered from the API, which writes them
// from the catalog (api/src/routes/sitemap.ts). A plain Node request handler, so the static
// server (serve.mjs) and a document server (Fastify: `reply.hijack()`, then the handler on
// `request.raw`, `reply.raw`) can mount it as it is.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** The store paths this module answers: robots.txt, the sitemap index and its files. */
const SEO_PATH = /^\/(?:robots\.txt|sitemap\.xml|sitemaps\/[a-z]+-[1-9]\d{0,8}\.xml)$/;

/** The API's path for a store path this module answers (`/sitemap.xml` → `/api/sitemap.xml`), else null. */
export function seoApiPath(pathname) {
  return SEO_PATH.test(pathname) ? `/api${pathname}` : null;
}

/** Headers of the API's answer that the store passes on (the body is passed on as it came, encoded or not). */
const PASSED_HEADERS = ['content-type', 'content-encoding', 'content-length', 'cache-control', 'etag', 'last-modified', 'vary'];

/**
 * A handler for the crawler files: `(req, res) => Promise<boolean>`, true when it answered.
 * @param {{ apiBaseUrl: () => string | Promise<string>, timeoutMs?: number }} options
 *   `apiBaseUrl`: the API's address for the server itself (from the runtime manifest, with
 *   `{hostname}` as a host the server chooses — never the request's Host header, which the
 *   client writes). `timeoutMs`: how long to wait for the API's first byte (default 10 s).
 *   The API writes every absolute URL on its configured public origin (PUBLIC_ORIGIN).
 */
export function seoFiles({ apiBaseUrl, timeoutMs = 10_000 }) {
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const apiPath = seoApiPath((req.url ?? '/').split('?')[0]);
    if (!apiPath) return false;
    let target;
    try {
      target = new URL(apiPath, await apiBaseUrl());
    } catch (error) {
      unavailable(res, `the API's address is unknown (${error.message})`);
      return true;
    }
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const headers = { accept: 'application/xml, text/plain' };
    if (req.headers['accept-encoding']) headers['accept-encoding'] = req.headers['accept-encoding'];
    if (req.headers['if-none-match']) headers['if-none-match'] = req.headers['if-none-match'];
    await new Promise((resolve) => {
      const upstream = send(target, { method: req.method, headers, timeout: timeoutMs }, (answer) => {
        const passed = {};
        for (const name of PASSED_HEADERS) if (answer.headers[name] !== undefined) passed[name] = answer.headers[name];
        res.writeHead(answer.statusCode ?? 502, passed);
        answer.pipe(res);
        answer.on('end', resolve);
        answer.on('error', () => {
          res.destroy();
          resolve();
        });
      });
      upstream.on('timeout', () => upstream.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      upstream.on('error', (error) => {
        if (!res.headersSent) unavailable(res, error.message);
        else res.destroy();
        resolve();
      });
      upstream.end();
    });
    return true;
  };
}

/** 503 with Retry-After: a crawler comes back later instead of reading the store's HTML as the file. */
function unavailable(res, why) {
  console.error(`[seo-files] the API did not answer: ${why}`);
  res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '300', 'Cache-Control': 'no-store' });
  res.end('The store cannot list its pages right now; try again in a few minutes.\n');
}
