/**
 * Saved cards (SPEC §3 "Card", §4 "exactly one default card"): the gateway's token, brand, last
 * four and expiry only. Every change of a shopper's cards first locks that shopper's `users` row,
 * so concurrent calls run one after the other; the partial unique index `cards_one_default_idx`
 * is the net under it (at most one default per shopper).
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { SavedCard } from '@manzil/shared/contract';
import type { Database } from '../db/client.ts';
import { cards } from '../db/billing-schema.ts';
import { users } from '../db/schema.ts';
import type { TokenisedCard } from '../services/payments/gateway.ts';

type CardRow = typeof cards.$inferSelect;

const KNOWN = new Set(['Visa', 'MasterCard', 'Amex', 'Discover', 'Valu', 'Meeza']);

/** The answer shape: masked number ('•••• 1234'), brand, default mark, MM/YY. */
export function toSavedCard(row: CardRow): SavedCard {
  return {
    _id: String(row.id),
    cardNumber: `•••• ${row.last4}`,
    cardType: (KNOWN.has(row.brand) ? row.brand : 'Unknown') as SavedCard['cardType'],
    default: row.isDefault,
    expiryDate: `${String(row.expiryMonth).padStart(2, '0')}/${String(row.expiryYear % 100).padStart(2, '0')}`,
    last4: row.last4,
  };
}

export function cardsRepository(db: Database) {
  const lockUser = (tx: Database, userId: number) => tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');

  return {
    /** The shopper's cards, oldest first. */
    async list(userId: number): Promise<SavedCard[]> {
      const rows = await db.select().from(cards).where(eq(cards.userId, userId)).orderBy(asc(cards.id));
      return rows.map(toSavedCard);
    },

    /** Saves a tokenised card; the shopper's first card becomes the default. */
    async add(userId: number, gateway: string, card: TokenisedCard): Promise<SavedCard> {
      return db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const [current] = await tx
          .select({ id: cards.id })
          .from(cards)
          .where(and(eq(cards.userId, userId), eq(cards.isDefault, true)))
          .limit(1);
        const [row] = await tx
          .insert(cards)
          .values({
            userId,
            gateway,
            token: card.token,
            brand: card.brand,
            last4: card.last4,
            expiryMonth: card.expiryMonth,
            expiryYear: card.expiryYear,
            isDefault: !current,
          })
          .returning();
        return toSavedCard(row!);
      });
    },

    /** Makes `cardId` the one default; null when the shopper has no such card (nothing changes then). */
    async setDefault(userId: number, cardId: number): Promise<SavedCard[] | null> {
      return db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const [card] = await tx
          .select({ id: cards.id })
          .from(cards)
          .where(and(eq(cards.id, cardId), eq(cards.userId, userId)))
          .limit(1);
        if (!card) return null;
        // Two statements: the unique index is checked row by row, so clear first, then set.
        await tx
          .update(cards)
          .set({ isDefault: false })
          .where(and(eq(cards.userId, userId), eq(cards.isDefault, true), sql`${cards.id} <> ${cardId}`));
        await tx.update(cards).set({ isDefault: true }).where(eq(cards.id, cardId));
        const rows = await tx.select().from(cards).where(eq(cards.userId, userId)).orderBy(asc(cards.id));
        return rows.map(toSavedCard);
      });
    },

    /** Deletes the shopper's card (the newest other card becomes default if it was); false when not theirs. */
    async remove(userId: number, cardId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const [deleted] = await tx
          .delete(cards)
          .where(and(eq(cards.id, cardId), eq(cards.userId, userId)))
          .returning();
        if (!deleted) return false;
        if (deleted.isDefault) {
          const [next] = await tx.select({ id: cards.id }).from(cards).where(eq(cards.userId, userId)).orderBy(desc(cards.id)).limit(1);
          if (next) await tx.update(cards).set({ isDefault: true }).where(eq(cards.id, next.id));
        }
        return true;
      });
    },

    /** The token and gateway of the shopper's card, or null. */
    async token(userId: number, cardId: number): Promise<{ id: number; token: string; gateway: string } | null> {
      const [row] = await db
        .select({ id: cards.id, token: cards.token, gateway: cards.gateway })
        .from(cards)
        .where(and(eq(cards.id, cardId), eq(cards.userId, userId)))
        .limit(1);
      return row ?? null;
    },
  };
}

export type CardsRepository = ReturnType<typeof cardsRepository>;
