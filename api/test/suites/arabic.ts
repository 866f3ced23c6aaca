/**
 * The catalog, search and e-mails in Arabic when the request says
 * `Accept-Language: ar`; English answers as before; `Vary: Accept-Language` on public answers.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import { ARABIC_FOLD_FROM, ARABIC_FOLD_TO, normalizeArabic } from '../../src/lib/arabic.ts';
import { foldArabic } from '../../src/repositories/search.ts';
import { DEMO_ADMIN } from '../../src/seed/demo-accounts.ts';
import { getJson, signIn, signUpShopper, type TestContext } from '../helpers.ts';

const AR = { 'accept-language': 'ar' };
const EN = { 'accept-language': 'en' };
/** Arabic letters, and no Latin letter. */
const ARABIC = /^[^A-Za-z]*[\u0600-\u06FF][^A-Za-z]*$/;
const HAS_ARABIC = /[\u0600-\u06FF]/;

const suggest = async (ctx: TestContext, query: string, headers: Record<string, string> = AR) => {
  const response = await getJson(ctx.app, `/api/products/search-suggestions?query=${encodeURIComponent(query)}`, headers);
  assert.equal(response.status, 200, `${query}: ${JSON.stringify(response.body)}`);
  return response.body as any[];
};

/** The decoded text and HTML parts of a raw outbox message (base64 or quoted-printable). */
function mailParts(raw: string): { text: string; html: string; subject: string } {
  const decode = (headers: string, body: string) => {
    if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
      const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    return body;
  };
  const parts = { text: '', html: '', subject: '' };
  for (const chunk of raw.split(/\r?\n--[^\r\n]+/)) {
    const split = chunk.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const headers = chunk.slice(0, split);
    const body = chunk.slice(split).trim();
    if (/content-type:\s*text\/plain/i.test(headers)) parts.text = decode(headers, body);
    if (/content-type:\s*text\/html/i.test(headers)) parts.html = decode(headers, body);
  }
  const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  // Encoded words (RFC 2047) may split one character's bytes: decode them all, then join the bytes.
  const unfolded = subject.replace(/\r?\n[ \t]/g, ' ');
  const words = [...unfolded.matchAll(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi)];
  parts.subject = words.length
    ? Buffer.concat(
        words.map(([, kind, data]) =>
          kind!.toUpperCase() === 'B'
            ? Buffer.from(data!, 'base64')
            : Buffer.from(
                data!.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
                'latin1',
              ),
        ),
      ).toString('utf8')
    : unfolded;
  return parts;
}

async function mailTo(ctx: TestContext, to: string, subject?: RegExp): Promise<ReturnType<typeof mailParts>> {
  for (let i = 0; i < 100; i++) {
    // Newest first; `subject` is tested on the decoded subject (the header may be MIME-encoded).
    for (const m of (await ctx.app.mailer.outbox()).filter((entry) => entry.to.includes(to))) {
      const parts = mailParts((await ctx.app.mailer.outboxMessage(m.id))!);
      if (!subject || subject.test(parts.subject)) return parts;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no e-mail to ${to}`);
}

export function arabicSuite(ctx: TestContext) {
  describe('arabic: the catalog in the language of Accept-Language', () => {
    it('names categories, subcategories and types in Arabic, with the same ids, slugs and counts', async () => {
      const [en, ar] = await Promise.all([
        getJson(ctx.app, '/api/categories/categories', EN),
        getJson(ctx.app, '/api/categories/categories'),
      ]).then(async ([explicit, none]) => {
        assert.deepEqual(explicit.body, none.body, 'Accept-Language: en is the default');
        return [none.body, (await getJson(ctx.app, '/api/categories/categories', AR)).body];
      });
      assert.equal(ar.length, en.length);
      assert.equal(en[0].name, 'Furniture');
      assert.equal(ar[0].name, 'أثاث');
      const strip = (tree: any[]) =>
        tree.map((c) => ({
          ...c,
          name: 0,
          subCategories: c.subCategories.map((s: any) => ({ ...s, name: 0, types: s.types.map((t: any) => ({ ...t, name: 0 })) })),
        }));
      assert.deepEqual(strip(ar), strip(en), 'only names differ');
      for (const category of ar) {
        assert.match(category.name, ARABIC);
        for (const sub of category.subCategories) {
          assert.match(sub.name, ARABIC);
          for (const type of sub.types) assert.match(type.name, ARABIC, type.name);
        }
      }
      const sofas = en[0].subCategories[0].types[0];
      assert.equal(sofas.name, 'Sofas');
      const type = await getJson(ctx.app, `/api/types/${sofas._id}`, AR);
      assert.deepEqual([type.body.name, type.body.category.name, type.body.category.slug], ['كنب', 'أثاث', 'furniture']);
      assert.equal((await getJson(ctx.app, '/api/categories/slug/furniture', AR)).body.name, 'أثاث');
      assert.equal((await getJson(ctx.app, `/api/subcategories/${en[0].subCategories[0]._id}`, AR)).body.name, 'غرفة المعيشة');
    });

    it('gives products, listings and brands in Arabic, colours and tags too; English stays English', async () => {
      const url = '/api/products?pageSize=12&sort=price-asc';
      const [en, ar] = [(await getJson(ctx.app, url, EN)).body, (await getJson(ctx.app, url, AR)).body];
      assert.deepEqual(
        ar.items.map((p: any) => p._id),
        en.items.map((p: any) => p._id),
      );
      assert.equal(ar.total, en.total);
      for (const [i, product] of ar.items.entries()) {
        const english = en.items[i];
        assert.match(product.name, HAS_ARABIC, product.name);
        assert.match(product.title, HAS_ARABIC);
        assert.match(product.description, HAS_ARABIC);
        assert.match(product.category.name, ARABIC);
        assert.match(product.type.name, ARABIC);
        assert.match(product.brandId.brandName, HAS_ARABIC);
        for (const color of product.colors) assert.match(color, ARABIC);
        assert.deepEqual(
          [product.price, product.salePrice, product.sku, product.category.slug, product.mainImage],
          [english.price, english.salePrice, english.sku, english.category.slug, english.mainImage],
        );
        assert.doesNotMatch(english.name + english.description + english.type.name, HAS_ARABIC);
      }
      // Facets: the value is what filters take; the label is the Arabic name.
      assert.ok(ar.facets.colors.length > 0);
      for (const facet of [...ar.facets.colors, ...ar.facets.brands, ...ar.facets.tags]) assert.match(facet.label, HAS_ARABIC, facet.value);
      assert.deepEqual(
        ar.facets.colors.map((f: any) => f.value),
        en.facets.colors.map((f: any) => f.value),
      );
      assert.ok(
        en.facets.colors.every((f: any) => !('label' in f)),
        'English facets are as before',
      );
      // A colour named in Arabic filters like its English value.
      const color = en.facets.colors[0];
      const label = ar.facets.colors.find((f: any) => f.value === color.value).label;
      const byArabic = (await getJson(ctx.app, `/api/products?colors=${encodeURIComponent(label)}&pageSize=1`)).body;
      const byEnglish = (await getJson(ctx.app, `/api/products?colors=${encodeURIComponent(color.value)}&pageSize=1`)).body;
      assert.equal(byArabic.total, byEnglish.total);

      const id = en.items[0]._id;
      const one = (await getJson(ctx.app, `/api/products/${id}`, AR)).body;
      assert.equal(one.name, ar.items[0].name);
      const related = (await getJson(ctx.app, `/api/products/${id}/related`, AR)).body;
      assert.ok(related.length > 0 && related.every((p: any) => HAS_ARABIC.test(p.name)));
      const brands = (await getJson(ctx.app, '/api/brand', AR)).body;
      assert.ok(brands.some((b: any) => b.brandName === 'نول النيل'));
      const nileLoom = (await getJson(ctx.app, '/api/brand', EN)).body.find((b: any) => b.brandName === 'Nile Loom');
      const nileLoomAr = (await getJson(ctx.app, `/api/brand/${nileLoom._id}`, AR)).body;
      assert.equal(nileLoomAr.brandName, 'نول النيل');
      assert.match(nileLoomAr.brandDescription, /القطن المصري طويل التيلة/);
      assert.ok(brands.every((b: any) => b.brandDescription === '' || ARABIC.test(b.brandDescription.replace(/\d|\./g, ''))));
    });

    it('falls back to English where a name has no Arabic (a vendor gave none)', async () => {
      type Row = { id: number; name: string; title: string; description: string; nameAr: string; titleAr: string; descriptionAr: string };
      const [row] = await queryRows<Row>(
        ctx.app.db,
        sql`select id, name, title, description, name_ar as "nameAr", title_ar as "titleAr", description_ar as "descriptionAr"
            from products where status and name_ar is not null order by id desc limit 1`,
      );
      const id = Number(row!.id);
      await ctx.app.db.execute(sql`update products set name_ar = null, title_ar = null, description_ar = null where id = ${id}`);
      try {
        const product = (await getJson(ctx.app, `/api/products/${id}`, AR)).body;
        assert.deepEqual([product.name, product.title, product.description], [row!.name, row!.title, row!.description]);
        assert.match(product.type.name, ARABIC, 'the type still has its Arabic name');
      } finally {
        await ctx.app.db.execute(
          sql`update products set name_ar = ${row!.nameAr}, title_ar = ${row!.titleAr}, description_ar = ${row!.descriptionAr} where id = ${id}`,
        );
      }
    });

    it('says Vary: Accept-Language on public catalog answers', async () => {
      for (const url of [
        '/api/products?pageSize=1',
        '/api/categories/categories',
        '/api/brand',
        '/api/products/search-suggestions?query=sofa',
      ]) {
        const response = await ctx.app.inject({ url, headers: AR });
        assert.equal(response.statusCode, 200, url);
        assert.match(String(response.headers.vary), /accept-language/i, url);
      }
      const missing = await ctx.app.inject({ url: '/api/products/999999999', headers: AR });
      assert.match(String(missing.headers.vary), /accept-language/i, 'a 404 of a public route varies too');
      assert.equal(missing.json().code, 'not_found', 'errors carry a code the client translates');
    });
  });

  describe('arabic: errors carry a code for the client to translate', () => {
    it('answers every kind of failure with { message, code }, the message in the language of the request', async () => {
      const cases: { url: string; method?: 'GET' | 'POST'; payload?: string; type?: string; status: number; code: string }[] = [
        { url: '/api/no-such-route', status: 404, code: 'not_found' },
        { url: '/api/products/abc', status: 400, code: 'invalid_request' },
        { url: '/api/products?pageSize=1000', status: 400, code: 'invalid_request' },
        { url: '/api/products/999999999', status: 404, code: 'not_found' },
        { url: '/api/favorites/1', status: 401, code: 'unauthorized' },
        {
          url: '/api/auth/login',
          method: 'POST',
          payload: '{"email":"nobody@example.com","password":"Wrong#Pass1"}',
          status: 401,
          code: 'invalid_credentials',
        },
        { url: '/api/auth/login', method: 'POST', payload: '{not json', status: 400, code: 'invalid_request' },
        { url: '/api/auth/login', method: 'POST', payload: 'email=a', type: 'text/plain', status: 400, code: 'invalid_request' },
      ];
      for (const c of cases) {
        const send = (headers: Record<string, string>) =>
          ctx.app.inject({
            method: c.method ?? 'GET',
            url: c.url,
            headers: { ...headers, ...(c.payload !== undefined ? { 'content-type': c.type ?? 'application/json' } : {}) },
            ...(c.payload !== undefined ? { payload: c.payload } : {}),
          });
        const [ar, en] = [await send(AR), await send(EN)];
        assert.equal(ar.statusCode, c.status, `${c.url}: ${ar.body}`);
        const body = ar.json();
        assert.equal(body.code, c.code, c.url);
        assert.equal(typeof body.message, 'string');
        assert.match(body.message, HAS_ARABIC, `${c.url}: the message is Arabic`);
        assert.doesNotMatch(en.json().message, HAS_ARABIC, `${c.url}: English stays English`);
        assert.deepEqual({ ...body, message: '' }, { ...en.json(), message: '' }, `${c.url}: the same code and fields in both languages`);
      }
    });
  });

  describe('arabic: search', () => {
    it("finds the sofas by 'كنبة' and its usual variants, with Arabic suggestions", async () => {
      const base = productsOf(await suggest(ctx, 'كنبة'));
      assert.ok(base.length > 0, 'كنبة finds products');
      assert.ok(base.every((s) => HAS_ARABIC.test(s.name) && HAS_ARABIC.test(s.categoryName) && HAS_ARABIC.test(s.brandName)));
      assert.ok(base.some((s) => s.name.includes('كنبة')));
      const total = async (q: string) => (await getJson(ctx.app, `/api/products?q=${encodeURIComponent(q)}&pageSize=1`, AR)).body.total;
      const sofas = await total('كنبة');
      assert.ok(sofas > 0);
      for (const variant of ['كنبه', 'كَنَبَة', 'كنـبة', 'اريكة', 'أريكه', 'آريكة']) {
        assert.ok(productsOf(await suggest(ctx, variant)).length > 0, variant);
        assert.ok((await total(variant)) > 0, variant);
      }
      assert.equal(await total('كنبه'), sofas, "'كنبه' finds what 'كنبة' finds");
      assert.equal(await total('كَنَبَة'), sofas, 'diacritics are ignored');
      // The type 'Sofas' is found in Arabic: every sofa matches.
      const listing = (await getJson(ctx.app, '/api/products?q=%D9%83%D9%86%D8%A8%D9%87&pageSize=48', AR)).body;
      assert.ok(listing.items.some((p: any) => p.type.name === 'كنب'));
    });

    it('folds Arabic in SQL (suggestion ranking) exactly as normalizeArabic folds queries', async () => {
      for (const text of ['كَنَبَةٌ أريكة', 'مستشفى شاطئ مؤسسة', 'كنـــبة ٣ ۴', 'هٰذا ٱلبيت إضاءة آمون', 'Sofa 3']) {
        const [row] = await queryRows<{ folded: string }>(ctx.app.db, sql`select ${foldArabic(sql`${text}`)} as folded`);
        assert.equal(row?.folded, normalizeArabic(text), text);
      }
    });

    it('suggests in the shopper language: English names in English, brands by Arabic name', async () => {
      const english = productsOf(await suggest(ctx, 'كنبه', EN));
      assert.ok(english.length > 0 && english.every((s) => !HAS_ARABIC.test(s.name)), 'an Arabic query, English answer');
      const brands = (await suggest(ctx, 'نول')).filter((s) => s.resultType === 'brand');
      assert.equal(brands[0]?.brandName, 'نول النيل');
      const arabicForEnglish = productsOf(await suggest(ctx, 'sofa'));
      assert.ok(arabicForEnglish.length > 0 && arabicForEnglish.every((s) => HAS_ARABIC.test(s.name)), 'an English query, Arabic answer');
      // Arabic-Indic digits are Western digits.
      assert.deepEqual(
        (await suggest(ctx, 'كنبة ٣')).map((s) => s._id),
        (await suggest(ctx, 'كنبة 3')).map((s) => s._id),
      );
    });
  });

  describe('arabic: name sort and brands', () => {
    it('sorts Arabic listings by the Arabic name in Arabic collation order, in both listing engines', async () => {
      const collator = new Intl.Collator('ar');
      const query = { page: 1, pageSize: 48, sort: 'name-asc' as const };
      const byIndex = await ctx.app.repos.listing.listFromIndex(query, {}, 'ar');
      const byDatabase = await ctx.app.repos.listing.listFromDatabase(query, {}, 'ar');
      const english = await ctx.app.repos.listing.listFromIndex(query, {}, 'en');
      for (const [engine, page] of [
        ['index', byIndex],
        ['database', byDatabase],
      ] as const) {
        const names = page.items.map((p) => p.name);
        assert.ok(
          names.every((name) => HAS_ARABIC.test(name)),
          `${engine}: Arabic names`,
        );
        for (let i = 1; i < names.length; i++) {
          assert.ok(collator.compare(names[i - 1]!, names[i]!) <= 0, `${engine}: "${names[i - 1]}" before "${names[i]}"`);
        }
      }
      assert.deepEqual(
        byDatabase.items.map((p) => p._id),
        byIndex.items.map((p) => p._id),
        'both engines give the same page',
      );
      assert.notDeepEqual(
        byIndex.items.map((p) => p._id),
        english.items.map((p) => p._id),
        'not the English order',
      );
      // Descending is the same order backwards, and the HTTP answer is the index's.
      const last = await ctx.app.repos.listing.listFromIndex({ ...query, sort: 'name-desc', page: byIndex.pageCount }, {}, 'ar');
      const lastPage = (await getJson(ctx.app, `/api/products?sort=name-desc&pageSize=48&page=${byIndex.pageCount}`, AR)).body;
      assert.deepEqual(
        lastPage.items.map((p: { _id: string }) => p._id),
        last.items.map((p) => p._id),
      );
      assert.deepEqual(
        last.items.map((p) => p._id).reverse(),
        byIndex.items.slice(0, last.items.length).map((p) => p._id),
      );
    });

    it('reads the brands’ Arabic names once per catalog version for Arabic facet labels (database engine)', async () => {
      const client = (ctx.app.db as unknown as { $client: Record<string, (...args: unknown[]) => unknown> }).$client;
      const original = client.query!;
      const brandReads: string[] = [];
      client.query = function (this: unknown, ...args: unknown[]) {
        const first = args[0] as string | { text?: string };
        const text = typeof first === 'string' ? first : (first?.text ?? '');
        if (/from "brands"/.test(text)) brandReads.push(text);
        return original.apply(this, args);
      };
      const query = { page: 1, pageSize: 12, sort: 'newest' as const };
      const label = async () => {
        const page = await ctx.app.repos.listing.listFromDatabase(query, {}, 'ar');
        return page.facets.brands;
      };
      try {
        await ctx.app.contentVersion.refresh();
        const first = await label();
        const reads = brandReads.length;
        await label();
        await label();
        assert.equal(brandReads.length, reads, 'no brand query while the catalog version stands');
        const brand = first[0]!;
        // A brand renamed in Arabic: the next listing labels it with the new name.
        await queryRows(ctx.app.db, sql`update brands set name_ar = ${'علامة مؤقتة'} where name = ${brand.value}`);
        try {
          assert.equal((await label()).find((b) => b.value === brand.value)?.label, 'علامة مؤقتة');
        } finally {
          await queryRows(ctx.app.db, sql`update brands set name_ar = ${brand.label} where name = ${brand.value}`);
        }
      } finally {
        client.query = original;
      }
    });

    it('folds every letter, digit and mark of the table in the brands columns as normalizeArabic does', async () => {
      // Each folded letter and digit, both ends of each range of marks, tatweel, and plain letters.
      const text = `${ARABIC_FOLD_FROM} ك\u0610ن\u061Aب\u064Bة\u065F\u0670\u06D6\u06ED\u0640 Sofa`;
      const rolledBack = new Error('rolled back');
      let folded: string | undefined;
      await assert.rejects(
        ctx.app.db.transaction(async (tx) => {
          await tx.execute(sql`update brands set name_ar = ${text} where id = (select min(id) from brands)`);
          [{ folded }] = await queryRows<{ folded: string }>(
            tx,
            sql`select name_ar_folded as folded from brands where id = (select min(id) from brands)`,
          );
          throw rolledBack;
        }),
        rolledBack,
      );
      assert.equal(folded, normalizeArabic(text.toLowerCase()));
      assert.equal(normalizeArabic(ARABIC_FOLD_FROM), ARABIC_FOLD_TO);
    });

    it('keeps the brands folded for search (generated columns) exactly as normalizeArabic folds', async () => {
      const rows = await queryRows<{ name: string; nameAr: string | null; folded: string; vector: string }>(
        ctx.app.db,
        sql`select name, name_ar as "nameAr", name_ar_folded as folded, search_vector::text as vector from brands`,
      );
      assert.ok(rows.some((row) => row.nameAr));
      for (const row of rows) {
        assert.equal(row.folded, normalizeArabic((row.nameAr ?? row.name).toLowerCase()), row.name);
        for (const word of normalizeArabic(row.nameAr ?? '')
          .split(/\s+/)
          .filter(Boolean)) {
          assert.ok(row.vector.includes(`'${word}'`), `${row.name}: ${word} in ${row.vector}`);
        }
      }
    });
  });

  describe('arabic: e-mails', () => {
    it('sends the sign-up link in Arabic, and then the password reset code, right to left, with a plain-text part', async () => {
      const email = `arabic.${process.pid}@example.com`;
      await signUpShopper(ctx.app, { firstName: 'منى', lastName: 'Adel', email, password: 'Khan#El#Khalili1' }, { headers: AR });
      const link = await mailTo(ctx, email, /حساب/);
      assert.equal(link.subject, 'أكمل إنشاء حسابك في منزل');
      assert.match(link.text, /مرحبًا منى،/);
      assert.match(link.text, /\/signup#confirm=[A-Za-z0-9_-]{43}/);
      assert.match(link.html, /<html lang="ar" dir="rtl">/);
      const sent = await ctx.app.inject({ method: 'POST', url: '/api/forget-password/send-otp', payload: { email }, headers: AR });
      assert.equal(sent.statusCode, 200, sent.body);
      const mail = await mailTo(ctx, email, /كلمة المرور/);
      assert.equal(mail.subject, 'رمز إعادة تعيين كلمة المرور في منزل');
      assert.match(mail.text, /رمز إعادة تعيين كلمة المرور في منزل هو: \d{6}/);
      assert.match(mail.text, /مرحبًا منى،/);
      assert.match(mail.html, /<html lang="ar" dir="rtl">/);
      assert.match(mail.html, /<strong dir="ltr"[^>]*>\d{6}<\/strong>/);
    });

    it('sends the order confirmation in Arabic with ar-EG prices in Western digits and ج.م.', async () => {
      const email = `arabic.order.${process.pid}@example.com`;
      const { cookie } = await signUpShopper(ctx.app, { firstName: 'Salma', lastName: 'Adel', email, password: 'Khan#El#Khalili1' });
      const { body } = await getJson(ctx.app, '/api/products?pageSize=48&sort=price-asc', AR);
      const product = (body.items as any[]).find((p) => !p.readyToShip && p.stock >= 2);
      const placed = await ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie, ...AR },
        payload: {
          items: [{ productId: product._id, quantity: 1 }],
          shippingAddress: { address1: '12 Shagaret El Dor St.', floor: '3', city: 'Cairo', postalCode: '11211', country: 'Egypt' },
          phoneNumber: '+20 100 123 4567',
          paymentMethod: 'cash-on-delivery',
        },
      });
      assert.equal(placed.statusCode, 201, placed.body);
      const order = placed.json();
      const mail = await mailTo(ctx, email, /طلبك/);
      assert.equal(mail.subject, `طلبك من منزل رقم ${order.orderNumber}`);
      const amount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(order.total);
      assert.ok(mail.text.includes(`الإجمالي: ${amount} ج.م.`), mail.text);
      assert.ok(mail.text.includes(`1 × ${product.name}`), 'the line is named in Arabic');
      assert.match(mail.text, /الدفع: الدفع عند الاستلام/);
      assert.doesNotMatch(mail.text, /[\u0660-\u0669]/, 'Western digits');
      assert.match(mail.html, /<html lang="ar" dir="rtl">/);
    });

    it('sends the newsletter offer in Arabic', async () => {
      const email = `arabic.news.${process.pid}@example.com`;
      const response = await ctx.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email }, headers: AR });
      assert.equal(response.statusCode, 201);
      const mail = await mailTo(ctx, email);
      assert.equal(mail.subject, 'عرض الترحيب من منزل: خصم 10%');
      assert.match(mail.text, /MANZIL10/);
      assert.match(mail.html, /dir="rtl"/);
    });

    it("sends a new staff member's one-time password in Arabic when the admin's request is Arabic; in English otherwise", async () => {
      const { cookie } = await signIn(ctx.app, 'admin', DEMO_ADMIN.email);
      const create = (email: string, headers: Record<string, string>) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/admin/staff',
          headers: { cookie, ...headers },
          payload: { firstName: 'هالة', lastName: 'Samir', email, role: 'catalog_moderator' },
        });
      const arEmail = `arabic.staff.${process.pid}.${Date.now()}@manzil.eg`;
      assert.equal((await create(arEmail, AR)).statusCode, 201);
      const ar = await mailTo(ctx, arEmail);
      assert.equal(ar.subject, 'حسابك كموظف في منزل: كلمة مرور مؤقتة');
      assert.match(ar.text, /^مرحبًا هالة،$/m);
      assert.match(ar.text, /\(مشرف الكتالوج\)/);
      assert.match(ar.text, /^ {4}[A-Za-z0-9_-]{24}$/m, 'the password alone on its line, as in English');
      assert.match(ar.html, /<html lang="ar" dir="rtl">/);
      assert.match(ar.html, /<p dir="ltr"[^>]*><strong>[A-Za-z0-9_-]{24}<\/strong><\/p>/);
      const enEmail = `english.staff.${process.pid}.${Date.now()}@manzil.eg`;
      assert.equal((await create(enEmail, EN)).statusCode, 201);
      const en = await mailTo(ctx, enEmail);
      assert.equal(en.subject, 'Your Manzil staff account: one-time password');
      assert.match(en.text, /\(catalog moderator\)/);
      assert.doesNotMatch(en.html.replace('هالة', ''), HAS_ARABIC, 'no Arabic but the name');
      assert.doesNotMatch(en.html, /dir="rtl"/);
    });
  });
}

const productsOf = (list: any[]) => list.filter((s) => s.resultType === 'product');
