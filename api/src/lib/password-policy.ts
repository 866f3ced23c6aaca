/**
 * What a new password must be: the contract's password rules (`@manzil/shared/contract`,
 * `passwordRulesSchema`), of which the server enforces the length (SPEC §9: at least 8
 * characters; SPEC §5 shows the other rules without enforcing them), and, beyond them, not one
 * of the most common passwords (OWASP ASVS 5.0 §6.2). The list is Mozilla's, from
 * `fxa-common-password-list` (the ~10,000 most common passwords, as Firefox Accounts refuses them).
 */
import { passwordRules } from '@manzil/shared/contract';
import { MESSAGES } from '../i18n/messages.ts';
import { HttpError } from './errors.ts';

export const COMMON_PASSWORD = MESSAGES['password.common'].en;

/**
 * Whether `password` is on the common-passwords list (as typed, or lower-cased). The list is
 * loaded on the first check, not when the process starts (its module costs a start a few hundred
 * milliseconds).
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const { default: commonPasswords } = await import('fxa-common-password-list');
  return commonPasswords.test(password) || commonPasswords.test(password.toLowerCase());
}

/** Rejects with a 400 unless `password` may be used as a new password (too short, or a common one). */
export async function checkNewPassword(password: string): Promise<void> {
  if (!passwordRules(password).minLength) throw new HttpError(400, 'password.too_short', { code: 'password_too_short' });
  if (await isCommonPassword(password)) throw new HttpError(400, 'password.common', { code: 'common_password' });
}

export const SAME_PASSWORD = MESSAGES['password.same'].en;

/**
 * Throws a 400 `same_password` when a password change would keep the current password (called
 * once the current password is verified): a "change" that changes nothing would still rotate the
 * session and mail a "password changed" notice, and hides a mistyped intent from the owner.
 */
export function checkPasswordChanges(currentPassword: string, newPassword: string): void {
  if (newPassword === currentPassword) throw new HttpError(400, 'password.same', { code: 'same_password' });
}
