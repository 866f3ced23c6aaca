/** Every repository, built once per app on its database and decorated as `app.repos`. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTtlCache, type TtlCache } from '../lib/ttl-cache.ts';
import { brandsRepository } from './brands.ts';
import { catalogRepository } from './catalog.ts';
import { favoritesRepository } from './favorites.ts';
import { mediaRepository } from './media.ts';
import { newsletterRepository } from './newsletter.ts';
import { listingRepository } from './product-listing.ts';
import { productsRepository } from './products.ts';
import { usersRepository } from './users.ts';

function build(app: FastifyInstance, cache: TtlCache) {
  return {
    brands: brandsRepository(app.db, cache),
    catalog: catalogRepository(app.db, cache),
    listing: listingRepository(app.db, cache),
    favorites: favoritesRepository(app.db),
    media: mediaRepository(app.db),
    newsletter: newsletterRepository(app.db),
    products: productsRepository(app.db),
    users: usersRepository(app.db),
  };
}

export type Repositories = ReturnType<typeof build>;

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

export interface RepositoriesOptions {
  /** How long listing facets and catalog counts may be reused (0 turns the cache off). */
  cacheTtlMs: number;
}

export default fp(async (app: FastifyInstance, options: RepositoriesOptions) => {
  app.decorate('repos', build(app, createTtlCache({ ttlMs: options.cacheTtlMs })));
}, { name: 'repositories', dependencies: ['database'] });
