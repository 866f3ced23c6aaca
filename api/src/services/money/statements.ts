/**
 * What a vendor sees of its money: balances, each line's gross, commission and net, the ledger's
 * movements, and the monthly statement (opening balance + movements = closing balance).
 */
import { sql } from 'drizzle-orm';
import { RETURN_WINDOW_MS, type EarningLine } from '@manzil/shared/contract';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { vendorBalances } from './events.ts';
import { paidOutCents, payoutMethod, vendorPayouts } from './payouts.ts';

const egp = (cents: number | string) => Number(cents) / 100;

/** The vendor's earnings screen: balances (EGP), lines newest first, payouts, payout method. */
export async function vendorEarnings(db: Database, vendorId: number) {
  const balances = await vendorBalances(db, vendorId);
  const rows = await queryRows<{
    orderNumber: string;
    orderDate: string;
    name: string;
    quantity: number;
    gross: string;
    commission: string;
    net: string;
    scope: EarningLine['rule']['scope'];
    percentBp: number | null;
    fixedCents: number | null;
    state: EarningLine['state'];
    deliveredAt: string | null;
  }>(
    db,
    sql`select o.order_number as "orderNumber", o.created_at as "orderDate", i.name, i.quantity, l.gross_cents as gross,
               l.commission_cents as commission, l.net_cents as net, l.rule_scope as scope, l.percent_bp as "percentBp",
               l.fixed_cents as "fixedCents", m.state, m.delivered_at as "deliveredAt"
        from order_line_commissions l join order_items i on i.id = l.order_item_id join orders o on o.id = l.order_id
        join order_vendor_money m on m.order_id = l.order_id and m.vendor_id = l.vendor_id
        where l.vendor_id = ${vendorId} order by o.created_at desc, o.id desc, i.position limit 500`,
  );
  const paid = await paidOutCents(db, vendorId);
  return {
    pending: egp(balances.pendingCents),
    available: egp(balances.availableCents),
    paid: egp(paid),
    owed: egp(balances.pendingCents + balances.availableCents),
    lines: rows.map((r) => ({
      orderNumber: r.orderNumber,
      orderDate: new Date(r.orderDate).toISOString(),
      name: r.name,
      quantity: Number(r.quantity),
      gross: egp(r.gross),
      commission: egp(r.commission),
      rule: {
        scope: r.scope,
        percent: r.percentBp === null ? null : r.percentBp / 100,
        fixedAmount: r.fixedCents === null ? null : r.fixedCents / 100,
      },
      net: egp(r.net),
      state: r.state,
      availableFrom:
        r.deliveredAt && r.state === 'pending' ? new Date(new Date(r.deliveredAt).getTime() + RETURN_WINDOW_MS).toISOString() : null,
    })),
    payouts: await vendorPayouts(db, vendorId),
    payoutMethod: await payoutMethod(db, vendorId),
  };
}

const EVENT_NAMES: Record<string, string> = {
  'order.paid': 'Order paid by card',
  'cod.collected': 'Cash collected on delivery',
  'part.cancelled': 'Order cancelled',
  'earnings.available': 'Return window closed',
  'payout.sent': 'Payout sent',
  'payout.failed': 'Payout failed, money returned',
  'payout.paid': 'Payout paid',
  'refund.due': 'Refund to the shopper (return)',
};

interface Movement {
  at: string;
  event: string;
  memo: string;
  orderNumber: string | null;
  item: string | null;
  /** Credits to the vendor are positive (what Manzil owes it grows). */
  pendingCents: number;
  availableCents: number;
}

async function movements(db: Database, vendorId: number, from?: Date, to?: Date): Promise<Movement[]> {
  const rows = await queryRows<{
    at: string;
    event: string;
    memo: string;
    orderNumber: string | null;
    item: string | null;
    pending: string;
    available: string;
  }>(
    db,
    sql`select e.effective_at as at, e.event, e.memo, o.order_number as "orderNumber", i.name as item,
               coalesce(-sum(p.amount_cents) filter (where a.code = ${`vendor_pending:${vendorId}`}), 0) as pending,
               coalesce(-sum(p.amount_cents) filter (where a.code = ${`vendor_available:${vendorId}`}), 0) as available
        from ledger_postings p join ledger_accounts a on a.id = p.account_id join journal_entries e on e.id = p.entry_id
        left join orders o on o.id = e.order_id left join order_items i on i.id = p.order_item_id
        where a.vendor_id = ${vendorId}
          ${from ? sql`and e.effective_at >= ${from.toISOString()}` : sql``} ${to ? sql`and e.effective_at < ${to.toISOString()}` : sql``}
        group by e.id, o.order_number, i.id, i.name order by e.effective_at, e.id, i.id`,
  );
  return rows.map((r) => ({
    at: new Date(r.at).toISOString(),
    event: r.event,
    memo: r.memo,
    orderNumber: r.orderNumber,
    item: r.item,
    pendingCents: Number(r.pending),
    availableCents: Number(r.available),
  }));
}

/** The vendor's ledger for the admin screen (EGP, running balances), or null for an unknown vendor. */
export async function vendorLedger(db: Database, vendorId: number) {
  const [vendor] = await queryRows<{ shopName: string }>(db, sql`select shop_name as "shopName" from vendors where id = ${vendorId}`);
  if (!vendor) return null;
  let pending = 0;
  let available = 0;
  const entries = (await movements(db, vendorId)).map((m) => {
    pending += m.pendingCents;
    available += m.availableCents;
    return {
      at: m.at,
      event: EVENT_NAMES[m.event] ?? m.event,
      memo: m.item ? `${m.memo} — ${m.item}` : m.memo,
      orderNumber: m.orderNumber,
      pending: m.pendingCents / 100,
      available: m.availableCents / 100,
      balance: (pending + available) / 100,
    };
  });
  return { vendorId: String(vendorId), shopName: vendor.shopName, entries };
}

/**
 * The monthly statement's rows (`month` YYYY-MM, Cairo time): an opening balance, every movement
 * of the month, and a closing balance equal to the opening plus the movements (EGP, two decimals).
 */
export async function statementRows(db: Database, vendorId: number, month: string): Promise<string[][]> {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const start = new Date(`${month}-01T00:00:00+02:00`);
  const end = new Date(`${m === 12 ? y + 1 : y}-${String(m === 12 ? 1 : m + 1).padStart(2, '0')}-01T00:00:00+02:00`);
  const before = await movements(db, vendorId, undefined, start);
  const opening = before.reduce((s, mv) => s + mv.pendingCents + mv.availableCents, 0);
  const during = await movements(db, vendorId, start, end);
  const money = (cents: number) => (cents / 100).toFixed(2);
  let running = opening;
  const rows: string[][] = [['date', 'event', 'order', 'item', 'pending (EGP)', 'available (EGP)', 'amount (EGP)', 'balance (EGP)']];
  rows.push([start.toISOString().slice(0, 10), 'Opening balance', '', '', '', '', '', money(opening)]);
  for (const mv of during) {
    const amount = mv.pendingCents + mv.availableCents;
    running += amount;
    rows.push([
      mv.at.slice(0, 10),
      EVENT_NAMES[mv.event] ?? mv.event,
      mv.orderNumber ?? '',
      mv.item ?? '',
      money(mv.pendingCents),
      money(mv.availableCents),
      money(amount),
      money(running),
    ]);
  }
  rows.push([
    new Date(end.getTime() - 1).toISOString().slice(0, 10),
    'Closing balance',
    '',
    '',
    '',
    '',
    money(running - opening),
    money(running),
  ]);
  return rows;
}
