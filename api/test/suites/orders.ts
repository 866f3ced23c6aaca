import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { everyProduct, getJson, signUpShopper, type TestContext } from '../helpers.ts';

const ADDRESS = { address1: '12 Shagaret El Dor St.', floor: '3', apartment: '7', city: 'Cairo', postalCode: '11211', country: 'Egypt' };
const NOT_FOUND = 'We could not find an order with that number and e-mail address.';

let shoppers = 0;
/** A fresh shopper: its cookie, id and e-mail. */
async function newShopper(app: FastifyInstance) {
  const email = `orders.${process.pid}.${++shoppers}@example.com`;
  const { cookie, user } = await signUpShopper(app, { firstName: 'Salma', lastName: 'Adel', email, password: 'Khan#El#Khalili1' });
  return { cookie, id: user.id, email };
}

/** Listed products that are not ready to ship (other suites expect ready-to-ship ones in stock), with at least `minStock`. */
async function products(app: FastifyInstance, minStock: number, extra = '') {
  const { body } = await getJson(app, `/api/products?pageSize=48&sort=price-asc${extra}`);
  return (body.items as any[]).filter((p) => !p.readyToShip && p.stock >= minStock);
}

const stockOf = async (app: FastifyInstance, id: string) => (await getJson(app, `/api/products/${id}`)).body.stock as number;

async function waitForMail(app: FastifyInstance, to: string, subject: RegExp) {
  for (let i = 0; i < 50; i++) {
    const { body } = await getJson(app, '/api/dev/outbox');
    const mail = body.messages.find((m: any) => m.to === to && subject.test(m.subject));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.fail(`no e-mail to ${to} matching ${subject}`);
}

export function ordersSuite(ctx: TestContext) {
  describe('orders', () => {
    const place = (payload: unknown, cookie?: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/orders', payload: payload as object, headers: cookie ? { cookie } : {} });
    const order = (items: { productId: string | number; quantity: number }[], more: object = {}) => ({
      items,
      shippingAddress: ADDRESS,
      phoneNumber: '+20 100 123 4567',
      paymentMethod: 'cash-on-delivery',
      ...more,
    });

    it('answers 401 without a shopper session', async () => {
      const [product] = await products(ctx.app, 1);
      const response = await place(order([{ productId: product._id, quantity: 1 }]));
      assert.deepEqual([response.statusCode, response.json()], [401, { message: 'Please sign in to continue.', code: 'unauthorized' }]);
    });

    it('prices every line from the catalog, lowers the stock, numbers the order and e-mails the shopper', async () => {
      const shopper = await newShopper(ctx.app);
      const [onSale] = await products(ctx.app, 3, '&hasSalePrice=true');
      const regular = (await products(ctx.app, 3)).find((p) => p.salePrice == null)!;
      assert.ok(onSale && regular, 'the seed has products on sale and at full price in stock');
      const before = [await stockOf(ctx.app, onSale._id), await stockOf(ctx.app, regular._id)];
      const response = await place(
        // A price sent by the client is ignored; the same product twice is one line.
        order([
          { productId: onSale._id, quantity: 1, price: 1 } as never,
          { productId: Number(regular._id), quantity: 2 },
          { productId: onSale._id, quantity: 1 },
        ]),
        shopper.cookie,
      );
      assert.equal(response.statusCode, 201, response.body);
      const placed = response.json();
      assert.match(placed.orderNumber, /^MZ-\d{8}-\d{4}$/);
      assert.equal(placed.status, 'placed');
      assert.equal(placed.paymentMethod, 'cash-on-delivery');
      assert.deepEqual(placed.shippingAddress, ADDRESS);
      assert.ok(!Number.isNaN(Date.parse(placed.orderDate)));
      assert.deepEqual(
        placed.cartItems.map((i: any) => [i.productId, i.name, i.price, i.quantity, i.image]),
        [
          [onSale._id, onSale.name, onSale.salePrice, 2, onSale.mainImage],
          [regular._id, regular.name, regular.price, 2, regular.mainImage],
        ],
      );
      const subtotal = Math.round((onSale.salePrice * 2 + regular.price * 2) * 100) / 100;
      assert.equal(placed.subtotal, subtotal);
      assert.equal(placed.shippingFee, 0);
      assert.equal(placed.total, subtotal);
      assert.deepEqual([await stockOf(ctx.app, onSale._id), await stockOf(ctx.app, regular._id)], [before[0]! - 2, before[1]! - 2]);

      const mail = await waitForMail(ctx.app, shopper.email, new RegExp(placed.orderNumber));
      const raw = (await ctx.app.inject({ url: `/api/dev/outbox/${mail.id}` })).body;
      assert.match(raw, /Thank you for your order/);
    });

    it('hands out consecutive order numbers', async () => {
      const shopper = await newShopper(ctx.app);
      const [a, b] = await products(ctx.app, 2);
      const first = (await place(order([{ productId: a._id, quantity: 1 }]), shopper.cookie)).json();
      const second = (await place(order([{ productId: b._id, quantity: 1 }]), shopper.cookie)).json();
      const n = (o: any) => Number(o.orderNumber.split('-')[2]);
      assert.equal(first.orderNumber.slice(0, 12), second.orderNumber.slice(0, 12));
      assert.equal(n(second), n(first) + 1);
    });

    it('sells the last unit once when two shoppers race for it (one 201, one 409)', async () => {
      const [product] = await products(ctx.app, 2);
      const [a, b, c] = [await newShopper(ctx.app), await newShopper(ctx.app), await newShopper(ctx.app)];
      let stock = await stockOf(ctx.app, product._id);
      while (stock > 1) {
        const quantity = Math.min(99, stock - 1);
        // Paid by card: cash on delivery stops at EGP 25,000 an order.
        const bulk = order([{ productId: product._id, quantity }], {
          paymentMethod: 'card',
          newCard: { cardNumber: '4242424242424242', expiryDate: '12/39', cvv: '123' },
        });
        assert.equal((await place(bulk, c.cookie)).statusCode, 201);
        stock -= quantity;
      }
      assert.equal(await stockOf(ctx.app, product._id), 1);
      const results = await Promise.all([a, b].map((s) => place(order([{ productId: product._id, quantity: 1 }]), s.cookie)));
      assert.deepEqual(results.map((r) => r.statusCode).sort(), [201, 409]);
      const lost = results.find((r) => r.statusCode === 409)!.json();
      assert.equal(lost.message, `Sorry, “${product.name}” is sold out. Please remove it from your cart.`);
      assert.equal(lost.productId, product._id);
      assert.equal(lost.available, 0);
      assert.equal(await stockOf(ctx.app, product._id), 0);
    });

    it('refuses a short, unlisted or unknown product with 409 and changes nothing', async () => {
      const shopper = await newShopper(ctx.app);
      const [plenty, few] = [(await products(ctx.app, 10))[0], (await products(ctx.app, 1)).find((p) => p.stock <= 20)!];
      const before = [await stockOf(ctx.app, plenty._id), await stockOf(ctx.app, few._id)];
      const short = await place(
        order([
          { productId: plenty._id, quantity: 1 },
          { productId: few._id, quantity: few.stock + 1 },
        ]),
        shopper.cookie,
      );
      assert.equal(short.statusCode, 409);
      assert.deepEqual(short.json(), {
        message: `Sorry, only ${few.stock} of “${few.name}” ${few.stock === 1 ? 'is' : 'are'} left in stock (you asked for ${few.stock + 1}).`,
        code: 'out_of_stock',
        productId: few._id,
        available: few.stock,
      });
      assert.deepEqual([await stockOf(ctx.app, plenty._id), await stockOf(ctx.app, few._id)], before, 'the whole order is refused');

      const all = await everyProduct(ctx.app);
      const unlisted = all.find((p) => !p.status && p.stock > 0);
      assert.ok(unlisted, 'the seed has unlisted products');
      const hidden = await place(order([{ productId: unlisted._id, quantity: 1 }]), shopper.cookie);
      assert.equal(hidden.statusCode, 409);
      assert.equal(hidden.json().message, `Sorry, “${unlisted.name}” is no longer available. Please remove it from your cart.`);

      const unknown = await place(order([{ productId: '987654', quantity: 1 }]), shopper.cookie);
      assert.equal(unknown.statusCode, 409);
      assert.equal(unknown.json().productId, '987654');
    });

    it('answers bad bodies with 400 naming the field', async () => {
      const shopper = await newShopper(ctx.app);
      const [product] = await products(ctx.app, 1);
      const line = { productId: product._id, quantity: 1 };
      const { shippingAddress: _a, ...noAddress } = order([line]);
      const { city: _c, ...noCity } = ADDRESS;
      const cases: [unknown, string | RegExp][] = [
        [{}, 'items: is required'],
        [order([]), 'Your cart is empty.'],
        [order(Array.from({ length: 101 }, () => line)), 'items: must have at most 100 products'],
        [order([{ productId: product._id, quantity: 0 }]), 'items.0.quantity: must be a whole number from 1 to 99'],
        [order([{ productId: product._id, quantity: 100 }]), 'items.0.quantity: must be a whole number from 1 to 99'],
        [order([{ productId: product._id, quantity: 1.5 }]), 'items.0.quantity: must be a whole number from 1 to 99'],
        [order([{ productId: product._id } as never]), 'items.0.quantity: must be a whole number from 1 to 99'],
        [order([{ productId: 'abc', quantity: 1 }]), /^items\.0\.productId: /],
        [noAddress, 'shippingAddress: is required'],
        [order([line], { shippingAddress: noCity }), 'shippingAddress.city: is required'],
        [order([line], { shippingAddress: { ...ADDRESS, address1: '  ' } }), 'shippingAddress.address1: must not be empty'],
        [order([line], { shippingAddress: { ...ADDRESS, postalCode: '' } }), 'shippingAddress.postalCode: must not be empty'],
        [order([line], { shippingAddress: { ...ADDRESS, country: undefined } }), 'shippingAddress.country: is required'],
        [
          order([line], { shippingAddress: { ...ADDRESS, city: 'Cairo\r\nBcc: x@y.z' } }),
          'shippingAddress.city: must be a single line of text',
        ],
        [order([line], { phoneNumber: 'call me' }), /^phoneNumber: must be a phone number/],
        [order([line], { phoneNumber: undefined }), 'phoneNumber: is required'],
        // The contract's one rule (checkout form and server alike): 8 to 15 digits.
        [order([line], { phoneNumber: '123 4567' }), 'phoneNumber: must be a phone number of 8 to 15 digits'],
        [order([line], { phoneNumber: '+1234567890123456' }), 'phoneNumber: must be a phone number of 8 to 15 digits'],
        [order([line], { paymentMethod: 'bitcoin' }), 'paymentMethod: must be one of: cash-on-delivery, card'],
        [order([line], { paymentMethod: 'card' }), 'Choose one of your saved cards or enter a new card.'],
        [
          order([line], { paymentMethod: 'card', newCard: { cardNumber: '4242', expiryDate: '12/39', cvv: '123' } }),
          'Card number must be 16 digits.',
        ],
      ];
      const before = await stockOf(ctx.app, product._id);
      for (const [payload, message] of cases) {
        const response = await place(payload, shopper.cookie);
        assert.equal(response.statusCode, 400, `${JSON.stringify(payload).slice(0, 200)} → ${response.body}`);
        assert.equal(
          response.json().code,
          message === 'Choose one of your saved cards or enter a new card.' ? 'card_required' : 'invalid_request',
        );
        if (typeof message === 'string') assert.equal(response.json().message, message);
        else assert.match(response.json().message, message);
      }
      const notJson = await ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie: shopper.cookie, 'content-type': 'application/json' },
        payload: '{"items": [',
      });
      assert.equal(notJson.statusCode, 400);
      assert.equal(await stockOf(ctx.app, product._id), before);
    });

    it("lists the shopper's own orders, newest first; 401 without a session, 403 for someone else's", async () => {
      const shopper = await newShopper(ctx.app);
      const other = await newShopper(ctx.app);
      const url = (id: string) => `/api/orders/orders/customer/${id}`;
      assert.deepEqual((await getJson(ctx.app, url(shopper.id), { cookie: shopper.cookie })).body, []);
      const [a, b] = await products(ctx.app, 2);
      const first = (await place(order([{ productId: a._id, quantity: 1 }]), shopper.cookie)).json();
      const second = (
        await place(
          order([
            { productId: b._id, quantity: 2 },
            { productId: a._id, quantity: 1 },
          ]),
          shopper.cookie,
        )
      ).json();
      await place(order([{ productId: a._id, quantity: 1 }]), other.cookie);

      const { status, body } = await getJson(ctx.app, url(shopper.id), { cookie: shopper.cookie });
      assert.equal(status, 200);
      assert.deepEqual(
        body.map((o: any) => o.orderNumber),
        [second.orderNumber, first.orderNumber],
      );
      const placedAt = (o: any) => [{ status: 'placed', at: o.orderDate, trackingNumber: null, shopName: null }];
      assert.deepEqual(body[0], { ...second, history: placedAt(second) }, 'with its status history');
      for (const item of body[0].cartItems) {
        assert.deepEqual(Object.keys(item).sort(), ['image', 'name', 'price', 'productId', 'quantity']);
        assert.match(item.image, /^products\/\d+\.webp$/);
      }
      assert.equal((await getJson(ctx.app, url(shopper.id))).status, 401);
      assert.deepEqual(await getJson(ctx.app, url(other.id), { cookie: shopper.cookie }), {
        status: 403,
        body: { message: 'You can only see and change your own account.', code: 'forbidden' },
      });
      assert.equal((await getJson(ctx.app, url('abc'), { cookie: shopper.cookie })).status, 400);
    });

    it('tracks an order by number and e-mail, with one 404 for any mismatch', async () => {
      const shopper = await newShopper(ctx.app);
      const other = await newShopper(ctx.app);
      const [product] = await products(ctx.app, 1);
      const placed = (await place(order([{ productId: product._id, quantity: 1 }]), shopper.cookie)).json();
      const track = (orderNumber: string, email: string) =>
        getJson(ctx.app, `/api/orders/track?orderNumber=${encodeURIComponent(orderNumber)}&email=${encodeURIComponent(email)}`);

      const found = await track(placed.orderNumber, shopper.email);
      assert.deepEqual(found, {
        status: 200,
        body: { ...placed, history: [{ status: 'placed', at: placed.orderDate, trackingNumber: null, shopName: null }] },
      });
      assert.equal(
        (await track(` ${placed.orderNumber.toLowerCase()} `, shopper.email.toUpperCase())).status,
        200,
        'case and spaces do not matter',
      );
      for (const [number, email] of [
        [placed.orderNumber, other.email],
        ['MZ-20000101-0001', shopper.email],
        ['nothing', shopper.email],
      ]) {
        assert.deepEqual(await track(number!, email!), { status: 404, body: { message: NOT_FOUND, code: 'order_not_found' } });
      }
      assert.equal((await getJson(ctx.app, '/api/orders/track?orderNumber=MZ-1')).status, 400);
      assert.equal((await getJson(ctx.app, `/api/orders/track?email=${encodeURIComponent(shopper.email)}`)).status, 400);
      assert.equal((await track(placed.orderNumber, 'not-an-email')).status, 400);
      assert.equal((await track('x'.repeat(5000), shopper.email)).status, 400);
    });

    it('limits look-ups of one order number: after 10 wrong e-mails even the right one waits (429)', async () => {
      const shopper = await newShopper(ctx.app);
      const [product] = await products(ctx.app, 1);
      const placed = (await place(order([{ productId: product._id, quantity: 1 }]), shopper.cookie)).json();
      // Each guess from its own address: the per-number counter, not the per-address one, stops them.
      const track = (email: string, n: number) =>
        ctx.app.inject({
          method: 'GET',
          url: `/api/orders/track?orderNumber=${encodeURIComponent(placed.orderNumber)}&email=${encodeURIComponent(email)}`,
          remoteAddress: `198.51.100.${n}`,
        });
      assert.equal((await track(shopper.email, 1)).statusCode, 200, 'a right answer is not counted');
      for (let i = 0; i < 10; i++) assert.equal((await track(`guess${i}@example.com`, 10 + i)).statusCode, 404);
      const limited = await track(shopper.email, 30);
      assert.equal(limited.statusCode, 429, limited.body);
      assert.equal(limited.json().code, 'rate_limited');
      assert.ok(Number(limited.headers['retry-after']) > 0);
      const otherOrder = await getJson(
        ctx.app,
        `/api/orders/track?orderNumber=MZ-20000101-0002&email=${encodeURIComponent(shopper.email)}`,
      );
      assert.equal(otherOrder.status, 404, 'another order number is not held back');
    });

    it('limits how many orders one shopper places in 10 minutes (the 31st gets 429)', async () => {
      const shopper = await newShopper(ctx.app);
      const [product] = await products(ctx.app, 31);
      assert.ok(product, 'a product with stock for 31 orders');
      for (let i = 0; i < 30; i++) {
        const response = await place(order([{ productId: product._id, quantity: 1 }]), shopper.cookie);
        assert.equal(response.statusCode, 201, response.body);
      }
      const limited = await place(order([{ productId: product._id, quantity: 1 }]), shopper.cookie);
      assert.equal(limited.statusCode, 429, limited.body);
      assert.equal(limited.json().code, 'rate_limited');
      const other = await newShopper(ctx.app);
      assert.equal((await place(order([{ productId: product._id, quantity: 1 }]), other.cookie)).statusCode, 201, 'others still order');
    });
  });
}
