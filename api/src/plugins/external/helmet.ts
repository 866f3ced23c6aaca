/**
 * Response headers for every API answer: `@fastify/helmet` (nosniff, frame-ancestors 'none', a
 * CSP that allows nothing — the API serves JSON and images, never pages —, HSTS, a strict
 * referrer policy), with `Cross-Origin-Resource-Policy: cross-origin` because the store's apps
 * on other origins show the API's /media images.
 *
 * helmet's headers are computed once at start ({@link helmetHeaders}) and set by one sync hook.
 *
 * Personal data is never cached: a response gets `Cache-Control: no-store` when its route sets
 * `config: { personal: true }`, when its path starts with one of PERSONAL_PREFIXES (so the
 * account, billing and partner routes, and any added under them, get it by default), when the request
 * carried a session cookie or the response sets one. `config: { personal: false }` opts out.
 */
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer holds personal data: never stored by a cache (`Cache-Control: no-store`). */
    personal?: boolean;
  }
}

/** Paths whose answers are personal whatever the route says. */
export const PERSONAL_PREFIXES = [
  '/api/auth',
  '/api/getUser',
  '/api/user',
  '/api/account',
  '/api/orders',
  '/api/favorites',
  '/api/cards',
  '/api/payment',
  '/api/billing',
  '/api/vendor',
  '/api/partner',
  '/api/admin',
  '/api/dev',
];

const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?manzil_[a-z]*sid=/;

export function isPersonal(request: FastifyRequest, reply: FastifyReply): boolean {
  const flag = request.routeOptions.config?.personal;
  if (flag !== undefined) return flag;
  const path = request.url.split('?')[0]!;
  if (PERSONAL_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return true;
  return SESSION_COOKIE.test(request.headers.cookie ?? '') || reply.hasHeader('set-cookie');
}

/** The helmet options of every answer (see the module's comment). */
const HELMET_OPTIONS = {
  global: true,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], styleSrc: ["'unsafe-inline'"], imgSrc: ["'self'", 'data:'] },
  },
  crossOriginResourcePolicy: { policy: 'cross-origin' as const },
  crossOriginOpenerPolicy: { policy: 'same-origin' as const },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
};

/** Headers of a bare answer that are not helmet's. */
const NOT_HELMET = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * The headers @fastify/helmet adds with {@link HELMET_OPTIONS}, computed once by asking a
 * throw-away Fastify instance with the plugin for one answer. They depend on nothing in the
 * request (no CSP nonces), and @fastify/helmet builds the whole helmet middleware again for every
 * request (two onRequest hooks, the CSP parsed each time): about 6 % of a cached answer's CPU.
 * The same headers, set from this table, cost one sync hook.
 */
export async function helmetHeaders(): Promise<Record<string, string>> {
  const probe = Fastify();
  try {
    await probe.register(helmet, HELMET_OPTIONS);
    probe.get('/', async () => 'ok');
    const response = await probe.inject({ url: '/' });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (!NOT_HELMET.has(name) && value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    if (!headers['content-security-policy'] || !headers['x-content-type-options']) {
      throw new Error('helmet set none of its headers: the probe is broken');
    }
    return headers;
  } finally {
    await probe.close();
  }
}

async function helmetPlugin(app: FastifyInstance) {
  const headers = await helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (isPersonal(request, reply)) reply.header('cache-control', 'no-store');
    return payload;
  });
}

export default fp(helmetPlugin, { name: 'helmet' });
