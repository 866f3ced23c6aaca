import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { listProducts, untilServedRendered } from '../support/api';
import { PORTS, repoRoot } from '../support/env';

// The shell's document arrives with the runtime manifest inlined (plain JSON data, no
// script runs from it) and with the list of hints and scripts its one inline script starts one
// frame after the first paint: the route's remote, page chunk and the shell's own chunks, all at
// once; the page then works without fetching /remotes.json.

/** The hints and scripts a document starts after its first paint (tooling/first-load-hints.mjs). */
function afterFirstPaint(html: string): Record<string, string>[] {
  const list = html.match(/<script type="application\/json" id="manzil-after-first-paint">(.*?)<\/script>/);
  expect(list, 'the document lists what starts after its first paint').not.toBeNull();
  return JSON.parse(list![1]) as Record<string, string>[];
}

const skipSplash = { sessionStorage: 'manzil:splash-seen' };

test('the document of /home inlines the runtime manifest, starts the catalog and its home page after the first paint, and preconnects to the API', async ({
  request,
}) => {
  const html = await (await request.get('/home')).text();
  const inlined = html.match(/<script type="application\/json" id="manzil-runtime-manifest">(.*?)<\/script>/);
  expect(inlined, 'the runtime manifest is inlined').not.toBeNull();
  const manifest = JSON.parse(inlined![1]) as { remotes: { name: string; entry: string }[] };
  expect(manifest.remotes.map((r) => r.name)).toContain('catalog');
  const catalogEntry = manifest.remotes.find((r) => r.name === 'catalog')!.entry.replace('{hostname}', 'localhost');
  // No script, and no hint of one, is fetched before the first paint: they are listed for it.
  expect(html).not.toMatch(/<script\b[^>]*\bsrc=/);
  expect(html).not.toMatch(/<link rel="preload"[^>]* as="(script|fetch)"/);
  const later = afterFirstPaint(html);
  expect(later).toContainEqual({ rel: 'preload', as: 'fetch', href: catalogEntry, crossorigin: 'anonymous' });
  expect(later.some((item) => item.as === 'script' && /\/remoteEntry\.js$/.test(item.href))).toBe(true);
  expect(later.some((item) => item.as === 'script' && /\/page-home\.[0-9a-f]{8}\.js$/.test(item.href))).toBe(true);
  expect(later.at(-1), "the shell's entry comes last").toEqual({ src: '/main.js' });
  // The API's connection opens with the document; its calls are not preloaded (they went out twice).
  expect(html).toMatch(/<link rel="preconnect" href="http:\/\/localhost:\d+" crossorigin="use-credentials">/);
  expect(later.some((item) => item.href?.includes('/api/'))).toBe(false);
  // A catalog page's document holds the page (the catalog's server render), the answers it was
  // rendered from, and links the route's stylesheets, so the served markup is styled at once.
  const product = await (await request.get('/product/1')).text();
  expect(product).toMatch(/<h1[^>]*><bdi>[^<]+<\/bdi><\/h1>/);
  expect(product).toContain('<script type="application/json" id="manzil-query-state">');
  expect(product).toMatch(/<link rel="stylesheet" href="[^"]+\/page-product\.[0-9a-f]{8}\.css">/);
  expect(afterFirstPaint(product)).toContainEqual({ rel: 'preload', as: 'fetch', href: catalogEntry, crossorigin: 'anonymous' });
});

test('a first visit starts from the inlined manifest: no /remotes.json request, pictures shown', async ({ page }) => {
  await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), skipSplash.sessionStorage);
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('img[src*="/media/products/"]').first()).toBeVisible();
  expect(asked).not.toContain('/remotes.json');
});

test('a first visit to /home loads no dialog and no form code: Radix Dialog, react-hook-form, the form set and zod come with their first use', async ({
  page,
}) => {
  // The shell's chunks of the shared packages that only forms import (scripts/bundle-budget.mjs
  // leaves them out of the first visit: ON_DEMAND_SHARED), less any file a first-load group shares.
  const load = JSON.parse(readFileSync(join(repoRoot, 'shell', 'dist', 'first-load.json'), 'utf8')) as { groups: Record<string, string[]> };
  const onDemand = new Set(['react-hook-form', '@manzil/shared/form'].flatMap((key) => load.groups[`shared:${key}`] ?? []));
  expect(onDemand.size, 'the shell provides react-hook-form and @manzil/shared/form').toBeGreaterThan(0);
  for (const [name, files] of Object.entries(load.groups))
    if (name === 'main' || name === 'bootstrap' || ['react', 'react-dom', '@manzil/shared'].includes(name.replace(/^shared:/, '')))
      for (const file of files) onDemand.delete(file);

  await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), skipSplash.sessionStorage);
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname.split('/').pop()!));
  await page.goto('/home');
  await expect(page.locator('img[src*="/media/products/"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((file) => onDemand.has(file))).toEqual([]);
  expect(scripts.filter((file) => /^(radix-dialogs|mobile-menu|newsletter-form)\./.test(file))).toEqual([]);

  // The footer's newsletter form arrives when the person comes to it, and works.
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  expect(scripts.some((file) => file.startsWith('newsletter-form.'))).toBe(true);
});

test("a first visit's stylesheets start with the document, and @manzil/shared's come first, so an app's class on a primitive wins", async ({
  page,
}) => {
  // Production CSS is in .css files (tooling/webpack.mjs), not in the scripts.
  await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), skipSplash.sessionStorage);
  const sheets: string[] = [];
  page.on('request', (r) => r.resourceType() === 'stylesheet' && sheets.push(r.url()));
  const response = await page.goto('/home');
  const html = await response!.text();
  await expect(page.locator('img[src*="/media/products/"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sheets.length, 'the first visit loads stylesheets').toBeGreaterThan(0);
  // Every stylesheet of the first screen was named in the document (linked, since the document
  // holds the rendered page), none found late.
  const shellOrigin = new URL(page.url()).origin;
  for (const url of new Set(sheets)) {
    const href = new URL(url).origin === shellOrigin ? new URL(url).pathname : url;
    expect(html, url).toContain(`<link rel="stylesheet" href="${href}">`);
  }
  const order = await page.evaluate(() =>
    Array.from(document.querySelectorAll('link[rel="stylesheet"]')).map((link) => (link as HTMLLinkElement).href),
  );
  expect(order[0], 'the primitives first').toMatch(/\/shared-styles\.[0-9a-f]{8}\.css$/);
  const injected = await page.evaluate(
    () =>
      Array.from(document.querySelectorAll('style')).filter((style) => /\.(shell|catalog)_[\w-]{6}\{/.test(style.textContent ?? '')).length,
  );
  expect(injected, 'no app CSS injected by scripts').toBe(0);
  // The footer's Subscribe is the shared Button with the footer's own height on it.
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const subscribe = footer.getByRole('button', { name: 'Subscribe' });
  await expect(subscribe).toBeEnabled();
  expect(await subscribe.evaluate((button) => getComputedStyle(button).minHeight)).toBe('46px');
});

test("one React Router on the page: the shell's trimmed copy serves the remotes' links across client-side navigation, and no remote loads its own", async ({
  page,
}) => {
  // Every app provides @manzil/shared/router (its fallback copy) and none provides react-router
  // itself; the shell's copy is the one a page uses, so no remote's copy is ever requested.
  const groups = (dir: string) =>
    (JSON.parse(readFileSync(join(repoRoot, dir, 'dist', 'first-load.json'), 'utf8')) as { groups: Record<string, string[]> }).groups;
  const shellRouter = groups('shell')['shared:@manzil/shared/router'] ?? [];
  expect(shellRouter.length, 'the shell provides @manzil/shared/router').toBeGreaterThan(0);
  const remoteRouter = new Map<number, string[]>();
  for (const [dir, port] of [
    ['mfe-catalog', PORTS.catalog],
    ['mfe-checkout', PORTS.checkout],
    ['mfe-account', PORTS.account],
    ['mfe-partner', PORTS.partner],
  ] as const) {
    expect(
      Object.keys(groups(dir)).filter((name) => /^shared:react-router/.test(name)),
      `${dir} shares no react-router`,
    ).toEqual([]);
    remoteRouter.set(port, groups(dir)['shared:@manzil/shared/router'] ?? []);
  }

  await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), skipSplash.sessionStorage);
  const scripts: URL[] = [];
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()));
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  await page.goto('/home');
  await expect(page.locator('img[src*="/media/products/"]').first()).toBeVisible();

  // The checkout remote's cart sheet links to its cart page, the shell's header to the account
  // remote's login, whose link goes on to its sign-up: links of three builds, one router.
  await page.getByRole('banner').getByRole('button', { name: 'Cart', exact: true }).click();
  await page.getByRole('dialog', { name: 'Shopping Cart' }).getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/mycart$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(documents, 'client-side navigation: one document').toHaveLength(1);
  const file = (url: URL) => url.pathname.split('/').pop()!;
  const fromShell = scripts.filter((url) => url.port === String(PORTS.shell)).map(file);
  for (const chunk of shellRouter)
    expect(
      fromShell.filter((name) => name === chunk),
      `${chunk} loaded once`,
    ).toHaveLength(1);
  const remoteCopies = scripts.filter((url) => remoteRouter.get(Number(url.port))?.includes(file(url))).map((url) => url.href);
  expect(remoteCopies, 'no remote loads its own router').toEqual([]);
});

// The document holds the page and the answers it was rendered from (the document server's
// dehydrated query cache): the browser does not ask for the product or the listing again, and the page's picture
// is in place with nothing shifting.
for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test(`at ${viewport.width} px, /product/{id} and /products/onsale come with their data in the document, with no layout shift`, async ({
    page,
    request,
  }) => {
    const id = (await listProducts(request, 'pageSize=1')).items[0]._id;
    // What is measured is a warm render tier (a fresh one may leave its first page to the browser).
    await untilServedRendered(request, `/product/${id}`);
    await page.setViewportSize(viewport);
    // Layout shifts, but those of the listing's filter sidebar alone: on a desktop its facets
    // arrive after the first page and could push its own sections down (the
    // listing's own; docs/performance.md). The pictures' column must not move at all.
    await page.addInitScript((key) => {
      window.sessionStorage.setItem(key, '1');
      const w = window as unknown as { __shift: number; __shifted: string[] };
      w.__shift = 0;
      w.__shifted = [];
      type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: Source[] }[]) {
          const sidebarOnly = entry.sources.every((source) => source.node instanceof Element && source.node.closest('aside'));
          if (entry.hadRecentInput || sidebarOnly) continue;
          w.__shift += entry.value;
          // What moved, for the failure message: the element and its box before and after.
          for (const { node, previousRect: a, currentRect: b } of entry.sources)
            w.__shifted.push(
              `${node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${String(node.className)}` : String(node?.nodeName)} ` +
                `(${a.x},${a.y} ${a.width}×${a.height} → ${b.x},${b.y} ${b.width}×${b.height}) at ${Math.round((entry as unknown as PerformanceEntry).startTime)} ms`,
            );
        }
      }).observe({ type: 'layout-shift', buffered: true });
    }, skipSplash.sessionStorage);
    for (const { path, calls: expected, isFirstCall, picture } of [
      {
        path: `/product/${id}`,
        // The document's answer serves the page: the product is not asked for again.
        calls: 0,
        isFirstCall: (url: URL) => url.pathname === `/api/products/${id}`,
        picture: page.getByRole('main').locator('img[fetchpriority="high"]'),
      },
      {
        path: '/products/onsale',
        // A listing is asked again on every showing (its staleTime is 0: stock and prices move),
        // but not by the showing the document was rendered for: it holds that answer.
        calls: 0,
        isFirstCall: (url: URL) => url.pathname === '/api/products' && url.searchParams.get('hasSalePrice') === 'true',
        picture: page.getByRole('main').locator('article img').first(),
      },
    ]) {
      const calls: number[] = [];
      const onRequest = (r: import('@playwright/test').Request) => {
        if (r.method() === 'GET' && isFirstCall(new URL(r.url()))) calls.push(Date.now());
      };
      page.on('request', onRequest);
      await page.goto(path);
      await expect(picture).toBeVisible();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await page.waitForLoadState('networkidle');
      page.off('request', onRequest);
      expect(calls.length, `${path}: calls the browser made for the page's data`).toBeLessThanOrEqual(expected);
      const { shift, shifted } = await page.evaluate(() => {
        const w = window as unknown as { __shift: number; __shifted: string[] };
        return { shift: w.__shift, shifted: w.__shifted };
      });
      expect(shift, `${path}: layout shift of ${shifted.join('; ')}`).toBe(0);
    }
  });
}
