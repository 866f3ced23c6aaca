/**
 * The store behind the answer cache (plugins/http-cache.ts): serialized answers of the
 * public catalog, each with its ETag and its compressed encodings (made on first demand, once),
 * for one catalog content version at a time, bounded in bytes (least recently used first out).
 * Pure and synchronous, so that its rules are tested without an app.
 */
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { qualityList } from './quality-list.ts';

/** The encodings an entry keeps; `identity` is the JSON text itself. */
export type AnswerEncoding = 'br' | 'gzip' | 'identity';

/** One cached answer: the JSON text, its ETag, and the encodings made so far. */
export interface AnswerEntry {
  /** Catalog content version the answer was computed at. */
  version: number;
  etag: string;
  body: Buffer;
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
  /** Bytes counted against the cap: the key, the body and every encoding made. */
  bytes: number;
}

/** Answers smaller than this are sent as they are (as @fastify/compress's threshold). */
export const COMPRESS_THRESHOLD = 1024;

/** Brotli at quality 4, as the app's @fastify/compress: near gzip's speed, smaller output. */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/** The weak ETag of a body, the same that @fastify/etag computes (`sha1`, base64, weak). */
export const etagOf = (body: Buffer | string): string => `W/"${createHash('sha1').update(body).digest('base64')}"`;

/** A fixed cost per entry (the Map slot, the object, its headers' strings). */
const ENTRY_OVERHEAD = 200;

/**
 * The encoding to send for an `Accept-Encoding` header: br or gzip when accepted (by q-value,
 * br first on a tie), else identity. `x-no-compression` or a small body means identity.
 */
export function chooseEncoding(acceptEncoding: string | undefined, bodyBytes: number): AnswerEncoding {
  if (!acceptEncoding || bodyBytes < COMPRESS_THRESHOLD) return 'identity';
  let best: AnswerEncoding = 'identity';
  let bestQ = 0;
  let star: number | null = null;
  const q: Partial<Record<string, number>> = {};
  for (const { name, q: value } of qualityList(acceptEncoding)) {
    const weight = Number.isFinite(value) ? value : 0;
    if (name === '*') star = weight;
    else q[name.trim()] = weight;
  }
  for (const encoding of ['br', 'gzip'] as const) {
    const weight = q[encoding] ?? star ?? 0;
    if (weight > bestQ) {
      best = encoding;
      bestQ = weight;
    }
  }
  return best;
}

export class AnswerStore {
  private readonly entries = new Map<string, AnswerEntry>();
  private bytesUsed = 0;
  /** The newest catalog content version seen; entries of older versions were dropped. */
  version = 0;

  /** @param maxBytes the cap on {@link bytes}; 0 keeps nothing. */
  constructor(readonly maxBytes: number) {}

  /** Bytes held now (never above the cap). */
  get bytes(): number {
    return this.bytesUsed;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The entry of `key`, without marking it used (tests, diagnostics). */
  peek(key: string): AnswerEntry | undefined {
    return this.entries.get(key);
  }

  /** Drops every entry (the version stays). */
  clear(): void {
    this.entries.clear();
    this.bytesUsed = 0;
  }

  /** Moves the store to `version` when it is newer, dropping every entry (they are all stale). */
  advance(version: number): void {
    if (version <= this.version) return;
    this.version = version;
    this.clear();
  }

  /** The entry of `key` at `version` or newer (and marks it recently used), else undefined. */
  get(key: string, version: number): AnswerEntry | undefined {
    this.advance(version);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Keeps `body` for `key`, computed at `version`, and returns its entry; nothing is kept (and
   * null returned) when the store has moved past that version or the answer alone exceeds the cap.
   */
  set(key: string, version: number, body: Buffer): AnswerEntry | null {
    this.advance(version);
    if (version !== this.version) return null;
    // Concurrent misses of one key compute the same answer: the first one's entry (and the
    // encodings already made of it) serves the others.
    const kept = this.entries.get(key);
    if (kept && kept.version === version && kept.body.equals(body)) return kept;
    const entry: AnswerEntry = { version, etag: etagOf(body), body, encoded: {}, bytes: key.length * 2 + body.length + ENTRY_OVERHEAD };
    this.remove(key);
    if (entry.bytes > this.maxBytes) return null;
    this.entries.set(key, entry);
    this.bytesUsed += entry.bytes;
    this.evict();
    return entry;
  }

  /** The bytes to send of `entry` in `encoding` (compressed once, then kept and counted). */
  encode(key: string, entry: AnswerEntry, encoding: AnswerEncoding): Buffer {
    if (encoding === 'identity') return entry.body;
    const kept = entry.encoded[encoding];
    if (kept) return kept;
    const made = encoding === 'br' ? zlib.brotliCompressSync(entry.body, BROTLI) : zlib.gzipSync(entry.body);
    entry.encoded[encoding] = made;
    entry.bytes += made.length;
    if (this.entries.get(key) === entry) {
      this.bytesUsed += made.length;
      this.evict();
    }
    return made;
  }

  private remove(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytesUsed -= old.bytes;
  }

  /** Drops least recently used entries until the bytes fit the cap. */
  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.bytesUsed <= this.maxBytes) break;
      this.entries.delete(key);
      this.bytesUsed -= entry.bytes;
    }
  }
}
