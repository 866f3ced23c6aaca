/**
 * What waits for an admin about products: new products, edits of listed
 * products (old and new side by side) and sale prices. Each decision records who and when,
 * notifies the vendor and changes the catalog in the same transaction.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productPromotions, productReviews, productRevisions, type DecisionStatus } from '../../db/partner-schema.ts';
import { products, vendors } from '../../db/schema.ts';
import { conflict } from '../../lib/errors.ts';
import type { Decision, PendingRevision, Promotion } from '@manzil/shared/contract';
import { deciderNames, iso, toDecision } from './common.ts';
import { notificationsRepository } from './notifications.ts';
import { productSearchText, searchNamesOf } from './products.ts';

export interface DecisionArgs {
  approve: boolean;
  /** Required by the contract to reject. */
  reason?: string;
}

interface ProductRef {
  productId: string;
  productName: string;
  vendor: { _id: string; shopName: string };
}

export type ProductReviewItem = ProductRef & Decision & { submittedAt: string };
export type RevisionItem = PendingRevision & ProductRef;
export type PromotionItem = Promotion & ProductRef;

const ALREADY = () => conflict('admin.already_decided', { code: 'already_decided' });

export function approvalsRepository(db: Database) {
  const notifications = notificationsRepository(db);
  const refColumns = { productName: products.name, price: products.price, shopName: vendors.shopName, vendorId: vendors.id };
  const ref = (r: { productId: number; productName: string; shopName: string; vendorId: number }): ProductRef => ({
    productId: String(r.productId),
    productName: r.productName,
    vendor: { _id: String(r.vendorId), shopName: r.shopName },
  });

  return {
    /** Product reviews with that status (default pending), oldest first. */
    async reviews(status: DecisionStatus = 'pending'): Promise<ProductReviewItem[]> {
      const rows = await db
        .select({ review: productReviews, ...refColumns })
        .from(productReviews)
        .innerJoin(products, eq(products.id, productReviews.productId))
        .innerJoin(vendors, eq(vendors.id, productReviews.vendorId))
        .where(eq(productReviews.status, status))
        .orderBy(asc(productReviews.submittedAt));
      const names = await deciderNames(
        db,
        rows.map((r) => r.review.decidedBy),
      );
      return rows.map((r) => ({
        ...ref({ ...r, productId: r.review.productId }),
        ...toDecision(r.review, names),
        submittedAt: iso(r.review.submittedAt),
      }));
    },

    /** Revisions with that status (default pending), oldest first, with old and new fields. */
    async revisions(status: DecisionStatus = 'pending'): Promise<RevisionItem[]> {
      const rows = await db
        .select({ revision: productRevisions, ...refColumns })
        .from(productRevisions)
        .innerJoin(products, eq(products.id, productRevisions.productId))
        .innerJoin(vendors, eq(vendors.id, productRevisions.vendorId))
        .where(eq(productRevisions.status, status))
        .orderBy(asc(productRevisions.submittedAt));
      const names = await deciderNames(
        db,
        rows.map((r) => r.revision.decidedBy),
      );
      return rows.map(({ revision: v, ...r }) => ({
        ...ref({ ...r, productId: v.productId }),
        _id: String(v.id),
        previous: v.previous,
        proposed: v.proposed,
        submittedAt: iso(v.submittedAt),
        ...toDecision(v, names),
      }));
    },

    /** Promotions (sale prices) with that status (default pending), oldest first. */
    async promotions(status: DecisionStatus = 'pending'): Promise<PromotionItem[]> {
      const rows = await db
        .select({ promotion: productPromotions, ...refColumns })
        .from(productPromotions)
        .innerJoin(products, eq(products.id, productPromotions.productId))
        .innerJoin(vendors, eq(vendors.id, productPromotions.vendorId))
        .where(eq(productPromotions.status, status))
        .orderBy(asc(productPromotions.submittedAt));
      const names = await deciderNames(
        db,
        rows.map((r) => r.promotion.decidedBy),
      );
      return rows.map(({ promotion: p, ...r }) => ({
        ...ref({ ...r, productId: p.productId }),
        _id: String(p.id),
        price: Number(r.price),
        salePrice: Number(p.salePrice),
        previousSalePrice: p.previousSalePrice === null ? null : Number(p.previousSalePrice),
        submittedAt: iso(p.submittedAt),
        ...toDecision(p, names),
      }));
    },

    /**
     * Approves (lists: `status` true) or rejects a new product. False when the product has no
     * review; 409 unless it is pending.
     */
    async decideProduct(productId: number, adminUserId: number, d: DecisionArgs): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [review] = await tx.select().from(productReviews).where(eq(productReviews.productId, productId)).for('update');
        if (!review) return false;
        if (review.status !== 'pending') throw ALREADY();
        await tx
          .update(productReviews)
          .set({
            status: d.approve ? 'approved' : 'rejected',
            reason: d.approve ? null : (d.reason ?? ''),
            decidedBy: adminUserId,
            decidedAt: new Date(),
          })
          .where(eq(productReviews.productId, productId));
        if (d.approve) await tx.update(products).set({ status: true }).where(eq(products.id, productId));
        const [p] = await tx.select({ name: products.name }).from(products).where(eq(products.id, productId));
        await notifications.add(tx as unknown as Database, review.vendorId, d.approve ? 'product_approved' : 'product_rejected', {
          productId: String(productId),
          name: p?.name ?? '',
          reason: d.approve ? null : (d.reason ?? ''),
        });
        return true;
      });
    },

    /** Approves (applies the new name, title, description and pictures) or rejects a revision. False when unknown; 409 unless pending. */
    async decideRevision(revisionId: number, adminUserId: number, d: DecisionArgs): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [revision] = await tx.select().from(productRevisions).where(eq(productRevisions.id, revisionId)).for('update');
        if (!revision) return false;
        if (revision.status !== 'pending') throw ALREADY();
        await tx
          .update(productRevisions)
          .set({
            status: d.approve ? 'approved' : 'rejected',
            reason: d.approve ? null : (d.reason ?? ''),
            decidedBy: adminUserId,
            decidedAt: new Date(),
          })
          .where(eq(productRevisions.id, revisionId));
        if (d.approve) {
          const [current] = await tx
            .select({
              colors: products.colors,
              tags: products.tags,
              nameAr: products.nameAr,
              titleAr: products.titleAr,
              descriptionAr: products.descriptionAr,
            })
            .from(products)
            .where(eq(products.id, revision.productId));
          const { name, title, description, images } = revision.proposed;
          // A revision recorded before Arabic texts existed (no keys) keeps the product's.
          const arabic = {
            nameAr: revision.proposed.nameAr === undefined ? (current?.nameAr ?? null) : revision.proposed.nameAr,
            titleAr: revision.proposed.titleAr === undefined ? (current?.titleAr ?? null) : revision.proposed.titleAr,
            descriptionAr:
              revision.proposed.descriptionAr === undefined ? (current?.descriptionAr ?? null) : revision.proposed.descriptionAr,
          };
          const names = await searchNamesOf(tx as unknown as Database, revision.productId);
          const searchText =
            current && names
              ? productSearchText({ name, nameAr: arabic.nameAr, colors: current.colors, tags: current.tags }, names)
              : name.toLowerCase();
          await tx
            .update(products)
            .set({ name, title, description, ...arabic, imagePaths: images, imageCount: images.length, searchText })
            .where(eq(products.id, revision.productId));
        }
        await notifications.add(tx as unknown as Database, revision.vendorId, d.approve ? 'revision_approved' : 'revision_rejected', {
          productId: String(revision.productId),
          name: revision.proposed.name,
          reason: d.approve ? null : (d.reason ?? ''),
        });
        return true;
      });
    },

    /**
     * Approves (sets `salePrice`, `promotionApproved` true) or rejects a sale price. False when
     * unknown; 409 unless pending, or when the price has since fallen to the sale price or below.
     */
    async decidePromotion(promotionId: number, adminUserId: number, d: DecisionArgs): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [promotion] = await tx.select().from(productPromotions).where(eq(productPromotions.id, promotionId)).for('update');
        if (!promotion) return false;
        if (promotion.status !== 'pending') throw ALREADY();
        const [product] = await tx
          .select({ price: products.price, name: products.name })
          .from(products)
          .where(eq(products.id, promotion.productId))
          .for('update');
        if (d.approve && product && Number(promotion.salePrice) >= Number(product.price)) {
          throw conflict('admin.sale_not_below_price', { code: 'sale_not_below_price' });
        }
        await tx
          .update(productPromotions)
          .set({
            status: d.approve ? 'approved' : 'rejected',
            reason: d.approve ? null : (d.reason ?? ''),
            decidedBy: adminUserId,
            decidedAt: new Date(),
          })
          .where(and(eq(productPromotions.id, promotionId)));
        if (d.approve)
          await tx
            .update(products)
            .set({ salePrice: promotion.salePrice, promotionApproved: true })
            .where(eq(products.id, promotion.productId));
        await notifications.add(tx as unknown as Database, promotion.vendorId, d.approve ? 'promotion_approved' : 'promotion_rejected', {
          productId: String(promotion.productId),
          name: product?.name ?? '',
          salePrice: Number(promotion.salePrice),
          reason: d.approve ? null : (d.reason ?? ''),
        });
        return true;
      });
    },
  };
}

export type ApprovalsRepository = ReturnType<typeof approvalsRepository>;
