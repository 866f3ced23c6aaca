/**
 * The business events that move money, each posting its journal entry in the transaction of the
 * event itself (the caller's `tx`). See docs/money.md for every entry.
 *
 * - an order is placed: each line records its commission (no money moves yet);
 * - a card order is paid (the gateway confirms): the gateway owes Manzil the total; each line's
 *   net becomes the vendor's *pending* payable, the commission Manzil's revenue;
 * - a cash-on-delivery part is delivered: the courier collected its cash, so the courier owes it
 *   to Manzil, and the part's nets become pending;
 * - a paid part is cancelled: the above is reversed into refunds payable;
 * - the return window closes (RETURN_WINDOW_DAYS after delivery): pending → available.
 */
import { sql } from 'drizzle-orm';
import { RETURN_WINDOW_MS } from '@manzil/shared/contract';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import type { PartMoneyState } from '../../db/money-schema.ts';
import { allocate, commissionCents, rulesFor } from './commission.ts';
import { ACCOUNTS, post, storeAccount, vendorAvailable, vendorPending, type Posting } from './ledger.ts';

const cents = (egp: number) => Math.round(Number(egp) * 100);

interface LineMoney {
  orderItemId: number;
  vendorId: number;
  grossCents: number;
  discountCents: number;
  shippingCents: number;
  commissionCents: number;
  netCents: number;
}

/** What the shopper pays for a line: gross less its share of the discount, plus its share of shipping. */
const cashOf = (l: LineMoney) => l.grossCents - l.discountCents + l.shippingCents;

async function linesOf(tx: Database, orderId: number, vendorId?: number): Promise<LineMoney[]> {
  const rows = await queryRows<Record<keyof LineMoney, string | number>>(
    tx,
    sql`select order_item_id as "orderItemId", vendor_id as "vendorId", gross_cents as "grossCents", discount_cents as "discountCents",
               shipping_cents as "shippingCents", commission_cents as "commissionCents", net_cents as "netCents"
        from order_line_commissions where order_id = ${orderId} ${vendorId === undefined ? sql`` : sql`and vendor_id = ${vendorId}`}
        order by order_item_id`,
  );
  return rows.map((r) => ({
    orderItemId: Number(r.orderItemId),
    vendorId: Number(r.vendorId),
    grossCents: Number(r.grossCents),
    discountCents: Number(r.discountCents),
    shippingCents: Number(r.shippingCents),
    commissionCents: Number(r.commissionCents),
    netCents: Number(r.netCents),
  }));
}

/** The postings that make a line's money the vendor's (pending) and Manzil's (commission, shipping). */
function earnedPostings(lines: LineMoney[], sign: 1 | -1): Posting[] {
  return lines.flatMap((l) => [
    { account: vendorPending(l.vendorId), amountCents: -sign * l.netCents, orderItemId: l.orderItemId },
    { account: storeAccount(ACCOUNTS.commissionRevenue), amountCents: -sign * l.commissionCents, orderItemId: l.orderItemId },
    { account: storeAccount(ACCOUNTS.shippingRevenue), amountCents: -sign * l.shippingCents, orderItemId: l.orderItemId },
    { account: storeAccount(ACCOUNTS.promotionsExpense), amountCents: sign * l.discountCents, orderItemId: l.orderItemId },
  ]);
}

const sumOf = (lines: LineMoney[], pick: (l: LineMoney) => number) => lines.reduce((s, l) => s + pick(l), 0);

/**
 * Records each line's commission (the rule in force now, most specific first) and its shares of
 * the order's discount and shipping, and opens each vendor's part as `unpaid`. Call it in the
 * transaction that places the order.
 */
export async function recordOrderLines(
  tx: Database,
  order: { id: number; discountCents: number; shippingCents: number },
  items: { id: number; productId: number; unitPrice: number; quantity: number }[],
  at: Date = new Date(),
): Promise<void> {
  if (items.length === 0) return;
  const products = await queryRows<{ id: number; vendorId: number; categoryId: number | null }>(
    tx,
    sql`select id, vendor_id as "vendorId", category_id as "categoryId" from products where id = any(${sql.param(items.map((i) => i.productId))}::int[])`,
  );
  const byId = new Map(
    products.map((p) => [Number(p.id), { vendorId: Number(p.vendorId), categoryId: p.categoryId === null ? null : Number(p.categoryId) }]),
  );
  const placed = items.map((item) => ({ item, product: byId.get(item.productId)!, grossCents: cents(item.unitPrice) * item.quantity }));
  const rules = await rulesFor(
    tx,
    placed.map((p) => p.product),
    at,
  );
  const discounts = allocate(
    order.discountCents,
    placed.map((p) => p.grossCents),
  );
  const shipping = allocate(
    order.shippingCents,
    placed.map((p) => p.grossCents),
  );
  const rows = placed.map((p, i) => {
    const rule = rules.get(`${p.product.vendorId}:${p.product.categoryId}`) ?? null;
    const commission = rule ? commissionCents(rule, p.grossCents) : 0;
    return {
      orderItemId: p.item.id,
      vendorId: p.product.vendorId,
      categoryId: p.product.categoryId,
      grossCents: p.grossCents,
      discountCents: discounts[i]!,
      shippingCents: shipping[i]!,
      commissionCents: commission,
      netCents: p.grossCents - commission,
      rule,
    };
  });
  const col = <T>(pick: (r: (typeof rows)[number]) => T) => sql.param(rows.map(pick));
  await tx.execute(sql`
    insert into order_line_commissions (order_item_id, order_id, vendor_id, category_id, gross_cents, discount_cents, shipping_cents,
                                        commission_cents, net_cents, rule_id, rule_scope, percent_bp, fixed_cents, min_cents, max_cents)
    select w.item_id, ${order.id}, w.vendor_id, w.category_id, w.gross, w.discount, w.shipping, w.commission, w.net,
           w.rule_id, w.rule_scope, w.percent_bp, w.fixed_cents, w.min_cents, w.max_cents
    from unnest(${col((r) => r.orderItemId)}::int[], ${col((r) => r.vendorId)}::int[], ${col((r) => r.categoryId)}::int[],
                ${col((r) => r.grossCents)}::bigint[], ${col((r) => r.discountCents)}::bigint[], ${col((r) => r.shippingCents)}::bigint[],
                ${col((r) => r.commissionCents)}::bigint[], ${col((r) => r.netCents)}::bigint[], ${col((r) => r.rule?.id ?? null)}::int[],
                ${col((r) => r.rule?.scope ?? null)}::text[], ${col((r) => r.rule?.percentBp ?? null)}::int[],
                ${col((r) => r.rule?.fixedCents ?? null)}::int[], ${col((r) => r.rule?.minCents ?? null)}::int[],
                ${col((r) => r.rule?.maxCents ?? null)}::int[])
      as w(item_id, vendor_id, category_id, gross, discount, shipping, commission, net, rule_id, rule_scope, percent_bp, fixed_cents, min_cents, max_cents)`);
  const vendorIds = [...new Set(rows.map((r) => r.vendorId))];
  await tx.execute(sql`
    insert into order_vendor_money (order_id, vendor_id) select ${order.id}, v from unnest(${sql.param(vendorIds)}::int[]) as v
    on conflict do nothing`);
}

async function parts(tx: Database, orderId: number): Promise<Map<number, PartMoneyState>> {
  const rows = await queryRows<{ vendorId: number; state: PartMoneyState }>(
    tx,
    sql`select vendor_id as "vendorId", state from order_vendor_money where order_id = ${orderId} order by vendor_id for update`,
  );
  return new Map(rows.map((r) => [Number(r.vendorId), r.state]));
}

/**
 * A card order's payment was confirmed by the gateway: the gateway owes Manzil what the shopper
 * paid; each part's nets become its vendor's pending payable (a part its vendor cancelled before
 * the payment arrived goes to refunds payable instead). Posts once per order.
 */
export async function orderPaid(tx: Database, orderId: number, at: Date = new Date()): Promise<void> {
  const states = await parts(tx, orderId);
  const lines = await linesOf(tx, orderId);
  if (lines.length === 0) return;
  const live = lines.filter((l) => states.get(l.vendorId) !== 'cancelled');
  const cancelled = lines.filter((l) => states.get(l.vendorId) === 'cancelled');
  await post(tx, {
    key: `order-paid:${orderId}`,
    event: 'order.paid',
    orderId,
    memo: 'Card payment confirmed by the gateway',
    effectiveAt: at,
    postings: [
      { account: storeAccount(ACCOUNTS.gatewayClearing), amountCents: sumOf(lines, cashOf) },
      ...earnedPostings(live, 1),
      { account: storeAccount(ACCOUNTS.refundsPayable), amountCents: -sumOf(cancelled, cashOf) },
    ],
  });
  await tx.execute(sql`update order_vendor_money set state = 'pending', paid_at = ${at.toISOString()}
                       where order_id = ${orderId} and state = 'unpaid'`);
}

/**
 * A vendor delivered its part of an order (in the transaction of the status move). Starts the
 * return window; for cash on delivery the courier now holds the part's cash, which is recorded
 * as the courier's receivable and makes the part's nets pending.
 */
export async function partDelivered(tx: Database, orderId: number, vendorId: number, at: Date = new Date()): Promise<void> {
  const [order] = await queryRows<{ paymentMethod: string; delivered: boolean }>(
    tx,
    sql`select o.payment_method as "paymentMethod", coalesce(f.status = 'delivered', false) as delivered
        from orders o left join order_fulfilments f on f.order_id = o.id and f.vendor_id = ${vendorId} where o.id = ${orderId}`,
  );
  const states = await parts(tx, orderId);
  const state = states.get(vendorId);
  // Only a part its vendor has marked delivered: a replayed or early call moves nothing.
  if (!order?.delivered || state === undefined || state === 'cancelled') return;
  if (order.paymentMethod === 'cash-on-delivery' && state === 'unpaid') {
    const lines = await linesOf(tx, orderId, vendorId);
    await post(tx, {
      key: `cod-collected:${orderId}:${vendorId}`,
      event: 'cod.collected',
      orderId,
      vendorId,
      memo: 'Cash collected by the courier on delivery',
      effectiveAt: at,
      postings: [{ account: storeAccount(ACCOUNTS.courierCash), amountCents: sumOf(lines, cashOf) }, ...earnedPostings(lines, 1)],
    });
    await tx.execute(sql`update order_vendor_money set state = 'pending', paid_at = ${at.toISOString()}, delivered_at = ${at.toISOString()}
                         where order_id = ${orderId} and vendor_id = ${vendorId}`);
    return;
  }
  await tx.execute(sql`update order_vendor_money set delivered_at = coalesce(delivered_at, ${at.toISOString()})
                       where order_id = ${orderId} and vendor_id = ${vendorId}`);
}

/**
 * A vendor cancelled its part before shipping. A paid part's nets, commission and shipping are
 * reversed and what the shopper paid for it becomes refunds payable (the refund itself is the
 * gateway's). An unpaid part just closes.
 */
export async function partCancelled(tx: Database, orderId: number, vendorId: number, at: Date = new Date()): Promise<void> {
  const states = await parts(tx, orderId);
  const state = states.get(vendorId);
  if (state === undefined || state === 'cancelled') return;
  if (state === 'pending') {
    const lines = await linesOf(tx, orderId, vendorId);
    await post(tx, {
      key: `part-cancelled:${orderId}:${vendorId}`,
      event: 'part.cancelled',
      orderId,
      vendorId,
      memo: 'Paid part cancelled by the vendor before shipping: refund due',
      effectiveAt: at,
      postings: [...earnedPostings(lines, -1), { account: storeAccount(ACCOUNTS.refundsPayable), amountCents: -sumOf(lines, cashOf) }],
    });
  }
  await tx.execute(sql`update order_vendor_money set state = 'cancelled', cancelled_at = ${at.toISOString()}
                       where order_id = ${orderId} and vendor_id = ${vendorId}`);
}

/** An unpaid order was cancelled as a whole (declined card): its parts close, nothing posts. */
export async function orderCancelledUnpaid(tx: Database, orderId: number, at: Date = new Date()): Promise<void> {
  await tx.execute(sql`update order_vendor_money set state = 'cancelled', cancelled_at = ${at.toISOString()}
                       where order_id = ${orderId} and state = 'unpaid'`);
}

/**
 * Makes available every pending part delivered at least RETURN_WINDOW_DAYS before `asOf`: its
 * nets move from the vendor's pending payable to the available one, one transaction per part.
 * Answers how many parts moved. Safe to run from several processes at once.
 */
export async function releaseDue(db: Database, asOf: Date = new Date(), limit = 10_000): Promise<number> {
  const cutoff = new Date(asOf.getTime() - RETURN_WINDOW_MS).toISOString();
  const due = await queryRows<{ orderId: number; vendorId: number }>(
    db,
    sql`select order_id as "orderId", vendor_id as "vendorId" from order_vendor_money
        where state = 'pending' and delivered_at <= ${cutoff} order by delivered_at limit ${limit}`,
  );
  let moved = 0;
  for (const part of due) {
    const orderId = Number(part.orderId);
    const vendorId = Number(part.vendorId);
    const done = await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      const claimed = await queryRows<{ one: number }>(
        t,
        sql`update order_vendor_money set state = 'available', available_at = ${asOf.toISOString()}
            where order_id = ${orderId} and vendor_id = ${vendorId} and state = 'pending' returning 1 as one`,
      );
      if (claimed.length === 0) return false;
      const lines = await linesOf(t, orderId, vendorId);
      // Units refunded while the part was pending already left the vendor's pending balance.
      const refunded = await queryRows<{ orderItemId: number; net: string }>(
        t,
        sql`select ru.order_item_id as "orderItemId", sum(ru.net_cents) as net from refund_units ru
            join order_line_commissions l on l.order_item_id = ru.order_item_id
            where l.order_id = ${orderId} and l.vendor_id = ${vendorId} and ru.from_state = 'pending' group by ru.order_item_id`,
      );
      const less = new Map(refunded.map((r) => [Number(r.orderItemId), Number(r.net)]));
      for (const l of lines) l.netCents -= less.get(l.orderItemId) ?? 0;
      await post(t, {
        key: `available:${orderId}:${vendorId}`,
        event: 'earnings.available',
        orderId,
        vendorId,
        memo: 'Return window closed',
        effectiveAt: asOf,
        postings: lines.flatMap((l) => [
          { account: vendorPending(vendorId), amountCents: l.netCents, orderItemId: l.orderItemId },
          { account: vendorAvailable(vendorId), amountCents: -l.netCents, orderItemId: l.orderItemId },
        ]),
      });
      return true;
    });
    if (done) moved += 1;
  }
  return moved;
}

/** A vendor's balances (piastres, what Manzil owes the vendor): pending, available, and both. */
export async function vendorBalances(db: Database, vendorId: number): Promise<{ pendingCents: number; availableCents: number }> {
  const rows = await queryRows<{ code: string; total: string | number }>(
    db,
    sql`select a.code, coalesce(-sum(p.amount_cents), 0) as total from ledger_accounts a left join ledger_postings p on p.account_id = a.id
        where a.code = any(${sql.param([vendorPending(vendorId).code, vendorAvailable(vendorId).code])}::text[]) group by a.code`,
  );
  const get = (code: string) => Number(rows.find((r) => r.code === code)?.total ?? 0);
  return { pendingCents: get(vendorPending(vendorId).code), availableCents: get(vendorAvailable(vendorId).code) };
}
