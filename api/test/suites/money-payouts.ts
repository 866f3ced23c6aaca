/**
 * Marketplace money, the operator's side: the finance role at the API, commission rules (audited),
 * cash-on-delivery remittances (differences shown; two remittances of one order: one wins),
 * payout methods (IBAN, wallet, password, e-mail, 72-hour hold), payout runs (two started at once
 * make one; approve; a failed payout returns the money and tells the vendor; a payout racing a
 * balance change), vendor earnings and the CSV statement that adds up. PGlite and PostgreSQL.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { RETURN_WINDOW_DAYS } from '@manzil/shared/contract';
import type { Database } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/client.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { markOrderPaid } from '../../src/services/payments/checkout.ts';
import { releaseDue, vendorBalances } from '../../src/services/money/events.ts';
import {
  ACCOUNTS,
  balance,
  post,
  storeAccount,
  trialBalance,
  unbalancedEntries,
  vendorAvailable,
} from '../../src/services/money/ledger.ts';
import { approvePayoutRun, checkSentPayouts, lockVendorBalance, startPayoutRun } from '../../src/services/money/payouts.ts';
import { paymobPayoutProvider } from '../../src/services/money/payout-provider.ts';
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_SHOPPER } from '../../src/seed/demo-accounts.ts';
import { signIn, waitForMail, type TestContext } from '../helpers.ts';
import { deliverPart, placeOrder } from '../money-helpers.ts';

const DAY = 24 * 60 * 60 * 1000;
const GOOD_IBAN = 'EG38 0019 0005 0000 0000 2631 8000 2';
let counter = 0;

export function moneyPayoutsSuite(ctx: TestContext) {
  const db = () => ctx.app.db as Database;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

  /** A staff member with `role`, signed in. */
  async function staff(role: 'finance' | 'support' | 'catalog_moderator') {
    const email = `money-${role}-${process.pid}-${Date.now()}-${++counter}@manzil.eg`;
    const [user] = await rows<{ id: number }>(sql`insert into users (email, password_hash, first_name, last_name, role)
      values (${email}, ${await hashPassword(DEMO_PASSWORD)}, 'Test', ${role}, 'admin') returning id`);
    await db().execute(sql`update staff_members set staff_role = ${role} where user_id = ${user!.id}`);
    return (await signIn(ctx.app, 'admin', email)).cookie;
  }

  /** A vendor with a listed product (its own shop, from the seed), its user's sign-in, and stock. */
  async function vendors(n: number) {
    const found = await rows<{ productId: number; vendorId: number; userId: number; email: string }>(sql`
      select distinct on (p.vendor_id) p.id as "productId", p.vendor_id as "vendorId", v.user_id as "userId", u.email
      from products p join vendors v on v.id = p.vendor_id join users u on u.id = v.user_id where p.status order by p.vendor_id, p.id limit ${n}`);
    await db().execute(sql`update products set stock = 100000 where id = any(${sql.param(found.map((f) => Number(f.productId)))}::int[])`);
    // The seed's vendors sign in with the demo password.
    await db().execute(
      sql`update users set password_hash = ${await hashPassword(DEMO_PASSWORD)} where id = any(${sql.param(found.map((f) => Number(f.userId)))}::int[])`,
    );
    return found.map((f) => ({ productId: Number(f.productId), vendorId: Number(f.vendorId), userId: Number(f.userId), email: f.email }));
  }

  const place = (items: { productId: number; quantity: number }[], method: 'card' | 'cash-on-delivery') =>
    placeOrder(ctx.app, items, method);
  const deliver = (orderId: number, v: { vendorId: number; userId: number }) => deliverPart(ctx.app, orderId, v.vendorId, v.userId);

  /** Clears open runs left by another test, so each test starts its own. */
  const closeOpenRuns = () =>
    db().execute(sql`update payout_runs set status = 'completed', completed_at = now() where status in ('preview', 'approved')`);

  describe('money: the finance role, remittances and payouts', () => {
    it('refuses every finance route to anyone without the finance permission, at the API', async () => {
      const finance = await staff('finance');
      const support = await staff('support');
      const admin = (await signIn(ctx.app, 'admin', DEMO_ADMIN.email)).cookie;
      const shopper = (await signIn(ctx.app, 'auth', DEMO_SHOPPER.email)).cookie;
      const routes: [method: 'GET' | 'POST', url: string][] = [
        ['GET', '/api/admin/finance/trial-balance'],
        ['GET', '/api/admin/finance/commission-rules'],
        ['GET', '/api/admin/finance/remittances'],
        ['GET', '/api/admin/finance/payout-runs'],
        ['GET', '/api/admin/finance/cod/uncollected'],
        ['POST', '/api/admin/finance/payout-runs'],
        ['POST', '/api/admin/finance/payout-runs/1/check'],
        ['POST', '/api/admin/finance/payout-runs/1/approve'],
        ['GET', '/api/admin/finance/vendors/1/ledger'],
        ['POST', '/api/admin/finance/release-due'],
      ];
      for (const [method, url] of routes) {
        assert.equal((await send(method, url, '')).statusCode, 401, `${url} without a session`);
        assert.equal((await send(method, url, shopper)).statusCode, 403, `${url} as a shopper`);
        const refused = await send(method, url, support);
        assert.equal(refused.statusCode, 403, `${url} as support`);
        assert.equal(refused.json().code, 'forbidden_role');
        if (method === 'GET') {
          assert.equal((await send(method, url, finance)).statusCode, 200, `${url} as finance`);
          assert.equal((await send(method, url, admin)).statusCode, 200, `${url} as admin`);
        }
      }
      await closeOpenRuns();
      const tb = (await send('GET', '/api/admin/finance/trial-balance', finance)).json();
      assert.equal(tb.total, 0);
      assert.ok(tb.accounts.some((a: any) => a.code === 'commission_revenue'));
    });

    it('commission rules: created, changed and deleted with the audit log’s before and after; bad terms are a 400', async () => {
      const finance = await staff('finance');
      const [v] = await vendors(1);
      const created = await send('POST', '/api/admin/finance/commission-rules', finance, {
        scope: 'vendor',
        vendorId: String(v!.vendorId),
        percent: 7.5,
        fixedAmount: 10,
        minAmount: 20,
        maxAmount: 5000,
        effectiveFrom: new Date(Date.now() - 1000).toISOString(),
      });
      assert.equal(created.statusCode, 201, created.body);
      const rule = created.json();
      assert.equal(rule.percent, 7.5);
      const [row] = await rows<{ percent_bp: number; fixed_cents: number }>(
        sql`select percent_bp, fixed_cents from commission_rules where id = ${Number(rule._id)}`,
      );
      assert.deepEqual([row!.percent_bp, row!.fixed_cents], [750, 1000]);
      const order = await place([{ productId: v!.productId, quantity: 1 }], 'card');
      const [line] = await rows<{ scope: string; pct: number }>(
        sql`select rule_scope as scope, percent_bp as pct from order_line_commissions where order_id = ${order.id}`,
      );
      assert.deepEqual([line!.scope, line!.pct], ['vendor', 750]);

      const changed = await send('PUT', `/api/admin/finance/commission-rules/${rule._id}`, finance, {
        ...rule,
        _id: undefined,
        updatedAt: undefined,
        categoryId: undefined,
        percent: 5,
      });
      assert.equal(changed.statusCode, 200, changed.body);
      const [still] = await rows<{ pct: number }>(sql`select percent_bp as pct from order_line_commissions where order_id = ${order.id}`);
      assert.equal(still!.pct, 750, 'a placed order keeps its terms');
      const audit = await rows<{ action: string; details: any; actorRole: string }>(
        sql`select action, details, actor_role as "actorRole" from audit_log where object_type = 'commission-rule' and object_id = ${rule._id} order by id`,
      );
      assert.deepEqual(
        audit.map((a) => a.action),
        ['commission-rule.create', 'commission-rule.update'],
      );
      assert.equal(audit[1]!.details.before.percent, 7.5);
      assert.equal(audit[1]!.details.after.percent, 5);
      assert.equal(audit[1]!.actorRole, 'finance');

      const bad = await send('POST', '/api/admin/finance/commission-rules', finance, {
        scope: 'category',
        effectiveFrom: new Date().toISOString(),
      });
      assert.equal(bad.statusCode, 400);
      assert.match(bad.json().message, /percent/i);
      const minMax = await send('POST', '/api/admin/finance/commission-rules', finance, {
        scope: 'default',
        percent: 10,
        minAmount: 50,
        maxAmount: 10,
        effectiveFrom: new Date().toISOString(),
      });
      assert.equal(minMax.statusCode, 400);
      const deleted = await send('DELETE', `/api/admin/finance/commission-rules/${rule._id}`, finance);
      assert.equal(deleted.statusCode, 200);
      const [onlyDefault] = await rows<{ id: number }>(sql`select id from commission_rules where scope = 'default' order by id limit 1`);
      const defaults = await rows(sql`select 1 from commission_rules where scope = 'default'`);
      if (defaults.length === 1)
        assert.equal((await send('DELETE', `/api/admin/finance/commission-rules/${onlyDefault!.id}`, finance)).statusCode, 409);
    });

    it('a courier remittance moves the collected cash, shows the difference, and covers an order once even when recorded twice at once', async () => {
      const finance = await staff('finance');
      const [v] = await vendors(1);
      const a = await place([{ productId: v!.productId, quantity: 1 }], 'cash-on-delivery');
      const b = await place([{ productId: v!.productId, quantity: 2 }], 'cash-on-delivery');
      await deliver(a.id, v!);
      await deliver(b.id, v!);
      const uncollected = (await send('GET', '/api/admin/finance/cod/uncollected', finance)).json();
      const cashOf = (n: string) => uncollected.find((u: any) => u.orderNumber === n).cash;
      const expected = cashOf(a.number) + cashOf(b.number);
      const courierBefore = await balance(db(), ACCOUNTS.courierCash);
      const body = { courier: 'Bosta', remittedOn: '2026-11-26', amount: expected - 50, orderNumbers: [a.number, b.number] };
      const [first, second] = await Promise.all([
        send('POST', '/api/admin/finance/remittances', finance, body),
        send('POST', '/api/admin/finance/remittances', finance, body),
      ]);
      const codes = [first.statusCode, second.statusCode].sort();
      assert.deepEqual(codes, [201, 409], `${first.body} ${second.body}`);
      const remittance = (first.statusCode === 201 ? first : second).json();
      assert.equal(remittance.expected, expected);
      assert.equal(remittance.difference, -50);
      assert.equal((await balance(db(), ACCOUNTS.courierCash)) - courierBefore, -Math.round(expected * 100));
      const unknown = await send('POST', '/api/admin/finance/remittances', finance, { ...body, orderNumbers: ['MZ-20000101-9999'] });
      assert.equal(unknown.statusCode, 400);
      assert.match(unknown.json().message, /MZ-20000101-9999/);
      assert.deepEqual(await unbalancedEntries(db()), []);
    });

    it('a payout method: password required, Egyptian IBAN or mobile wallet only, e-mailed, and held for 72 hours', async () => {
      const [v] = await vendors(1);
      const vendor = (await signIn(ctx.app, 'vendor', v!.email)).cookie;
      const wrong = await send('PUT', '/api/vendor/payout-method', vendor, {
        kind: 'bank',
        accountName: 'Atelier',
        iban: GOOD_IBAN,
        currentPassword: 'nope',
      });
      assert.equal(wrong.statusCode, 400);
      assert.equal(wrong.json().code, 'wrong_password');
      const badIban = await send('PUT', '/api/vendor/payout-method', vendor, {
        kind: 'bank',
        accountName: 'Atelier',
        iban: 'EG38 0019 0005 0000 0000 2631 8000 3',
        currentPassword: DEMO_PASSWORD,
      });
      assert.equal(badIban.statusCode, 400);
      assert.equal(badIban.json().code, 'invalid_iban');
      const foreign = await send('PUT', '/api/vendor/payout-method', vendor, {
        kind: 'bank',
        accountName: 'Atelier',
        iban: 'DE89 3704 0044 0532 0130 00',
        currentPassword: DEMO_PASSWORD,
      });
      assert.equal(foreign.json().code, 'invalid_iban');
      const landline = await send('PUT', '/api/vendor/payout-method', vendor, {
        kind: 'wallet',
        accountName: 'Atelier',
        walletNumber: '02 2345 6789',
        currentPassword: DEMO_PASSWORD,
      });
      assert.equal(landline.json().code, 'invalid_wallet');
      const ok = await send('PUT', '/api/vendor/payout-method', vendor, {
        kind: 'wallet',
        accountName: 'Atelier',
        walletNumber: '010 1234 5678',
        currentPassword: DEMO_PASSWORD,
      });
      assert.equal(ok.statusCode, 200, ok.body);
      const method = ok.json();
      assert.equal(method.destination, 'wallet …5678');
      const hold = new Date(method.heldUntil).getTime() - new Date(method.changedAt).getTime();
      assert.equal(hold, 72 * 3_600_000);
      assert.ok(!JSON.stringify(method).includes('1012345678'), 'the number is masked');
      await waitForMail(ctx.app, (m) => String(m.to).includes(v!.email) && /payout method/.test(m.subject)); // the shop is told
    });

    it('payout runs: two started at once make one batch; approved, the sandbox pays, a failing destination returns the money and tells the vendor; held methods wait', async () => {
      await closeOpenRuns();
      const finance = await staff('finance');
      const [good, failing, held] = await vendors(3);
      for (const v of [good!, failing!, held!]) {
        const order = await place([{ productId: v.productId, quantity: 40 }], 'card');
        await markOrderPaid(db(), order.id, `gw-run-${order.id}`);
        await deliver(order.id, v);
      }
      await releaseDue(db(), new Date(Date.now() + (RETURN_WINDOW_DAYS + 1) * DAY));
      const method = (iban: string) => ({ kind: 'bank', accountName: 'Shop', iban: iban.replace(/\s/g, '') });
      const past = new Date(Date.now() - 4 * DAY).toISOString();
      // The good and the failing vendors changed their method 4 days ago; the held one just now.
      for (const [v, iban, at] of [
        [good!, 'EG380019000500000000263180002', past],
        [failing!, 'EG800002000156789012345180000', past],
        [held!, 'EG380019000500000000263180002', new Date().toISOString()],
      ] as const)
        await db().execute(sql`insert into payout_methods (vendor_id, kind, account_name, iban, changed_at, held_until)
          values (${v.vendorId}, 'bank', 'Shop', ${method(iban).iban}, ${at}, ${new Date(new Date(at).getTime() + 72 * 3_600_000).toISOString()})
          on conflict (vendor_id) do update set kind = 'bank', iban = excluded.iban, wallet_number = null, changed_at = excluded.changed_at, held_until = excluded.held_until`);
      const before = await vendorBalances(db(), good!.vendorId);
      const failingBefore = await vendorBalances(db(), failing!.vendorId);

      const [r1, r2] = await Promise.all([
        send('POST', '/api/admin/finance/payout-runs', finance),
        send('POST', '/api/admin/finance/payout-runs', finance),
      ]);
      assert.equal(r1.statusCode, 201, r1.body);
      assert.equal(r1.json()._id, r2.json()._id, 'one batch');
      const run = r1.json();
      const payoutOf = (r: any, vendorId: number) => r.payouts.find((p: any) => p.vendorId === String(vendorId));
      assert.equal(payoutOf(run, good!.vendorId).status, 'queued');
      assert.equal(payoutOf(run, good!.vendorId).amount, before.availableCents / 100);
      assert.equal(payoutOf(run, held!.vendorId).status, 'held');

      const approved = await send('POST', `/api/admin/finance/payout-runs/${run._id}/approve`, finance);
      assert.equal(approved.statusCode, 200, approved.body);
      const done = approved.json();
      assert.equal(payoutOf(done, good!.vendorId).status, 'paid');
      assert.equal(payoutOf(done, failing!.vendorId).status, 'failed');
      assert.match(payoutOf(done, failing!.vendorId).failureReason, /refused/);
      assert.equal(payoutOf(done, held!.vendorId).status, 'held');
      assert.equal((await vendorBalances(db(), good!.vendorId)).availableCents, 0);
      assert.equal(
        (await vendorBalances(db(), failing!.vendorId)).availableCents,
        failingBefore.availableCents,
        'a failed payout returns the money',
      );
      const again = await send('POST', `/api/admin/finance/payout-runs/${run._id}/approve`, finance);
      assert.equal(again.statusCode, 409, 'approved once');
      const notes = await ctx.app.repos.partner.notifications.list(failing!.vendorId);
      assert.ok(
        notes.notifications.some((n: any) => n.kind === 'payout_failed'),
        'the vendor is told',
      );

      // The vendor sees it paid, and the statement's lines add up to the balance.
      const vendor = (await signIn(ctx.app, 'vendor', good!.email)).cookie;
      const earnings = (await send('GET', '/api/vendor/earnings', vendor)).json();
      const ours = payoutOf(done, good!.vendorId);
      assert.ok(earnings.paid >= ours.amount);
      assert.ok(earnings.payouts.some((p: any) => p._id === ours._id && p.status === 'paid'));
      assert.ok(earnings.lines.every((l: any) => Math.abs(l.gross - l.commission - l.net) < 0.001));
      const month = new Date().toISOString().slice(0, 7);
      const csv = await send('GET', `/api/vendor/statement?month=${month}`, vendor);
      assert.equal(csv.statusCode, 200);
      assert.match(String(csv.headers['content-type']), /text\/csv/);
      const lines = csv.body
        .trim()
        .split('\n')
        .map((l) => l.split(','));
      const opening = Number(lines[1]!.at(-1));
      const movements = lines.slice(2, -1).reduce((s, l) => s + Math.round(Number(l[6]) * 100), 0);
      const closing = Number(lines.at(-1)!.at(-1));
      assert.equal(Math.round(opening * 100) + movements, Math.round(closing * 100));
      const now = await vendorBalances(db(), good!.vendorId);
      assert.equal(Math.round(closing * 100), now.pendingCents + now.availableCents);
      assert.equal((await trialBalance(db())).totalCents, 0);
      await closeOpenRuns();
    });

    it('payouts the provider left pending: asked about later (Paymob inquiry), settled once — paid leaves the bank, failed returns the money', async () => {
      await closeOpenRuns();
      const [paidVendor, failedVendor] = await vendors(2);
      for (const v of [paidVendor!, failedVendor!]) {
        const order = await place([{ productId: v.productId, quantity: 20 }], 'card');
        await markOrderPaid(db(), order.id, `gw-pending-${order.id}`);
        await deliver(order.id, v);
        await db().execute(sql`insert into payout_methods (vendor_id, kind, account_name, wallet_number, changed_at, held_until)
          values (${v.vendorId}, 'wallet', 'Shop', '+201012345678', now() - interval '5 days', now() - interval '2 days')
          on conflict (vendor_id) do update set kind = 'wallet', iban = null, wallet_number = excluded.wallet_number, held_until = excluded.held_until`);
      }
      await releaseDue(db(), new Date(Date.now() + (RETURN_WINDOW_DAYS + 1) * DAY));
      // Paymob's adapter over answers in its documented shapes: every cash-in is pending at first;
      // the inquiry then answers the failed vendor's payout failed and every other successful.
      const failedRefs = new Set<string>();
      let inquiries = 0;
      const fetch = (async (url: string, init: RequestInit) => {
        const json = (body: unknown) =>
          new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
        if (url.endsWith('/o/token/')) return json({ access_token: 'token', expires_in: 3600 });
        const body = JSON.parse(String(init.body));
        if (url.endsWith('/disburse/')) return json({ transaction_id: `trx-${body.client_reference_id}`, disbursement_status: 'pending' });
        inquiries++;
        return json({
          count: body.transactions_ids_list.length,
          next: null,
          previous: null,
          results: body.transactions_ids_list.map((id: string) => ({
            transaction_id: id,
            disbursement_status: failedRefs.has(id) ? 'failed' : 'successful',
            status_description: failedRefs.has(id) ? 'WALLET NOT REGISTERED' : 'Transaction done successfully',
          })),
        });
      }) as unknown as typeof globalThis.fetch;
      const provider = paymobPayoutProvider({
        baseUrl: 'https://payouts.example.test',
        clientId: 'c',
        clientSecret: 's',
        username: 'u',
        password: 'p',
        fetch,
      });
      const runId = await startPayoutRun(db(), 'test', 50_000);
      const [admin] = await rows<{ id: number }>(sql`select id from users where email = ${DEMO_ADMIN.email}`);
      const actor = { userId: Number(admin!.id), email: DEMO_ADMIN.email, staffRole: 'admin' };
      const before = await vendorBalances(db(), failedVendor!.vendorId);
      const sentOutcomes = await approvePayoutRun(db(), runId, actor, provider);
      assert.ok(sentOutcomes.length >= 2 && sentOutcomes.every((o) => o.status === 'sent'), 'pending at the provider: sent, not settled');
      const [failedPayout] = await rows<{ id: number; reference: string; amount: string }>(
        sql`select id, provider_reference as reference, amount_cents as amount from payouts where run_id = ${runId} and vendor_id = ${failedVendor!.vendorId}`,
      );
      failedRefs.add(failedPayout!.reference);
      assert.equal(
        (await vendorBalances(db(), failedVendor!.vendorId)).availableCents,
        before.availableCents - Number(failedPayout!.amount),
      );

      const settled = await checkSentPayouts(db(), provider, runId);
      assert.ok(inquiries >= 1);
      const byVendor = (id: number) => settled.find((o) => o.vendorId === id);
      assert.equal(byVendor(paidVendor!.vendorId)?.status, 'paid');
      assert.equal(byVendor(failedVendor!.vendorId)?.status, 'failed');
      assert.equal(byVendor(failedVendor!.vendorId)?.reason, 'WALLET NOT REGISTERED');
      assert.equal(
        (await vendorBalances(db(), failedVendor!.vendorId)).availableCents,
        before.availableCents,
        'the failed payout returns the money',
      );
      assert.equal((await vendorBalances(db(), paidVendor!.vendorId)).availableCents, 0);
      assert.deepEqual(await checkSentPayouts(db(), provider, runId), [], 'settled once: nothing is left to ask about');
      const [run] = await rows<{ status: string }>(sql`select status from payout_runs where id = ${runId}`);
      assert.equal(run!.status, 'completed');
      assert.equal((await trialBalance(db())).totalCents, 0);
      assert.deepEqual(await unbalancedEntries(db()), []);

      // The admin's action asks the configured provider (here the sandbox) about one run; 404 for an unknown run.
      const finance = await staff('finance');
      const checked = await send('POST', `/api/admin/finance/payout-runs/${runId}/check`, finance);
      assert.equal(checked.statusCode, 200, checked.body);
      assert.equal(checked.json().status, 'completed');
      assert.equal((await send('POST', '/api/admin/finance/payout-runs/999999/check', finance)).statusCode, 404);
      assert.equal(
        (await send('POST', `/api/admin/finance/payout-runs/${runId}/check`, (await signIn(ctx.app, 'auth', DEMO_SHOPPER.email)).cookie))
          .statusCode,
        403,
      );
      await closeOpenRuns();
    });

    it('a payout racing a refund: the balance lock orders them, and what is sent is never more than what is available', async () => {
      await closeOpenRuns();
      const finance = await staff('finance');
      const [v] = await vendors(1);
      const order = await place([{ productId: v!.productId, quantity: 30 }], 'card');
      await markOrderPaid(db(), order.id, `gw-race-${order.id}`);
      await deliver(order.id, v!);
      await releaseDue(db(), new Date(Date.now() + (RETURN_WINDOW_DAYS + 1) * DAY));
      await db().execute(sql`insert into payout_methods (vendor_id, kind, account_name, wallet_number, changed_at, held_until)
        values (${v!.vendorId}, 'wallet', 'Shop', '+201012345678', now() - interval '5 days', now() - interval '2 days')
        on conflict (vendor_id) do update set kind = 'wallet', iban = null, wallet_number = excluded.wallet_number, held_until = excluded.held_until`);
      const run = (await send('POST', '/api/admin/finance/payout-runs', finance)).json();
      const available = (await vendorBalances(db(), v!.vendorId)).availableCents;
      const refundCents = Math.floor(available / 2);
      // A refund after the preview, as the returns work will post it, under the same lock.
      const refund = db().transaction(async (tx) => {
        await lockVendorBalance(tx as unknown as Database, v!.vendorId);
        await post(tx as unknown as Database, {
          key: `test-refund:${order.id}`,
          event: 'refund.test',
          vendorId: v!.vendorId,
          postings: [
            { account: vendorAvailable(v!.vendorId), amountCents: refundCents },
            { account: storeAccount(ACCOUNTS.refundsPayable), amountCents: -refundCents },
          ],
        });
      });
      const [approved] = await Promise.all([send('POST', `/api/admin/finance/payout-runs/${run._id}/approve`, finance), refund]);
      assert.equal(approved.statusCode, 200, approved.body);
      const after = await vendorBalances(db(), v!.vendorId);
      assert.ok(after.availableCents >= 0, 'never paid more than was available');
      const [paid] = await rows<{ amount: string }>(
        sql`select amount_cents as amount from payouts where run_id = ${Number(run._id)} and vendor_id = ${v!.vendorId}`,
      );
      assert.equal(Number(paid!.amount) + refundCents + after.availableCents, available);
      assert.deepEqual(await unbalancedEntries(db()), []);
      await closeOpenRuns();
    });

    it('closing return windows and previewing a run on demand: now for anyone with finance, a future date only with the test clock', async () => {
      const finance = await staff('finance');
      const now = await send('POST', '/api/admin/finance/release-due', finance, {});
      assert.equal(now.statusCode, 200, now.body);
      const future = await send('POST', '/api/admin/finance/release-due', finance, { asOf: new Date(Date.now() + 30 * DAY).toISOString() });
      assert.equal(future.statusCode, 400);
      assert.equal(future.json().code, 'test_clock_off');
      const run = await send(
        'POST',
        `/api/admin/finance/payout-runs?asOf=${encodeURIComponent(new Date(Date.now() + 4 * DAY).toISOString())}`,
        finance,
      );
      assert.equal(run.statusCode, 400, "a payout run judged days ahead (past a method's hold) needs the test clock too");
      assert.equal(run.json().code, 'test_clock_off');
    });
  });
}
