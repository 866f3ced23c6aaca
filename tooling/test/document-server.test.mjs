// The shell's document server (shell/server/document-server.mjs) when a remote's server container
// cannot help: a dead or hanging container costs only its region, within the budget; an unknown
// path answers 404; anonymous documents are cacheable per language. `node --test tooling/test/`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDocumentServer, splitPath } from '../../shell/server/document-server.mjs';

/** A remote whose manifest names a server container that answers 500 (`/dead/`) or never answers (`/hang/`). */
async function brokenRemote() {
  const server = createServer((req, res) => {
    const ssr = { name: 'remoteEntry.js', path: 'server', type: 'commonjs-module' };
    if (req.url.endsWith('/mf-manifest.json')) {
      res.setHeader('Content-Type', 'application/json');
      return res.end(JSON.stringify({ exposes: [], shared: [], metaData: { ssrRemoteEntry: ssr } }));
    }
    if (req.url.startsWith('/hang/')) return; // never answers
    res.statusCode = 500;
    res.end('broken');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${server.address().port}` };
}

async function withDocumentServer(kind, fn) {
  const remote = await brokenRemote();
  const dir = await mkdtemp(join(tmpdir(), 'manzil-documents-'));
  const errors = [];
  const log = console.error;
  console.error = (...args) => errors.push(args.join(' '));
  let app;
  try {
    await writeFile(
      join(dir, 'index.html'),
      '<!doctype html><html lang="en" dir="ltr"><head><title>Manzil</title></head><body><div id="root"></div><script defer src="/main.js"></script></body></html>',
    );
    const remotesJson = join(dir, 'remotes.json');
    await writeFile(
      remotesJson,
      JSON.stringify({
        apiBaseUrl: 'http://{hostname}:4000',
        remotes: [{ name: 'catalog', entry: `${remote.base}/${kind}/mf-manifest.json`, routes: ['/product/:id'] }],
      }),
    );
    app = await createDocumentServer({ dir, remotesJson, regionBudgetMs: 400 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    await fn(`http://127.0.0.1:${app.server.address().port}`, errors);
  } finally {
    console.error = log;
    await app?.close();
    remote.server.close();
    remote.server.closeAllConnections();
    await rm(dir, { recursive: true, force: true });
  }
}

for (const kind of ['dead', 'hang']) {
  test(`a ${kind} server container costs only its region: 200 within the budget, logged once`, async () => {
    await withDocumentServer(kind, async (origin, errors) => {
      for (let i = 0; i < 2; i++) {
        const started = Date.now();
        const response = await fetch(`${origin}/product/7`);
        const html = await response.text();
        assert.equal(response.status, 200);
        assert.ok(Date.now() - started < 2_000, `answered in ${Date.now() - started} ms`);
        assert.match(html, /<div id="root"><\/div>/, 'the region is left to the browser');
        assert.match(html, /<script defer src="\/main.js">/);
      }
      assert.equal(errors.filter((line) => line.includes('catalog could not render')).length, 1);
    });
  });
}

test('an unknown path answers 404 with the store’s document; documents carry the language and cache headers', async () => {
  await withDocumentServer('dead', async (origin) => {
    const missing = await fetch(`${origin}/no-such-page`);
    assert.equal(missing.status, 404);
    assert.match(await missing.text(), /<script defer src="\/main.js">/, 'a usable page: the router shows its fallback');
    const arabic = await fetch(`${origin}/ar/product/7`);
    assert.match(await arabic.text(), /<html lang="ar" dir="rtl">/);
    assert.match(arabic.headers.get('cache-control'), /public.*s-maxage=\d+/);
    const etag = arabic.headers.get('etag');
    assert.ok(etag);
    const again = await fetch(`${origin}/ar/product/7`, { headers: { 'if-none-match': etag } });
    assert.equal(again.status, 304);
    const cookie = await fetch(`${origin}/product/7`, { headers: { cookie: 'manzil_locale=ar' } });
    assert.match(await cookie.text(), /<html lang="ar" dir="rtl">/);
    assert.match(cookie.headers.get('vary'), /Cookie/);
  });
});

test('splitPath reads the /ar prefix', () => {
  assert.deepEqual(splitPath('/ar/product/1'), { locale: 'ar', path: '/product/1' });
  assert.deepEqual(splitPath('/ar'), { locale: 'ar', path: '/' });
  assert.deepEqual(splitPath('/arabic-chairs'), { locale: null, path: '/arabic-chairs' });
  assert.deepEqual(splitPath('/product/1'), { locale: null, path: '/product/1' });
});
