// The store's apps and their ports (env overrides), from the one config: tooling/apps.json.
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { APP_CONFIG, portOf } from '../tooling/apps.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The front-end apps: folder, federation name, port (env override), and whether it is the host. */
export const APPS = APP_CONFIG.map((app) => ({
  dir: app.dir,
  name: app.name,
  port: portOf(app.name),
  ...(app.host ? { host: true } : {}),
}));

export const API_PORT = portOf('api');
