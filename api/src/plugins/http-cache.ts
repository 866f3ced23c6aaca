/**
 * HTTP caching of the public catalog.
 *
 * - Every answer carries a content `ETag` (@fastify/etag, a hash of the body; a request whose
 *   `If-None-Match` matches gets 304 with no body), and the public catalog's GET answers carry a
 *   `Cache-Control` fit for a CDN and `Vary: Accept-Language` (answers are written in the
 *   shopper's language). Register it before @fastify/compress, so that the ETag names the body
 *   and not one of its encodings.
 * - The answer cache: the public catalog's GET answers are kept in this process, serialized,
 *   with their ETag and (on first demand) their br and gzip encodings, keyed by the path, the
 *   query (parameters in a fixed order) and the answer's language, for the catalog content
 *   version they were computed at (`catalog_state.content_version`, moved by triggers with every
 *   write of a product, brand or category — migrations/0004_catalog_content_version_triggers.sql,
 *   whoever writes). That version is kept
 *   in memory (`app.contentVersion`, lib/content-version.ts): this process's own writes move it
 *   before they return, other writers' through LISTEN/NOTIFY (the same trigger) within
 *   milliseconds on PostgreSQL, and it is read again when older than CONTENT_VERSION_MAX_AGE_MS
 *   (default 1 s) — the bound on staleness when a notification cannot arrive. A hit costs no
 *   query at all, no serialization, no compression and no hash; a 304 from it costs no body.
 *   Bounded: least recently used answers leave first when the bytes pass the cap
 *   (`answerCacheBytes`).
 *
 * Public means: the same for every visitor, whoever is signed in. A route whose answer depends on
 * the session for some resources (an unlisted product, shown to its vendor) sets its own
 * `Cache-Control: private, no-cache` or gets `no-store` (plugins/external/helmet.ts), which is
 * kept; such answers, answers to requests with a session cookie or credentials, answers setting
 * a cookie and anything but a 200 are never kept.
 */
import etag from '@fastify/etag';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AnswerStore, chooseEncoding, COMPRESS_THRESHOLD, type AnswerEntry } from '../lib/answer-store.ts';
import { requestLocale } from '../lib/locale.ts';

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

/** Default cap of the answer cache: 64 MiB per process. */
export const DEFAULT_ANSWER_CACHE_BYTES = 64 * 1024 * 1024;

export interface HttpCacheOptions {
  /** Cap of the answer cache in bytes (default {@link DEFAULT_ANSWER_CACHE_BYTES}); 0 turns it off. */
  answerCacheBytes?: number;
}

/** A session cookie of any kind (shopper, vendor, admin), as helmet.ts tells personal requests. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?manzil_[a-z]*sid=/;

const patternOf = (request: FastifyRequest) => (request.routeOptions.url ?? '').replace(/\/$/, '');
const isPublicGet = (request: FastifyRequest) => request.method === 'GET' && PUBLIC_ROUTES.has(patternOf(request));

/** Adds `name` to the reply's Vary header (once). */
function addVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary');
  const list = current === undefined ? [] : String(current).split(/\s*,\s*/);
  if (list.includes('*') || list.some((v) => v.toLowerCase() === name.toLowerCase())) return;
  reply.header('vary', [...list, name].filter(Boolean).join(', '));
}

/**
 * The answer-cache key of a request: path (no trailing slash), query parameters sorted by name
 * (values of one name keep their order) and the answer's language.
 */
export function answerKey(request: FastifyRequest): string {
  const [path = '', query = ''] = request.url.split('?', 2);
  const params = new URLSearchParams(query);
  params.sort();
  return `${requestLocale(request)} ${path.replace(/\/+$/, '')}?${params.toString()}`;
}

/** Methods that never write: every other request invalidates the in-memory content version. */
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyInstance {
    /** The answer cache of this process (null when turned off); see plugins/http-cache.ts. */
    answerCache: AnswerStore | null;
  }
}

interface Pending {
  key: string;
  version: number;
}
const PENDING = Symbol('answerCachePending');
type WithPending = FastifyRequest & { [PENDING]?: Pending };

/**
 * The answer of `request` is right now but may not be for the content version it would be kept
 * under (it came from a catalog index being rebuilt, or from before the first one): not kept.
 */
export function keepOutOfAnswerCache(request: FastifyRequest): void {
  (request as WithPending)[PENDING] = undefined;
}

async function httpCache(app: FastifyInstance, options: HttpCacheOptions): Promise<void> {
  const capBytes = options.answerCacheBytes ?? DEFAULT_ANSWER_CACHE_BYTES;
  const store = capBytes > 0 ? new AnswerStore(capBytes) : null;
  app.decorate('answerCache', store);
  // app.contentVersion is decorated later (plugins/database.ts); it is used from the first request.

  const send = (request: FastifyRequest, reply: FastifyReply, key: string, entry: AnswerEntry) => {
    const encoding = chooseEncoding(
      request.headers['x-no-compression'] === undefined ? request.headers['accept-encoding'] : undefined,
      entry.body.length,
    );
    const body = store!.encode(key, entry, encoding);
    reply.header('content-type', 'application/json; charset=utf-8').header('etag', entry.etag);
    if (entry.body.length >= COMPRESS_THRESHOLD) addVary(reply, 'accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return body;
  };

  if (store) {
    /** Answers from the store at `version`, or marks the request to be kept after its handler. */
    const answer = (request: FastifyRequest, reply: FastifyReply, key: string, version: number): boolean => {
      const entry = store.get(key, version);
      if (entry) {
        reply.send(send(request, reply, key, entry));
        return true;
      }
      (request as WithPending)[PENDING] = { key, version };
      return false;
    };
    // After every onRequest hook (rate limits, CORS, helmet's headers), before the query is
    // parsed and validated. A hit with a fresh in-memory version (lib/content-version.ts) costs
    // no database round trip and no promise: a callback hook that answers without calling done.
    app.addHook('preValidation', (request, reply, done) => {
      if (!isPublicGet(request)) return done();
      const key = answerKey(request);
      const version = app.contentVersion.current();
      if (typeof version === 'number') {
        if (!answer(request, reply, key, version)) done();
        return;
      }
      version.then(
        (v) => {
          if (!answer(request, reply, key, v)) done();
        },
        (error: Error) => done(error),
      );
    });

    // First onSend hook of the app's own (helmet's runs before and marks personal answers
    // no-store): keeps a public 200, sets its ETag so that @fastify/etag computes none, and
    // sends the encoding the client takes so that @fastify/compress has nothing left to do.
    app.addHook('onSend', async (request, reply, payload) => {
      const pending = (request as WithPending)[PENDING];
      if (!pending) return payload;
      (request as WithPending)[PENDING] = undefined;
      const personal =
        reply.hasHeader('cache-control') ||
        reply.hasHeader('set-cookie') ||
        request.headers.authorization !== undefined ||
        SESSION_COOKIE.test(request.headers.cookie ?? '');
      if (reply.statusCode !== 200 || personal || typeof payload !== 'string') return payload;
      const entry = store.set(pending.key, pending.version, Buffer.from(payload));
      return entry ? send(request, reply, pending.key, entry) : payload;
    });
  }

  // A request that may write (sign-in, an order, a vendor's product edit…): the in-memory content
  // version is read again before the next answer from the cache, whatever the notifications do.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!READ_ONLY_METHODS.has(request.method)) app.contentVersion?.invalidate();
    done(null, payload);
  });

  await app.register(etag, { algorithm: 'sha1', weak: true });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (!PUBLIC_ROUTES.has(patternOf(request))) return payload;
    // Written in the request's language, errors included: caches keep languages apart.
    addVary(reply, 'accept-language');
    if (reply.statusCode !== 200 && reply.statusCode !== 304) return payload;
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    return payload;
  });
}

/** Registers the ETag, the public catalog's Cache-Control and the answer cache (see the module's comment). */
export const httpCachePlugin = fp(httpCache, { name: 'manzil-http-cache' });
