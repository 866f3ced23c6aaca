/**
 * Where rate-limit counters live: fixed windows keyed by a limit's name and a client address or
 * an account. Three backends behind one interface — PostgreSQL/PGlite (the `rate_limits` table of
 * db/security-schema.ts), Redis (`REDIS_URL`, through ioredis) and process memory (only for the embedded
 * single-process default) — and an adapter that `@fastify/rate-limit` takes as its `store`.
 */
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { queryRows, type Database } from '../db/client.ts';

export interface Count {
  /** Hits in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

export interface CounterStore {
  readonly kind: 'memory' | 'database' | 'redis';
  /** Counts one hit for `key` (a new window of `windowMs` if none is open). */
  incr(key: string, windowMs: number): Promise<Count>;
  /** The open window of `key` without counting (current 0 when none). */
  read(key: string): Promise<Count>;
  /** Takes one hit back (a sign-in that succeeded is not a failure). */
  decr(key: string): Promise<void>;
  /** Forgets every counter (tests). */
  clear(): Promise<void>;
  close(): Promise<void>;
}

export function memoryStore(): CounterStore {
  const windows = new Map<string, { hits: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
  }, 60_000);
  sweep.unref();
  const open = (key: string) => {
    const w = windows.get(key);
    return w && w.resetAt > Date.now() ? w : null;
  };
  return {
    kind: 'memory',
    async incr(key, windowMs) {
      const now = Date.now();
      let w = open(key);
      if (!w) windows.set(key, (w = { hits: 0, resetAt: now + windowMs }));
      w.hits += 1;
      return { current: w.hits, ttl: w.resetAt - now };
    },
    async read(key) {
      const w = open(key);
      return w ? { current: w.hits, ttl: w.resetAt - Date.now() } : { current: 0, ttl: 0 };
    },
    async decr(key) {
      const w = open(key);
      if (w && w.hits > 0) w.hits -= 1;
    },
    async clear() {
      windows.clear();
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

interface CountRow {
  hits: number;
  ttl: number | string;
}
const toCount = (row: CountRow | undefined): Count =>
  row ? { current: Number(row.hits), ttl: Math.max(0, Math.ceil(Number(row.ttl))) } : { current: 0, ttl: 0 };

/** Counters in the `rate_limits` table: one atomic upsert per hit, shared by every process. */
export function databaseStore(db: Database): CounterStore {
  let lastSweep = 0;
  return {
    kind: 'database',
    async incr(key, windowMs) {
      const rows = await queryRows<CountRow>(
        db,
        sql`insert into rate_limits (key, hits, reset_at)
            values (${key}, 1, clock_timestamp() + make_interval(secs => ${windowMs / 1000}))
            on conflict (key) do update set
              hits = case when rate_limits.reset_at <= clock_timestamp() then 1 else rate_limits.hits + 1 end,
              reset_at = case when rate_limits.reset_at <= clock_timestamp() then excluded.reset_at else rate_limits.reset_at end
            returning hits, extract(epoch from (reset_at - clock_timestamp())) * 1000 as ttl`,
      );
      if (Date.now() - lastSweep > 60_000) {
        lastSweep = Date.now();
        await db.execute(sql`delete from rate_limits where reset_at < clock_timestamp() - interval '1 minute'`);
      }
      return toCount(rows[0]);
    },
    async read(key) {
      const rows = await queryRows<CountRow>(
        db,
        sql`select hits, extract(epoch from (reset_at - clock_timestamp())) * 1000 as ttl
            from rate_limits where key = ${key} and reset_at > clock_timestamp()`,
      );
      return toCount(rows[0]);
    },
    async decr(key) {
      await db.execute(sql`update rate_limits set hits = hits - 1 where key = ${key} and hits > 0 and reset_at > clock_timestamp()`);
    },
    async clear() {
      await db.execute(sql`delete from rate_limits`);
    },
    async close() {},
  };
}

const INCR_LUA = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}`;
const DECR_LUA = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if current > 0 then redis.call('DECR', KEYS[1]) end
return current`;

/** Counters in Redis (INCR + PEXPIRE in one script), under `prefix`. */
export function redisStore(redis: Redis, prefix = 'manzil:rl:'): CounterStore {
  return {
    kind: 'redis',
    async incr(key, windowMs) {
      const [current, ttl] = (await redis.eval(INCR_LUA, 1, prefix + key, String(Math.ceil(windowMs)))) as [number, number];
      return { current: Number(current), ttl: Number(ttl) };
    },
    async read(key) {
      const [hits, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return hits && ttl > 0 ? { current: Number(hits), ttl } : { current: 0, ttl: 0 };
    },
    async decr(key) {
      await redis.eval(DECR_LUA, 1, prefix + key);
    },
    async clear() {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
        cursor = next;
        if (keys.length) await redis.del(...keys);
      } while (cursor !== '0');
    },
    async close() {
      await redis.quit().catch(() => {});
    },
  };
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A class `@fastify/rate-limit` can instantiate as its `store`, counting in `store`. */
export function rateLimitStoreClass(store: CounterStore) {
  return class SharedRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      store.incr(key, timeWindow).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }
    read(key: string, callback: Callback) {
      store.read(key).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }
    child() {
      return this;
    }
  };
}
