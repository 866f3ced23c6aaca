/**
 * Promo codes (issue 11): MANZIL10, the newsletter's welcome offer (10% off, once per e-mail,
 * seeded by migration 0007), and the codes an admin creates. Checked and applied by the server.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { PromoCode } from '@manzil/shared/contract';
import type { Database } from '../db/client.ts';
import { promoCodes, promoRedemptions } from '../db/billing-schema.ts';
import { HttpError } from '../lib/errors.ts';

export type PromoRow = typeof promoCodes.$inferSelect;

/** The errors of a code that cannot be used, each a sentence and a `code`. */
export const promoErrors = {
  unknown: (code: string) =>
    new HttpError(400, `We do not know the promo code “${code}”. Please check it and try again.`, { code: 'promo_unknown' }),
  expired: (code: string) => new HttpError(400, `The promo code “${code}” has expired.`, { code: 'promo_expired' }),
  used: (code: string) =>
    new HttpError(409, `The promo code “${code}” has already been used with this e-mail address; it can be used once.`, {
      code: 'promo_used',
    }),
};

const toJson = (row: PromoRow, redemptions: number): PromoCode => ({
  _id: String(row.id),
  code: row.code,
  percentOff: row.percentOff,
  description: row.description,
  oncePerEmail: row.oncePerEmail,
  expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
  redemptions,
  createdAt: row.createdAt.toISOString(),
});

export function promoCodesRepository(db: Database) {
  return {
    /**
     * The code when `email` may use it now; throws a 400 (`promo_unknown`, `promo_expired`) or
     * 409 (`promo_used`) `HttpError` otherwise.
     */
    async usable(code: string, email: string, at: Date = new Date()): Promise<PromoRow> {
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code.toUpperCase())).limit(1);
      if (!row) throw promoErrors.unknown(code);
      if (row.expiresAt && row.expiresAt <= at) throw promoErrors.expired(row.code);
      if (row.oncePerEmail) {
        const [used] = await db
          .select({ id: promoRedemptions.id })
          .from(promoRedemptions)
          .where(and(eq(promoRedemptions.promoCodeId, row.id), sql`lower(${promoRedemptions.email}) = lower(${email})`))
          .limit(1);
        if (used) throw promoErrors.used(row.code);
      }
      return row;
    },

    /** Every code, oldest first, with how many orders used it. */
    async list(): Promise<PromoCode[]> {
      const rows = await db
        .select({ row: promoCodes, redemptions: count(promoRedemptions.id) })
        .from(promoCodes)
        .leftJoin(promoRedemptions, eq(promoRedemptions.promoCodeId, promoCodes.id))
        .groupBy(promoCodes.id)
        .orderBy(asc(promoCodes.id));
      return rows.map((r) => toJson(r.row, Number(r.redemptions)));
    },

    /** Creates a code; a 409 `promo_exists` when the code is taken. */
    async create(input: {
      code: string;
      percentOff: number;
      description?: string;
      oncePerEmail?: boolean;
      expiresAt?: string;
    }): Promise<PromoCode> {
      const [row] = await db
        .insert(promoCodes)
        .values({
          code: input.code.toUpperCase(),
          percentOff: input.percentOff,
          description: input.description ?? '',
          oncePerEmail: input.oncePerEmail ?? true,
          expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new HttpError(409, `A promo code “${input.code.toUpperCase()}” already exists.`, { code: 'promo_exists' });
      return toJson(row, 0);
    },

    /** Expires a code now; null when there is no such code. */
    async expire(id: number): Promise<PromoCode | null> {
      const [row] = await db
        .update(promoCodes)
        .set({ expiresAt: sql`now()` })
        .where(eq(promoCodes.id, id))
        .returning();
      if (!row) return null;
      const [{ n }] = (await db.select({ n: count() }).from(promoRedemptions).where(eq(promoRedemptions.promoCodeId, id))) as [
        { n: number },
      ];
      return toJson(row, Number(n));
    },
  };
}

export type PromoCodesRepository = ReturnType<typeof promoCodesRepository>;
