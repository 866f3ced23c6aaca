/** @jest-environment node */
// This remote's `./server` as the shell's server render calls it (docs/rendering.md): every page
// is the shopper's own, so it answers 200 with a title in the page's language and noindex, leaves
// its region to the browser, and asks the API nothing (its address here answers nothing).
import { QueryClient } from '@manzil/shared/query';
import type { RouteLoadRequest } from '@manzil/shared/server';
import { load } from './server';
import { routes } from './routes';
import { loaders } from '../route-loaders';

const request = (path: string, locale: 'en' | 'ar' = 'en'): RouteLoadRequest => ({
  path,
  search: '',
  locale,
  origin: 'https://manzil.eg',
  apiBaseUrl: 'http://127.0.0.1:9/api',
  queryClient: new QueryClient(),
});

const titleOf = (head: string | null) => /<title>([^<]*)<\/title>/.exec(head ?? '')?.[1];

describe('server render of private pages', () => {
  it('has a loader for every route this remote owns', () => {
    expect(Object.keys(loaders).sort()).toEqual(routes.map((route) => route.path).sort());
  });

  it('leaves every page to the browser, titled in English and Arabic, noindex, without hreflang or Open Graph', async () => {
    for (const route of routes) {
      for (const locale of ['en', 'ar'] as const) {
        const input = request(route.path, locale);
        const result = await load(input);
        expect(result?.status).toBe(200);
        expect(result?.region).toBe('browser');
        expect(titleOf(result!.head)).toMatch(locale === 'en' ? / \| Manzil$/ : / \| منزل$/);
        expect(result!.head).toContain('<meta name="robots" content="noindex">');
        expect(result!.head).not.toMatch(/hreflang|og:/);
        expect(input.queryClient.getQueryCache().getAll()).toEqual([]);
      }
    }
  });

  it("writes the page's own title and canonical address in its language", async () => {
    const en = await load(request('/mycart'));
    expect(titleOf(en!.head)).toBe('Shopping Cart | Manzil');
    const ar = await load(request('/mycart', 'ar'));
    expect(titleOf(ar!.head)).toBe('سلة التسوق | منزل');
    expect(ar!.head).toContain('<link rel="canonical" href="https://manzil.eg/ar/mycart">');
    const other = await load(request('/trackorder', 'ar'));
    expect(titleOf(other!.head)).toBe('تتبّع طلبك | منزل');
  });

  it('answers null for a path it does not own', async () => {
    expect(await load(request('/partners'))).toBeNull();
  });
});
