import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = join(here, '..', '..');
/** Scratch folder of one e2e run (ignored by git). */
export const runDir = join(here, '..', '.run');

export const PORTS = { shell: 3100, catalog: 3101, checkout: 3102, account: 3103, partner: 3104, api: 4100 };

/** A runtime manifest with the given ports, built from the shell's own remotes.json. */
export function remotesJson(ports: Partial<Record<'catalog' | 'checkout' | 'account' | 'partner', number>>, apiPort = PORTS.api) {
  const base = JSON.parse(readFileSync(join(repoRoot, 'shell', 'public', 'remotes.json'), 'utf8'));
  base.apiBaseUrl = `http://{hostname}:${apiPort}`;
  for (const remote of base.remotes) {
    const port = ports[remote.name as keyof typeof ports];
    if (port) remote.entry = `http://{hostname}:${port}/mf-manifest.json`;
  }
  return base;
}

export const e2eEnv = {
  shellUrl: `http://localhost:${PORTS.shell}`,
  apiUrl: `http://localhost:${PORTS.api}`,
  remotesFile: join(runDir, 'remotes.json'),
  serverEnv: {
    SHELL_PORT: String(PORTS.shell),
    CATALOG_PORT: String(PORTS.catalog),
    CHECKOUT_PORT: String(PORTS.checkout),
    ACCOUNT_PORT: String(PORTS.account),
    PARTNER_PORT: String(PORTS.partner),
    API_PORT: String(PORTS.api),
    DATA_DIR: join(runDir, 'data'),
    REMOTES_JSON: join(runDir, 'remotes.json'),
    NODE_ENV: 'test',
  },
};

/** Starts a run from scratch: a new data folder (fresh seed) and the run's runtime manifest. */
export function prepareRun(): void {
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  writeFileSync(e2eEnv.remotesFile, JSON.stringify(remotesJson(PORTS), null, 2));
}
