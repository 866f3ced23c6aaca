import type { FastifyRequest } from 'fastify';

/** Which browser origins may call the API with credentials. */
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;

/**
 * With a configured list (CORS_ORIGINS), exactly those origins; without one (null, development
 * only: buildApp turns a production null into an empty list), any http://localhost:* or
 * http://127.0.0.1:* origin, for the apps' dev servers.
 */
export function isAllowedOrigin(origin: string, allowed: string[] | null | undefined): boolean {
  return allowed ? allowed.includes(origin) : LOCAL_ORIGIN.test(origin);
}

/**
 * The request's `Origin` when the API allows it (see {@link isAllowedOrigin}: CORS_ORIGINS, else
 * local dev origins), else null: where a link sent back to the page (3-D Secure return, e-mail
 * links) may point, so that a forged `Origin` never chooses it.
 */
export function allowedOrigin(request: FastifyRequest, allowed: string[] | null | undefined): string | null {
  const origin = request.headers.origin;
  return typeof origin === 'string' && isAllowedOrigin(origin, allowed) ? origin : null;
}
