/**
 * A job run every `intervalMs` on a timer started with the app (none when 0): never two runs at
 * once, unref'd so it never keeps the process alive, stopped — after any running run — when the
 * app closes. A failure is logged as `failure` and the next tick tries again.
 */
import type { FastifyInstance } from 'fastify';

export function startPeriodic(app: FastifyInstance, run: () => Promise<unknown>, intervalMs: number, failure: string): void {
  if (intervalMs <= 0) return;
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = run()
      .catch((error: unknown) => app.log.error({ err: error }, failure))
      .finally(() => (running = null));
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
