/**
 * The shopper's own account: profile edits, password changes, the address book and
 * password-reset codes. Every function takes the session's user id; none returns a hash.
 */
import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { passwordResets } from '../db/account-schema.ts';
import { addresses, users } from '../db/schema.ts';
import type { ShippingAddress } from '@manzil/shared/contract';

/** The profile fields a shopper may change (PUT /api/updateUser). */
export interface ProfileChanges {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string;
  gender?: 'male' | 'female';
  dateOfBirth?: string;
  address1?: string;
}

/** One address of a new list; `_id` keeps an existing address of the same shopper. */
export interface AddressEntry {
  _id?: string;
  address1: string;
  address2?: string;
  label?: string;
  floor?: string;
  apartment?: string;
  landmark?: string;
  city: string;
  postalCode: string;
  country: string;
  isDefault: boolean;
}

const optional = (value: string | null) => value ?? undefined;

/** A saved address row as the contract's ShippingAddress (absent optional fields, not null). */
export function toAddress(a: typeof addresses.$inferSelect): ShippingAddress {
  return {
    _id: String(a.id),
    address1: a.address1,
    address2: optional(a.address2),
    label: optional(a.label),
    floor: optional(a.floor),
    apartment: optional(a.apartment),
    landmark: optional(a.landmark),
    city: a.city,
    postalCode: a.postalCode,
    country: a.country,
    isDefault: a.isDefault,
  };
}

function columns(entry: AddressEntry, position: number) {
  return {
    address1: entry.address1,
    address2: entry.address2 ?? null,
    label: entry.label ?? null,
    floor: entry.floor ?? null,
    apartment: entry.apartment ?? null,
    landmark: entry.landmark ?? null,
    city: entry.city,
    postalCode: entry.postalCode,
    country: entry.country,
    isDefault: entry.isDefault,
    position,
  };
}

export function accountRepository(db: Database) {
  const listAddresses = async (tx: Database, userId: number) =>
    (await tx.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.position), asc(addresses.id))).map(
      toAddress,
    );

  return {
    /** The stored password hash of an account (for checking the current password), or null. */
    async passwordHash(userId: number): Promise<string | null> {
      const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
      return row?.hash ?? null;
    },

    /** Whether another account already uses `email`. */
    async emailTaken(email: string, userId: number): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, userId)))
        .limit(1);
      return rows.length > 0;
    },

    /** Writes the profile fields; absent optional fields are cleared. False if the e-mail is taken. */
    async updateProfile(userId: number, changes: ProfileChanges): Promise<boolean> {
      try {
        await db
          .update(users)
          .set({
            firstName: changes.firstName,
            lastName: changes.lastName,
            email: changes.email,
            phoneNumber: changes.phoneNumber ?? null,
            gender: changes.gender ?? null,
            dateOfBirth: changes.dateOfBirth ?? null,
            address1: changes.address1 ?? null,
          })
          .where(eq(users.id, userId));
        return true;
      } catch (error) {
        if (
          (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
          (error as { cause?: { code?: string } }).cause?.code === '23505'
        )
          return false;
        throw error;
      }
    },

    async setPasswordHash(userId: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    /** The shopper's addresses, in their order. */
    addresses: (userId: number) => listAddresses(db, userId),

    /**
     * Replaces the address book with `list` in one transaction: entries whose `_id` is one of the
     * shopper's addresses update it, the others are inserted with new ids, the rest are deleted.
     * An `_id` that is not the shopper's is treated as a new entry (ids are the server's).
     */
    async replaceAddresses(userId: number, list: AddressEntry[]): Promise<ShippingAddress[]> {
      return db.transaction(async (tx) => {
        const own = new Set(
          (await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).for('update')).map((r) => r.id),
        );
        const kept: number[] = [];
        for (const [position, entry] of list.entries()) {
          const id = entry._id && /^\d{1,10}$/.test(entry._id) ? Number(entry._id) : null;
          if (id !== null && own.has(id) && !kept.includes(id)) {
            await tx
              .update(addresses)
              .set(columns(entry, position))
              .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
            kept.push(id);
          } else {
            const [row] = await tx
              .insert(addresses)
              .values({ userId, ...columns(entry, position) })
              .returning({ id: addresses.id });
            kept.push(row!.id);
          }
        }
        const gone = [...own].filter((id) => !kept.includes(id));
        if (gone.length) await tx.delete(addresses).where(and(eq(addresses.userId, userId), inArray(addresses.id, gone)));
        return listAddresses(tx as unknown as Database, userId);
      });
    },

    /** Deletes one of the shopper's addresses; returns the new list, or null if it was not theirs. */
    async removeAddress(userId: number, addressId: number): Promise<ShippingAddress[] | null> {
      const deleted = await db
        .delete(addresses)
        .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
        .returning({ id: addresses.id });
      if (!deleted.length) return null;
      return listAddresses(db, userId);
    },

    /** Starts a reset: replaces any earlier one of the account (voiding its code and token). */
    async startReset(userId: number, otpHash: string, otpExpiresAt: Date): Promise<void> {
      await db.delete(passwordResets).where(eq(passwordResets.userId, userId));
      await db.insert(passwordResets).values({ userId, otpHash, otpExpiresAt, failedAttempts: 0 });
    },

    /** The reset of an account whose code is still usable (not used, not expired, tries left). */
    async pendingReset(userId: number, maxAttempts: number) {
      const [row] = await db
        .select()
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.userId, userId),
            sql`${passwordResets.otpHash} is not null`,
            gt(passwordResets.otpExpiresAt, sql`now()`),
            sql`${passwordResets.failedAttempts} < ${maxAttempts}`,
          ),
        );
      return row ?? null;
    },

    /** Counts a wrong code; the reset ends when `maxAttempts` is reached. */
    async recordFailedCode(userId: number, maxAttempts: number): Promise<void> {
      const [row] = await db
        .update(passwordResets)
        .set({ failedAttempts: sql`${passwordResets.failedAttempts} + 1` })
        .where(eq(passwordResets.userId, userId))
        .returning({ failed: passwordResets.failedAttempts });
      if (row && row.failed >= maxAttempts) await db.delete(passwordResets).where(eq(passwordResets.userId, userId));
    },

    /** Uses up the code and records the reset token's hash. False if the code was used meanwhile. */
    async exchangeCode(userId: number, tokenHash: string, tokenExpiresAt: Date): Promise<boolean> {
      const rows = await db
        .update(passwordResets)
        .set({ otpHash: null, tokenHash, tokenExpiresAt })
        .where(and(eq(passwordResets.userId, userId), sql`${passwordResets.otpHash} is not null`))
        .returning({ userId: passwordResets.userId });
      return rows.length === 1;
    },

    /** Uses up a reset token of that account: true once, for an unexpired token. */
    async consumeToken(userId: number, tokenHash: string): Promise<boolean> {
      const rows = await db
        .delete(passwordResets)
        .where(
          and(eq(passwordResets.userId, userId), eq(passwordResets.tokenHash, tokenHash), gt(passwordResets.tokenExpiresAt, sql`now()`)),
        )
        .returning({ userId: passwordResets.userId });
      return rows.length === 1;
    },
  };
}
