/**
 * Cookie sessions. The cookie carries a random 32-byte id (base64url); the database keeps only
 * its SHA-256, the account, when it started, when it was last used and its absolute end, so any
 * API process can check it and a leaked table does not leak sessions. One cookie per kind of
 * account: shopper, vendor, admin.
 *
 * Lifetimes per role (enforced here, on every read): shopper 30 days absolute / 7 days idle,
 * vendor 12 h / 2 h, admin 8 h / 30 min. `last_seen_at` is touched at most once a minute.
 * Every sign-in issues a new id and revokes the one the browser held; `rotate` does the same for
 * a password change, `endAll` signs an account out everywhere (a password reset).
 *
 * Cookies are HttpOnly and SameSite=Lax. In production (`secureCookies`), and in any mode when
 * the request came over HTTPS (the socket's TLS, or X-Forwarded-Proto from a proxy TRUST_PROXY
 * names), they are `Secure` and named with the `__Host-` prefix (no Domain, Path=/), so a sibling
 * sub-domain cannot plant one and a plain-http request never carries one — whatever the proxy
 * setting.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { sessions, users, vendors } from '../db/schema.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';

export type SessionKind = 'shopper' | 'vendor' | 'admin';

/** Cookie names over plain HTTP (development); over HTTPS each gets the `__Host-` prefix. */
export const COOKIE_NAMES: Record<SessionKind, string> = {
  shopper: 'manzil_sid',
  vendor: 'manzil_vsid',
  admin: 'manzil_asid',
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Absolute and idle lifetimes per role, in milliseconds. */
export const SESSION_LIFETIMES: Record<SessionKind, { absoluteMs: number; idleMs: number }> = {
  shopper: { absoluteMs: 30 * DAY, idleMs: 7 * DAY },
  vendor: { absoluteMs: 12 * HOUR, idleMs: 2 * HOUR },
  admin: { absoluteMs: 8 * HOUR, idleMs: 30 * 60_000 },
};

/** `last_seen_at` is written at most this often per session. */
export const TOUCH_EVERY_MS = 60_000;

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
  /** Starts a session for `userId` with a new id, revokes the session the request's cookie of
   * this kind held (if any) and sets the cookie on the reply. */
  start(request: FastifyRequest, reply: FastifyReply, kind: SessionKind, userId: number): Promise<void>;
  /** The account of the request's cookie, or null when there is none, it expired (absolute or
   * idle lifetime) or was revoked. */
  read(request: FastifyRequest, kind: SessionKind): Promise<SessionAccount | null>;
  /** Like `read`, but answers 401 when there is no valid session. */
  require(request: FastifyRequest, kind: SessionKind): Promise<SessionAccount>;
  /** Like `require`, and answers 403 unless the path or body id is the session's own. */
  requireOwner(request: FastifyRequest, kind: SessionKind, claimedId: string | number): Promise<SessionAccount>;
  /** For a password change: a new session id for the request's account (the old one revoked,
   * the cookie replaced) and, unless `endOthers: false`, every other session of the account
   * ended. 401 without a valid session. */
  rotate(request: FastifyRequest, reply: FastifyReply, kind: SessionKind, options?: { endOthers?: boolean }): Promise<SessionAccount>;
  /** Ends every session of `userId` (all kinds) — a password reset — except the one this
   * request holds (or was just given) when `except` is passed. Returns how many ended. */
  endAll(userId: number, options?: { except?: FastifyRequest }): Promise<number>;
  /** Deletes the session row and clears the cookie. */
  end(request: FastifyRequest, reply: FastifyReply, kind: SessionKind): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
  }
}

const hashId = (id: string) => createHash('sha256').update(id).digest('hex');
const ISSUED = Symbol('manzil.sessionIssued');
type WithIssued = FastifyRequest & { [ISSUED]?: string[] };

/** Options of the sessions plugin. */
export interface SessionsOptions {
  /** `Secure` + `__Host-` cookies on every request, over HTTPS or not (production's default;
   * buildApp's `secureCookies`). Without it, only requests that came over HTTPS get them. */
  secureCookies?: boolean;
}

async function sessionsPlugin(app: FastifyInstance, options: SessionsOptions) {
  const secureRequest = (request: FastifyRequest) => options.secureCookies === true || request.protocol === 'https';

  /** The cookie name for this request: `__Host-<name>` when the cookie is Secure. */
  const cookieName = (request: FastifyRequest, kind: SessionKind) =>
    secureRequest(request) ? `__Host-${COOKIE_NAMES[kind]}` : COOKIE_NAMES[kind];

  const cookieOptions = (request: FastifyRequest) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secureRequest(request),
  });

  function cookieId(request: FastifyRequest, kind: SessionKind): string | null {
    const id = request.cookies[cookieName(request, kind)];
    return id && id.length <= 100 ? id : null;
  }

  async function issue(request: FastifyRequest, reply: FastifyReply, kind: SessionKind, userId: number) {
    const id = randomBytes(32).toString('base64url');
    const now = new Date();
    const { absoluteMs } = SESSION_LIFETIMES[kind];
    await app.db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
    await app.db
      .insert(sessions)
      .values({ idHash: hashId(id), userId, kind, expiresAt: new Date(now.getTime() + absoluteMs), lastSeenAt: now });
    ((request as WithIssued)[ISSUED] ??= []).push(hashId(id));
    reply.setCookie(cookieName(request, kind), id, { ...cookieOptions(request), maxAge: absoluteMs / 1000 });
  }

  async function revokeCurrent(request: FastifyRequest, kind: SessionKind) {
    const id = cookieId(request, kind);
    if (id) await app.db.delete(sessions).where(eq(sessions.idHash, hashId(id)));
  }

  const service: SessionService = {
    async start(request, reply, kind, userId) {
      await revokeCurrent(request, kind);
      await issue(request, reply, kind, userId);
    },

    async read(request, kind) {
      const id = cookieId(request, kind);
      if (!id) return null;
      const idleSeconds = SESSION_LIFETIMES[kind].idleMs / 1000;
      const [row] = await app.db
        .select({
          userId: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          role: users.role,
          vendorId: vendors.id,
          shopName: vendors.shopName,
          idHash: sessions.idHash,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(vendors, eq(vendors.userId, users.id))
        .where(
          and(
            eq(sessions.idHash, hashId(id)),
            eq(sessions.kind, kind),
            gt(sessions.expiresAt, sql`now()`),
            gt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${idleSeconds})`),
          ),
        )
        .limit(1);
      if (!row) return null;
      const { idHash, lastSeenAt, ...account } = row;
      if (Date.now() - lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await app.db
          .update(sessions)
          .set({ lastSeenAt: sql`now()` })
          .where(eq(sessions.idHash, idHash));
      }
      return account;
    },

    async require(request, kind) {
      const account = await service.read(request, kind);
      if (!account)
        throw unauthorized(kind === 'shopper' ? 'Please sign in to continue.' : `Please sign in to the ${kind} area to continue.`);
      return account;
    },

    async requireOwner(request, kind, claimedId) {
      const account = await service.require(request, kind);
      const own = kind === 'vendor' ? account.vendorId : account.userId;
      if (String(claimedId) !== String(own)) throw forbidden('You can only see and change your own account.');
      return account;
    },

    async rotate(request, reply, kind, options = {}) {
      const account = await service.require(request, kind);
      await revokeCurrent(request, kind);
      await issue(request, reply, kind, account.userId);
      if (options.endOthers !== false) await service.endAll(account.userId, { except: request });
      return account;
    },

    async endAll(userId, options = {}) {
      const keep = new Set<string>((options.except as WithIssued | undefined)?.[ISSUED] ?? []);
      if (options.except) {
        for (const kind of Object.keys(COOKIE_NAMES) as SessionKind[]) {
          const id = cookieId(options.except, kind);
          if (id) keep.add(hashId(id));
        }
      }
      const kept = [...keep];
      const condition = kept.length
        ? and(eq(sessions.userId, userId), ...kept.map((hash) => ne(sessions.idHash, hash)))
        : eq(sessions.userId, userId);
      const ended = await app.db.delete(sessions).where(condition).returning({ idHash: sessions.idHash });
      return ended.length;
    },

    async end(request, reply, kind) {
      await revokeCurrent(request, kind);
      reply.clearCookie(cookieName(request, kind), cookieOptions(request));
    },
  };
  app.decorate('sessions', service);
}

export default fp(sessionsPlugin, { name: 'sessions', dependencies: ['database'] });
