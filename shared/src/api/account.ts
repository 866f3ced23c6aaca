import type { AdminSession } from '../contract/admin.ts';
import type {
  Credentials,
  Product,
  SessionResponse,
  SignupConfirmBody,
  SignupInput,
  SignupResponse,
  UserProfile,
  UserSession,
} from '../contract/index.ts';
import { request } from './client';

/** POST /api/auth/login — signs a shopper in (sets the HttpOnly session cookie). ApiError 401 on bad credentials. */
export const login = (body: Credentials): Promise<{ user: UserSession }> => request('api/auth/login', { method: 'post', json: body });

/**
 * POST /api/auth/signup — asks for a shopper account: 202 `{ message }` for every e-mail (the
 * link to finish goes to the address; an existing account's owner is told instead). ApiError 400
 * invalid field or common password, 429 too many sign-ups.
 */
export const signup = (body: SignupInput): Promise<SignupResponse> => request('api/auth/signup', { method: 'post', json: body });

/**
 * POST /api/auth/signup/confirm — the e-mailed link's token: creates the account and signs in
 * (201 `{ user }`, session cookie). ApiError 400 `invalid_signup_link` (expired, used or replaced), 409 `email_taken`.
 */
export const confirmSignup = (body: SignupConfirmBody): Promise<{ user: UserSession }> =>
  request('api/auth/signup/confirm', { method: 'post', json: body });

/** POST /api/auth/logout — ends the shopper's session on the server. */
export const logout = (): Promise<void> => request('api/auth/logout', { method: 'post' });

/** GET /api/auth/session — the shopper the cookie belongs to, `{ user: null }` when nobody is signed in (sessionResponseSchema). */
export const getSession = (): Promise<SessionResponse> => request('api/auth/session');

/** GET /api/getUser — the signed-in shopper's profile (SPEC §7). */
export const getUser = (): Promise<UserProfile> => request('api/getUser');

/** GET /api/admin/session — the staff member the cookie belongs to, with their current staff role; ApiError 401 when there is none (or the member was deactivated). */
export const getAdminSession = (): Promise<{ admin: AdminSession }> => request('api/admin/session');

/** GET /api/favorites/{userId} — the shopper's favorite products (SPEC §7). */
export const getFavorites = (userId: string): Promise<Product[]> => request(`api/favorites/${encodeURIComponent(userId)}`);

/** POST /api/favorites/add — JSON {userSession, productId} (SPEC §7); the server checks the cookie's user. */
export const addFavorite = (userSession: string, productId: string): Promise<unknown> =>
  request('api/favorites/add', { method: 'post', json: { userSession, productId } });

/** POST /api/favorites/remove — JSON {userSession, productId} (SPEC §7). */
export const removeFavorite = (userSession: string, productId: string): Promise<unknown> =>
  request('api/favorites/remove', { method: 'post', json: { userSession, productId } });

/** POST /api/newsletter/subscribe — JSON {email} (SPEC §7); ApiError whose body has `error` on failure. */
export const subscribeNewsletter = (email: string): Promise<{ message: string }> =>
  request('api/newsletter/subscribe', { method: 'post', json: { email } });

/** What a failed region reports to POST /api/client-errors. */
export interface ClientErrorReport {
  message: string;
  remote?: string;
  url?: string;
  stack?: string;
}

/** POST /api/client-errors — reports a client failure (best effort: never throws). */
export async function reportClientError(report: ClientErrorReport): Promise<void> {
  try {
    await request('api/client-errors', {
      method: 'post',
      json: { ...report, message: report.message.slice(0, 2000), stack: report.stack?.slice(0, 8000) },
    });
  } catch {
    // Reporting must never raise a second failure.
  }
}
