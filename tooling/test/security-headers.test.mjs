// tooling/security-headers.mjs: which responses carry the page policies. `node --test tooling/test/`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { securityHeaders } from '../security-headers.mjs';

const PAGE_POLICIES = ['Content-Security-Policy', 'X-Frame-Options', 'Cross-Origin-Opener-Policy', 'Permissions-Policy'];

test('documents (and SVG) get the page policies; scripts, stylesheets, data and pictures only nosniff and the referrer policy', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'manzil-headers-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const manifest = join(dir, 'remotes.json');
  await writeFile(
    manifest,
    JSON.stringify({
      apiBaseUrl: 'http://{hostname}:4000/api',
      remotes: [{ name: 'catalog', entry: 'http://{hostname}:3001/mf-manifest.json' }],
    }),
  );
  const headersOf = securityHeaders({ manifestPath: () => manifest, trustProxy: '' });
  const request = (url) => ({ url, headers: { host: 'localhost:3000' }, socket: { remoteAddress: '127.0.0.1' } });

  for (const url of ['/', '/product/123?ref=x', '/ar/products/onsale', '/index.html', '/logo.svg']) {
    const headers = headersOf(request(url));
    for (const name of PAGE_POLICIES) assert.ok(headers[name], `${url}: ${name}`);
    assert.match(headers['Content-Security-Policy'], /script-src 'self' http:\/\/localhost:3001 'sha256-/);
    assert.equal(headers['X-Content-Type-Options'], 'nosniff');
  }
  for (const url of [
    '/main.js',
    '/bootstrap.6a973574.js?v=1',
    '/shared-styles.1234abcd.css',
    '/mf-manifest.json',
    '/remotes.json',
    '/font.woff2',
    '/media/a.webp',
  ]) {
    const headers = headersOf(request(url));
    assert.deepEqual(Object.keys(headers).sort(), ['Referrer-Policy', 'X-Content-Type-Options'], url);
  }
});
