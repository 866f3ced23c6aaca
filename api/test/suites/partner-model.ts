/**
 * The partner data model through its repositories: what the vendor
 * routes and the admin routes both stand on. Runs on PGlite and PostgreSQL.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { products, users } from '../../src/db/schema.ts';
import { DEMO_ADMIN } from '../../src/seed/demo-accounts.ts';
import type { TestContext } from '../helpers.ts';
import { pendingApplication } from '../partner-helpers.ts';

export function partnerModelSuite(ctx: TestContext) {
  describe('partner data model', () => {
    const repos = () => ctx.app.repos.partner;
    const userId = async (email: string) => (await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

    const newVendor = (tag: string) => pendingApplication(ctx.app, 'Model', tag);

    it('an application is pending, then decided with who and when, and the vendor is notified', async () => {
      const { vendorId, application } = await newVendor('a');
      assert.equal(application.status, 'pending');
      assert.equal(await repos().applications.isApproved(vendorId), false);
      assert.ok((await repos().applications.list('pending')).some((a) => a._id === application._id));
      const adminId = await userId(DEMO_ADMIN.email);
      const rejected = await repos().applications.decide(Number(application._id), adminId, {
        approve: false,
        reason: 'The tax card is unreadable.',
      });
      assert.equal(rejected!.status, 'rejected');
      assert.equal(rejected!.reason, 'The tax card is unreadable.');
      assert.equal(rejected!.decidedBy!._id, String(adminId));
      assert.ok(rejected!.decidedAt);
      await assert.rejects(repos().applications.decide(Number(application._id), adminId, { approve: true }), /already decided/);
      const { notifications, unread } = await repos().notifications.list(vendorId);
      assert.equal(unread, 1);
      assert.equal(notifications[0]!.kind, 'application_rejected');
      assert.equal(
        await repos().notifications.markRead(vendorId + 1000, [Number(notifications[0]!._id)]),
        0,
        "another vendor's id changes nothing",
      );
      assert.equal(await repos().notifications.markRead(vendorId), 1);
    });

    it('a product waits for review, an edit of a listed one waits as a revision, a sale price as a promotion', async () => {
      const { vendorId, application } = await newVendor('b');
      const adminId = await userId(DEMO_ADMIN.email);
      await repos().applications.decide(Number(application._id), adminId, { approve: true });
      const brand = await repos().brands.create(vendorId, { brandName: `Model Brand ${Date.now()}`, brandDescription: 'Hand-made' });
      const [type] = await ctx.app.db
        .select({ typeId: products.typeId, subcategoryId: products.subcategoryId, categoryId: products.categoryId })
        .from(products)
        .limit(1);
      const fields = {
        name: 'Model Sofa',
        title: 'A model sofa',
        description: 'A sofa made for the model test.',
        ...type!,
        brandId: Number(brand._id),
        price: 10_000,
        salePrice: 9_000,
        stock: 7,
        colors: ['Blue'],
        tags: ['modern'],
        readyToShip: true,
        images: ['uploads/a/1280.webp'],
        cadPath: null,
      };
      const id = await repos().products.create(vendorId, fields);
      let product = (await ctx.app.repos.products.findById(id))!;
      assert.equal(product.status, false);
      assert.equal(product.salePrice, null, 'the sale waits for approval');
      assert.equal(product.mainImage, 'uploads/a/1280.webp');
      assert.ok((await repos().approvals.reviews()).some((r) => r.productId === String(id)));
      assert.equal(await repos().approvals.decideProduct(id, adminId, { approve: true }), true);
      product = (await ctx.app.repos.products.findById(id))!;
      assert.equal(product.status, true);

      assert.equal(
        await repos().products.update(vendorId + 1000, id, { ...fields, name: 'Stolen' }),
        false,
        "another vendor's product is not theirs",
      );
      assert.equal(await repos().products.update(vendorId, id, { ...fields, name: 'Model Sofa II', price: 11_000 }), true);
      product = (await ctx.app.repos.products.findById(id))!;
      assert.equal(product.name, 'Model Sofa', 'the name waits for approval');
      assert.equal(product.price, 11_000, 'the price applies at once');
      const revision = (await repos().approvals.revisions()).find((r) => r.productId === String(id))!;
      assert.equal(revision.previous.name, 'Model Sofa');
      assert.equal(revision.proposed.name, 'Model Sofa II');
      await repos().approvals.decideRevision(Number(revision._id), adminId, { approve: true });
      assert.equal((await ctx.app.repos.products.findById(id))!.name, 'Model Sofa II');

      const promotion = (await repos().approvals.promotions()).find((p) => p.productId === String(id))!;
      assert.equal(promotion.salePrice, 9_000);
      await repos().approvals.decidePromotion(Number(promotion._id), adminId, { approve: true });
      product = (await ctx.app.repos.products.findById(id))!;
      assert.equal(product.salePrice, 9_000);
      assert.equal(product.promotionApproved, true);
      const state = (await repos().products.approvalStates([id])).get(id)!;
      assert.equal(state.review!.status, 'approved');
      assert.equal(state.revision, null);
      assert.equal(state.promotion!.status, 'approved');
      const kinds = (await repos().notifications.list(vendorId)).notifications.map((n) => n.kind);
      for (const kind of ['application_approved', 'product_approved', 'revision_approved', 'promotion_approved'] as const)
        assert.ok(kinds.includes(kind), kind);
    });
  });
}
