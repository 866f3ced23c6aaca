/**
 * The one-off commands (docs/security.md), run as a person would: `create-admin` (environment or
 * prompt, password ≥ 12 characters) and the seed, which refuses without `--demo`.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { buildApp } from '../src/app.ts';
import { removeDir } from './helpers.ts';

const apiDir = join(import.meta.dirname, '..');
const run = (script: string, args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: apiDir,
    // A production environment names its gateway (config.ts refuses one that does not).
    env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'production', PAYMENT_GATEWAY: 'sandbox', PAYOUT_PROVIDER: 'sandbox', ...env },
    encoding: 'utf8',
    input: '',
    timeout: 120_000,
  });

describe('one-off commands', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'manzil-cli-'));
  after(() => removeDir(dataDir));

  it('create-admin refuses a short password, creates the admin from the environment, and the admin signs in', async () => {
    const short = run('src/seed/create-admin-cli.ts', [], {
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'owner@manzil.eg',
      ADMIN_PASSWORD: 'eleven-char',
    });
    assert.equal(short.status, 1);
    assert.match(short.stderr, /at least 12 characters/);
    const missing = run('src/seed/create-admin-cli.ts', [], { DATA_DIR: dataDir, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    assert.equal(missing.status, 1);
    assert.match(missing.stderr, /Set ADMIN_EMAIL and ADMIN_PASSWORD/);
    const created = run('src/seed/create-admin-cli.ts', [], {
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'owner@manzil.eg',
      ADMIN_PASSWORD: 'twelve chars!',
    });
    assert.equal(created.status, 0, created.stderr);
    assert.match(created.stdout, /Created the admin owner@manzil\.eg/);
    assert.doesNotMatch(created.stdout + created.stderr, /twelve chars!/, 'the password is never printed');

    const app = await buildApp({ dataDir, production: true });
    try {
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: 'owner@manzil.eg', password: 'twelve chars!' },
      });
      assert.equal(signIn.statusCode, 200, signIn.body);
    } finally {
      await app.close();
    }
  });

  it('the seed refuses to write the demo accounts without --demo', () => {
    const refused = run('src/seed/cli.ts', ['--products', '10'], { DATA_DIR: dataDir });
    assert.equal(refused.status, 1);
    assert.match(refused.stderr, /npm run seed -- --demo/);
  });
});
