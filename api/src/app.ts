/**
 * Builds the Fastify app (fastify/demo order): external plugins, then the app's own (database,
 * repositories, sessions, mailer), then one plugin per resource. Tests build it with an
 * in-memory PGlite and call `app.inject`; `server.ts` builds it from the environment and listens.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { DEFAULT_SHOP_MAILBOX } from './config.ts';
import { DEFAULT_PUBLIC_ORIGIN } from '@manzil/shared/seo';
import { isAllowedOrigin } from './lib/cors.ts';
import type { S3Options } from './lib/file-store.ts';
import { withRedaction } from './lib/log-redaction.ts';
import './lib/validation.ts';
import databasePlugin, { type DatabasePluginOptions } from './plugins/database.ts';
import errorHandler from './plugins/error-handler.ts';
import { httpCachePlugin } from './plugins/http-cache.ts';
import helmetPlugin from './plugins/external/helmet.ts';
import rateLimitPlugin from './plugins/external/rate-limit.ts';
import idempotencyPlugin from './plugins/idempotency.ts';
import rejectNul from './plugins/reject-nul.ts';
import mailerPlugin from './plugins/mailer.ts';
import sessionsPlugin from './plugins/sessions.ts';
import repositories from './repositories/index.ts';
import accountRoutes from './routes/account.ts';
import moneyPlugin, { type MoneyOptions } from './services/money/plugin.ts';
import paymentsPlugin, { type PaymentsOptions } from './services/payments/plugin.ts';
import staffGuardPlugin from './plugins/staff-guard.ts';
import adminRoutes from './routes/admin/index.ts';
import authRoutes from './routes/auth.ts';
import brandRoutes from './routes/brands.ts';
import cardRoutes from './routes/cards.ts';
import checkoutRoutes from './routes/checkout.ts';
import categoryRoutes from './routes/categories.ts';
import clientErrorRoutes from './routes/client-errors.ts';
import contactRoutes from './routes/contact.ts';
import devRoutes from './routes/dev.ts';
import favoriteRoutes from './routes/favorites.ts';
import mediaRoutes from './routes/media.ts';
import newsletterRoutes from './routes/newsletter.ts';
import returnRoutes from './routes/returns.ts';
import orderRoutes from './routes/orders.ts';
import passwordResetRoutes from './routes/password-reset.ts';
import paymentRoutes from './routes/payments.ts';
import partnerRoutes from './routes/partner/index.ts';
import productRoutes from './routes/products.ts';
import sitemapRoutes from './routes/sitemap.ts';
import systemRoutes from './routes/system.ts';
import userRoutes from './routes/users.ts';
import vendorRoutes from './routes/vendor.ts';
import wellKnownRoutes from './routes/well-known.ts';

export interface BuildAppOptions {
  /** Data folder: PGlite database (unless `pgliteDir`) and the e-mail outbox. */
  dataDir: string;
  /** PostgreSQL connection string; PGlite when absent. */
  databaseUrl?: string;
  /** PGlite folder (default `<dataDir>/pglite`), or `memory://` for tests. */
  pgliteDir?: string;
  /** Fills an empty database after the migrations (the demo seed, `seedIfEmpty` of
   * src/seed/seed.ts, passed by the process entry and the tests); none by default. */
  seed?: DatabasePluginOptions['seed'];
  imageBaseUrl?: string | null;
  /** Allowed CORS origins. null: in development any http://localhost:* and http://127.0.0.1:*
   * (the apps' dev servers); in production none (no cross-origin call with credentials). */
  corsOrigins?: string[] | null;
  smtpUrl?: string;
  /** Production: the OpenAPI document only with `apiDocs`; Secure `__Host-` session cookies on
   * every request (unless `insecureCookies`); CORS for the configured origins only. */
  production?: boolean;
  /** With `production`: session cookies without Secure/`__Host-` on plain-http requests, for a
   * local production instance over http (INSECURE_SESSION_COOKIES=1; never on a public address). */
  insecureCookies?: boolean;
  /** Serves GET /api/dev/outbox (every e-mail the shop sent) — DEV_OUTBOX=1 only. */
  devOutbox?: boolean;
  /** Serves /api/docs/json in production too (API_DOCS=1); always served in development. */
  apiDocs?: boolean;
  /** How often the e-mail outbox worker retries undelivered messages (default 15 s; 0: never). */
  mailRetryMs?: number;
  /** Proxies whose X-Forwarded-* headers are believed (addresses/CIDRs, `loopback`…); `true`
   * trusts any (tests only). Without it the client address is the socket's. */
  trustProxy?: boolean | string[];
  /** Redis for the shared rate-limit counters (else the database, or memory on embedded PGlite). */
  redisUrl?: string;
  /** Where rate-limit counters live (default: redis with redisUrl, database with databaseUrl,
   * else memory — the embedded single-process default). */
  rateLimitStore?: 'memory' | 'database' | 'redis';
  /** How listings compute totals and facets (default `index`, the in-process catalog index). */
  listingEngine?: 'index' | 'database';
  /** Where contact-form messages go (default hello@manzil.eg). */
  shopMailbox?: string;
  logger?: FastifyServerOptions['logger'];
  /** The payment gateway: the embedded sandbox unless Paymob is configured (services/payments/plugin.ts). */
  payments?: Omit<PaymentsOptions, 'corsOrigins' | 'production'>;
  /** S3-compatible store for uploads; the data folder's `uploads/` when absent. */
  s3?: S3Options | null;
  /** How often documents no application claimed within 24 h are deleted (ms; 0: never; default hourly). */
  documentSweepMs?: number;
  /** Marketplace money: return-window and payout-run timers, the payout provider (services/money/plugin.ts). */
  money?: MoneyOptions;
  /** Cap in bytes of this process's cache of public catalog answers (default 64 MiB,
   * 0 turns it off). See plugins/http-cache.ts. */
  answerCacheBytes?: number;
  /** How old (ms) the in-memory catalog content version may get before it is read again
   * (default 1000; CONTENT_VERSION_MAX_AGE_MS). See lib/content-version.ts. */
  contentVersionMaxAgeMs?: number;
  /** The store's public origin (PUBLIC_ORIGIN, default https://manzil.eg): the sitemap's and
   * robots.txt's absolute URLs. */
  publicOrigin?: string;
  /** URLs per sitemap file (default and maximum 50,000; tests use fewer). */
  sitemapUrlsPerFile?: number;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  // Production without a list: no browser origin may call with credentials (development's local
  // default would let any page on the visitor's own machine read their account).
  const corsOrigins = options.corsOrigins ?? (options.production ? [] : null);
  const app = Fastify({
    logger: withRedaction(options.logger ?? false),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 256 * 1024,
    // Opening PGlite, migrating and seeding can outlast Fastify's 10 s plugin timeout on a busy
    // machine (or with SEED_PRODUCTS in the hundred thousands); a real failure still throws.
    pluginTimeout: 0,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  // First of all, so that a limited request costs as little as possible.
  await app.register(rateLimitPlugin, {
    store: options.rateLimitStore ?? (options.redisUrl ? 'redis' : options.databaseUrl ? 'database' : 'memory'),
    redisUrl: options.redisUrl,
  });
  await app.register(helmetPlugin);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // An empty JSON body (a bodiless POST from a client that always sets the header) is "no body",
  // not a parse error; the route's schema then says what it needs.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    String(body).trim() === '' ? done(null, undefined) : parseJson(request, body as string, done),
  );

  await app.register(rejectNul);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Manzil API', description: 'The API of the Manzil furniture marketplace. Prices are in EGP.', version: '0.1.0' },
      components: { securitySchemes: { shopper: { type: 'apiKey', in: 'cookie', name: 'manzil_sid' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // Before compress: the ETag hashes the JSON body, not one of its encodings.
  await app.register(httpCachePlugin, { answerCacheBytes: options.answerCacheBytes });
  // Before compress: its onSend hook must see the serialized JSON it stores.
  await app.register(idempotencyPlugin);
  // JSON lists (SPEC §7's getproducts returns the whole catalog) and SVGs shrink ~10× with gzip.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  await app.register(cors, {
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    origin: (origin, callback) => callback(null, !origin || isAllowedOrigin(origin, corsOrigins)),
  });
  await app.register(errorHandler);

  await app.register(databasePlugin, {
    databaseUrl: options.databaseUrl,
    pgliteDir: options.pgliteDir ?? join(options.dataDir, 'pglite'),
    seed: options.seed,
    contentVersionMaxAgeMs: options.contentVersionMaxAgeMs,
  });
  await app.register(repositories, {
    listingEngine: options.listingEngine,
    // One snapshot per PostgreSQL database (PGlite in memory has nothing to start from).
    catalogSnapshot: options.databaseUrl
      ? join(options.dataDir, 'catalog-index', `${createHash('sha1').update(options.databaseUrl).digest('hex').slice(0, 16)}.bin`)
      : undefined,
  });
  await app.register(sessionsPlugin, { secureCookies: options.production === true && options.insecureCookies !== true });
  await app.register(staffGuardPlugin);
  await app.register(mailerPlugin, {
    smtpUrl: options.smtpUrl,
    outboxDir: join(options.dataDir, 'outbox'),
    retryEveryMs: options.mailRetryMs,
  });
  await app.register(paymentsPlugin, { ...options.payments, corsOrigins, production: options.production });
  await app.register(moneyPlugin, { ...options.money, production: options.production });

  await app.register(systemRoutes, {
    prefix: '/api',
    imageBaseUrl: options.imageBaseUrl ?? null,
    apiDocs: !options.production || options.apiDocs === true,
  });
  await app.register(wellKnownRoutes, { prefix: '/.well-known' });
  await app.register(categoryRoutes, { prefix: '/api' });
  await app.register(brandRoutes, { prefix: '/api/brand' });
  await app.register(productRoutes, { prefix: '/api/products' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(userRoutes, { prefix: '/api' });
  await app.register(accountRoutes, { prefix: '/api' });
  await app.register(passwordResetRoutes, { prefix: '/api/forget-password' });
  await app.register(vendorRoutes, { prefix: '/api/vendor' });
  await app.register(partnerRoutes, {
    uploadsDir: join(options.dataDir, 'uploads'),
    s3: options.s3 ?? null,
    documentSweepMs: options.documentSweepMs,
  });
  await app.register(adminRoutes, { prefix: '/api/admin', corsOrigins });
  await app.register(favoriteRoutes, { prefix: '/api/favorites' });
  await app.register(newsletterRoutes, { prefix: '/api/newsletter' });
  await app.register(orderRoutes, { prefix: '/api/orders' });
  await app.register(returnRoutes);
  await app.register(cardRoutes, { prefix: '/api/cards' });
  await app.register(checkoutRoutes, { prefix: '/api/checkout' });
  await app.register(paymentRoutes, { prefix: '/api/payments' });
  await app.register(contactRoutes, { prefix: '/api/contact', shopMailbox: options.shopMailbox ?? DEFAULT_SHOP_MAILBOX });
  await app.register(clientErrorRoutes, { prefix: '/api/client-errors' });
  await app.register(sitemapRoutes, {
    prefix: '/api',
    publicOrigin: options.publicOrigin ?? DEFAULT_PUBLIC_ORIGIN,
    urlsPerFile: options.sitemapUrlsPerFile,
  });
  if (options.devOutbox) await app.register(devRoutes, { prefix: '/api/dev' });
  await app.register(mediaRoutes, { prefix: '/media' });

  await app.ready();
  return app;
}
