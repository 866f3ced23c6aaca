// The shell's document server (shell/server/document-server.mjs): a dead or hanging server
// container costs only its region, within the budget; an unknown path answers 404; anonymous
// documents are cacheable per language, and the server keeps them in memory per language, address
// and remotes.json generation. `node --test tooling/test/`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
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

/**
 * A remote with a working server container (a hand-written Module Federation container): each
 * render says how many renders its container has made, so a test can tell a kept document from a
 * new render.
 */
async function countingRemote({ failFirstLoad = false } = {}) {
  let loads = 0;
  const container = `let renders = 0;
const server = {
  render: async (input) => ({ status: 200, head: '<title>Route</title><meta name="description" content="route">', html: '<p>render ' + ++renders + ' of ' + input.path + ' in ' + input.locale + '</p>', state: null }),
};
module.exports = { get: async () => () => server, init: async () => {} };`;
  const server = createServer((req, res) => {
    if (req.url.endsWith('/mf-manifest.json')) {
      res.setHeader('Content-Type', 'application/json');
      const ssr = { name: 'remoteEntry.js', path: 'server', type: 'commonjs-module' };
      return res.end(JSON.stringify({ exposes: [], shared: [], metaData: { ssrRemoteEntry: ssr } }));
    }
    if (req.url.endsWith('/server/remoteEntry.js') && !(failFirstLoad && loads++ === 0)) return res.end(container);
    res.statusCode = 404;
    res.end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${server.address().port}` };
}

async function withDocumentServer(kind, fn, options = {}) {
  const remote = kind === 'dead' || kind === 'hang' ? await brokenRemote() : await countingRemote({ failFirstLoad: kind === 'flaky' });
  const dir = await mkdtemp(join(tmpdir(), 'manzil-documents-'));
  const errors = [];
  const log = console.error;
  console.error = (...args) => errors.push(args.join(' '));
  let app;
  try {
    await writeFile(
      join(dir, 'index.html'),
      '<!doctype html><html lang="en" dir="ltr"><head><title>Manzil</title><meta name=description content="default"></head><body><div id="root"></div><script defer src="/main.js"></script></body></html>',
    );
    const remotesJson = join(dir, 'remotes.json');
    await writeFile(
      remotesJson,
      JSON.stringify({
        apiBaseUrl: 'http://{hostname}:4000',
        remotes: [{ name: 'catalog', entry: `${remote.base}/${kind}/mf-manifest.json`, routes: ['/product/:id'] }],
      }),
    );
    app = await createDocumentServer({ dir, remotesJson, regionBudgetMs: kind === 'dead' || kind === 'hang' ? 400 : 10_000, ...options });
    await app.listen({ port: 0, host: '127.0.0.1' });
    await fn(`http://127.0.0.1:${app.server.address().port}`, errors, remotesJson);
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

test("a route's head replaces the document's default title and description, as the minified template writes them", async () => {
  await withDocumentServer('live', async (origin) => {
    const html = await (await fetch(`${origin}/product/7`)).text();
    assert.deepEqual(html.match(/<title>[^<]*<\/title>/g), ['<title>Route</title>']);
    assert.deepEqual(html.match(/<meta name="?description"?[^>]*>/g), ['<meta name="description" content="route">']);
  });
});

/** The region of a served document: what the counting container rendered. */
async function regionOf(response) {
  assert.equal(response.status, 200);
  return (await response.text()).match(/<div id="root">(.*?)<\/div>/)?.[1];
}

test('rendered documents are kept per language and address, shared by concurrent requests, and renewed by a redeploy', async () => {
  await withDocumentServer('live', async (origin, errors, remotesJson) => {
    const [first, ...together] = await Promise.all([1, 2, 3].map(() => fetch(`${origin}/product/7`).then(regionOf)));
    assert.equal(first, '<p>render 1 of /product/7 in en</p>');
    assert.deepEqual(together, [first, first], 'requests for a document that is rendering wait for that render');
    assert.equal(await regionOf(await fetch(`${origin}/product/7`)), first, 'kept: no second render');
    assert.equal(await regionOf(await fetch(`${origin}/ar/product/7`)), '<p>render 2 of /product/7 in ar</p>');
    assert.equal(await regionOf(await fetch(`${origin}/product/8`)), '<p>render 3 of /product/8 in en</p>');
    assert.equal(await regionOf(await fetch(`${origin}/product/7?page=2`)), '<p>render 4 of /product/7 in en</p>');
    // A redeploy rewrites the runtime manifest: its documents are a new generation.
    const manifest = JSON.parse(await readFile(remotesJson, 'utf8'));
    await writeFile(remotesJson, JSON.stringify({ ...manifest, imageBaseUrl: 'http://{hostname}:4000/media' }));
    assert.equal(await regionOf(await fetch(`${origin}/product/7`)), '<p>render 5 of /product/7 in en</p>');
    assert.deepEqual(errors, []);
  });
});

test('with the document cache off, every request renders', async () => {
  await withDocumentServer(
    'live',
    async (origin) => {
      assert.equal(await regionOf(await fetch(`${origin}/product/7`)), '<p>render 1 of /product/7 in en</p>');
      assert.equal(await regionOf(await fetch(`${origin}/product/7`)), '<p>render 2 of /product/7 in en</p>');
    },
    { documentCacheSize: 0 },
  );
});

test('a document whose region failed is not kept: the next request renders it', async () => {
  await withDocumentServer('flaky', async (origin, errors) => {
    assert.equal(
      await regionOf(await fetch(`${origin}/product/7`)),
      '',
      'the container could not be loaded: the browser renders the region',
    );
    assert.equal(await regionOf(await fetch(`${origin}/product/7`)), '<p>render 1 of /product/7 in en</p>');
    assert.equal(errors.filter((line) => line.includes('catalog could not render')).length, 1);
  });
});

test('splitPath reads the /ar prefix', () => {
  assert.deepEqual(splitPath('/ar/product/1'), { locale: 'ar', path: '/product/1' });
  assert.deepEqual(splitPath('/ar'), { locale: 'ar', path: '/' });
  assert.deepEqual(splitPath('/arabic-chairs'), { locale: null, path: '/arabic-chairs' });
  assert.deepEqual(splitPath('/product/1'), { locale: null, path: '/product/1' });
});
