import {
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { reportClientError } from '@manzil/shared';
import type { ExposedId, ExposedModules } from './exposed-modules';
import type { RemoteEntry } from './remotes-config';

/** Raised when a remote's code cannot be had; its region shows a message with a Retry button. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    readonly cause?: unknown,
  ) {
    super(`The ${remote} part of the store could not be loaded${cause ? `: ${String(cause)}` : '.'}`);
    this.name = 'RemoteUnavailableError';
  }
}

const FALLBACK = Symbol.for('manzil.remote-fallback');
type Fallback = { [FALLBACK]: true; error: unknown };

const reported = new Set<string>();

/**
 * Reports a remote's failure once — to the console and to POST /api/client-errors — however many
 * stages of the runtime see it; Retry (resetRemote) arms the report again.
 */
export function reportRemoteFailure(remote: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (reported.has(remote)) return;
  reported.add(remote);
  console.error(`[manzil] remote "${remote}" failed:`, error);
  void reportClientError({
    message,
    remote,
    url: typeof location === 'undefined' ? undefined : location.href,
    stack: error instanceof Error ? error.stack : undefined,
  });
}

/**
 * Layer 2 of failure isolation: when the runtime cannot load a remote module (after the retry
 * plugin gave up), hand back a marked fallback instead of throwing into the shell.
 */
function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'manzil-remote-fallback',
    errorLoadRemote(args) {
      reportRemoteFailure(remoteOf(String(args.id ?? '')), args.error);
      const fallback: Fallback = { [FALLBACK]: true, error: args.error };
      return fallback;
    },
  };
}

let remotes: RemoteEntry[] = [];

/** The remote an id names: `account/routes`, or a URL of one of its files (the manifest stage). */
function remoteOf(id: string): string {
  const byUrl = remotes.find((r) => id.startsWith(new URL('.', r.entry).href));
  return byUrl ? byUrl.name : id.split('/')[0] || 'unknown';
}

/**
 * Registers the remotes of the runtime manifest, with layer 1 (retries with backoff) and layer 2
 * (fallback) of failure isolation. Called once, before the first render.
 */
export function initFederation(entries: RemoteEntry[]): void {
  remotes = entries;
  registerPlugins([
    RetryPlugin({
      fetch: { retryTimes: 2, retryDelay: 400 },
      script: { retryTimes: 2, retryDelay: 400 },
    }) as unknown as ModuleFederationRuntimePlugin,
    fallbackPlugin(),
  ]);
  registerRemotes(entries.map(({ name, entry }) => ({ name, entry })));
}

const cache = new Map<string, Promise<unknown>>();

/**
 * Loads an exposed module once per page (the same promise for every caller, as React's `use`
 * needs). Rejects with RemoteUnavailableError when the remote cannot be had.
 */
export function loadExposed<K extends ExposedId>(id: K): Promise<ExposedModules[K]> {
  let promise = cache.get(id) as Promise<ExposedModules[K]> | undefined;
  if (!promise) {
    const remote = id.split('/')[0];
    promise = loadRemote<ExposedModules[K] | Fallback>(id).then((mod) => {
      if (!mod) throw new RemoteUnavailableError(remote);
      if ((mod as Fallback)[FALLBACK]) throw new RemoteUnavailableError(remote, (mod as Fallback).error);
      return mod as ExposedModules[K];
    });
    promise.catch(() => undefined);
    cache.set(id, promise);
  }
  return promise;
}

/** Forgets the loads of a remote's modules (the next `loadExposed` asks the runtime again). */
export function forgetLoads(remote: string): void {
  for (const key of [...cache.keys()]) if (key.startsWith(`${remote}/`)) cache.delete(key);
}

/** Forgets a remote's failed loads and registers it afresh, so that Retry really tries again. */
export function resetRemote(remote: string): void {
  reported.delete(remote);
  forgetLoads(remote);
  const entry = remotes.find((r) => r.name === remote);
  if (entry) registerRemotes([{ name: entry.name, entry: entry.entry }], { force: true });
}

/** Starts fetching a remote's routes before anything renders them (no waterfall). */
export function preloadRoutes(remote: RemoteEntry['name']): void {
  void preloadRemote([{ nameOrAlias: remote, exposes: ['./routes'], resourceCategory: 'sync' }]).catch(() => undefined);
  void loadExposed(`${remote}/routes` as ExposedId);
}

const RELOAD_KEY = 'manzil:chunk-reload-at';

/**
 * After a deploy, an old page may ask for chunks that no longer exist. Reload once (at most once
 * a minute), never in a loop. Returns true when a reload was started.
 */
export function reloadOnceForStaleChunk(error: unknown): boolean {
  const text = `${(error as Error)?.name ?? ''} ${(error as Error)?.message ?? ''} ${String((error as { cause?: unknown })?.cause ?? '')}`;
  if (!/ChunkLoadError|Loading chunk|Failed to fetch dynamically imported module/i.test(text)) return false;
  try {
    const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
    if (Date.now() - last < 60_000) return false;
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  } catch {
    return false;
  }
  location.reload();
  return true;
}
