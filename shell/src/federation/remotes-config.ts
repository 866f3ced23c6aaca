import { matchPath } from '@manzil/shared/router';
import { DEFAULT_API_BASE_URL, resolveUrlTemplate, type RuntimeConfig } from '@manzil/shared';

/** One remote in the runtime manifest: where its mf-manifest.json is and which paths it owns. */
export interface RemoteEntry {
  name: 'catalog' | 'checkout' | 'account' | 'partner';
  /** URL of the remote's mf-manifest.json; `{hostname}` is replaced by the page's host name. */
  entry: string;
  /** React Router path patterns the remote owns (ARCHITECTURE "Who owns what"). */
  routes: string[];
}

/** The runtime manifest (`/remotes.json`), read at every start and never baked into the bundle. */
export interface RemotesConfig extends RuntimeConfig {
  remotes: RemoteEntry[];
}

const EMPTY: RemotesConfig = { apiBaseUrl: DEFAULT_API_BASE_URL, remotes: [] };

/**
 * Reads the fetched `/remotes.json`. A missing or broken manifest is reported and gives no
 * remotes: the shell still starts and every remote region shows its own retry message.
 */
export async function readRemotesConfig(manifest: Promise<unknown>): Promise<RemotesConfig> {
  try {
    return parseRemotesConfig(await manifest);
  } catch (error) {
    console.error('[manzil] The runtime manifest could not be loaded; remotes are unavailable.', error);
    return EMPTY;
  }
}

/** Checks the manifest's shape and fills the URL templates. */
export function parseRemotesConfig(raw: unknown): RemotesConfig {
  const value = raw as Partial<RemotesConfig>;
  if (!value || typeof value.apiBaseUrl !== 'string' || !Array.isArray(value.remotes)) {
    throw new Error('remotes.json needs "apiBaseUrl" and a "remotes" list');
  }
  return {
    apiBaseUrl: value.apiBaseUrl,
    imageBaseUrl: value.imageBaseUrl ?? null,
    remotes: value.remotes
      .filter((r) => r && typeof r.name === 'string' && typeof r.entry === 'string' && Array.isArray(r.routes))
      .map((r) => ({ ...r, entry: resolveUrlTemplate(r.entry) })),
  };
}

/** The remote that owns `pathname`, or null when none does (the shell shows its not-found page). */
export function findOwner(remotes: RemoteEntry[], pathname: string): RemoteEntry | null {
  for (const remote of remotes) {
    if (remote.routes.some((pattern) => matchPath({ path: pattern, caseSensitive: false, end: true }, pathname))) {
      return remote;
    }
  }
  return null;
}
