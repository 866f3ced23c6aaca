/**
 * What a new password must be: the contract's password rules (`@manzil/shared/contract`,
 * `passwordRulesSchema`), of which the server enforces the length (SPEC §9: at least 8
 * characters; SPEC §5 shows the other rules without enforcing them), and, beyond them, not one
 * of the most common passwords (OWASP ASVS 5.0 §6.2). The list is Mozilla's, from
 * `fxa-common-password-list` (the ~10,000 most common passwords, as Firefox Accounts refuses them).
 */
import commonPasswords from 'fxa-common-password-list';
import { passwordRules, PASSWORD_TOO_SHORT } from '@manzil/shared/contract';
import { HttpError } from './errors.ts';

export const COMMON_PASSWORD = 'This password is one of the most common passwords. Please choose one that is harder to guess.';

/** Whether `password` is on the common-passwords list (as typed, or lower-cased). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.test(password) || commonPasswords.test(password.toLowerCase());
}

/** Throws a 400 unless `password` may be used as a new password (too short, or a common one). */
export function checkNewPassword(password: string): void {
  if (!passwordRules(password).minLength) throw new HttpError(400, PASSWORD_TOO_SHORT, { code: 'password_too_short' });
  if (isCommonPassword(password)) throw new HttpError(400, COMMON_PASSWORD, { code: 'common_password' });
}

export const SAME_PASSWORD = 'Choose a password different from the current one.';

/**
 * Throws a 400 `same_password` when a password change would keep the current password (called
 * once the current password is verified): a "change" that changes nothing would still rotate the
 * session and mail a "password changed" notice, and hides a mistyped intent from the owner.
 */
export function checkPasswordChanges(currentPassword: string, newPassword: string): void {
  if (newPassword === currentPassword) throw new HttpError(400, SAME_PASSWORD, { code: 'same_password' });
}
