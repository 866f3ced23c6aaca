/** Checking credentials, shared by the shopper, vendor and admin sign-ins. */
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';
import { DUMMY_HASH, verifyPassword } from './passwords.ts';

/** The one answer for an unknown e-mail, a wrong password or the wrong kind of account, so a
 * sign-in form does not tell which e-mails have accounts. */
export const LOGIN_FAILED = 'The e-mail or password you entered is not correct.';

export type AccountRole = 'shopper' | 'vendor' | 'admin';

/** The account for these credentials if it has `role`; otherwise a 401 with LOGIN_FAILED. */
export async function checkCredentials(app: FastifyInstance, email: string, password: string, role: AccountRole) {
  const found = await app.repos.users.findByEmail(email.trim().toLowerCase());
  // Hash even when the e-mail is unknown, so the answer takes as long either way.
  const ok = await verifyPassword(password, found?.user.passwordHash ?? DUMMY_HASH);
  if (!found || !ok || found.user.role !== role || (role === 'vendor' && found.vendorId === null)) {
    throw new HttpError(401, LOGIN_FAILED, { code: 'invalid_credentials' });
  }
  return found;
}
