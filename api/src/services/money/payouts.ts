/**
 * Cash-on-delivery remittances, vendors' payout methods and payout runs, each moving money only
 * through ledger entries written in its own transaction (docs/money.md, "Payouts").
 */
import { sql } from 'drizzle-orm';
import { PAYOUT_METHOD_HOLD_HOURS } from '@manzil/shared/contract';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { HttpError } from '../../lib/errors.ts';
import { recordDecision, type AuditActor } from '../../repositories/audit.ts';
import { ACCOUNTS, post, storeAccount, vendorAvailable } from './ledger.ts';
import { maskDestination, type PayoutDestination, type PayoutProvider } from './payout-provider.ts';
import { msg } from '../../i18n/translate.ts';

const egp = (cents: number | string) => Number(cents) / 100;
const piastres = (egpAmount: number) => Math.round(egpAmount * 100);
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Two writers of one vendor's available balance (a payout, a refund) take this lock in turn. */
export const lockVendorBalance = (tx: Database, vendorId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('manzil:vendor-balance'), ${vendorId})`);

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

// ---------------------------------------------------------------- remittances

/** Delivered cash-on-delivery parts no remittance covers yet, oldest first (EGP). */
export async function uncollectedCash(db: Database) {
  const rows = await queryRows<{ orderNumber: string; shopName: string; cash: string; deliveredAt: string }>(
    db,
    sql`select o.order_number as "orderNumber", v.shop_name as "shopName", m.delivered_at as "deliveredAt",
               (select sum(l.gross_cents - l.discount_cents + l.shipping_cents) from order_line_commissions l
                where l.order_id = m.order_id and l.vendor_id = m.vendor_id) as cash
        from order_vendor_money m join orders o on o.id = m.order_id join vendors v on v.id = m.vendor_id
        left join cod_remittance_parts r on r.order_id = m.order_id and r.vendor_id = m.vendor_id
        where o.payment_method = 'cash-on-delivery' and m.delivered_at is not null and m.state <> 'cancelled' and r.order_id is null
        order by m.delivered_at, o.id limit 1000`,
  );
  return rows.map((r) => ({ orderNumber: r.orderNumber, shopName: r.shopName, cash: egp(r.cash), deliveredAt: iso(r.deliveredAt)! }));
}

export interface RemittanceInput {
  courier: string;
  remittedOn: string;
  amount: number;
  orderNumbers: string[];
}

/**
 * Records a courier's remittance: the cash of every delivered COD part of the named orders leaves
 * the courier's receivable, the amount handed over enters the bank, and the difference goes to
 * `cod_differences` (shown, not hidden). 400 for an unknown order or one with nothing delivered in
 * cash; 409 when one of its parts was already remitted (two remittances of one order: one wins).
 */
export async function recordRemittance(db: Database, actor: AuditActor, input: RemittanceInput) {
  const numbers = [...new Set(input.orderNumbers.map((n) => n.trim().toUpperCase()))];
  return db
    .transaction(async (txn) => {
      const tx = txn as unknown as Database;
      const parts = await queryRows<{
        orderId: number;
        orderNumber: string;
        vendorId: number;
        cash: string;
        delivered: boolean;
        method: string;
      }>(
        tx,
        sql`select o.id as "orderId", o.order_number as "orderNumber", o.payment_method as method, m.vendor_id as "vendorId",
                   (m.delivered_at is not null and m.state <> 'cancelled') as delivered,
                   (select sum(l.gross_cents - l.discount_cents + l.shipping_cents) from order_line_commissions l
                    where l.order_id = m.order_id and l.vendor_id = m.vendor_id) as cash
            from orders o join order_vendor_money m on m.order_id = o.id
            where o.order_number = any(${sql.param(numbers)}::text[]) order by o.id, m.vendor_id`,
      );
      const known = new Set(parts.map((p) => p.orderNumber));
      const unknown = numbers.filter((n) => !known.has(n));
      if (unknown.length) throw new HttpError(400, msg('money.unknown_orders', { orders: unknown.join(', ') }), { code: 'unknown_orders' });
      const notCash = [...new Set(parts.filter((p) => p.method !== 'cash-on-delivery').map((p) => p.orderNumber))];
      if (notCash.length)
        throw new HttpError(400, msg('money.not_cash_orders', { orders: notCash.join(', ') }), { code: 'not_cash_orders' });
      const collected = parts.filter((p) => p.delivered);
      const none = numbers.filter((n) => !collected.some((p) => p.orderNumber === n));
      if (none.length)
        throw new HttpError(400, msg('money.nothing_collected', { orders: none.join(', ') }), {
          code: 'nothing_collected',
        });
      const expected = collected.reduce((s, p) => s + Number(p.cash), 0);
      const amount = piastres(input.amount);
      const [remittance] = await queryRows<{ id: number; createdAt: string }>(
        tx,
        sql`insert into cod_remittances (courier, remitted_on, amount_cents, expected_cents, recorded_by, recorded_by_email)
            values (${input.courier}, ${input.remittedOn}, ${amount}, ${expected}, ${actor.userId}, ${actor.email}) returning id, created_at as "createdAt"`,
      );
      const id = Number(remittance!.id);
      await tx.execute(sql`insert into cod_remittance_parts (remittance_id, order_id, vendor_id, cash_cents)
        select ${id}, * from unnest(${sql.param(collected.map((p) => Number(p.orderId)))}::int[], ${sql.param(collected.map((p) => Number(p.vendorId)))}::int[],
                                    ${sql.param(collected.map((p) => Number(p.cash)))}::bigint[])`);
      await post(tx, {
        key: `remittance:${id}`,
        event: 'cod.remitted',
        memo: `${input.courier} remitted ${numbers.length} order(s) on ${input.remittedOn}`,
        actorUserId: actor.userId,
        postings: [
          { account: storeAccount(ACCOUNTS.bank), amountCents: amount },
          { account: storeAccount(ACCOUNTS.courierCash), amountCents: -expected },
          { account: storeAccount(ACCOUNTS.codDifferences), amountCents: expected - amount },
        ],
      });
      await recordDecision(tx, actor, {
        action: 'remittance.record',
        objectType: 'remittance',
        objectId: String(id),
        details: { courier: input.courier, remittedOn: input.remittedOn, amount: input.amount, expected: egp(expected), orders: numbers },
      });
      return id;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error))
        throw new HttpError(409, 'money.already_remitted', {
          code: 'already_remitted',
        });
      throw error;
    });
}

/** The remittances, newest first, with their orders (EGP). */
export async function listRemittances(db: Database, limit = 100) {
  const rows = await queryRows<{
    id: number;
    courier: string;
    remittedOn: string | Date;
    amount: string;
    expected: string;
    recordedBy: string;
    createdAt: string;
    orders: { orderNumber: string; shopName: string; cash: number }[];
  }>(
    db,
    sql`select r.id, r.courier, r.remitted_on::text as "remittedOn", r.amount_cents as amount, r.expected_cents as expected,
               r.recorded_by_email as "recordedBy", r.created_at as "createdAt",
               coalesce((select json_agg(json_build_object('orderNumber', o.order_number, 'shopName', v.shop_name, 'cash', p.cash_cents) order by o.id)
                from cod_remittance_parts p join orders o on o.id = p.order_id join vendors v on v.id = p.vendor_id where p.remittance_id = r.id), '[]') as orders
        from cod_remittances r order by r.id desc limit ${limit}`,
  );
  return rows.map((r) => ({
    _id: String(r.id),
    courier: r.courier,
    remittedOn: String(r.remittedOn),
    amount: egp(r.amount),
    expected: egp(r.expected),
    difference: egp(Number(r.amount) - Number(r.expected)),
    orders: r.orders.map((o) => ({ orderNumber: o.orderNumber, shopName: o.shopName, cash: egp(o.cash) })),
    recordedBy: r.recordedBy,
    createdAt: iso(r.createdAt)!,
  }));
}

// ---------------------------------------------------------------- payout methods

interface MethodRow {
  kind: 'bank' | 'wallet';
  accountName: string;
  iban: string | null;
  walletNumber: string | null;
  changedAt: string;
  heldUntil: string;
}

const destinationOf = (m: MethodRow): PayoutDestination =>
  m.kind === 'bank'
    ? { kind: 'bank', accountName: m.accountName, iban: m.iban! }
    : { kind: 'wallet', accountName: m.accountName, walletNumber: m.walletNumber! };

async function methodRow(db: Database, vendorId: number): Promise<MethodRow | null> {
  const [row] = await queryRows<MethodRow>(
    db,
    sql`select kind, account_name as "accountName", iban, wallet_number as "walletNumber", changed_at as "changedAt", held_until as "heldUntil"
        from payout_methods where vendor_id = ${vendorId}`,
  );
  return row ?? null;
}

/** The vendor's payout method, masked, or null. */
export async function payoutMethod(db: Database, vendorId: number) {
  const row = await methodRow(db, vendorId);
  if (!row) return null;
  return {
    kind: row.kind,
    accountName: row.accountName,
    destination: maskDestination(destinationOf(row)),
    changedAt: iso(row.changedAt)!,
    heldUntil: iso(row.heldUntil)!,
  };
}

/** Sets the vendor's payout method (already validated); payouts to it are held for PAYOUT_METHOD_HOLD_HOURS. */
export async function setPayoutMethod(db: Database, vendorId: number, destination: PayoutDestination, now = new Date()) {
  const heldUntil = new Date(now.getTime() + PAYOUT_METHOD_HOLD_HOURS * 3_600_000).toISOString();
  const iban = destination.kind === 'bank' ? destination.iban : null;
  const wallet = destination.kind === 'wallet' ? destination.walletNumber : null;
  await db.execute(sql`insert into payout_methods (vendor_id, kind, account_name, iban, wallet_number, changed_at, held_until)
    values (${vendorId}, ${destination.kind}, ${destination.accountName}, ${iban}, ${wallet}, ${now.toISOString()}, ${heldUntil})
    on conflict (vendor_id) do update set kind = excluded.kind, account_name = excluded.account_name, iban = excluded.iban,
      wallet_number = excluded.wallet_number, changed_at = excluded.changed_at, held_until = excluded.held_until`);
  return payoutMethod(db, vendorId);
}

// ---------------------------------------------------------------- payout runs

const PAYOUT_SELECT = sql`select p.id, p.run_id as "runId", p.vendor_id as "vendorId", v.shop_name as "shopName", p.amount_cents as amount,
  p.status, p.method->>'masked' as method, p.failure_reason as "failureReason", p.created_at as "createdAt"
  from payouts p join vendors v on v.id = p.vendor_id`;

type PayoutRow = {
  id: number;
  runId: number;
  vendorId: number;
  shopName: string;
  amount: string;
  status: 'held' | 'queued' | 'sent' | 'paid' | 'failed';
  method: string | null;
  failureReason: string | null;
  createdAt: string;
};

const toPayout = (p: PayoutRow) => ({
  _id: String(p.id),
  runId: String(p.runId),
  vendorId: String(p.vendorId),
  shopName: p.shopName,
  amount: egp(p.amount),
  status: p.status,
  method: p.method,
  failureReason: p.failureReason,
  createdAt: iso(p.createdAt)!,
});

/** A run with its payouts (EGP), or null. */
export async function payoutRun(db: Database, runId: number) {
  const [run] = await queryRows<{
    id: number;
    status: 'preview' | 'approved' | 'completed';
    minimum: string;
    createdAt: string;
    approvedAt: string | null;
  }>(
    db,
    sql`select id, status, minimum_cents as minimum, created_at as "createdAt", approved_at as "approvedAt" from payout_runs where id = ${runId}`,
  );
  if (!run) return null;
  const payouts = (await queryRows<PayoutRow>(db, sql`${PAYOUT_SELECT} where p.run_id = ${runId} order by v.shop_name, p.id`)).map(
    toPayout,
  );
  return {
    _id: String(run.id),
    status: run.status,
    minimum: egp(run.minimum),
    total: payouts.filter((p) => p.status !== 'held').reduce((s, p) => s + p.amount, 0),
    payouts,
    createdAt: iso(run.createdAt)!,
    approvedAt: iso(run.approvedAt),
  };
}

/** The runs, newest first (without payouts). */
export async function payoutRuns(db: Database, limit = 50) {
  const rows = await queryRows<{ id: number }>(db, sql`select id from payout_runs order by id desc limit ${limit}`);
  return Promise.all(rows.map(async (r) => (await payoutRun(db, Number(r.id)))!));
}

/** A vendor's payouts, newest first. */
export async function vendorPayouts(db: Database, vendorId: number, limit = 200) {
  return (await queryRows<PayoutRow>(db, sql`${PAYOUT_SELECT} where p.vendor_id = ${vendorId} order by p.id desc limit ${limit}`)).map(
    toPayout,
  );
}

/**
 * Starts a payout run, or answers the one already open (two runs started at once make one
 * batch: a unique index admits one open run). The preview lists every vendor whose available
 * balance is at least `minimumCents`: `queued` to be paid, or `held` (no payout method, or one
 * changed less than PAYOUT_METHOD_HOLD_HOURS ago). Nothing moves until an admin approves it.
 */
export async function startPayoutRun(db: Database, createdBy: string, minimumCents: number, now = new Date()): Promise<number> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const [created] = await queryRows<{ id: number }>(
      tx,
      sql`insert into payout_runs (minimum_cents, created_by_email) values (${minimumCents}, ${createdBy})
          on conflict ((true)) where status in ('preview', 'approved') do nothing returning id`,
    );
    if (!created) {
      const [open] = await queryRows<{ id: number }>(tx, sql`select id from payout_runs where status in ('preview', 'approved')`);
      return Number(open!.id);
    }
    const runId = Number(created.id);
    const balances = await queryRows<{
      vendorId: number;
      available: string;
      kind: string | null;
      accountName: string | null;
      iban: string | null;
      walletNumber: string | null;
      heldUntil: string | null;
    }>(
      tx,
      sql`select a.vendor_id as "vendorId", -sum(p.amount_cents) as available, m.kind, m.account_name as "accountName", m.iban,
                 m.wallet_number as "walletNumber", m.held_until as "heldUntil"
          from ledger_accounts a join ledger_postings p on p.account_id = a.id
          left join payout_methods m on m.vendor_id = a.vendor_id
          where a.code like 'vendor_available:%'
          group by a.vendor_id, m.vendor_id having -sum(p.amount_cents) >= ${minimumCents} and -sum(p.amount_cents) > 0`,
    );
    for (const b of balances) {
      const method = b.kind
        ? destinationOf({
            kind: b.kind as 'bank' | 'wallet',
            accountName: b.accountName!,
            iban: b.iban,
            walletNumber: b.walletNumber,
            changedAt: '',
            heldUntil: b.heldUntil!,
          })
        : null;
      const held = !method || new Date(b.heldUntil!) > now;
      await tx.execute(sql`insert into payouts (run_id, vendor_id, amount_cents, status, method)
        values (${runId}, ${b.vendorId}, ${Number(b.available)}, ${held ? 'held' : 'queued'},
                ${method ? JSON.stringify({ ...method, masked: maskDestination(method) }) : null}::jsonb)`);
    }
    return runId;
  });
}

export interface PayoutOutcome {
  payoutId: number;
  vendorId: number;
  amountCents: number;
  destination: string;
  status: 'paid' | 'failed' | 'sent';
  reason?: string;
}

/**
 * Approves a previewed run and sends its queued payouts through `provider`, one by one: each is
 * first moved from the vendor's available balance to payouts in transit (in a transaction that
 * holds the vendor's balance lock, so a refund cannot race it; a payout larger than what is still
 * available is cut to it, and skipped when nothing is), then sent; a paid payout leaves the bank,
 * a failed one returns to the vendor's available balance. Answers each outcome (the caller tells
 * the vendors). 409 when the run is not a preview.
 */
export async function approvePayoutRun(db: Database, runId: number, actor: AuditActor, provider: PayoutProvider): Promise<PayoutOutcome[]> {
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const [run] = await queryRows<{ id: number }>(
      tx,
      sql`update payout_runs set status = 'approved', approved_at = now(), approved_by_email = ${actor.email}
          where id = ${runId} and status = 'preview' returning id`,
    );
    if (!run) throw new HttpError(409, 'money.run_not_in_preview', { code: 'run_not_in_preview' });
    await recordDecision(tx, actor, { action: 'payout-run.approve', objectType: 'payout-run', objectId: String(runId) });
  });
  const queued = await queryRows<{ id: number; vendorId: number; amount: string; method: PayoutDestination & { masked: string } }>(
    db,
    sql`select id, vendor_id as "vendorId", amount_cents as amount, method from payouts where run_id = ${runId} and status = 'queued' order by id`,
  );
  const outcomes: PayoutOutcome[] = [];
  for (const payout of queued) {
    const id = Number(payout.id);
    const vendorId = Number(payout.vendorId);
    const amountCents = await db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      await lockVendorBalance(tx, vendorId);
      const [row] = await queryRows<{ available: string | null }>(
        tx,
        sql`select -sum(p.amount_cents) as available from ledger_postings p join ledger_accounts a on a.id = p.account_id where a.code = ${vendorAvailable(vendorId).code}`,
      );
      const amount = Math.min(Number(payout.amount), Number(row?.available ?? 0));
      if (amount <= 0) {
        await tx.execute(
          sql`update payouts set status = 'failed', failure_reason = 'The available balance changed before the payout was sent.', updated_at = now() where id = ${id}`,
        );
        return 0;
      }
      await post(tx, {
        key: `payout-sent:${id}`,
        event: 'payout.sent',
        vendorId,
        memo: `Payout ${id} of run ${runId}`,
        actorUserId: actor.userId,
        postings: [
          { account: vendorAvailable(vendorId), amountCents: amount },
          { account: storeAccount(ACCOUNTS.payoutsInTransit), amountCents: -amount },
        ],
      });
      await tx.execute(sql`update payouts set status = 'sent', amount_cents = ${amount}, updated_at = now() where id = ${id}`);
      return amount;
    });
    if (amountCents === 0) continue;
    const result = await provider
      .send({ reference: `manzil-payout-${id}`, amountCents, destination: payout.method })
      .catch((error: unknown) => ({
        status: 'failed' as const,
        providerReference: null,
        reason: error instanceof Error ? error.message : /* i18n: stored with the payout */ 'The payout provider could not be reached.',
      }));
    const settled = await settlePayout(
      db,
      id,
      result.status === 'pending' ? null : result.status,
      result.providerReference,
      'reason' in result ? result.reason : null,
    );
    outcomes.push({
      payoutId: id,
      vendorId,
      amountCents,
      destination: payout.method.masked,
      status: settled,
      ...('reason' in result ? { reason: result.reason } : {}),
    });
  }
  await db.execute(sql`update payout_runs set status = 'completed', completed_at = now()
    where id = ${runId} and not exists (select 1 from payouts where run_id = ${runId} and status in ('queued', 'sent'))`);
  return outcomes;
}

/**
 * Settles a sent payout once: paid → from payouts in transit to the bank; failed → back to the
 * vendor's available balance. `null` (pending at the provider) leaves it sent.
 */
export async function settlePayout(
  db: Database,
  payoutId: number,
  status: 'paid' | 'failed' | null,
  providerReference: string | null,
  reason: string | null,
): Promise<'paid' | 'failed' | 'sent'> {
  if (status === null) {
    await db.execute(sql`update payouts set provider_reference = ${providerReference}, updated_at = now() where id = ${payoutId}`);
    return 'sent';
  }
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const [payout] = await queryRows<{ vendorId: number; amount: string }>(
      tx,
      sql`update payouts set status = ${status}, provider_reference = ${providerReference}, failure_reason = ${reason}, updated_at = now()
          where id = ${payoutId} and status = 'sent' returning vendor_id as "vendorId", amount_cents as amount`,
    );
    if (!payout) return status;
    const amount = Number(payout.amount);
    await post(tx, {
      key: `payout-${status}:${payoutId}`,
      event: `payout.${status}`,
      vendorId: Number(payout.vendorId),
      memo: status === 'paid' ? `Payout ${payoutId} paid (${providerReference})` : `Payout ${payoutId} failed: ${reason}`,
      postings:
        status === 'paid'
          ? [
              { account: storeAccount(ACCOUNTS.payoutsInTransit), amountCents: amount },
              { account: storeAccount(ACCOUNTS.bank), amountCents: -amount },
            ]
          : [
              { account: storeAccount(ACCOUNTS.payoutsInTransit), amountCents: amount },
              { account: vendorAvailable(Number(payout.vendorId)), amountCents: -amount },
            ],
    });
    return status;
  });
}

/**
 * Asks the provider where the sent payouts stand (of run `runId`, or of every run; the oldest
 * first, `limit` at most) and settles those it answers paid or failed, as an approval would have;
 * closes the runs that have nothing left in flight. Answers the outcomes (the caller tells the vendors).
 */
export async function checkSentPayouts(db: Database, provider: PayoutProvider, runId?: number, limit = 200): Promise<PayoutOutcome[]> {
  const sent = await queryRows<{
    id: number;
    vendorId: number;
    amount: string;
    reference: string;
    method: PayoutDestination & { masked: string };
  }>(
    db,
    sql`select id, vendor_id as "vendorId", amount_cents as amount, provider_reference as reference, method from payouts
        where status = 'sent' and provider_reference is not null ${runId === undefined ? sql`` : sql`and run_id = ${runId}`}
        order by updated_at, id limit ${limit}`,
  );
  if (sent.length === 0) return [];
  const answers = await provider.status(sent.map((p) => ({ providerReference: p.reference, kind: p.method.kind })));
  const outcomes: PayoutOutcome[] = [];
  for (const payout of sent) {
    const answer = answers.get(payout.reference);
    if (!answer || answer.status === 'pending') continue;
    const reason = 'reason' in answer ? answer.reason : null;
    const settled = await settlePayout(db, Number(payout.id), answer.status, payout.reference, reason);
    outcomes.push({
      payoutId: Number(payout.id),
      vendorId: Number(payout.vendorId),
      amountCents: Number(payout.amount),
      destination: payout.method.masked,
      status: settled,
      ...(reason ? { reason } : {}),
    });
  }
  await db.execute(sql`update payout_runs r set status = 'completed', completed_at = now()
    where r.status = 'approved' and not exists (select 1 from payouts p where p.run_id = r.id and p.status in ('queued', 'sent'))`);
  return outcomes;
}

/** What a vendor has been paid out (piastres). */
export async function paidOutCents(db: Database, vendorId: number): Promise<number> {
  const [row] = await queryRows<{ total: string | null }>(
    db,
    sql`select sum(amount_cents) as total from payouts where vendor_id = ${vendorId} and status = 'paid'`,
  );
  return Number(row?.total ?? 0);
}
