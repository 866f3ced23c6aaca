/**
 * Promo codes: MANZIL10, the newsletter's welcome offer (10% off,
 * once per e-mail, seeded by migrations/0009_reference_data.sql), and the codes an admin creates —
 * a percentage or an
 * amount in EGP, with a minimum order, a limit of uses and validity dates. Checked and applied
 * by the server.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { type CreatePromoCodeInput, type PromoCode, type PromoStatus } from '@manzil/shared/contract';
import type { Database } from '../db/client.ts';
import { promoCodes, promoRedemptions } from '../db/billing-schema.ts';
import { formatPrice } from '../emails/locale.ts';
import { HttpError } from '../lib/errors.ts';
import { recordDecision, type AuditActor } from './audit.ts';
import { msg } from '../i18n/translate.ts';

export type PromoRow = typeof promoCodes.$inferSelect;

/** The errors of a code that cannot be used, each a sentence and a `code`. */
export const promoErrors = {
  unknown: (code: string) => new HttpError(400, msg('promo.unknown', { code }), { code: 'promo_unknown' }),
  expired: (code: string) => new HttpError(400, msg('promo.expired', { code }), { code: 'promo_expired' }),
  used: (code: string) =>
    new HttpError(409, msg('promo.already_used', { code }), {
      code: 'promo_used',
    }),
  notStarted: (code: string) => new HttpError(400, msg('promo.not_started', { code }), { code: 'promo_not_started' }),
  usedUp: (code: string) => new HttpError(409, msg('promo.used_up', { code }), { code: 'promo_used_up' }),
  minOrder: (code: string, minOrder: number) =>
    new HttpError(400, msg('promo.min_order', { code, min: (locale) => formatPrice(minOrder, locale) }), {
      code: 'promo_min_order',
    }),
};

/** The terms `discountCents` needs, as a row has them. */
export type PromoTerms = Pick<PromoRow, 'code' | 'kind' | 'percentOff' | 'amountOff' | 'minOrder'>;

/**
 * The discount of `promo` on a subtotal, both in piastres: a percentage rounded to the piastre,
 * or the amount but never more than the subtotal. Throws `promo_min_order` (400) when the
 * subtotal is below the code's minimum order.
 */
export function discountCents(promo: PromoTerms, subtotalCents: number): number {
  const minCents = Math.round(Number(promo.minOrder) * 100);
  if (subtotalCents < minCents) throw promoErrors.minOrder(promo.code, Number(promo.minOrder));
  if (promo.kind === 'amount') return Math.min(subtotalCents, Math.round(Number(promo.amountOff ?? 0) * 100));
  return Math.round((subtotalCents * (promo.percentOff ?? 0)) / 100);
}

/** Whether a code works at `at`, from its dates and uses. */
export function promoStatus(row: PromoRow, redemptions: number, at: Date = new Date()): PromoStatus {
  if (row.expiresAt && row.expiresAt <= at) return 'expired';
  if (row.maxRedemptions !== null && redemptions >= row.maxRedemptions) return 'used-up';
  if (row.startsAt && row.startsAt > at) return 'scheduled';
  return 'active';
}

const toJson = (row: PromoRow, redemptions: number): PromoCode => ({
  _id: String(row.id),
  code: row.code,
  kind: row.kind,
  percentOff: row.percentOff,
  amountOff: row.amountOff === null ? null : Number(row.amountOff),
  minOrder: Number(row.minOrder),
  maxRedemptions: row.maxRedemptions,
  description: row.description,
  oncePerEmail: row.oncePerEmail,
  startsAt: row.startsAt ? row.startsAt.toISOString() : null,
  expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
  redemptions,
  status: promoStatus(row, redemptions),
  createdAt: row.createdAt.toISOString(),
});

/** How many orders used a code (in `db`, or a transaction). */
export async function redemptionCount(db: Database, promoCodeId: number): Promise<number> {
  const [{ n }] = (await db.select({ n: count() }).from(promoRedemptions).where(eq(promoRedemptions.promoCodeId, promoCodeId))) as [
    { n: number },
  ];
  return Number(n);
}

export function promoCodesRepository(db: Database) {
  return {
    /**
     * The code when `email` may use it now; throws a 400 (`promo_unknown`, `promo_expired`,
     * `promo_not_started`) or 409 (`promo_used`, `promo_used_up`) `HttpError` otherwise. The
     * minimum order is checked with the subtotal (`discountCents`).
     */
    async usable(code: string, email: string, at: Date = new Date()): Promise<PromoRow> {
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code.toUpperCase())).limit(1);
      if (!row) throw promoErrors.unknown(code);
      if (row.expiresAt && row.expiresAt <= at) throw promoErrors.expired(row.code);
      if (row.startsAt && row.startsAt > at) throw promoErrors.notStarted(row.code);
      if (row.maxRedemptions !== null && (await redemptionCount(db, row.id)) >= row.maxRedemptions) throw promoErrors.usedUp(row.code);
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

    /**
     * Creates a code (the body as `createPromoCodeBody` parsed it) and records the decision in
     * the audit log in the same transaction; a 409 `promo_exists` when the code is taken.
     */
    async create(input: CreatePromoCodeInput, actor: AuditActor): Promise<PromoCode> {
      const code = input.code.toUpperCase();
      return db.transaction(async (tx) => {
        const kind = input.kind ?? 'percent';
        const [row] = await tx
          .insert(promoCodes)
          .values({
            code,
            kind,
            percentOff: kind === 'percent' ? (input.percentOff ?? null) : null,
            amountOff: kind === 'amount' ? (input.amountOff ?? null) : null,
            minOrder: input.minOrder ?? 0,
            maxRedemptions: input.maxRedemptions ?? null,
            description: input.description ?? '',
            oncePerEmail: input.oncePerEmail ?? true,
            startsAt: input.startsAt ? new Date(input.startsAt) : null,
            expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new HttpError(409, msg('promo.exists', { code }), { code: 'promo_exists' });
        const json = toJson(row, 0);
        await recordDecision(tx, actor, {
          action: 'promo-code.create',
          objectType: 'promo-code',
          objectId: json._id,
          details: {
            code: json.code,
            kind: json.kind,
            percentOff: json.percentOff,
            amountOff: json.amountOff,
            minOrder: json.minOrder,
            maxRedemptions: json.maxRedemptions,
            oncePerEmail: json.oncePerEmail,
            startsAt: json.startsAt,
            expiresAt: json.expiresAt,
          },
        });
        return json;
      });
    },

    /**
     * Expires a code now and records it in the audit log (same transaction); null when there is
     * no such code, a 409 `promo_already_expired` when it has expired already.
     */
    async expire(id: number, actor: AuditActor): Promise<PromoCode | null> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
        if (!current) return null;
        if (current.expiresAt && current.expiresAt <= new Date())
          throw new HttpError(409, msg('promo.already_expired', { code: current.code }), { code: 'promo_already_expired' });
        const [row] = await tx
          .update(promoCodes)
          .set({ expiresAt: sql`now()` })
          .where(eq(promoCodes.id, id))
          .returning();
        await recordDecision(tx, actor, {
          action: 'promo-code.expire',
          objectType: 'promo-code',
          objectId: String(id),
          details: { code: row!.code, previousExpiresAt: current.expiresAt ? current.expiresAt.toISOString() : null },
        });
        return toJson(row!, await redemptionCount(tx, id));
      });
    },
  };
}

export type PromoCodesRepository = ReturnType<typeof promoCodesRepository>;
