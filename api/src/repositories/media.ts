/** What the generated pictures and CAD files need to know about a record. */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { brands, categories, productTypes, products, subcategories } from '../db/schema.ts';

export function mediaRepository(db: Database) {
  return {
    async product(id: number) {
      const [row] = await db
        .select({
          id: products.id,
          name: products.name,
          sku: products.sku,
          colors: products.colors,
          imageCount: products.imageCount,
          hasCad: products.hasCad,
          drawing: productTypes.drawing,
        })
        .from(products)
        .innerJoin(productTypes, eq(productTypes.id, products.typeId))
        .where(eq(products.id, id));
      return row ?? null;
    },
    async brandName(id: number) {
      const [row] = await db.select({ name: brands.name }).from(brands).where(eq(brands.id, id));
      return row?.name ?? null;
    },
    async category(slug: string) {
      const [row] = await db.select({ name: categories.name, slug: categories.slug }).from(categories).where(eq(categories.slug, slug));
      return row ?? null;
    },
    async subcategory(id: number) {
      const [row] = await db
        .select({ name: subcategories.name, drawing: productTypes.drawing })
        .from(subcategories)
        .innerJoin(productTypes, eq(productTypes.subcategoryId, subcategories.id))
        .where(eq(subcategories.id, id))
        .orderBy(asc(productTypes.position))
        .limit(1);
      return row ?? null;
    },
  };
}
