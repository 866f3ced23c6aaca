/**
 * Opens the database, applies the migrations and runs the `seed` it was given (the demo seed
 * fills an empty catalog; live code never imports src/seed/, the process entry passes it); then
 * decorates the app with `db` and `contentVersion` (the catalog's content version kept in memory
 * and told of writes by LISTEN/NOTIFY, lib/content-version.ts). Migrate and seed run
 * under a database lock so that several API processes starting together against one PostgreSQL
 * do not race.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import {
  hasTrigram,
  migrateDatabase,
  openDatabase,
  queryRows,
  type Database,
  type DatabaseHandle,
  type OpenDatabaseOptions,
} from '../db/client.ts';
import { CONTENT_VERSION_CHANNEL, ContentVersion } from '../lib/content-version.ts';

/** What a first-start seed reports (src/seed/seed.ts `SeedSummary` has more). */
export interface SeedReport {
  products: number;
  ms: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: { kind: 'pglite' | 'postgres'; trigram: boolean; seeded: SeedReport | null; fill: DatabaseHandle['fill'] };
    /** The catalog's content version in this process's memory (lib/content-version.ts). */
    contentVersion: ContentVersion;
  }
}

export interface DatabasePluginOptions extends OpenDatabaseOptions {
  /** Run after the migrations under the same lock: fills an empty database, or answers null. */
  seed?: (db: Database) => Promise<SeedReport | null>;
  /** Bound on the age of the in-memory content version, ms (default 1000; lib/content-version.ts). */
  contentVersionMaxAgeMs?: number;
}

async function databasePlugin(app: FastifyInstance, options: DatabasePluginOptions) {
  const started = Date.now();
  const handle = await openDatabase(options);
  app.addHook('onClose', () => handle.close());
  const opened = Date.now();
  const seeded = await handle.exclusive(async (db) => {
    await migrateDatabase(handle, db);
    return options.seed ? options.seed(db) : null;
  });
  app.log.info({ openMs: opened - started, migrateAndSeedMs: Date.now() - opened, kind: handle.kind }, 'database ready');
  if (seeded) app.log.info(seeded, 'seeded an empty database with the demo catalog');
  app.decorate('db', handle.db);
  const contentVersion = new ContentVersion({
    maxAgeMs: options.contentVersionMaxAgeMs,
    read: async () => {
      const [row] = await queryRows<{ v: string | number }>(handle.db, sql`select content_version as v from catalog_state where id = 1`);
      return Number(row?.v ?? 0);
    },
  });
  app.decorate('contentVersion', contentVersion);
  // Another writer's notification moves the version at once; a lost (or new) listening
  // connection may have missed some, so the next use reads the version again.
  await handle.listen(
    CONTENT_VERSION_CHANNEL,
    (payload) => contentVersion.seen(Number(payload)),
    (up) => {
      contentVersion.listening = up;
      contentVersion.invalidate();
    },
  );
  app.decorate('database', { kind: handle.kind, trigram: await hasTrigram(handle.db), seeded, fill: handle.fill });
}

export default fp(databasePlugin, { name: 'database' });
