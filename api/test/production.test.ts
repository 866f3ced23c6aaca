/** An app configured for production: no development helpers, only the configured origins. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { isAllowedOrigin } from '../src/lib/cors.ts';
import { removeDir } from './helpers.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

describe('production configuration', () => {
  let app: FastifyInstance;
  const dataDir = mkdtempSync(join(tmpdir(), 'manzil-api-prod-'));
  before(async () => {
    app = await buildApp({ dataDir, pgliteDir: 'memory://', production: true, corsOrigins: ['https://manzil.eg'] });
  });
  after(async () => {
    await app.close();
    removeDir(dataDir);
  });

  it('does not serve the development outbox', async () => {
    assert.equal((await app.inject({ url: '/api/dev/outbox' })).statusCode, 404);
  });

  it('allows only the configured origins', async () => {
    const ok = await app.inject({ url: '/api/health', headers: { origin: 'https://manzil.eg' } });
    assert.equal(ok.headers['access-control-allow-origin'], 'https://manzil.eg');
    const local = await app.inject({ url: '/api/health', headers: { origin: 'http://localhost:3000' } });
    assert.equal(local.headers['access-control-allow-origin'], undefined);
  });

  it('starts empty when seeding is off, and says so', async () => {
    const categories = await app.inject({ url: '/api/categories/categories' });
    assert.deepEqual(categories.json(), []);
    const page = await app.inject({ url: '/api/products' });
    assert.equal(page.json().total, 0);
    assert.equal(app.database.seeded, null);
  });
});

describe('allowed origins', () => {
  it('defaults to local development origins', () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:4000', 'http://localhost'])
      assert.ok(isAllowedOrigin(origin, null), origin);
    for (const origin of ['https://localhost:3000', 'http://localhost.evil.com', 'http://10.0.0.1:3000', 'null'])
      assert.ok(!isAllowedOrigin(origin, null), origin);
  });
});
