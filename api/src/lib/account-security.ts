/**
 * What the account routes need from the security layer (issue 8): rate limits on every call that
 * checks a code or a password, and session rotation. Kept in one file so adopting the shared
 * limiter and `app.sessions` rotate/end-all is a one-line change per function.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { sessions } from '../db/schema.ts';

/** Which limit a route takes: `otp` (send/verify/reset a code), `password` (change password). */
export type AccountLimit = 'otp' | 'password';

/**
 * Route options that rate-limit an account call. Empty until the security foundation registers
 * its limiter; then `{ config: { rateLimit: LIMITS[kind] } }`.
 */
export function accountRateLimit(_kind: AccountLimit): Record<string, never> {
  return {};
}

/** Ends every session of the account (every kind, every device). */
export async function endAllSessions(app: FastifyInstance, userId: number): Promise<void> {
  await app.db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Ends every session of the account and starts a fresh shopper session for this request. */
export async function rotateSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
  await endAllSessions(app, userId);
  await app.sessions.start(request, reply, 'shopper', userId);
}
