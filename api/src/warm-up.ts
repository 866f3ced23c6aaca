/**
 * Fills this process's cache with the answers every storefront asks for first (category tree,
 * brands, the first page of the main listings), in the background after the server starts, so
 * the first shoppers do not pay for the full-catalog scans. Sequential, to leave room for
 * real requests.
 */
import type { FastifyInstance } from 'fastify';
import type { ListingQuery } from './repositories/product-listing.ts';

export async function warmUp(app: FastifyInstance): Promise<number> {
  const started = Date.now();
  const tree = await app.repos.catalog.tree();
  await app.repos.brands.all();
  const first: ListingQuery = { page: 1, pageSize: 12, sort: 'newest' };
  const scopes: Partial<ListingQuery>[] = [
    {},
    { readyToShip: true },
    { hasSalePrice: true },
    ...tree.flatMap((c) => [{ categorySlug: c.slug }, { categoryId: Number(c._id) }]),
  ];
  for (const scope of scopes) await app.repos.listing.list({ ...first, ...scope });
  return Date.now() - started;
}
