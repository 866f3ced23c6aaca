/**
 * Every `message` of the API in the request's language (src/i18n/messages.ts): Arabic for
 * `Accept-Language: ar` or, without that header, the store's `manzil_locale=ar` cookie; English
 * exactly as before otherwise; `code` and status the same in both. The representative failures a
 * shopper meets: bad credentials, rate limited, an unknown promo code, a named field's
 * validation, cash on delivery over the cap, out of stock; and a success sentence.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { LOGIN_FAILED } from '../../src/lib/login.ts';
import { getJson, signUpShopper, type TestContext } from '../helpers.ts';

const AR = { 'accept-language': 'ar' };
const EN = { 'accept-language': 'en' };
const LATIN_WORD = /[A-Za-z]{3,}/;
const ADDRESS = { address1: '5 Road 9', city: 'Cairo', postalCode: '11728', country: 'Egypt' };

let shoppers = 0;
async function newShopper(app: FastifyInstance) {
  const email = `messages.${process.pid}.${++shoppers}.${Date.now()}@example.com`;
  // Each from an address of its own: sign-up is limited per client address (docs/security.md).
  const { cookie } = await signUpShopper(
    app,
    { firstName: 'Nour', lastName: 'Hany', email, password: 'Zamalek#Tower7' },
    { remoteAddress: `198.51.100.${shoppers % 250}` },
  );
  return { cookie, email };
}

export function apiMessagesSuite(ctx: TestContext) {
  describe('API messages in the language of the request', () => {
    const login = (headers: Record<string, string>, email = 'nobody@example.com', remoteAddress = '198.18.0.77') =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, headers, payload: { email, password: 'Wrong#Pass1' } });

    it('bad credentials: Arabic for Accept-Language: ar and for the locale cookie, English as before', async () => {
      const [ar, byCookie, en, none] = [await login(AR), await login({ cookie: 'manzil_locale=ar' }), await login(EN), await login({})];
      const arabic = { message: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.', code: 'invalid_credentials' };
      assert.deepEqual([ar.statusCode, ar.json()], [401, arabic]);
      assert.deepEqual([byCookie.statusCode, byCookie.json()], [401, arabic]);
      assert.deepEqual([en.statusCode, en.json()], [401, { message: LOGIN_FAILED, code: 'invalid_credentials' }]);
      assert.deepEqual(none.json(), en.json());
      // The header the client sends wins over the cookie.
      assert.deepEqual((await login({ ...EN, cookie: 'manzil_locale=ar' })).json(), en.json());
    });

    it('rate limited: the lockout after failed sign-ins is Arabic, with the wait in Arabic', async () => {
      const { email } = await newShopper(ctx.app);
      let limited = null;
      for (let i = 0; i < 12 && !limited; i++) {
        const response = await login(AR, email, `198.18.0.${100 + i}`);
        if (response.statusCode === 429) limited = response;
      }
      assert.ok(limited, 'the sign-in limit answers 429');
      const body = limited.json();
      assert.equal(body.code, 'rate_limited');
      assert.match(
        body.message,
        /^محاولات تسجيل دخول فاشلة كثيرة لهذا الحساب\. يرجى الانتظار (\d+ (دقيقة|دقائق|ثانية|ثوانٍ)|دقيقة واحدة|دقيقتين) ثم المحاولة مرة أخرى، أو إعادة تعيين كلمة المرور\.$/,
      );
      assert.match(
        (await login(EN, email)).json().message,
        /^Too many failed sign-ins for this account\. Please wait \d+ minutes? and try again/,
      );
    });

    it('validation of a named field: the field and the problem in Arabic, `field` as before', async () => {
      const send = (headers: Record<string, string>) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          remoteAddress: '198.51.100.251',
          headers,
          payload: { firstName: 'Nour', lastName: 'Hany', email: 'not-an-e-mail', password: 'Zamalek#Tower7' },
        });
      const [ar, en] = [await send(AR), await send(EN)];
      assert.equal(ar.statusCode, 400);
      assert.deepEqual(ar.json(), {
        field: 'email',
        message: 'البريد الإلكتروني: يجب أن يكون بريدًا إلكترونيًا صحيحًا',
        code: 'invalid_request',
      });
      assert.deepEqual(en.json(), { field: 'email', message: 'email: must be a valid e-mail address', code: 'invalid_request' });
      // A query field too, and a field the catalogue does not name never falls back to English.
      const page = await getJson(ctx.app, '/api/products?page=0', AR);
      assert.deepEqual(page.body, { field: 'page', message: 'رقم الصفحة: يجب أن يكون عددًا صحيحًا من 1 فأكثر', code: 'invalid_request' });
    });

    it('an unknown promo code, cash on delivery over the cap and out of stock, in Arabic', async () => {
      const shopper = await newShopper(ctx.app);
      const { body: listing } = await getJson(ctx.app, '/api/products?pageSize=48&sort=price-desc');
      const dear = (listing.items as any[]).find((p) => !p.readyToShip && p.stock >= 1 && p.stock <= 99);
      const quote = (headers: Record<string, string>) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/checkout/quote',
          headers: { cookie: shopper.cookie, ...headers },
          payload: { items: [{ productId: dear._id, quantity: 1 }], promoCode: 'NOPE' },
        });
      const unknown = await quote(AR);
      assert.deepEqual(
        [unknown.statusCode, unknown.json()],
        [400, { code: 'promo_unknown', message: 'كود الخصم «NOPE» غير معروف. يرجى التأكد منه والمحاولة مرة أخرى.' }],
      );
      assert.equal((await quote(EN)).json().message, 'We do not know the promo code “NOPE”. Please check it and try again.');

      const place = (payload: object, headers: Record<string, string>) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: { cookie: shopper.cookie, ...headers },
          payload: { shippingAddress: ADDRESS, phoneNumber: '+20 100 555 0101', paymentMethod: 'cash-on-delivery', ...payload },
        });
      const quantity = Math.min(dear.stock, Math.ceil(25_001 / (dear.salePrice ?? dear.price)));
      const overCap = await place({ items: [{ productId: dear._id, quantity }] }, AR);
      assert.deepEqual(
        [overCap.statusCode, overCap.json()],
        [
          400,
          {
            code: 'cod_over_limit',
            message: 'الدفع عند الاستلام متاح للطلبات حتى 25,000.00 ج.م. فقط، لذا يرجى دفع قيمة هذا الطلب بالبطاقة.',
          },
        ],
      );

      const { body: arabicProduct } = await getJson(ctx.app, `/api/products/${dear._id}`, AR);
      const short = await place({ items: [{ productId: dear._id, quantity: dear.stock + 1 }] }, AR);
      assert.equal(short.statusCode, 409);
      assert.deepEqual(short.json(), {
        message: `عذرًا، لم يتبقَّ في المخزون من «${arabicProduct.name}» سوى ${dear.stock} (طلبت ${dear.stock + 1}).`,
        code: 'out_of_stock',
        productId: dear._id,
        available: dear.stock,
      });
      const english = await place({ items: [{ productId: dear._id, quantity: dear.stock + 1 }] }, EN);
      assert.match(english.json().message, new RegExp(`^Sorry, only ${dear.stock} of “`));
    });

    it('a success sentence a screen shows, and every failure of a general kind, carry no English in Arabic', async () => {
      const subscribed = await ctx.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        remoteAddress: '198.51.100.252',
        headers: AR,
        payload: { email: `news.${process.pid}.${Date.now()}@example.com` },
      });
      assert.equal(subscribed.statusCode, 201, subscribed.body);
      assert.match(subscribed.json().message, /^شكرًا لاشتراكك! أرسلنا عرضًا خاصًا إلى news\./);
      const signup = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: '198.51.100.253',
        headers: AR,
        payload: {
          firstName: 'نور',
          lastName: 'هاني',
          email: `signup.${process.pid}.${Date.now()}@example.com`,
          password: 'Zamalek#Tower7',
        },
      });
      assert.deepEqual(
        [signup.statusCode, signup.json()],
        [202, { message: 'تحقق من بريدك الإلكتروني: أرسلنا إليك رابطًا لإكمال إنشاء حسابك.' }],
      );
      const cases = [
        { url: '/api/no-such-route', status: 404, code: 'not_found' },
        { url: '/api/products/abc', status: 400, code: 'invalid_request' },
        { url: '/api/products?pageSize=1000', status: 400, code: 'invalid_request' },
        { url: '/api/products/999999999', status: 404, code: 'not_found' },
        { url: '/api/favorites/1', status: 401, code: 'unauthorized' },
        { url: '/api/brand/999999', status: 404, code: 'not_found' },
      ];
      for (const c of cases) {
        const response = await getJson(ctx.app, c.url, AR);
        assert.deepEqual([response.status, response.body.code], [c.status, c.code], c.url);
        assert.match(response.body.message, /[\u0600-\u06FF]/, `${c.url}: ${response.body.message}`);
        assert.doesNotMatch(response.body.message.replace(/GET|\/api\/[\w/-]+|API/g, ''), LATIN_WORD, `${c.url}: ${response.body.message}`);
      }
    });
  });
}
