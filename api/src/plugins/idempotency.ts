/**
 * Idempotent POSTs after the IETF draft "The Idempotency-Key HTTP Header Field": a route opts in
 * with `config: { idempotent: true }` (POST /api/orders does). When the request carries
 * `Idempotency-Key` (1–255 visible ASCII characters):
 *
 * - first time: the route runs and its answer (status and body; not 5xx) is stored for 24 hours;
 * - same key, same body: the stored answer again, with `Idempotent-Replayed: true` — the route
 *   does not run, so a retry after a dropped connection places no second order;
 * - same key, another body: 422 `idempotency_key_reused`;
 * - same key while the first request is still running: 409 `idempotency_in_flight`.
 *
 * Keys are scoped to the session (the hash of the shopper cookie's id; the client address
 * without one), so one client's key never answers another's request. A 5xx answer is not kept:
 * the key is released and the client may retry with it. Requests without the header run unguarded.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, lt, sql } from 'drizzle-orm';
import { idempotencyKeys } from '../db/security-schema.ts';
import { HttpError } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Honour the Idempotency-Key header (plugins/idempotency.ts). */
    idempotent?: boolean;
  }
}

export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/** A claim older than this without an answer belongs to a request that will never finish. */
const ABANDONED_MS = 2 * 60_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const CLAIM = Symbol('manzil.idempotencyClaim');
type Claimed = FastifyRequest & { [CLAIM]?: { scope: string; key: string; keepFailure?: boolean } };

/**
 * Keeps this request's answer for its Idempotency-Key even when it is a 5xx: for a failure whose
 * outcome is unknown (a paying call that went unanswered), where a retry must get the same answer
 * rather than do the work — and perhaps charge — a second time. No-op without a key.
 */
export function keepFailedAnswer(request: FastifyRequest): void {
  const claim = (request as Claimed)[CLAIM];
  if (claim) claim.keepFailure = true;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` are the same body. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The scope of a request's keys: its session (any kind), else its client address. */
function scopeOf(request: FastifyRequest): string {
  const cookies = request.cookies ?? {};
  const id = Object.entries(cookies).find(([name]) => /^(?:__Host-)?manzil_[a-z]*sid$/.test(name))?.[1];
  return id ? `session:${sha256(id)}` : `address:${request.ip}`;
}

async function idempotencyPlugin(app: FastifyInstance) {
  let lastSweep = 0;

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config?.idempotent) return;
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0]! : header;
    if (!KEY_PATTERN.test(key)) {
      throw new HttpError(400, 'request.idempotency_key_invalid', {
        code: 'idempotency_key_invalid',
      });
    }
    const scope = scopeOf(request);
    const fingerprint = sha256(`${request.method} ${request.routeOptions.url}\n${canonical(request.body ?? null)}`);
    if (Date.now() - lastSweep > 60_000) {
      lastSweep = Date.now();
      await app.db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, sql`now()`));
    }
    const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
    for (let attempt = 0; attempt < 2; attempt++) {
      const claimed = await app.db
        .insert(idempotencyKeys)
        .values({ scope, key, fingerprint, expiresAt: new Date(Date.now() + IDEMPOTENCY_TTL_MS) })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length) {
        (request as Claimed)[CLAIM] = { scope, key };
        return;
      }
      const [stored] = await app.db.select().from(idempotencyKeys).where(where);
      if (!stored) continue; // released meanwhile: claim again
      if (stored.expiresAt.getTime() <= Date.now()) {
        await app.db.delete(idempotencyKeys).where(and(where, lt(idempotencyKeys.expiresAt, sql`now()`)));
        continue;
      }
      if (stored.fingerprint !== fingerprint) {
        throw new HttpError(422, 'request.idempotency_key_reused', {
          code: 'idempotency_key_reused',
        });
      }
      if (stored.responseStatus === null && Date.now() - stored.createdAt.getTime() > ABANDONED_MS) {
        // The process that claimed it died mid-request: the key is free again.
        await app.db.delete(idempotencyKeys).where(and(where, eq(idempotencyKeys.fingerprint, fingerprint)));
        continue;
      }
      if (stored.responseStatus === null || stored.responseBody === null) {
        throw new HttpError(409, 'request.idempotency_in_flight', {
          code: 'idempotency_in_flight',
        });
      }
      return reply
        .code(stored.responseStatus)
        .header('idempotent-replayed', 'true')
        .type('application/json; charset=utf-8')
        .send(stored.responseBody);
    }
    throw new HttpError(409, 'request.idempotency_in_flight', {
      code: 'idempotency_in_flight',
    });
  });

  // Registered before @fastify/compress, so the payload here is the serialized JSON text.
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = (request as Claimed)[CLAIM];
    if (!claim) return payload;
    (request as Claimed)[CLAIM] = undefined;
    const where = and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key));
    if ((reply.statusCode >= 500 && !claim.keepFailure) || typeof payload !== 'string') {
      await app.db.delete(idempotencyKeys).where(where);
    } else {
      await app.db.update(idempotencyKeys).set({ responseStatus: reply.statusCode, responseBody: payload }).where(where);
    }
    return payload;
  });
}

export default fp(idempotencyPlugin, { name: 'idempotency' });
