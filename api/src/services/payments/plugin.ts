/**
 * Decorates `app.payments`: the active `PaymentGateway` (the sandbox unless Paymob is
 * configured) and, with the sandbox, its 3-D Secure helpers.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentGateway } from './gateway.ts';
import { GATEWAY_BUDGET_MS, paymobGateway, type PaymobConfig } from './paymob.ts';
import { sandboxGateway, type SandboxGateway } from './sandbox.ts';

export interface PaymentsOptions {
  /** `paymob` needs `paymob`; default `sandbox`. */
  gateway?: 'sandbox' | 'paymob';
  paymob?: PaymobConfig;
  /** The sandbox's HMAC secret (a random one per start when absent). */
  sandboxHmacSecret?: string;
  /** Allowed store origins (CORS list; null = any localhost), for the 3-D Secure way back. */
  corsOrigins?: string[] | null;
  /** Milliseconds a card checkout may spend at the gateway in all (default GATEWAY_BUDGET_MS, 20 s). */
  budgetMs?: number;
  /** NODE_ENV=production: the sandbox says in the log that it takes no real payments. */
  production?: boolean;
  /**
   * Milliseconds a card order may wait for its payment (3-D Secure left unfinished, a paying call
   * never confirmed) before it is cancelled and its stock released (default
   * PENDING_PAYMENT_MS, 1 hour: far past the gateway's own session).
   */
  pendingPaymentMs?: number;
  /** Milliseconds between looks for such orders (default 5 minutes; 0: never, as in most tests). */
  pendingSweepMs?: number;
}

/** How long a card order may wait for its payment before it is cancelled (1 hour). */
export const PENDING_PAYMENT_MS = 60 * 60_000;
/** How often abandoned card payments are looked for (5 minutes). */
export const PENDING_SWEEP_MS = 5 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    payments: {
      gateway: PaymentGateway;
      sandbox: SandboxGateway | null;
      corsOrigins: string[] | null;
      budgetMs: number;
      pendingPaymentMs: number;
      pendingSweepMs: number;
    };
  }
}

export default fp(
  async (app: FastifyInstance, options: PaymentsOptions) => {
    const sandbox =
      options.gateway === 'paymob' ? null : sandboxGateway(app.db, options.sandboxHmacSecret ?? randomBytes(32).toString('hex'));
    if (options.gateway === 'paymob' && !options.paymob)
      throw new Error('PAYMENT_GATEWAY=paymob needs PAYMOB_API_KEY, PAYMOB_HMAC_SECRET and PAYMOB_CARD_INTEGRATION_ID.');
    const gateway = sandbox ?? paymobGateway(options.paymob!);
    // loadConfig refuses a production start that did not choose its gateway; one chosen on
    // purpose (a staging store) still says, once, that no card is really charged.
    if (sandbox && options.production)
      app.log.warn('PAYMENT_GATEWAY=sandbox in production: test cards are accepted and no card is really charged');
    app.decorate('payments', {
      gateway,
      sandbox,
      corsOrigins: options.corsOrigins ?? null,
      budgetMs: options.budgetMs ?? GATEWAY_BUDGET_MS,
      pendingPaymentMs: options.pendingPaymentMs ?? PENDING_PAYMENT_MS,
      pendingSweepMs: options.pendingSweepMs ?? PENDING_SWEEP_MS,
    });
  },
  { name: 'payments', dependencies: ['database'] },
);
