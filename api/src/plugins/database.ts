/**
 * Opens the database, applies the migrations and, when the catalog is empty, seeds it; then
 * decorates the app with `db`. Migrate and seed run under a database lock so that several API
 * processes starting together against one PostgreSQL do not race.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasTrigram, migrateDatabase, openDatabase, type Database, type OpenDatabaseOptions } from '../db/client.ts';
import { isDatabaseEmpty, seedDatabase, type SeedSummary } from '../seed/seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: { kind: 'pglite' | 'postgres'; trigram: boolean; seeded: SeedSummary | null };
  }
}

export interface DatabasePluginOptions extends OpenDatabaseOptions {
  /** Products to seed into an empty database; `false` never seeds. */
  seedProducts: number | false;
}

async function databasePlugin(app: FastifyInstance, options: DatabasePluginOptions) {
  const started = Date.now();
  const handle = await openDatabase(options);
  app.addHook('onClose', () => handle.close());
  const opened = Date.now();
  const seeded = await handle.exclusive(async (db) => {
    await migrateDatabase(handle, db);
    if (options.seedProducts === false || !(await isDatabaseEmpty(db))) return null;
    return seedDatabase(db, { products: options.seedProducts });
  });
  app.log.info({ openMs: opened - started, migrateAndSeedMs: Date.now() - opened, kind: handle.kind }, 'database ready');
  if (seeded) app.log.info(seeded, 'seeded an empty database with the demo catalog');
  app.decorate('db', handle.db);
  app.decorate('database', { kind: handle.kind, trigram: await hasTrigram(handle.db), seeded });
}

export default fp(databasePlugin, { name: 'database' });
