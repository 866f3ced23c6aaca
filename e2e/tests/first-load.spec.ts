import { expect, test } from '@playwright/test';

// Issue 9: the shell's document arrives with the runtime manifest inlined (plain JSON data, no
// script runs from it) and with hints that start the route's remote, page chunk and first API
// call together with the document; the page then works without fetching /remotes.json.

const skipSplash = { sessionStorage: 'manzil:splash-seen' };

test('the document of /home inlines the runtime manifest, preloads the catalog and its home page, and preconnects to the API', async ({
  request,
}) => {
  const html = await (await request.get('/home')).text();
  const inlined = html.match(/<script type="application\/json" id="manzil-runtime-manifest">(.*?)<\/script>/);
  expect(inlined, 'the runtime manifest is inlined').not.toBeNull();
  const manifest = JSON.parse(inlined![1]) as { remotes: { name: string; entry: string }[] };
  expect(manifest.remotes.map((r) => r.name)).toContain('catalog');
  const catalogEntry = manifest.remotes.find((r) => r.name === 'catalog')!.entry.replace('{hostname}', 'localhost');
  expect(html).toContain(`<link rel="preload" href="${catalogEntry}" as="fetch" crossorigin="anonymous">`);
  expect(html).toMatch(/<link rel="preload" href="[^"]+\/remoteEntry\.js" as="script">/);
  expect(html).toMatch(/<link rel="preload" href="[^"]+\/page-home\.[0-9a-f]{8}\.js" as="script">/);
  // The API's connection opens with the document; its calls are not preloaded (they went out twice).
  expect(html).toMatch(/<link rel="preconnect" href="http:\/\/localhost:\d+" crossorigin="use-credentials">/);
  expect(html).not.toMatch(/<link rel="preload" href="[^"]+\/api\//);
  // Another remote's route hints its own page, not the catalog's home.
  const product = await (await request.get('/product/1')).text();
  expect(product).toMatch(/page-product\.[0-9a-f]{8}\.js/);
  expect(product).not.toMatch(/page-home\./);
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
