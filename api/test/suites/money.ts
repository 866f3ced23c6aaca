/**
 * Marketplace money: commissions recorded per line, the ledger's entries for payment, delivery,
 * cancellation and the close of the return window, the database's refusal of unbalanced or
 * edited entries, idempotency, concurrency, and a fast-check property test of random sequences.
 * Runs on PGlite and PostgreSQL, last (it raises stock and places many orders).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { RETURN_WINDOW_DAYS } from '@manzil/shared/contract';
import type { Database } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/client.ts';
import { markOrderPaid } from '../../src/services/payments/checkout.ts';
import { orderPaid, partDelivered, releaseDue, vendorBalances } from '../../src/services/money/events.ts';
import {
  ACCOUNTS,
  balance,
  post,
  storeAccount,
  trialBalance,
  unbalancedEntries,
  vendorAvailable,
} from '../../src/services/money/ledger.ts';
import { DEMO_ADMIN } from '../../src/seed/demo-accounts.ts';
import { HttpError } from '../../src/lib/errors.ts';
import { sandboxPayoutProvider } from '../../src/services/money/payout-provider.ts';
import { approvePayoutRun, recordRemittance, startPayoutRun } from '../../src/services/money/payouts.ts';
import type { TestContext } from '../helpers.ts';
import { deliverPart, placeOrder } from '../money-helpers.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Drizzle wraps the database's error: match its message or its cause's. */
const failsWith = (pattern: RegExp) => (error: unknown) => {
  const e = error as { message?: string; cause?: { message?: string } };
  return pattern.test(`${e.message} ${e.cause?.message ?? ''}`);
};

interface PoolProduct {
  id: number;
  vendorId: number;
  vendorUserId: number;
  categoryId: number;
}

export function moneySuite(ctx: TestContext) {
  const db = () => ctx.app.db as Database;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);

  /** Two listed products from each of `vendors` vendors, with plenty of stock. */
  async function productPool(vendors = 3): Promise<PoolProduct[]> {
    const found = await rows<{ id: number; vendorId: number; vendorUserId: number; categoryId: number }>(sql`
      select id, "vendorId", "vendorUserId", "categoryId" from (
        select p.id, p.vendor_id as "vendorId", v.user_id as "vendorUserId", p.category_id as "categoryId",
               row_number() over (partition by p.vendor_id order by p.id) as n,
               dense_rank() over (order by p.vendor_id) as vn
        from products p join vendors v on v.id = p.vendor_id where p.status) s
      where n <= 2 and vn <= ${vendors} order by id`);
    const ids = found.map((p) => Number(p.id));
    await db().execute(sql`update products set stock = 100000 where id = any(${sql.param(ids)}::int[])`);
    return found.map((p) => ({
      id: Number(p.id),
      vendorId: Number(p.vendorId),
      vendorUserId: Number(p.vendorUserId),
      categoryId: Number(p.categoryId),
    }));
  }

  const place = async (items: { productId: number; quantity: number }[], method: 'card' | 'cash-on-delivery') =>
    (await placeOrder(ctx.app, items, method)).id;
  const deliver = (orderId: number, p: PoolProduct) => deliverPart(ctx.app, orderId, p.vendorId, p.vendorUserId);

  const entries = (orderId: number) =>
    rows<{ key: string; event: string }>(
      sql`select idempotency_key as key, event from journal_entries where order_id = ${orderId} order by id`,
    );

  describe('money: commissions and the ledger', () => {
    it('records each line’s commission from the most specific rule in force, and never rewrites it', async () => {
      const [a, , b] = await productPool(2);
      assert.ok(a && b && a.vendorId !== b.vendorId, 'two vendors');
      // A category rule for b's category, a vendor rule for a's vendor (effective now), and a future one that must not apply.
      const [rule] = await rows<{
        id: number;
      }>(sql`insert into commission_rules (scope, vendor_id, percent_bp, fixed_cents, min_cents, max_cents, effective_from)
        values ('vendor', ${a.vendorId}, 500, 1000, 2000, 500000, now() - interval '1 minute') returning id`);
      await db().execute(sql`insert into commission_rules (scope, category_id, percent_bp, effective_from)
        values ('category', ${b.categoryId}, 1500, now() - interval '1 minute'), ('category', ${b.categoryId}, 9000, now() + interval '1 day')`);
      const orderId = await place(
        [
          { productId: a.id, quantity: 2 },
          { productId: b.id, quantity: 1 },
        ],
        'card',
      );
      const lines =
        await rows<any>(sql`select l.*, i.unit_price, i.quantity from order_line_commissions l join order_items i on i.id = l.order_item_id
        where l.order_id = ${orderId} order by i.position`);
      const gross = (l: any) => Math.round(Number(l.unit_price) * 100) * l.quantity;
      assert.equal(lines.length, 2);
      const [la, lb] = lines;
      assert.equal(la.rule_scope, 'vendor');
      assert.equal(Number(la.rule_id), Number(rule!.id));
      const expectedA = Math.min(Math.max(Math.floor((gross(la) * 500 + 5000) / 10000) + 1000, 2000), 500000);
      assert.equal(Number(la.commission_cents), Math.min(expectedA, gross(la)));
      assert.equal(Number(la.net_cents), gross(la) - Number(la.commission_cents));
      if (b.vendorId !== a.vendorId) {
        assert.equal(lb.rule_scope, 'category');
        assert.equal(Number(lb.commission_cents), Math.floor((gross(lb) * 1500 + 5000) / 10000));
      }
      // A later change of the rules leaves the placed order as it was.
      await db().execute(sql`update commission_rules set percent_bp = 2500 where id = ${rule!.id}`);
      const [after] = await rows<any>(sql`select commission_cents from order_line_commissions where order_item_id = ${la.order_item_id}`);
      assert.equal(Number(after.commission_cents), Number(la.commission_cents));
      await db().execute(sql`delete from commission_rules where scope <> 'default'`);
    });

    it('a card order: paid → pending, delivered, window closed → available; each event posts once', async () => {
      const pool = await productPool(2);
      const [a, , b] = pool;
      const before = { a: await vendorBalances(db(), a!.vendorId), b: await vendorBalances(db(), b!.vendorId) };
      const orderId = await place(
        [
          { productId: a!.id, quantity: 1 },
          { productId: b!.id, quantity: 3 },
        ],
        'card',
      );
      assert.deepEqual(await entries(orderId), [], 'placing an order moves no money');
      const [paidOnce, paidAgain] = await Promise.all([markOrderPaid(db(), orderId, 'gw-1'), markOrderPaid(db(), orderId, 'gw-1')]);
      assert.equal([paidOnce, paidAgain].filter(Boolean).length, 1, 'one of two concurrent confirmations marks it paid');
      await db().transaction(async (tx) => orderPaid(tx as unknown as Database, orderId)); // a replayed event
      assert.deepEqual(
        (await entries(orderId)).map((e) => e.key),
        [`order-paid:${orderId}`],
      );
      const nets = await rows<{ vendorId: number; net: string }>(
        sql`select vendor_id as "vendorId", sum(net_cents) as net from order_line_commissions where order_id = ${orderId} group by vendor_id`,
      );
      const netOf = (vendorId: number) => Number(nets.find((n) => Number(n.vendorId) === vendorId)!.net);
      const [total] = await rows<{ total: string }>(sql`select total from orders where id = ${orderId}`);
      const [gateway] = await rows<{
        sum: string;
      }>(sql`select sum(p.amount_cents) as sum from ledger_postings p join journal_entries e on e.id = p.entry_id
        join ledger_accounts a on a.id = p.account_id where e.order_id = ${orderId} and a.code = 'gateway_clearing'`);
      assert.equal(Number(gateway!.sum), Math.round(Number(total!.total) * 100));
      const paid = await vendorBalances(db(), a!.vendorId);
      assert.equal(paid.pendingCents - before.a.pendingCents, netOf(a!.vendorId));

      await deliver(orderId, a!);
      await deliver(orderId, b!);
      const early = new Date(Date.now() + (RETURN_WINDOW_DAYS - 1) * DAY);
      await releaseDue(db(), early);
      assert.equal((await vendorBalances(db(), a!.vendorId)).availableCents, before.a.availableCents, 'not before the window closes');
      const late = new Date(Date.now() + RETURN_WINDOW_DAYS * DAY + 60_000);
      const [first, second] = await Promise.all([releaseDue(db(), late), releaseDue(db(), late)]);
      assert.ok(first + second >= 2, 'both parts released');
      const released = await vendorBalances(db(), a!.vendorId);
      assert.equal(released.availableCents - before.a.availableCents, netOf(a!.vendorId));
      assert.equal(released.pendingCents, before.a.pendingCents);
      assert.equal((await entries(orderId)).filter((e) => e.event === 'earnings.available').length, 2, 'each part once');
    });

    it('cash on delivery: the courier’s receivable and the pending nets are posted at delivery; a cancelled paid part goes to refunds payable', async () => {
      const [a, , b] = await productPool(2);
      const courierBefore = await balance(db(), ACCOUNTS.courierCash);
      const cod = await place([{ productId: a!.id, quantity: 1 }], 'cash-on-delivery');
      await ctx.app.repos.partner.fulfilment.move(a!.vendorId, cod, a!.vendorUserId, 'confirmed');
      assert.deepEqual(await entries(cod), []);
      await deliver(cod, a!).catch(() => {}); // confirmed already: the first move is refused, the rest go on
      await ctx.app.repos.partner.fulfilment.move(a!.vendorId, cod, a!.vendorUserId, 'shipped', 'TRK-2');
      await ctx.app.repos.partner.fulfilment.move(a!.vendorId, cod, a!.vendorUserId, 'delivered');
      await db().transaction(async (tx) => partDelivered(tx as unknown as Database, cod, a!.vendorId));
      assert.deepEqual(
        (await entries(cod)).map((e) => e.key),
        [`cod-collected:${cod}:${a!.vendorId}`],
      );
      const [codTotal] = await rows<{ total: string }>(sql`select total from orders where id = ${cod}`);
      assert.equal((await balance(db(), ACCOUNTS.courierCash)) - courierBefore, Math.round(Number(codTotal!.total) * 100));

      const refundsBefore = await balance(db(), ACCOUNTS.refundsPayable);
      const card = await place([{ productId: b!.id, quantity: 2 }], 'card');
      await markOrderPaid(db(), card, 'gw-2');
      const pendingBefore = (await vendorBalances(db(), b!.vendorId)).pendingCents;
      await ctx.app.repos.partner.fulfilment.move(b!.vendorId, card, b!.vendorUserId, 'cancelled');
      const [cardTotal] = await rows<{ total: string }>(sql`select total from orders where id = ${card}`);
      assert.equal((await balance(db(), ACCOUNTS.refundsPayable)) - refundsBefore, -Math.round(Number(cardTotal!.total) * 100));
      const [net] = await rows<{ net: string }>(sql`select sum(net_cents) as net from order_line_commissions where order_id = ${card}`);
      assert.equal(pendingBefore - (await vendorBalances(db(), b!.vendorId)).pendingCents, Number(net!.net));
    });

    it('the database refuses an unbalanced entry and any edit or deletion of the ledger', async () => {
      await assert.rejects(
        post(db(), {
          key: `test-unbalanced:${Date.now()}`,
          event: 'test',
          postings: [
            { account: storeAccount(ACCOUNTS.bank), amountCents: 100 },
            { account: storeAccount(ACCOUNTS.gatewayClearing), amountCents: -99 },
          ],
        }),
        failsWith(/does not balance/),
      );
      // Past the application's own check, straight in SQL: refused at commit.
      await assert.rejects(
        db().transaction(async (tx) => {
          const [entry] = await queryRows<{ id: number }>(
            tx as unknown as Database,
            sql`insert into journal_entries (idempotency_key, event) values (${`raw:${Date.now()}`}, 'test') returning id`,
          );
          await tx.execute(sql`insert into ledger_postings (entry_id, account_id, amount_cents)
            select ${entry!.id}, id, 100 from ledger_accounts where code = 'bank'`);
        }),
        failsWith(/does not balance/),
      );
      await assert.rejects(db().execute(sql`update ledger_postings set amount_cents = amount_cents + 1`), failsWith(/append-only/));
      await assert.rejects(db().execute(sql`delete from journal_entries`), failsWith(/append-only/));
      await assert.rejects(db().execute(sql`update journal_entries set memo = 'edited'`), failsWith(/append-only/));
      assert.deepEqual(await unbalancedEntries(db()), []);
    });

    it('random sequences of orders, payments, deliveries, cancellations, window closes, remittances and payouts keep the books (fast-check)', async () => {
      const pool = await productPool(3);
      const vendorIds = [...new Set(pool.map((p) => p.vendorId))];
      const step = fc.oneof(
        fc.record({
          kind: fc.constant('place' as const),
          method: fc.constantFrom('card' as const, 'cash-on-delivery' as const),
          items: fc.uniqueArray(fc.record({ p: fc.nat(pool.length - 1), q: fc.integer({ min: 1, max: 3 }) }), {
            minLength: 1,
            maxLength: 4,
            selector: (i) => i.p,
          }),
        }),
        fc.record({ kind: fc.constant('pay' as const), o: fc.nat() }),
        fc.record({ kind: fc.constant('advance' as const), o: fc.nat(), v: fc.nat() }),
        fc.record({ kind: fc.constant('cancel' as const), o: fc.nat(), v: fc.nat() }),
        fc.record({ kind: fc.constant('close' as const), days: fc.integer({ min: 0, max: 30 }) }),
        fc.record({ kind: fc.constant('replay' as const), o: fc.nat() }),
        fc.record({ kind: fc.constant('remit' as const), o: fc.nat(), short: fc.integer({ min: 0, max: 5_000 }) }),
        fc.record({ kind: fc.constant('payout' as const), failing: fc.nat(2) }),
      );
      const admin = (await ctx.app.repos.users.findByEmail(DEMO_ADMIN.email))!.user;
      const actor = { userId: admin.id, email: admin.email, staffRole: 'admin' };
      const provider = sandboxPayoutProvider(db());
      const NEXT = { placed: 'confirmed', confirmed: 'shipped', shipped: 'delivered' } as const;

      async function checkBooks(orders: number[]) {
        assert.deepEqual(await unbalancedEntries(db()), [], 'every entry sums to zero');
        assert.equal((await trialBalance(db())).totalCents, 0, 'the trial balance sums to zero');
        for (const vendorId of vendorIds) {
          // The vendor's payable equals the nets of their paid, not cancelled parts (no payouts yet).
          const [expected] = await rows<{ pending: string | null; available: string | null }>(sql`
            select sum(l.net_cents) filter (where m.state = 'pending') as pending, sum(l.net_cents) filter (where m.state = 'available') as available
            from order_line_commissions l join order_vendor_money m on m.order_id = l.order_id and m.vendor_id = l.vendor_id
            where l.vendor_id = ${vendorId}`);
          const [payouts] = await rows<{ out: string | null }>(
            sql`select sum(amount_cents) as out from payouts where vendor_id = ${vendorId} and status in ('sent', 'paid')`,
          );
          const got = await vendorBalances(db(), vendorId);
          assert.equal(got.pendingCents, Number(expected!.pending ?? 0), `vendor ${vendorId} pending`);
          assert.equal(
            got.availableCents,
            Number(expected!.available ?? 0) - Number(payouts!.out ?? 0),
            `vendor ${vendorId} available less payouts`,
          );
        }
        if (orders.length === 0) return;
        // Each paid payout left the bank once; each failed one came back once.
        const [payoutEntries] = await rows<{ bad: number }>(sql`
          select count(*)::int as bad from payouts p
          where (select count(*) from journal_entries e where e.idempotency_key = 'payout-paid:' || p.id) <> (case when p.status = 'paid' then 1 else 0 end)
             or (select count(*) from journal_entries e where e.idempotency_key = 'payout-failed:' || p.id) <> (case when p.status = 'failed' and exists
                  (select 1 from journal_entries s where s.idempotency_key = 'payout-sent:' || p.id) then 1 else 0 end)`);
        assert.equal(payoutEntries!.bad, 0, 'payouts settle once');
        // Nothing is paid twice: one payment entry per paid card order, one cash collection per delivered COD part.
        const counts = await rows<{
          orderId: number;
          method: string;
          status: string;
          paid: number;
          collected: number;
          collectedParts: number;
        }>(sql`
          select o.id as "orderId", o.payment_method as method, o.payment_status as status,
                 (select count(*)::int from journal_entries e where e.order_id = o.id and e.event = 'order.paid') as paid,
                 (select count(*)::int from journal_entries e where e.order_id = o.id and e.event = 'cod.collected') as collected,
                 (select count(*)::int from order_vendor_money m where m.order_id = o.id and m.delivered_at is not null and m.state <> 'cancelled') as "collectedParts"
          from orders o where o.id = any(${sql.param(orders)}::int[])`);
        for (const c of counts) {
          if (c.method === 'card') assert.equal(c.paid, c.status === 'paid' ? 1 : 0, `order ${c.orderId} paid once`);
          else assert.equal(c.collected, c.collectedParts, `order ${c.orderId} collected once per delivered part`);
        }
      }

      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
          const orders: number[] = [];
          const vendorsOf = new Map<number, PoolProduct[]>();
          for (const s of steps) {
            if (s.kind === 'place') {
              const items = s.items.map((i) => ({ productId: pool[i.p]!.id, quantity: i.q }));
              const id = await place(items, s.method);
              orders.push(id);
              const byVendor = new Map(s.items.map((i) => [pool[i.p]!.vendorId, pool[i.p]!]));
              vendorsOf.set(id, [...byVendor.values()]);
            } else if (s.kind === 'payout') {
              await db().execute(sql`update payout_runs set status = 'completed' where status in ('preview', 'approved')`);
              for (const [i, vendorId] of vendorIds.entries())
                await db().execute(sql`insert into payout_methods (vendor_id, kind, account_name, wallet_number, changed_at, held_until)
                  values (${vendorId}, 'wallet', 'Shop', ${i === s.failing ? '+201000000000' : '+201012345678'}, now() - interval '5 days', now() - interval '2 days')
                  on conflict (vendor_id) do update set kind = 'wallet', iban = null, wallet_number = excluded.wallet_number, held_until = excluded.held_until`);
              const runId = await startPayoutRun(db(), 'property test', 1);
              await approvePayoutRun(db(), runId, actor, provider);
            } else if (s.kind === 'close') {
              await releaseDue(db(), new Date(Date.now() + s.days * DAY));
            } else if (orders.length > 0) {
              const orderId = orders[s.o % orders.length]!;
              const parts = vendorsOf.get(orderId)!;
              if (s.kind === 'pay') await markOrderPaid(db(), orderId, `gw-${orderId}`);
              else if (s.kind === 'remit') {
                const [o] = await rows<{ number: string; cash: string | null }>(sql`select o.order_number as number,
                  (select sum(l.gross_cents - l.discount_cents + l.shipping_cents) from order_line_commissions l join order_vendor_money m
                   on m.order_id = l.order_id and m.vendor_id = l.vendor_id where l.order_id = o.id and m.delivered_at is not null and m.state <> 'cancelled') as cash
                  from orders o where o.id = ${orderId}`);
                const cash = Number(o!.cash ?? 0);
                await recordRemittance(db(), actor, {
                  courier: 'Bosta',
                  remittedOn: '2026-11-26',
                  amount: Math.max(0, cash - s.short) / 100,
                  orderNumbers: [o!.number],
                }).catch((error: unknown) => {
                  if (!(error instanceof HttpError)) throw error; // not cash, nothing delivered, already remitted
                });
              } else if (s.kind === 'replay') {
                await db().transaction(async (tx) => {
                  const [o] = await queryRows<{ status: string }>(
                    tx as unknown as Database,
                    sql`select payment_status as status from orders where id = ${orderId}`,
                  );
                  if (o!.status === 'paid') await orderPaid(tx as unknown as Database, orderId);
                  for (const p of parts) await partDelivered(tx as unknown as Database, orderId, p.vendorId);
                });
              } else {
                const p = parts[s.v % parts.length]!;
                const [f] = await rows<{ status: keyof typeof NEXT | 'delivered' | 'cancelled' | null }>(
                  sql`select status from order_fulfilments where order_id = ${orderId} and vendor_id = ${p.vendorId}`,
                );
                const from = f?.status ?? 'placed';
                if (s.kind === 'cancel' && (from === 'placed' || from === 'confirmed'))
                  await ctx.app.repos.partner.fulfilment.move(p.vendorId, orderId, p.vendorUserId, 'cancelled');
                if (s.kind === 'advance' && from in NEXT) {
                  const to = NEXT[from as keyof typeof NEXT];
                  await ctx.app.repos.partner.fulfilment.move(
                    p.vendorId,
                    orderId,
                    p.vendorUserId,
                    to,
                    to === 'shipped' ? 'TRK-PBT' : undefined,
                  );
                }
              }
            }
            await checkBooks(orders);
          }
        }),
        { numRuns: Number(process.env.MONEY_PROPERTY_RUNS ?? 12) },
      );
    });

    it('vendor accounts are liabilities and every vendor part reaches exactly one of the states', async () => {
      const [a] = await productPool(1);
      const states = await rows<{ state: string }>(sql`select distinct state from order_vendor_money`);
      for (const s of states) assert.ok(['unpaid', 'pending', 'available', 'cancelled'].includes(s.state));
      const [acct] = await rows<{ kind: string }>(sql`select kind from ledger_accounts where code = ${vendorAvailable(a!.vendorId).code}`);
      if (acct) assert.equal(acct.kind, 'liability');
    });
  });
}
