import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { writeFileSync, readFileSync } from 'node:fs';
import { expect, test } from '../support/fixtures';
import { e2eEnv, PORTS, remotesJson } from '../support/env';
import { listProducts, untilServedRendered } from '../support/api';

// The pages as the document server sends them (docs/rendering.md): what a crawler reads without
// running a script, in both languages, and what the browser does with it.

const origin = e2eEnv.shellUrl;

/** The JSON-LD of a document, read as a crawler does, with Google's rich-result errors (warnings are the data Manzil lacks). */
async function structuredData(html: string) {
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);
  const issues = await new Validator().validate(extracted);
  return {
    types: Object.keys(extracted.jsonld ?? {}),
    errors: issues.filter((issue) => issue.severity === 'ERROR').map((issue) => issue.issueMessage),
  };
}

test.describe('read without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // Crawlers read a server that has been up.
  test.beforeAll(({ request }) => untilServedRendered(request, '/products/onsale'));

  test('a product page in English and Arabic: title, canonical, hreflang, name, price, valid Product JSON-LD', async ({
    page,
    request,
  }) => {
    const product = (await listProducts(request, 'pageSize=1&sort=newest')).items[0]!;
    for (const [path, lang] of [
      [`/product/${product._id}`, 'en'],
      [`/ar/product/${product._id}`, 'ar'],
    ] as const) {
      const response = await page.goto(path);
      expect(response!.status()).toBe(200);
      const html = await response!.text();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page).toHaveTitle(/ \| (Manzil|منزل)$/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${path}`);
      await expect(page.locator('link[hreflang="en"]')).toHaveAttribute('href', `${origin}/product/${product._id}`);
      await expect(page.locator('link[hreflang="ar"]')).toHaveAttribute('href', `${origin}/ar/product/${product._id}`);
      await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute('href', `${origin}/product/${product._id}`);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
      await expect(page.locator('h1')).toHaveText(/.+/);
      if (lang === 'en') await expect(page.locator('h1')).toHaveText(product.name);
      // The price the shopper pays, as the page shows it.
      await expect(page.getByText(/E£|ج\.م/).first()).toBeVisible();
      const data = await structuredData(html);
      expect(data.types).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']));
      expect(data.errors, `${path}: rich-result errors`).toEqual([]);
    }
  });

  test('a listing links its products and its next page; the home page says who the store is', async ({ page }) => {
    const response = await page.goto('/products/onsale');
    expect(response!.status()).toBe(200);
    await expect(page).toHaveTitle(/On Sale Products \| Manzil/);
    expect(await page.locator('main a[href^="/product/"], a[href^="/product/"]').count()).toBeGreaterThan(0);
    await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/products/onsale?page=2',
    );
    const listing = await structuredData(await response!.text());
    expect(listing.types).toContain('ItemList');
    expect(listing.errors).toEqual([]);

    const second = await page.goto('/products/onsale?page=2');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/products/onsale?page=2`);
    expect(second!.status()).toBe(200);

    const home = await page.goto('/home');
    const homeData = await structuredData(await home!.text());
    expect(homeData.types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    expect(homeData.errors).toEqual([]);
  });

  test('an unknown product, category, brand or path answers 404 with a page a person can use', async ({ page }) => {
    for (const path of ['/product/987654321', '/category/987654321/subcategories', '/vendor/987654321', '/no-such-page']) {
      const response = await page.goto(path);
      expect(response!.status(), path).toBe(404);
    }
    await page.goto('/product/987654321');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that product');
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/home');
  });
});

test.describe('in the browser', () => {
  for (const locale of ['en', 'ar'] as const) {
    test(`every catalog page type and shell page hydrates its served store without a console error or a hydration mismatch (${locale})`, async ({
      page,
      request,
    }) => {
      const product = (await listProducts(request, 'pageSize=1')).items[0]!;
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      // React reports a hydration mismatch (and a boundary it had to render again) as a
      // recoverable error: whatever its level, none may appear.
      page.on('console', (message) => /hydrat|did not match|recoverable/i.test(message.text()) && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      // The served page's main element, as the parser built it: hydration keeps that very
      // element (a browser render would replace it).
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { servedHeading?: Element | null }).servedHeading = document.querySelector('#root main');
        });
      });
      const prefix = locale === 'ar' ? '/ar' : '';
      const notFound = locale === 'ar' ? 'لم نعثر على هذه الصفحة' : 'We could not find that page';
      for (const path of ['/home', `/product/${product._id}`, '/products/onsale', '/vendors', '/about']) {
        // The document holds the store rendered on the server: frame and page (a fresh document
        // server starts its server render with the first request: wait until it is up).
        await expect
          .poll(async () => await (await request.get(`${prefix}${path}`, { headers: { accept: 'text/html' } })).text(), {
            message: `${path} is served rendered`,
            timeout: 30_000,
          })
          .toMatch(/<div id="root" data-region="server">(?:<!--\$-->)?<div[^>]*>.*<header/s);
        await page.goto(`${prefix}${path}`);
        await expect(page.getByRole('main')).toBeVisible();
        await expect(page.getByRole('banner')).toBeVisible();
        // Not 'networkidle': Chromium revalidates the API's stale-while-revalidate answers in the
        // background, and DevTools never reports those requests finished (the API answers 304).
        await page.waitForLoadState('load');
        // The browser's router keeps the page at the address it was asked for, in its language.
        expect(new URL(page.url()).pathname, path).toBe(`${prefix}${path}`);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
        await expect(page.getByRole('heading', { name: notFound })).toHaveCount(0);
        await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
        // Its region rendered (no Retry offered by the region's boundary).
        await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
        // Hydrated, not rendered again: the served heading is still the one on the page.
        await expect
          .poll(
            () =>
              page.evaluate(() => {
                const served = (window as unknown as { servedHeading?: Element | null }).servedHeading;
                return Boolean(served) && served!.isConnected;
              }),
            { message: `${path}: the served markup was hydrated in place` },
          )
          .toBe(true);
      }
      await page.goto(`${prefix}/product/${product._id}`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(/.+/);
      if (locale === 'en') await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(product.name);
      // Links inside the page lead to pages of the same language.
      const link = page.getByRole('banner').locator(`a[href^="${prefix}/category/"]`).first();
      await expect(link).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('an unknown product’s 404 page is titled as such and hydrates as it was served, without asking the API again', async ({ page }) => {
    // The document holds the API's 404 answer in its query cache: the browser's first render is the
    // served "not found" page (no hydration mismatch), and the page does not ask for the product again.
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on(
      'console',
      (message) =>
        /hydrat|did not match|recoverable|Minified React error|Failed to load the product/i.test(message.text()) &&
        problems.push(message.text()),
    );
    const asked: string[] = [];
    page.on('request', (request) => /\/api\/products\/987654321/.test(request.url()) && asked.push(request.url()));
    for (const prefix of ['', '/ar']) {
      const response = await page.goto(`${prefix}/product/987654321`);
      expect(response!.status()).toBe(404);
      await expect(page.locator('#root[data-interactive]')).toBeAttached();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
        prefix ? 'لم نعثر على هذا المنتج' : 'We could not find that product',
      );
      // The tab says so too (the document's head), and search engines are told not to index it.
      await expect(page).toHaveTitle(prefix ? 'لم نعثر على هذا المنتج | منزل' : 'We could not find that product | Manzil');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    }
    expect(problems).toEqual([]);
    expect(asked).toEqual([]);
  });

  test('the language switch moves between /… and /ar/…; going back returns to the language of that address', async ({ page }) => {
    await page.addInitScript(() => window.sessionStorage.setItem('manzil:splash-seen', '1'));
    await page.goto('/ar/products/onsale');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/products\/onsale$/);
    expect(new URL(page.url()).pathname).toBe('/products/onsale');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('On Sale Products');
    // A link followed in English, then back: the address before is English as well.
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /^About/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await page.getByRole('banner').getByRole('button', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar\/about$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/products\/onsale$/);
    expect(new URL(page.url()).pathname).toBe('/products/onsale');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('On Sale Products');
  });
});

test.describe('a dead remote on the server', () => {
  test('its region renders in the browser after the frame is hydrated; the document still answers 200 in time', async ({ page }) => {
    const file = e2eEnv.remotesFile;
    const saved = readFileSync(file, 'utf8');
    // The catalog's entry on a port nothing listens on: neither its manifest nor its container loads.
    writeFileSync(file, JSON.stringify(remotesJson({ ...PORTS, catalog: PORTS.spare(9) }), null, 2));
    try {
      // The new generation of remotes.json starts a server render of its own with the first
      // request; from then on the budget holds.
      await expect
        .poll(async () => (await (await page.request.get('/products/onsale')).text()).includes('data-region="browser"'), {
          timeout: 20_000,
        })
        .toBe(true);
      const started = Date.now();
      const response = await page.request.get('/products/onsale');
      expect(response.status()).toBe(200);
      expect(Date.now() - started).toBeLessThan(2_000);
      // The shell's frame is served, with the region left to the browser.
      const html = await response.text();
      expect(html).toMatch(/<div id="root" data-region="browser">/);
      expect(html).toMatch(/<header/);
      expect(html).not.toMatch(/<h1/);
      await page.goto('/products/onsale');
      // The browser's region boundary offers Retry, as it always did for a remote that cannot load.
      await expect(page.getByRole('main').getByRole('alert')).toBeVisible({ timeout: 20_000 });
    } finally {
      writeFileSync(file, saved);
    }
  });
});
