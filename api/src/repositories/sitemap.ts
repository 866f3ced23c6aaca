/**
 * What the sitemap lists (SPEC §2 public routes): listed products, and the categories,
 * subcategories, types and brands that have listed products, each with the date its page last
 * changed (`products.updated_at`, moved by the trigger of
 * migrations/0005_product_updated_at_trigger.sql). Built for a catalog of a million products:
 * products are read in id order in batches (keyset pagination), never all at once.
 */
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { brands, categories, productTypes, products, subcategories } from '../db/schema.ts';

const updatedAt = products.updatedAt;
const toDate = (value: unknown) => new Date(value as string | Date);

/** A listed product's sitemap entry. */
export interface SitemapProduct {
  id: number;
  lastmod: Date;
}

/** A group of product ids `[first, last]` that holds listed products, and its latest change. */
export interface ProductBucket {
  /** 0-based: the products whose `(id - 1) / size` is this number. */
  bucket: number;
  lastmod: Date;
}

/** A category, subcategory, type or brand page of the sitemap. */
export interface SitemapTaxonomyEntry {
  kind: 'category' | 'subcategory' | 'type' | 'brand';
  id: number;
  /** The English name and the Arabic one (null: none); a type's URL carries its name. */
  name: string;
  nameAr: string | null;
  lastmod: Date;
}

/** Rows read per database round trip while streaming a file's products. */
const BATCH = 2_000;

export function sitemapRepository(db: Database) {
  return {
    /**
     * The id buckets of `size` ids that hold at least one listed product, in order, with the
     * latest `updated_at` among their listed products. One pass over the listed products' ids.
     */
    async productBuckets(size: number): Promise<ProductBucket[]> {
      const bucket = sql<number>`(${products.id} - 1) / ${sql.raw(String(Math.trunc(size)))}`;
      const rows = await db
        .select({ bucket: bucket.mapWith(Number), lastmod: sql`max(${updatedAt})`.mapWith(toDate) })
        .from(products)
        .where(eq(products.status, true))
        .groupBy(bucket)
        .orderBy(bucket);
      return rows;
    },

    /**
     * What a product file's content depends on, without reading its rows: how many products of
     * bucket `bucket` are listed, and the latest `updated_at` among all of its products (a product
     * taken off the shelf changes its own date, so it moves this too). One aggregate over an id
     * range of the primary key. `changed` is null for an empty id range.
     */
    async bucketVersion(bucket: number, size: number): Promise<{ listed: number; changed: Date | null }> {
      const first = bucket * size;
      const last = Math.min((bucket + 1) * size, 2 ** 31 - 1);
      const [row] = await db
        .select({
          listed: sql`count(*) filter (where ${products.status})`.mapWith(Number),
          changed: sql`max(${updatedAt})`,
        })
        .from(products)
        .where(and(gt(products.id, first), lte(products.id, last)));
      return { listed: row?.listed ?? 0, changed: row?.changed ? toDate(row.changed) : null };
    },

    /**
     * The listed products of bucket `bucket` (ids `bucket·size + 1` to `(bucket + 1)·size`) in id
     * order, read `BATCH` rows at a time after the last id seen.
     */
    async *productsInBucket(bucket: number, size: number): AsyncGenerator<SitemapProduct> {
      let after = bucket * size;
      const last = Math.min((bucket + 1) * size, 2 ** 31 - 1);
      for (;;) {
        const rows = await db
          .select({ id: products.id, lastmod: sql`${updatedAt}`.mapWith(toDate) })
          .from(products)
          .where(and(eq(products.status, true), gt(products.id, after), lte(products.id, last)))
          .orderBy(asc(products.id))
          .limit(BATCH);
        yield* rows;
        if (rows.length < BATCH) return;
        after = rows[rows.length - 1]!.id;
      }
    },

    /**
     * Every category, subcategory, type and brand with at least one listed product (an empty
     * listing is not worth a crawler's visit), in menu order then brands by id, with the latest
     * change among its listed products (a brand's own creation too). One grouped pass over the
     * listed products; the taxonomy itself is small.
     */
    async taxonomy(): Promise<SitemapTaxonomyEntry[]> {
      const latest = await db
        .select({
          categoryId: products.categoryId,
          subcategoryId: products.subcategoryId,
          typeId: products.typeId,
          brandId: products.brandId,
          lastmod: sql`max(${updatedAt})`.mapWith(toDate),
          // Which grouping set a row belongs to (bits: category, subcategory, type, brand; 0 = that one).
          grouping:
            sql<number>`grouping(${products.categoryId}, ${products.subcategoryId}, ${products.typeId}, ${products.brandId})`.mapWith(
              Number,
            ),
        })
        .from(products)
        .where(eq(products.status, true))
        .groupBy(sql`grouping sets ((${products.categoryId}), (${products.subcategoryId}), (${products.typeId}), (${products.brandId}))`);
      const of = (mask: number, pick: (row: (typeof latest)[number]) => number) =>
        new Map(latest.filter((row) => row.grouping === mask).map((row) => [pick(row), row.lastmod]));
      const perCategory = of(0b0111, (row) => row.categoryId);
      const perSubcategory = of(0b1011, (row) => row.subcategoryId);
      const perType = of(0b1101, (row) => row.typeId);
      const perBrand = of(0b1110, (row) => row.brandId);

      const [categoryRows, subcategoryRows, typeRows, brandRows] = await Promise.all([
        db
          .select({ id: categories.id, name: categories.name, nameAr: categories.nameAr })
          .from(categories)
          .orderBy(asc(categories.position), asc(categories.id)),
        db
          .select({ id: subcategories.id, name: subcategories.name, nameAr: subcategories.nameAr })
          .from(subcategories)
          .orderBy(asc(subcategories.categoryId), asc(subcategories.position), asc(subcategories.id)),
        db
          .select({ id: productTypes.id, name: productTypes.name, nameAr: productTypes.nameAr })
          .from(productTypes)
          .orderBy(asc(productTypes.subcategoryId), asc(productTypes.position), asc(productTypes.id)),
        db
          .select({ id: brands.id, name: brands.name, nameAr: brands.nameAr, createdAt: brands.createdAt })
          .from(brands)
          .orderBy(asc(brands.id)),
      ]);
      const entries: SitemapTaxonomyEntry[] = [];
      const add = (
        kind: SitemapTaxonomyEntry['kind'],
        rows: { id: number; name: string; nameAr: string | null }[],
        dates: Map<number, Date>,
      ) => {
        for (const row of rows) {
          const lastmod = dates.get(row.id);
          if (lastmod) entries.push({ kind, id: row.id, name: row.name, nameAr: row.nameAr, lastmod });
        }
      };
      add('category', categoryRows, perCategory);
      add('subcategory', subcategoryRows, perSubcategory);
      add('type', typeRows, perType);
      const brandDates = new Map(
        brandRows.flatMap((row) => {
          const products = perBrand.get(row.id);
          if (!products) return [];
          const created = toDate(row.createdAt);
          return [[row.id, products > created ? products : created] as const];
        }),
      );
      add('brand', brandRows, brandDates);
      return entries;
    },
  };
}

export type SitemapRepository = ReturnType<typeof sitemapRepository>;
