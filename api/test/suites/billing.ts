/**
 * Billing: saved cards and their ownership, one default under concurrency, card,
 * cash-on-delivery and 3-D Secure checkouts through the sandbox gateway, HMAC-verified callbacks
 * (good, bad, missing, replayed), declines and promo codes.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app.ts';
import { SANDBOX_CARDS } from '../../src/services/payments/sandbox.ts';
import { getJson, removeDir, signIn, signUpShopper, type TestContext } from '../helpers.ts';
import { seedIfEmpty } from '../../src/seed/seed.ts';

const ADDRESS = { address1: '5 Road 9', city: 'Cairo', postalCode: '11728', country: 'Egypt' };

let shoppers = 0;
export async function newBillingShopper(app: FastifyInstance) {
  const email = `billing.${process.pid}.${++shoppers}.${Date.now()}@example.com`;
  // Each from an address of its own: sign-up is limited per client address (docs/security.md).
  const { cookie, user } = await signUpShopper(
    app,
    { firstName: 'Nour', lastName: 'Hany', email, password: 'Zamalek#Tower7' },
    { remoteAddress: `203.0.113.${shoppers % 250}` },
  );
  return { cookie, id: user.id, email };
}

/** A listed product that is not ready to ship, in stock, priced under `below` EGP. */
async function product(app: FastifyInstance, below = 25_000) {
  const { body } = await getJson(app, '/api/products?pageSize=48&sort=price-asc');
  const found = (body.items as any[]).find((p) => !p.readyToShip && p.stock >= 5 && (p.salePrice ?? p.price) < below);
  assert.ok(found, 'a product in stock under the cash-on-delivery cap');
  return found;
}

const stockOf = async (app: FastifyInstance, id: string) => (await getJson(app, `/api/products/${id}`)).body.stock as number;

export function billingSuite(ctx: TestContext) {
  describe('billing', () => {
    const addCard = (cookie: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/cards/add', headers: { cookie }, payload });
    const cardsOf = async (shopper: { cookie: string; id: string }) =>
      (await getJson(ctx.app, `/api/cards/user/${shopper.id}`, { cookie: shopper.cookie })).body as any[];
    const card = (userId: string, cardNumber: string = SANDBOX_CARDS.approve, more: object = {}) => ({
      userId,
      cardNumber,
      cardType: 'Visa',
      expiryDate: '12/39',
      cvv: '123',
      ...more,
    });
    const place = (cookie: string, payload: object, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie, ...headers },
        payload: { shippingAddress: ADDRESS, phoneNumber: '+20 100 555 0101', ...payload },
      });

    /** One of `productId` by a new card that needs 3-D Secure: the pending order and its sandbox transaction. */
    const placeThreeDSecure = async (cookie: string, productId: string) => {
      const started = (
        await place(cookie, {
          items: [{ productId, quantity: 1 }],
          paymentMethod: 'card',
          newCard: { cardNumber: SANDBOX_CARDS.threeDSecure, expiryDate: '08/31', cvv: '321' },
        })
      ).json();
      const txId = ctx.app.payments.sandbox!.transactionOfChallenge(new URL(started.nextAction.redirectUrl).pathname.split('/').pop()!)!;
      return { started, txId };
    };

    it('saves a card as token, brand, last four and expiry; the first is the default', async () => {
      const shopper = await newBillingShopper(ctx.app);
      const first = await addCard(shopper.cookie, card(shopper.id));
      assert.equal(first.statusCode, 201, first.body);
      assert.deepEqual(first.json(), {
        _id: first.json()._id,
        cardNumber: '•••• 4242',
        cardType: 'Visa',
        default: true,
        expiryDate: '12/39',
        last4: '4242',
      });
      const meeza = await addCard(shopper.cookie, card(shopper.id, SANDBOX_CARDS.meeza, { cardType: 'Valu', cvv: '4567' }));
      assert.equal(meeza.statusCode, 201, meeza.body);
      assert.equal(meeza.json().cardType, 'Meeza', 'the server detects the brand; Meeza beside SPEC’s types');
      assert.equal(meeza.json().default, false);
      const list = await cardsOf(shopper);
      assert.deepEqual(
        list.map((c) => [c.cardNumber, c.default]),
        [
          ['•••• 4242', true],
          ['•••• 0011', false],
        ],
      );
      assert.equal(JSON.stringify(list).includes(SANDBOX_CARDS.approve), false);
    });

    it('refuses a bad number, CVV or expiry with SPEC’s sentences, and 401 without a session', async () => {
      const shopper = await newBillingShopper(ctx.app);
      const cases: [object, string][] = [
        [{ cardNumber: '424242424242424' }, 'Card number must be 16 digits.'],
        [{ cardNumber: '4242 4242 4242 4242' }, 'Card number must be 16 digits.'],
        [{ cardNumber: '4242424242424241' }, 'This card number is not valid. Please check it and try again.'],
        [{ cvv: '12' }, 'CVV must be 3 or 4 digits.'],
        [{ cvv: '12345' }, 'CVV must be 3 or 4 digits.'],
        [{ expiryDate: '13/30' }, 'Please enter a valid expiry date.'],
        [{ expiryDate: '01/20' }, 'expiryDate: Card is expired'],
      ];
      for (const [change, message] of cases) {
        const response = await addCard(shopper.cookie, card(shopper.id, SANDBOX_CARDS.approve, change));
        assert.deepEqual([response.statusCode, response.json().message], [400, message], JSON.stringify(change));
      }
      assert.deepEqual(await cardsOf(shopper), []);
      const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/cards/add', payload: card(shopper.id) });
      assert.equal(anonymous.statusCode, 401);
    });

    it("never shows or changes another shopper's cards (403 for their id, 404 for their card)", async () => {
      const [owner, other] = [await newBillingShopper(ctx.app), await newBillingShopper(ctx.app)];
      const a = (await addCard(owner.cookie, card(owner.id))).json();
      const b = (await addCard(owner.cookie, card(owner.id, '5555555555554444'))).json();
      assert.equal((await getJson(ctx.app, `/api/cards/user/${owner.id}`, { cookie: other.cookie })).status, 403);
      assert.equal((await addCard(other.cookie, card(owner.id))).statusCode, 403);
      const setOther = await ctx.app.inject({
        method: 'PUT',
        url: '/api/cards/set-default',
        headers: { cookie: other.cookie },
        payload: { userId: owner.id, cardId: b._id },
      });
      assert.equal(setOther.statusCode, 403);
      const setForeignCard = await ctx.app.inject({
        method: 'PUT',
        url: '/api/cards/set-default',
        headers: { cookie: other.cookie },
        payload: { userId: other.id, cardId: b._id },
      });
      assert.deepEqual(
        [setForeignCard.statusCode, setForeignCard.json().message],
        [404, 'We could not find that card among your saved cards.'],
      );
      assert.equal(
        (await ctx.app.inject({ method: 'DELETE', url: `/api/cards/${a._id}`, headers: { cookie: other.cookie } })).statusCode,
        404,
      );
      const payWithForeign = await place(other.cookie, {
        items: [{ productId: (await product(ctx.app))._id, quantity: 1 }],
        paymentMethod: 'card',
        cardId: a._id,
      });
      assert.deepEqual([payWithForeign.statusCode, payWithForeign.json().code], [404, 'card_not_found']);
      assert.deepEqual(
        (await cardsOf(owner)).map((c) => [c._id, c.default]),
        [
          [a._id, true],
          [b._id, false],
        ],
        'nothing changed',
      );

      const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/cards/${a._id}`, headers: { cookie: owner.cookie } });
      assert.equal(deleted.statusCode, 200);
      assert.deepEqual(
        (await cardsOf(owner)).map((c) => [c._id, c.default]),
        [[b._id, true]],
        'the remaining card becomes the default',
      );
    });

    it('leaves exactly one default under 10 concurrent set-default calls', async () => {
      const shopper = await newBillingShopper(ctx.app);
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) ids.push((await addCard(shopper.cookie, card(shopper.id))).json()._id);
      const picks = Array.from({ length: 10 }, (_, i) => ids[(i * 3) % ids.length]!);
      const results = await Promise.all(
        picks.map((cardId) =>
          ctx.app.inject({
            method: 'PUT',
            url: '/api/cards/set-default',
            headers: { cookie: shopper.cookie },
            payload: { userId: shopper.id, cardId },
          }),
        ),
      );
      assert.deepEqual(
        results.map((r) => r.statusCode),
        Array(10).fill(200),
      );
      for (const r of results) assert.equal(r.json().filter((c: any) => c.default).length, 1);
      const defaults = (await cardsOf(shopper)).filter((c) => c.default);
      assert.equal(defaults.length, 1);
    });

    it('pays with a saved card, with a new card (saving it), and cash on delivery', async () => {
      const shopper = await newBillingShopper(ctx.app);
      const item = await product(ctx.app);
      const saved = (await addCard(shopper.cookie, card(shopper.id))).json();
      const bySaved = await place(shopper.cookie, {
        items: [{ productId: item._id, quantity: 1 }],
        paymentMethod: 'card',
        cardId: saved._id,
      });
      assert.equal(bySaved.statusCode, 201, bySaved.body);
      assert.deepEqual([bySaved.json().paymentStatus, bySaved.json().status], ['paid', 'confirmed']);

      const byNew = await place(shopper.cookie, {
        items: [{ productId: item._id, quantity: 1 }],
        paymentMethod: 'card',
        newCard: { cardNumber: '5555555555554444', expiryDate: '08/31', cvv: '321' },
        saveCard: true,
      });
      assert.equal(byNew.statusCode, 201, byNew.body);
      assert.equal(byNew.json().paymentStatus, 'paid');
      assert.deepEqual(
        (await cardsOf(shopper)).map((c) => c.cardNumber),
        ['•••• 4242', '•••• 4444'],
      );

      const cod = await place(shopper.cookie, {
        items: [{ productId: item._id, quantity: 1 }],
        paymentMethod: 'cash-on-delivery',
        total: 1,
      });
      assert.equal(cod.statusCode, 201, cod.body);
      assert.equal(cod.json().paymentStatus, 'not-required');
      assert.equal(cod.json().total, item.salePrice ?? item.price, 'the server prices the order');

      const noCard = await place(shopper.cookie, { items: [{ productId: item._id, quantity: 1 }], paymentMethod: 'card' });
      assert.deepEqual([noCard.statusCode, noCard.json().code], [400, 'card_required']);
    });

    it('refuses cash on delivery above EGP 25,000 with a sentence, and says so in the quote', async () => {
      const shopper = await newBillingShopper(ctx.app);
      const { body } = await getJson(ctx.app, '/api/products?pageSize=48&sort=price-desc');
      const dear = (body.items as any[]).find((p) => !p.readyToShip && p.stock >= 1 && p.stock <= 99);
      const quantity = Math.min(dear.stock, Math.ceil(25_001 / (dear.salePrice ?? dear.price)));
      assert.ok((dear.salePrice ?? dear.price) * quantity > 25_000, 'an order above the cap');
      const quote = await ctx.app.inject({
        method: 'POST',
        url: '/api/checkout/quote',
        headers: { cookie: shopper.cookie },
        payload: { items: [{ productId: dear._id, quantity }] },
      });
      assert.equal(quote.statusCode, 200, quote.body);
      assert.deepEqual(
        [quote.json().cashOnDeliveryAvailable, quote.json().cashOnDeliveryLimit, quote.json().shippingFee],
        [false, 25_000, 0],
      );
      const before = await stockOf(ctx.app, dear._id);
      const refused = await place(shopper.cookie, { items: [{ productId: dear._id, quantity }], paymentMethod: 'cash-on-delivery' });
      assert.deepEqual(
        [refused.statusCode, refused.json()],
        [
          400,
          {
            code: 'cod_over_limit',
            message: 'Cash on delivery is available for orders up to LE 25,000.00. Please pay this order by card.',
          },
        ],
      );
      assert.equal(await stockOf(ctx.app, dear._id), before);
    });

    it('a declined card cancels the order, releases the stock and answers 402 with a sentence', async () => {
      const shopper = await newBillingShopper(ctx.app);
      const item = await product(ctx.app);
      const before = await stockOf(ctx.app, item._id);
      const declined = await place(shopper.cookie, {
        items: [{ productId: item._id, quantity: 2 }],
        paymentMethod: 'card',
        newCard: { cardNumber: SANDBOX_CARDS.decline, expiryDate: '08/31', cvv: '321' },
        saveCard: true,
      });
      assert.deepEqual([declined.statusCode, declined.json().code], [402, 'card_declined']);
      assert.match(declined.json().message, /declined.*cart is unchanged/);
      assert.equal(await stockOf(ctx.app, item._id), before);
      assert.deepEqual(await cardsOf(shopper), [], 'a declined card is not saved');
      const orders = (await getJson(ctx.app, `/api/orders/orders/customer/${shopper.id}`, { cookie: shopper.cookie })).body as any[];
      assert.deepEqual(
        orders.map((o) => o.status),
        ['cancelled'],
      );
    });

    it('3-D Secure: its own step on the API, a signed callback, then back to the store', async () => {
      const shopper = await newBillingShopper(ctx.app);
      const item = await product(ctx.app);
      const started = await place(
        shopper.cookie,
        {
          items: [{ productId: item._id, quantity: 1 }],
          paymentMethod: 'card',
          newCard: { cardNumber: SANDBOX_CARDS.threeDSecure, expiryDate: '08/31', cvv: '321' },
        },
        { origin: 'http://localhost:5173' },
      );
      assert.equal(started.statusCode, 201, started.body);
      const order = started.json();
      assert.equal(order.paymentStatus, 'pending');
      const url = new URL(order.nextAction.redirectUrl);
      const pageResponse = await ctx.app.inject({ url: url.pathname, headers: { cookie: shopper.cookie } });
      assert.equal(pageResponse.statusCode, 200);
      assert.match(pageResponse.body, /Confirm your payment/);
      assert.match(pageResponse.body, /ending in <strong>3220/);

      const done = await ctx.app.inject({
        method: 'POST',
        url: url.pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: shopper.cookie },
        payload: 'outcome=pass',
      });
      assert.equal(done.statusCode, 200);
      const back = /url=([^"]+)"/.exec(done.body)![1]!.replaceAll('&amp;', '&');
      const returned = await ctx.app.inject({ url: back });
      assert.equal(returned.statusCode, 303);
      assert.equal(returned.headers.location, `http://localhost:5173/checkout?order=${order._id}`);
      const paid = await getJson(ctx.app, `/api/payments/orders/${order._id}`, { cookie: shopper.cookie });
      assert.deepEqual([paid.body.paymentStatus, paid.body.status], ['paid', 'confirmed']);
      const again = await ctx.app.inject({ url: back });
      assert.equal(again.statusCode, 303, 'coming back twice changes nothing and still goes back');
    });

    it('callbacks: a good HMAC is applied once; bad, missing or replayed ones are refused and change nothing', async () => {
      const shopper = await newBillingShopper(ctx.app);
      const item = await product(ctx.app);
      const before = await stockOf(ctx.app, item._id);
      const { started, txId } = await placeThreeDSecure(shopper.cookie, item._id);
      const finished = (await ctx.app.payments.sandbox!.completeThreeDSecure(txId, false))!;
      const post = (hmac: string | null, body: object = finished.body) =>
        ctx.app.inject({ method: 'POST', url: `/api/payments/callback/sandbox${hmac === null ? '' : `?hmac=${hmac}`}`, payload: body });
      const state = async () =>
        (await getJson(ctx.app, `/api/payments/orders/${started._id}`, { cookie: shopper.cookie })).body.paymentStatus;

      const missing = await post(null);
      assert.deepEqual([missing.statusCode, missing.json().code], [401, 'bad_hmac']);
      const wrong = await post('0'.repeat(128));
      assert.deepEqual([wrong.statusCode, wrong.json().code], [401, 'bad_hmac']);
      const tampered = await post(finished.hmac, { ...finished.body, obj: { ...finished.body.obj, success: true } });
      assert.deepEqual([tampered.statusCode, tampered.json().code], [401, 'bad_hmac']);
      assert.equal(await state(), 'pending', 'refused callbacks change nothing');

      const good = await post(finished.hmac);
      assert.equal(good.statusCode, 200, good.body);
      assert.equal(await state(), 'declined');
      assert.equal(await stockOf(ctx.app, item._id), before, 'a declined 3-D Secure payment releases the stock');
      const replayed = await post(finished.hmac);
      assert.deepEqual([replayed.statusCode, replayed.json().code], [409, 'callback_replayed']);
      assert.equal(await state(), 'declined');
    });

    it('a card payment left waiting is cancelled after its hour, its stock released; a success that comes later is refunded', async () => {
      const shopper = await newBillingShopper(ctx.app);
      const item = await product(ctx.app);
      const before = await stockOf(ctx.app, item._id);
      const { started, txId } = await placeThreeDSecure(shopper.cookie, item._id);
      assert.equal(await stockOf(ctx.app, item._id), before - 1, 'a waiting payment holds its stock');
      const { checkoutService } = await import('../../src/services/payments/checkout.ts');
      const checkout = checkoutService(ctx.app);
      assert.equal(await checkout.cancelAbandonedPayments(), 0, 'not within its hour');
      const later = Date.now() + ctx.app.payments.pendingPaymentMs + 60_000;
      assert.ok((await checkout.cancelAbandonedPayments(later)) >= 1);
      const state = async () => (await getJson(ctx.app, `/api/payments/orders/${started._id}`, { cookie: shopper.cookie })).body;
      assert.deepEqual([(await state()).status, (await state()).paymentStatus], ['cancelled', 'declined']);
      assert.equal(await stockOf(ctx.app, item._id), before, 'the stock is back on the shelf');

      // The shopper finishes 3-D Secure in the tab left open: the charge goes through after all.
      const finished = (await ctx.app.payments.sandbox!.completeThreeDSecure(txId, true))!;
      const late = await ctx.app.inject({
        method: 'POST',
        url: `/api/payments/callback/sandbox?hmac=${finished.hmac}`,
        payload: finished.body,
      });
      assert.equal(late.statusCode, 200, late.body);
      assert.deepEqual([(await state()).status, (await state()).paymentStatus], ['cancelled', 'refunded'], 'refunded, not revived');
      assert.equal(await stockOf(ctx.app, item._id), before, 'and the stock is not taken again');
      const [charge] = (
        (await ctx.app.db.execute(sql`select status, refunded_cents from sandbox_transactions where id = ${txId}`)) as unknown as {
          rows: { status: string; refunded_cents: number }[];
        }
      ).rows;
      assert.equal(charge?.status, 'refunded', 'the gateway gave the whole charge back');
    });

    it('MANZIL10 takes 10% off once per e-mail; unknown and expired codes get a sentence and a code', async () => {
      const shopper = await newBillingShopper(ctx.app);
      const item = await product(ctx.app);
      const price = item.salePrice ?? item.price;
      const quote = await ctx.app.inject({
        method: 'POST',
        url: '/api/checkout/quote',
        headers: { cookie: shopper.cookie },
        payload: { items: [{ productId: item._id, quantity: 1 }], promoCode: 'manzil10' },
      });
      assert.equal(quote.statusCode, 200, quote.body);
      const discount = Math.round(price * 10) / 100;
      assert.deepEqual(
        [quote.json().discount, quote.json().total, quote.json().promoCode.code],
        [discount, Math.round((price - discount) * 100) / 100, 'MANZIL10'],
      );

      const placed = await place(shopper.cookie, {
        items: [{ productId: item._id, quantity: 1 }],
        paymentMethod: 'cash-on-delivery',
        promoCode: 'MANZIL10',
      });
      assert.equal(placed.statusCode, 201, placed.body);
      assert.deepEqual([placed.json().discount, placed.json().promoCode], [discount, 'MANZIL10']);
      let mail: any;
      for (let i = 0; i < 50 && !mail; i++) {
        mail = (await getJson(ctx.app, '/api/dev/outbox')).body.messages.find(
          (m: any) => m.to === shopper.email && /order/i.test(m.subject),
        );
        if (!mail) await new Promise((r) => setTimeout(r, 50));
      }
      assert.match((await ctx.app.inject({ url: `/api/dev/outbox/${mail.id}` })).body, /Promo code MANZIL10/);

      const twice = await place(shopper.cookie, {
        items: [{ productId: item._id, quantity: 1 }],
        paymentMethod: 'cash-on-delivery',
        promoCode: 'MANZIL10',
      });
      assert.deepEqual([twice.statusCode, twice.json().code], [409, 'promo_used']);
      const unknown = await ctx.app.inject({
        method: 'POST',
        url: '/api/checkout/quote',
        headers: { cookie: shopper.cookie },
        payload: { items: [{ productId: item._id, quantity: 1 }], promoCode: 'NOPE' },
      });
      assert.deepEqual(
        [unknown.statusCode, unknown.json()],
        [400, { code: 'promo_unknown', message: 'We do not know the promo code “NOPE”. Please check it and try again.' }],
      );

      const admin = await signIn(ctx.app, 'admin', 'admin@manzil.eg');
      const code = `SUMMER${process.pid % 1000}${ctx.backend.length}`;
      assert.equal(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/admin/promo-codes',
            headers: { cookie: shopper.cookie },
            payload: { code, percentOff: 15 },
          })
        ).statusCode,
        403,
        'a shopper is refused the admin call',
      );
      assert.equal(
        (await ctx.app.inject({ method: 'POST', url: '/api/admin/promo-codes', payload: { code, percentOff: 15 } })).statusCode,
        401,
      );
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/promo-codes',
        headers: { cookie: admin.cookie },
        payload: { code, percentOff: 15, description: 'Summer sale' },
      });
      assert.equal(created.statusCode, 201, created.body);
      const ok = await ctx.app.inject({
        method: 'POST',
        url: '/api/checkout/quote',
        headers: { cookie: shopper.cookie },
        payload: { items: [{ productId: item._id, quantity: 1 }], promoCode: code },
      });
      assert.equal(ok.json().promoCode.percentOff, 15);
      const expired = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/promo-codes/${created.json()._id}/expire`,
        headers: { cookie: admin.cookie },
      });
      assert.equal(expired.statusCode, 200);
      const late = await ctx.app.inject({
        method: 'POST',
        url: '/api/checkout/quote',
        headers: { cookie: shopper.cookie },
        payload: { items: [{ productId: item._id, quantity: 1 }], promoCode: code },
      });
      assert.deepEqual([late.statusCode, late.json().code], [400, 'promo_expired']);
      const list = await getJson(ctx.app, '/api/admin/promo-codes', { cookie: admin.cookie });
      assert.equal(list.body.find((c: any) => c.code === 'MANZIL10').redemptions >= 1, true);
    });

    it('never writes a card number or CVV to the database or the log', async () => {
      // A card number and CVV of our own, and a second app whose log (every level) is captured.
      const pan = '4111111111111111';
      const cvv = '9074';
      const lines: string[] = [];
      const dataDir = mkdtempSync(join(tmpdir(), 'manzil-billing-log-'));
      const app = await buildApp({
        dataDir,
        databaseUrl: ctx.databaseUrl,
        pgliteDir: 'memory://',
        seed: ctx.databaseUrl ? undefined : seedIfEmpty(24),
        devOutbox: true,
        logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
      });
      try {
        const shopper = await newBillingShopper(app);
        const saved = await app.inject({
          method: 'POST',
          url: '/api/cards/add',
          headers: { cookie: shopper.cookie },
          payload: card(shopper.id, pan, { cvv }),
        });
        assert.equal(saved.statusCode, 201, saved.body);
        assert.equal(saved.body.includes(pan) || saved.body.includes(cvv), false, 'never answered');
        const refused = await app.inject({
          method: 'POST',
          url: '/api/cards/add',
          headers: { cookie: shopper.cookie },
          payload: card(shopper.id, pan, { cvv, expiryDate: '01/20' }),
        });
        assert.equal(refused.statusCode, 400);
        assert.equal(refused.body.includes(pan), false, 'not in an error report');
        const item = await product(app);
        const paid = await app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: { cookie: shopper.cookie },
          payload: {
            items: [{ productId: item._id, quantity: 1 }],
            shippingAddress: ADDRESS,
            phoneNumber: '+20 100 555 0101',
            paymentMethod: 'card',
            newCard: { cardNumber: pan, expiryDate: '09/33', cvv },
            saveCard: true,
          },
        });
        assert.equal(paid.statusCode, 201, paid.body);

        const tables = (await app.db.execute(
          sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
        )) as any;
        const names: string[] = (tables.rows ?? tables).map((r: any) => r.table_name);
        assert.ok(names.includes('cards') && names.includes('sandbox_tokens'));
        let dump = '';
        for (const name of names) {
          const rows = (await app.db.execute(sql.raw(`select * from "${name}"`))) as any;
          dump += JSON.stringify(rows.rows ?? rows);
        }
        // The CVV as a value of its own: not four digits inside a UUID segment ('…-9074-…'), a
        // longer number or a word, which a database full of other suites' rows holds by chance.
        const digitsOnly = new RegExp(`(?<![0-9A-Za-z-])${cvv}(?![0-9A-Za-z-])`);
        assert.equal(dump.includes(pan), false, 'the card number is in no table');
        assert.equal(digitsOnly.test(dump), false, 'the CVV is in no table');
        assert.ok(dump.includes('"last4":"1111"'), 'the last four digits are kept');
        const log = lines.join('');
        assert.ok(log.includes('/api/cards/add'), 'the log captured the requests');
        assert.equal(log.includes(pan), false, 'the card number is in no log line');
        assert.equal(digitsOnly.test(log), false, 'the CVV is in no log line');
      } finally {
        await app.close();
        removeDir(dataDir);
      }
    });
  });
}
