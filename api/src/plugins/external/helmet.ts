/**
 * Response headers for every API answer: `@fastify/helmet` (nosniff, frame-ancestors 'none', a
 * CSP that allows nothing — the API serves JSON and images, never pages —, HSTS, a strict
 * referrer policy), with `Cross-Origin-Resource-Policy: cross-origin` because the store's apps
 * on other origins show the API's /media images.
 *
 * Personal data is never cached: a response gets `Cache-Control: no-store` when its route sets
 * `config: { personal: true }`, when its path starts with one of PERSONAL_PREFIXES (so the
 * account, billing and partner routes other issues add get it by default), when the request
 * carried a session cookie or the response sets one. `config: { personal: false }` opts out.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

async function helmetPlugin(app: FastifyInstance) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], styleSrc: ["'unsafe-inline'"], imgSrc: ["'self'", 'data:'] },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (isPersonal(request, reply)) reply.header('cache-control', 'no-store');
    return payload;
  });
}

export default fp(helmetPlugin, { name: 'helmet' });
