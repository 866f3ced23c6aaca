/**
 * `npm run seed -- --demo [--products N] [--reset | --ensure]`: seeds the configured
 * database (DATABASE_URL, or PGlite in DATA_DIR). Without --reset it refuses to seed a non-empty
 * one; with --ensure it leaves a catalog of exactly N products alone and replaces any other (the
 * benchmark uses it). `--demo` is required: the seed writes the demo accounts, whose passwords
 * are public, so it never runs by accident against a real shop.
 */
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, queryRows } from '../db/client.ts';
import { describeDemoAccounts } from './demo-accounts.ts';
import { DEFAULT_PRODUCT_COUNT } from './generate.ts';
import { isDatabaseEmpty, resetDatabase, seedDatabase } from './seed.ts';

async function main() {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      products: { type: 'string' },
      reset: { type: 'boolean', default: false },
      ensure: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
      demo: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(
      'Usage: seed --demo [--products N] [--reset | --ensure]\n  --demo        required: writes the demo catalog and the demo accounts (public passwords)\n  --products N  products to generate (default 2400, up to 1000000)\n  --reset       empty every table first\n  --ensure      do nothing when the catalog already has N products, else reset and seed',
    );
    return;
  }
  if (!values.demo) {
    throw new Error(
      'The seed writes the demo catalog and demo accounts whose passwords are public. Run "npm run seed -- --demo" to confirm; on a real shop create the first admin with "npm run create-admin" instead.',
    );
  }
  const products = values.products === undefined ? DEFAULT_PRODUCT_COUNT : Number(values.products);
  if (!Number.isInteger(products) || products < 0 || products > 1_000_000)
    throw new Error('--products must be a whole number from 0 to 1000000.');

  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'pglite') });
  try {
    const seeded = await handle.exclusive(async (db) => {
      await migrateDatabase(handle, db);
      if (values.ensure && !(await isDatabaseEmpty(db))) {
        const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products`);
        if (Number(row?.n) === products) {
          console.log(`The catalog already has ${products} products; nothing to do.`);
          return false;
        }
        await resetDatabase(db);
      } else if (values.reset) await resetDatabase(db);
      else if (!(await isDatabaseEmpty(db))) throw new Error('The database already has a catalog; run with --reset to replace it.');
      console.log(`Seeding ${products} products into ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}/pglite`}...`);
      const summary = await seedDatabase(db, { products });
      console.log(
        `Seeded ${summary.categories} categories, ${summary.brands} brands and ${summary.products} products in ${(summary.ms / 1000).toFixed(1)} s ` +
          `(products ${(summary.phases.products / 1000).toFixed(1)} s, vocabulary ${(summary.phases.vocabulary / 1000).toFixed(1)} s, indexes ${(summary.phases.indexes / 1000).toFixed(1)} s, ` +
          `statistics ${(summary.phases.analyze / 1000).toFixed(1)} s).`,
      );
      return true;
    });
    if (seeded) console.log(describeDemoAccounts());
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
