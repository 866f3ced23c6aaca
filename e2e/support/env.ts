import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { portEnv, portsFromBase, remotesManifest } from '../../tooling/apps.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = join(here, '..', '..');
/** The suite's ports: E2E_PORT_BASE (default 3100) and up, the API at base + 1000. */
const base = Number(process.env.E2E_PORT_BASE ?? 3100);
/**
 * Scratch folder of one e2e run (ignored by git): one per port base, so that two runs (the two
 * shards `npm test` runs side by side) never share a data folder or a runtime manifest.
 */
export const runDir = join(here, '..', base === 3100 ? '.run' : `.run-${base}`);
/** Where Playwright writes traces and screenshots of this run (one per port base, as `runDir`). */
export const outputDir = join(here, '..', base === 3100 ? 'test-results' : `test-results-${base}`);
const RUN_PORTS = portsFromBase(base);
export const PORTS = {
  shell: RUN_PORTS.shell,
  catalog: RUN_PORTS.catalog,
  checkout: RUN_PORTS.checkout,
  account: RUN_PORTS.account,
  partner: RUN_PORTS.partner,
  api: RUN_PORTS.api,
  /** Free ports the composition tests start servers of their own on. */
  spare: (offset: number) => base + 10 + offset,
};

/** A runtime manifest with the given ports (the store's defaults for the others), as the shell's build writes it. */
export function remotesJson(ports: Partial<Record<'catalog' | 'checkout' | 'account' | 'partner', number>>, apiPort: number = PORTS.api) {
  return remotesManifest({ ...ports, api: apiPort });
}

export const e2eEnv = {
  shellUrl: `http://localhost:${PORTS.shell}`,
  apiUrl: `http://localhost:${PORTS.api}`,
  remotesFile: join(runDir, 'remotes.json'),
  serverEnv: {
    ...portEnv(RUN_PORTS),
    DATA_DIR: join(runDir, 'data'),
    REMOTES_JSON: join(runDir, 'remotes.json'),
    NODE_ENV: 'test',
    // The tests read the e-mails the store sends, e.g. the password-reset code (the
    // outbox listing is opt-in).
    DEV_OUTBOX: '1',
    // The money's e2e closes return windows and previews payout runs days ahead through the
    // documented admin actions (docs/money.md, "the test clock"); never set in production.
    MONEY_TEST_CLOCK: '1',
    // The API on PostgreSQL instead of PGlite (a fresh database of its own), when given.
    ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
  },
};

/** Starts a run from scratch: a new data folder (fresh seed) and the run's runtime manifest. */
export function prepareRun(): void {
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  writeFileSync(e2eEnv.remotesFile, JSON.stringify(remotesJson(PORTS), null, 2));
}
