/**
 * After the sale (docs/returns.md): the return windows at their boundaries (13/14/15 days for a
 * change of mind, 29/30/31 for a defect), made-to-order products (defect path only), ownership
 * (another shopper's order, another vendor's return: 404), a return through approval, receipt and
 * the card refund, two refunds of one return at once (one wins), a refund after the vendor was
 * paid out (the vendor owes), cancellation before shipping with a card (voided) — and after every
 * step the ledger still balances and sums to zero. PGlite and PostgreSQL.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/client.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { markOrderPaid } from '../../src/services/payments/checkout.ts';
import { releaseDue, vendorBalances } from '../../src/services/money/events.ts';
import { ACCOUNTS, post, storeAccount, trialBalance, unbalancedEntries, vendorAvailable } from '../../src/services/money/ledger.ts';
import { refundReturn } from '../../src/services/returns/returns.ts';
import { HttpError } from '../../src/lib/errors.ts';
import { DEMO_PASSWORD, DEMO_SHOPPER } from '../../src/seed/demo-accounts.ts';
import { signIn, signUpShopper, type TestContext } from '../helpers.ts';
import { deliverPart, placeOrder } from '../money-helpers.ts';
import { pngBytes, upload } from '../partner-helpers.ts';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const WALLET = { kind: 'wallet', accountName: 'Nour Hany', walletNumber: '01001234567' } as const;
let counter = 0;

export function returnsSuite(ctx: TestContext) {
  const db = () => ctx.app.db as Database;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);
  const send = (method: 'GET' | 'POST', url: string, cookie: string, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

  let shopperCookie = '';
  const shopper = async () => (shopperCookie ||= (await signIn(ctx.app, 'auth', DEMO_SHOPPER.email)).cookie);

  /** `n` vendors, each with a listed product (plenty of stock) and a signed-in vendor cookie. */
  async function vendors(n: number) {
    const found = await rows<{ productId: number; vendorId: number; userId: number; email: string }>(sql`
      select distinct on (p.vendor_id) p.id as "productId", p.vendor_id as "vendorId", v.user_id as "userId", u.email
      from products p join vendors v on v.id = p.vendor_id join users u on u.id = v.user_id where p.status order by p.vendor_id, p.id limit ${n}`);
    await db().execute(
      sql`update products set stock = 100000, made_to_order = false where id = any(${sql.param(found.map((f) => Number(f.productId)))}::int[])`,
    );
    await db().execute(
      sql`update users set password_hash = ${await hashPassword(DEMO_PASSWORD)} where id = any(${sql.param(found.map((f) => Number(f.userId)))}::int[])`,
    );
    const out = [];
    for (const f of found)
      out.push({
        productId: Number(f.productId),
        vendorId: Number(f.vendorId),
        userId: Number(f.userId),
        cookie: (await signIn(ctx.app, 'vendor', f.email)).cookie,
      });
    return out;
  }

  type Vendor = Awaited<ReturnType<typeof vendors>>[number];

  /** A delivered order of `quantity` units of the vendor's product, delivered `daysAgo` days (minus `slackMs`) ago. */
  async function delivered(v: Vendor, method: 'card' | 'cash-on-delivery', quantity = 2, daysAgo = 1, slackMs = MINUTE) {
    const order = await placeOrder(ctx.app, [{ productId: v.productId, quantity }], method);
    if (method === 'card') await pay(order.id);
    await deliverPart(ctx.app, order.id, v.vendorId, v.userId);
    const at = new Date(Date.now() - daysAgo * DAY + slackMs).toISOString();
    await db().execute(sql`update order_vendor_money set delivered_at = ${at} where order_id = ${order.id}`);
    const [line] = await rows<{ id: number }>(sql`select id from order_items where order_id = ${order.id}`);
    return { ...order, lineId: String(line!.id) };
  }

  /** Pays a card order through the sandbox gateway, as checkout does. */
  async function pay(orderId: number) {
    const [o] = await rows<{ total: string; number: string }>(sql`select total, order_number as number from orders where id = ${orderId}`);
    const charge = await ctx.app.payments.gateway.chargeCard(
      { number: '4242424242424242', expiryMonth: 12, expiryYear: 2035, cvv: '123' },
      {
        merchantOrderId: o!.number,
        amountCents: Math.round(Number(o!.total) * 100),
        customer: { email: DEMO_SHOPPER.email, firstName: 'Demo', lastName: 'Shopper' },
        returnUrl: '/checkout',
      },
    );
    assert.equal(charge.status, 'approved');
    assert.ok(await markOrderPaid(db(), orderId, (charge as { transactionId: string }).transactionId));
    return (charge as { transactionId: string }).transactionId;
  }

  const ask = async (orderId: number, lineId: string, reason: string, quantity = 1, extra: Record<string, unknown> = {}) =>
    send('POST', `/api/orders/${orderId}/returns`, await shopper(), { lines: [{ lineId, quantity }], reason, refundTo: WALLET, ...extra });

  async function ledgerIsWhole() {
    assert.deepEqual(await unbalancedEntries(db()), []);
    assert.equal((await trialBalance(db())).totalCents, 0);
  }

  async function staff(role: 'support' | 'finance') {
    const email = `returns-${role}-${process.pid}-${Date.now()}-${++counter}@manzil.eg`;
    const [user] = await rows<{ id: number }>(sql`insert into users (email, password_hash, first_name, last_name, role)
      values (${email}, ${await hashPassword(DEMO_PASSWORD)}, 'Test', ${role}, 'admin') returning id`);
    await db().execute(sql`update staff_members set staff_role = ${role} where user_id = ${user!.id}`);
    return (await signIn(ctx.app, 'admin', email)).cookie;
  }

  describe('returns: windows, ownership, refunds and the ledger', () => {
    it('offers a change of mind 14 days after the recorded delivery and a defect 30 days (13/14/15, 29/30/31)', async () => {
      const [v] = await vendors(1);
      const cases: [days: number, slack: number, reason: string, ok: boolean][] = [
        [13, MINUTE, 'changed_mind', true],
        [14, MINUTE, 'changed_mind', true],
        [15, MINUTE, 'changed_mind', false],
        [14, -MINUTE, 'changed_mind', false], // a minute past the 14 days
        [15, MINUTE, 'defective', true], // a change of mind is closed, a defect still open
        [29, MINUTE, 'defective', true],
        [30, MINUTE, 'defective', true],
        [31, MINUTE, 'defective', false],
      ];
      for (const [days, slack, reason, ok] of cases) {
        const order = await delivered(v!, 'cash-on-delivery', 1, days, slack);
        const answer = await ask(order.id, order.lineId, reason);
        assert.equal(answer.statusCode, ok ? 201 : 409, `${reason} after ${days} days (${slack}): ${answer.body}`);
        if (!ok) assert.equal(answer.json().code, 'window_closed');
        if (ok) assert.equal(answer.json().path, reason === 'changed_mind' ? 'change_of_mind' : 'defect');
        const view = await send('GET', `/api/orders/${order.id}/after-sale`, await shopper());
        const paths = view.json().parts[0].lines[0].paths;
        if (reason === 'changed_mind') assert.equal(paths.change_of_mind, ok ? 'open' : 'window_closed');
      }
      // Not delivered yet: no return, and the screen says why.
      const early = await placeOrder(ctx.app, [{ productId: v!.productId, quantity: 1 }], 'cash-on-delivery');
      const [line] = await rows<{ id: number }>(sql`select id from order_items where order_id = ${early.id}`);
      const refused = await ask(early.id, String(line!.id), 'defective');
      assert.equal(refused.statusCode, 409);
      assert.equal(refused.json().code, 'not_delivered');
    });

    it('offers only the defect path for a made-to-order product', async () => {
      const [v] = await vendors(1);
      await db().execute(sql`update products set made_to_order = true where id = ${v!.productId}`);
      const order = await delivered(v!, 'cash-on-delivery', 1, 2);
      const view = (await send('GET', `/api/orders/${order.id}/after-sale`, await shopper())).json();
      assert.equal(view.parts[0].lines[0].madeToOrder, true);
      assert.deepEqual(view.parts[0].lines[0].paths, { change_of_mind: 'made_to_order', defect: 'open' });
      const mind = await ask(order.id, order.lineId, 'changed_mind');
      assert.equal(mind.statusCode, 409);
      assert.equal(mind.json().code, 'made_to_order');
      // A photo through the upload path, visible to the shopper and the vendor, not to another vendor.
      const photo = await upload(ctx.app, 'document', await pngBytes(), 'leg.png', await shopper());
      assert.equal(photo.statusCode, 201, photo.body);
      const defect = await ask(order.id, order.lineId, 'defective', 1, { photos: [photo.json()._id] });
      assert.equal(defect.statusCode, 201, defect.body);
      const [src] = defect.json().photos;
      assert.equal((await send('GET', src, await shopper())).statusCode, 200);
      assert.equal((await send('GET', src, v!.cookie)).statusCode, 200);
      assert.equal((await send('GET', src, '')).statusCode, 404);
      // Shown on the product page before purchase.
      const product = await send('GET', `/api/products/${v!.productId}`, '');
      assert.equal(product.json().madeToOrder, true);
      await db().execute(sql`update products set made_to_order = false where id = ${v!.productId}`);
    });

    it('answers 404 for another shopper’s order and another vendor’s return, and changes nothing', async () => {
      const [a, b] = await vendors(2);
      const order = await delivered(a!, 'cash-on-delivery', 2, 1);
      const other = await signUpShopper(ctx.app, {
        firstName: 'Other',
        lastName: 'Shopper',
        email: `returns-other-${process.pid}-${Date.now()}@example.com`,
        password: 'Str0ng!Passw0rd#2026',
      });
      for (const [method, url, payload] of [
        ['GET', `/api/orders/${order.id}/after-sale`, undefined],
        ['POST', `/api/orders/${order.id}/cancel`, {}],
        [
          'POST',
          `/api/orders/${order.id}/returns`,
          { lines: [{ lineId: order.lineId, quantity: 1 }], reason: 'defective', refundTo: WALLET },
        ],
      ] as const) {
        const answer = await send(method, url, other.cookie, payload);
        assert.equal(answer.statusCode, 404, `${method} ${url}: ${answer.body}`);
      }
      const asked = (await ask(order.id, order.lineId, 'defective')).json();
      assert.equal((await send('POST', `/api/orders/${order.id}/returns/${asked._id}/escalate`, other.cookie)).statusCode, 404);
      const approve = await send('POST', `/api/vendor/returns/${asked._id}/approve`, b!.cookie, { pickupDate: '2099-01-01' });
      assert.equal(approve.statusCode, 404);
      assert.ok(!(await send('GET', '/api/vendor/returns', b!.cookie)).json().some((r: { _id: string }) => r._id === asked._id));
      // Roles at the API: a shopper is no vendor, a finance member no support.
      assert.equal((await send('GET', '/api/vendor/returns', await shopper())).statusCode, 403);
      assert.equal((await send('GET', '/api/admin/returns', await staff('finance'))).statusCode, 403);
      assert.equal((await send('GET', '/api/admin/returns', '')).statusCode, 401);
      const [state] = await rows<{ status: string }>(sql`select status from return_requests where id = ${Number(asked._id)}`);
      assert.equal(state!.status, 'requested');
    });

    it('returns a card unit: approved with a pickup, received (resellable back to stock), refunded to the card and on the ledger', async () => {
      const [v] = await vendors(1);
      const order = await delivered(v!, 'card', 2, 3);
      const [o] = await rows<{ ref: string }>(sql`select payment_reference as ref from orders where id = ${order.id}`);
      const before = await vendorBalances(db(), v!.vendorId);
      const asked = await ask(order.id, order.lineId, 'changed_mind', 1, { refundTo: undefined });
      assert.equal(asked.statusCode, 201, asked.body);
      const id = asked.json()._id;
      assert.equal(asked.json().status, 'requested');
      const notes = await rows<{ kind: string }>(
        sql`select kind from vendor_notifications where vendor_id = ${v!.vendorId} order by id desc limit 1`,
      );
      assert.equal(notes[0]!.kind, 'return_requested');
      const tooEarly = await send('POST', `/api/vendor/returns/${id}/receive`, v!.cookie, {
        lines: [{ lineId: order.lineId, conditions: ['resellable'] }],
      });
      assert.equal(tooEarly.statusCode, 409);
      const approved = await send('POST', `/api/vendor/returns/${id}/approve`, v!.cookie, {
        pickupDate: new Date(Date.now() + DAY).toISOString().slice(0, 10),
      });
      assert.equal(approved.statusCode, 200, approved.body);
      const [stock] = await rows<{ stock: number }>(sql`select stock from products where id = ${v!.productId}`);
      const wrongCount = await send('POST', `/api/vendor/returns/${id}/receive`, v!.cookie, {
        lines: [{ lineId: order.lineId, conditions: ['resellable', 'resellable'] }],
      });
      assert.equal(wrongCount.statusCode, 400);
      const received = await send('POST', `/api/vendor/returns/${id}/receive`, v!.cookie, {
        lines: [{ lineId: order.lineId, conditions: ['resellable'] }],
      });
      assert.equal(received.statusCode, 200, received.body);
      assert.equal(received.json().status, 'refunded');
      assert.equal(received.json().refund.status, 'succeeded');
      assert.equal(received.json().refund.method, 'card_refund');
      const [after] = await rows<{ stock: number }>(sql`select stock from products where id = ${v!.productId}`);
      assert.equal(after!.stock, stock!.stock + 1);
      const [line] = await rows<{ gross: string; net: string; discount: string }>(
        sql`select gross_cents as gross, net_cents as net, discount_cents as discount from order_line_commissions where order_item_id = ${Number(order.lineId)}`,
      );
      const refundCents = Math.round(received.json().refund.amount * 100);
      assert.equal(refundCents, Number(line!.gross) / 2 - Number(line!.discount) / 2);
      const [tx] = await rows<{ refunded: string }>(
        sql`select refunded_cents as refunded from sandbox_transactions where id = ${Number(o!.ref)}`,
      );
      assert.equal(Number(tx!.refunded), refundCents);
      const now = await vendorBalances(db(), v!.vendorId);
      assert.equal(before.pendingCents - now.pendingCents, Math.ceil(Number(line!.net) / 2));
      // The window closes later: only the unit kept moves to available.
      await releaseDue(db(), new Date(Date.now() + 30 * DAY));
      const released = await vendorBalances(db(), v!.vendorId);
      assert.ok(released.pendingCents >= 0);
      await ledgerIsWhole();
      const view = (await send('GET', `/api/orders/${order.id}/after-sale`, await shopper())).json();
      assert.equal(view.refunds[0].status, 'succeeded');
      assert.equal(view.parts[0].lines[0].returnable, 1);
    });

    it('refunds a returned unit once, even when two refunds run at once', async () => {
      const [v] = await vendors(1);
      const order = await delivered(v!, 'card', 1, 2);
      const id = (await ask(order.id, order.lineId, 'defective', 1, { refundTo: undefined })).json()._id;
      await send('POST', `/api/vendor/returns/${id}/approve`, v!.cookie, { pickupDate: new Date().toISOString().slice(0, 10) });
      await db().execute(sql`update return_requests set status = 'received' where id = ${Number(id)}`);
      const results = await Promise.allSettled([refundReturn(ctx.app, Number(id)), refundReturn(ctx.app, Number(id))]);
      assert.equal(results.filter((r) => r.status === 'fulfilled').length, 1, JSON.stringify(results));
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      assert.ok(refused.reason instanceof HttpError && refused.reason.statusCode === 409);
      const refunds = await rows<{ n: number }>(sql`select count(*)::int as n from refunds where return_id = ${Number(id)}`);
      assert.equal(Number(refunds[0]!.n), 1);
      const entries = await rows<{ n: number }>(
        sql`select count(*)::int as n from journal_entries where event = 'refund.due' and order_id = ${order.id}`,
      );
      assert.equal(Number(entries[0]!.n), 1);
      // The database itself refuses a second refund of the unit.
      const [ref] = await rows<{ id: number }>(sql`select id from refunds where return_id = ${Number(id)}`);
      await assert.rejects(
        db().execute(
          sql`insert into refund_units (order_item_id, unit_no, refund_id, net_cents, from_state) values (${Number(order.lineId)}, 1, ${ref!.id}, 1, 'pending')`,
        ),
      );
      await ledgerIsWhole();
    });

    it('a refund after the vendor was paid out leaves the vendor owing Manzil', async () => {
      const [v] = await vendors(1);
      const order = await delivered(v!, 'cash-on-delivery', 1, 20);
      await releaseDue(db());
      const available = (await vendorBalances(db(), v!.vendorId)).availableCents;
      assert.ok(available > 0);
      // The vendor is paid everything available (as an approved payout posts it).
      await db().transaction(async (t) => {
        await post(t as unknown as Database, {
          key: `payout-sent:test-${order.id}`,
          event: 'payout.sent',
          vendorId: v!.vendorId,
          postings: [
            { account: vendorAvailable(v!.vendorId), amountCents: available },
            { account: storeAccount(ACCOUNTS.payoutsInTransit), amountCents: -available },
          ],
        });
      });
      const id = (await ask(order.id, order.lineId, 'defective')).json()._id;
      // Unanswered for 48 hours: the shopper escalates, support accepts the defect without a pickup → refunded at once.
      assert.equal((await send('POST', `/api/orders/${order.id}/returns/${id}/escalate`, await shopper())).statusCode, 409);
      await db().execute(sql`update return_requests set respond_by = now() - interval '1 minute' where id = ${Number(id)}`);
      const support = await staff('support');
      const queue = (await send('GET', '/api/admin/returns?queue=1', support)).json();
      assert.ok(queue.some((r: { _id: string }) => r._id === id));
      assert.equal((await send('POST', `/api/orders/${order.id}/returns/${id}/escalate`, await shopper())).json().status, 'escalated');
      const decided = await send('POST', `/api/admin/returns/${id}/decide`, support, {
        decision: 'accept',
        note: 'Photos show a cracked leg.',
      });
      assert.equal(decided.statusCode, 200, decided.body);
      assert.equal(decided.json().status, 'refunded');
      assert.equal(decided.json().refund.method, 'transfer');
      assert.equal(decided.json().refund.status, 'succeeded');
      const [line] = await rows<{ net: string; gross: string; shipping: string; discount: string }>(
        sql`select net_cents as net, gross_cents as gross, shipping_cents as shipping, discount_cents as discount from order_line_commissions where order_item_id = ${Number(order.lineId)}`,
      );
      assert.equal(Math.round(decided.json().refund.amount * 100), Number(line!.gross) - Number(line!.discount) + Number(line!.shipping));
      assert.equal((await vendorBalances(db(), v!.vendorId)).availableCents, -Number(line!.net));
      const audit = await rows<{ action: string }>(sql`select action from audit_log where object_type = 'return' and object_id = ${id}`);
      assert.deepEqual(
        audit.map((a) => a.action),
        ['return.accept'],
      );
      // Final: no second escalation, no second decision.
      assert.equal((await send('POST', `/api/orders/${order.id}/returns/${id}/escalate`, await shopper())).statusCode, 409);
      assert.equal((await send('POST', `/api/admin/returns/${id}/decide`, support, { decision: 'refuse', note: 'x' })).statusCode, 409);
      await ledgerIsWhole();
    });

    it('cancels a paid card order before shipping: stock back, the payment voided, both sides told; a shipped part cannot be', async () => {
      const [a, b] = await vendors(2);
      const order = await placeOrder(
        ctx.app,
        [
          { productId: a!.productId, quantity: 1 },
          { productId: b!.productId, quantity: 2 },
        ],
        'card',
      );
      const reference = await pay(order.id);
      const stockBefore = await rows<{ id: number; stock: number }>(
        sql`select id, stock from products where id in (${a!.productId}, ${b!.productId}) order by id`,
      );
      // b ships: the whole order can no longer be cancelled, a's part still can.
      await ctx.app.repos.partner.fulfilment.move(b!.vendorId, order.id, b!.userId, 'confirmed');
      await ctx.app.repos.partner.fulfilment.move(b!.vendorId, order.id, b!.userId, 'shipped', 'TRK-9');
      const whole = await send('POST', `/api/orders/${order.id}/cancel`, await shopper(), {});
      assert.equal(whole.statusCode, 409);
      assert.equal(whole.json().code, 'not_cancellable');
      const part = await send('POST', `/api/orders/${order.id}/cancel`, await shopper(), { vendorId: String(a!.vendorId) });
      assert.equal(part.statusCode, 200, part.body);
      const refund = part.json().refunds[0];
      assert.equal(refund.method, 'card_refund'); // part of the payment: refunded, not voided
      assert.equal(refund.status, 'succeeded');
      const stockAfter = await rows<{ id: number; stock: number }>(sql`select id, stock from products where id = ${a!.productId}`);
      assert.equal(stockAfter[0]!.stock, stockBefore.find((s) => Number(s.id) === a!.productId)!.stock + 1);
      const notes = await rows<{ kind: string }>(
        sql`select kind from vendor_notifications where vendor_id = ${a!.vendorId} order by id desc limit 2`,
      );
      assert.ok(notes.some((n) => n.kind === 'order_cancelled'));
      const [tx] = await rows<{ refunded: string; status: string }>(
        sql`select refunded_cents as refunded, status from sandbox_transactions where id = ${Number(reference)}`,
      );
      assert.equal(Number(tx!.refunded), Math.round(refund.amount * 100));
      await ledgerIsWhole();

      // A whole order cancelled at once, paid the same day: voided.
      const second = await placeOrder(
        ctx.app,
        [
          { productId: a!.productId, quantity: 1 },
          { productId: b!.productId, quantity: 1 },
        ],
        'card',
      );
      const ref2 = await pay(second.id);
      const cancelled = await send('POST', `/api/orders/${second.id}/cancel`, await shopper(), {});
      assert.equal(cancelled.statusCode, 200, cancelled.body);
      assert.deepEqual(
        cancelled.json().refunds.map((r: { method: string; status: string }) => `${r.method}:${r.status}`),
        ['void:succeeded', 'void:succeeded'],
      );
      const [voided] = await rows<{ status: string }>(sql`select status from sandbox_transactions where id = ${Number(ref2)}`);
      assert.equal(voided!.status, 'voided');
      const [o] = await rows<{ status: string; payment: string }>(
        sql`select status, payment_status as payment from orders where id = ${second.id}`,
      );
      assert.deepEqual([o!.status, o!.payment], ['cancelled', 'refunded']);
      // A vendor cancels its own part with a reason (cash on delivery: nothing to refund).
      const third = await placeOrder(ctx.app, [{ productId: a!.productId, quantity: 1 }], 'cash-on-delivery');
      const byVendor = await send('POST', `/api/vendor/orders/${third.id}/cancel`, a!.cookie, { reason: 'Out of stock in this colour' });
      assert.equal(byVendor.statusCode, 200, byVendor.body);
      assert.equal(byVendor.json().status, 'cancelled');
      assert.equal((await send('POST', `/api/vendor/orders/${third.id}/cancel`, b!.cookie, { reason: 'x' })).statusCode, 404);
      const view = (await send('GET', `/api/orders/${third.id}/after-sale`, await shopper())).json();
      assert.deepEqual(view.refunds, []);
      await ledgerIsWhole();
    });
  });
}
