/** The category tree (SPEC §3 Category, Subcategory, Type) with counts of listed products. */
import { asc, eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.ts';
import { categories, productTypes, subcategories } from '../db/schema.ts';
import { listedCounts, type CatalogIndex, type CatalogIndexService } from '../services/catalog-index.ts';
import type { Category, ProductType, Subcategory, SubcategoryDetail } from '@manzil/shared/contract';
import type { Locale } from '../lib/locale.ts';
import { inLocale } from './products.ts';

export type TypeDetail = ProductType & {
  subCategory: { _id: string; name: string };
  category: { _id: string; name: string; slug: string };
};

export const categoryImage = (slug: string) => `categories/${slug}.webp`;
export const subcategoryImage = (id: number | string) => `subcategories/${id}.webp`;

/** Listed products per type id, from the catalog index (kept across patches, moved by what they change). */
export function listedPerType(index: CatalogIndex): Map<number, number> {
  return index.kept('counts:type', () => listedCounts(index, index.type, (v) => v.type));
}

/** Listed products per type id, from the products table (before the first index). */
export async function listedPerTypeFromDatabase(db: Database): Promise<Map<number, number>> {
  const rows = await queryRows<{ id: number; n: number }>(
    db,
    sql`select type_id as id, count(*)::int as n from products where status group by type_id`,
  );
  return new Map(rows.map((row) => [Number(row.id), Number(row.n)]));
}

/** Every read takes the answer's language: names in Arabic for 'ar' where there are. */
export function catalogRepository(db: Database, catalog: CatalogIndexService) {
  /**
   * The whole tree in menu order; counts only listed products (memoised per catalog version and
   * language). `onStale` (here and below) is called when the counts may lag the catalog (the index
   * is being patched or rebuilt): a cache must not keep that answer.
   */
  const tree = async (locale: Locale = 'en', onStale?: () => void): Promise<Category[]> => {
    const { index, stale } = await catalog.latest();
    if (stale) onStale?.();
    // Before this process has an index, the counts come from one grouped scan.
    if (!index) return readTree(listedPerTypeFromDatabase(db), locale);
    return index.memo(`catalog:tree:${locale}`, () => readTree(Promise.resolve(listedPerType(index)), locale));
  };

  async function readTree(counts: Promise<Map<number, number>>, locale: Locale): Promise<Category[]> {
    const [cats, subs, types, countOf] = await Promise.all([
      db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
      db.select().from(subcategories).orderBy(asc(subcategories.position), asc(subcategories.id)),
      db.select().from(productTypes).orderBy(asc(productTypes.position), asc(productTypes.id)),
      counts,
    ]);
    return cats.map((cat) => {
      const subCategories: Subcategory[] = subs
        .filter((s) => s.categoryId === cat.id)
        .map((sub) => {
          const typeList = types
            .filter((ty) => ty.subcategoryId === sub.id)
            .map((ty) => ({ _id: String(ty.id), name: inLocale(locale, ty.name, ty.nameAr), productCount: countOf.get(ty.id) ?? 0 }));
          return {
            _id: String(sub.id),
            name: inLocale(locale, sub.name, sub.nameAr),
            image: subcategoryImage(sub.id),
            types: typeList,
            productCount: typeList.reduce((sum, ty) => sum + ty.productCount, 0),
          };
        });
      return {
        _id: String(cat.id),
        name: inLocale(locale, cat.name, cat.nameAr),
        slug: cat.slug,
        image: categoryImage(cat.slug),
        subCategories,
        productCount: subCategories.reduce((sum, s) => sum + (s.productCount ?? 0), 0),
      };
    });
  }

  return {
    tree,
    async categoryById(id: number, locale: Locale = 'en', onStale?: () => void): Promise<Category | null> {
      return (await tree(locale, onStale)).find((c) => c._id === String(id)) ?? null;
    },
    async categoryBySlug(slug: string, locale: Locale = 'en', onStale?: () => void): Promise<Category | null> {
      return (await tree(locale, onStale)).find((c) => c.slug === slug) ?? null;
    },
    async subcategoryById(id: number, locale: Locale = 'en', onStale?: () => void): Promise<SubcategoryDetail | null> {
      for (const cat of await tree(locale, onStale)) {
        const sub = cat.subCategories.find((s) => s._id === String(id));
        if (sub) return { ...sub, category: { _id: cat._id, name: cat.name, slug: cat.slug } };
      }
      return null;
    },
    async typeById(id: number, locale: Locale = 'en', onStale?: () => void): Promise<TypeDetail | null> {
      const [row] = await db
        .select({
          id: productTypes.id,
          name: productTypes.name,
          nameAr: productTypes.nameAr,
          subId: subcategories.id,
          subName: subcategories.name,
          subNameAr: subcategories.nameAr,
          catId: categories.id,
          catName: categories.name,
          catNameAr: categories.nameAr,
          slug: categories.slug,
        })
        .from(productTypes)
        .innerJoin(subcategories, eq(subcategories.id, productTypes.subcategoryId))
        .innerJoin(categories, eq(categories.id, subcategories.categoryId))
        .where(eq(productTypes.id, id));
      if (!row) return null;
      const { index, stale } = await catalog.latest();
      if (stale) onStale?.();
      const counts = await (index ? listedPerType(index) : listedPerTypeFromDatabase(db));
      return {
        _id: String(row.id),
        name: inLocale(locale, row.name, row.nameAr),
        productCount: counts.get(row.id) ?? 0,
        subCategory: { _id: String(row.subId), name: inLocale(locale, row.subName, row.subNameAr) },
        category: { _id: String(row.catId), name: inLocale(locale, row.catName, row.catNameAr), slug: row.slug },
      };
    },
  };
}
