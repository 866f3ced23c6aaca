/**
 * `/api/admin/finance` — the money side of the admin panel (docs/money.md): commission rules,
 * cash-on-delivery remittances, payout runs (preview, approve, status), each vendor's ledger, the
 * trial balance, and closing return windows on demand. Every call needs a staff session with the
 * `finance` permission (the finance role and admins): 401 without a staff session, 403 for any
 * other role, checked before the body (plugins/staff-guard.ts). Amounts in EGP. Decisions are
 * audited (`commission-rule.*`, `remittance.record`, `payout-run.approve`).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commissionRuleInputSchema,
  commissionRuleSchema,
  idParam,
  apiErrorSchema as messageSchema,
  okSchema,
  payoutRunSchema,
  remittanceInputSchema,
  remittanceSchema,
  trialBalanceSchema,
  uncollectedCashSchema,
  vendorLedgerSchema,
} from '@manzil/shared/contract';
import { HttpError, notFound } from '../../lib/errors.ts';
import { staffOf } from '../../plugins/staff-guard.ts';
import { trialBalance } from '../../services/money/ledger.ts';
import { vendorLedger } from '../../services/money/statements.ts';
import {
  approvePayoutRun,
  listRemittances,
  payoutRun,
  payoutRuns,
  recordRemittance,
  startPayoutRun,
  uncollectedCash,
} from '../../services/money/payouts.ts';
import { commissionRulesRepository } from '../../services/money/rules.ts';
import { notifyPayoutOutcomes } from '../../services/money/notify.ts';

const actor = (request: FastifyRequest) => {
  const s = staffOf(request);
  return { userId: s.userId, email: s.email, staffRole: s.staffRole };
};

const errors = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema, 409: messageSchema };
const params = z.object({ id: idParam('id') });

const adminFinanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.staffGuard('finance');
  const rules = commissionRulesRepository(app.db);

  /** GET /commission-rules — every rule (`CommissionRule[]`): default, then categories, then vendors. */
  app.get(
    '/commission-rules',
    {
      preValidation: guard,
      schema: { summary: 'Commission rules', tags: ['finance'], response: { 200: z.array(commissionRuleSchema), ...errors } },
    },
    () => rules.list(),
  );

  /** POST /commission-rules — `CommissionRuleInput` → 201 `CommissionRule`; 400 naming the field or an unknown category/vendor. Audited. */
  app.post(
    '/commission-rules',
    {
      preValidation: guard,
      schema: {
        summary: 'Add a commission rule',
        tags: ['finance'],
        body: commissionRuleInputSchema,
        response: { 201: commissionRuleSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await rules.create(request.body, actor(request))),
  );

  /** PUT /commission-rules/:id — new terms → 200 `CommissionRule`; 404. Placed orders keep theirs. Audited with before and after. */
  app.put(
    '/commission-rules/:id',
    {
      preValidation: guard,
      schema: {
        summary: 'Change a commission rule',
        tags: ['finance'],
        params,
        body: commissionRuleInputSchema,
        response: { 200: commissionRuleSchema, ...errors },
      },
    },
    async (request) => rules.update(Number(request.params.id), request.body, actor(request)),
  );

  /** DELETE /commission-rules/:id — 200 `{ ok }`; 404; 409 `last_default_rule`. Audited. */
  app.delete(
    '/commission-rules/:id',
    {
      preValidation: guard,
      schema: { summary: 'Delete a commission rule', tags: ['finance'], params, response: { 200: okSchema, ...errors } },
    },
    async (request) => {
      await rules.remove(Number(request.params.id), actor(request));
      return { ok: true as const };
    },
  );

  /** GET /cod/uncollected — delivered cash-on-delivery parts no remittance covers yet (EGP). */
  app.get(
    '/cod/uncollected',
    {
      preValidation: guard,
      schema: { summary: 'Cash held by couriers', tags: ['finance'], response: { 200: z.array(uncollectedCashSchema), ...errors } },
    },
    () => uncollectedCash(app.db),
  );

  /** GET /remittances — recorded remittances, newest first, with the difference between collected and remitted. */
  app.get(
    '/remittances',
    {
      preValidation: guard,
      schema: { summary: 'COD remittances', tags: ['finance'], response: { 200: z.array(remittanceSchema), ...errors } },
    },
    () => listRemittances(app.db),
  );

  /**
   * POST /remittances — `{ courier, remittedOn, amount (EGP), orderNumbers }` → 201 `Remittance`;
   * 400 unknown orders / not cash / nothing delivered; 409 `already_remitted`. Audited.
   */
  app.post(
    '/remittances',
    {
      preValidation: guard,
      schema: {
        summary: 'Record a courier remittance',
        tags: ['finance'],
        body: remittanceInputSchema,
        response: { 201: remittanceSchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = await recordRemittance(app.db, actor(request), request.body);
      const created = (await listRemittances(app.db, 50)).find((r) => r._id === String(id))!;
      return reply.code(201).send(created);
    },
  );

  /** GET /payout-runs — the runs, newest first, with their payouts. */
  app.get(
    '/payout-runs',
    { preValidation: guard, schema: { summary: 'Payout runs', tags: ['finance'], response: { 200: z.array(payoutRunSchema), ...errors } } },
    () => payoutRuns(app.db),
  );

  /**
   * POST /payout-runs?asOf= — previews a run now (or answers the run already open: two at
   * once make one). 201 `PayoutRun`. `asOf` later than now (the payout-method hold judged at that
   * time) only with the test clock (`MONEY_TEST_CLOCK=1`), else 400 `test_clock_off`.
   */
  app.post(
    '/payout-runs',
    {
      preValidation: guard,
      schema: {
        summary: 'Preview a payout run',
        tags: ['finance'],
        querystring: z.object({ asOf: z.iso.datetime({ offset: true }).optional() }),
        response: { 201: payoutRunSchema, ...errors },
      },
    },
    async (request, reply) => {
      const asOf = request.query.asOf ? new Date(request.query.asOf) : new Date();
      if (asOf.getTime() > Date.now() + 60_000 && !app.money.testClock)
        throw new HttpError(400, 'money.test_clock_off', { code: 'test_clock_off' });
      const id = await startPayoutRun(app.db, staffOf(request).email, app.money.payoutMinimumCents, asOf);
      return reply.code(201).send((await payoutRun(app.db, id))!);
    },
  );

  /** GET /payout-runs/:id — one run and its payouts' status; 404. */
  app.get(
    '/payout-runs/:id',
    { preValidation: guard, schema: { summary: 'A payout run', tags: ['finance'], params, response: { 200: payoutRunSchema, ...errors } } },
    async (request) => {
      const run = await payoutRun(app.db, Number(request.params.id));
      if (!run) throw notFound('money.run_not_found');
      return run;
    },
  );

  /** POST /payout-runs/:id/approve — sends the run's queued payouts; 200 `PayoutRun` with each one's status; 404; 409 not a preview. Audited. */
  app.post(
    '/payout-runs/:id/approve',
    {
      preValidation: guard,
      schema: { summary: 'Approve a payout run', tags: ['finance'], params, response: { 200: payoutRunSchema, ...errors } },
    },
    async (request) => {
      const runId = Number(request.params.id);
      if (!(await payoutRun(app.db, runId))) throw notFound('money.run_not_found');
      const outcomes = await approvePayoutRun(app.db, runId, actor(request), app.money.provider);
      await notifyPayoutOutcomes(app, outcomes, request.log);
      return (await payoutRun(app.db, runId))!;
    },
  );

  /**
   * POST /payout-runs/:id/check — asks the payout provider about the run's payouts it left pending
   * (sent), settles those it answers paid or failed (the failed ones' money back to the vendors,
   * who are told), as the 15-minute job does; 200 `PayoutRun`; 404.
   */
  app.post(
    '/payout-runs/:id/check',
    {
      preValidation: guard,
      schema: {
        summary: "Ask the provider about a run's pending payouts",
        tags: ['finance'],
        params,
        response: { 200: payoutRunSchema, ...errors },
      },
    },
    async (request) => {
      const runId = Number(request.params.id);
      if (!(await payoutRun(app.db, runId))) throw notFound('money.run_not_found');
      await app.money.checkPayouts(runId);
      return (await payoutRun(app.db, runId))!;
    },
  );

  /** GET /trial-balance — every account's debits, credits and balance (EGP); `total` is always 0. */
  app.get(
    '/trial-balance',
    { preValidation: guard, schema: { summary: 'Trial balance', tags: ['finance'], response: { 200: trialBalanceSchema, ...errors } } },
    async () => {
      const tb = await trialBalance(app.db);
      return {
        accounts: tb.accounts.map((a) => ({
          code: a.code,
          name: a.name,
          kind: a.kind,
          debit: a.debitCents / 100,
          credit: a.creditCents / 100,
          balance: a.balanceCents / 100,
        })),
        total: tb.totalCents / 100,
      };
    },
  );

  /** GET /vendors/:id/ledger — the vendor's entries, oldest first, with the running balances (EGP); 404 for an unknown vendor. */
  app.get(
    '/vendors/:id/ledger',
    {
      preValidation: guard,
      schema: {
        summary: "A vendor's ledger",
        tags: ['finance'],
        params,
        response: {
          200: vendorLedgerSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const ledger = await vendorLedger(app.db, Number(request.params.id));
      if (!ledger) throw notFound('money.vendor_not_found');
      return ledger;
    },
  );

  /**
   * POST /release-due — `{ asOf? }` closes every return window that has closed by now (the hourly
   * job does the same); 200 `{ released }`. `asOf` later than now only with the test clock
   * (`money.testClock`, MONEY_TEST_CLOCK=1: tests and demos), else 400.
   */
  app.post(
    '/release-due',
    {
      preValidation: guard,
      schema: {
        summary: 'Close due return windows',
        tags: ['finance'],
        body: z.strictObject({ asOf: z.iso.datetime({ offset: true }).optional() }).optional(),
        response: { 200: z.object({ released: z.number() }), ...errors },
      },
    },
    async (request) => {
      const asOf = request.body?.asOf ? new Date(request.body.asOf) : new Date();
      if (asOf.getTime() > Date.now() + 60_000 && !app.money.testClock)
        throw new HttpError(400, 'money.test_clock_off', { code: 'test_clock_off' });
      return { released: await app.money.releaseDue(asOf) };
    },
  );
};

export default adminFinanceRoutes;
