// The route's first view in the shell's document (issue 9, tooling/first-view): what it shows,
// what it never lets through, where it goes, and when the document goes without one.
// `node --test tooling/test/`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, request } from 'node:http';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstViewCall, injectFirstLoad } from '../first-load-hints.mjs';
import {
  FIRST_VIEW_CSS,
  FIRST_VIEW_ELEMENT_ID,
  FIRST_VIEW_WORDS,
  formatPrice,
  pictureUrl,
  renderFirstView,
  word,
} from '../first-view/first-view.mjs';
import { FIRST_VIEW_TIMEOUT_MS, serveApp } from '../serve.mjs';

const product = {
  _id: '77',
  name: 'Nile <Sofa> & "Co"',
  title: 'Three seats',
  mainImage: 'products/77.svg',
  images: ['products/77.svg', 'products/77-b.svg'],
  price: 12000,
  category: { _id: '1', name: 'Furniture' },
  subCategory: { _id: '2', name: 'Living Room' },
  type: { _id: '3', name: 'Sofas' },
  brandId: { _id: '9', brandName: 'Khan Woodworks' },
};
const mediaBase = 'http://127.0.0.1:4000/media';

test('the product view shows the breadcrumbs, the pictures, the brand, the name and the subtitle, escaped', () => {
  const view = renderFirstView({ view: 'product', data: product, locale: 'en', mediaBase });
  assert.ok(view);
  assert.match(view.style, new RegExp(`^<style id="${FIRST_VIEW_ELEMENT_ID}-style">`));
  assert.match(view.markup, new RegExp(`^<div id="${FIRST_VIEW_ELEMENT_ID}" lang="en" dir="ltr" aria-hidden="true" inert>`));
  const crumbs = [...view.markup.match(/<ol class="fv-crumbs">(.*?)<\/ol>/)[1].matchAll(/<li>(?:<span>)?([^<]*)/g)].map((m) => m[1]);
  assert.deepEqual(crumbs, ['Home', 'Furniture', 'Living Room', 'Sofas', 'Nile &lt;Sofa&gt; &amp; &quot;Co&quot;']);
  assert.match(
    view.markup,
    /<img src="http:\/\/127\.0\.0\.1:4000\/media\/products\/77\.svg" alt="" width="800" height="800" fetchpriority="high">/,
  );
  assert.match(view.markup, /class="fv-thumbs">(<li><img [^>]*loading="lazy"><\/li>){2}<\/ul>/, 'two pictures: the thumbnails’ row');
  assert.match(view.markup, /<h1 class="fv-name"><bdi>Nile &lt;Sofa&gt; &amp; &quot;Co&quot;<\/bdi><\/h1>/);
  assert.match(view.markup, /class="fv-brand"><bdi>Khan Woodworks<\/bdi>/);
  assert.match(view.markup, /class="fv-subtitle" dir="auto">Three seats</);
  assert.doesNotMatch(view.markup, /<script/i);
});

test('in Arabic the view is right to left, with the catalog’s own word for Home', async () => {
  const view = renderFirstView({ view: 'product', data: { ...product, images: [] }, locale: 'ar', mediaBase });
  assert.match(view.markup, /lang="ar" dir="rtl"/);
  assert.match(view.markup, /<li>الرئيسية<\/li>/);
  assert.doesNotMatch(view.markup, /fv-thumbs/, 'one picture: no thumbnails');
});

test('the words of the first views are the catalog’s own messages, in both languages', async () => {
  for (const [locale, file] of [
    ['en', 'messages.ts'],
    ['ar', 'messages.ar.ts'],
  ]) {
    const source = await readFile(new URL(`../../mfe-catalog/src/${file}`, import.meta.url), 'utf8');
    for (const [id, text] of Object.entries(FIRST_VIEW_WORDS[locale])) {
      const quoted = new RegExp(`'${id.replace('.', '\\.')}': '([^']*)'`).exec(source);
      assert.equal(quoted?.[1], text, `${file} ${id}`);
    }
  }
  assert.deepEqual(Object.keys(FIRST_VIEW_WORDS.ar).sort(), Object.keys(FIRST_VIEW_WORDS.en).sort());
});

test('counts, prices and discounts are written as the apps write them', () => {
  assert.equal(word('en', 'listing.count', { count: 0 }), 'No products');
  assert.equal(word('en', 'listing.count', { count: 1 }), '1 product');
  assert.equal(word('en', 'listing.count', { count: 1469 }), '1,469 products');
  assert.equal(word('ar', 'listing.count', { count: 2 }), 'منتجان');
  assert.equal(word('ar', 'listing.count', { count: 3 }), '3 منتجات');
  assert.equal(word('ar', 'listing.count', { count: 469 }), '469 منتجًا');
  assert.equal(word('ar', 'listing.count', { count: 100 }), '100 منتج');
  assert.equal(formatPrice(12500, 'en'), '12,500 E£');
  assert.equal(formatPrice(12500, 'ar'), '12,500 ج.م.');
  assert.equal(word('en', 'card.discount', { percent: 15 }), '-15%');
});

const onSale = {
  items: [
    { ...product, _id: 'a', salePrice: 10200, stock: 3, description: 'one two three four five six seven eight nine ten eleven' },
    { ...product, _id: 'b', name: 'Lamp', salePrice: null, stock: 0, mainImage: 'products/b.svg' },
    { ...product, _id: 'c', name: 'Rug', stock: 40 },
    { ...product, _id: 'd', name: 'Fourth' },
  ],
  total: 469,
  page: 1,
  pageCount: 40,
};

test('the on-sale view shows the header, the toolbar and the first three cards, the first picture first in line', () => {
  const view = renderFirstView({ view: 'on-sale', data: onSale, locale: 'en', mediaBase });
  assert.ok(view);
  assert.match(view.markup, /inert>/, 'nothing in it can be focused or clicked');
  assert.match(
    view.markup,
    /<h1 class="fv-ltitle">On Sale Products<\/h1><p class="fv-ldesc">Discover products that are in Sale and hurry up!<\/p>/,
  );
  assert.match(view.markup, /<p class="fv-count">469 products<\/p>/);
  assert.match(view.markup, /class="fv-toggle fv-on"><span class="fv-knob"><\/span>For Sale</);
  assert.equal((view.markup.match(/<option>/g) ?? []).length, 5);
  assert.equal((view.markup.match(/<article /g) ?? []).length, 3, 'one row on a desktop');
  assert.equal((view.markup.match(/fetchpriority="high"/g) ?? []).length, 1);
  assert.match(
    view.markup,
    /<img src="http:\/\/127\.0\.0\.1:4000\/media\/products\/77\.svg" alt="" width="500" height="400" fetchpriority="high">/,
  );
  assert.match(view.markup, /<span class="fv-stock">HURRY UP!<\/span><span class="fv-discount">-15%<\/span>/);
  assert.match(view.markup, /<span class="fv-current fv-sale">10,200 E£<\/span> <s class="fv-original">12,000 E£<\/s>/);
  assert.match(view.markup, /fv-stock fv-out">SOLD OUT</);
  assert.match(view.markup, /<span class="fv-current">12,000 E£<\/span><\/p>/);
  assert.match(view.markup, /one two three four five six seven eight nine ten\.\.\.</);
  assert.doesNotMatch(view.markup, /Fourth/);
  const arabic = renderFirstView({ view: 'on-sale', data: onSale, locale: 'ar', mediaBase });
  assert.match(arabic.markup, /dir="rtl"[^]*منتجات التخفيضات[^]*469 منتجًا[^]*10,200 ج\.م\./);
  assert.equal(
    renderFirstView({ view: 'on-sale', data: { ...onSale, items: [] }, locale: 'en', mediaBase }),
    null,
    'the empty state is the page’s',
  );
});

test('nothing but an http(s) picture reaches the document, and a view without data or picture is none', () => {
  assert.equal(pictureUrl('products/1.svg', 'https://cdn.example/media/'), 'https://cdn.example/media/products/1.svg');
  assert.equal(pictureUrl('https://img.example/a.jpg', mediaBase), 'https://img.example/a.jpg');
  assert.equal(pictureUrl('//img.example/a.jpg', mediaBase), 'https://img.example/a.jpg');
  assert.equal(pictureUrl('javascript:alert(1)', mediaBase), '');
  assert.equal(pictureUrl('data:image/svg+xml,<svg/>', mediaBase), '');
  assert.equal(pictureUrl(42, mediaBase), '');
  assert.equal(
    renderFirstView({ view: 'product', data: { ...product, mainImage: 'javascript:x', images: [] }, locale: 'en', mediaBase }),
    null,
  );
  assert.equal(renderFirstView({ view: 'product', data: { message: 'Not found' }, locale: 'en', mediaBase }), null);
  assert.equal(renderFirstView({ view: 'product', data: null, locale: 'en', mediaBase }), null);
  assert.equal(renderFirstView({ view: 'toString', data: product, locale: 'en', mediaBase }), null, 'only named views');
  assert.equal(renderFirstView({ view: 'on-sale', data: product, locale: 'en', mediaBase }), null, 'a product is no listing');
});

test('the view’s CSS is kept inside the view and compacted', () => {
  assert.doesNotMatch(FIRST_VIEW_CSS, /\/\*|\n/);
  assert.match(FIRST_VIEW_CSS, /min-block-size:calc\(100vh \+ 1px\)/, 'calc() keeps the spaces it needs');
  // Every rule outside @media starts with the view's id, so nothing of the store is restyled.
  const selectors = FIRST_VIEW_CSS.replace(/@media[^{]*\{/g, '')
    .split('}')
    .map((rule) => rule.split('{')[0].trim())
    .filter(Boolean);
  assert.ok(selectors.length > 10);
  for (const selector of selectors)
    for (const part of selector.split(',')) assert.match(part, new RegExp(`^#${FIRST_VIEW_ELEMENT_ID}\\b`), part);
});

test('injectFirstLoad writes the view’s style into the head and its markup before the root', () => {
  const html =
    '<!doctype html><html><head><title>x</title></head><body><div id="s"></div><div id=root></div><script defer src="/main.js"></script></body></html>';
  const out = injectFirstLoad(html, { manifest: {}, links: [], view: { style: '<style>$&</style>', markup: '<div id="v">$1</div>' } });
  assert.match(out, /<title>x<\/title><style>\$&<\/style><\/head>/, 'replacement patterns are not expanded');
  assert.match(out, /<div id="s"><\/div><div id="v">\$1<\/div><div id=root>/);
  assert.equal(injectFirstLoad(html, { manifest: {}, links: [] }).includes('id="v"'), false);
});

test('a document with a first view asks for nothing before its picture but the connections and the manifests', () => {
  const html = '<!doctype html><html><head></head><body><div id=root></div><script defer src="/main.js"></script></body></html>';
  const links = [
    { rel: 'preconnect', href: 'http://localhost:3001' },
    { rel: 'preconnect', href: 'http://localhost:4000', crossorigin: 'use-credentials' },
    { rel: 'preload', as: 'script', href: '/bootstrap.1.js', fetchpriority: 'low' },
    { rel: 'preload', as: 'style', href: '/shared-styles.2.css', fetchpriority: 'low' },
    { rel: 'preload', as: 'fetch', href: 'http://localhost:3001/mf-manifest.json', crossorigin: 'anonymous' },
    { rel: 'preload', as: 'script', href: 'http://localhost:3001/page-product.3.js' },
    { rel: 'preload', as: 'style', href: 'http://localhost:3001/page-product.3.css' },
  ];
  const hrefs = (out) => [...out.matchAll(/<link rel="(\w+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);
  const view = { style: '<style></style>', markup: '<div id="manzil-first-view"></div>' };
  assert.deepEqual(hrefs(injectFirstLoad(html, { manifest: {}, links, view })), [
    'preconnect http://localhost:3001',
    'preconnect http://localhost:4000',
    'preload http://localhost:3001/mf-manifest.json',
  ]);
  assert.equal(hrefs(injectFirstLoad(html, { manifest: {}, links })).length, links.length, 'without a view every hint stays');
});

const catalogFirstLoad = {
  routes: {
    '/product/:id': { scripts: [], api: ['api/products/{id}'], view: 'product' },
    '/products/onsale': { scripts: [], api: ['api/products?hasSalePrice=true&page=1&pageSize=12&sort=newest'] },
    '/vendor/:id': { scripts: [], api: ['api/brand/{id}'], view: 'vendor' },
  },
};

test('firstViewCall names the view and its call only for a route whose owner names a view', async () => {
  const manifest = {
    apiBaseUrl: 'http://{hostname}:4000',
    imageBaseUrl: null,
    remotes: [
      { name: 'catalog', entry: 'http://{hostname}:3001/mf-manifest.json', routes: ['/product/:id', '/products/onsale', '/vendor/:id'] },
    ],
  };
  const readRemote = async () => ({ manifest: {}, firstLoad: catalogFirstLoad });
  const at = (pathname, search = '') => firstViewCall({ manifest, pathname, search, hostname: 'shop.test', readRemote });
  assert.deepEqual(await at('/product/a b'), {
    view: 'product',
    call: 'http://shop.test:4000/api/products/a%20b',
    mediaBase: 'http://shop.test:4000/media',
  });
  assert.equal(await at('/product/7', '?color=red'), null);
  assert.equal(await at('/products/onsale'), null, 'no view named');
  assert.equal(await at('/mycart'), null);
  assert.deepEqual((await at('/vendor/5')).view, 'vendor', 'a name the server does not know is its renderer’s to refuse');
  const withImages = await firstViewCall({
    manifest: { ...manifest, imageBaseUrl: 'https://img.{hostname}/m' },
    pathname: '/product/7',
    hostname: 'shop.test',
    readRemote,
  });
  assert.equal(withImages.mediaBase, 'https://img.shop.test/m');
});

/** A fake API (a product, a 404, a slow answer), a remote's first-load.json and the shell's files, on ephemeral ports. */
async function withStore(fn) {
  const asked = [];
  const api = createServer((req, res) => {
    asked.push({ url: req.url, language: req.headers['accept-language'], cookie: req.headers.cookie });
    res.setHeader('Content-Type', 'application/json');
    if (req.url === '/api/products/77')
      return res.end(JSON.stringify(req.headers['accept-language'] === 'ar' ? { ...product, name: 'كنبة النيل' } : product));
    if (req.url === '/api/products/slow') return setTimeout(() => res.end(JSON.stringify(product)), FIRST_VIEW_TIMEOUT_MS + 400);
    res.statusCode = 404;
    res.end('{"message":"Not found"}');
  });
  const remote = createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    if (req.url === '/mf-manifest.json') return res.end(JSON.stringify({ exposes: [], metaData: {} }));
    if (req.url === '/first-load.json') return res.end(JSON.stringify(catalogFirstLoad));
    res.statusCode = 404;
    res.end('{}');
  });
  await Promise.all([api, remote].map((server) => new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))));
  const dir = await mkdtemp(join(tmpdir(), 'manzil-first-view-'));
  const shell = { close: () => undefined };
  try {
    await writeFile(
      join(dir, 'index.html'),
      '<!doctype html><html><head><title>Manzil</title></head><body><div id="root"></div><script defer src="/main.js"></script></body></html>',
    );
    await writeFile(join(dir, 'first-load.json'), JSON.stringify({ groups: {} }));
    await writeFile(
      join(dir, 'remotes.json'),
      JSON.stringify({
        apiBaseUrl: `http://{hostname}:${api.address().port}`,
        remotes: [{ name: 'catalog', entry: `http://127.0.0.1:${remote.address().port}/mf-manifest.json`, routes: ['/product/:id'] }],
      }),
    );
    const server = await serveApp({ dir, port: 0, host: '127.0.0.1', spa: true });
    shell.close = () => server.close();
    await fn(`http://127.0.0.1:${server.address().port}`, asked);
  } finally {
    shell.close();
    api.close();
    remote.close();
    await rm(dir, { recursive: true, force: true });
  }
}

test('the served document of /product/{id} carries the product’s first view, asked anonymously in the cookie’s language', async () => {
  await withStore(async (origin, asked) => {
    const html = await (await fetch(`${origin}/product/77`, { headers: { cookie: 'manzil_locale=ar; manzil_session=secret' } })).text();
    assert.match(html, new RegExp(`<style id="${FIRST_VIEW_ELEMENT_ID}-style">[^<]+</style></head>`));
    assert.match(html, new RegExp(`<div id="${FIRST_VIEW_ELEMENT_ID}" lang="ar" dir="rtl"[^]*كنبة النيل[^]*</div><div id="root">`));
    const call = asked.find((a) => a.url === '/api/products/77');
    assert.equal(call.language, 'ar');
    assert.equal(call.cookie, undefined, 'the session never leaves the browser for the first view');
  });
});

test('the server asks its own API host, never the host a request names', async () => {
  await withStore(async (origin, asked) => {
    const { port } = new URL(origin);
    // A document asked for with another Host header (which fetch() will not set: a raw request).
    const html = await new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/product/77', headers: { Host: 'internal.example' } }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve(body));
      });
      req.on('error', reject);
      req.end();
    });
    assert.ok(
      asked.some((a) => a.url === '/api/products/77'),
      'the first view was asked of the API on 127.0.0.1',
    );
    assert.match(html, /<img src="http:\/\/internal\.example:\d+\/media\/products\/77\.svg"/, 'pictures stay on the page’s own host');
  });
});

test('a product the API does not answer with 200 in time gets the document without a first view', async () => {
  await withStore(async (origin) => {
    for (const path of ['/product/404', '/product/slow']) {
      const started = Date.now();
      const response = await fetch(`${origin}${path}`);
      const html = await response.text();
      assert.equal(response.status, 200, path);
      assert.equal(html.includes(FIRST_VIEW_ELEMENT_ID), false, path);
      assert.match(html, /<div id="root"><\/div>/);
      assert.ok(Date.now() - started < FIRST_VIEW_TIMEOUT_MS + 300, `${path} waited at most the timeout`);
    }
  });
});
