/** Brands (SPEC §3 Brand) with the number of their listed products. */
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { TtlCache } from '../lib/ttl-cache.ts';
import { brands } from '../db/schema.ts';
import type { Brand } from '../shared-types.ts';

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export const brandLogo = (id: number | string) => `brands/${id}.svg`;

export function brandsRepository(db: Database, cache: TtlCache) {
  const select = () =>
    db
      .select({
        id: brands.id,
        name: brands.name,
        description: brands.description,
        productCount: sql<number>`(select count(*) from products p where p.brand_id = "brands"."id" and p.status)::int`,
      })
      .from(brands);
  const toBrand = (row: { id: number; name: string; description: string; productCount: number }): Brand => ({
    _id: String(row.id),
    brandName: row.name,
    brandlogo: brandLogo(row.id),
    brandDescription: row.description,
    productCount: Number(row.productCount),
  });

  return {
    /** Every brand, by name (sorted here so the order does not depend on the database's collation). */
    async all(): Promise<Brand[]> {
      return cache.get('brands:all', async () => {
        const rows = await select().orderBy(asc(brands.id));
        return rows.map(toBrand).sort((a, b) => byName.compare(a.brandName, b.brandName));
      });
    },
    async findById(id: number): Promise<Brand | null> {
      const [row] = await select().where(eq(brands.id, id));
      return row ? toBrand(row) : null;
    },
  };
}
