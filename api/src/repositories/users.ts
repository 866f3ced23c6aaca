/** Accounts: sign-up, sign-in lookups and the shopper's profile (SPEC §3 "User profile"). */
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { signupRequests } from '../db/account-schema.ts';
import { addresses, users, vendors } from '../db/schema.ts';
import type { UserProfile } from '@manzil/shared/contract';
import { toAddress } from './account.ts';

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
}

const optional = (value: string | null) => value ?? undefined;

export function usersRepository(db: Database) {
  return {
    /** Whether the database has any account at all (a production database starts with none). */
    async hasAccounts() {
      const [row] = await db.select({ id: users.id }).from(users).limit(1);
      return row !== undefined;
    },

    /** The account with that (lower-cased) e-mail, with its vendor shop if it has one. */
    async findByEmail(email: string) {
      const [row] = await db
        .select({ user: users, vendorId: vendors.id, shopName: vendors.shopName })
        .from(users)
        .leftJoin(vendors, eq(vendors.userId, users.id))
        .where(eq(users.email, email))
        .limit(1);
      return row ?? null;
    },

    /**
     * Records a sign-up waiting for its e-mail's confirmation (`tokenHash`: SHA-256 of the link's
     * token), replacing an earlier one for the same e-mail (its link stops working), and deletes
     * expired ones.
     */
    async requestSignup(request: NewUser & { tokenHash: string; expiresAt: Date }) {
      await db.delete(signupRequests).where(lt(signupRequests.expiresAt, new Date()));
      const { email: _email, ...fields } = request;
      await db
        .insert(signupRequests)
        .values(request)
        .onConflictDoUpdate({ target: signupRequests.email, set: { ...fields, createdAt: new Date() } });
    },

    /** Deletes and returns the unexpired sign-up whose token hashes to `tokenHash` (null: none). */
    async takeSignupRequest(tokenHash: string): Promise<NewUser | null> {
      const [row] = await db
        .delete(signupRequests)
        .where(and(eq(signupRequests.tokenHash, tokenHash), gt(signupRequests.expiresAt, new Date())))
        .returning();
      if (!row) return null;
      return { email: row.email, firstName: row.firstName, lastName: row.lastName, passwordHash: row.passwordHash };
    },

    /** Creates a shopper; returns null when the e-mail is taken. */
    async createShopper(user: NewUser) {
      const [row] = await db
        .insert(users)
        .values({ ...user, role: 'shopper' })
        .onConflictDoNothing({ target: users.email })
        .returning();
      return row ?? null;
    },

    async profile(userId: number): Promise<UserProfile | null> {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) return null;
      const saved = await db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(asc(addresses.position), asc(addresses.id));
      return {
        _id: String(user.id),
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        address1: optional(user.address1),
        phoneNumber: optional(user.phoneNumber),
        gender: optional(user.gender) as 'male' | 'female' | undefined,
        dateOfBirth: optional(user.dateOfBirth),
        shipmentAddress: saved.map(toAddress),
      };
    },
  };
}
