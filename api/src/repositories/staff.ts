/**
 * Staff accounts of the admin area: the admin accounts (`users.role = 'admin'`) with
 * their staff role and active flag (`staff_members`). Every write that is an admin decision
 * records itself in the audit log in the same transaction, so a decision never exists without
 * its record.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { StaffMember, StaffRole, StaffUpdateInput } from '@manzil/shared/contract';
import { staffMembers } from '../db/admin-schema.ts';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { conflict } from '../lib/errors.ts';
import { recordDecision, type AuditActor } from './audit.ts';

/** A staff member as the guard reads it on every admin call. */
export interface StaffAccount {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  staffRole: StaffRole;
  active: boolean;
  mustChangePassword: boolean;
  oneTimePasswordExpiresAt: Date | null;
  createdAt: Date;
}

const columns = {
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  staffRole: staffMembers.staffRole,
  active: staffMembers.active,
  mustChangePassword: staffMembers.mustChangePassword,
  oneTimePasswordExpiresAt: staffMembers.oneTimePasswordExpiresAt,
  createdAt: users.createdAt,
};

export const toStaffMember = (s: StaffAccount): StaffMember => ({
  _id: String(s.userId),
  firstName: s.firstName,
  lastName: s.lastName,
  email: s.email,
  role: s.staffRole,
  active: s.active,
  mustChangePassword: s.mustChangePassword,
  createdAt: s.createdAt.toISOString(),
});

const EMAIL_TAKEN = 'staff.email_taken';

/** Staff changes that would leave nobody able to manage staff are refused. */
async function assertAnotherActiveAdmin(tx: Database, userId: number) {
  // Lock the active admins' rows, so two admins demoting each other at once cannot both pass.
  const admins = await tx
    .select({ userId: staffMembers.userId })
    .from(staffMembers)
    .where(and(eq(staffMembers.staffRole, 'admin'), eq(staffMembers.active, true)))
    .for('update');
  if (!admins.some((a) => a.userId !== userId)) {
    throw conflict('staff.last_admin', { code: 'last_admin' });
  }
}

export function staffRepository(db: Database) {
  const find = async (tx: Database, userId: number): Promise<StaffAccount | null> => {
    const [row] = await tx
      .select(columns)
      .from(staffMembers)
      .innerJoin(users, eq(users.id, staffMembers.userId))
      .where(and(eq(staffMembers.userId, userId), eq(users.role, 'admin')))
      .limit(1);
    return row ?? null;
  };

  return {
    /** The staff member with that account id, or null (also for a shopper's or vendor's id). */
    find: (userId: number) => find(db, userId),

    /** Every staff member, active ones first, then by name. */
    list: (): Promise<StaffAccount[]> =>
      db
        .select(columns)
        .from(staffMembers)
        .innerJoin(users, eq(users.id, staffMembers.userId))
        .where(eq(users.role, 'admin'))
        .orderBy(sql`${staffMembers.active} desc`, asc(users.firstName), asc(users.lastName), asc(users.id)),

    /**
     * Creates a member whose password is an e-mailed one-time password (`passwordHash`, valid
     * until `expiresAt`). 409 when the e-mail belongs to any account.
     */
    async create(
      input: { firstName: string; lastName: string; email: string; role: StaffRole },
      passwordHash: string,
      expiresAt: Date,
      actor: AuditActor,
    ) {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ email: input.email, firstName: input.firstName, lastName: input.lastName, passwordHash, role: 'admin' })
          .onConflictDoNothing({ target: users.email })
          .returning({ id: users.id });
        if (!user) throw conflict(EMAIL_TAKEN, { code: 'email_taken' });
        // The users trigger already made the row (role admin); set what this admin chose.
        await tx
          .insert(staffMembers)
          .values({ userId: user.id, staffRole: input.role, mustChangePassword: true, oneTimePasswordExpiresAt: expiresAt })
          .onConflictDoUpdate({
            target: staffMembers.userId,
            set: { staffRole: input.role, mustChangePassword: true, oneTimePasswordExpiresAt: expiresAt, updatedAt: sql`now()` },
          });
        await recordDecision(tx, actor, {
          action: 'staff.create',
          objectType: 'staff',
          objectId: String(user.id),
          details: { email: input.email, role: input.role },
        });
        return (await find(tx, user.id))!;
      });
    },

    /**
     * Applies /edit-employee/{id}. Deactivating ends the member's sessions at once. Refused
     * with 409 when the e-mail is taken or when no other active admin would remain. Returns
     * null for an unknown member.
     */
    async update(userId: number, input: StaffUpdateInput, actor: AuditActor) {
      return db.transaction(async (tx) => {
        const before = await find(tx, userId);
        if (!before) return null;
        const losesAdmin = before.staffRole === 'admin' && before.active && (input.role !== 'admin' || !input.active);
        if (losesAdmin) await assertAnotherActiveAdmin(tx, userId);
        if (input.email !== before.email) {
          const [taken] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.email, input.email), ne(users.id, userId)))
            .limit(1);
          if (taken) throw conflict(EMAIL_TAKEN, { code: 'email_taken' });
        }
        await tx
          .update(users)
          .set({ firstName: input.firstName, lastName: input.lastName, email: input.email })
          .where(eq(users.id, userId));
        await tx
          .update(staffMembers)
          .set({ staffRole: input.role, active: input.active, updatedAt: sql`now()` })
          .where(eq(staffMembers.userId, userId));
        if (!input.active) await tx.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.kind, 'admin')));
        const from: Record<string, unknown> = {};
        const to: Record<string, unknown> = {};
        for (const key of ['firstName', 'lastName', 'email', 'active'] as const) {
          if (before[key] !== input[key]) [from[key], to[key]] = [before[key], input[key]];
        }
        if (before.staffRole !== input.role) [from.role, to.role] = [before.staffRole, input.role];
        if (Object.keys(to).length > 0) {
          const action = before.active !== input.active ? (input.active ? 'staff.activate' : 'staff.deactivate') : 'staff.update';
          await recordDecision(tx, actor, { action, objectType: 'staff', objectId: String(userId), details: { from, to } });
        }
        return (await find(tx, userId))!;
      });
    },

    /** Replaces a member's password with a new e-mailed one-time password. Null for an unknown member. */
    async resetOneTimePassword(userId: number, passwordHash: string, expiresAt: Date, actor: AuditActor) {
      return db.transaction(async (tx) => {
        const member = await find(tx, userId);
        if (!member) return null;
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
        await tx
          .update(staffMembers)
          .set({ mustChangePassword: true, oneTimePasswordExpiresAt: expiresAt, updatedAt: sql`now()` })
          .where(eq(staffMembers.userId, userId));
        // Whoever held the old password (or a session made with it) is signed out.
        await tx.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.kind, 'admin')));
        await recordDecision(tx, actor, { action: 'staff.one-time-password', objectType: 'staff', objectId: String(userId), details: {} });
        return member;
      });
    },

    /** The member's own new password: the one-time password stops working. */
    async setOwnPassword(userId: number, passwordHash: string) {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
        await tx
          .update(staffMembers)
          .set({ mustChangePassword: false, oneTimePasswordExpiresAt: null, updatedAt: sql`now()` })
          .where(eq(staffMembers.userId, userId));
      });
    },

    /** The stored password hash of a member (to check the current password). */
    async passwordHash(userId: number): Promise<string | null> {
      const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.hash ?? null;
    },
  };
}
