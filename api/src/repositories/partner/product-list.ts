/** The vendor dashboard's product table: search, approval-status filter, low-stock marks, pages. */
import { and, asc, count, desc, eq, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productReviews } from '../../db/partner-schema.ts';
import { products } from '../../db/schema.ts';
import { selectProducts, toProduct, type ProductRow } from '../products.ts';
import type { VendorOwnProduct } from '@manzil/shared/contract';

export const VENDOR_PRODUCT_FILTERS = ['all', 'listed', 'pending', 'rejected', 'unlisted', 'low-stock'] as const;
export type VendorProductFilter = (typeof VENDOR_PRODUCT_FILTERS)[number];
/** SPEC §9: stock 5 or less is low (0 is sold out). */
export const LOW_STOCK = 5;

/** A product as its vendor reads it: the English Product and the saved Arabic texts (null: none). */
const toVendorProduct = (row: ProductRow): VendorOwnProduct => ({
  ...toProduct(row),
  nameAr: row.nameAr,
  titleAr: row.titleAr,
  descriptionAr: row.descriptionAr,
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function vendorProductListRepository(db: Database) {
  return {
    /** Product `productId` if vendor `vendorId` sells it (listed or not), else null. */
    async find(vendorId: number, productId: number): Promise<VendorOwnProduct | null> {
      const [row] = (await selectProducts(db)
        .where(and(eq(products.id, productId), eq(products.vendorId, vendorId)))
        .limit(1)) as ProductRow[];
      return row ? toVendorProduct(row) : null;
    },

    async list(
      vendorId: number,
      options: { q?: string; status: VendorProductFilter; page: number; pageSize: number },
    ): Promise<{ items: VendorOwnProduct[]; total: number }> {
      const where: (SQL | undefined)[] = [eq(products.vendorId, vendorId)];
      const q = options.q?.trim();
      if (q) where.push(or(ilike(products.name, `%${escapeLike(q)}%`), ilike(products.sku, `%${escapeLike(q)}%`)));
      switch (options.status) {
        case 'listed':
          where.push(eq(products.status, true));
          break;
        case 'pending':
          where.push(eq(productReviews.status, 'pending'));
          break;
        case 'rejected':
          where.push(eq(productReviews.status, 'rejected'));
          break;
        case 'unlisted':
          where.push(and(eq(products.status, false), or(isNull(productReviews.status), eq(productReviews.status, 'approved'))));
          break;
        case 'low-stock':
          where.push(lte(products.stock, LOW_STOCK));
          break;
      }
      const condition = and(...where);
      const [total] = await db
        .select({ n: count() })
        .from(products)
        .leftJoin(productReviews, eq(productReviews.productId, products.id))
        .where(condition);
      const rows = (await selectProducts(db)
        .leftJoin(productReviews, eq(productReviews.productId, products.id))
        .where(condition)
        .orderBy(options.status === 'low-stock' ? asc(products.stock) : sql`1`, desc(products.createdAt), desc(products.id))
        .limit(options.pageSize)
        .offset((options.page - 1) * options.pageSize)) as ProductRow[];
      return { items: rows.map(toVendorProduct), total: Number(total?.n ?? 0) };
    },
  };
}
