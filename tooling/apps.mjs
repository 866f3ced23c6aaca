// The store's apps, their ports and the runtime manifest, from the one config (apps.json): the
// servers (scripts/serve.mjs, start, dev, bench), the webpack configs, the shell's remotes.json
// and the e2e support read them here, so a port or a remote's name is written once.
import { readFileSync } from 'node:fs';

const config = JSON.parse(readFileSync(new URL('./apps.json', import.meta.url), 'utf8'));

/**
 * @typedef {{ name: string, dir: string, port: number, portEnv: string, host?: boolean, routes?: string[] }} AppConfig
 * @typedef {{ apiBaseUrl: string, imageBaseUrl: string | null, remotes: { name: string, entry: string, routes: string[] }[] }} RemotesManifest
 */

/** @type {AppConfig[]} every front-end app with its default port; the shell (the host) first */
export const APP_CONFIG = config.apps;

/** The API's default port and the variable that overrides it. */
export const API_CONFIG = config.api;

/**
 * The port an app (or `'api'`) is served on: its variable in `env` (`SHELL_PORT`, `CATALOG_PORT`,
 * …, `API_PORT`; the API also takes `PORT`), else its default.
 * @param {string} name an app's name (`shell`, `catalog`…) or `api`
 * @param {Record<string, string | undefined>} [env]
 * @returns {number}
 */
export function portOf(name, env = process.env) {
  if (name === 'api') return Number(env[API_CONFIG.portEnv] ?? env.PORT ?? API_CONFIG.port);
  const app = APP_CONFIG.find((a) => a.name === name);
  if (!app) throw new Error(`No app named ${name} in tooling/apps.json`);
  return Number(env[app.portEnv] ?? app.port);
}

/** Every app's and the API's default port, by name. */
export const DEFAULT_PORTS = Object.freeze(
  Object.fromEntries([...APP_CONFIG.map((app) => [app.name, app.port]), ['api', API_CONFIG.port]]),
);

/**
 * The runtime manifest the shell is served (`/remotes.json`): the API's URL and, for each remote,
 * its `mf-manifest.json` on its port and the paths it owns. `{hostname}` is the page's host name.
 * @param {Partial<Record<string, number>>} [ports] a port per remote name and `api`; defaults for the rest
 * @returns {RemotesManifest}
 */
export function remotesManifest(ports = {}) {
  const port = (name) => ports[name] ?? DEFAULT_PORTS[name];
  return {
    apiBaseUrl: `http://{hostname}:${port('api')}`,
    imageBaseUrl: null,
    remotes: APP_CONFIG.filter((app) => !app.host).map((app) => ({
      name: app.name,
      entry: `http://{hostname}:${port(app.name)}/mf-manifest.json`,
      routes: app.routes ?? [],
    })),
  };
}

/**
 * Every app's and the API's port moved to start at `base` (the shell's), keeping their distances
 * (remotes base + 1…, API base + 1000): a test or bench run's own ports beside a running store.
 * @param {number} base
 * @returns {Record<string, number>} a port per app name and `api`
 */
export function portsFromBase(base) {
  return Object.fromEntries(Object.entries(DEFAULT_PORTS).map(([name, port]) => [name, port - DEFAULT_PORTS.shell + base]));
}

/**
 * The variables that start the servers on `ports` (`SHELL_PORT`…, `API_PORT`), as strings.
 * @param {Record<string, number>} ports a port per app name and `api`
 * @returns {Record<string, string>}
 */
export function portEnv(ports) {
  return Object.fromEntries([...APP_CONFIG.map((app) => [app.portEnv, String(ports[app.name])]), [API_CONFIG.portEnv, String(ports.api)]]);
}
