// The hints of the shell's document: the route's code and stylesheets, and what never
// gets named. `node --test tooling/test/`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { firstLoadHints, injectFirstLoad, matchRoute, requestLocale, routeParams } from '../first-load-hints.mjs';

const manifest = {
  apiBaseUrl: 'http://{hostname}:4000',
  remotes: [
    { name: 'catalog', entry: 'http://{hostname}:3001/mf-manifest.json', routes: ['/home', '/product/:id', '/products/onsale'] },
    { name: 'checkout', entry: 'http://{hostname}:3002/mf-manifest.json', routes: ['/mycart'] },
  ],
};
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

test('requestLocale takes the store’s language cookie, English otherwise', () => {
  assert.equal(requestLocale(undefined), 'en');
  assert.equal(requestLocale('a=1; manzil_locale=ar; b=2'), 'ar');
  assert.equal(requestLocale('manzil_locale=fr'), 'en');
  assert.equal(requestLocale('xmanzil_locale=ar'), 'en');
});

test('injectFirstLoad inlines the manifest as inert data before the first script, and links stylesheets in the head when asked', () => {
  const html = '<html><head></head><body><div id="root"></div><script defer src="/main.js"></script></body></html>';
  const links = [
    { rel: 'preload', as: 'style', href: 'http://localhost:3001/page.css' },
    { rel: 'preload', as: 'script', href: 'http://localhost:3001/page.js' },
  ];
  const hinted = injectFirstLoad(html, { manifest: { apiBaseUrl: '</script>' }, links });
  assert.match(hinted, /<link rel="preload" href="http:\/\/localhost:3001\/page.css" as="style">.*<script defer/);
  assert.doesNotMatch(hinted, /<\/script>"/, 'the manifest cannot close its block');
  const styled = injectFirstLoad(html, { manifest, links, stylesheets: true });
  assert.match(styled, /<link rel="stylesheet" href="http:\/\/localhost:3001\/page.css"><\/head>/);
  assert.doesNotMatch(styled, /as="style"/);
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
