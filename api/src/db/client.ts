/**
 * Opens the database: PGlite (PostgreSQL in WebAssembly) in a folder, or in memory for tests,
 * by default; PostgreSQL through `pg` when a URL is given. Both run the same migrations.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { CONTENT_VERSION_CHANNEL } from '../lib/content-version.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs `fn` while holding a database-wide lock, so that two API processes starting at
   * once do not both migrate or seed. `fn` gets a database bound to one connection. */
  exclusive<T>(fn: (db: Database) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` with the payload of every notification on `channel` (LISTEN/NOTIFY) and
   * returns a function that stops. PGlite: its own LISTEN (every writer is this process).
   * PostgreSQL: every pooled connection listens on {@link POOL_CHANNELS}, so this process's own
   * writes are announced before the writing call returns, and one dedicated connection receives
   * other processes' notifications; it reconnects when lost (backing off from 0.5 s to 30 s).
   * `onListening(up)` says when that dedicated connection is up or lost (after a loss some
   * notifications may have been missed); PGlite calls it once with true.
   */
  listen(channel: string, onNotify: (payload: string) => void, onListening?: (up: boolean) => void): Promise<() => Promise<void>>;
  /**
   * Opens every connection of the pool now, each having run `statement` once (a read that plans
   * over the tables the hot requests read: a new PostgreSQL backend reads a table's and its
   * indexes' catalogue entries on its first statement there), so that the first burst of requests after a start finds ready connections instead
   * of opening them one by one: at a million products a listing's page waited 100–300 ms for a
   * new connection in the first second of load. PGlite: nothing (one connection, always open).
   */
  fill(statement: string): Promise<void>;
  close(): Promise<void>;
}

/** Connections of an API process's PostgreSQL pool. */
export const POOL_SIZE = 10;

/**
 * How long an idle pooled connection is kept (pg-pool closes it after 10 s by default): a quiet
 * minute would otherwise leave the next burst to open new, cold connections again.
 */
export const POOL_IDLE_MS = 10 * 60_000;

/**
 * Channels every pooled PostgreSQL connection LISTENs on from its start (so that the
 * connections that ran the migrations and the seed listen too).
 */
export const POOL_CHANNELS = [CONTENT_VERSION_CHANNEL];

/** `application_name` of the dedicated listening connection (tests find it in pg_stat_activity). */
export const LISTENER_APPLICATION_NAME = 'manzil-api-listener';

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder, or `memory://` for a throw-away in-memory database. */
  pgliteDir?: string;
}

const LOCK_KEY = 7_262_026; // arbitrary, constant across processes

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.pgliteDir ?? 'memory://');
}

const MEMORY = 'memory://';

/**
 * A freshly initialised PGlite cluster (a tarball of its data folder), taken from this process's
 * first in-memory database. The next in-memory databases (the tests') load it instead of running
 * initdb again: the same empty cluster in about a third of the time (initdb takes 5–20 s on a
 * busy two-core machine), which is most of what a test that builds its own app waits for. A
 * database in a folder is opened as before.
 */
let freshCluster: Promise<File | Blob> | undefined;

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (!dataDir.includes('://')) mkdirSync(dirname(resolve(dataDir)), { recursive: true });
  const options = { extensions: { pg_trgm } };
  let client: InstanceType<typeof PGlite>;
  if (dataDir !== MEMORY) client = await PGlite.create(dataDir, options);
  else if (freshCluster) client = await PGlite.create(MEMORY, { ...options, loadDataDir: await freshCluster });
  else {
    // The first in-memory database of this process: its cluster, dumped before any use, is
    // where the next ones start from.
    const first = PGlite.create(MEMORY, options);
    freshCluster = first.then((db) => db.dumpDataDir('none'));
    freshCluster.catch(() => (freshCluster = undefined));
    client = await first;
    await freshCluster;
  }
  const db = drizzle(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    // PGlite is single-connection and owned by this process: there is nobody to race.
    exclusive: (fn) => fn(db),
    fill: async () => {},
    async listen(channel, onNotify, onListening) {
      const stop = await client.listen(channel, onNotify);
      onListening?.(true);
      return stop;
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const subscribers = new Map<string, Set<(payload: string) => void>>();
  const dispatch = (message: import('pg').Notification) => {
    for (const notify of subscribers.get(message.channel) ?? []) notify(message.payload ?? '');
  };
  // numeric stays a string by default; Drizzle's `mode: 'number'` columns convert it.
  // pg-pool's onConnect runs before a new connection is handed out: it LISTENs first, so the
  // connection hears its own writes' notifications (delivered before the writing call returns).
  const poolConfig = {
    connectionString: url,
    max: POOL_SIZE,
    idleTimeoutMillis: POOL_IDLE_MS,
    connectionTimeoutMillis: 5_000,
    onConnect: async (client: import('pg').ClientBase) => {
      client.on('notification', dispatch);
      for (const channel of POOL_CHANNELS) await client.query(`LISTEN ${channel}`);
    },
  };
  const pool = new pg.default.Pool(poolConfig);
  pool.on('error', () => {
    /* an idle client lost its connection; the pool replaces it */
  });
  const listeners: (() => Promise<void>)[] = [];
  const db = drizzle(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async fill(statement) {
      const clients = await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.connect()));
      try {
        await Promise.all(clients.map((client) => client.query(statement)));
      } finally {
        for (const client of clients) client.release();
      }
    },
    async exclusive(fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [LOCK_KEY]);
        try {
          return await fn(drizzle(client, { schema }) as unknown as Database);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    async listen(channel, onNotify, onListening) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a plain channel name: ${channel}`);
      let handlers = subscribers.get(channel);
      if (!handlers) subscribers.set(channel, (handlers = new Set()));
      handlers.add(onNotify);
      const stopListener = listenerConnection(pg.default, url, channel, dispatch, onListening ?? (() => {}));
      const stop = async () => {
        handlers.delete(onNotify);
        await stopListener();
      };
      listeners.push(stop);
      return stop;
    },
    async close() {
      await Promise.all(listeners.splice(0).map((stop) => stop()));
      await pool.end();
    },
  };
}

/**
 * One connection that LISTENs on `channel` and hands every notification to `dispatch`; when it
 * fails or is lost it tells `onListening(false)` and connects again after 0.5 s, doubling up to
 * 30 s. Returns a function that ends it.
 */
function listenerConnection(
  pgModule: typeof import('pg').default,
  url: string,
  channel: string,
  dispatch: (message: import('pg').Notification) => void,
  onListening: (up: boolean) => void,
): () => Promise<void> {
  let current: import('pg').Client | null = null;
  let stopped = false;
  let retryMs = 500;
  let timer: NodeJS.Timeout | null = null;
  const schedule = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, 30_000);
  };
  const connect = async () => {
    const client = new pgModule.Client({
      connectionString: url,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      application_name: LISTENER_APPLICATION_NAME,
    });
    // 'error', 'end' and a failed connect may each report the same loss: schedule() runs once.
    const lost = () => {
      if (current === client) {
        current = null;
        onListening(false);
      }
      client.end().catch(() => {});
      schedule();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => message.channel === channel && dispatch(message));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      if (stopped) {
        await client.end().catch(() => {});
        return;
      }
      current = client;
      retryMs = 500;
      onListening(true);
    } catch {
      lost();
    }
  };
  void connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
}

/** Runs a raw SQL query and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The `migrations/` folder, from the sources (src/db) or from the bundle (dist). */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, '../../migrations'), join(here, '../migrations'), join(here, 'migrations')];
  const found = candidates.find((dir) => existsSync(join(dir, 'meta/_journal.json')));
  if (!found) throw new Error(`The migrations folder was not found next to ${here}.`);
  return found;
}

/** Applies every pending migration. */
export async function migrateDatabase(handle: DatabaseHandle, db: Database = handle.db): Promise<void> {
  const folder = migrationsFolder();
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(db as never, { migrationsFolder: folder });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(db as never, { migrationsFolder: folder });
  }
}

/** True when pg_trgm is installed, so search can use similarity and trigram indexes. */
export async function hasTrigram(db: Database): Promise<boolean> {
  const { sql } = await import('drizzle-orm');
  const rows = await queryRows<{ ok: number }>(db, sql`select 1 as ok from pg_extension where extname = 'pg_trgm'`);
  return rows.length > 0;
}
