/**
 * The admin area's own tables (the trigger that gives every new admin account its row:
 * migrations/0007_admin_staff_trigger.sql): the staff role
 * and active flag of each admin account, and the audit log of every admin decision.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

export const STAFF_ROLES = ['admin', 'catalog_moderator', 'support', 'finance'] as const;

/**
 * One row per account that may use the admin sign-in (`users.role = 'admin'`): what it may do
 * there (`staffRole`) and whether it may sign in at all (`active`). A member created by another
 * admin gets a one-time password by e-mail and must replace it at first sign-in.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    staffRole: text('staff_role', { enum: STAFF_ROLES }).notNull().default('admin'),
    active: boolean('active').notNull().default(true),
    /** True while the password is the e-mailed one-time password. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** After this the one-time password no longer signs in (null once replaced). */
    oneTimePasswordExpiresAt: timestamp('one_time_password_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check(
      'staff_members_role_check',
      sql`staff_role = ANY (ARRAY['admin'::text, 'catalog_moderator'::text, 'support'::text, 'finance'::text])`,
    ),
  ],
);

/** Every admin decision: who (id, and e-mail and role at that moment), what, on which object, why. Append-only. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    actorRole: text('actor_role').notNull(),
    /** e.g. `application.approve`, `product.reject`, `staff.update`. */
    action: text('action').notNull(),
    /** `application`, `product`, `revision`, `promotion`, `staff`, `promo-code`. */
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    reason: text('reason'),
    /** What changed, e.g. `{ from: { role }, to: { role } }`. Never a secret. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_object_idx').on(t.objectType, t.objectId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
