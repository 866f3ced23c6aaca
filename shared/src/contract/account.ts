/**
 * The shopper's account (SPEC §2 "Account popup", "Password change form", "Forgot-password
 * dialog", "Shipping Addresses screen"; §3 "User profile", "Shipping address", "Password reset";
 * §7): the bodies the API accepts and the answers it gives. Written once, imported by the API's
 * routes, the client calls of `@manzil/shared` and the account forms.
 */
import { z } from 'zod';

/** SPEC §9: password minimum length 8. */
export const PASSWORD_MIN_LENGTH = 8;
/** Digits of a password-reset code (OWASP ASVS 5.0 §6.6: at least 6). */
export const OTP_LENGTH = 6;

const email = (missing = 'is required') =>
  z
    .string({ error: (issue) => (issue.input === undefined ? missing : 'must be a valid e-mail address') })
    .trim()
    .toLowerCase()
    .max(254, { error: 'must be a valid e-mail address' })
    .pipe(z.email({ error: 'must be a valid e-mail address' }));

const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: `The new password must be at least ${PASSWORD_MIN_LENGTH} characters.` })
  .max(200, { error: 'The new password must be at most 200 characters.' });

/** A short optional text field: trimmed; empty becomes absent. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** `{ message }`: what the account calls answer when there is nothing else to return. */
export const accountMessageSchema = z.object({ message: z.string() });

/** POST /api/forget-password/send-otp — `{ email }`. */
export const sendOtpBody = z.object({ email: email() }).strict();

/** POST /api/forget-password/verify-otp — `{ email, otp }` (six digits). */
export const verifyOtpBody = z
  .object({
    email: email(),
    otp: z.string().trim().regex(/^\d{6}$/, { error: 'The code is the 6 digits we sent you by e-mail.' }),
  })
  .strict();

/** verify-otp's answer: the resetToken the reset call sends as `Authorization: Bearer`. */
export const verifyOtpResponse = z.object({ message: z.string(), resetToken: z.string() });

/** POST /api/forget-password/reset-password — `{ email, newPassword }` (SPEC §7: no confirm value). */
export const resetPasswordBody = z.object({ email: email(), newPassword }).strict();

/** PUT /api/changePassword/{userSessionId} — `{ currentPassword, newPassword }`. */
export const changePasswordBody = z
  .object({
    currentPassword: z.string().min(1, { error: 'Please enter your current password.' }).max(200),
    newPassword,
  })
  .strict();

/** A saved shipping address as the API returns it (SPEC §3 "Shipping address"). */
export const shippingAddressSchema = z
  .object({
    _id: z.string().describe('Assigned by the server'),
    address1: z.string(),
    address2: z.string().optional(),
    label: z.string().optional(),
    floor: z.string().optional(),
    apartment: z.string().optional(),
    landmark: z.string().optional(),
    city: z.string(),
    postalCode: z.string(),
    country: z.string().describe('Display label of the country, e.g. "Egypt"'),
    isDefault: z.boolean(),
  })
  .meta({ id: 'ShippingAddress' });

/**
 * One entry of the address list a client sends. `_id` names an address the shopper already has
 * (kept); an entry without one is new and gets an id from the server. Unknown fields are refused.
 */
export const shippingAddressInput = z
  .object({
    _id: z.string().max(12).optional(),
    address1: requiredText(200),
    address2: optionalText(200),
    label: optionalText(60),
    floor: optionalText(20),
    apartment: optionalText(20),
    landmark: optionalText(200),
    city: requiredText(100),
    postalCode: requiredText(20),
    country: requiredText(100),
    isDefault: z.boolean().optional().default(false),
  })
  .strict();

/** The most addresses one shopper keeps. */
export const MAX_ADDRESSES = 20;

/** PUT /api/updateUser/{userId} — `{ shipmentAddress }`: the whole new list, one default at most. */
export const updateAddressesBody = z
  .object({
    shipmentAddress: z
      .array(shippingAddressInput)
      .max(MAX_ADDRESSES)
      .refine((list) => list.filter((a) => a.isDefault).length <= 1, { error: 'Only one address can be the default.' }),
  })
  .strict();

/** The answer of the address calls: the list as saved, with the server's ids. */
export const addressListResponse = z.object({ message: z.string(), shipmentAddress: z.array(shippingAddressSchema) });

/** The shopper's profile (SPEC §3 "User profile"). */
export const userProfileSchema = z
  .object({
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    address1: z.string().optional(),
    phoneNumber: z.string().optional(),
    gender: z.enum(['male', 'female']).optional(),
    dateOfBirth: z.string().optional(),
    shipmentAddress: z.array(shippingAddressSchema),
  })
  .meta({ id: 'UserProfile' });

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
    firstName: requiredText(60),
    lastName: requiredText(60),
    email: email(),
    phoneNumber: optionalText(30),
    gender: z.enum(['male', 'female']).optional(),
    dateOfBirth: z
      .union([z.literal(''), dateOfBirth])
      .optional()
      .transform((value) => (value ? value : undefined)),
    address1: optionalText(200),
    currentPassword: z.string().max(200).optional(),
  })
  .strict();

export type SendOtpBody = z.input<typeof sendOtpBody>;
export type VerifyOtpBody = z.input<typeof verifyOtpBody>;
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponse>;
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;
export type ChangePasswordBody = z.input<typeof changePasswordBody>;
export type ShippingAddressInput = z.input<typeof shippingAddressInput>;
export type UpdateAddressesBody = z.input<typeof updateAddressesBody>;
export type AddressListResponse = z.infer<typeof addressListResponse>;
export type UpdateProfileBody = z.input<typeof updateProfileBody>;
export type UserProfileJson = z.infer<typeof userProfileSchema>;
export type AccountMessage = z.infer<typeof accountMessageSchema>;
