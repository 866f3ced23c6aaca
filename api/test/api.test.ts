/**
 * The API suite, run once per database backend: in-memory PGlite always, and PostgreSQL when
 * it answers (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test). Each
 * backend builds one app (300 seeded products) shared by every suite.
 */
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { backends, postgresSkipped, removeDir, startApp, type TestContext } from './helpers.ts';
import { accountSuite } from './suites/account.ts';
import { apiMessagesSuite } from './suites/api-messages.ts';
import { arabicSuite } from './suites/arabic.ts';
import { authSuite } from './suites/auth.ts';
import { billingSuite } from './suites/billing.ts';
import { catalogSuite } from './suites/catalog.ts';
import { contactSuite } from './suites/contact.ts';
import { favoritesSuite } from './suites/favorites.ts';
import { httpCacheSuite } from './suites/http-cache.ts';
import { listingEnginesSuite } from './suites/listing-engines.ts';
import { catalogIndexSuite } from './suites/catalog-index.ts';
import { listingSuite } from './suites/listing.ts';
import { mediaSuite } from './suites/media.ts';
import { moneySuite } from './suites/money.ts';
import { moneyPayoutsSuite } from './suites/money-payouts.ts';
import { newsletterSuite } from './suites/newsletter.ts';
import { ordersSuite } from './suites/orders.ts';
import { partnerAdminSuite } from './suites/partner-admin.ts';
import { partnerModelSuite } from './suites/partner-model.ts';
import { partnerVendorSuite } from './suites/partner-vendor.ts';
import { paymentsHardeningSuite } from './suites/payments-hardening.ts';
import { productsSuite } from './suites/products.ts';
import { returnsSuite } from './suites/returns.ts';
import { robustnessSuite } from './suites/robustness.ts';
import { searchSuite } from './suites/search.ts';
import { securityAccountsSuite } from './suites/security-accounts.ts';
import { securityHardeningSuite } from './suites/security-hardening.ts';
import { securityLimitsSuite } from './suites/security-limits.ts';
import { securityLogsSuite } from './suites/security-logs.ts';
import { securitySessionsSuite } from './suites/security-sessions.ts';
import { sitemapSuite } from './suites/sitemap.ts';
import { systemSuite } from './suites/system.ts';
import { vendorAdminSuite } from './suites/vendor-admin.ts';

// Suites that add listed products (partner model, vendor, admin) run last: earlier suites read the newest products.
const SUITES = [
  systemSuite,
  catalogSuite,
  productsSuite,
  searchSuite,
  arabicSuite,
  listingSuite,
  authSuite,
  accountSuite,
  vendorAdminSuite,
  favoritesSuite,
  newsletterSuite,
  ordersSuite,
  apiMessagesSuite,
  contactSuite,
  listingEnginesSuite,
  catalogIndexSuite,
  mediaSuite,
  robustnessSuite,
  securityLimitsSuite,
  securitySessionsSuite,
  securityLogsSuite,
  securityHardeningSuite,
  securityAccountsSuite,
  httpCacheSuite,
  billingSuite,
  paymentsHardeningSuite,
  partnerModelSuite,
  partnerVendorSuite,
  partnerAdminSuite,
  moneySuite,
  moneyPayoutsSuite,
  returnsSuite,
  // Last: it adds 25,000 listed products for the sitemap's 50,000-URL boundary.
  sitemapSuite,
];

/** `ctx` whose `app.inject` defaults `remoteAddress` to `address` (light-my-request's option). */
function fromOwnAddress(ctx: TestContext, address: string): TestContext {
  const inject = (app: FastifyInstance) =>
    ((options?: unknown, callback?: unknown) => {
      const withAddress =
        typeof options === 'string'
          ? { url: options, remoteAddress: address }
          : options && typeof options === 'object'
            ? { remoteAddress: address, ...options }
            : options;
      return (app.inject as (o?: unknown, c?: unknown) => unknown)(withAddress, callback);
    }) as FastifyInstance['inject'];
  return new Proxy(ctx, {
    get(target, key) {
      if (key !== 'app' || !target.app) return Reflect.get(target, key);
      const app = target.app;
      return new Proxy(app, { get: (a, k) => (k === 'inject' ? inject(a) : Reflect.get(a, k)) });
    },
  });
}

const available = await backends();
if (postgresSkipped) {
  const reason = postgresSkipped;
  describe('API on PostgreSQL', () => it('runs every suite against PostgreSQL', { skip: reason }, () => {}));
}

for (const backend of available) {
  describe(`API on ${backend.name}`, () => {
    const ctx = {} as TestContext;
    let dataDir = '';
    before(async () => {
      const started = await startApp(backend);
      ctx.app = started.app;
      ctx.backend = backend.name;
      ctx.databaseUrl = backend.databaseUrl;
      dataDir = started.dataDir;
    });
    after(async () => {
      await ctx.app?.close();
      await backend.cleanup();
      removeDir(dataDir);
    });
    // Each suite calls from a client address of its own (unless it sets one), as separate
    // shoppers would: the per-address rate limits then hold for every suite, not for the run.
    SUITES.forEach((suite, index) => suite(fromOwnAddress(ctx, `100.64.${index + 1}.1`)));
  });
}
