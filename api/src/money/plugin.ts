/**
 * Decorates `app.money` — the payout provider (the embedded sandbox unless Paymob payouts are
 * configured) and the money's jobs — and starts the hourly close of return windows (every vendor
 * part delivered RETURN_WINDOW_DAYS ago or more becomes available, events.ts `releaseDue`) and
 * the weekly payout run's preview (payouts.ts `startPayoutRun`), which an admin approves.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PAYOUT_MINIMUM_EGP } from '@manzil/shared/contract';
import { startPeriodic } from '../lib/periodic.ts';
import { releaseDue } from './events.ts';
import { paymobPayoutProvider, sandboxPayoutProvider, type PaymobPayoutsConfig, type PayoutProvider } from './payout-provider.ts';
import { startPayoutRun } from './payouts.ts';

export const DEFAULT_MONEY_RELEASE_MS = 3_600_000;
export const DEFAULT_PAYOUT_RUN_MS = 7 * 24 * 3_600_000;

export interface MoneyOptions {
  /** How often return windows are closed (ms; 0: never, default hourly). */
  releaseMs?: number;
  /** How often a payout run is previewed for approval (ms; 0: only on demand, default weekly). */
  payoutRunMs?: number;
  /** The smallest available balance a run pays (EGP; default PAYOUT_MINIMUM_EGP). */
  payoutMinimumEgp?: number;
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
    });
    startPeriodic(app, () => app.money.releaseDue(), options.releaseMs ?? DEFAULT_MONEY_RELEASE_MS, 'closing return windows failed');
    startPeriodic(
      app,
      () => startPayoutRun(app.db, 'scheduled run', payoutMinimumCents),
      options.payoutRunMs ?? DEFAULT_PAYOUT_RUN_MS,
      'previewing the payout run failed',
    );
  },
  { name: 'money', dependencies: ['database'] },
);
