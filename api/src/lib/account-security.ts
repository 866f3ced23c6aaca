/**
 * What the account routes take from the security foundation (docs/security.md): the named
 * brute-force limits and session rotation, in one place.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LimitConfig } from '../plugins/external/rate-limit.ts';

/** `sendCode` (send-otp), `codeCheck` (verify-otp, reset-password), `password` (change-password). */
export type AccountLimit = 'sendCode' | 'codeCheck' | 'password';

/**
 * Route options that rate-limit an account call: per client address and per account (the body's
 * e-mail; for change-password, the session's user). A limited call answers 429 `rate_limited`.
 */
export function accountRateLimit(app: FastifyInstance, kind: AccountLimit): { config: { limit: LimitConfig } } {
  if (kind === 'password') {
    return {
      config: {
        limit: {
          name: 'codeCheck',
          account: async (request: FastifyRequest) => String((await app.sessions.require(request, 'shopper')).userId),
        },
      },
    };
  }
  return { config: { limit: kind } };
}

/** Ends every session of the account (every kind, every device). */
export async function endAllSessions(app: FastifyInstance, userId: number): Promise<void> {
  await app.sessions.endAll(userId);
}

/** Gives this request's shopper session a new id and ends every other session of the account. */
export async function rotateSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await app.sessions.rotate(request, reply, 'shopper', { endOthers: true });
}
