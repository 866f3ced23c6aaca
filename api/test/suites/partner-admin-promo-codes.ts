/**
 * The admin panel's promo codes: an admin creates percentage and EGP-amount codes with
 * a minimum order, a limit of uses and validity dates, and expires them; each decision is in the
 * audit log; checkout honours every term; other roles are refused before the body is read.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { getJson, type TestContext } from '../helpers.ts';
import { newBillingShopper } from './billing.ts';

type Inject = (
  method: string,
  url: string,
  cookie?: string,
  payload?: unknown,
) => Promise<{ statusCode: number; body: string; json(): any }>;

const ADDRESS = { address1: '5 Road 9', city: 'Cairo', postalCode: '11728', country: 'Egypt' };
let codes = 0;
const uniqueCode = (prefix: string, ctx: TestContext) => `${prefix}${process.pid % 10_000}${ctx.backend.length}${++codes}`;

/** A listed product in stock, priced between `above` and `below` EGP (price after any approved sale). */
async function productBetween(app: FastifyInstance, above: number, below: number) {
  const { body } = await getJson(app, '/api/products?pageSize=48&sort=price-asc');
  const found = (body.items as any[]).find(
    (p) => !p.readyToShip && p.stock >= 5 && (p.salePrice ?? p.price) > above && (p.salePrice ?? p.price) < below,
  );
  assert.ok(found, `a product in stock priced between ${above} and ${below} EGP`);
  return { id: found._id as string, price: (found.salePrice ?? found.price) as number };
}

export function promoCodeTests(
  ctx: TestContext,
  inject: Inject,
  cookies: () => Promise<{ admin: string; moderator: string; support: string }>,
) {
  const quote = (cookie: string, productId: string, promoCode: string, quantity = 1) =>
    inject('POST', '/api/checkout/quote', cookie, { items: [{ productId, quantity }], promoCode });

  it('promo codes: an admin creates percentage and EGP codes with their terms; each decision is audited', async () => {
    const { admin } = await cookies();
    const percent = uniqueCode('PCT', ctx);
    const created = await inject('POST', '/api/admin/promo-codes', admin, {
      code: percent.toLowerCase(),
      kind: 'percent',
      percentOff: 20,
      minOrder: 500,
      maxRedemptions: 3,
      startsAt: '2026-01-01T00:00:00+02:00',
      expiresAt: '2099-01-01T00:00:00+02:00',
      description: 'Winter sale',
    });
    assert.equal(created.statusCode, 201, created.body);
    const code = created.json();
    assert.deepEqual(
      { ...code, _id: undefined, createdAt: undefined },
      {
        _id: undefined,
        code: percent,
        kind: 'percent',
        percentOff: 20,
        amountOff: null,
        minOrder: 500,
        maxRedemptions: 3,
        description: 'Winter sale',
        oncePerEmail: true,
        startsAt: '2025-12-31T22:00:00.000Z',
        expiresAt: '2098-12-31T22:00:00.000Z',
        redemptions: 0,
        status: 'active',
        createdAt: undefined,
      },
    );

    const amount = uniqueCode('LE', ctx);
    const fixed = await inject('POST', '/api/admin/promo-codes', admin, {
      code: amount,
      kind: 'amount',
      amountOff: 250.5,
      oncePerEmail: false,
    });
    assert.equal(fixed.statusCode, 201, fixed.body);
    assert.deepEqual(
      [fixed.json().kind, fixed.json().amountOff, fixed.json().percentOff, fixed.json().minOrder, fixed.json().maxRedemptions],
      ['amount', 250.5, null, 0, null],
    );

    const list = (await getJson(ctx.app, '/api/admin/promo-codes', { cookie: admin })).body as any[];
    assert.deepEqual(
      list.filter((c) => [percent, amount].includes(c.code)).map((c) => [c.code, c.status]),
      [
        [percent, 'active'],
        [amount, 'active'],
      ],
    );

    const audit = await getJson(ctx.app, `/api/admin/audit?objectType=promo-code&objectId=${code._id}`, { cookie: admin });
    assert.equal(audit.status, 200);
    assert.equal(audit.body.length, 1);
    const [entry] = audit.body;
    assert.equal(entry.action, 'promo-code.create');
    assert.deepEqual(entry.actor.email, 'admin@manzil.eg');
    assert.equal(entry.actor.role, 'admin');
    assert.ok(Date.now() - Date.parse(entry.createdAt) < 60_000, 'recorded when it happened');
    assert.equal(entry.details.code, percent);
    assert.equal(entry.details.percentOff, 20);

    const expired = await inject('POST', `/api/admin/promo-codes/${code._id}/expire`, admin);
    assert.equal(expired.statusCode, 200, expired.body);
    assert.equal(expired.json().status, 'expired');
    assert.ok(Date.parse(expired.json().expiresAt) <= Date.now());
    const again = await inject('POST', `/api/admin/promo-codes/${code._id}/expire`, admin);
    assert.deepEqual([again.statusCode, again.json().code], [409, 'promo_already_expired']);
    const history = (await getJson(ctx.app, `/api/admin/audit?objectType=promo-code&objectId=${code._id}`, { cookie: admin }))
      .body as any[];
    assert.deepEqual(
      history.map((e) => [e.action, e.actor.email]),
      [
        ['promo-code.expire', 'admin@manzil.eg'],
        ['promo-code.create', 'admin@manzil.eg'],
      ],
    );
    assert.equal(history[0].details.previousExpiresAt, '2098-12-31T22:00:00.000Z');
    const status = (await getJson(ctx.app, '/api/admin/promo-codes', { cookie: admin })).body.find((c: any) => c.code === percent).status;
    assert.equal(status, 'expired');
    assert.equal((await inject('POST', '/api/admin/promo-codes/999999/expire', admin)).statusCode, 404);
  });

  it('promo codes: refuses a taken code and bad terms, and changes nothing', async () => {
    const { admin } = await cookies();
    const before = (await getJson(ctx.app, '/api/admin/promo-codes', { cookie: admin })).body;
    const bad: [object, string][] = [
      [{ code: 'MANZIL10', percentOff: 5 }, 'promo_exists'],
      [{ code: uniqueCode('X', ctx) }, 'percentOff'],
      [{ code: uniqueCode('X', ctx), kind: 'amount' }, 'amountOff'],
      [{ code: uniqueCode('X', ctx), kind: 'amount', amountOff: 100, percentOff: 10 }, 'percentOff'],
      [{ code: uniqueCode('X', ctx), percentOff: 101 }, 'percentOff'],
      [{ code: uniqueCode('X', ctx), kind: 'amount', amountOff: 10.005 }, 'amountOff'],
      [{ code: uniqueCode('X', ctx), kind: 'amount', amountOff: -5 }, 'amountOff'],
      [{ code: uniqueCode('X', ctx), percentOff: 10, minOrder: -1 }, 'minOrder'],
      [{ code: uniqueCode('X', ctx), percentOff: 10, maxRedemptions: 0 }, 'maxRedemptions'],
      [{ code: uniqueCode('X', ctx), percentOff: 10, startsAt: '2030-02-01T00:00:00Z', expiresAt: '2030-01-01T00:00:00Z' }, 'expiresAt'],
      [{ code: 'a b', percentOff: 10 }, 'Use 3 to 40 letters'],
      [{ code: uniqueCode('X', ctx), percentOff: 10, redemptions: 5 }, 'redemptions'],
    ];
    for (const [payload, problem] of bad) {
      const res = await inject('POST', '/api/admin/promo-codes', admin, payload);
      if (problem === 'promo_exists') {
        assert.deepEqual([res.statusCode, res.json().code], [409, 'promo_exists'], res.body);
      } else {
        assert.equal(res.statusCode, 400, `${JSON.stringify(payload)}: ${res.body}`);
        assert.match(res.json().message, new RegExp(problem), res.body);
      }
    }
    assert.deepEqual((await getJson(ctx.app, '/api/admin/promo-codes', { cookie: admin })).body, before);
  });

  it('promo codes: only admins manage them; a moderator or support is refused before the body, and nothing changes', async () => {
    const { admin, moderator, support } = await cookies();
    const created = await inject('POST', '/api/admin/promo-codes', admin, { code: uniqueCode('ROLE', ctx), percentOff: 5 });
    assert.equal(created.statusCode, 201, created.body);
    const id = created.json()._id;
    const before = JSON.stringify((await getJson(ctx.app, '/api/admin/promo-codes', { cookie: admin })).body);
    for (const cookie of [moderator, support]) {
      assert.equal((await inject('GET', '/api/admin/promo-codes', cookie)).statusCode, 403);
      assert.equal(
        (await inject('POST', '/api/admin/promo-codes', cookie, { code: uniqueCode('NO', ctx), percentOff: 5 })).statusCode,
        403,
      );
      assert.equal(
        (await inject('POST', '/api/admin/promo-codes', cookie, { nonsense: true })).statusCode,
        403,
        'refused before validation',
      );
      assert.equal((await inject('POST', `/api/admin/promo-codes/${id}/expire`, cookie)).statusCode, 403);
      assert.equal((await inject('GET', `/api/admin/audit?objectType=promo-code&objectId=${id}`, cookie)).statusCode, 403);
    }
    assert.equal((await inject('POST', `/api/admin/promo-codes/${id}/expire`)).statusCode, 401);
    assert.equal(JSON.stringify((await getJson(ctx.app, '/api/admin/promo-codes', { cookie: admin })).body), before);
  });

  it('promo codes: checkout applies an EGP amount, a minimum order, a start date and a limit of uses', async () => {
    const { admin } = await cookies();
    const item = await productBetween(ctx.app, 1_000, 20_000);
    const create = async (body: object) => {
      const res = await inject('POST', '/api/admin/promo-codes', admin, body);
      assert.equal(res.statusCode, 201, res.body);
      return res.json();
    };
    const shopper = await newBillingShopper(ctx.app);

    // An amount in EGP, with a minimum order of twice the product's price.
    const amount = await create({ code: uniqueCode('OFF', ctx), kind: 'amount', amountOff: 300, minOrder: item.price * 2 });
    const below = await quote(shopper.cookie, item.id, amount.code, 1);
    assert.equal(below.statusCode, 400, below.body);
    assert.equal(below.json().code, 'promo_min_order');
    assert.match(below.json().message, new RegExp(`applies to orders of LE [\\d,]+\\.\\d\\d or more`));
    const enough = await quote(shopper.cookie, item.id, amount.code, 2);
    assert.equal(enough.statusCode, 200, enough.body);
    assert.deepEqual([enough.json().discount, enough.json().total], [300, Math.round((item.price * 2 - 300) * 100) / 100]);
    assert.deepEqual(enough.json().promoCode, { code: amount.code, kind: 'amount', percentOff: null, amountOff: 300, description: '' });

    // An amount larger than the order takes the order to 0, never below.
    const huge = await create({ code: uniqueCode('BIG', ctx), kind: 'amount', amountOff: 999_999 });
    const all = await quote(shopper.cookie, item.id, huge.code, 1);
    assert.deepEqual([all.json().discount, all.json().total], [item.price, 0]);

    // Not yet valid.
    const later = await create({ code: uniqueCode('SOON', ctx), percentOff: 10, startsAt: '2099-01-01T00:00:00Z' });
    assert.equal(later.status, 'scheduled');
    const early = await quote(shopper.cookie, item.id, later.code);
    assert.deepEqual([early.statusCode, early.json().code], [400, 'promo_not_started']);

    // One use in all: the first shopper's order takes it, the second shopper is refused.
    const once = await create({ code: uniqueCode('ONE', ctx), percentOff: 10, maxRedemptions: 1, oncePerEmail: false });
    const placed = await inject('POST', '/api/orders', shopper.cookie, {
      items: [{ productId: item.id, quantity: 1 }],
      paymentMethod: 'cash-on-delivery',
      promoCode: once.code,
      shippingAddress: ADDRESS,
      phoneNumber: '+20 100 555 0101',
    });
    assert.equal(placed.statusCode, 201, placed.body);
    assert.equal(placed.json().discount, Math.round(item.price * 10) / 100);
    const other = await newBillingShopper(ctx.app);
    const refused = await quote(other.cookie, item.id, once.code);
    assert.deepEqual([refused.statusCode, refused.json().code], [409, 'promo_used_up']);
    const order = await inject('POST', '/api/orders', other.cookie, {
      items: [{ productId: item.id, quantity: 1 }],
      paymentMethod: 'cash-on-delivery',
      promoCode: once.code,
      shippingAddress: ADDRESS,
      phoneNumber: '+20 100 555 0101',
    });
    assert.deepEqual([order.statusCode, order.json().code], [409, 'promo_used_up']);
    const listed = (await getJson(ctx.app, '/api/admin/promo-codes', { cookie: admin })).body.find((c: any) => c.code === once.code);
    assert.deepEqual([listed.redemptions, listed.status], [1, 'used-up']);
  });
}
