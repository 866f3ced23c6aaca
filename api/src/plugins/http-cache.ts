/**
 * HTTP caching of the public catalog (issue 9).
 *
 * - Every answer carries a content `ETag` (@fastify/etag, a hash of the body; a request whose
 *   `If-None-Match` matches gets 304 with no body), and the public catalog's GET answers carry a
 *   `Cache-Control` fit for a CDN and `Vary: Accept-Language` (issue 13 writes them in the
 *   shopper's language). Register it before @fastify/compress, so that the ETag names the body
 *   and not one of its encodings.
 * - The answer cache: the public catalog's GET answers are kept in this process, serialized,
 *   with their ETag and (on first demand) their br and gzip encodings, keyed by the path, the
 *   query (parameters in a fixed order) and the answer's language, for the catalog content
 *   version they were computed at (`catalog_state.content_version`, moved by triggers with every
 *   write of a product, brand or category — migration 0013, whoever writes). Before answering
 *   from it, a request reads that version (one primary-key read, shared by the requests that
 *   arrive while it runs — each waits for a read begun after it arrived), so no process serves
 *   an answer older than a write committed before the request came, however many processes
 *   there are. A hit costs no query but that one, no serialization, no compression and no hash;
 *   a 304 from it costs no body at all. Bounded: least recently used answers leave first when
 *   the bytes pass the cap (`answerCacheBytes`).
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
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
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

/**
 * `read` with the calls that overlap one read sharing the next: a caller gets the result of a
 * read that began after it called (so it sees every write committed before), and there are never
 * more than two reads at a time, however many requests wait.
 */
export function coalesced(read: () => Promise<number>): () => Promise<number> {
  let running: Promise<number> | null = null;
  let next: Promise<number> | null = null;
  const start = () => {
    const reading = read();
    running = reading;
    const done = () => {
      if (running === reading) running = null;
    };
    reading.then(done, done);
    return reading;
  };
  const settled = () => undefined;
  return () => {
    if (!running) return start();
    next ??= running.then(settled, settled).then(() => {
      next = null;
      return start();
    });
    return next;
  };
}

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

async function httpCache(app: FastifyInstance, options: HttpCacheOptions): Promise<void> {
  const capBytes = options.answerCacheBytes ?? DEFAULT_ANSWER_CACHE_BYTES;
  const store = capBytes > 0 ? new AnswerStore(capBytes) : null;
  app.decorate('answerCache', store);
  // app.db is decorated later (plugins/database.ts); it is read at the first request.
  let readVersion: (() => Promise<number>) | null = null;
  const contentVersion = () =>
    (readVersion ??= coalesced(async () => {
      const [row] = await queryRows<{ v: string | number }>(app.db, sql`select content_version as v from catalog_state where id = 1`);
      return Number(row?.v ?? 0);
    }))();

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
    // After every onRequest hook (rate limits, CORS, helmet's headers), before the query is
    // parsed and validated: a hit costs one shared version read.
    app.addHook('preValidation', async (request, reply) => {
      if (!isPublicGet(request)) return;
      const key = answerKey(request);
      const version = await contentVersion();
      const entry = store.get(key, version);
      if (entry) return reply.send(send(request, reply, key, entry));
      (request as WithPending)[PENDING] = { key, version };
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

  await app.register(etag, { algorithm: 'sha1', weak: true });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (!PUBLIC_ROUTES.has(patternOf(request))) return payload;
    // Written in the request's language (issue 13), errors included: caches keep languages apart.
    addVary(reply, 'accept-language');
    if (reply.statusCode !== 200 && reply.statusCode !== 304) return payload;
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    return payload;
  });
}

/** Registers the ETag, the public catalog's Cache-Control and the answer cache (see the module's comment). */
export const httpCachePlugin = fp(httpCache, { name: 'manzil-http-cache' });
