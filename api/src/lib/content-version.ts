/**
 * The catalog's content version (`catalog_state.content_version`,
 * migrations/0004_catalog_content_version_triggers.sql) kept
 * in this process's memory, so that an answer-cache hit (plugins/http-cache.ts) costs no database
 * round trip. The value is kept right in three ways:
 *
 * 1. Own writes: every statement this process runs that moves the version announces it on the
 *    channel `manzil_catalog_content` (pg_notify in the trigger of
 *    migrations/0004_catalog_content_version_triggers.sql), and every
 *    connection of this process listens (db/client.ts), so the new value is here before the
 *    writing call returns; besides, every request that may write (any method but GET, HEAD,
 *    OPTIONS) calls {@link ContentVersion.invalidate} before its answer leaves, so the next use
 *    reads the version again.
 * 2. Other writers (another API process, the seed, psql): on PostgreSQL a dedicated listening
 *    connection receives the notification when the writer commits (a few milliseconds later);
 *    it reconnects when lost and then re-reads the version, as notifications may have been missed.
 * 3. A bounded staleness as the fallback: the value is re-read when it is older than `maxAgeMs`
 *    (default {@link DEFAULT_CONTENT_VERSION_MAX_AGE_MS}, CONTENT_VERSION_MAX_AGE_MS), so even
 *    without notifications (PGlite opened by another process, a managed PostgreSQL refusing
 *    LISTEN, a dropped notification) no process serves an answer older than that after a commit.
 *    Requests arriving while a read runs share it (see {@link coalesced}).
 */

/** Default bound on how old the in-memory version may be before it is read again (ms). */
export const DEFAULT_CONTENT_VERSION_MAX_AGE_MS = 1_000;

/** The channel the content-version trigger notifies with the new content version as payload. */
export const CONTENT_VERSION_CHANNEL = 'manzil_catalog_content';

/**
 * `read` with the calls that overlap one read sharing the next: a caller gets the result of a
 * read that began after it called (so it sees every write committed before), and there are never
 * more than two reads at a time, however many requests wait.
 */
export function coalesced<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const start = () => {
    const reading = read();
    running = reading;
    const done = () => {
      if (running === reading) running = null;
    };
    reading.then(done, done);
    return reading;
  };
  const settled = () => undefined;
  return () => {
    if (!running) return start();
    next ??= running.then(settled, settled).then(() => {
      next = null;
      return start();
    });
    return next;
  };
}

export interface ContentVersionOptions {
  /** Reads `catalog_state.content_version` from the database. */
  read: () => Promise<number>;
  /** Re-read the version when the last read began longer ago than this (ms; default 1000). */
  maxAgeMs?: number;
  /** The clock (tests). */
  now?: () => number;
}

/** The in-memory content version of this process (see the module's comment). */
export class ContentVersion {
  /** Re-read when the last read began longer ago than this (ms); may be changed at run time. */
  maxAgeMs: number;
  /** True while a dedicated connection listens for other writers' notifications (PostgreSQL). */
  listening = false;
  private value = 0;
  private readStartedAt = -Infinity;
  /** Moves with every invalidate(); a read clears `stale` only if none came while it ran. */
  private epoch = 0;
  private stale = true;
  private readonly now: () => number;
  private readonly readShared: () => Promise<number>;

  constructor(options: ContentVersionOptions) {
    this.maxAgeMs = options.maxAgeMs ?? DEFAULT_CONTENT_VERSION_MAX_AGE_MS;
    this.now = options.now ?? Date.now;
    this.readShared = coalesced(async () => {
      const startedAt = this.now();
      const epoch = this.epoch;
      const version = await options.read();
      this.seen(version);
      if (startedAt > this.readStartedAt) this.readStartedAt = startedAt;
      if (epoch === this.epoch) this.stale = false;
      return this.value;
    });
  }

  /**
   * The version to answer at: the value in memory when it is fresh (no database round trip,
   * returned as a number), else a promise of a read begun after this call.
   */
  current(): number | Promise<number> {
    if (!this.stale && this.now() - this.readStartedAt < this.maxAgeMs) return this.value;
    return this.readShared();
  }

  /** Reads the version now (a read begun after this call, shared with concurrent callers). */
  refresh(): Promise<number> {
    return this.readShared();
  }

  /** A version announced by a notification (or read): kept when newer. */
  seen(version: number): void {
    if (Number.isFinite(version) && version > this.value) this.value = version;
  }

  /** This process may have written: the next {@link current} reads the version again. */
  invalidate(): void {
    this.epoch++;
    this.stale = true;
  }
}
