// The shell's document as the static server writes it (issue 9): the route's first API calls
// named for the shell to start, and what never gets named. `node --test tooling/test/`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdtemp, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  FIRST_CALLS_ELEMENT_ID,
  firstApiCalls,
  firstLoadHints,
  injectFirstLoad,
  matchRoute,
  requestLocale,
  routeParams,
} from '../first-load-hints.mjs';
import { serveApp } from '../serve.mjs';

const manifest = {
  apiBaseUrl: 'http://{hostname}:4000',
  remotes: [
    { name: 'catalog', entry: 'http://{hostname}:3001/mf-manifest.json', routes: ['/home', '/product/:id', '/products/onsale'] },
    { name: 'checkout', entry: 'http://{hostname}:3002/mf-manifest.json', routes: ['/mycart'] },
  ],
};
const catalogFirstLoad = {
  routes: {
    '/home': { scripts: [], api: ['api/products?sort=newest&pageSize=8', 'api/brand/'] },
    '/product/:id': { scripts: [], api: ['api/products/{id}'] },
    '/products/onsale': { scripts: [], api: ['api/products?hasSalePrice=true&page=1&pageSize=12&sort=newest'] },
  },
};
const readRemote = async (entry) => (entry.includes(':3001/') ? { manifest: {}, firstLoad: catalogFirstLoad } : null);

test('routeParams reads a pattern’s parameters, decoded, and refuses what does not match', () => {
  assert.deepEqual(routeParams('/product/:id', '/product/123'), { id: '123' });
  assert.deepEqual(routeParams('/product/:id', '/Product/a%20b'), { id: 'a b' });
  assert.equal(routeParams('/product/:id', '/product'), null);
  assert.equal(routeParams('/product/:id', '/product/1/more'), null);
  assert.equal(routeParams('/product/:id', '/product/%E0%A4%A'), null);
  assert.deepEqual(routeParams('/docs/*', '/docs/a/b'), {});
  assert.equal(matchRoute('/products/onsale', '/products/onsale'), true);
  assert.equal(matchRoute('/products/onsale', '/products/readytoship'), false);
});

test('firstApiCalls names the route’s calls as absolute URLs, the parameter filled and encoded', async () => {
  assert.deepEqual(await firstApiCalls({ manifest, pathname: '/product/123', hostname: 'shop.test', readRemote }), [
    'http://shop.test:4000/api/products/123',
  ]);
  assert.deepEqual(await firstApiCalls({ manifest, pathname: '/product/a%2Fb', hostname: 'shop.test', readRemote }), [
    'http://shop.test:4000/api/products/a%2Fb',
  ]);
  assert.deepEqual(await firstApiCalls({ manifest, pathname: '/products/onsale', hostname: 'localhost', readRemote }), [
    'http://localhost:4000/api/products?hasSalePrice=true&page=1&pageSize=12&sort=newest',
  ]);
  assert.deepEqual(await firstApiCalls({ manifest, pathname: '/home', hostname: 'localhost', readRemote }), [
    'http://localhost:4000/api/products?sort=newest&pageSize=8',
    'http://localhost:4000/api/brand/',
  ]);
});

test('firstApiCalls names nothing it cannot be sure the page asks', async () => {
  // A listing's query string changes its call; another remote names none; an unknown path has no owner.
  assert.deepEqual(
    await firstApiCalls({ manifest, pathname: '/products/onsale', search: '?sort=price-asc', hostname: 'h', readRemote }),
    [],
  );
  assert.deepEqual(await firstApiCalls({ manifest, pathname: '/mycart', hostname: 'h', readRemote }), []);
  assert.deepEqual(await firstApiCalls({ manifest, pathname: '/nowhere', hostname: 'h', readRemote }), []);
  // The remote's first-load.json could not be read: nothing, the page calls itself.
  assert.deepEqual(await firstApiCalls({ manifest, pathname: '/product/1', hostname: 'h', readRemote: async () => null }), []);
});

test('requestLocale takes the store’s language cookie, English otherwise', () => {
  assert.equal(requestLocale(undefined), 'en');
  assert.equal(requestLocale('a=1; manzil_locale=ar; b=2'), 'ar');
  assert.equal(requestLocale('manzil_locale=fr'), 'en');
  assert.equal(requestLocale('xmanzil_locale=ar'), 'en');
});

test('injectFirstLoad writes the calls as inert data before the first script, and nothing without calls', () => {
  const html = '<html><body><div id="root"></div><script defer src="/main.js"></script></body></html>';
  const calls = ['http://localhost:4000/api/products/</script><script>alert(1)'];
  const out = injectFirstLoad(html, { manifest, links: [], calls, locale: 'ar' });
  const block = out.match(new RegExp(`<script type="application/json" id="${FIRST_CALLS_ELEMENT_ID}">(.*?)</script>`));
  assert.ok(block, 'the calls are inlined');
  assert.ok(out.indexOf(block[0]) < out.indexOf('<script defer src="/main.js">'), 'before the scripts');
  assert.deepEqual(JSON.parse(block[1]), { locale: 'ar', calls });
  assert.equal(out.match(/<\/script>/g).length, 3, 'no call can close its element');
  assert.doesNotMatch(injectFirstLoad(html, { manifest, links: [] }), new RegExp(FIRST_CALLS_ELEMENT_ID));
});

test('firstLoadHints preloads the stylesheets of the chunks it preloads, and none of code loaded on demand', async () => {
  const shell = {
    groups: {
      main: ['main.js'],
      bootstrap: ['bootstrap.1.js'],
      'shared:@manzil/shared': ['110.2.js'],
      'shared:@manzil/shared/form': ['351.3.js'],
    },
    styles: { bootstrap: ['bootstrap.1.css'], 'shared:@manzil/shared': ['110.2.css'], 'shared:@manzil/shared/form': ['351.3.css'] },
  };
  const remote = {
    manifest: {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { name: 'SearchBox', assets: { js: { sync: ['search.js'] }, css: { sync: ['search.css'] } } },
        { name: 'ProductCard', assets: { js: { sync: ['card.js'] }, css: { sync: ['card.css'] } } },
      ],
    },
    firstLoad: { routes: { '/home': { scripts: ['page-home.js'], styles: ['page-home.css'], api: [] } } },
  };
  const links = await firstLoadHints({
    manifest,
    pathname: '/home',
    hostname: 'localhost',
    shell,
    readRemote: async (entry) => (entry.includes(':3001/') ? remote : null),
  });
  const styles = links.filter((link) => link.as === 'style').map((link) => link.href);
  assert.deepEqual(styles, ['/bootstrap.1.css', '/110.2.css', 'http://localhost:3001/search.css', 'http://localhost:3001/page-home.css']);
  assert.ok(
    links.filter((link) => link.as === 'style' && link.href.startsWith('/')).every((link) => link.fetchpriority === 'low'),
    'the shell’s stylesheets yield to the route’s, as its scripts do',
  );
  assert.ok(links.some((link) => link.as === 'script' && link.href === 'http://localhost:3001/page-home.js'));
});

/** Serves a remote's mf-manifest.json and first-load.json, and the shell's built files, on ephemeral ports. */
async function withStore(fn) {
  const remote = createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    if (req.url === '/mf-manifest.json') return res.end(JSON.stringify({ exposes: [], metaData: {} }));
    if (req.url === '/first-load.json') return res.end(JSON.stringify(catalogFirstLoad));
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise((resolve) => remote.listen(0, '127.0.0.1', resolve));
  const dir = await mkdtemp(join(tmpdir(), 'manzil-serve-'));
  const shell = { close: () => undefined };
  try {
    const entry = `http://127.0.0.1:${remote.address().port}/mf-manifest.json`;
    await writeFile(
      join(dir, 'index.html'),
      '<!doctype html><html><body><div id="root"></div><script defer src="/main.js"></script></body></html>',
    );
    await writeFile(join(dir, 'first-load.json'), JSON.stringify({ groups: {} }));
    await writeFile(
      join(dir, 'remotes.json'),
      JSON.stringify({
        apiBaseUrl: 'http://{hostname}:4000',
        remotes: [{ name: 'catalog', entry, routes: ['/product/:id', '/products/onsale'] }],
      }),
    );
    const server = await serveApp({ dir, port: 0, host: '127.0.0.1', spa: true });
    shell.close = () => server.close();
    await fn(`http://127.0.0.1:${server.address().port}`);
  } finally {
    shell.close();
    remote.close();
    await rm(dir, { recursive: true, force: true });
  }
}

const inlinedCalls = (html) => {
  const block = html.match(new RegExp(`<script type="application/json" id="${FIRST_CALLS_ELEMENT_ID}">(.*?)</script>`));
  return block ? JSON.parse(block[1]) : null;
};

test('the served document of /product/{id} names its call in the language of the cookie, and varies by cookie', async () => {
  await withStore(async (origin) => {
    const response = await fetch(`${origin}/product/77`, { headers: { cookie: 'manzil_locale=ar' } });
    assert.equal(response.status, 200);
    assert.match(response.headers.get('vary'), /Cookie/);
    assert.deepEqual(inlinedCalls(await response.text()), { locale: 'ar', calls: ['http://127.0.0.1:4000/api/products/77'] });
    const listing = await (await fetch(`${origin}/products/onsale?page=2`)).text();
    assert.equal(inlinedCalls(listing), null, 'a listing with a query string names none');
  });
});
