/**
 * Builds this process's catalog index (and the category tree and brand list memoised on it) in
 * the background after the server starts, so the first shopper does not wait for it.
 */
import type { FastifyInstance } from 'fastify';

export async function warmUp(app: FastifyInstance): Promise<number> {
  const started = Date.now();
  await app.repos.catalogIndex.current();
  await app.repos.catalog.tree();
  await app.repos.brands.all();
  return Date.now() - started;
}
