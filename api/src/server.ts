/**
 * Starts the API: reads and validates the environment, builds the app (opening, migrating and,
 * on first start, seeding the database), prints the demo accounts and listens.
 */
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
// The one module outside src/seed/ that imports it (eslint.config.mjs): the process entry decides
// that an embedded development start fills an empty database with the demo catalog.
import { describeDemoAccounts } from './seed/demo-accounts.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { warmUp } from './warm-up.ts';

async function main() {
  const started = Date.now();
  const config = loadConfig();
  const app = await buildApp({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    seed: config.seedDemo ? seedIfEmpty(config.seedProducts) : undefined,
    imageBaseUrl: config.imageBaseUrl,
    corsOrigins: config.corsOrigins,
    smtpUrl: config.smtpUrl,
    production: config.production,
    devOutbox: config.devOutbox,
    apiDocs: config.apiDocs,
    insecureCookies: config.insecureCookies,
    trustProxy: config.trustProxy,
    redisUrl: config.redisUrl,
    listingEngine: config.listingEngine,
    answerCacheBytes: config.answerCacheBytes,
    contentVersionMaxAgeMs: config.contentVersionMaxAgeMs,
    shopMailbox: config.shopMailbox,
    publicOrigin: config.publicOrigin,
    payments: config.payments,
    s3: config.s3,
    documentSweepMs: config.documentSweepMs,
    money: config.money,
    logger: { level: config.logLevel },
  });

  // First signal: finish in-flight requests and close the database (at most 10 s); second: exit now.
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) process.exit(1);
      closing = true;
      app.log.info(`${signal} received, closing`);
      setTimeout(() => process.exit(1), 10_000).unref();
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }

  // The catalog index is loaded (from its snapshot) or built while the server starts listening,
  // not after: a fresh process's first listing waited for the snapshot after listening. On stdout
  // like the lines below: operators (and the benchmark) see when listings leave PostgreSQL for the index.
  warmUp(app).then(
    (ms) => console.log(`Catalog index ready: ${app.repos.catalogIndex.peek()?.live ?? 0} products, ${ms} ms after the app was built`),
    (error: unknown) => app.log.warn({ err: error }, 'could not build the catalog index'),
  );
  const address = await app.listen({ port: config.port, host: config.host });
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/pglite`;
  const seeded = app.database.seeded ? `, seeded ${app.database.seeded.products} products in ${app.database.seeded.ms} ms` : '';
  console.log(`\nManzil API listening on ${address} — ${database}${seeded}; ready in ${Date.now() - started} ms`);
  if (app.database.seeded || config.seedDemo) console.log(describeDemoAccounts());
  if (!config.production || config.apiDocs) console.log(`OpenAPI: ${address}/api/docs/json`);
  if (config.devOutbox)
    console.log(`DEV_OUTBOX=1: every e-mail the shop sends is listed at ${address}/api/dev/outbox — never set it on a public server.`);
  if (config.production && config.insecureCookies)
    console.log(
      'INSECURE_SESSION_COOKIES=1: session cookies are sent over plain http — for a local test instance only, never on a public server.',
    );
  if (config.production && !config.corsOrigins)
    console.log(
      "CORS_ORIGINS is not set: no browser origin may call this API with credentials; set it to the store's origins (e.g. https://manzil.eg).",
    );
  if (!config.seedDemo && !(await app.repos.users.hasAccounts())) {
    console.log('The database has no accounts yet: create the first admin with "npm run create-admin".');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && error.stack && !error.message.startsWith('The environment is not valid')) console.error(error.stack);
  process.exit(1);
});
