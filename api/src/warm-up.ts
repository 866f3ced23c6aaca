/**
 * Builds this process's catalog index (and the category tree and brand list memoised on it) in
 * the background after the server starts, so the first shopper does not wait for it, and the whole
 * listed catalog's facet tables (a brand filter's first count); then opens
 * every pooled database connection, each having planned a read of the products table (listings
 * read their page's products by id), so the first burst of requests does not wait for new ones.
 */
import type { FastifyInstance } from 'fastify';

export async function warmUp(app: FastifyInstance): Promise<number> {
  const started = Date.now();
  await app.repos.catalogIndex.current();
  await app.repos.catalog.tree();
  await app.repos.brands.all();
  await app.repos.listing.prepare();
  await app.database.fill('select id from products where id = -1');
  return Date.now() - started;
}
