/** Reading products and turning rows into the `Product` JSON of SPEC §3. */
import { and, asc, desc, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { brands, categories, productTypes, products, subcategories } from '../db/schema.ts';
import type { Product } from '@manzil/shared/contract';
import { colorName, tagName } from '../lib/catalog-terms.ts';
import type { Locale } from '../lib/locale.ts';

/** The columns every product answer needs, with the names of its category, type and brand. */
export const productColumns = {
  id: products.id,
  sku: products.sku,
  name: products.name,
  title: products.title,
  description: products.description,
  nameAr: products.nameAr,
  titleAr: products.titleAr,
  descriptionAr: products.descriptionAr,
  price: products.price,
  salePrice: products.salePrice,
  stock: products.stock,
  categoryId: products.categoryId,
  categoryName: categories.name,
  categoryNameAr: categories.nameAr,
  categorySlug: categories.slug,
  subcategoryId: products.subcategoryId,
  subcategoryName: subcategories.name,
  subcategoryNameAr: subcategories.nameAr,
  typeId: products.typeId,
  typeName: productTypes.name,
  typeNameAr: productTypes.nameAr,
  brandId: products.brandId,
  brandName: brands.name,
  brandNameAr: brands.nameAr,
  vendorId: products.vendorId,
  colors: products.colors,
  tags: products.tags,
  imageCount: products.imageCount,
  hasCad: products.hasCad,
  imagePaths: products.imagePaths,
  cadPath: products.cadPath,
  status: products.status,
  readyToShip: products.readyToShip,
  madeToOrder: products.madeToOrder,
  promotionApproved: products.promotionApproved,
  createdAt: products.createdAt,
};

export interface ProductRow {
  id: number;
  sku: string;
  name: string;
  title: string;
  description: string;
  /** Arabic; null where the vendor gave none. */
  nameAr: string | null;
  titleAr: string | null;
  descriptionAr: string | null;
  price: number;
  salePrice: number | null;
  stock: number;
  categoryId: number;
  categoryName: string;
  categoryNameAr: string | null;
  categorySlug: string;
  subcategoryId: number;
  subcategoryName: string;
  subcategoryNameAr: string | null;
  typeId: number;
  typeName: string;
  typeNameAr: string | null;
  brandId: number;
  brandName: string;
  brandNameAr: string | null;
  vendorId: number;
  colors: string[];
  tags: string[];
  imageCount: number;
  hasCad: boolean;
  /** Uploaded pictures, main first; null for the generated ones. */
  imagePaths: string[] | null;
  cadPath: string | null;
  status: boolean;
  readyToShip: boolean;
  madeToOrder: boolean;
  promotionApproved: boolean;
  createdAt: Date;
}

/** Picture paths of a product: `products/{id}.webp`, then `products/{id}-2.webp`, ... (routes/media.ts). */
export function productImages(id: number | string, count: number): string[] {
  return Array.from({ length: Math.max(1, count) }, (_, i) => (i === 0 ? `products/${id}.webp` : `products/${id}-${i + 1}.webp`));
}

/** `arabic` in an Arabic answer when there is one, else `english`. */
export const inLocale = (locale: Locale, english: string, arabic: string | null | undefined): string =>
  locale === 'ar' && arabic ? arabic : english;

/**
 * The `Product` JSON of a row. In Arabic (`locale` 'ar') the names, title,
 * description, colours and tags are the Arabic ones where there are (the English otherwise);
 * ids, slugs and every other field are the same in both languages.
 */
export function toProduct(row: ProductRow, locale: Locale = 'en'): Product {
  const id = String(row.id);
  const images = row.imagePaths?.length ? row.imagePaths : productImages(id, row.imageCount);
  const text = (english: string, arabic: string | null) => inLocale(locale, english, arabic);
  return {
    _id: id,
    sku: row.sku,
    name: text(row.name, row.nameAr),
    title: text(row.title, row.titleAr),
    description: text(row.description, row.descriptionAr),
    mainImage: images[0]!,
    images,
    price: Number(row.price),
    salePrice: row.salePrice === null ? null : Number(row.salePrice),
    stock: row.stock,
    category: { _id: String(row.categoryId), name: text(row.categoryName, row.categoryNameAr), slug: row.categorySlug },
    subCategory: { _id: String(row.subcategoryId), name: text(row.subcategoryName, row.subcategoryNameAr) },
    type: { _id: String(row.typeId), name: text(row.typeName, row.typeNameAr) },
    brandId: { _id: String(row.brandId), brandName: text(row.brandName, row.brandNameAr) },
    vendorId: String(row.vendorId),
    colors: row.colors.map((color) => colorName(color, locale)),
    tags: row.tags.map((tag) => tagName(tag, locale)),
    createdAt: new Date(row.createdAt).toISOString(),
    cadFile: row.cadPath ?? (row.hasCad ? `cad/${id}.dxf` : null),
    status: row.status,
    readyToShip: row.readyToShip,
    madeToOrder: row.madeToOrder,
    promotionApproved: row.promotionApproved,
  };
}

/** A select of product rows with their joins; add where/order/limit. */
export function selectProducts(db: Database) {
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .innerJoin(productTypes, eq(productTypes.id, products.typeId))
    .innerJoin(brands, eq(brands.id, products.brandId));
}

/** Every read takes the answer's language (`locale`, default English; see toProduct). */
export function productsRepository(db: Database) {
  const many = async (
    locale: Locale,
    where: SQL | undefined,
    order: SQL[] = [desc(products.createdAt), desc(products.id)],
    limit?: number,
  ) => {
    const query = selectProducts(db)
      .where(where)
      .orderBy(...order);
    const rows = (limit ? await query.limit(limit) : await query) as ProductRow[];
    return rows.map((row) => toProduct(row, locale));
  };

  return {
    /** One product, listed or not; null when the id is unknown. */
    async findById(id: number, locale: Locale = 'en'): Promise<Product | null> {
      const [row] = (await selectProducts(db).where(eq(products.id, id)).limit(1)) as ProductRow[];
      return row ? toProduct(row, locale) : null;
    },

    /** Every listed product (status true), newest first (SPEC §7 `getproducts/`: the client
     * filters further). Unlisted ones are seen only through the partner API. */
    all: (locale: Locale = 'en') => many(locale, eq(products.status, true)),

    /** Listed products that are ready to ship and in stock, newest first. */
    readyToShip: (locale: Locale = 'en') =>
      many(locale, and(eq(products.status, true), eq(products.readyToShip, true), gt(products.stock, 0))),

    /** Up to `limit` listed products of the same type, closest in price first. */
    async related(product: Product, locale: Locale = 'en', limit = 8): Promise<Product[]> {
      const price = product.salePrice ?? product.price;
      return many(
        locale,
        and(eq(products.typeId, Number(product.type._id)), eq(products.status, true), ne(products.id, Number(product._id))),
        [asc(sql`abs(${products.effectivePrice} - ${price})`), asc(products.id)],
        limit,
      );
    },
  };
}

export type ProductsRepository = ReturnType<typeof productsRepository>;
