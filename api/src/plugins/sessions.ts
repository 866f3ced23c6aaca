/**
 * Cookie sessions. The cookie carries a random 32-byte id (base64url); the database keeps only
 * its SHA-256, the account and an expiry, so any API process can check it and a leaked table
 * does not leak sessions. One cookie per kind of account: shopper, vendor, admin.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { sessions, users, vendors } from '../db/schema.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';

export type SessionKind = 'shopper' | 'vendor' | 'admin';

export const COOKIE_NAMES: Record<SessionKind, string> = {
  shopper: 'manzil_sid',
  vendor: 'manzil_vsid',
  admin: 'manzil_asid',
};

export const SESSION_DAYS = 30;
const SESSION_MS = SESSION_DAYS * 86_400_000;

/** The account behind a valid session cookie. */
export interface SessionAccount {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  role: SessionKind;
  /** Set for vendor sessions. */
  vendorId: number | null;
  shopName: string | null;
}

export interface SessionService {
  /** Starts a session for `userId` and sets its cookie on the reply. */
  start(request: FastifyRequest, reply: FastifyReply, kind: SessionKind, userId: number): Promise<void>;
  /** The account of the request's cookie, or null when there is none or it expired. */
  read(request: FastifyRequest, kind: SessionKind): Promise<SessionAccount | null>;
  /** Like `read`, but answers 401 when there is no valid session. */
  require(request: FastifyRequest, kind: SessionKind): Promise<SessionAccount>;
  /** Like `require`, and answers 403 unless the path or body id is the session's own. */
  requireOwner(request: FastifyRequest, kind: SessionKind, claimedId: string | number): Promise<SessionAccount>;
  /** Deletes the session row and clears the cookie. */
  end(request: FastifyRequest, reply: FastifyReply, kind: SessionKind): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
  }
}

const hashId = (id: string) => createHash('sha256').update(id).digest('hex');

function cookieOptions(request: FastifyRequest) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https' };
}

async function sessionsPlugin(app: FastifyInstance) {
  const service: SessionService = {
    async start(request, reply, kind, userId) {
      const id = randomBytes(32).toString('base64url');
      const now = new Date();
      await app.db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
      await app.db.insert(sessions).values({ idHash: hashId(id), userId, kind, expiresAt: new Date(now.getTime() + SESSION_MS) });
      reply.setCookie(COOKIE_NAMES[kind], id, { ...cookieOptions(request), maxAge: SESSION_MS / 1000 });
    },

    async read(request, kind) {
      const id = request.cookies[COOKIE_NAMES[kind]];
      if (!id || id.length > 100) return null;
      const [row] = await app.db
        .select({
          userId: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          role: users.role,
          vendorId: vendors.id,
          shopName: vendors.shopName,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(vendors, eq(vendors.userId, users.id))
        .where(and(eq(sessions.idHash, hashId(id)), eq(sessions.kind, kind), gt(sessions.expiresAt, sql`now()`)))
        .limit(1);
      return row ?? null;
    },

    async require(request, kind) {
      const account = await service.read(request, kind);
      if (!account) throw unauthorized(kind === 'shopper' ? 'Please sign in to continue.' : `Please sign in to the ${kind} area to continue.`);
      return account;
    },

    async requireOwner(request, kind, claimedId) {
      const account = await service.require(request, kind);
      const own = kind === 'vendor' ? account.vendorId : account.userId;
      if (String(claimedId) !== String(own)) throw forbidden('You can only see and change your own account.');
      return account;
    },

    async end(request, reply, kind) {
      const id = request.cookies[COOKIE_NAMES[kind]];
      if (id && id.length <= 100) await app.db.delete(sessions).where(eq(sessions.idHash, hashId(id)));
      reply.clearCookie(COOKIE_NAMES[kind], cookieOptions(request));
    },
  };
  app.decorate('sessions', service);
}

export default fp(sessionsPlugin, { name: 'sessions', dependencies: ['database'] });
