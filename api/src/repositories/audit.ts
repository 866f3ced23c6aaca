/**
 * The audit log: every admin decision — who took it, what, when, on which object,
 * and why. Decisions record themselves through `recordDecision` inside their own transaction;
 * the panel shows an object's history beside the object.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { AuditEntry, AuditObjectType } from '@manzil/shared/contract';
import { auditLog } from '../db/admin-schema.ts';
import type { Database } from '../db/client.ts';

/** Who took a decision (from the staff session, never from a request body). */
export interface AuditActor {
  userId: number;
  email: string;
  staffRole: string;
}

export interface Decision {
  /** e.g. `application.approve`, `product.reject`, `staff.update`. */
  action: string;
  objectType: AuditObjectType;
  objectId: string;
  reason?: string | null;
  /** What changed; never a password, token or other secret. */
  details?: Record<string, unknown>;
}

/** Appends one decision to the audit log (call it in the decision's own transaction). */
export async function recordDecision(db: Database, actor: AuditActor, decision: Decision): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: actor.userId,
    actorEmail: actor.email,
    actorRole: actor.staffRole,
    action: decision.action,
    objectType: decision.objectType,
    objectId: decision.objectId,
    reason: decision.reason ?? null,
    details: decision.details ?? {},
  });
}

const toEntry = (row: typeof auditLog.$inferSelect): AuditEntry => ({
  _id: String(row.id),
  actor: { id: row.actorUserId === null ? null : String(row.actorUserId), email: row.actorEmail, role: row.actorRole },
  action: row.action,
  objectType: row.objectType as AuditObjectType,
  objectId: row.objectId,
  reason: row.reason,
  details: row.details,
  createdAt: row.createdAt.toISOString(),
});

export function auditRepository(db: Database) {
  return {
    record: (actor: AuditActor, decision: Decision) => recordDecision(db, actor, decision),

    /** The decisions on one object, newest first (at most 200). */
    async forObject(objectType: AuditObjectType, objectId: string): Promise<AuditEntry[]> {
      const rows = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.objectType, objectType), eq(auditLog.objectId, objectId)))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(200);
      return rows.map(toEntry);
    },
  };
}
