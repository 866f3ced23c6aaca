/**
 * A vendor's products and what waits for the admins (SPEC §3 Product).
 *
 * - A new product is unlisted (`status` false) with a pending review until an admin approves it.
 * - Editing a listed product's name, title, description or pictures keeps the product as it is and
 *   records a pending revision (old and new side by side); approving applies it. Before approval
 *   (pending or rejected) such edits apply at once and put the review back to pending.
 * - A sale price waits as a pending promotion; `products.sale_price` and `promotionApproved`
 *   change only when approved. Removing a sale applies at once.
 * - Price, stock, colours, tags, ready-to-ship, type, brand and CAD apply at once.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productPromotions, productReviews, productRevisions, type RevisionFields } from '../../db/partner-schema.ts';
import { brands, categories, productTypes, products, subcategories } from '../../db/schema.ts';
import { hasArabic, normalizeArabic } from '../../lib/arabic.ts';
import { colorName, tagName } from '../../lib/catalog-terms.ts';
import { conflict, HttpError } from '../../lib/errors.ts';
import type { ProductApprovalState } from '@manzil/shared/contract';
import { deciderNames, iso, toDecision } from './common.ts';
import { msg, type MessageRef } from '../../i18n/translate.ts';

/** A product as the vendor's form sends it, ids as numbers, pictures as paths. */
export interface ProductFields {
  name: string;
  title: string;
  description: string;
  /** Arabic texts: '' clears, undefined keeps the product's. */
  nameAr?: string;
  titleAr?: string;
  descriptionAr?: string;
  categoryId: number;
  subcategoryId: number;
  typeId: number;
  brandId: number;
  price: number;
  salePrice: number | null;
  stock: number;
  colors: string[];
  tags: string[];
  readyToShip: boolean;
  madeToOrder?: boolean;
  images: string[];
  cadPath: string | null;
  /** Keep a seeded product's generated CAD file (`cad/{id}.dxf`) when `cadPath` is null. */
  keepGeneratedCad?: boolean;
}

type ProductRecord = typeof products.$inferSelect;

export const revisionOf = (
  p: Pick<ProductRecord, 'name' | 'title' | 'description' | 'imagePaths' | 'imageCount' | 'id' | 'nameAr' | 'titleAr' | 'descriptionAr'>,
  generated: (id: number, n: number) => string[],
): RevisionFields => ({
  name: p.name,
  title: p.title,
  description: p.description,
  images: p.imagePaths?.length ? p.imagePaths : generated(p.id, p.imageCount),
  nameAr: p.nameAr,
  titleAr: p.titleAr,
  descriptionAr: p.descriptionAr,
});

const sameRevision = (a: RevisionFields, b: RevisionFields) =>
  a.name === b.name &&
  a.title === b.title &&
  a.description === b.description &&
  JSON.stringify(a.images) === JSON.stringify(b.images) &&
  (a.nameAr ?? null) === (b.nameAr ?? null) &&
  (a.titleAr ?? null) === (b.titleAr ?? null) &&
  (a.descriptionAr ?? null) === (b.descriptionAr ?? null);

/** An Arabic text from the form: '' → null (none), undefined → `current` (kept). */
const arabic = (sent: string | undefined, current: string | null) => (sent === undefined ? current : sent || null);

/** The names a product's search text is made of (English and Arabic). */
export interface SearchNames {
  category: string;
  subcategory: string;
  type: string;
  brand: string;
  categoryAr: string | null;
  subcategoryAr: string | null;
  typeAr: string | null;
  brandAr: string | null;
}

/**
 * A product's search text (products.search_text): its name, type, subcategory, category, brand,
 * colours and tags lower-cased; then the same in Arabic folded by normalizeArabic.
 */
export function productSearchText(
  f: { name: string; nameAr: string | null; colors: string[]; tags: string[] },
  names: SearchNames,
): string {
  const english = [f.name, names.type, names.subcategory, names.category, names.brand, ...f.colors, ...f.tags].join(' ').toLowerCase();
  const arabicWords = [
    f.nameAr,
    names.typeAr,
    names.subcategoryAr,
    names.categoryAr,
    names.brandAr,
    ...f.colors.map((c) => colorName(c, 'ar')),
    ...f.tags.map((t) => tagName(t, 'ar')),
  ]
    .filter((word): word is string => Boolean(word) && hasArabic(word!))
    .join(' ');
  return arabicWords ? `${english} ${normalizeArabic(arabicWords)}` : english;
}

/** The names of product `productId`'s type, category, brand… for its search text. */
export async function searchNamesOf(executor: Database, productId: number): Promise<SearchNames | null> {
  const [row] = await executor
    .select({
      category: categories.name,
      subcategory: subcategories.name,
      type: productTypes.name,
      brand: brands.name,
      categoryAr: categories.nameAr,
      subcategoryAr: subcategories.nameAr,
      typeAr: productTypes.nameAr,
      brandAr: brands.nameAr,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .innerJoin(productTypes, eq(productTypes.id, products.typeId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(eq(products.id, productId));
  return row ?? null;
}

const badRequest = (message: MessageRef, code: string) => new HttpError(400, message, { code });

export function vendorProductsRepository(db: Database, generatedImages: (id: number, n: number) => string[]) {
  /** Checks the category → subcategory → type chain and that the brand is the vendor's; returns the names for search. */
  async function checkRefs(executor: Database, vendorId: number, f: ProductFields) {
    const [chain] = await executor
      .select({
        category: categories.name,
        subcategory: subcategories.name,
        type: productTypes.name,
        categoryAr: categories.nameAr,
        subcategoryAr: subcategories.nameAr,
        typeAr: productTypes.nameAr,
      })
      .from(productTypes)
      .innerJoin(subcategories, eq(subcategories.id, productTypes.subcategoryId))
      .innerJoin(categories, eq(categories.id, subcategories.categoryId))
      .where(and(eq(productTypes.id, f.typeId), eq(subcategories.id, f.subcategoryId), eq(categories.id, f.categoryId)));
    if (!chain) throw badRequest('partner.invalid_type', 'invalid_type');
    const [brand] = await executor
      .select({ name: brands.name, nameAr: brands.nameAr })
      .from(brands)
      .where(and(eq(brands.id, f.brandId), eq(brands.vendorId, vendorId)));
    if (!brand) throw badRequest('partner.invalid_brand', 'invalid_brand');
    return { ...chain, brand: brand.name, brandAr: brand.nameAr } satisfies SearchNames;
  }

  async function requestPromotion(tx: Database, vendorId: number, product: Pick<ProductRecord, 'id' | 'salePrice'>, salePrice: number) {
    await tx.delete(productPromotions).where(and(eq(productPromotions.productId, product.id), eq(productPromotions.status, 'pending')));
    await tx.insert(productPromotions).values({ productId: product.id, vendorId, salePrice, previousSalePrice: product.salePrice });
  }

  return {
    /** Creates an unlisted product with a pending review (and a pending promotion for a sale price); returns its id. */
    async create(vendorId: number, f: ProductFields): Promise<number> {
      return db.transaction(async (tx) => {
        const t = tx as unknown as Database;
        const names = await checkRefs(t, vendorId, f);
        const [row] = await tx
          .insert(products)
          .values({
            sku: `MZ-V${vendorId}-${randomBytes(4).toString('hex').toUpperCase()}`,
            name: f.name,
            title: f.title,
            description: f.description,
            nameAr: arabic(f.nameAr, null),
            titleAr: arabic(f.titleAr, null),
            descriptionAr: arabic(f.descriptionAr, null),
            price: f.price,
            salePrice: null,
            stock: f.stock,
            categoryId: f.categoryId,
            subcategoryId: f.subcategoryId,
            typeId: f.typeId,
            brandId: f.brandId,
            vendorId,
            colors: f.colors,
            tags: f.tags,
            imageCount: f.images.length,
            imagePaths: f.images,
            hasCad: f.cadPath !== null,
            cadPath: f.cadPath,
            status: false,
            readyToShip: f.readyToShip,
            madeToOrder: f.madeToOrder ?? false,
            promotionApproved: false,
            searchText: productSearchText({ ...f, nameAr: arabic(f.nameAr, null) }, names),
          })
          .returning({ id: products.id, salePrice: products.salePrice });
        await tx.insert(productReviews).values({ productId: row!.id, vendorId });
        if (f.salePrice !== null) await requestPromotion(t, vendorId, row!, f.salePrice);
        return row!.id;
      });
    },

    /**
     * Saves the vendor's edit of their product (rules at the top of this file). Returns false when
     * the product is not theirs (nothing changes).
     */
    async update(vendorId: number, productId: number, f: ProductFields): Promise<boolean> {
      return db.transaction(async (tx) => {
        const t = tx as unknown as Database;
        const [current] = await tx
          .select()
          .from(products)
          .where(and(eq(products.id, productId), eq(products.vendorId, vendorId)))
          .for('update');
        if (!current) return false;
        const names = await checkRefs(t, vendorId, f);
        const [review] = await tx.select().from(productReviews).where(eq(productReviews.productId, productId));
        const listedBefore = current.status && (!review || review.status === 'approved');
        const before = revisionOf(current, generatedImages);
        const proposed: RevisionFields = {
          name: f.name,
          title: f.title,
          description: f.description,
          images: f.images,
          nameAr: arabic(f.nameAr, current.nameAr),
          titleAr: arabic(f.titleAr, current.titleAr),
          descriptionAr: arabic(f.descriptionAr, current.descriptionAr),
        };
        const reviewed = listedBefore ? before : proposed;

        const saleRemoved = f.salePrice === null && current.salePrice !== null;
        await tx
          .update(products)
          .set({
            name: reviewed.name,
            title: reviewed.title,
            description: reviewed.description,
            nameAr: reviewed.nameAr ?? null,
            titleAr: reviewed.titleAr ?? null,
            descriptionAr: reviewed.descriptionAr ?? null,
            imagePaths: listedBefore ? current.imagePaths : f.images,
            imageCount: listedBefore ? current.imageCount : f.images.length,
            price: f.price,
            ...(saleRemoved ? { salePrice: null, promotionApproved: false } : {}),
            stock: f.stock,
            categoryId: f.categoryId,
            subcategoryId: f.subcategoryId,
            typeId: f.typeId,
            brandId: f.brandId,
            colors: f.colors,
            tags: f.tags,
            readyToShip: f.readyToShip,
            madeToOrder: f.madeToOrder ?? current.madeToOrder,
            hasCad: f.cadPath !== null || (f.keepGeneratedCad === true && current.hasCad && current.cadPath === null),
            cadPath: f.cadPath,
            searchText: productSearchText({ ...f, name: reviewed.name, nameAr: reviewed.nameAr ?? null }, names),
          })
          .where(eq(products.id, productId));

        if (listedBefore) {
          await tx.delete(productRevisions).where(and(eq(productRevisions.productId, productId), eq(productRevisions.status, 'pending')));
          if (!sameRevision(before, proposed))
            await tx.insert(productRevisions).values({ productId, vendorId, previous: before, proposed });
        } else if (review) {
          await tx
            .update(productReviews)
            .set({ status: 'pending', reason: null, decidedAt: null, decidedBy: null, submittedAt: new Date() })
            .where(eq(productReviews.productId, productId));
        } else {
          await tx.insert(productReviews).values({ productId, vendorId });
        }

        if (f.salePrice === null) {
          await tx
            .delete(productPromotions)
            .where(and(eq(productPromotions.productId, productId), eq(productPromotions.status, 'pending')));
        } else if (!(current.salePrice === f.salePrice && current.promotionApproved)) {
          await requestPromotion(t, vendorId, current, f.salePrice);
        }
        return true;
      });
    },

    /**
     * The dashboard's inline edit: price and/or stock, at once. Returns false when the product is
     * not the vendor's; 409 when the new price is not above the current sale price.
     */
    async quickEdit(vendorId: number, productId: number, edit: { price?: number; stock?: number }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ salePrice: products.salePrice })
          .from(products)
          .where(and(eq(products.id, productId), eq(products.vendorId, vendorId)))
          .for('update');
        if (!current) return false;
        if (edit.price !== undefined && current.salePrice !== null && edit.price <= current.salePrice) {
          throw conflict(msg('partner.price_below_sale', { salePrice: current.salePrice }), { code: 'price_below_sale' });
        }
        await tx
          .update(products)
          .set({ ...(edit.price !== undefined ? { price: edit.price } : {}), ...(edit.stock !== undefined ? { stock: edit.stock } : {}) })
          .where(eq(products.id, productId));
        return true;
      });
    },

    /** Where each of these products stands with the admins (review, pending revision, latest promotion). */
    async approvalStates(productIds: number[]): Promise<Map<number, ProductApprovalState>> {
      const states = new Map<number, ProductApprovalState>(productIds.map((id) => [id, { review: null, revision: null, promotion: null }]));
      if (productIds.length === 0) return states;
      const [reviews, revisions, promotions, prices] = await Promise.all([
        db.select().from(productReviews).where(inArray(productReviews.productId, productIds)),
        db
          .select()
          .from(productRevisions)
          .where(and(inArray(productRevisions.productId, productIds), eq(productRevisions.status, 'pending'))),
        db.select().from(productPromotions).where(inArray(productPromotions.productId, productIds)),
        db.select({ id: products.id, price: products.price }).from(products).where(inArray(products.id, productIds)),
      ]);
      const names = await deciderNames(
        db,
        [...reviews, ...promotions].map((r) => r.decidedBy),
      );
      const priceOf = new Map(prices.map((p) => [p.id, Number(p.price)]));
      for (const r of reviews) {
        states.get(r.productId)!.review = { ...toDecision(r, names), submittedAt: iso(r.submittedAt) };
      }
      for (const r of revisions) {
        states.get(r.productId)!.revision = {
          _id: String(r.id),
          productId: String(r.productId),
          previous: r.previous,
          proposed: r.proposed,
          submittedAt: iso(r.submittedAt),
          ...toDecision(r, names),
        };
      }
      // The latest promotion of each product (pending first, else the last decided).
      const latest = new Map<number, (typeof promotions)[number]>();
      for (const p of promotions.sort((a, b) => a.id - b.id)) latest.set(p.productId, p);
      for (const [productId, p] of latest) {
        states.get(productId)!.promotion = {
          _id: String(p.id),
          productId: String(productId),
          price: priceOf.get(productId) ?? 0,
          salePrice: Number(p.salePrice),
          previousSalePrice: p.previousSalePrice === null ? null : Number(p.previousSalePrice),
          submittedAt: iso(p.submittedAt),
          ...toDecision(p, names),
        };
      }
      return states;
    },

    /** The vendor id of a product, or null when unknown. */
    async ownerOf(productId: number): Promise<number | null> {
      const [row] = await db.select({ vendorId: products.vendorId }).from(products).where(eq(products.id, productId));
      return row?.vendorId ?? null;
    },
  };
}

export type VendorProductsRepository = ReturnType<typeof vendorProductsRepository>;
