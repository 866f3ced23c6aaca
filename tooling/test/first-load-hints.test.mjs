// The hints of the shell's document: the route's code and stylesheets, and what never
// gets named. `node --test tooling/test/`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import {
  firstLoadHints,
  injectFirstLoad,
  matchRoute,
  requestLocale,
  routeParams,
  START_AFTER_FIRST_PAINT,
  START_AFTER_FIRST_PAINT_HASH,
} from '../first-load-hints.mjs';

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

test('injectFirstLoad inlines the manifest as inert data, lists the scripts for after the first paint, and links stylesheets in the head when asked', () => {
  const html = '<html><head></head><body><div id="root"></div><script defer src="/main.js"></script></body></html>';
  const links = [
    { rel: 'preconnect', href: 'http://localhost:4000' },
    { rel: 'preload', as: 'style', href: 'http://localhost:3001/page.css' },
    { rel: 'preload', as: 'script', href: 'http://localhost:3001/page.js' },
    { rel: 'preload', as: 'fetch', href: 'http://localhost:3001/mf-manifest.json', crossorigin: 'anonymous' },
  ];
  const hinted = injectFirstLoad(html, { manifest: { apiBaseUrl: '</script>' }, links });
  assert.match(
    hinted,
    /<div id="root"><\/div><link rel="preconnect" href="http:\/\/localhost:4000"><link rel="preload" href="http:\/\/localhost:3001\/page.css" as="style">/,
  );
  assert.doesNotMatch(hinted, /<\/script>"/, 'the manifest cannot close its block');
  // Nothing the parser or the preload scanner would fetch before the first paint: a list, then
  // the one inline script (named in the CSP by its hash) that starts it.
  assert.doesNotMatch(hinted, /<script defer|as="script"|as="fetch"/);
  const list = /<script type="application\/json" id="manzil-after-first-paint">(.*?)<\/script><script>(.*?)<\/script><\/body>/.exec(hinted);
  assert.ok(list, hinted);
  assert.deepEqual(JSON.parse(list[1]), [links[2], links[3], { src: '/main.js' }]);
  assert.equal(list[2], START_AFTER_FIRST_PAINT);
  assert.equal(START_AFTER_FIRST_PAINT_HASH, `'sha256-${createHash('sha256').update(list[2]).digest('base64')}'`);
  const styled = injectFirstLoad(html, { manifest, links, stylesheets: true });
  assert.match(styled, /<link rel="stylesheet" href="http:\/\/localhost:3001\/page.css"><\/head>/);
  assert.doesNotMatch(styled, /as="style"/);
});

test("the inline script adds the listed hints and scripts in order one frame after the first paint (at once in a background tab), then warms ICU on a worker's thread", async () => {
  const run = (visibilityState) => {
    const added = [];
    const frames = [];
    const tasks = [];
    const workers = [];
    const blobs = new Map();
    const document = {
      visibilityState,
      head: { append: (fragment) => added.push(...fragment.children) },
      createDocumentFragment: () => ({
        children: [],
        append(element) {
          this.children.push(element);
        },
      }),
      getElementById: (id) => ({
        textContent:
          id === 'manzil-after-first-paint'
            ? JSON.stringify([
                ...['/a.js', '/b.js', '/c.js', '/d.js', '/e.js'].map((href) => ({ rel: 'preload', as: 'script', href })),
                { src: '/main.js' },
              ])
            : '',
      }),
      createElement: (name) => ({
        name,
        attributes: {},
        setAttribute(key, value) {
          this.attributes[key] = value;
        },
      }),
    };
    const url = {
      createObjectURL: (blob) => {
        const address = `blob:${blobs.size}`;
        blobs.set(address, blob);
        return address;
      },
      revokeObjectURL: (address) => blobs.delete(address),
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'URL', 'Worker', START_AFTER_FIRST_PAINT)(
      document,
      (f) => frames.push(f),
      (f) => tasks.push(f),
      url,
      function Worker(address) {
        workers.push(blobs.get(address));
      },
    );
    return { added, frames, tasks, workers, blobs };
  };
  const shown = run('visible');
  assert.deepEqual(shown.added, [], 'nothing before the frame');
  shown.frames.shift()();
  assert.deepEqual(shown.added, [], 'nor in the frame itself');
  assert.equal(shown.workers.length, 0, 'no worker before the frame');
  shown.tasks.shift()();
  assert.deepEqual(
    shown.added.map(({ name }) => name),
    ['link', 'link', 'link', 'link'],
    'four in the first task',
  );
  shown.tasks.shift()();
  assert.equal(shown.added.length, 6, 'the rest in the next one');
  assert.equal(shown.workers.length, 0, 'the worker in a task of its own');
  shown.tasks.shift()();
  assert.equal(shown.tasks.length, 0, 'nothing more for the main thread');
  assert.equal(shown.workers.length, 1, "one worker warms ICU's number data");
  assert.equal(shown.workers[0].type, 'text/javascript');
  assert.equal(await shown.workers[0].text(), 'new Intl.NumberFormat().format(1);close()');
  assert.equal(shown.blobs.size, 0, "the worker's address is revoked once it is started");
  assert.deepEqual(
    shown.added.map(({ name, attributes }) => [name, attributes]),
    [
      ...['/a.js', '/b.js', '/c.js', '/d.js', '/e.js'].map((href) => ['link', { rel: 'preload', as: 'script', href }]),
      ['script', { src: '/main.js' }],
    ],
  );
  const hidden = run('hidden');
  assert.equal(hidden.added.length, 6, 'a background tab (slow timers) gets them all at once');
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
