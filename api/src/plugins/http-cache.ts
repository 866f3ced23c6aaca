/**
 * HTTP caching of the public catalog (issue 9): every answer carries a content `ETag`
 * (@fastify/etag, a hash of the body; a request whose `If-None-Match` matches gets 304 with no
 * body), and the public catalog's GET answers carry a `Cache-Control` fit for a CDN. Register it
 * before @fastify/compress, so that the ETag names the body and not one of its encodings.
 *
 * Public means: the same for every visitor, whoever is signed in. A route whose answer depends on
 * the session for some resources (an unlisted product, shown to its vendor) sets its own
 * `Cache-Control: private, no-cache`, which is kept.
 *
 * Public answers are written in the language of `Accept-Language` (issue 13), so they also carry
 * `Vary: Accept-Language`: a CDN or browser keeps the English and the Arabic answer apart.
 */
import etag from '@fastify/etag';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Browsers revalidate every time (max-age=0: a 304 costs a round trip but no body); a CDN keeps an
 * answer a minute and may serve it up to five minutes stale while it revalidates. Stock and
 * prices are therefore at most a minute (plus revalidation) old at the edge.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** Route patterns (as registered, with the prefix) whose GET answers are public. */
export const PUBLIC_ROUTES = new Set([
  '/api/products',
  '/api/products/getproducts',
  '/api/products/getproducts/readytoship',
  '/api/products/search-suggestions',
  '/api/products/:id',
  '/api/products/:id/related',
  '/api/categories/categories',
  '/api/categories/slug/:slug',
  '/api/categories/:id',
  '/api/subcategories/:id',
  '/api/types/:id',
  '/api/brand',
  '/api/brand/:id',
]);

/** Adds `field` to the reply's `Vary` header unless it is there already (or `Vary: *`). */
function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (fields.some((f) => f === '*' || f.toLowerCase() === field.toLowerCase())) return;
  reply.header('vary', [...fields, field].join(', '));
}

async function httpCache(app: FastifyInstance): Promise<void> {
  await app.register(etag, { algorithm: 'sha1', weak: true });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    const pattern = (request.routeOptions.url ?? '').replace(/\/$/, '');
    if (!PUBLIC_ROUTES.has(pattern)) return payload;
    addVary(reply, 'Accept-Language');
    if (reply.statusCode !== 200 && reply.statusCode !== 304) return payload;
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    return payload;
  });
}

/** Registers the ETag and the public catalog's Cache-Control (see the module's comment). */
export const httpCachePlugin = fp(httpCache, { name: 'manzil-http-cache' });
