/** A shopper's favorites (SPEC §3 "Favorites"): adding and removing are idempotent. */
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { favorites, products } from '../db/schema.ts';
import type { Product } from '@manzil/shared/contract';
import { selectProducts, toProduct, type ProductRow } from './products.ts';

export function favoritesRepository(db: Database) {
  return {
    /** The shopper's favorite products, most recently added first. */
    async list(userId: number): Promise<Product[]> {
      const rows = (await selectProducts(db)
        .innerJoin(favorites, eq(favorites.productId, products.id))
        .where(eq(favorites.userId, userId))
        .orderBy(desc(favorites.createdAt), desc(products.id))) as ProductRow[];
      return rows.map(toProduct);
    },
    async add(userId: number, productId: number): Promise<void> {
      await db.insert(favorites).values({ userId, productId }).onConflictDoNothing();
    },
    async remove(userId: number, productId: number): Promise<void> {
      await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)));
    },
  };
}
