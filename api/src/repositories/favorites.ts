/** A shopper's favorites (SPEC §3 "Favorites"): adding and removing are idempotent. */
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { favorites, products } from '../db/schema.ts';
import type { Product } from '@manzil/shared/contract';
import type { Locale } from '../lib/locale.ts';
import { selectProducts, toProduct, type ProductRow } from './products.ts';

export function favoritesRepository(db: Database) {
  return {
    /** The shopper's favorite products, most recently added first, in `locale` (see toProduct). */
    async list(userId: number, locale: Locale = 'en'): Promise<Product[]> {
      const rows = (await selectProducts(db)
        .innerJoin(favorites, eq(favorites.productId, products.id))
        .where(eq(favorites.userId, userId))
        .orderBy(desc(favorites.createdAt), desc(products.id))) as ProductRow[];
      return rows.map((row) => toProduct(row, locale));
    },
    async add(userId: number, productId: number): Promise<void> {
      await db.insert(favorites).values({ userId, productId }).onConflictDoNothing();
    },
    async remove(userId: number, productId: number): Promise<void> {
      await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)));
    },
  };
}
