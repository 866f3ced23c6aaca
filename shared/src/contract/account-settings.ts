/**
 * The shopper's own account settings (SPEC §2 "Account popup", "Password change form",
 * "Forgot-password dialog", "Shipping Addresses screen"; §3 "User profile", "Password reset";
 * §7): the bodies the API accepts and the answers it gives. The profile and address shapes
 * themselves are account.ts's.
 */
import { z } from 'zod';
import { shippingAddressInput, shippingAddressSchema } from './account.ts';
import { emailField, lineText, optionalLine } from './fields.ts';
import { newPasswordSchema as newPassword, PASSWORD_MAX_LENGTH } from './password.ts';

/** Digits of a password-reset code (OWASP ASVS 5.0 §6.6: at least 6). */
export const OTP_LENGTH = 6;
/** The most addresses one shopper keeps. */
export const MAX_ADDRESSES = 20;

/** `{ message }`: what the account calls answer when there is nothing else to return. */
export const accountMessageSchema = z.object({ message: z.string() });

/** POST /api/forget-password/send-otp — `{ email }`. */
export const sendOtpBody = z.object({ email: emailField() }).strict();

/** POST /api/forget-password/verify-otp — `{ email, otp }` (six digits). */
export const verifyOtpBody = z
  .object({
    email: emailField(),
    otp: z
      .string()
      .trim()
      .regex(/^\d{6}$/, { error: 'The code is the 6 digits we sent you by e-mail.' }),
  })
  .strict();

/** verify-otp's answer: the resetToken the reset call sends as `Authorization: Bearer`. */
export const verifyOtpResponse = z.object({ message: z.string(), resetToken: z.string() });

/** POST /api/forget-password/reset-password — `{ email, newPassword }` (SPEC §7: no confirm value). */
export const resetPasswordBody = z.object({ email: emailField(), newPassword }).strict();

/** PUT /api/changePassword/{userSessionId} — `{ currentPassword, newPassword }`. */
export const changePasswordBody = z
  .object({
    currentPassword: z.string().min(1, { error: 'Please enter your current password.' }).max(200),
    newPassword,
  })
  .strict();

/**
 * The password change form (SPEC §2 "Password change form", §5): the current password is asked
 * for; the strength rules are shown, not enforced (the server enforces the length); on confirm
 * the trimmed new password must equal the trimmed re-typed one (a `retypePassword` issue, SPEC
 * §8 'Passwords do not match.'). Parses to changePasswordBody's shape, the new password trimmed.
 */
export const changePasswordFormSchema = z
  .object({
    currentPassword: changePasswordBody.shape.currentPassword,
    newPassword: z.string().max(PASSWORD_MAX_LENGTH),
    retypePassword: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine((v) => v.newPassword.trim() === v.retypePassword.trim(), { path: ['retypePassword'], error: 'Passwords do not match.' })
  .transform(({ currentPassword, newPassword }) => ({ currentPassword, newPassword: newPassword.trim() }));

/**
 * Step 3 of the forgot-password dialog: SPEC §5 checks nothing there; beyond it, the new password
 * meets the API's rule (`newPasswordSchema`) and the confirm value matches it (a
 * `confirmPassword` issue). The confirm value is never sent (SPEC §7).
 */
export const resetPasswordFormSchema = z
  .object({ newPassword, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], error: 'Passwords do not match.' });

/**
 * One entry of the address list a client sends: the address as entered, plus `_id` when it is
 * one the shopper already has (kept; ids are the server's). Unknown fields are refused.
 */
export const addressBookEntry = shippingAddressInput
  .extend({
    _id: z.string().max(12).optional(),
    isDefault: z.boolean().optional().default(false),
  })
  .strict();

/** PUT /api/updateUser/{userId} — `{ shipmentAddress }`: the whole new list, one default at most. */
export const updateAddressesBody = z
  .object({
    shipmentAddress: z
      .array(addressBookEntry)
      .max(MAX_ADDRESSES)
      .refine((list) => list.filter((a) => a.isDefault).length <= 1, { error: 'Only one address can be the default.' }),
  })
  .strict();

/** The answer of the address calls: the list as saved, with the server's ids. */
export const addressListResponse = z.object({ message: z.string(), shipmentAddress: z.array(shippingAddressSchema) });

/** `YYYY-MM-DD`, a real day, not in the future and after 1900. */
const dateOfBirth = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'The date of birth must be a date (YYYY-MM-DD).' })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= '1900-01-01' && date.getTime() <= Date.now();
    },
    { error: 'The date of birth must be a real day in the past.' },
  );

/**
 * PUT /api/updateUser — the profile fields (SPEC §7). Unknown fields (role, _id, passwordHash…)
 * are refused. `currentPassword` is needed only when `email` changes. The phone number is
 * checked by the API with libphonenumber-js (Egypt by default, other countries with `+`).
 */
export const updateProfileBody = z
  .object({
    firstName: lineText(60),
    lastName: lineText(60),
    email: emailField(),
    phoneNumber: optionalLine(30),
    gender: z.enum(['male', 'female']).optional(),
    dateOfBirth: z
      .union([z.literal(''), dateOfBirth])
      .optional()
      .transform((value) => (value ? value : undefined)),
    address1: optionalLine(200),
    currentPassword: z.string().max(200).optional(),
  })
  .strict();

export type SendOtpBody = z.input<typeof sendOtpBody>;
export type VerifyOtpBody = z.input<typeof verifyOtpBody>;
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponse>;
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;
export type ChangePasswordBody = z.input<typeof changePasswordBody>;
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;
export type AddressBookEntry = z.input<typeof addressBookEntry>;
export type UpdateAddressesBody = z.input<typeof updateAddressesBody>;
export type AddressListResponse = z.infer<typeof addressListResponse>;
export type UpdateProfileBody = z.input<typeof updateProfileBody>;
export type AccountMessage = z.infer<typeof accountMessageSchema>;
