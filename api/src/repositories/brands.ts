/** Brands (SPEC §3 Brand) with the number of their listed products. */
import { asc, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.ts';
import { brands } from '../db/schema.ts';
import { listedCounts, type CatalogIndex, type CatalogIndexService } from '../services/catalog-index.ts';
import type { Brand } from '@manzil/shared/contract';
import type { Locale } from '../lib/locale.ts';
import { inLocale } from './products.ts';

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const byNameAr = new Intl.Collator('ar', { sensitivity: 'base', numeric: true });

/** A brand's logo path: its uploaded logo, else the generated monogram. */
export const brandLogo = (id: number | string, uploaded?: string | null) => uploaded ?? `brands/${id}.svg`;

/** Listed products per brand id, from the catalog index. */
function listedPerBrand(index: CatalogIndex): Map<number, number> {
  return index.kept('counts:brand', () => listedCounts(index, index.brand, (v) => v.brand));
}

/** Listed products per brand id, from the products table (before the first index). */
async function listedPerBrandFromDatabase(db: Database): Promise<Map<number, number>> {
  const rows = await queryRows<{ id: number; n: number }>(
    db,
    sql`select brand_id as id, count(*)::int as n from products where status group by brand_id`,
  );
  return new Map(rows.map((row) => [Number(row.id), Number(row.n)]));
}

export function brandsRepository(db: Database, catalog: CatalogIndexService) {
  /**
   * Every brand with its count, by name (in Arabic: Arabic names and descriptions where there
   * are, in Arabic alphabetical order); memoised per catalog version and language (brand edits
   * bump the version too). `onStale` is called when the counts may lag the catalog (the index is
   * being patched or rebuilt): a cache must not keep that answer.
   */
  const all = async (locale: Locale = 'en', onStale?: () => void): Promise<Brand[]> => {
    const { index, stale } = await catalog.latest();
    if (stale) onStale?.();
    const compute = async () => {
      // Before this process has an index, the counts come from one grouped scan.
      const counts = index ? listedPerBrand(index) : await listedPerBrandFromDatabase(db);
      const rows = await db
        .select({
          id: brands.id,
          name: brands.name,
          description: brands.description,
          nameAr: brands.nameAr,
          descriptionAr: brands.descriptionAr,
          logo: brands.logo,
        })
        .from(brands)
        .orderBy(asc(brands.id));
      return rows
        .map((row): Brand => ({
          _id: String(row.id),
          brandName: inLocale(locale, row.name, row.nameAr),
          brandlogo: brandLogo(row.id, row.logo),
          brandDescription: inLocale(locale, row.description, row.descriptionAr),
          productCount: counts.get(row.id) ?? 0,
        }))
        .sort((a, b) => (locale === 'ar' ? byNameAr : byName).compare(a.brandName, b.brandName));
    };
    return index ? index.memo(`brands:all:${locale}`, compute) : compute();
  };

  return {
    /** Every brand, by name (sorted here so the order does not depend on the database's collation). */
    all,
    async findById(id: number, locale: Locale = 'en', onStale?: () => void): Promise<Brand | null> {
      return (await all(locale, onStale)).find((brand) => brand._id === String(id)) ?? null;
    },
  };
}
