import { request, type Credentials } from '@manzil/shared';

/** The admin as kept in localStorage under `admin` (SPEC §3) by shared's adminSessionStore. */
export interface AdminSession {
  id: string;
  email: string;
}

type AdminLoginResponse = { admin?: Partial<AdminSession> & { _id?: string; userId?: string } } & Partial<AdminSession> & {
    user?: Partial<AdminSession> & { _id?: string };
  };

/**
 * POST /api/admin/login — signs an admin in (the server sets its HttpOnly admin cookie).
 * @manzil/shared has no function for it, so it goes through shared's `request`. The answer is
 * read as `{ admin: { id, email } }`, also accepting the admin at the top level or under `user`.
 * @throws ApiError 401 with the server's sentence on bad credentials.
 */
export async function adminLogin(credentials: Credentials): Promise<AdminSession> {
  const body = await request<AdminLoginResponse>('api/admin/login', { method: 'post', json: credentials });
  const admin = body?.admin ?? body?.user ?? body ?? {};
  const id = String(admin.id ?? (admin as { _id?: string })._id ?? (admin as { userId?: string }).userId ?? '');
  return { id, email: admin.email ?? credentials.email };
}

/** POST /api/admin/logout — ends the admin session; failures are ignored (signing out always works here). */
export async function adminLogout(): Promise<void> {
  try {
    await request('api/admin/logout', { method: 'post' });
  } catch {
    // The cookie may already be gone; the stored admin is cleared regardless.
  }
}
