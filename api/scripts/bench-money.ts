/**
 * Money figures (docs/money.md, "Figures"): ledger postings per second through `post()` (each
 * entry its own transaction, four postings, the balance checked at commit), and the time of a
 * payout run — preview and approval through the sandbox provider — at 1,000 vendors holding the
 * available nets of 100,000 delivered orders. Prints figures, never pass/fail.
 *
 *   node --import tsx api/scripts/bench-money.ts [--database postgres://…] [--vendors 1000] [--orders 100000] [--entries 2000]
 *
 * Without --database it runs on an in-memory PGlite. With one, it creates a fresh database
 * beside it and drops it afterwards.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrateDatabase, openDatabase, queryRows, type Database } from '../src/db/client.ts';
import { ACCOUNTS, post, storeAccount, vendorAvailable, vendorPending } from '../src/services/money/ledger.ts';
import { sandboxPayoutProvider } from '../src/services/money/payout-provider.ts';
import { approvePayoutRun, startPayoutRun } from '../src/services/money/payouts.ts';
import { hashPassword } from '../src/lib/passwords.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : fallback;
};
const vendors = Number(option('vendors', '1000'));
const orders = Number(option('orders', '100000'));
const entries = Number(option('entries', '2000'));
const databaseUrl = args.includes('--database') ? option('database', '') : undefined;

let url = databaseUrl;
let dropDatabase: (() => Promise<void>) | null = null;
if (databaseUrl) {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const name = `manzil_bench_money_${process.pid}`;
  await admin.query(`create database ${name}`);
  const u = new URL(databaseUrl);
  u.pathname = `/${name}`;
  url = u.toString();
  dropDatabase = async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}

const handle = await openDatabase({ databaseUrl: url, pgliteDir: 'memory://' });
await migrateDatabase(handle);
const db = handle.db as Database;
const seconds = (ms: number) => (ms / 1000).toFixed(2);
console.log(`Money figures on ${handle.kind === 'pglite' ? 'PGlite (in memory)' : 'PostgreSQL'}, Node ${process.version}`);

// 1. Postings per second.
const [{ id: benchVendor }] = (await queryRows<{ id: number }>(
  db,
  sql`with u as (insert into users (email, password_hash, first_name, last_name, role) values ('bench-postings@manzil.test', '!', 'B', 'P', 'vendor') returning id)
      insert into vendors (user_id, shop_name) select id, 'Bench postings' from u returning id`,
)) as [{ id: number }];
const started = performance.now();
for (let i = 0; i < entries; i++) {
  await db.transaction(async (tx) => {
    await post(tx as unknown as Database, {
      key: `bench:${i}`,
      event: 'bench',
      postings: [
        { account: storeAccount(ACCOUNTS.gatewayClearing), amountCents: 10_000 },
        { account: vendorPending(Number(benchVendor)), amountCents: -9_000 },
        { account: storeAccount(ACCOUNTS.commissionRevenue), amountCents: -1_500 },
        { account: storeAccount(ACCOUNTS.promotionsExpense), amountCents: 500 },
      ],
    });
  });
}
const elapsed = performance.now() - started;
console.log(
  `ledger: ${entries} entries of 4 postings, one transaction each: ${seconds(elapsed)} s → ${Math.round(entries / (elapsed / 1000))} entries/s, ${Math.round((entries * 4) / (elapsed / 1000))} postings/s`,
);

// 2. A payout run: `vendors` vendors, `orders` delivered orders whose return window closed.
const setup = performance.now();
const hash = await hashPassword('not-used-in-the-bench');
await db.execute(sql`insert into users (email, password_hash, first_name, last_name, role)
  select 'bench-vendor-' || g || '@manzil.test', ${hash}, 'Vendor', g::text, 'vendor' from generate_series(1, ${vendors}) g`);
await db.execute(sql`insert into vendors (user_id, shop_name) select id, 'Bench shop ' || id from users where email like 'bench-vendor-%'`);
const vendorIds = (
  await queryRows<{ id: number }>(
    db,
    sql`select v.id from vendors v join users u on u.id = v.user_id where u.email like 'bench-vendor-%' order by v.id`,
  )
).map((r) => Number(r.id));
const [{ id: shopper }] = (await queryRows<{ id: number }>(
  db,
  sql`insert into users (email, password_hash, first_name, last_name, role) values ('bench-shopper@manzil.test', '!', 'S', 'B', 'shopper') returning id`,
)) as [{ id: number }];
// Orders, one line each, spread over the vendors; their money already available (the window closed).
await db.execute(sql`insert into orders (order_number, user_id, email, status, subtotal, total, shipping_address, phone_number, payment_method, payment_status)
  select 'BENCH-' || g, ${shopper}, 'bench-shopper@manzil.test', 'delivered', 1500, 1500, '{"address1":"1 Bench St","city":"Cairo","postalCode":"11511","country":"Egypt"}'::jsonb,
         '01001234567', 'card', 'paid' from generate_series(1, ${orders}) g`);
await db.execute(sql`insert into order_items (order_id, product_id, name, image, unit_price, quantity, position)
  select id, 1, 'Bench chair', 'bench.webp', 1500, 1, 0 from orders where order_number like 'BENCH-%'`);
await db.execute(sql`insert into order_line_commissions (order_item_id, order_id, vendor_id, gross_cents, commission_cents, net_cents, rule_scope, percent_bp)
  select i.id, i.order_id, (${sql.param(vendorIds)}::int[])[1 + (i.order_id % ${vendors})], 150000, 15000, 135000, 'default', 1000
  from order_items i join orders o on o.id = i.order_id where o.order_number like 'BENCH-%'`);
await db.execute(sql`insert into order_vendor_money (order_id, vendor_id, state, paid_at, delivered_at, available_at)
  select order_id, vendor_id, 'available', now() - interval '20 days', now() - interval '15 days', now() from order_line_commissions l
  join orders o on o.id = l.order_id where o.order_number like 'BENCH-%'`);
// The entries those orders posted (paid, then available), written in bulk: the same postings `post()` writes.
for (const code of vendorIds.flatMap((v) => [vendorPending(v), vendorAvailable(v)]))
  await db.execute(
    sql`insert into ledger_accounts (code, kind, name, vendor_id) values (${code.code}, 'liability', ${code.name}, ${code.vendorId!}) on conflict do nothing`,
  );
await db.transaction(async (tx) => {
  await tx.execute(sql`insert into journal_entries (idempotency_key, event, order_id, vendor_id)
    select 'order-paid:' || order_id, 'order.paid', order_id, vendor_id from order_line_commissions l join orders o on o.id = l.order_id where o.order_number like 'BENCH-%'`);
  await tx.execute(sql`insert into ledger_postings (entry_id, account_id, amount_cents, order_item_id)
    select e.id, a.id, x.amount, l.order_item_id from journal_entries e join order_line_commissions l on l.order_id = e.order_id
    cross join lateral (values ('gateway_clearing', l.gross_cents), ('vendor_pending:' || l.vendor_id, -l.net_cents), ('commission_revenue', -l.commission_cents)) x(code, amount)
    join ledger_accounts a on a.code = x.code where e.event = 'order.paid' and e.idempotency_key like 'order-paid:%' and e.vendor_id is not null`);
  await tx.execute(sql`insert into journal_entries (idempotency_key, event, order_id, vendor_id)
    select 'available:' || order_id || ':' || vendor_id, 'earnings.available', order_id, vendor_id from order_vendor_money m join orders o on o.id = m.order_id where o.order_number like 'BENCH-%'`);
  await tx.execute(sql`insert into ledger_postings (entry_id, account_id, amount_cents, order_item_id)
    select e.id, a.id, x.amount, l.order_item_id from journal_entries e join order_line_commissions l on l.order_id = e.order_id
    cross join lateral (values ('vendor_pending:' || l.vendor_id, l.net_cents), ('vendor_available:' || l.vendor_id, -l.net_cents)) x(code, amount)
    join ledger_accounts a on a.code = x.code where e.event = 'earnings.available' and e.vendor_id is not null`);
});
await db.execute(sql`insert into payout_methods (vendor_id, kind, account_name, wallet_number, changed_at, held_until)
  select id, 'wallet', shop_name, '+2010' || lpad(id::text, 8, '1'), now() - interval '5 days', now() - interval '2 days' from vendors where shop_name like 'Bench shop %'`);
if (handle.kind === 'postgres') await db.execute(sql`analyze`);
console.log(
  `payout run set-up: ${vendors} vendors, ${orders} delivered orders (${orders * 5} postings) written in ${seconds(performance.now() - setup)} s`,
);

const previewStart = performance.now();
const runId = await startPayoutRun(db, 'bench', 50_000);
const previewMs = performance.now() - previewStart;
const [{ n: payouts }] = (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from payouts where run_id = ${runId}`)) as [
  { n: number },
];
const approveStart = performance.now();
const outcomes = await approvePayoutRun(
  db,
  runId,
  { userId: Number(shopper), email: 'bench@manzil.test', staffRole: 'finance' },
  sandboxPayoutProvider(db),
);
const approveMs = performance.now() - approveStart;
const paid = outcomes.filter((o) => o.status === 'paid').length;
console.log(
  `payout run: preview of ${payouts} payouts ${seconds(previewMs)} s; approval (${paid} paid through the sandbox, 2 entries each) ${seconds(approveMs)} s; in all ${seconds(previewMs + approveMs)} s`,
);
const [{ total }] = (await queryRows<{ total: string }>(db, sql`select coalesce(sum(amount_cents), 0) as total from ledger_postings`)) as [
  { total: string },
];
console.log(`trial balance after the run: ${Number(total)} (must be 0)`);

await handle.close();
await dropDatabase?.();
