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

/**
 * Waits until every URL answers 200, asking every `intervalMs` (a refused connection or a slow
 * answer counts as not yet).
 * @param {string[]} urls what must answer
 * @param {{ timeoutMs: number, intervalMs?: number }} options
 * @returns {Promise<boolean>} true once they all answered, false when `timeoutMs` passed first
 */
export async function waitForUrls(urls, { timeoutMs, intervalMs = 200 }) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      let ready = true;
      for (const url of urls) ready &&= (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
      if (ready) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return false;
}
