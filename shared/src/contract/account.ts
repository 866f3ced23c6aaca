/**
 * Accounts (SPEC §3 "User session", "User profile", "Shipping address", "Card"; §7 sign-in and
 * profile calls): who is signed in, the profile and its addresses, and the sign-in bodies.
 */
import { z } from 'zod';
import { emailField, lineText, optionalLine } from './fields.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password.ts';

/** Roles a signed-in account can have. */
export const ROLES = ['shopper', 'vendor', 'admin'] as const;

/**
 * The signed-in shopper (`{ user }` of /api/auth/*), kept in localStorage under `userSession`
 * (SPEC §3) as a display hint only: the server trusts its HttpOnly session cookie.
 */
export const userSessionSchema = z.object({
  id: z.string().describe("The user's id (SPEC: 'User session: has an id')"),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
});

/**
 * `GET /api/auth/session` (SPEC §3 user session): the shopper the session cookie belongs to, or
 * `user: null` when nobody is signed in (no cookie, or it expired or was revoked). "Nobody" is an
 * answer, not an error: 200 either way, as Auth.js's session endpoint does, so an anonymous page
 * load logs no failed request.
 */
export const sessionResponseSchema = z.object({ user: userSessionSchema.nullable() });

/** The signed-in vendor (`{ vendor }` of /api/vendor/*), kept under `vendor` (SPEC §3). */
export const vendorSessionSchema = z.object({
  vendorId: z.string().describe('As in /vendor-dashboard/{vendorId}'),
  userId: z.string(),
  email: z.string(),
  shopName: z.string(),
});

/**
 * The one shape of a postal address (SPEC §3 "Shipping address"), as the API answers it: on a
 * profile (`shippingAddressSchema`), on an order, and — with its input rules — at checkout
 * (`shippingAddressInput`). `country` is the display label, e.g. "Egypt".
 */
export const addressSchema = z.object({
  address1: z.string(),
  address2: z.string().optional(),
  label: z.string().optional(),
  floor: z.string().optional(),
  apartment: z.string().optional(),
  landmark: z.string().optional(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  isDefault: z.boolean().optional(),
});

/** A saved shipping address of a profile: the address with its id and default flag. */
export const shippingAddressSchema = addressSchema.extend({ _id: z.string(), isDefault: z.boolean() });

/**
 * An address as a shopper enters it: one-line texts, trimmed; address1, city, postalCode and
 * country required (SPEC §5 "Address save"), the others optional (empty counts as absent).
 */
export const shippingAddressInput = addressSchema.extend({
  address1: lineText(200),
  address2: optionalLine(200),
  label: optionalLine(60),
  floor: optionalLine(20),
  apartment: optionalLine(20),
  landmark: optionalLine(200),
  city: lineText(100),
  postalCode: lineText(20),
  country: lineText(100),
});

/** The shopper's profile (`GET /api/getUser`, SPEC §3 "User profile", §7). */
export const userProfileSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  address1: z.string().optional(),
  phoneNumber: z.string().optional(),
  gender: z.enum(['male', 'female']).optional(),
  dateOfBirth: z.string().optional(),
  shipmentAddress: z.array(shippingAddressSchema),
});

/** A saved card (SPEC §3 "Card"): only the masked number, brand and expiry are ever returned. */
export const cardSchema = z.object({
  _id: z.string(),
  cardNumber: z.string().describe('Masked, e.g. **** **** **** 4242'),
  cardType: z.string(),
  default: z.boolean(),
  expiryDate: z.string().describe('MM/YY'),
});

/**
 * `{ email, password }`: the body of the shopper, vendor and admin sign-in calls
 * (`POST /api/auth/login`, `/api/vendor/login`, `/api/admin/login`). 401 on bad credentials.
 */
export const loginBody = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
});

/** The sign-in forms: the login body with an e-mail that looks like one (checked before sending). */
export const credentialsSchema = loginBody.extend({ email: emailField() });

const nameField = z.string().trim().min(1).max(60);

/**
 * `POST /api/auth/signup`: names, e-mail and a password of at least 8 characters (SPEC §9). The
 * answer is `signupResponse` whether or not the e-mail has an account: the account is created
 * when the e-mailed link is opened (`signupConfirmBody`).
 */
export const signupBody = z.object({
  firstName: nameField,
  lastName: nameField,
  email: emailField(),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, { error: `must be at least ${PASSWORD_MIN_LENGTH} characters` })
    .max(PASSWORD_MAX_LENGTH, { error: `must be at most ${PASSWORD_MAX_LENGTH} characters` }),
});

/** What every accepted sign-up answers (202), new e-mail or not: the sentence to show. */
export const SIGNUP_CHECK_EMAIL = 'Check your e-mail: we sent you a link to finish creating your account.';

/** `POST /api/auth/signup` → 202: `{ message }` (SIGNUP_CHECK_EMAIL), the same for every e-mail. */
export const signupResponse = z.object({ message: z.string() });

/** `POST /api/auth/signup/confirm`: the token of the e-mailed link (`/signup#confirm=<token>`, 43 base64url characters). */
export const signupConfirmBody = z
  .object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'is not a sign-up link token' }) })
  .strict();

export type Role = (typeof ROLES)[number];
export type UserSession = z.infer<typeof userSessionSchema>;
/** `GET /api/auth/session`'s answer: `{ user }`, null when nobody is signed in (sessionResponseSchema). */
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
export type VendorSession = z.infer<typeof vendorSessionSchema>;
export type Address = z.infer<typeof addressSchema>;
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;
export type ShippingAddressInput = z.input<typeof shippingAddressInput>;
export type UserProfile = z.infer<typeof userProfileSchema>;
export type Card = z.infer<typeof cardSchema>;
export type Credentials = z.input<typeof loginBody>;
export type SignupInput = z.input<typeof signupBody>;
export type SignupResponse = z.infer<typeof signupResponse>;
export type SignupConfirmBody = z.input<typeof signupConfirmBody>;
