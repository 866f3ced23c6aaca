/**
 * Decorates `app.money` — the payout provider (the embedded sandbox unless Paymob payouts are
 * configured) and the money's jobs — and starts the hourly close of return windows (every vendor
 * part delivered RETURN_WINDOW_DAYS ago or more becomes available, events.ts `releaseDue`) and
 * the weekly payout run's preview (payouts.ts `startPayoutRun`), which an admin approves, and the
 * check every 15 minutes of the payouts the provider left pending (`checkSentPayouts`).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PAYOUT_MINIMUM_EGP } from '@manzil/shared/contract';
import { startPeriodic } from '../../lib/periodic.ts';
import { releaseDue } from './events.ts';
import { paymobPayoutProvider, sandboxPayoutProvider, type PaymobPayoutsConfig, type PayoutProvider } from './payout-provider.ts';
import { notifyPayoutOutcomes } from './notify.ts';
import { checkSentPayouts, startPayoutRun, type PayoutOutcome } from './payouts.ts';

export const DEFAULT_MONEY_RELEASE_MS = 3_600_000;
export const DEFAULT_PAYOUT_RUN_MS = 7 * 24 * 3_600_000;
export const DEFAULT_PAYOUT_STATUS_MS = 15 * 60_000;
/**
 * Sent payouts asked about per check: Paymob answers 50 a page and 5 inquiries a minute, so a
 * check of 100 (at most two pages of wallets and two of bank transfers) stays within it.
 */
const PAYOUTS_PER_CHECK = 100;

export interface MoneyOptions {
  /** How often return windows are closed (ms; 0: never, default hourly). */
  releaseMs?: number;
  /** How often a payout run is previewed for approval (ms; 0: only on demand, default weekly). */
  payoutRunMs?: number;
  /** The smallest available balance a run pays (EGP; default PAYOUT_MINIMUM_EGP). */
  payoutMinimumEgp?: number;
  /** How often payouts the provider left pending are asked about (ms; 0: only on demand, default 15 minutes). */
  payoutStatusMs?: number;
  /** `paymob` needs `paymob`; default `sandbox`. */
  payoutProvider?: 'sandbox' | 'paymob';
  paymob?: PaymobPayoutsConfig;
  /** A production instance: a sandbox provider chosen on purpose says so in the log. */
  production?: boolean;
  /** Lets `POST /api/admin/finance/release-due` take an `asOf` date in the future (tests and demos only). */
  testClock?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    money: {
      provider: PayoutProvider;
      payoutMinimumCents: number;
      testClock: boolean;
      /** Makes available every part whose return window closed by `asOf` (default now); answers how many. */
      releaseDue(asOf?: Date): Promise<number>;
      /** Asks the provider about the payouts it left pending (of one run, or all), settles and tells the vendors; answers the outcomes. */
      checkPayouts(runId?: number): Promise<PayoutOutcome[]>;
    };
  }
}

export default fp(
  async (app: FastifyInstance, options: MoneyOptions) => {
    if (options.payoutProvider === 'paymob' && !options.paymob)
      throw new Error('PAYOUT_PROVIDER=paymob needs PAYMOB_PAYOUTS_URL, _CLIENT_ID, _CLIENT_SECRET, _USERNAME and _PASSWORD.');
    // loadConfig refuses a production start that did not choose its provider; a sandbox chosen on
    // purpose (a staging store) still says, once, that nobody is really paid.
    if (options.production && options.payoutProvider !== 'paymob')
      app.log.warn('PAYOUT_PROVIDER=sandbox in production: payouts are recorded but no vendor is really paid');
    const payoutMinimumCents = Math.round((options.payoutMinimumEgp ?? PAYOUT_MINIMUM_EGP) * 100);
    app.decorate('money', {
      provider: options.payoutProvider === 'paymob' ? paymobPayoutProvider(options.paymob!) : sandboxPayoutProvider(app.db),
      payoutMinimumCents,
      testClock: options.testClock ?? false,
      async releaseDue(asOf?: Date) {
        const moved = await releaseDue(app.db, asOf);
        if (moved > 0) app.log.info({ moved }, 'return windows closed: earnings available');
        return moved;
      },
      async checkPayouts(runId?: number) {
        const outcomes = await checkSentPayouts(app.db, app.money.provider, runId, PAYOUTS_PER_CHECK);
        await notifyPayoutOutcomes(app, outcomes, app.log);
        if (outcomes.length > 0) app.log.info({ settled: outcomes.length }, 'pending payouts settled by the provider');
        return outcomes;
      },
    });
    startPeriodic(app, () => app.money.releaseDue(), options.releaseMs ?? DEFAULT_MONEY_RELEASE_MS, 'closing return windows failed');
    startPeriodic(
      app,
      () => startPayoutRun(app.db, 'scheduled run', payoutMinimumCents),
      options.payoutRunMs ?? DEFAULT_PAYOUT_RUN_MS,
      'previewing the payout run failed',
    );
    startPeriodic(
      app,
      () => app.money.checkPayouts(),
      options.payoutStatusMs ?? DEFAULT_PAYOUT_STATUS_MS,
      'asking about pending payouts failed',
    );
  },
  { name: 'money', dependencies: ['database'] },
);
