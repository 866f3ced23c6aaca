/**
 * What a new password must be (SPEC §9: at least 8 characters; OWASP ASVS 5.0 §6.2: not one of
 * the most common passwords). The list is Mozilla's, from `fxa-common-password-list` (the
 * ~10,000 most common passwords, as Firefox Accounts refuses them).
 */
import commonPasswords from 'fxa-common-password-list';
import { PASSWORD_MIN_LENGTH } from '@manzil/shared/contract';
import { HttpError } from './errors.ts';

export const COMMON_PASSWORD = 'This password is one of the most common passwords. Please choose one that is harder to guess.';

/** Whether `password` is on the common-passwords list (as typed, or lower-cased). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.test(password) || commonPasswords.test(password.toLowerCase());
}

/** Throws a 400 unless `password` may be used as a new password. */
export function checkNewPassword(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new HttpError(400, `The new password must be at least ${PASSWORD_MIN_LENGTH} characters.`, { code: 'password_too_short' });
  }
  if (isCommonPassword(password)) throw new HttpError(400, COMMON_PASSWORD, { code: 'common_password' });
}
