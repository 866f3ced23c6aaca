/** Every repository, built once per app on its database and decorated as `app.repos`. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { accountRepository } from './account.ts';
import { adminOrdersRepository } from './admin-orders.ts';
import { auditRepository } from './audit.ts';
import { brandsRepository } from './brands.ts';
import { catalogIndexService } from '../services/catalog-index.ts';
import { cardsRepository } from './cards.ts';
import { catalogRepository } from './catalog.ts';
import { favoritesRepository } from './favorites.ts';
import { mediaRepository } from './media.ts';
import { newsletterRepository } from './newsletter.ts';
import { ordersRepository } from './orders.ts';
import { partnerRepository } from './partner/index.ts';
import { listingRepository, type ListingEngine } from './product-listing.ts';
import { productsRepository } from './products.ts';
import { promoCodesRepository } from './promo-codes.ts';
import { searchSuggestions } from './search.ts';
import type { Locale } from '../lib/locale.ts';
import { sitemapRepository } from './sitemap.ts';
import { staffRepository } from './staff.ts';
import { usersRepository } from './users.ts';

function build(app: FastifyInstance, options: RepositoriesOptions) {
  const catalogIndex = catalogIndexService(app.db, {
    snapshotPath: options.catalogSnapshot,
    contentVersion: app.contentVersion,
    onError: (error) =>
      app.log.error({ err: error }, 'the catalog index could not be refreshed; listings answer from the previous one or PostgreSQL'),
  });
  return {
    catalogIndex,
    account: accountRepository(app.db),
    brands: brandsRepository(app.db, catalogIndex),
    cards: cardsRepository(app.db),
    catalog: catalogRepository(app.db, catalogIndex),
    listing: listingRepository(app.db, catalogIndex, {
      engine: options.listingEngine,
      trigram: app.database.trigram,
      contentVersion: app.contentVersion,
    }),
    favorites: favoritesRepository(app.db),
    media: mediaRepository(app.db),
    newsletter: newsletterRepository(app.db),
    orders: ordersRepository(app.db),
    partner: partnerRepository(app.db),
    products: productsRepository(app.db),
    promoCodes: promoCodesRepository(app.db),
    /** Search suggestions (search.ts) on this app's database, with typo tolerance when pg_trgm is installed. */
    searchSuggestions: (query: string, locale: Locale) => searchSuggestions(app.db, query, app.database.trigram, locale),
    sitemap: sitemapRepository(app.db),
    users: usersRepository(app.db),
    // The admin area.
    staff: staffRepository(app.db),
    audit: auditRepository(app.db),
    adminOrders: adminOrdersRepository(app.db),
  };
}

export type Repositories = ReturnType<typeof build>;

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

export interface RepositoriesOptions {
  /** How listings compute totals and facets (default `index`; see product-listing.ts). */
  listingEngine?: ListingEngine;
  /** Where the catalog index keeps its snapshot (services/catalog-index.ts); none: every start builds. */
  catalogSnapshot?: string;
}

export default fp(
  async (app: FastifyInstance, options: RepositoriesOptions) => {
    app.decorate('repos', build(app, options));
  },
  { name: 'repositories', dependencies: ['database'] },
);
