/**
 * A small per-process cache for answers that are costly to compute and fine to serve a few
 * seconds old (listing totals and facets, catalog counts). An entry is fresh for `ttlMs`; after
 * that, for up to `staleMs` more, it is still served at once while one background computation
 * refreshes it (stale-while-revalidate), so a popular listing never waits for a full scan twice.
 * Concurrent misses for one key share a single computation; failures are not remembered.
 * Nothing in it is needed by another API process: each process keeps its own copy.
 */
export interface TtlCache {
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
  clear(): void;
}

export interface TtlCacheOptions {
  ttlMs: number;
  /** How long past its TTL an entry may still be served while it refreshes (default 10 × TTL). */
  staleMs?: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  fresh: number;
  usable: number;
  value: Promise<unknown>;
  refreshing: boolean;
}

export function createTtlCache(options: TtlCacheOptions): TtlCache {
  const { ttlMs, staleMs = ttlMs * 10, maxEntries = 1_000, now = Date.now } = options;
  const entries = new Map<string, Entry>();

  const store = (key: string, value: Promise<unknown>) => {
    const at = now();
    const entry: Entry = { fresh: at + ttlMs, usable: at + ttlMs + staleMs, value, refreshing: false };
    entries.delete(key);
    entries.set(key, entry);
    value.catch(() => entries.get(key) === entry && entries.delete(key));
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };

  return {
    get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return compute();
      const hit = entries.get(key);
      const at = now();
      if (hit && hit.fresh > at) return hit.value as Promise<T>;
      if (hit && hit.usable > at) {
        if (!hit.refreshing) {
          hit.refreshing = true;
          const next = compute();
          // Swap in the new value only once it is there; on failure keep serving the old one.
          next.then(
            () => store(key, next),
            () => (hit.refreshing = false),
          );
        }
        return hit.value as Promise<T>;
      }
      const value = compute();
      store(key, value);
      return value;
    },
    clear: () => entries.clear(),
  };
}
