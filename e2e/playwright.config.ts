import { defineConfig, devices } from '@playwright/test';
import { e2eEnv, outputDir, PORTS, prepareRun } from './support/env';

// The main process prepares a fresh data folder and runtime manifest; workers only read them.
if (!process.env.TEST_WORKER_INDEX) prepareRun();

/**
 * Browser tests of the composed store: Debian's Chromium (CHROMIUM_PATH) against the production
 * builds and the real API, on ports of their own (31xx, API 4100) so that a running `npm start`
 * is left alone.
 */
export default defineConfig({
  testDir: './tests',
  outputDir,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: e2eEnv.shellUrl,
    // Recording a trace costs every test a fifth of its time (catalog + checkout specs: 43–47 s
    // with, 35–36 s without, on 2 cores): CI records only a failed test's retry, a local run keeps
    // the trace of each failure (test-results/, `npx playwright show-trace`).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // Chromium refuses some ports outright (6000 is X11's, ERR_UNSAFE_PORT): a port base such
        // as 6000 would fail every test with an interstitial. The suite's own ports are allowed.
        `--explicitly-allowed-ports=${[PORTS.shell, PORTS.catalog, PORTS.checkout, PORTS.account, PORTS.partner, PORTS.api].join(',')}`,
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node ../scripts/serve.mjs',
    url: `${e2eEnv.apiUrl}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: e2eEnv.serverEnv,
  },
});
