/**
 * Tables of the shopper's account area: the forgot-password flow of SPEC §2/§4, and sign-ups
 * waiting for their e-mail's confirmation.
 */
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

/**
 * At most one reset in progress per account (a new code replaces the row, voiding the old
 * code and any reset token). The code is stored as a salted scrypt hash and the token as its
 * SHA-256: neither is ever kept in clear (OWASP ASVS 5.0 §6.5/§6.6).
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** scrypt of the 6-digit code; null once it has been used. */
    otpHash: text('otp_hash'),
    otpExpiresAt: timestamp('otp_expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** SHA-256 (hex) of the reset token handed out by verify-otp; null until then. */
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_token_idx').on(t.tokenHash)],
);

/**
 * A sign-up waiting for its owner to open the e-mailed link (docs/security.md "Sign-up"): the
 * account is created only then, so a sign-up answers alike whether or not the e-mail has an
 * account. One row per e-mail (a new sign-up replaces it); the link's token is kept as its SHA-256.
 */
export const signupRequests = pgTable(
  'signup_requests',
  {
    email: text('email').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('signup_requests_token_idx').on(t.tokenHash), index('signup_requests_expires_idx').on(t.expiresAt)],
);
