import { type Credentials } from '@manzil/shared';
import { adminLogin as signIn, adminLogout as signOut } from '@manzil/shared/admin';
import type { AdminSession } from '@manzil/shared/contract';

/** The staff member as kept in localStorage under `admin` (SPEC §3) by shared's adminSessionStore. */
export type { AdminSession };

/**
 * Signs an admin in (POST /api/admin/login; the server sets its HttpOnly admin cookie).
 * @throws ApiError 401 with the server's sentence on bad credentials.
 */
export async function adminLogin(credentials: Credentials): Promise<AdminSession> {
  return (await signIn(credentials)).admin;
}

/** Ends the admin session; failures are ignored (the cookie may already be gone). */
export async function adminLogout(): Promise<void> {
  try {
    await signOut();
  } catch {
    // The stored admin is cleared regardless.
  }
}
