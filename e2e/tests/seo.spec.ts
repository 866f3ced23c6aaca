import { expect, test } from '../support/fixtures';
import { e2eEnv } from '../support/env';
import { listProducts } from '../support/api';

// What a crawler reads first on the store's own origin (docs/seo.md): robots.txt and the sitemap,
// served by the store from the real API, every URL on the store's public address.

test.describe('robots.txt and the sitemap on the store', () => {
  test('robots.txt keeps crawlers out of private areas and names the sitemap index', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await robots.text();
    expect(text).toContain(`Sitemap: ${e2eEnv.shellUrl}/sitemap.xml`);
    for (const path of ['/checkout', '/mycart', '/myaccount', '/adminpanel', '/vendor-dashboard/', '/ar/checkout']) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
  });

  test('the sitemap index names files on the store that list the newest product in both languages', async ({ request }) => {
    const index = await request.get('/sitemap.xml');
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toMatch(/^application\/xml/);
    const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const file of files) expect(file).toMatch(new RegExp(`^${e2eEnv.shellUrl}/sitemaps/(pages|taxonomy|products)-\\d+\\.xml$`));

    const [newest] = (await listProducts(request, 'pageSize=1&sort=newest')).items;
    const product = `${e2eEnv.shellUrl}/product/${newest!._id}`;
    const bodies = await Promise.all(
      files.filter((file) => file.includes('/products-')).map(async (file) => (await request.get(new URL(file).pathname)).text()),
    );
    const holding = bodies.find((body) => body.includes(`<loc>${product}</loc>`));
    expect(holding, `${product} is in a products file`).toBeDefined();
    expect(holding).toContain(`<loc>${e2eEnv.shellUrl}/ar/product/${newest!._id}</loc>`);
    expect(holding).toContain(`hreflang="x-default" href="${product}"`);
    expect((await request.get('/sitemaps/products-99999.xml')).status()).toBe(404);
  });
});
