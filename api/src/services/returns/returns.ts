/**
 * After the sale (docs/returns.md): cancelling a part before it ships, return requests with the
 * vendor's answer and support's final decision, receiving, and refunds — each money movement a
 * ledger entry in the transaction that causes it (docs/money.md "Refunds"). The rules come from
 * `RETURN_RULES` / `returnPaths` of `@manzil/shared/contract`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  RETURN_REASONS,
  RETURN_RULES,
  returnPaths,
  type OrderAfterSale,
  type Refund,
  type RefundDestination,
  type ReturnPath,
  type ReturnReason,
  type ReturnRequest,
  type ReturnStatus,
  type UnitCondition,
} from '@manzil/shared/contract';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { msg } from '../../i18n/translate.ts';
import { allocate } from '../money/commission.ts';
import { ACCOUNTS, post, storeAccount, vendorAvailable, vendorPending, type Posting } from '../money/ledger.ts';
import { lockVendorBalance } from '../money/payouts.ts';
import { maskDestination } from '../money/payout-provider.ts';
import { GatewayError } from '../payments/gateway.ts';
import { recordDecision, type AuditActor } from '../../repositories/audit.ts';
import { afterSaleEmail, type AfterSaleEvent } from '../../emails/returns.ts';
import { storeUrl } from '../partner/decisions.ts';
import type { Locale } from '../../lib/locale.ts';

const HOUR = 3_600_000;
const egp = (cents: number | string) => Number(cents) / 100;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};
const tx$ = (t: unknown) => t as Database;

export const RETURN_NOT_FOUND = 'returns.not_found';
const ORDER_NOT_FOUND = 'order.not_found_yours';

// ------------------------------------------------------------------ money of units

interface LineRow {
  orderItemId: number;
  vendorId: number;
  name: string;
  unitPriceCents: number;
  quantity: number;
  grossCents: number;
  discountCents: number;
  shippingCents: number;
  commissionCents: number;
  madeToOrder: boolean;
}

async function orderLines(db: Database, orderId: number): Promise<LineRow[]> {
  const rows = await queryRows<Record<string, string | number | boolean>>(
    db,
    sql`select i.id as "orderItemId", l.vendor_id as "vendorId", i.name, round(i.unit_price * 100) as "unitPriceCents", i.quantity,
               l.gross_cents as "grossCents", l.discount_cents as "discountCents", l.shipping_cents as "shippingCents",
               l.commission_cents as "commissionCents", coalesce(p.made_to_order, false) as "madeToOrder"
        from order_items i join order_line_commissions l on l.order_item_id = i.id left join products p on p.id = i.product_id
        where i.order_id = ${orderId} order by i.position`,
  );
  return rows.map((r) => ({
    orderItemId: Number(r.orderItemId),
    vendorId: Number(r.vendorId),
    name: String(r.name),
    unitPriceCents: Number(r.unitPriceCents),
    quantity: Number(r.quantity),
    grossCents: Number(r.grossCents),
    discountCents: Number(r.discountCents),
    shippingCents: Number(r.shippingCents),
    commissionCents: Number(r.commissionCents),
    madeToOrder: r.madeToOrder === true || r.madeToOrder === 't',
  }));
}

/** One unit's share of its line's figures: each figure split evenly over the units, the odd piastres to the first ones. */
function unitShare(line: LineRow, unitNo: number) {
  const share = (total: number) => allocate(total, Array<number>(line.quantity).fill(1))[unitNo - 1]!;
  const gross = share(line.grossCents);
  const commission = share(line.commissionCents);
  return { gross, discount: share(line.discountCents), shipping: share(line.shippingCents), commission, net: gross - commission };
}

// ------------------------------------------------------------------ reading

interface ReturnRow {
  id: number;
  orderId: number;
  orderNumber: string;
  vendorId: number;
  userId: number;
  shopName: string;
  path: ReturnPath;
  reason: ReturnReason;
  note: string | null;
  photos: string[];
  status: ReturnStatus;
  refundDestination: RefundDestination | null;
  pickupDate: string | Date | null;
  rejectReason: string | null;
  respondBy: string | Date;
  escalatedAt: string | Date | null;
  decidedBy: number | null;
  decisionNote: string | null;
  createdAt: string | Date;
}

const RETURN_COLUMNS = sql`r.id, r.order_id as "orderId", o.order_number as "orderNumber", r.vendor_id as "vendorId", r.user_id as "userId",
  v.shop_name as "shopName", r.path, r.reason, r.note, r.photos::text[] as photos, r.status, r.refund_destination as "refundDestination",
  to_char(r.pickup_date, 'YYYY-MM-DD') as "pickupDate", r.reject_reason as "rejectReason", r.respond_by as "respondBy",
  r.escalated_at as "escalatedAt", r.decided_by as "decidedBy", r.decision_note as "decisionNote", r.created_at as "createdAt"`;

async function returnRows(db: Database, where: ReturnType<typeof sql>, lock = false): Promise<ReturnRow[]> {
  const rows = await queryRows<ReturnRow>(
    db,
    sql`select ${RETURN_COLUMNS} from return_requests r join orders o on o.id = r.order_id join vendors v on v.id = r.vendor_id
        where ${where} order by r.created_at desc, r.id desc ${lock ? sql`for update of r` : sql``}`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), orderId: Number(r.orderId), vendorId: Number(r.vendorId), userId: Number(r.userId) }));
}

function refundOf(r: Record<string, unknown>): Refund {
  return {
    _id: String(r.id),
    kind: r.kind as Refund['kind'],
    method: r.method as Refund['method'],
    amount: egp(r.amountCents as string),
    status: r.status as Refund['status'],
    createdAt: iso(r.createdAt as string)!,
    completedAt: iso((r.completedAt as string | null) ?? null),
  };
}

const REFUND_COLUMNS = sql`id, kind, method, amount_cents as "amountCents", status, created_at as "createdAt", completed_at as "completedAt",
  return_id as "returnId", order_id as "orderId", vendor_id as "vendorId"`;

/** The shapes of return requests, with their lines, unit conditions and refund. */
async function present(db: Database, rows: ReturnRow[]): Promise<ReturnRequest[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const units = await queryRows<{
    returnId: number;
    lineId: number;
    name: string;
    unitPrice: string;
    unitNo: number;
    condition: UnitCondition | null;
  }>(
    db,
    sql`select u.return_id as "returnId", u.order_item_id as "lineId", i.name, i.unit_price as "unitPrice", u.unit_no as "unitNo", u.condition
        from return_units u join order_items i on i.id = u.order_item_id
        where u.return_id = any(${sql.param(ids)}::int[]) order by i.position, u.unit_no`,
  );
  const refunds = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${REFUND_COLUMNS} from refunds where return_id = any(${sql.param(ids)}::int[])`,
  );
  return rows.map((r) => {
    const mine = units.filter((u) => Number(u.returnId) === r.id);
    const lines = [...new Set(mine.map((u) => Number(u.lineId)))].map((lineId) => {
      const of = mine.filter((u) => Number(u.lineId) === lineId);
      return {
        lineId: String(lineId),
        name: of[0]!.name,
        quantity: of.length,
        unitPrice: Number(of[0]!.unitPrice),
        conditions: of.map((u) => u.condition),
      };
    });
    const refund = refunds.find((f) => Number(f.returnId) === r.id);
    return {
      _id: String(r.id),
      orderId: String(r.orderId),
      orderNumber: r.orderNumber,
      shopName: r.shopName,
      path: r.path,
      reason: r.reason,
      note: r.note,
      status: r.status,
      lines,
      photos: (r.photos ?? []).map((p) => `/api/returns/${r.id}/photos/${p}`),
      pickupDate: r.pickupDate ? String(r.pickupDate) : null,
      rejectReason: r.rejectReason,
      respondBy: iso(r.respondBy)!,
      escalated: r.escalatedAt !== null,
      decisionNote: r.decisionNote,
      refund: refund ? refundOf(refund) : null,
      createdAt: iso(r.createdAt)!,
    };
  });
}

interface OrderRow {
  id: number;
  orderNumber: string;
  userId: number;
  email: string;
  locale: Locale;
  firstName: string;
  paymentMethod: string;
  paymentStatus: string;
  paymentReference: string | null;
}

async function orderOf(db: Database, orderId: number): Promise<OrderRow | null> {
  const [o] = await queryRows<OrderRow>(
    db,
    sql`select o.id, o.order_number as "orderNumber", o.user_id as "userId", o.email, o.locale, u.first_name as "firstName",
               o.payment_method as "paymentMethod", o.payment_status as "paymentStatus", o.payment_reference as "paymentReference"
        from orders o join users u on u.id = o.user_id where o.id = ${orderId}`,
  );
  return o ? { ...o, id: Number(o.id), userId: Number(o.userId) } : null;
}

/** An order by id (a vendor's route checks ownership through the vendor's lines first). */
export const orderById = orderOf;

/** The shopper's order, or 404 (another shopper's order is not told apart from a missing one). */
export async function ownOrder(db: Database, userId: number, orderId: number): Promise<OrderRow> {
  const order = await orderOf(db, orderId);
  if (!order || order.userId !== userId) throw notFound(ORDER_NOT_FOUND, 'order_not_found');
  return order;
}

interface PartRow {
  vendorId: number;
  shopName: string;
  status: string;
  deliveredAt: string | Date | null;
  moneyState: string | null;
}

async function partsOf(db: Database, orderId: number): Promise<PartRow[]> {
  const rows = await queryRows<PartRow>(
    db,
    sql`select v.id as "vendorId", v.shop_name as "shopName", coalesce(f.status, 'placed') as status,
               coalesce(m.delivered_at, (select max(e.created_at) from order_status_events e
                 where e.order_id = ${orderId} and e.vendor_id = v.id and e.status = 'delivered')) as "deliveredAt",
               m.state as "moneyState"
        from (select distinct l.vendor_id from order_line_commissions l where l.order_id = ${orderId}) p
        join vendors v on v.id = p.vendor_id
        left join order_fulfilments f on f.order_id = ${orderId} and f.vendor_id = v.id
        left join order_vendor_money m on m.order_id = ${orderId} and m.vendor_id = v.id
        order by v.id`,
  );
  return rows.map((r) => ({ ...r, vendorId: Number(r.vendorId) }));
}

/** Units of each line already in a return that is not closed (so not askable again). */
async function unitsTaken(db: Database, orderId: number): Promise<Map<number, Set<number>>> {
  const rows = await queryRows<{ lineId: number; unitNo: number }>(
    db,
    sql`select u.order_item_id as "lineId", u.unit_no as "unitNo" from return_units u join return_requests r on r.id = u.return_id
        where r.order_id = ${orderId} and r.status <> 'closed'
        union select ru.order_item_id, ru.unit_no from refund_units ru join order_items i on i.id = ru.order_item_id where i.order_id = ${orderId}`,
  );
  const map = new Map<number, Set<number>>();
  for (const r of rows) {
    const set = map.get(Number(r.lineId)) ?? new Set<number>();
    set.add(Number(r.unitNo));
    map.set(Number(r.lineId), set);
  }
  return map;
}

/** `OrderAfterSale`: each part (cancellable? delivered when? which return paths per line, and why), the returns and refunds. */
export async function afterSale(db: Database, order: OrderRow, now = new Date()): Promise<OrderAfterSale> {
  const parts = await partsOf(db, order.id);
  const lines = await orderLines(db, order.id);
  const taken = await unitsTaken(db, order.id);
  const returns = await present(db, await returnRows(db, sql`r.order_id = ${order.id}`));
  const refunds = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${REFUND_COLUMNS} from refunds where order_id = ${order.id} order by id`,
  );
  return {
    paymentMethod: order.paymentMethod,
    parts: parts.map((p) => ({
      vendorId: String(p.vendorId),
      shopName: p.shopName,
      status: p.status,
      cancellable: p.status === 'placed' || p.status === 'confirmed',
      deliveredAt: iso(p.deliveredAt),
      lines: lines
        .filter((l) => l.vendorId === p.vendorId)
        .map((l) => ({
          lineId: String(l.orderItemId),
          name: l.name,
          quantity: l.quantity,
          returnable: p.status === 'delivered' ? l.quantity - (taken.get(l.orderItemId)?.size ?? 0) : 0,
          madeToOrder: l.madeToOrder,
          paths: returnPaths(p.status === 'delivered' ? p.deliveredAt : null, l.madeToOrder, now),
        })),
    })),
    returns,
    refunds: refunds.map(refundOf),
  };
}

// ------------------------------------------------------------------ telling people

interface Audience {
  order: OrderRow;
  vendorId: number;
  /** Whom to tell: both unless said. */
  only?: 'shopper' | 'vendor';
}

/**
 * Tells the shopper (e-mail in the order's language) and the vendor (a notification, and an
 * e-mail in the vendor's language) about one step. A failed e-mail never undoes the step.
 */
export async function tell(app: FastifyInstance, request: FastifyRequest | undefined, who: Audience, event: AfterSaleEvent) {
  const [shop] = await queryRows<{ email: string; shopName: string; locale: Locale }>(
    app.db,
    sql`select u.email, v.shop_name as "shopName", v.locale from vendors v join users u on u.id = v.user_id where v.id = ${who.vendorId}`,
  );
  if (!shop) return;
  const origin = storeUrl(request);
  const common = { orderNumber: who.order.orderNumber, shopName: shop.shopName, event };
  const mails = [];
  if (who.only !== 'vendor')
    mails.push(
      afterSaleEmail({
        ...common,
        to: who.order.email,
        locale: who.order.locale,
        audience: 'shopper',
        name: who.order.firstName,
        link: `${origin}/account/orders`,
      }),
    );
  if (who.only !== 'shopper') {
    mails.push(
      afterSaleEmail({
        ...common,
        to: shop.email,
        locale: shop.locale,
        audience: 'vendor',
        name: shop.shopName,
        link: `${origin}/orderDetail/${who.order.id}`,
      }),
    );
    const kind =
      event.kind === 'cancelled'
        ? 'order_cancelled'
        : event.kind === 'return_requested'
          ? 'return_requested'
          : event.kind === 'return_escalated'
            ? 'return_escalated'
            : event.kind === 'refund_made'
              ? 'refund_made'
              : event.kind === 'return_decided'
                ? 'return_decided'
                : null;
    if (kind) {
      const payload: Record<string, unknown> = { orderId: String(who.order.id), orderNumber: who.order.orderNumber };
      if ('amount' in event) payload.amount = `EGP ${event.amount.toFixed(2)}`;
      if (event.kind === 'cancelled') payload.by = event.by;
      if (event.kind === 'return_decided') payload.accepted = event.accepted;
      await app.repos.partner.notifications.add(app.db, who.vendorId, kind, payload);
    }
  }
  for (const mail of mails)
    await app.mailer
      .send(mail)
      .catch((error: unknown) => app.log.error({ err: error, orderNumber: who.order.orderNumber }, 'could not e-mail an after-sale step'));
}

/** Keeps the language the vendor uses the vendor area in, for its e-mails. */
export const rememberVendorLocale = (db: Database, vendorId: number, locale: Locale) =>
  db.execute(sql`update vendors set locale = ${locale} where id = ${vendorId} and locale <> ${locale}`);

// ------------------------------------------------------------------ refunds

/** The order's payment is `refunded` once nothing of it is left unrefunded. */
const settlePaymentStatus = (tx: Database, orderId: number) =>
  tx.execute(sql`update orders set payment_status = 'refunded' where id = ${orderId} and payment_status = 'paid'
    and (select coalesce(sum(amount_cents), 0) from refunds where order_id = ${orderId} and status = 'succeeded') >= round(total * 100)`);

/** Moves a refund's money: gateway void/refund or a transfer; then `succeeded` (posting `refund-paid`) or `failed`. */
async function payRefund(app: FastifyInstance, refundId: number): Promise<'succeeded' | 'failed'> {
  const [r] = await queryRows<{
    id: number;
    orderId: number;
    vendorId: number;
    method: string;
    amountCents: string;
    returnId: number | null;
  }>(
    app.db,
    sql`select id, order_id as "orderId", vendor_id as "vendorId", method, amount_cents as "amountCents", return_id as "returnId" from refunds where id = ${refundId}`,
  );
  if (!r) throw notFound(RETURN_NOT_FOUND);
  const order = (await orderOf(app.db, Number(r.orderId)))!;
  const amount = Number(r.amountCents);
  let method = r.method;
  let reference: string | null = null;
  let failure: string | null = null;
  try {
    if (method === 'void' || method === 'card_refund') {
      if (!order.paymentReference) throw new GatewayError('gateway.refund_not_possible', 'refund_not_possible');
      if (method === 'void') {
        try {
          await app.payments.gateway.void(order.paymentReference);
        } catch (error) {
          if (!(error instanceof GatewayError) || error.code !== 'void_not_possible') throw error;
          method = 'card_refund'; // too late to void: refund instead
        }
      }
      if (method === 'card_refund') await app.payments.gateway.refund(order.paymentReference, amount);
      reference = order.paymentReference;
    } else if (method === 'transfer') {
      const [dest] = await queryRows<{ d: RefundDestination | null }>(
        app.db,
        sql`select refund_destination as d from return_requests where id = ${r.returnId}`,
      );
      const destination = dest?.d;
      if (!destination) throw new Error('refund destination missing');
      const result = await app.money.provider.send({ reference: `refund-${refundId}`, amountCents: amount, destination });
      if (result.status === 'failed') failure = result.reason;
      reference = result.providerReference;
    }
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
    app.log.error({ err: error, refundId }, 'refund could not be sent');
  }
  const done = await app.db.transaction(async (t) => {
    const tx = tx$(t);
    if (failure !== null) {
      await tx.execute(
        sql`update refunds set status = 'failed', failure_reason = ${failure}, method = ${method} where id = ${refundId} and status = 'pending'`,
      );
      return 'failed' as const;
    }
    const moved = await queryRows<{ id: number }>(
      tx,
      sql`update refunds set status = 'succeeded', completed_at = now(), provider_reference = ${reference}, method = ${method}, failure_reason = null
          where id = ${refundId} and status = 'pending' returning id`,
    );
    if (moved.length && amount > 0)
      await post(tx, {
        key: `refund-paid:${refundId}`,
        event: 'refund.paid',
        orderId: order.id,
        vendorId: Number(r.vendorId),
        memo:
          method === 'transfer'
            ? 'Refund transferred to the shopper'
            : method === 'void'
              ? 'Card payment voided'
              : 'Card refund through the gateway',
        postings: [
          { account: storeAccount(ACCOUNTS.refundsPayable), amountCents: amount },
          { account: storeAccount(method === 'transfer' ? ACCOUNTS.bank : ACCOUNTS.gatewayClearing), amountCents: -amount },
        ],
      });
    await settlePaymentStatus(tx, order.id);
    return 'succeeded' as const;
  });
  await tell(
    app,
    undefined,
    { order, vendorId: Number(r.vendorId) },
    done === 'succeeded' ? { kind: 'refund_made', amount: egp(amount), method } : { kind: 'refund_failed', amount: egp(amount) },
  );
  return done;
}

/**
 * After a part was cancelled: a paid card part is refunded — voided when the whole payment is
 * being cancelled and nothing of it was refunded yet, else refunded for the part's amount; an
 * unpaid or cash-on-delivery part has nothing to refund. One refund per part (its units' keys).
 * Answers the refund's amount in EGP, or null.
 */
export async function refundCancelledPart(app: FastifyInstance, orderId: number, vendorId: number): Promise<number | null> {
  const order = (await orderOf(app.db, orderId))!;
  if (order.paymentMethod !== 'card' || (order.paymentStatus !== 'paid' && order.paymentStatus !== 'refunded')) return null;
  const lines = (await orderLines(app.db, orderId)).filter((l) => l.vendorId === vendorId);
  const amount = lines.reduce((s, l) => s + l.grossCents - l.discountCents + l.shippingCents, 0);
  let refundId: number;
  try {
    refundId = await app.db.transaction(async (t) => {
      const tx = tx$(t);
      const parts = await partsOf(tx, orderId);
      const whole = parts.every((p) => p.status === 'cancelled');
      // A void takes back the whole payment: only when every part is cancelled and nothing was refunded otherwise.
      const [earlier] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from refunds where order_id = ${orderId} and method not in ('none', 'void')`,
      );
      const method = whole && Number(earlier?.n ?? 0) === 0 ? 'void' : 'card_refund';
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`insert into refunds (order_id, vendor_id, kind, method, amount_cents) values (${orderId}, ${vendorId}, 'cancellation', ${method}, ${amount}) returning id`,
      );
      const id = Number(row!.id);
      await insertRefundUnits(tx, id, lines, 'pending');
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null; // already refunded
    throw error;
  }
  // Several parts cancelled at once each void: the first voids the whole payment, the others then find nothing to void.
  const [others] = await queryRows<{ n: number }>(
    app.db,
    sql`select count(*)::int as n from refunds where order_id = ${orderId} and method = 'void' and status = 'succeeded' and id <> ${refundId}`,
  );
  if (Number(others?.n ?? 0) > 0) {
    await app.db.transaction(async (t) => {
      const tx = tx$(t);
      const moved = await queryRows<{ id: number }>(
        tx,
        sql`update refunds set status = 'succeeded', completed_at = now(), method = 'void' where id = ${refundId} and status = 'pending' returning id`,
      );
      if (moved.length && amount > 0)
        await post(tx, {
          key: `refund-paid:${refundId}`,
          event: 'refund.paid',
          orderId,
          vendorId,
          memo: 'Card payment voided',
          postings: [
            { account: storeAccount(ACCOUNTS.refundsPayable), amountCents: amount },
            { account: storeAccount(ACCOUNTS.gatewayClearing), amountCents: -amount },
          ],
        });
      await settlePaymentStatus(tx, orderId);
    });
  } else {
    await payRefund(app, refundId);
  }
  return egp(amount);
}

async function insertRefundUnits(tx: Database, refundId: number, lines: LineRow[], fromState: string, only?: Map<number, number[]>) {
  const rows: { lineId: number; unitNo: number; net: number }[] = [];
  for (const l of lines) {
    const units = only ? (only.get(l.orderItemId) ?? []) : Array.from({ length: l.quantity }, (_, i) => i + 1);
    for (const u of units) rows.push({ lineId: l.orderItemId, unitNo: u, net: unitShare(l, u).net });
  }
  if (rows.length === 0) return;
  await tx.execute(sql`insert into refund_units (order_item_id, unit_no, refund_id, net_cents, from_state)
    select w.line, w.unit, ${refundId}, w.net, ${fromState}
    from unnest(${sql.param(rows.map((r) => r.lineId))}::int[], ${sql.param(rows.map((r) => r.unitNo))}::int[], ${sql.param(rows.map((r) => r.net))}::bigint[])
      as w(line, unit, net)`);
}

/**
 * Refunds a return's units: in one transaction holding the return's row and the vendor's balance
 * lock, writes the refund and one `refund_units` row per unit (their key refuses a second refund
 * of a unit, even from a concurrent call: 409 `already_refunded`) and posts `refund-due` —
 * reversing each unit's net (from the vendor's pending balance, or available: negative = the
 * vendor owes Manzil when it was already paid out), its commission and discount share, and for
 * a defect its shipping share — into refunds payable. Then pays it (payRefund).
 */
export async function refundReturn(app: FastifyInstance, returnId: number): Promise<'succeeded' | 'failed'> {
  let refundId: number;
  try {
    refundId = await app.db.transaction(async (t) => {
      const tx = tx$(t);
      const [r] = await returnRows(tx, sql`r.id = ${returnId}`, true);
      if (!r) throw notFound(RETURN_NOT_FOUND);
      const [existing] = await queryRows<{ id: number }>(tx, sql`select id from refunds where return_id = ${returnId}`);
      if (existing) throw new HttpError(409, 'returns.already_refunded', { code: 'already_refunded' });
      const defectWithoutPickup = r.status === 'approved' && r.pickupDate === null && r.path === 'defect';
      if (r.status !== 'received' && !defectWithoutPickup)
        throw new HttpError(409, msg('returns.invalid_state', { status: r.status }), { code: 'invalid_state' });
      await lockVendorBalance(tx, r.vendorId);
      const order = (await orderOf(tx, r.orderId))!;
      const [part] = await queryRows<{ state: string }>(
        tx,
        sql`select state from order_vendor_money where order_id = ${r.orderId} and vendor_id = ${r.vendorId} for update`,
      );
      const state = part?.state ?? 'unpaid';
      const units = await queryRows<{ lineId: number; unitNo: number }>(
        tx,
        sql`select order_item_id as "lineId", unit_no as "unitNo" from return_units where return_id = ${returnId} order by 1, 2`,
      );
      const byLine = new Map<number, number[]>();
      for (const u of units) byLine.set(Number(u.lineId), [...(byLine.get(Number(u.lineId)) ?? []), Number(u.unitNo)]);
      const lines = (await orderLines(tx, r.orderId)).filter((l) => byLine.has(l.orderItemId));
      const withShipping = r.path === 'defect';
      const postings: Posting[] = [];
      let amount = 0;
      const vendorAccount = state === 'available' ? vendorAvailable(r.vendorId) : vendorPending(r.vendorId);
      for (const l of lines)
        for (const u of byLine.get(l.orderItemId)!) {
          const s = unitShare(l, u);
          const cash = s.gross - s.discount + (withShipping ? s.shipping : 0);
          amount += cash;
          postings.push(
            { account: vendorAccount, amountCents: s.net, orderItemId: l.orderItemId },
            { account: storeAccount(ACCOUNTS.commissionRevenue), amountCents: s.commission, orderItemId: l.orderItemId },
            { account: storeAccount(ACCOUNTS.promotionsExpense), amountCents: -s.discount, orderItemId: l.orderItemId },
            { account: storeAccount(ACCOUNTS.shippingRevenue), amountCents: withShipping ? s.shipping : 0, orderItemId: l.orderItemId },
            { account: storeAccount(ACCOUNTS.refundsPayable), amountCents: -cash, orderItemId: l.orderItemId },
          );
        }
      const paid = state !== 'unpaid' && state !== 'cancelled';
      const method = !paid ? 'none' : order.paymentMethod === 'card' ? 'card_refund' : 'transfer';
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`insert into refunds (order_id, vendor_id, return_id, kind, method, amount_cents, status)
            values (${r.orderId}, ${r.vendorId}, ${returnId}, 'return', ${method}, ${paid ? amount : 0}, ${paid ? 'pending' : 'succeeded'}) returning id`,
      );
      const id = Number(row!.id);
      await insertRefundUnits(tx, id, lines, state === 'available' ? 'available' : state === 'pending' ? 'pending' : 'unpaid', byLine);
      if (paid)
        await post(tx, {
          key: `refund-due:${id}`,
          event: 'refund.due',
          orderId: r.orderId,
          vendorId: r.vendorId,
          memo: `Return ${returnId}: ${units.length} unit(s) refunded${withShipping ? ' with shipping (defect)' : ''}`,
          postings,
        });
      await tx.execute(sql`update return_requests set status = 'refunded', updated_at = now() where id = ${returnId}`);
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, 'returns.already_refunded', { code: 'already_refunded' });
    throw error;
  }
  const [row] = await queryRows<{ status: string }>(app.db, sql`select status from refunds where id = ${refundId}`);
  if (row?.status === 'succeeded') return 'succeeded';
  return payRefund(app, refundId);
}

/** Sends a failed refund again (support). 409 unless it failed; two calls at once: one sends it. */
export async function retryRefund(app: FastifyInstance, refundId: number) {
  const claimed = await queryRows<{ id: number }>(
    app.db,
    sql`update refunds set status = 'pending' where id = ${refundId} and status = 'failed' returning id`,
  );
  if (claimed.length === 0) throw new HttpError(409, 'returns.refund_not_retryable', { code: 'refund_not_retryable' });
  return payRefund(app, refundId);
}

// ------------------------------------------------------------------ cancelling

/**
 * Cancels parts of an order before they ship (the shopper: the whole order or one vendor's part;
 * the vendor: its own part, with a reason). Each part moves to `cancelled` through the
 * fulfilment (stock back, ledger reversed in the same transaction), then its refund is made and
 * both sides are told. 409 `not_cancellable` when a chosen part has shipped.
 */
export async function cancelParts(
  app: FastifyInstance,
  request: FastifyRequest,
  order: OrderRow,
  vendorIds: number[],
  by: { kind: 'shopper' | 'vendor'; userId: number; reason?: string },
) {
  const parts = await partsOf(app.db, order.id);
  const chosen = parts.filter((p) => vendorIds.includes(p.vendorId));
  if (chosen.some((p) => p.status !== 'placed' && p.status !== 'confirmed'))
    throw new HttpError(409, 'order.not_cancellable', { code: 'not_cancellable' });
  for (const p of chosen) {
    await app.repos.partner.fulfilment.move(p.vendorId, order.id, by.userId, 'cancelled');
    if (by.reason)
      await app.db.execute(
        sql`update order_fulfilments set cancel_reason = ${by.reason} where order_id = ${order.id} and vendor_id = ${p.vendorId}`,
      );
  }
  for (const p of chosen) {
    const refund = await refundCancelledPart(app, order.id, p.vendorId);
    await tell(app, request, { order, vendorId: p.vendorId }, { kind: 'cancelled', by: by.kind, reason: by.reason ?? null, refund });
  }
}

/** The shopper cancels the whole order (every part not yet cancelled) or one vendor's part. */
export async function shopperCancel(app: FastifyInstance, request: FastifyRequest, userId: number, orderId: number, vendorId?: number) {
  const order = await ownOrder(app.db, userId, orderId);
  const parts = await partsOf(app.db, orderId);
  const open = parts.filter((p) => p.status !== 'cancelled');
  let ids: number[];
  if (vendorId !== undefined) {
    const part = parts.find((p) => p.vendorId === vendorId);
    if (!part) throw new HttpError(400, 'order.part_unknown', { code: 'part_unknown' });
    if (part.status === 'cancelled') throw new HttpError(409, 'order.nothing_to_cancel', { code: 'nothing_to_cancel' });
    ids = [vendorId];
  } else {
    if (open.length === 0) throw new HttpError(409, 'order.nothing_to_cancel', { code: 'nothing_to_cancel' });
    ids = open.map((p) => p.vendorId);
  }
  await cancelParts(app, request, order, ids, { kind: 'shopper', userId });
  return afterSale(app.db, order);
}

// ------------------------------------------------------------------ return requests

export interface NewReturn {
  lines: { lineId: string; quantity: number }[];
  reason: ReturnReason;
  note?: string | undefined;
  photos: string[];
  refundTo?: RefundDestination | undefined;
}

/**
 * The shopper asks for a return (one shop's lines). Checks the lines are the order's and one
 * shop's, the part delivered, the path open (`returnPaths`: window from the recorded delivery;
 * made to order → defect only), the units not already in a return, the photos the shopper's own,
 * and for cash on delivery where the refund goes. Holds the order's row so two requests at once
 * cannot claim the same units. Answers the request.
 */
export async function requestReturn(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number,
  orderId: number,
  input: NewReturn,
  destination: RefundDestination | null,
  now = new Date(),
): Promise<ReturnRequest> {
  const order = await ownOrder(app.db, userId, orderId);
  const path: ReturnPath = RETURN_REASONS[input.reason];
  const result = await app.db.transaction(async (t) => {
    const tx = tx$(t);
    await tx.execute(sql`select id from orders where id = ${orderId} for update`);
    const lines = await orderLines(tx, orderId);
    const asked = input.lines.map((l) => ({ line: lines.find((x) => x.orderItemId === Number(l.lineId)), quantity: l.quantity }));
    if (asked.some((a) => !a.line)) throw new HttpError(400, 'returns.line_unknown', { code: 'line_unknown' });
    const vendorIds = new Set(asked.map((a) => a.line!.vendorId));
    if (vendorIds.size !== 1) throw new HttpError(400, 'returns.one_shop', { code: 'one_shop' });
    const vendorId = [...vendorIds][0]!;
    const part = (await partsOf(tx, orderId)).find((p) => p.vendorId === vendorId)!;
    if (part.status !== 'delivered') throw new HttpError(409, 'returns.not_delivered', { code: 'not_delivered' });
    for (const a of asked) {
      const verdict = returnPaths(part.deliveredAt, a.line!.madeToOrder, now)[path];
      if (verdict === 'made_to_order') throw new HttpError(409, 'returns.made_to_order', { code: 'made_to_order' });
      if (verdict !== 'open')
        throw new HttpError(
          409,
          msg('returns.window_closed', { days: path === 'defect' ? RETURN_RULES.defectDays : RETURN_RULES.changeOfMindDays }),
          { code: 'window_closed' },
        );
    }
    const taken = await unitsTaken(tx, orderId);
    const units: { lineId: number; unitNo: number }[] = [];
    for (const a of asked) {
      const used = taken.get(a.line!.orderItemId) ?? new Set<number>();
      const free = Array.from({ length: a.line!.quantity }, (_, i) => i + 1).filter((u) => !used.has(u));
      if (a.quantity > free.length)
        throw new HttpError(409, msg('returns.too_many_units', { left: free.length, name: a.line!.name }), { code: 'too_many_units' });
      for (const u of free.slice(0, a.quantity)) {
        units.push({ lineId: a.line!.orderItemId, unitNo: u });
        used.add(u); // a line named twice in one request takes other units the second time
      }
      taken.set(a.line!.orderItemId, used);
    }
    if (input.photos.length) {
      const owned = await queryRows<{ id: string }>(
        tx,
        sql`select id from uploads where id = any(${sql.param(input.photos)}::text[]) and owner_user_id = ${userId}`,
      );
      if (owned.length !== new Set(input.photos).size) throw new HttpError(400, 'returns.photo_unknown', { code: 'photo_unknown' });
    }
    if (order.paymentMethod === 'cash-on-delivery' && !destination)
      throw new HttpError(400, 'returns.refund_destination_needed', { code: 'refund_destination_needed' });
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into return_requests (order_id, vendor_id, user_id, path, reason, note, photos, refund_destination, respond_by)
          values (${orderId}, ${vendorId}, ${userId}, ${path}, ${input.reason}, ${input.note ?? null}, ${sql.param(input.photos)}::text[],
                  ${destination ? JSON.stringify(destination) : null}::jsonb, ${new Date(now.getTime() + RETURN_RULES.vendorAnswerHours * HOUR).toISOString()})
          returning id`,
    );
    const id = Number(row!.id);
    await tx.execute(sql`insert into return_units (return_id, order_item_id, unit_no)
      select ${id}, * from unnest(${sql.param(units.map((u) => u.lineId))}::int[], ${sql.param(units.map((u) => u.unitNo))}::int[])`);
    return { id, vendorId, items: asked.map((a) => `${a.quantity} × ${a.line!.name}`).join(', ') };
  });
  await tell(app, request, { order, vendorId: result.vendorId }, { kind: 'return_requested', path, items: result.items });
  return (await present(app.db, await returnRows(app.db, sql`r.id = ${result.id}`)))[0]!;
}

/** A return as its shopper sees it, or 404 (another shopper's return is not told apart from a missing one). */
export async function shopperReturn(db: Database, userId: number, orderId: number, returnId: number) {
  const [r] = await returnRows(db, sql`r.id = ${returnId} and r.order_id = ${orderId} and r.user_id = ${userId}`);
  if (!r) throw notFound(RETURN_NOT_FOUND, 'return_not_found');
  return r;
}

/**
 * The shopper asks support to decide: a rejection they dispute, or a request the vendor left
 * unanswered past its 48 hours. Not after support decided (final). 409 otherwise.
 */
export async function escalate(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number,
  orderId: number,
  returnId: number,
  now = new Date(),
) {
  const r = await shopperReturn(app.db, userId, orderId, returnId);
  const overdue = r.status === 'requested' && new Date(r.respondBy).getTime() < now.getTime();
  if (r.decidedBy !== null || !(r.status === 'rejected' || overdue))
    throw new HttpError(409, msg('returns.cannot_escalate', { hours: RETURN_RULES.vendorAnswerHours }), { code: 'cannot_escalate' });
  const moved = await queryRows<{ id: number }>(
    app.db,
    sql`update return_requests set status = 'escalated', escalated_at = now(), updated_at = now()
        where id = ${returnId} and status = ${r.status} returning id`,
  );
  if (moved.length === 0)
    throw new HttpError(409, msg('returns.cannot_escalate', { hours: RETURN_RULES.vendorAnswerHours }), { code: 'cannot_escalate' });
  const order = (await orderOf(app.db, orderId))!;
  await tell(app, request, { order, vendorId: r.vendorId }, { kind: 'return_escalated' });
  return (await present(app.db, await returnRows(app.db, sql`r.id = ${returnId}`)))[0]!;
}

/** The vendor's returns, newest first. */
export async function vendorReturns(db: Database, vendorId: number) {
  return present(db, await returnRows(db, sql`r.vendor_id = ${vendorId}`));
}

/** Moves a return from one of `from` to `to` with `set`, holding its row; 404 another vendor's, 409 a wrong state. */
async function moveReturn(
  db: Database,
  returnId: number,
  scope: { vendorId: number } | 'support',
  from: ReturnStatus[],
  apply: (tx: Database, r: ReturnRow) => Promise<void>,
) {
  return db.transaction(async (t) => {
    const tx = tx$(t);
    const [r] = await returnRows(
      tx,
      scope === 'support' ? sql`r.id = ${returnId}` : sql`r.id = ${returnId} and r.vendor_id = ${scope.vendorId}`,
      true,
    );
    if (!r) throw notFound(RETURN_NOT_FOUND, 'return_not_found');
    if (!from.includes(r.status)) throw new HttpError(409, msg('returns.invalid_state', { status: r.status }), { code: 'invalid_state' });
    await apply(tx, r);
    return r;
  });
}

const checkPickup = (date: string, now: Date) => {
  if (date < now.toISOString().slice(0, 10)) throw new HttpError(400, 'returns.pickup_past', { code: 'pickup_past' });
};

/** The vendor approves a request with a pickup date (today or later). */
export async function vendorApprove(app: FastifyInstance, request: FastifyRequest, vendorId: number, returnId: number, pickupDate: string) {
  checkPickup(pickupDate, new Date());
  const r = await moveReturn(app.db, returnId, { vendorId }, ['requested'], (tx, row) =>
    tx
      .execute(sql`update return_requests set status = 'approved', pickup_date = ${pickupDate}, updated_at = now() where id = ${row.id}`)
      .then(() => {}),
  );
  await tell(app, request, { order: (await orderOf(app.db, r.orderId))!, vendorId }, { kind: 'return_approved', pickupDate });
  return (await present(app.db, await returnRows(app.db, sql`r.id = ${returnId}`)))[0]!;
}

/** The vendor rejects a request with a reason; the shopper may dispute it (support decides). */
export async function vendorReject(app: FastifyInstance, request: FastifyRequest, vendorId: number, returnId: number, reason: string) {
  const r = await moveReturn(app.db, returnId, { vendorId }, ['requested'], (tx, row) =>
    tx
      .execute(sql`update return_requests set status = 'rejected', reject_reason = ${reason}, updated_at = now() where id = ${row.id}`)
      .then(() => {}),
  );
  await tell(app, request, { order: (await orderOf(app.db, r.orderId))!, vendorId }, { kind: 'return_rejected', reason });
  return (await present(app.db, await returnRows(app.db, sql`r.id = ${returnId}`)))[0]!;
}

/**
 * The vendor received an approved return: one condition per unit; resellable units go back to
 * stock. Then the refund is made (refundReturn).
 */
export async function vendorReceive(
  app: FastifyInstance,
  request: FastifyRequest,
  vendorId: number,
  returnId: number,
  lines: { lineId: string; conditions: UnitCondition[] }[],
) {
  const r = await moveReturn(app.db, returnId, { vendorId }, ['approved'], async (tx, row) => {
    const units = await queryRows<{ lineId: number; unitNo: number; name: string; productId: number }>(
      tx,
      sql`select u.order_item_id as "lineId", u.unit_no as "unitNo", i.name, i.product_id as "productId"
          from return_units u join order_items i on i.id = u.order_item_id where u.return_id = ${row.id} order by 1, 2`,
    );
    const lineIds = [...new Set(units.map((u) => Number(u.lineId)))];
    for (const lineId of lineIds) {
      const of = units.filter((u) => Number(u.lineId) === lineId);
      const given = lines.find((l) => Number(l.lineId) === lineId);
      if (!given || given.conditions.length !== of.length)
        throw new HttpError(400, msg('returns.conditions_count', { name: of[0]!.name, count: of.length }), { code: 'conditions_count' });
      for (const [i, u] of of.entries())
        await tx.execute(
          sql`update return_units set condition = ${given.conditions[i]!} where return_id = ${row.id} and order_item_id = ${lineId} and unit_no = ${u.unitNo}`,
        );
      const back = given.conditions.filter((c) => c === 'resellable').length;
      if (back > 0) await tx.execute(sql`update products set stock = stock + ${back} where id = ${of[0]!.productId}`);
    }
    if (lines.some((l) => !lineIds.includes(Number(l.lineId)))) throw new HttpError(400, 'returns.line_unknown', { code: 'line_unknown' });
    await tx.execute(sql`update return_requests set status = 'received', updated_at = now() where id = ${row.id}`);
  });
  const order = (await orderOf(app.db, r.orderId))!;
  await tell(app, request, { order, vendorId }, { kind: 'return_received' });
  await refundReturn(app, returnId);
  return (await present(app.db, await returnRows(app.db, sql`r.id = ${returnId}`)))[0]!;
}

/** Support's queue: escalated requests and requests left unanswered past their 48 hours, oldest first. */
export async function supportQueue(db: Database, now = new Date()) {
  const rows = await returnRows(db, sql`(r.status = 'escalated' or (r.status = 'requested' and r.respond_by < ${now.toISOString()}))`);
  return present(db, rows.reverse());
}

/** Every return (support's full list), newest first, 200 at most. */
export async function allReturns(db: Database) {
  return present(db, (await returnRows(db, sql`true`)).slice(0, 200));
}

/**
 * Support decides an escalated (or overdue) request; final and audited. `accept` with a pickup
 * date → approved (the vendor receives it, then the refund); without one, only for a defect →
 * refunded at once. `refuse` → closed.
 */
export async function supportDecide(
  app: FastifyInstance,
  request: FastifyRequest,
  actor: AuditActor,
  returnId: number,
  input: { decision: 'accept' | 'refuse'; pickupDate?: string | undefined; note: string },
  now = new Date(),
) {
  if (input.pickupDate) checkPickup(input.pickupDate, now);
  const r = await moveReturn(app.db, returnId, 'support', ['escalated', 'requested', 'rejected'], async (tx, row) => {
    if (row.status === 'requested' && new Date(row.respondBy).getTime() >= now.getTime())
      throw new HttpError(409, msg('returns.invalid_state', { status: row.status }), { code: 'invalid_state' });
    if (input.decision === 'accept' && !input.pickupDate && row.path !== 'defect')
      throw new HttpError(400, 'returns.pickup_needed', { code: 'pickup_needed' });
    const status = input.decision === 'refuse' ? 'closed' : 'approved';
    await tx.execute(sql`update return_requests set status = ${status}, pickup_date = ${input.pickupDate ?? null}, decided_by = ${actor.userId},
      decision_note = ${input.note}, escalated_at = coalesce(escalated_at, now()), updated_at = now() where id = ${row.id}`);
    await recordDecision(tx, actor, {
      action: input.decision === 'accept' ? 'return.accept' : 'return.refuse',
      objectType: 'return',
      objectId: String(row.id),
      reason: input.note,
      details: { from: row.status, pickupDate: input.pickupDate ?? null, orderNumber: row.orderNumber },
    });
  });
  const order = (await orderOf(app.db, r.orderId))!;
  await tell(
    app,
    request,
    { order, vendorId: r.vendorId },
    { kind: 'return_decided', accepted: input.decision === 'accept', note: input.note },
  );
  if (input.decision === 'accept' && !input.pickupDate) await refundReturn(app, returnId);
  return (await present(app.db, await returnRows(app.db, sql`r.id = ${returnId}`)))[0]!;
}

/** Who may see a return's photo: its shopper, its vendor, or staff with the returns permission. */
export async function returnForPhoto(db: Database, returnId: number, uploadId: string) {
  const [row] = await queryRows<{ userId: number; vendorId: number; key: string; contentType: string }>(
    db,
    sql`select r.user_id as "userId", r.vendor_id as "vendorId", u.storage_key as key, u.content_type as "contentType"
        from return_requests r join uploads u on u.id = ${uploadId} and u.id = any(r.photos) where r.id = ${returnId}`,
  );
  return row ? { ...row, userId: Number(row.userId), vendorId: Number(row.vendorId) } : null;
}

export { maskDestination };
