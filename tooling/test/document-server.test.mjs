// The shell's document server (shell/server/document-server.mjs): the store's server render runs
// in a worker per generation of remotes.json; a dead or hanging remote costs only its region (the
// frame is served), a render that does not answer costs only the server render (the browser
// renders the store), each within the budget and logged once; an unknown path answers 404;
// anonymous documents are cacheable per language, and the server keeps them in memory per
// language, address and remotes.json generation. `node --test tooling/test/`.
//
// The shell's server render is stood in for by a small CommonJS module with its interface
// (`configure`, `render`: shell/src/server.ts), which renders `<p>render n of path in locale</p>`
// when the remote's manifest answers, and the frame with the region left to the browser when it
// does not (before the deadline the document server gives it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, get } from 'node:http';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { runInNewContext } from 'node:vm';
import { createDocumentServer, splitPath } from '../../shell/server/document-server.mjs';

/** The stand-in for the shell's dist/server/main.cjs (one per worker: the counter is per generation). */
const SERVER_BUNDLE = `let renders = 0;
let setup;
exports.configure = async (value) => {
  setup = value;
};
exports.render = async (input) => {
  if (input.path === '/product/stuck') return new Promise(() => {});
  // The route's loader saw the API fail.
  if (input.path === '/product/api-down' || input.path === '/product/related-down')
    return {
      status: input.path === '/product/api-down' ? 503 : 200,
      head: null,
      html: '<p>render ' + ++renders + ' of ' + input.path + '</p>',
      state: null,
      regionError: null,
      region: 'server',
      apiError: 'Failed to load related products: Bad Gateway',
    };
  const remote = setup.remotes[0];
  try {
    const response = await fetch(remote.entry + '?region', { signal: AbortSignal.timeout(Math.max(1, input.deadline - Date.now() - 100)) });
    if (!response.ok) throw new Error(remote.entry + ' answered ' + response.status);
    const html = '<p>render ' + ++renders + ' of ' + input.path + ' in ' + input.locale + '</p>';
    const head = '<title>Route</title><meta name="description" content="route">';
    // /product/large-N: a page whose dehydrated answers are large (100 products), as a product page's are.
    const state = input.path.startsWith('/product/large-')
      ? { queries: Array.from({ length: 100 }, (_, i) => ({ queryKey: ['products', i], state: { data: { _id: String(i), name: 'Sofa ' + i + ' ' + input.path, tags: Array.from({ length: 40 }, (_, t) => 'tag ' + t + ' ' + i) } } })) }
      : null;
    return { status: 200, head, html, state, regionError: null, region: 'server' };
  } catch (error) {
    return { status: null, head: null, html: '<header>frame</header><main></main>', state: null, regionError: error.message, region: 'browser' };
  }
};
`;

/** A remote whose manifest answers 500 (`/dead/`), never answers (`/hang/`), answers (`/live/`), or fails once (`/flaky/`). */
async function remote() {
  let flaky = 0;
  const server = createServer((req, res) => {
    if (req.url.startsWith('/hang/')) return; // never answers
    if (req.url.startsWith('/dead/') || (req.url.startsWith('/flaky/') && req.url.endsWith('?region') && flaky++ === 0)) {
      res.statusCode = 500;
      return res.end('broken');
    }
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ exposes: [], shared: [], metaData: {} }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${server.address().port}` };
}

async function withDocumentServer(kind, fn, options = {}) {
  const { server, base } = await remote();
  const dir = await mkdtemp(join(tmpdir(), 'manzil-documents-'));
  const errors = [];
  const log = console.error;
  console.error = (...args) => errors.push(args.join(' '));
  let app;
  try {
    await mkdir(join(dir, 'server'));
    await writeFile(join(dir, 'server', 'main.cjs'), SERVER_BUNDLE);
    await writeFile(
      join(dir, 'index.html'),
      '<!doctype html><html lang="en" dir="ltr"><head><title>Manzil</title><meta name=description content="default"></head><body><div id="root"></div><script defer src="/main.js"></script></body></html>',
    );
    const remotesJson = join(dir, 'remotes.json');
    await writeFile(
      remotesJson,
      JSON.stringify({
        apiBaseUrl: 'http://{hostname}:4000',
        remotes: [{ name: 'catalog', entry: `${base}/${kind}/mf-manifest.json`, routes: ['/product/:id'] }],
      }),
    );
    app = await createDocumentServer({ dir, remotesJson, regionBudgetMs: kind === 'dead' || kind === 'hang' ? 1_000 : 10_000, ...options });
    await app.listen({ port: 0, host: '127.0.0.1' });
    await fn(`http://127.0.0.1:${app.server.address().port}`, errors, remotesJson);
  } finally {
    console.error = log;
    await app?.close();
    server.close();
    server.closeAllConnections();
    await rm(dir, { recursive: true, force: true });
  }
}

for (const kind of ['dead', 'hang']) {
  test(`a ${kind} remote costs only its region: 200 within the budget with the frame, logged once`, async () => {
    await withDocumentServer(kind, async (origin, errors) => {
      // The first request starts the server render's worker (a document asked meanwhile leaves
      // the store to the browser); the budget holds from then on.
      await (await fetch(`${origin}/product/6`)).text();
      for (let i = 0; i < 2; i++) {
        const started = Date.now();
        const response = await fetch(`${origin}/product/7`);
        const html = await response.text();
        assert.equal(response.status, 200);
        assert.ok(Date.now() - started < 2_000, `answered in ${Date.now() - started} ms`);
        assert.match(
          html,
          /<div id="root" data-region="browser"><header>frame<\/header><main><\/main><\/div>/,
          'the frame, the region left to the browser',
        );
        assert.match(html, /"src":"\/main.js"/, 'the store starts in the browser');
      }
      assert.equal(errors.filter((line) => line.includes('catalog could not render')).length, 1);
    });
  });
}

test('a server render that does not answer leaves the store to the browser: 200 within the budget, logged once', async () => {
  await withDocumentServer(
    'live',
    async (origin, errors) => {
      await (await fetch(`${origin}/product/6`)).text();
      for (let i = 0; i < 2; i++) {
        const started = Date.now();
        const response = await fetch(`${origin}/product/stuck`);
        assert.equal(response.status, 200);
        assert.ok(Date.now() - started < 2_000, `answered in ${Date.now() - started} ms`);
        assert.match(await response.text(), /<div id="?root"?><\/div>/, 'the browser renders the store');
      }
      assert.equal(errors.filter((line) => line.includes('the store could not render')).length, 1);
    },
    { regionBudgetMs: 400 },
  );
});

test('an unknown path answers 404 with the store’s document; documents carry the language and cache headers', async () => {
  await withDocumentServer('dead', async (origin) => {
    const missing = await fetch(`${origin}/no-such-page`);
    assert.equal(missing.status, 404);
    assert.match(await missing.text(), /"src":"\/main.js"/, 'a usable page: the router shows its fallback');
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

/** The region of a served document: what the counting container rendered. */
async function regionOf(response) {
  assert.equal(response.status, 200);
  return (await response.text()).match(/<div id="root" data-region="\w+">(.*?)<\/div>/)?.[1];
}

test("a route's head replaces the document's default title and description, as the minified template writes them", async () => {
  await withDocumentServer('live', async (origin) => {
    const html = await (await fetch(`${origin}/product/7`)).text();
    assert.deepEqual(html.match(/<title>[^<]*<\/title>/g), ['<title>Route</title>']);
    assert.deepEqual(html.match(/<meta name="?description"?[^>]*>/g), ['<meta name="description" content="route">']);
  });
});

/** A document's raw answer for an Accept-Encoding: its Content-Encoding and its bytes as sent. */
function rawDocument(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          encoding: res.headers['content-encoding'],
          vary: res.headers.vary,
          etag: res.headers.etag,
          bytes: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });
}

test('a document is sent brotli to a browser that takes it, else gzip, else as it is: the same page each way, each tagged apart', async () => {
  await withDocumentServer('live', async (origin) => {
    const url = `${origin}/product/7`;
    const plain = await rawDocument(url, 'identity');
    assert.equal(plain.encoding, undefined);
    assert.match(plain.bytes.toString(), /render \d+ of \/product\/7/);
    const br = await rawDocument(url, 'gzip, deflate, br, zstd');
    assert.equal(br.encoding, 'br');
    assert.match(br.vary, /Accept-Encoding/);
    assert.deepEqual(brotliDecompressSync(br.bytes), plain.bytes);
    const gzip = await rawDocument(url, 'gzip, br;q=0');
    assert.equal(gzip.encoding, 'gzip', 'a refused coding is not sent');
    assert.deepEqual(gunzipSync(gzip.bytes), plain.bytes);
    assert.equal(new Set([plain.etag, br.etag, gzip.etag]).size, 3, 'each encoding has an entity tag of its own');
  });
});

test('rendered documents are kept per language and address, shared by concurrent requests, and renewed by a redeploy', async () => {
  await withDocumentServer('live', async (origin, errors, remotesJson) => {
    const [first, ...together] = await Promise.all([1, 2, 3].map(() => fetch(`${origin}/product/7`).then(regionOf)));
    assert.equal(first, '<p>render 1 of /product/7 in en</p>');
    assert.deepEqual(together, [first, first], 'requests for a document that is rendering wait for that render');
    assert.equal(await regionOf(await fetch(`${origin}/product/7`)), first, 'kept: no second render');
    assert.equal(await regionOf(await fetch(`${origin}/ar/product/7`)), '<p>render 2 of /product/7 in ar</p>');
    assert.equal(await regionOf(await fetch(`${origin}/product/8`)), '<p>render 3 of /product/8 in en</p>');
    assert.equal(await regionOf(await fetch(`${origin}/product/7?page=2`)), '<p>render 4 of /product/7 in en</p>');
    // A redeploy rewrites the runtime manifest: its documents are a new generation, rendered by a
    // worker of its own (whose count starts again).
    const manifest = JSON.parse(await readFile(remotesJson, 'utf8'));
    await writeFile(remotesJson, JSON.stringify({ ...manifest, imageBaseUrl: 'http://{hostname}:4000/media' }));
    assert.equal(await regionOf(await fetch(`${origin}/product/7`)), '<p>render 1 of /product/7 in en</p>');
    assert.equal(await regionOf(await fetch(`${origin}/ar/product/7`)), '<p>render 2 of /product/7 in ar</p>');
    assert.deepEqual(errors, []);
  });
});

/** GET `path` from `origin` with the Host header `host` (fetch cannot set it): status and body. */
function getWithHost(origin, path, host) {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    get({ hostname, port, path, headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode, body }));
    }).on('error', reject);
  });
}

test('a document asked under another host name is its own: kept apart, it names that host', async () => {
  await withDocumentServer('live', async (origin, errors) => {
    const port = new URL(origin).port;
    const byAddress = await (await fetch(`${origin}/product/7`)).text();
    assert.match(byAddress, /href="http:\/\/127\.0\.0\.1:4000"/, 'the API under the host asked for');
    const byName = await getWithHost(origin, '/product/7', `localhost:${port}`);
    assert.equal(byName.status, 200);
    assert.match(byName.body, /href="http:\/\/localhost:4000"/);
    assert.doesNotMatch(byName.body, /127\.0\.0\.1:4000/, 'not the document kept for the other host');
    assert.match(await (await fetch(`${origin}/product/7`)).text(), /href="http:\/\/127\.0\.0\.1:4000"/);
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
      '<header>frame</header><main></main>',
      'the remote could not be loaded: the browser renders the region',
    );
    assert.equal(await regionOf(await fetch(`${origin}/product/7`)), '<p>render 1 of /product/7 in en</p>');
    assert.equal(errors.filter((line) => line.includes('catalog could not render')).length, 1);
  });
});

test('a 503 (the API failed) is kept by no cache: no-store, no validator, Retry-After; the next request renders again', async () => {
  await withDocumentServer('live', async (origin) => {
    const [first, together] = await Promise.all([fetch(`${origin}/product/api-down`), fetch(`${origin}/product/api-down`)]);
    for (const response of [first, together]) {
      assert.equal(response.status, 503);
      assert.equal(response.headers.get('cache-control'), 'no-store');
      assert.equal(response.headers.get('etag'), null);
      assert.equal(response.headers.get('retry-after'), '30');
    }
    assert.match(await first.text(), /render 1 of \/product\/api-down/);
    const again = await fetch(`${origin}/product/api-down`, { headers: { 'if-none-match': '*' } });
    assert.equal(again.status, 503, 'never a 304');
    assert.match(await again.text(), /render 2 of \/product\/api-down/, 'not kept: rendered again');
  });
});

test('a page whose API calls failed during the render is served but not kept, logged once', async () => {
  await withDocumentServer('live', async (origin, errors) => {
    assert.equal(await regionOf(await fetch(`${origin}/product/related-down`)), '<p>render 1 of /product/related-down</p>');
    assert.equal(
      await regionOf(await fetch(`${origin}/product/related-down`)),
      '<p>render 2 of /product/related-down</p>',
      'rendered again',
    );
    assert.equal(errors.filter((line) => line.includes('the API failed during the server render')).length, 1);
  });
});

test('a kept document holds its bytes, not the render it was made from (its markup and dehydrated answers)', async () => {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc');
  await withDocumentServer('live', async (origin) => {
    await (await fetch(`${origin}/product/large-0`)).text();
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let i = 1; i <= 150; i++) await (await fetch(`${origin}/product/large-${i}`)).text();
    gc();
    const grown = process.memoryUsage().heapUsed - before;
    // Each answer is about 100 kB of objects once parsed; the document written from it is under 20 kB.
    assert.ok(grown < 6_000_000, `150 kept documents grew the heap by ${Math.round(grown / 1e6)} MB`);
    assert.equal(await regionOf(await fetch(`${origin}/product/large-1`)), '<p>render 2 of /product/large-1 in en</p>', 'kept');
  });
});

test('splitPath reads the /ar prefix', () => {
  assert.deepEqual(splitPath('/ar/product/1'), { locale: 'ar', path: '/product/1' });
  assert.deepEqual(splitPath('/ar'), { locale: 'ar', path: '/' });
  assert.deepEqual(splitPath('/arabic-chairs'), { locale: null, path: '/arabic-chairs' });
  assert.deepEqual(splitPath('/product/1'), { locale: null, path: '/product/1' });
});
