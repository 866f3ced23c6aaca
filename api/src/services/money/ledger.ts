/**
 * The double-entry ledger: accounts, and `post`, which writes one journal entry with its
 * postings inside the caller's transaction. Amounts are integer piastres; a posting is a debit
 * when positive and a credit when negative, and an entry's postings sum to zero (checked here,
 * and again by the database at commit). An entry is named by its business event's idempotency
 * key: posting the same event twice posts nothing the second time.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import type { AccountKind } from '../../db/money-schema.ts';

/** The store's own accounts (seeded by migrations/0009_reference_data.sql). */
export const ACCOUNTS = {
  gatewayClearing: 'gateway_clearing',
  courierCash: 'courier_cash',
  bank: 'bank',
  payoutsInTransit: 'payouts_in_transit',
  refundsPayable: 'refunds_payable',
  commissionRevenue: 'commission_revenue',
  shippingRevenue: 'shipping_revenue',
  promotionsExpense: 'promotions_expense',
  codDifferences: 'cod_differences',
} as const;

/** An account by code; a vendor's accounts are created the first time they are posted to. */
export interface AccountRef {
  code: string;
  kind: AccountKind;
  name: string;
  vendorId?: number;
}

const STORE_KINDS: Record<string, AccountKind> = {
  gateway_clearing: 'asset',
  courier_cash: 'asset',
  bank: 'asset',
  payouts_in_transit: 'liability',
  refunds_payable: 'liability',
  commission_revenue: 'revenue',
  shipping_revenue: 'revenue',
  promotions_expense: 'expense',
  cod_differences: 'expense',
};

/** One of the store's accounts. */
export const storeAccount = (code: (typeof ACCOUNTS)[keyof typeof ACCOUNTS]): AccountRef => ({
  code,
  kind: STORE_KINDS[code]!,
  name: code,
});

/** What Manzil owes a vendor for paid lines whose return window is still open. */
export const vendorPending = (vendorId: number): AccountRef => ({
  code: `vendor_pending:${vendorId}`,
  kind: 'liability',
  name: `Vendor ${vendorId} payable, pending`,
  vendorId,
});

/** What Manzil owes a vendor and may pay out (negative: what the vendor owes Manzil). */
export const vendorAvailable = (vendorId: number): AccountRef => ({
  code: `vendor_available:${vendorId}`,
  kind: 'liability',
  name: `Vendor ${vendorId} payable, available`,
  vendorId,
});

export interface Posting {
  account: AccountRef;
  /** Piastres: debit > 0, credit < 0. Zero postings are dropped. */
  amountCents: number;
  /** The order line it is for, when it is for one (statements show lines). */
  orderItemId?: number | null;
}

export interface NewEntry {
  /** Names the business event, e.g. `order-paid:42`; an entry with this key posts once. */
  key: string;
  /** e.g. `order.paid`, `cod.collected`, `earnings.available`. */
  event: string;
  orderId?: number | null;
  vendorId?: number | null;
  memo?: string;
  actorUserId?: number | null;
  effectiveAt?: Date;
  postings: Posting[];
}

export class UnbalancedEntryError extends Error {
  constructor(key: string, sum: number) {
    super(`journal entry ${key} does not balance: its postings sum to ${sum} piastres`);
    this.name = 'UnbalancedEntryError';
  }
}

/** The ids of `accounts`, creating the missing ones (one statement). */
async function accountIds(tx: Database, accounts: AccountRef[]): Promise<Map<string, number>> {
  const unique = [...new Map(accounts.map((a) => [a.code, a])).values()];
  // `do update` (a no-op write) rather than `do nothing`, so an account another transaction is
  // creating at this moment is returned too, once that transaction commits.
  const rows = await queryRows<{ id: number; code: string }>(
    tx,
    sql`insert into ledger_accounts (code, kind, name, vendor_id)
        select * from unnest(${sql.param(unique.map((a) => a.code))}::text[], ${sql.param(unique.map((a) => a.kind))}::text[],
                             ${sql.param(unique.map((a) => a.name))}::text[], ${sql.param(unique.map((a) => a.vendorId ?? null))}::int[])
        on conflict (code) do update set code = excluded.code
        returning id, code`,
  );
  return new Map(rows.map((r) => [r.code, Number(r.id)]));
}

/**
 * Writes the entry and its postings in `tx` (the transaction of the event that causes it).
 * Answers the entry's id, or null when an entry with that key already exists (nothing is
 * written). Throws `UnbalancedEntryError` when the postings do not sum to zero.
 */
export async function post(tx: Database, entry: NewEntry): Promise<number | null> {
  const postings = entry.postings.filter((p) => p.amountCents !== 0);
  for (const p of postings) if (!Number.isSafeInteger(p.amountCents)) throw new Error(`posting of ${p.amountCents}: not whole piastres`);
  const sum = postings.reduce((total, p) => total + p.amountCents, 0);
  if (sum !== 0) throw new UnbalancedEntryError(entry.key, sum);
  if (postings.length === 0) return null; // an event that moves no money (a free order) posts nothing
  const [inserted] = await queryRows<{ id: number }>(
    tx,
    sql`insert into journal_entries (idempotency_key, event, order_id, vendor_id, memo, actor_user_id, effective_at)
        values (${entry.key}, ${entry.event}, ${entry.orderId ?? null}, ${entry.vendorId ?? null}, ${entry.memo ?? ''},
                ${entry.actorUserId ?? null}, ${(entry.effectiveAt ?? new Date()).toISOString()})
        on conflict (idempotency_key) do nothing
        returning id`,
  );
  if (!inserted) return null;
  const entryId = Number(inserted.id);
  const ids = await accountIds(
    tx,
    postings.map((p) => p.account),
  );
  await tx.execute(sql`
    insert into ledger_postings (entry_id, account_id, amount_cents, order_item_id)
    select ${entryId}, * from unnest(${sql.param(postings.map((p) => ids.get(p.account.code)!))}::int[],
                                     ${sql.param(postings.map((p) => p.amountCents))}::bigint[],
                                     ${sql.param(postings.map((p) => p.orderItemId ?? null))}::int[])`);
  return entryId;
}

/** Whether an entry with this key has been posted. */
export async function posted(db: Database, key: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(db, sql`select 1 as one from journal_entries where idempotency_key = ${key}`);
  return rows.length > 0;
}

/** The balance of an account by code (debits − credits, piastres); 0 for an account never used. */
export async function balance(db: Database, code: string): Promise<number> {
  const [row] = await queryRows<{ total: string | number | null }>(
    db,
    sql`select sum(p.amount_cents) as total from ledger_postings p join ledger_accounts a on a.id = p.account_id where a.code = ${code}`,
  );
  return Number(row?.total ?? 0);
}

export interface TrialBalanceRow {
  code: string;
  name: string;
  kind: AccountKind;
  vendorId: number | null;
  debitCents: number;
  creditCents: number;
  /** debit − credit. */
  balanceCents: number;
}

/** Every account with its debits, credits and balance; `totalCents` (the sum of balances) is always 0. */
export async function trialBalance(db: Database): Promise<{ accounts: TrialBalanceRow[]; totalCents: number }> {
  const rows = await queryRows<{ code: string; name: string; kind: AccountKind; vendorId: number | null; debit: string; credit: string }>(
    db,
    sql`select a.code, a.name, a.kind, a.vendor_id as "vendorId",
               coalesce(sum(p.amount_cents) filter (where p.amount_cents > 0), 0) as debit,
               coalesce(-sum(p.amount_cents) filter (where p.amount_cents < 0), 0) as credit
        from ledger_accounts a left join ledger_postings p on p.account_id = a.id
        group by a.id order by a.vendor_id nulls first, a.code`,
  );
  const accounts = rows.map((r) => ({
    code: r.code,
    name: r.name,
    kind: r.kind,
    vendorId: r.vendorId === null ? null : Number(r.vendorId),
    debitCents: Number(r.debit),
    creditCents: Number(r.credit),
    balanceCents: Number(r.debit) - Number(r.credit),
  }));
  return { accounts, totalCents: accounts.reduce((sum, a) => sum + a.balanceCents, 0) };
}

/** Keys of entries whose postings do not sum to zero (always none: the audit check of the tests and the admin screen). */
export async function unbalancedEntries(db: Database): Promise<string[]> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`select e.idempotency_key as key from journal_entries e left join ledger_postings p on p.entry_id = e.id
        group by e.id having coalesce(sum(p.amount_cents), 0) <> 0 or count(p.id) < 2`,
  );
  return rows.map((r) => r.key);
}
