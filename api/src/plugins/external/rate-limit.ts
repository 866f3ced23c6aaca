/**
 * Brute-force limits (`@fastify/rate-limit`), registered before every other plugin with
 * `global: false`: a route opts in with one line of config,
 *
 *     app.post('/login', { config: { limit: 'signIn' }, schema: … }, handler)
 *
 * and then gets two limits of that name (see LIMITS): per client address, counted on every
 * request before the body is read (the library's onRequest hook), and per account — the body's
 * `email`, trimmed, lower-cased and hashed — checked after validation. `signIn` and `codeCheck`
 * count failures only: a request answered below 400 takes its hit back. Each limit has its own
 * counters, so a sign-in lockout never blocks `sendCode`/`codeCheck` (a locked-out owner can
 * still reset the password by OTP). For another account key (a session's user, say) pass
 * `config: { limit: { name: 'codeCheck', account: (request) => … } }`.
 *
 * The client address is `request.ip`: the socket's, unless TRUST_PROXY names the proxy in front.
 * Counters live in Redis when REDIS_URL is set, else in the database (`rate_limits`, shared by
 * every API process), and in memory only for the embedded single-process PGlite default.
 * A limited request gets 429 `{ message, code: 'rate_limited' }` with `Retry-After` (seconds).
 */
import { createHash } from 'node:crypto';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/errors.ts';
import { databaseStore, memoryStore, rateLimitStoreClass, redisStore, type CounterStore } from '../../lib/rate-limit-store.ts';
import { msg, waitValue } from '../../i18n/translate.ts';

export interface Limit {
  max: number;
  windowMs: number;
}

export interface LimitProfile {
  /** Per client address, every request counted (`afterValidation`: only well-formed ones). */
  address: Limit & { afterValidation?: boolean };
  /** Each route counts on its own (forms); otherwise every route of the limit shares the
   * counters (the three sign-ins are one target). */
  perRoute?: boolean;
  /** Per account (the body's e-mail unless the route says otherwise). */
  account?: Limit & { failuresOnly?: boolean };
}

const MINUTE = 60_000;

/** The named limits routes opt into. */
export const LIMITS = {
  /** Shopper, vendor and admin sign-ins: 10 failed sign-ins per account per 15 minutes. */
  signIn: { address: { max: 100, windowMs: 15 * MINUTE }, account: { max: 10, windowMs: 15 * MINUTE, failuresOnly: true } },
  /** Checking a code or a current password (verify-otp, reset-password, change-password). */
  codeCheck: { address: { max: 50, windowMs: 15 * MINUTE }, account: { max: 10, windowMs: 15 * MINUTE, failuresOnly: true } },
  /** Sending a code by e-mail (send-otp). */
  sendCode: { address: { max: 20, windowMs: 15 * MINUTE }, account: { max: 5, windowMs: 15 * MINUTE } },
  /** Shopper sign-up: each one hashes a password and sends an e-mail (a link, or a notice to the owner). */
  signUp: { address: { max: 20, windowMs: 15 * MINUTE }, account: { max: 5, windowMs: 15 * MINUTE } },
  /** Opening a sign-up link (its token is 256 random bits; this bounds the lookups a script makes). */
  signUpLink: { address: { max: 30, windowMs: 15 * MINUTE } },
  /** Public forms that send e-mail (contact, newsletter). */
  form: { perRoute: true, address: { max: 20, windowMs: 10 * MINUTE, afterValidation: true }, account: { max: 5, windowMs: 10 * MINUTE } },
  /** Vendor applications: each creates an account and claims uploaded documents. */
  partnerApply: { address: { max: 30, windowMs: 60 * MINUTE }, account: { max: 5, windowMs: 60 * MINUTE } },
  /** Uploads: an applicant sends documents before the account exists. */
  upload: { address: { max: 120, windowMs: 10 * MINUTE } },
  /** Upload tokens of applicants without an account: each allows 6 documents, 25 MB in all. */
  uploadToken: { address: { max: 5, windowMs: 60 * MINUTE } },
  /** Order tracking (number + e-mail): guessing the e-mail of a known order number is a code check. */
  orderTrack: { address: { max: 60, windowMs: 15 * MINUTE }, account: { max: 10, windowMs: 15 * MINUTE, failuresOnly: true } },
  /** Placing orders: each one holds stock and may charge a card, so a script cannot flood it. */
  placeOrder: { address: { max: 120, windowMs: 10 * MINUTE }, account: { max: 30, windowMs: 10 * MINUTE } },
  /** Error reports from the apps. */
  clientErrors: { perRoute: true, address: { max: 60, windowMs: MINUTE } },
} as const satisfies Record<string, LimitProfile>;

export type LimitName = keyof typeof LIMITS;

/** The account a request is about (null: none, only the address limit applies). */
export type AccountKey = (request: FastifyRequest) => string | null | undefined | Promise<string | null | undefined>;

export type LimitConfig = LimitName | { name: LimitName; account?: AccountKey };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Opt into a named brute-force limit (plugins/external/rate-limit.ts). */
    limit?: LimitConfig;
  }
  interface FastifyInstance {
    /** The counters behind every limit (tests clear them; docs/security.md). */
    limits: { store: CounterStore };
  }
}

export interface RateLimitOptions {
  /** Where counters live: `redis` (needs redisUrl), `database` (rate_limits) or `memory`. */
  store: 'memory' | 'database' | 'redis';
  redisUrl?: string;
}

/** Normalised e-mail of the body (`email`), or null. */
export function bodyEmail(request: FastifyRequest): string | null {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email.normalize('NFKC').trim().toLowerCase() : null;
}

const accountHash = (account: string) => createHash('sha256').update(account).digest('base64url').slice(0, 32);

/** 429 `rate_limited`: wait `ttlMs` (written in the request's language), or reset the password after failed sign-ins. */
export function rateLimited(ttlMs: number, name: LimitName | 'address'): HttpError {
  return new HttpError(429, msg(name === 'signIn' ? 'auth.sign_in_rate_limited' : 'request.rate_limited', { wait: waitValue(ttlMs) }), {
    code: 'rate_limited',
  });
}

async function rateLimitPlugin(app: FastifyInstance, options: RateLimitOptions) {
  let store: CounterStore | null = null;
  // Loaded only when counters live in Redis: a process without it does not pay for the client at start.
  const Redis = options.store === 'redis' ? (await import('ioredis')).Redis : null;
  // The database plugin registers after this one; the store is made at the first request.
  const counters = (): CounterStore => {
    if (store) return store;
    if (options.store === 'redis') {
      if (!options.redisUrl || !Redis) throw new Error('The redis rate-limit store needs REDIS_URL.');
      store = redisStore(new Redis(options.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true }));
    } else if (options.store === 'database') store = databaseStore(app.db);
    else store = memoryStore();
    return store;
  };
  app.decorate('limits', {
    get store() {
      return counters();
    },
  });
  app.addHook('onClose', async () => store?.close());

  const Store = rateLimitStoreClass({
    kind: options.store,
    incr: (key, windowMs) => counters().incr(key, windowMs),
    read: (key) => counters().read(key),
    decr: (key) => counters().decr(key),
    clear: () => counters().clear(),
    close: async () => {},
  });

  // Turns `config.limit` into the library's per-route config and our account hooks. Added before
  // the library registers, so this onRoute hook runs before the library's reads `rateLimit`.
  app.addHook('onRoute', (route) => {
    const config = route.config?.limit;
    if (!config) return;
    const name = typeof config === 'string' ? config : config.name;
    const profile: LimitProfile = LIMITS[name];
    if (!profile) throw new Error(`Unknown rate limit "${name}" on ${route.method} ${route.url}`);
    const accountOf: AccountKey = (typeof config === 'object' && config.account) || bodyEmail;
    const scope = profile.perRoute ? `${name}:${route.url}` : name;

    route.config = {
      ...route.config,
      rateLimit: {
        max: profile.address.max,
        timeWindow: profile.address.windowMs,
        keyGenerator: (request: FastifyRequest) => `${scope}:ip:${normalizeIP(request.ip)}`,
        // A form's malformed requests send nothing and are refused before any work: not counted.
        hook: profile.address.afterValidation ? 'preHandler' : 'onRequest',
        errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => rateLimited(context.ttl, 'address'),
      },
    };

    const account = profile.account;
    if (!account) return;
    const keyFor = new WeakMap<FastifyRequest, string>();
    const check: preHandlerHookHandler = async function (request: FastifyRequest, reply: FastifyReply) {
      const who = await accountOf(request);
      if (!who) return;
      const key = `${scope}:acct:${accountHash(who)}`;
      const count = await counters().incr(key, account.windowMs);
      if (count.current > account.max) {
        reply.header('retry-after', Math.max(1, Math.ceil(count.ttl / 1000)));
        throw rateLimited(count.ttl, name);
      }
      keyFor.set(request, key);
    };
    route.preHandler = [check, ...(route.preHandler ? [route.preHandler].flat() : [])];
    if (account.failuresOnly) {
      const refund: onResponseHookHandler = async function (request: FastifyRequest, reply: FastifyReply) {
        const key = keyFor.get(request);
        if (key && reply.statusCode < 400) await counters().decr(key);
      };
      route.onResponse = [...(route.onResponse ? [route.onResponse].flat() : []), refund];
    }
  });

  await app.register(rateLimit, {
    global: false,
    store: Store,
    keyGenerator: (request: FastifyRequest) => `ip:${normalizeIP(request.ip)}`,
    errorResponseBuilder: (_request, context) => rateLimited(context.ttl, 'address'),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
