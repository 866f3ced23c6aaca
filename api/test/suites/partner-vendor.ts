/**
 * The vendor side of the partner area: uploads, the application, brands, products and
 * their approval, orders and their status moves, notifications, figures, and the role matrix of
 * every vendor route. Runs on PGlite and PostgreSQL.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { UPLOAD_IMAGE_WIDTHS } from '@manzil/shared/contract';
import { buildApp } from '../../src/app.ts';
import { uploads } from '../../src/db/partner-schema.ts';
import { DEMO_ADMIN, DEMO_SHOPPER } from '../../src/seed/demo-accounts.ts';
import { decideProduct, decidePromotion, decideRevision } from '../../src/services/partner/decisions.ts';
import { getJson, removeDir, signIn, type TestContext } from '../helpers.ts';
import { applyAsVendor, approvedVendor, PDF_BYTES, pngBytes, upload } from '../partner-helpers.ts';

export function partnerVendorSuite(ctx: TestContext) {
  const adminId = async () => (await ctx.app.repos.users.findByEmail(DEMO_ADMIN.email))!.user.id;
  const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, cookie: string, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

  async function categoryChain() {
    const tree = (await getJson(ctx.app, '/api/categories/categories')).body as any[];
    const category = tree[0];
    const sub = category.subCategories[0];
    return { categoryId: category._id, subcategoryId: sub._id, typeId: sub.types[0]._id };
  }

  async function newProduct(cookie: string, brandId: string, extra: Record<string, unknown> = {}) {
    const image = (await upload(ctx.app, 'image', await pngBytes(), 'sofa.png', cookie)).json();
    const body = {
      name: `Nile Sofa ${Math.random().toString(36).slice(2, 7)}`,
      title: 'Three-seat sofa in linen',
      description: 'A deep three-seat sofa, hand-built in Damietta from beech wood.',
      ...(await categoryChain()),
      brandId,
      price: 24_000,
      salePrice: null,
      stock: 9,
      colors: ['Beige'],
      tags: ['linen'],
      readyToShip: true,
      images: [image._id],
      cadFile: null,
      ...extra,
    };
    const response = await send('POST', '/api/vendor/products', cookie, body);
    assert.equal(response.statusCode, 201, response.body);
    return { body, created: response.json() };
  }

  async function placeOrder(productId: string, quantity = 1) {
    const shopper = await signIn(ctx.app, 'auth', DEMO_SHOPPER.email);
    const response = await send('POST', '/api/orders', shopper.cookie, {
      items: [{ productId, quantity }],
      shippingAddress: { address1: '12 Tahrir Street', city: 'Cairo', postalCode: '11511', country: 'Egypt' },
      phoneNumber: '01001234567',
      // By the sandbox's approving card: a vendor's pieces can cost more than cash on delivery's cap.
      paymentMethod: 'card',
      newCard: { cardNumber: '4242424242424242', expiryDate: '12/39', cvv: '123' },
    });
    assert.equal(response.statusCode, 201, response.body);
    return { order: response.json(), shopper };
  }

  describe('partner: vendor side', () => {
    it('uploads are checked by content: pictures become WebP at the store sizes, documents stay private', async () => {
      const vendor = await approvedVendor(ctx.app, 'uploads');
      const image = await upload(ctx.app, 'image', await pngBytes(1600, 1000), 'photo.png', vendor.cookie);
      assert.equal(image.statusCode, 201, image.body);
      const img = image.json();
      assert.equal(img.contentType, 'image/webp');
      assert.match(img.path, /^uploads\/[0-9a-f-]{36}\/1280\.webp$/);
      const served = await ctx.app.inject({ url: `/media/${img.path}` });
      assert.equal(served.statusCode, 200);
      assert.equal(served.headers['content-type'], 'image/webp');
      assert.equal(served.rawPayload.subarray(8, 12).toString(), 'WEBP');
      assert.equal(
        (await ctx.app.inject({ url: `/media/${img.path.replace('1280', '320')}` })).statusCode,
        200,
        'the card size exists too',
      );
      // A picture narrower than the widest copy: its path names its own width, and the store's
      // srcset (imageSrcSet in @manzil/shared) names each copy from that path alone.
      const narrower = await upload(ctx.app, 'image', await pngBytes(900, 600), 'chair.png', vendor.cookie);
      assert.match(narrower.json().path, /^uploads\/[0-9a-f-]{36}\/900\.webp$/);
      for (const width of UPLOAD_IMAGE_WIDTHS.map((w) => Math.min(w, 900))) {
        const copy = await ctx.app.inject({ url: `/media/${narrower.json().path.replace(/\d+\.webp$/, `${width}.webp`)}` });
        assert.equal(copy.statusCode, 200, `the ${width} px copy`);
      }

      const tiny = await upload(ctx.app, 'image', await pngBytes(1, 1), 'pixel.png', vendor.cookie);
      assert.deepEqual([tiny.statusCode, tiny.json().code], [422, 'image_too_small'], 'a picture too small to show is refused, not a 500');
      const disguised = await upload(ctx.app, 'image', PDF_BYTES, 'innocent.png', vendor.cookie);
      assert.equal(disguised.statusCode, 415, 'a PDF named .png is refused');
      const script = await upload(ctx.app, 'document', Buffer.from('<script>alert(1)</script>'), 'cr.pdf', vendor.cookie);
      assert.equal(script.statusCode, 415);
      const big = await upload(ctx.app, 'image', Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'huge.png', vendor.cookie);
      assert.equal(big.statusCode, 413);

      const dxf = await upload(
        ctx.app,
        'cad',
        Buffer.from('  0\nSECTION\n  2\nHEADER\n  0\nENDSEC\n  0\nEOF\n'),
        'plan.dxf',
        vendor.cookie,
      );
      assert.equal(dxf.statusCode, 201, dxf.body);
      assert.match(dxf.json().path, /^uploads\/.+\.dxf$/);
      assert.equal((await upload(ctx.app, 'cad', await pngBytes(), 'plan.dwg', vendor.cookie)).statusCode, 415);
      assert.equal((await upload(ctx.app, 'image', await pngBytes(), 'a.png')).statusCode, 401, 'pictures need a vendor');

      const doc = (await upload(ctx.app, 'document', PDF_BYTES, 'cr.pdf', vendor.cookie)).json();
      assert.equal(doc.private, true);
      assert.equal((await ctx.app.inject({ url: `/media/uploads/${doc._id}.pdf` })).statusCode, 404, 'never public');
      assert.equal((await ctx.app.inject({ url: doc.path })).statusCode, 404, 'not to a stranger');
      assert.equal((await send('GET', doc.path, vendor.cookie)).statusCode, 200, 'to its owner');
      const other = await approvedVendor(ctx.app, 'other');
      assert.equal((await send('GET', doc.path, other.cookie)).statusCode, 404, 'not to another vendor');
      const admin = await signIn(ctx.app, 'admin', DEMO_ADMIN.email);
      assert.equal((await send('GET', doc.path, admin.cookie)).statusCode, 200, 'to an admin');
    });

    it('applying creates a signed-in vendor who can only follow the application until approved', async () => {
      const vendor = await applyAsVendor(ctx.app, 'apply');
      assert.equal(vendor.application.status, 'pending');
      assert.equal(vendor.application.mobile, '+201012345678');
      assert.equal(vendor.application.documents.length, 2);
      const state = await getJson(ctx.app, '/api/vendor/application', { cookie: vendor.cookie });
      assert.deepEqual([state.status, state.body.approved, state.body.application.status], [200, false, 'pending']);
      const session = await getJson(ctx.app, '/api/vendor/session', { cookie: vendor.cookie });
      assert.equal(session.body.vendor.vendorId, vendor.vendorId);

      // The applicant is told by e-mail that the application arrived, with nothing secret in it.
      const received = (await ctx.app.mailer.outbox()).filter((m) => m.to.includes(vendor.email));
      assert.deepEqual(
        received.map((m) => m.subject),
        ['We received your Manzil partner application'],
      );
      const message = (await ctx.app.mailer.outboxMessage(received[0]!.id))!;
      // The text after the headers (whose ids and boundaries are random).
      const raw = message.slice(message.search(/\r?\n\r?\n/));
      assert.match(raw, new RegExp(`${vendor.application.shopName}`));
      assert.match(raw, /under review/);
      assert.match(raw, /\/verify-partner/);
      for (const secret of ['Khan-el-Khalili#1', '123456789', '123-456-789', '123456', vendor.application.documents[0].upload._id])
        assert.ok(!raw.includes(secret), `the e-mail does not hold ${secret}`);
      for (const [method, url] of [
        ['GET', '/api/vendor/brands'],
        ['GET', '/api/vendor/products'],
        ['GET', '/api/vendor/orders'],
        ['GET', '/api/vendor/stats'],
        ['POST', '/api/vendor/brands'],
      ] as const) {
        const response = await send(
          method,
          url,
          vendor.cookie,
          method === 'POST' ? { brandName: 'Nope', brandDescription: '' } : undefined,
        );
        assert.equal(response.statusCode, 403, `${method} ${url}`);
        assert.equal(response.json().code, 'application_not_approved');
      }
      assert.equal((await upload(ctx.app, 'image', await pngBytes(), 'a.png', vendor.cookie)).statusCode, 403);

      const again = await ctx.app.inject({
        method: 'POST',
        url: '/api/vendor/apply',
        payload: {
          ...vendor.application,
          email: vendor.email,
          password: 'Something#123',
          categoryIds: ['1'],
          commercialRegisterFile: vendor.application.documents[0].upload._id,
          taxCardFile: vendor.application.documents[1].upload._id,
          mobile: '01012345678',
          uploadToken: 'a-token-of-forty-three-characters-000000000',
        },
      });
      assert.ok([400, 409].includes(again.statusCode), 'the same e-mail or claimed documents cannot apply twice');
      const common = await ctx.app.inject({
        method: 'POST',
        url: '/api/vendor/apply',
        payload: {
          ...vendor.application,
          email: `common.${vendor.email}`,
          password: 'qwertyuiop',
          categoryIds: ['1'],
          commercialRegisterFile: vendor.application.documents[0].upload._id,
          taxCardFile: vendor.application.documents[1].upload._id,
          mobile: '01012345678',
          uploadToken: 'a-token-of-forty-three-characters-000000000',
        },
      });
      assert.deepEqual([common.statusCode, common.json().code], [400, 'common_password'], 'a most-common password is refused');
      const badMobile = await ctx.app.inject({
        method: 'POST',
        url: '/api/vendor/apply',
        payload: { shopName: 'X Shop', mobile: '0123', email: 'x@y.eg' },
      });
      assert.equal(badMobile.statusCode, 400);
    });

    it('a rejection is e-mailed with its reason; the vendor re-submits; an approval opens the vendor area', async () => {
      const vendor = await applyAsVendor(ctx.app, 'reject');
      const admin = await adminId();
      const { decideApplication } = await import('../../src/services/partner/decisions.ts');
      await decideApplication(ctx.app, Number(vendor.application._id), admin, {
        approve: false,
        reason: 'The commercial register scan is unreadable.',
      });
      const outbox = await ctx.app.mailer.outbox();
      const mail = outbox.find((m) => m.to.includes(vendor.email))!;
      assert.ok(mail, 'the decision is e-mailed');
      assert.match((await ctx.app.mailer.outboxMessage(mail.id))!, /commercial register scan is unreadable/);
      const rejected = (await getJson(ctx.app, '/api/vendor/application', { cookie: vendor.cookie })).body.application;
      assert.equal(rejected.status, 'rejected');
      assert.equal(rejected.reason, 'The commercial register scan is unreadable.');
      assert.equal(rejected.decidedBy.name, 'Mona Adel');

      const newScan = (await upload(ctx.app, 'document', PDF_BYTES, 'cr2.pdf', vendor.cookie)).json();
      const othersScan = (await upload(ctx.app, 'document', PDF_BYTES, 'someone-else.pdf')).json();
      const fields = {
        shopName: rejected.shopName,
        legalName: rejected.legalName,
        commercialRegisterNumber: '654321',
        taxCardNumber: '123456789',
        contactName: rejected.contactName,
        mobile: '+201512345678',
        city: 'Alexandria',
        categoryIds: ['1', '2'],
        commercialRegisterFile: newScan._id,
        taxCardFile: rejected.documents[1].upload._id,
      };
      const takingAnothers = await send('PUT', '/api/vendor/application', vendor.cookie, { ...fields, taxCardFile: othersScan._id });
      assert.equal(takingAnothers.statusCode, 400, "another applicant's unclaimed document cannot be named, even by its id");
      const resubmitted = await send('PUT', '/api/vendor/application', vendor.cookie, fields);
      assert.equal(resubmitted.statusCode, 200, resubmitted.body);
      const [newest] = (await ctx.app.mailer.outbox()).filter((m) => m.to.includes(vendor.email));
      assert.equal(newest!.subject, 'We received your corrected Manzil partner application', 'the re-submission is acknowledged');
      assert.doesNotMatch((await ctx.app.mailer.outboxMessage(newest!.id))!, /654321/);
      assert.deepEqual(
        [resubmitted.json().application.status, resubmitted.json().application.submissions, resubmitted.json().application.reason],
        ['pending', 2, null],
      );
      assert.equal((await send('PUT', '/api/vendor/application', vendor.cookie, fields)).statusCode, 409, 'only a rejected one');
      await decideApplication(ctx.app, Number(vendor.application._id), admin, { approve: true });
      assert.equal((await send('GET', '/api/vendor/brands', vendor.cookie)).statusCode, 200);
      const notes = (await getJson(ctx.app, '/api/vendor/notifications', { cookie: vendor.cookie })).body;
      assert.deepEqual(
        notes.notifications.map((n: any) => n.kind),
        ['application_approved', 'application_rejected'],
      );
    });

    it('documents no application claims within 24 hours are deleted, row and file; claimed ones stay', async () => {
      const admin = await signIn(ctx.app, 'admin', DEMO_ADMIN.email);
      const vendor = await applyAsVendor(ctx.app, 'sweep');
      const claimed = vendor.application.documents.map((d: any) => d.upload._id as string);
      const stale = (await upload(ctx.app, 'document', PDF_BYTES, 'never-used.pdf')).json()._id as string;
      const fresh = (await upload(ctx.app, 'document', PDF_BYTES, 'just-sent.pdf')).json()._id as string;
      // Sent by the signed-in applicant for a re-submission that never came.
      const unused = (await upload(ctx.app, 'document', await pngBytes(200, 100), 'spare.png', vendor.cookie)).json()._id as string;
      const ids = [...claimed, stale, fresh, unused];
      const keys = new Map<string, string>();
      for (const id of ids) {
        const row = (await ctx.app.repos.partner.uploads.find(id))!;
        assert.ok(await ctx.app.files.get(row.storageKey), `the file of ${id} is in the store`);
        keys.set(id, row.storageKey);
      }
      // A day and an hour old: every one but `fresh`.
      await ctx.app.db
        .update(uploads)
        .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
        .where(inArray(uploads.id, [...claimed, stale, unused]));

      const removed = await ctx.app.documentSweep.run();
      assert.ok(removed >= 2, `removed ${removed}`);
      for (const id of [stale, unused]) {
        assert.equal(await ctx.app.repos.partner.uploads.find(id), null, `the row of ${id} is gone`);
        assert.equal(await ctx.app.files.get(keys.get(id)!), null, `the file of ${id} is gone`);
        assert.equal((await send('GET', `/api/uploads/${id}/file`, admin.cookie)).statusCode, 404);
      }
      for (const id of [...claimed, fresh]) {
        assert.ok(await ctx.app.repos.partner.uploads.find(id), `the row of ${id} stays`);
        assert.ok(await ctx.app.files.get(keys.get(id)!), `the file of ${id} stays`);
      }
      for (const id of claimed) assert.equal((await send('GET', `/api/uploads/${id}/file`, admin.cookie)).statusCode, 200);
      const state = (await getJson(ctx.app, '/api/vendor/application', { cookie: vendor.cookie })).body.application;
      assert.deepEqual(
        state.documents.map((d: any) => d.upload?._id),
        claimed,
        'the application still has its documents',
      );
      assert.equal(await ctx.app.documentSweep.run(), 0, 'a second sweep finds nothing more');
    });

    it('the sweep runs on its own timer, started with the app and stopped when it closes', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'manzil-sweep-'));
      const app = await buildApp({
        dataDir,
        databaseUrl: ctx.databaseUrl,
        pgliteDir: 'memory://',
        logger: false,
        documentSweepMs: 30,
      });
      try {
        const id = (await upload(app, 'document', PDF_BYTES, 'late.pdf')).json()._id as string;
        const key = (await app.repos.partner.uploads.find(id))!.storageKey;
        await app.db
          .update(uploads)
          .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
          .where(inArray(uploads.id, [id]));
        // The sweep deletes the row, then the file: wait for both (or the deadline).
        const deadline = Date.now() + 5_000;
        const gone = async () => (await app.repos.partner.uploads.find(id)) === null && (await app.files.get(key)) === null;
        while (!(await gone()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
        assert.equal(await app.repos.partner.uploads.find(id), null, 'the timer swept the stale document');
        assert.equal(await app.files.get(key), null, 'and its file');
      } finally {
        await app.close();
        removeDir(dataDir);
      }
    });

    it('takes Arabic names: Arabic answers and Arabic search show them once approved; an edit waits like the English', async () => {
      const AR = { 'accept-language': 'ar' };
      const v = await approvedVendor(ctx.app, 'arabic');
      const brand = await send('POST', '/api/vendor/brands', v.cookie, {
        brandName: `Nakhla Home ${Date.now()}`,
        brandDescription: 'Palm-frond furniture from Siwa.',
        brandNameAr: 'بيت النخلة',
        brandDescriptionAr: 'أثاث من جريد النخل من سيوة.',
      });
      assert.equal(brand.statusCode, 201, brand.body);
      const brandId = brand.json()._id;
      const { body, created } = await newProduct(v.cookie, brandId, {
        nameAr: 'كَنَبة النخلة الفاخرة',
        titleAr: 'كنبة ثلاث مقاعد من الكتان',
        descriptionAr: 'كنبة عميقة بثلاثة مقاعد، مصنوعة يدويًا في دمياط من خشب الزان.',
      });
      const id = created.product._id;
      await decideProduct(ctx.app, Number(id), await adminId(), { approve: true });
      const ar = (await getJson(ctx.app, `/api/products/${id}`, AR)).body;
      assert.deepEqual([ar.name, ar.title, ar.brandId.brandName], ['كَنَبة النخلة الفاخرة', 'كنبة ثلاث مقاعد من الكتان', 'بيت النخلة']);
      assert.equal((await getJson(ctx.app, `/api/products/${id}`)).body.name, body.name, 'English as the vendor wrote it');
      assert.equal((await getJson(ctx.app, `/api/brand/${brandId}`, AR)).body.brandDescription, 'أثاث من جريد النخل من سيوة.');
      const found = async (q: string) =>
        ((await getJson(ctx.app, `/api/products?q=${encodeURIComponent(q)}&pageSize=48`, AR)).body.items as any[]).some(
          (p) => p._id === id,
        );
      assert.ok(await found('كنبه النخله'), 'found by its Arabic name, spelt loosely');
      assert.ok(await found('بيت النخلة'), 'and by its brand in Arabic');

      const edit = await send('PUT', `/api/vendor/products/${id}`, v.cookie, { ...body, images: [ar.mainImage], nameAr: 'أريكة النخلة' });
      assert.equal(edit.statusCode, 200, edit.body);
      const state = edit.json();
      assert.equal(state.approval.revision.proposed.nameAr, 'أريكة النخلة');
      assert.equal(state.approval.revision.previous.nameAr, 'كَنَبة النخلة الفاخرة');
      assert.equal((await getJson(ctx.app, `/api/products/${id}`, AR)).body.name, 'كَنَبة النخلة الفاخرة', 'the Arabic name waits too');
      await decideRevision(ctx.app, Number(state.approval.revision._id), await adminId(), { approve: true });
      assert.equal((await getJson(ctx.app, `/api/products/${id}`, AR)).body.name, 'أريكة النخلة');
      assert.ok(await found('اريكه النخله'), 'the search follows the approved Arabic name');
      assert.ok(!(await found('الفاخرة')), 'and forgets the old one');
    });

    it("the vendor's own answers carry the saved Arabic texts for the edit forms; '' clears, absent keeps", async () => {
      const v = await approvedVendor(ctx.app, 'arabic-own');
      const other = await approvedVendor(ctx.app, 'arabic-other');
      const created = await send('POST', '/api/vendor/brands', v.cookie, {
        brandName: `Siwa Palm ${Date.now()}`,
        brandDescription: 'Palm-frond chairs.',
        brandNameAr: 'نخيل سيوة',
        brandDescriptionAr: 'كراسي من جريد النخل.',
      });
      assert.equal(created.statusCode, 201, created.body);
      const brand = created.json();
      assert.deepEqual([brand.brandNameAr, brand.brandDescriptionAr], ['نخيل سيوة', 'كراسي من جريد النخل.']);
      const listed = async () => ((await send('GET', '/api/vendor/brands', v.cookie)).json() as any[]).find((b) => b._id === brand._id);
      assert.deepEqual([(await listed()).brandName, (await listed()).brandNameAr], [brand.brandName, 'نخيل سيوة']);
      const kept = await send('PUT', `/api/vendor/brands/${brand._id}`, v.cookie, {
        brandName: brand.brandName,
        brandDescription: 'Chairs.',
      });
      assert.equal(kept.statusCode, 200, kept.body);
      assert.deepEqual([kept.json().brandNameAr, kept.json().brandDescriptionAr], ['نخيل سيوة', 'كراسي من جريد النخل.'], 'absent keeps');
      const cleared = await send('PUT', `/api/vendor/brands/${brand._id}`, v.cookie, {
        brandName: brand.brandName,
        brandDescription: 'Chairs.',
        brandDescriptionAr: '',
      });
      assert.deepEqual([cleared.json().brandNameAr, cleared.json().brandDescriptionAr], ['نخيل سيوة', null], "'' clears");
      assert.equal((await listed()).brandDescriptionAr, null);

      const { body, created: product } = await newProduct(v.cookie, brand._id, { nameAr: 'كرسي سيوة', titleAr: 'كرسي من الجريد' });
      const id = product.product._id;
      assert.deepEqual(
        [product.product.nameAr, product.product.titleAr, product.product.descriptionAr],
        ['كرسي سيوة', 'كرسي من الجريد', null],
      );
      const own = async () => (await send('GET', `/api/vendor/products/${id}`, v.cookie)).json().product;
      assert.deepEqual([(await own()).name, (await own()).nameAr, (await own()).titleAr], [body.name, 'كرسي سيوة', 'كرسي من الجريد']);
      const row = ((await send('GET', '/api/vendor/products?status=all', v.cookie)).json().items as any[]).find(
        (x) => x.product._id === id,
      );
      assert.equal(row.product.nameAr, 'كرسي سيوة', "the dashboard's table too");
      assert.equal((await send('GET', `/api/vendor/products/${id}`, other.cookie)).statusCode, 404, "another vendor's is 404");

      const images = (await own()).images;
      await send('PUT', `/api/vendor/products/${id}`, v.cookie, { ...body, images, titleAr: '', descriptionAr: 'كرسي خفيف.' });
      assert.deepEqual([(await own()).nameAr, (await own()).titleAr, (await own()).descriptionAr], ['كرسي سيوة', null, 'كرسي خفيف.']);

      await decideProduct(ctx.app, Number(id), await adminId(), { approve: true });
      const edit = await send('PUT', `/api/vendor/products/${id}`, v.cookie, { ...body, images, nameAr: 'كرسي النخيل' });
      assert.equal(edit.statusCode, 200, edit.body);
      assert.equal(edit.json().approval.revision.proposed.nameAr, 'كرسي النخيل');
      assert.equal((await own()).nameAr, 'كرسي سيوة', 'a listed product shows what shoppers see until the admins approve');
    });

    it("brands: create and edit with a logo, shown in the catalog; another vendor's brand is 404 and unchanged", async () => {
      const a = await approvedVendor(ctx.app, 'brand-a');
      const b = await approvedVendor(ctx.app, 'brand-b');
      const logo = (await upload(ctx.app, 'image', await pngBytes(400, 400), 'logo.png', a.cookie)).json();
      const name = `Karnak Living ${Date.now()}`;
      const created = await send('POST', '/api/vendor/brands', a.cookie, {
        brandName: name,
        brandDescription: 'Lamps from Luxor.',
        brandlogo: logo._id,
      });
      assert.equal(created.statusCode, 201, created.body);
      const brand = created.json();
      assert.equal(brand.brandlogo, logo.path);
      const catalog = (await getJson(ctx.app, '/api/brand/')).body as any[];
      assert.equal(catalog.find((x) => x._id === brand._id)?.brandlogo, logo.path, 'the catalog shows the new brand and its logo');
      assert.equal((await send('POST', '/api/vendor/brands', b.cookie, { brandName: name, brandDescription: '' })).statusCode, 409);
      const stolen = await send('PUT', `/api/vendor/brands/${brand._id}`, b.cookie, { brandName: 'Mine now', brandDescription: '' });
      assert.equal(stolen.statusCode, 404);
      const theft = await send('PUT', `/api/vendor/brands/${brand._id}`, b.cookie, {
        brandName: 'Xyz',
        brandDescription: '',
        brandlogo: logo._id,
      });
      assert.equal(theft.statusCode, 404);
      assert.equal(
        (
          await send('PUT', `/api/vendor/brands/${brand._id}`, a.cookie, {
            brandName: name,
            brandDescription: 'x',
            brandlogo: (await upload(ctx.app, 'image', await pngBytes(), 'l.png', b.cookie)).json()._id,
          })
        ).statusCode,
        400,
        "another vendor's upload is not yours",
      );
      const edited = await send('PUT', `/api/vendor/brands/${brand._id}`, a.cookie, {
        brandName: `${name} Studio`,
        brandDescription: 'Lamps and lanterns from Luxor.',
      });
      assert.equal(edited.statusCode, 200);
      assert.deepEqual([edited.json().brandName, edited.json().brandlogo], [`${name} Studio`, logo.path]);
      assert.deepEqual((await getJson(ctx.app, '/api/vendor/brands', { cookie: b.cookie })).body, []);
    });

    it('products: new ones wait for approval; price and stock apply at once; name and pictures wait as a revision; a sale price waits for promotion approval', async () => {
      const v = await approvedVendor(ctx.app, 'products');
      const brand = (
        await send('POST', '/api/vendor/brands', v.cookie, { brandName: `Siwa Oasis ${Date.now()}`, brandDescription: 'Palm and salt.' })
      ).json();
      const { body, created } = await newProduct(v.cookie, brand._id, {
        description: 'Hand-built. <img src=x onerror=alert(1)> Beech wood frame.',
      });
      const id = created.product._id;
      assert.equal(created.product.status, false);
      assert.equal(created.approval.review.status, 'pending');
      assert.equal(created.product.description, body.description, 'stored as text, unchanged');
      assert.match(created.product.mainImage, /^uploads\/.+\.webp$/);
      assert.equal(
        (await getJson(ctx.app, `/api/products?q=${encodeURIComponent(body.name)}`)).body.total,
        0,
        'not listed before approval',
      );

      await decideProduct(ctx.app, Number(id), await adminId(), { approve: true });
      const listed = (await getJson(ctx.app, `/api/products?q=${encodeURIComponent(body.name)}`)).body;
      assert.equal(listed.total, 1, 'a shopper finds it by search once approved');

      const quick = await send('PATCH', `/api/vendor/products/${id}`, v.cookie, { price: 21_500, stock: 3 });
      assert.equal(quick.statusCode, 200, quick.body);
      const live = (await getJson(ctx.app, `/api/products/${id}`)).body;
      assert.deepEqual([live.price ?? live.product?.price, live.stock ?? live.product?.stock], [21_500, 3]);
      const page = (await getJson(ctx.app, `/api/products?q=${encodeURIComponent(body.name)}&maxPrice=22000`)).body;
      assert.equal(page.total, 1, 'the listing index has the new price at once');

      const gallery = (await upload(ctx.app, 'image', await pngBytes(700, 700), 'side.png', v.cookie)).json();
      const edit = await send('PUT', `/api/vendor/products/${id}`, v.cookie, {
        ...body,
        name: `${body.name} Deluxe`,
        price: 22_000,
        salePrice: 19_999,
        stock: 4,
        images: [live.mainImage ?? live.product.mainImage, gallery._id],
      });
      assert.equal(edit.statusCode, 200, edit.body);
      const state = edit.json();
      assert.equal(state.product.name, body.name, 'the name waits');
      assert.equal(state.product.price, 22_000, 'the price does not');
      assert.equal(state.product.salePrice, null, 'the sale waits');
      assert.equal(state.approval.revision.proposed.name, `${body.name} Deluxe`);
      assert.equal(state.approval.revision.proposed.images.length, 2);
      assert.equal(state.approval.promotion.status, 'pending');
      const onSale = (await getJson(ctx.app, '/api/products/getproducts/')).body as any[];
      assert.ok(!onSale.some((p) => p._id === id && p.salePrice), 'not on sale before promotion approval');
      await decideRevision(ctx.app, Number(state.approval.revision._id), await adminId(), { approve: true });
      await decidePromotion(ctx.app, Number(state.approval.promotion._id), await adminId(), { approve: true });
      const after = (await send('GET', `/api/vendor/products/${id}`, v.cookie)).json();
      assert.deepEqual(
        [after.product.name, after.product.images.length, after.product.salePrice, after.product.promotionApproved],
        [`${body.name} Deluxe`, 2, 19_999, true],
      );
      const spec = (await getJson(ctx.app, '/api/products/getproducts/')).body as any[];
      assert.ok(
        spec.some((p) => p._id === id && p.salePrice === 19_999 && p.promotionApproved && p.status),
        'on sale once approved (SPEC §7 /products/onsale)',
      );
      assert.equal(
        (await send('PATCH', `/api/vendor/products/${id}`, v.cookie, { price: 19_000 })).statusCode,
        409,
        'the price stays above the sale price',
      );

      const table = (await getJson(ctx.app, '/api/vendor/products?status=low-stock', { cookie: v.cookie })).body;
      assert.ok(
        table.items.some((row: any) => row.product._id === id),
        'stock 4 is low',
      );
      assert.equal((await getJson(ctx.app, `/api/vendor/products?q=${encodeURIComponent('Deluxe')}`, { cookie: v.cookie })).body.total, 1);

      const other = await approvedVendor(ctx.app, 'thief');
      const otherBrand = (
        await send('POST', '/api/vendor/brands', other.cookie, { brandName: `Thief ${Date.now()}`, brandDescription: '' })
      ).json();
      for (const [method, payload] of [
        ['GET', undefined],
        ['PATCH', { stock: 0 }],
        ['PUT', { ...body, brandId: otherBrand._id, images: [gallery._id] }],
      ] as const) {
        assert.equal(
          (await send(method, `/api/vendor/products/${id}`, other.cookie, payload)).statusCode,
          404,
          `${method} another vendor's product`,
        );
      }
      assert.equal(
        (
          await send('POST', '/api/vendor/products', other.cookie, {
            ...body,
            brandId: brand._id,
            images: [(await upload(ctx.app, 'image', await pngBytes(), 'x.png', other.cookie)).json()._id],
          })
        ).statusCode,
        400,
        "not on another vendor's brand",
      );
      const unchanged = (await send('GET', `/api/vendor/products/${id}`, v.cookie)).json();
      assert.deepEqual([unchanged.product.stock, unchanged.product.brandId._id], [4, brand._id], 'nothing changed');
      const invalid = await send('POST', '/api/vendor/products', v.cookie, { ...body, salePrice: 30_000, unknownField: 1 });
      assert.equal(invalid.statusCode, 400);
    });

    it('orders: the vendor is notified, sees its lines, confirms, ships with a tracking number; the shopper tracks it; a cancellation returns the stock', async () => {
      const v = await approvedVendor(ctx.app, 'orders');
      const brand = (
        await send('POST', '/api/vendor/brands', v.cookie, { brandName: `Aswan Clay ${Date.now()}`, brandDescription: 'Pottery.' })
      ).json();
      const { created } = await newProduct(v.cookie, brand._id, { stock: 8 });
      const id = created.product._id;
      await decideProduct(ctx.app, Number(id), await adminId(), { approve: true });
      const unreadBefore = (await getJson(ctx.app, '/api/vendor/notifications/unread', { cookie: v.cookie })).body.unread;
      const { order } = await placeOrder(id, 3);
      const notes = (await getJson(ctx.app, '/api/vendor/notifications', { cookie: v.cookie })).body;
      assert.equal(notes.unread, unreadBefore + 2, 'a new order and low stock (8 → 5)');
      assert.deepEqual(
        notes.notifications
          .slice(0, 2)
          .map((n: any) => n.kind)
          .sort(),
        ['low_stock', 'new_order'],
      );
      const newOrder = notes.notifications.find((n: any) => n.kind === 'new_order');
      assert.equal(newOrder.payload.orderNumber, order.orderNumber);

      const list = (await getJson(ctx.app, '/api/vendor/orders', { cookie: v.cookie })).body as any[];
      assert.equal(list[0]._id, order._id);
      assert.deepEqual([list[0].status, list[0].items, list[0].subtotal], ['placed', 3, 72_000]);
      const detail = (await getJson(ctx.app, `/api/vendor/orders/${order._id}`, { cookie: v.cookie })).body;
      assert.equal(detail.shippingAddress.city, 'Cairo');
      assert.equal(detail.lines.length, 1);

      const stranger = await approvedVendor(ctx.app, 'stranger');
      assert.equal((await send('GET', `/api/vendor/orders/${order._id}`, stranger.cookie)).statusCode, 404);
      assert.equal(
        (await send('POST', `/api/vendor/orders/${order._id}/status`, stranger.cookie, { status: 'cancelled' })).statusCode,
        404,
      );
      assert.equal(
        (await send('POST', `/api/vendor/orders/${order._id}/status`, v.cookie, { status: 'shipped' })).statusCode,
        400,
        'shipping needs a tracking number',
      );
      assert.equal(
        (await send('POST', `/api/vendor/orders/${order._id}/status`, v.cookie, { status: 'delivered' })).statusCode,
        409,
        'not before shipping',
      );
      assert.equal((await send('POST', `/api/vendor/orders/${order._id}/status`, v.cookie, { status: 'confirmed' })).statusCode, 200);
      const shipped = await send('POST', `/api/vendor/orders/${order._id}/status`, v.cookie, {
        status: 'shipped',
        trackingNumber: 'BOSTA-123456',
      });
      assert.equal(shipped.statusCode, 200, shipped.body);
      assert.deepEqual(
        shipped.json().history.map((h: any) => h.status),
        ['placed', 'confirmed', 'shipped'],
      );
      assert.equal(
        (await send('POST', `/api/vendor/orders/${order._id}/status`, v.cookie, { status: 'cancelled' })).statusCode,
        409,
        'not after shipping',
      );

      const tracked = (
        await getJson(ctx.app, `/api/orders/track?orderNumber=${order.orderNumber}&email=${encodeURIComponent(DEMO_SHOPPER.email)}`)
      ).body;
      assert.equal(tracked.status, 'shipped');
      assert.equal(tracked.history.at(-1).trackingNumber, 'BOSTA-123456');
      const mails = await ctx.app.mailer.outbox();
      const shippedMail = mails.find((m) => m.subject === `Your order ${order.orderNumber} is shipped`);
      assert.ok(shippedMail, 'the shopper is e-mailed');
      assert.match((await ctx.app.mailer.outboxMessage(shippedMail!.id))!, /BOSTA-123456/);

      const stockBefore = (await send('GET', `/api/vendor/products/${id}`, v.cookie)).json().product.stock;
      const second = (await placeOrder(id, 2)).order;
      assert.equal((await send('GET', `/api/vendor/products/${id}`, v.cookie)).json().product.stock, stockBefore - 2);
      assert.equal((await send('POST', `/api/vendor/orders/${second._id}/status`, v.cookie, { status: 'cancelled' })).statusCode, 200);
      assert.equal((await send('GET', `/api/vendor/products/${id}`, v.cookie)).json().product.stock, stockBefore, 'the stock returns');
      const shopperOrders = (
        await getJson(ctx.app, `/api/orders/orders/customer/${(await ctx.app.repos.users.findByEmail(DEMO_SHOPPER.email))!.user.id}`, {
          cookie: (await signIn(ctx.app, 'auth', DEMO_SHOPPER.email)).cookie,
        })
      ).body as any[];
      assert.equal(shopperOrders.find((o) => o._id === second._id).status, 'cancelled');

      const stats = (await getJson(ctx.app, '/api/vendor/stats', { cookie: v.cookie })).body;
      assert.deepEqual([stats.orders, stats.revenue, stats.bestSellers[0].quantity], [1, 72_000, 3], 'the cancelled order is left out');

      const marked = await send('POST', '/api/vendor/notifications/read', stranger.cookie, { ids: [newOrder._id] });
      assert.equal(marked.json().changed, 0, "another vendor's notification is not changed");
      const read = await send('POST', '/api/vendor/notifications/read', v.cookie, { ids: [newOrder._id] });
      assert.equal(read.json().changed, 1);
    });

    it('role matrix: no session 401, a shopper or admin 403, on every vendor route', async () => {
      const shopper = await signIn(ctx.app, 'auth', DEMO_SHOPPER.email);
      const admin = await signIn(ctx.app, 'admin', DEMO_ADMIN.email);
      const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
      const application = {
        shopName: 'Matrix',
        legalName: 'Matrix LLC',
        commercialRegisterNumber: '1',
        taxCardNumber: '123456789',
        contactName: 'Ali Omar',
        mobile: '01012345678',
        city: 'Cairo',
        categoryIds: ['1'],
        commercialRegisterFile: uuid,
        taxCardFile: uuid,
      };
      const product = {
        name: 'Matrix',
        title: 'Matrix',
        description: 'A valid description.',
        categoryId: '1',
        subcategoryId: '1',
        typeId: '1',
        brandId: '1',
        price: 100,
        salePrice: null,
        stock: 1,
        colors: [],
        tags: [],
        readyToShip: false,
        images: [uuid],
        cadFile: null,
      };
      const routes: [string, string, unknown?][] = [
        ['GET', '/api/vendor/application'],
        ['PUT', '/api/vendor/application', application],
        ['GET', '/api/vendor/brands'],
        ['POST', '/api/vendor/brands', { brandName: 'Nope', brandDescription: '' }],
        ['PUT', '/api/vendor/brands/1', { brandName: 'Nope', brandDescription: '' }],
        ['GET', '/api/vendor/products'],
        ['GET', '/api/vendor/products/1'],
        ['POST', '/api/vendor/products', product],
        ['PUT', '/api/vendor/products/1', product],
        ['PATCH', '/api/vendor/products/1', { stock: 1 }],
        ['GET', '/api/vendor/orders'],
        ['GET', '/api/vendor/orders/1'],
        ['POST', '/api/vendor/orders/1/status', { status: 'cancelled' }],
        ['GET', '/api/vendor/stats'],
        ['GET', '/api/vendor/notifications'],
        ['GET', '/api/vendor/notifications/unread'],
        ['POST', '/api/vendor/notifications/read', {}],
        ['GET', '/api/vendor/1/products'],
      ];
      const stock = (await getJson(ctx.app, '/api/products/1')).body;
      for (const [method, url, payload] of routes) {
        assert.equal((await send(method as never, url, '', payload)).statusCode, 401, `${method} ${url} without a session`);
        if (url === '/api/vendor/1/products') continue;
        assert.equal((await send(method as never, url, shopper.cookie, payload)).statusCode, 403, `${method} ${url} as a shopper`);
        assert.equal((await send(method as never, url, admin.cookie, payload)).statusCode, 403, `${method} ${url} as an admin`);
      }
      assert.deepEqual((await getJson(ctx.app, '/api/products/1')).body, stock, 'nothing changed');
    });
  });
}
