/**
 * Vendor applications (SPEC §2 /signupvendor, /verify-partner; the admin's approvals).
 * Applying creates the account (role vendor), its shop and the pending application in one
 * transaction, so the applicant can sign in at once; until approved the shop can do nothing but
 * its application. A vendor with no application row (the seeded shops) counts as approved.
 */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { vendorApplications, type DecisionStatus } from '../../db/partner-schema.ts';
import { categories, users, vendors } from '../../db/schema.ts';
import { conflict } from '../../lib/errors.ts';
import type { VendorApplication } from '@manzil/shared/contract';
import { deciderNames, findUploads, iso, toDecision, toUpload } from './common.ts';
import { notificationsRepository } from './notifications.ts';

export type ApplicationRow = typeof vendorApplications.$inferSelect;

/** The application's fields as validated by the contract (mobile already E.164, ids numbers). */
export interface ApplicationFields {
  shopName: string;
  legalName: string;
  commercialRegisterNumber: string;
  taxCardNumber: string;
  contactName: string;
  mobile: string;
  city: string;
  categoryIds: number[];
  commercialRegisterFile: string;
  taxCardFile: string;
}

export interface NewApplication extends ApplicationFields {
  email: string;
  passwordHash: string;
}

export function applicationsRepository(db: Database) {
  const notifications = notificationsRepository(db);

  async function toJson(rows: ApplicationRow[]): Promise<VendorApplication[]> {
    const names = await deciderNames(
      db,
      rows.map((r) => r.decidedBy),
    );
    const files = await findUploads(
      db,
      rows.flatMap((r) => [r.commercialRegisterFile, r.taxCardFile]),
    );
    const categoryIds = [...new Set(rows.flatMap((r) => r.categoryIds))];
    const cats = categoryIds.length
      ? await db
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(inArray(categories.id, categoryIds))
          .orderBy(asc(categories.position))
      : [];
    const file = (id: string | null) => (id && files.get(id) ? toUpload(files.get(id)!) : null);
    return rows.map((row) => ({
      _id: String(row.id),
      vendorId: String(row.vendorId),
      shopName: row.shopName,
      legalName: row.legalName,
      commercialRegisterNumber: row.commercialRegisterNumber,
      taxCardNumber: row.taxCardNumber,
      contactName: row.contactName,
      email: row.email,
      mobile: row.mobile,
      city: row.city,
      categories: cats.filter((c) => row.categoryIds.includes(c.id)).map((c) => ({ _id: String(c.id), name: c.name })),
      documents: [
        { kind: 'commercial_register' as const, upload: file(row.commercialRegisterFile) },
        { kind: 'tax_card' as const, upload: file(row.taxCardFile) },
      ],
      submissions: row.submissions,
      submittedAt: iso(row.submittedAt),
      ...toDecision({ status: row.status, reason: row.rejectionReason, decidedAt: row.decidedAt, decidedBy: row.decidedBy }, names),
    }));
  }

  const one = async (row: ApplicationRow | undefined) => (row ? (await toJson([row]))[0]! : null);

  return {
    toJson,

    /**
     * Creates the vendor account, its shop and the pending application. Throws 409 when the
     * e-mail already has an account. Returns the user and vendor ids and the application.
     */
    async apply(input: NewApplication): Promise<{ userId: number; vendorId: number; application: VendorApplication }> {
      const { email, passwordHash, ...fields } = input;
      const row = await db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            email,
            passwordHash,
            firstName: fields.contactName.split(/\s+/)[0] ?? fields.contactName,
            lastName: fields.contactName.split(/\s+/).slice(1).join(' '),
            role: 'vendor',
            phoneNumber: fields.mobile,
          })
          .onConflictDoNothing({ target: users.email })
          .returning({ id: users.id });
        if (!user) throw conflict('auth.email_taken', { code: 'email_taken' });
        const [vendor] = await tx.insert(vendors).values({ userId: user.id, shopName: fields.shopName }).returning({ id: vendors.id });
        const [application] = await tx
          .insert(vendorApplications)
          .values({ ...fields, email, userId: user.id, vendorId: vendor!.id })
          .returning();
        return application!;
      });
      return { userId: row.userId, vendorId: row.vendorId, application: (await one(row))! };
    },

    /** The vendor's application, or null (a seeded shop, approved without one). */
    async forVendor(vendorId: number): Promise<VendorApplication | null> {
      const [row] = await db.select().from(vendorApplications).where(eq(vendorApplications.vendorId, vendorId)).limit(1);
      return one(row);
    },

    async findById(id: number): Promise<VendorApplication | null> {
      const [row] = await db.select().from(vendorApplications).where(eq(vendorApplications.id, id)).limit(1);
      return one(row);
    },

    /** True when the vendor may sell: its application is approved, or it has none. */
    async isApproved(vendorId: number): Promise<boolean> {
      const [row] = await db
        .select({ status: vendorApplications.status })
        .from(vendorApplications)
        .where(eq(vendorApplications.vendorId, vendorId))
        .limit(1);
      return !row || row.status === 'approved';
    },

    /**
     * Re-submits a rejected application with new fields: pending again, `submissions` + 1, the
     * previous decision cleared. Throws 409 unless it was rejected.
     */
    async resubmit(vendorId: number, fields: ApplicationFields): Promise<VendorApplication> {
      const [row] = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(vendorApplications).where(eq(vendorApplications.vendorId, vendorId)).for('update');
        if (!current || current.status !== 'rejected') {
          throw conflict('partner.application_not_rejected', { code: 'application_not_rejected' });
        }
        await tx.update(vendors).set({ shopName: fields.shopName }).where(eq(vendors.id, vendorId));
        return tx
          .update(vendorApplications)
          .set({
            ...fields,
            status: 'pending',
            rejectionReason: null,
            decidedAt: null,
            decidedBy: null,
            submittedAt: new Date(),
            submissions: current.submissions + 1,
          })
          .where(eq(vendorApplications.id, current.id))
          .returning();
      });
      return (await one(row))!;
    },

    /** Applications with that status (every one when absent), oldest submission first. For the admin panel. */
    async list(status?: DecisionStatus): Promise<VendorApplication[]> {
      const rows = await db
        .select()
        .from(vendorApplications)
        .where(status ? eq(vendorApplications.status, status) : undefined)
        .orderBy(status === 'pending' ? asc(vendorApplications.submittedAt) : desc(vendorApplications.submittedAt));
      return toJson(rows);
    },

    /**
     * An admin's decision: approves, or rejects with `reason`, recording who (`adminUserId`) and
     * when, and notifies the vendor (`application_approved` / `application_rejected`). Throws
     * 409 unless the application is pending; returns null when the id is unknown.
     */
    async decide(id: number, adminUserId: number, decision: { approve: boolean; reason?: string }): Promise<VendorApplication | null> {
      const row = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(vendorApplications).where(eq(vendorApplications.id, id)).for('update');
        if (!current) return null;
        if (current.status !== 'pending') throw conflict('partner.application_decided', { code: 'already_decided' });
        const [updated] = await tx
          .update(vendorApplications)
          .set({
            status: decision.approve ? 'approved' : 'rejected',
            rejectionReason: decision.approve ? null : (decision.reason ?? ''),
            decidedBy: adminUserId,
            decidedAt: new Date(),
          })
          .where(eq(vendorApplications.id, id))
          .returning();
        await notifications.add(
          tx as unknown as Database,
          current.vendorId,
          decision.approve ? 'application_approved' : 'application_rejected',
          {
            applicationId: String(id),
            reason: decision.approve ? null : (decision.reason ?? ''),
          },
        );
        return updated!;
      });
      return one(row ?? undefined);
    },
  };
}

export type ApplicationsRepository = ReturnType<typeof applicationsRepository>;
