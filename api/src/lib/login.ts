/** Checking credentials, shared by the shopper, vendor and admin sign-ins. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema.ts';
import { HttpError } from './errors.ts';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { MESSAGES } from '../i18n/messages.ts';

/** The one answer for an unknown e-mail, a wrong password or the wrong kind of account, so a
 * sign-in form does not tell which e-mails have accounts. */
export const LOGIN_FAILED = MESSAGES['auth.invalid_credentials'].en;

export type AccountRole = 'shopper' | 'vendor' | 'admin';

/** The account for these credentials if it has `role`; otherwise a 401 with LOGIN_FAILED
 * (`code: 'invalid_credentials'`). A password stored with an older scheme (scrypt N=2^14) is
 * re-hashed with argon2id once it has been checked. */
export async function checkCredentials(app: FastifyInstance, email: string, password: string, role: AccountRole) {
  const found = await app.repos.users.findByEmail(email.trim().toLowerCase());
  // Hash even when the e-mail is unknown, so the answer takes as long either way.
  const ok = await verifyPassword(password, found?.user.passwordHash ?? (await dummyHash()));
  if (!found || !ok || found.user.role !== role || (role === 'vendor' && found.vendorId === null)) {
    throw new HttpError(401, 'auth.invalid_credentials', { code: 'invalid_credentials' });
  }
  if (needsRehash(found.user.passwordHash)) {
    await app.db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, found.user.id));
  }
  return found;
}
