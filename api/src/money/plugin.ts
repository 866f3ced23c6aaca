/**
 * Decorates `app.money` and starts the hourly close of return windows: every vendor part
 * delivered RETURN_WINDOW_DAYS ago or more becomes available (see events.ts, releaseDue).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startPeriodic } from '../lib/periodic.ts';
import { releaseDue } from './events.ts';

export const DEFAULT_MONEY_RELEASE_MS = 3_600_000;

export interface MoneyOptions {
  /** How often return windows are closed (ms; 0: never, default hourly). */
  releaseMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    money: {
      /** Makes available every part whose return window closed by `asOf` (default now); answers how many. */
      releaseDue(asOf?: Date): Promise<number>;
    };
  }
}

export default fp(
  async (app: FastifyInstance, options: MoneyOptions) => {
    app.decorate('money', {
      async releaseDue(asOf?: Date) {
        const moved = await releaseDue(app.db, asOf);
        if (moved > 0) app.log.info({ moved }, 'return windows closed: earnings available');
        return moved;
      },
    });
    startPeriodic(app, () => app.money.releaseDue(), options.releaseMs ?? DEFAULT_MONEY_RELEASE_MS, 'closing return windows failed');
  },
  { name: 'money', dependencies: ['database'] },
);
