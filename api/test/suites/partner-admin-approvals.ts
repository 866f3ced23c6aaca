/**
 * The admin's approval routes: partner applications, new products, edits and sale
 * prices, through the partner model's decision functions; each decision in the audit log with
 * its reason; the role matrix; nothing changes on a refusal. Part of partnerAdminSuite.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { products } from '../../src/db/schema.ts';
import { DEMO_ADMIN, DEMO_VENDOR } from '../../src/seed/demo-accounts.ts';
import { getJson, signIn, type TestContext } from '../helpers.ts';
import { pendingApplication } from '../partner-helpers.ts';

type Inject = (
  method: string,
  url: string,
  cookie?: string,
  payload?: unknown,
) => Promise<{ statusCode: number; body: string; json(): any }>;

/** A new shop with a pending application (partner-helpers.ts). */
const pendingShop = (ctx: TestContext, tag: string) => pendingApplication(ctx.app, 'Approvals', tag);

async function pendingProduct(ctx: TestContext, vendorId: number, name: string) {
  const partner = ctx.app.repos.partner;
  const brand = await partner.brands.create(vendorId, {
    brandName: `Approvals Brand ${process.pid}-${Date.now()}-${name.length}`,
    brandDescription: 'Hand-made',
  });
  const [type] = await ctx.app.db
    .select({ typeId: products.typeId, subcategoryId: products.subcategoryId, categoryId: products.categoryId })
    .from(products)
    .limit(1);
  const fields = {
    name,
    title: `${name} title`,
    description: 'Made for the approvals test.',
    ...type!,
    brandId: Number(brand._id),
    price: 20_000,
    salePrice: 15_000,
    stock: 4,
    colors: ['Blue'],
    tags: ['modern'],
    readyToShip: false,
    images: ['uploads/a/1280.webp'],
    cadPath: null,
  };
  const id = await partner.products.create(vendorId, fields);
  return { id, fields };
}

export function approvalTests(
  ctx: TestContext,
  inject: Inject,
  staffCookies: () => Promise<{ admin: string; moderator: string; support: string }>,
) {
  it('an admin approves a pending application; a moderator and support cannot; rejecting needs a reason', async () => {
    const { admin, moderator, support } = await staffCookies();
    const vendor = (await signIn(ctx.app, 'vendor', DEMO_VENDOR.email)).cookie;
    const { application } = await pendingShop(ctx, 'a');
    const list = await getJson(ctx.app, '/api/admin/applications', { cookie: admin });
    assert.equal(list.status, 200);
    assert.ok(list.body.some((a: any) => a._id === application._id && a.status === 'pending'));
    assert.equal((await getJson(ctx.app, `/api/admin/applications/${application._id}`, { cookie: admin })).body.documents.length, 2);
    for (const [who, cookie, status] of [
      ['signed out', '', 401],
      ['vendor', vendor, 403],
      ['moderator', moderator, 403],
      ['support', support, 403],
    ] as const) {
      assert.equal((await getJson(ctx.app, '/api/admin/applications', cookie ? { cookie } : {})).status, status, `list as ${who}`);
      const refused = await inject('POST', `/api/admin/applications/${application._id}/decision`, cookie, { decision: 'approve' });
      assert.equal(refused.statusCode, status, `decide as ${who}`);
    }
    assert.equal(
      (await ctx.app.repos.partner.applications.findById(Number(application._id)))!.status,
      'pending',
      'nothing changed on refusal',
    );
    const noReason = await inject('POST', `/api/admin/applications/${application._id}/decision`, admin, { decision: 'reject' });
    assert.equal(noReason.statusCode, 400);
    const approved = await inject('POST', `/api/admin/applications/${application._id}/decision`, admin, { decision: 'approve' });
    assert.equal(approved.statusCode, 200, approved.body);
    assert.equal((await ctx.app.repos.partner.applications.findById(Number(application._id)))!.status, 'approved');
    assert.equal(
      (await inject('POST', `/api/admin/applications/${application._id}/decision`, admin, { decision: 'reject', reason: 'Too late now.' }))
        .statusCode,
      409,
    );
    const history = (await getJson(ctx.app, `/api/admin/audit?objectType=application&objectId=${application._id}`, { cookie: admin })).body;
    assert.equal(history.length, 1);
    assert.equal(history[0].action, 'application.approve');
    assert.equal(history[0].actor.email, DEMO_ADMIN.email);
    assert.equal((await inject('POST', '/api/admin/applications/999999/decision', admin, { decision: 'approve' })).statusCode, 404);
  });

  it('a catalog moderator rejects a product with a reason and approves a sale price; support cannot; the sale shows only once approved', async () => {
    const { admin, moderator, support } = await staffCookies();
    const { vendorId, application } = await pendingShop(ctx, 'b');
    await inject('POST', `/api/admin/applications/${application._id}/decision`, admin, { decision: 'approve' });
    const rejectMe = await pendingProduct(ctx, vendorId, 'Approvals Chair');
    const listMe = await pendingProduct(ctx, vendorId, 'Approvals Table');

    const reviews = await getJson(ctx.app, '/api/admin/products/reviews', { cookie: moderator });
    assert.equal(reviews.status, 200);
    assert.ok(reviews.body.some((r: any) => r.productId === String(listMe.id) && r.vendor.shopName === 'Approvals b'));
    assert.equal((await getJson(ctx.app, '/api/admin/products/reviews', { cookie: support })).status, 403);
    assert.equal((await inject('POST', `/api/admin/products/${listMe.id}/decision`, support, { decision: 'approve' })).statusCode, 403);
    assert.equal((await ctx.app.repos.products.findById(listMe.id))!.status, false, 'nothing changed on refusal');

    const reason = 'The pictures show a different chair.';
    assert.equal(
      (await inject('POST', `/api/admin/products/${rejectMe.id}/decision`, moderator, { decision: 'reject', reason })).statusCode,
      200,
    );
    const rejected = (await getJson(ctx.app, `/api/admin/audit?objectType=product&objectId=${rejectMe.id}`, { cookie: moderator })).body[0];
    assert.deepEqual([rejected.action, rejected.reason, rejected.actor.role], ['product.reject', reason, 'catalog_moderator']);
    assert.equal((await ctx.app.repos.products.findById(rejectMe.id))!.status, false);

    assert.equal((await inject('POST', `/api/admin/products/${listMe.id}/decision`, moderator, { decision: 'approve' })).statusCode, 200);
    assert.equal((await ctx.app.repos.products.findById(listMe.id))!.status, true);
    const onSale = async () =>
      (await getJson(ctx.app, `/api/products?hasSalePrice=true&q=${encodeURIComponent('Approvals Table')}`)).body.items.map(
        (p: any) => p._id,
      );
    assert.ok(!(await onSale()).includes(String(listMe.id)), 'not on sale before the promotion is approved');

    const promotion = (await getJson(ctx.app, '/api/admin/promotions', { cookie: moderator })).body.find(
      (p: any) => p.productId === String(listMe.id),
    );
    assert.equal(promotion.salePrice, 15_000);
    assert.equal(promotion.price, 20_000);
    assert.equal(
      (await inject('POST', `/api/admin/promotions/${promotion._id}/decision`, support, { decision: 'approve' })).statusCode,
      403,
    );
    assert.equal(
      (await inject('POST', `/api/admin/promotions/${promotion._id}/decision`, moderator, { decision: 'approve' })).statusCode,
      200,
    );
    assert.ok((await onSale()).includes(String(listMe.id)), 'on sale once approved');
    assert.equal(
      (await getJson(ctx.app, `/api/admin/audit?objectType=promotion&objectId=${promotion._id}`, { cookie: admin })).body[0].action,
      'promotion.approve',
    );
    assert.equal(
      (await getJson(ctx.app, `/api/admin/audit?objectType=promotion&objectId=${promotion._id}`, { cookie: support })).status,
      403,
    );
  });

  it('shows an edit of a listed product old and new, and applies it on approval', async () => {
    const { admin, moderator } = await staffCookies();
    const { vendorId, application } = await pendingShop(ctx, 'c');
    await inject('POST', `/api/admin/applications/${application._id}/decision`, admin, { decision: 'approve' });
    const { id, fields } = await pendingProduct(ctx, vendorId, 'Approvals Lamp');
    await inject('POST', `/api/admin/products/${id}/decision`, admin, { decision: 'approve' });
    await ctx.app.repos.partner.products.update(vendorId, id, { ...fields, name: 'Approvals Lamp II', description: 'A better lamp.' });
    const revision = (await getJson(ctx.app, '/api/admin/revisions', { cookie: moderator })).body.find(
      (r: any) => r.productId === String(id),
    );
    assert.deepEqual(
      [revision.previous.name, revision.proposed.name, revision.proposed.description],
      ['Approvals Lamp', 'Approvals Lamp II', 'A better lamp.'],
    );
    assert.equal(
      (await inject('POST', `/api/admin/revisions/${revision._id}/decision`, moderator, { decision: 'approve', reason: 'Reads well.' }))
        .statusCode,
      200,
    );
    assert.equal((await ctx.app.repos.products.findById(id))!.name, 'Approvals Lamp II');
    const [entry] = (await getJson(ctx.app, `/api/admin/audit?objectType=revision&objectId=${revision._id}`, { cookie: admin })).body;
    assert.deepEqual([entry.action, entry.reason], ['revision.approve', 'Reads well.']);
    assert.equal(
      (await getJson(ctx.app, '/api/admin/revisions?status=approved', { cookie: admin })).body.some((r: any) => r._id === revision._id),
      true,
    );
  });
}
