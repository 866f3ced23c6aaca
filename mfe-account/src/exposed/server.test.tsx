/** @jest-environment node */
// This remote's `./server` as the document server calls it (docs/rendering.md): private pages
// answer 200 as their frame (heading, loading state) with a title in the page's language and
// noindex, and nothing is asked of the API (its address here answers nothing).
import type { ServerRenderRequest } from '@manzil/shared/server';
import { render } from './server';
import { routes } from './routes';
import { loaders } from '../route-loaders';

const request = (path: string, locale: 'en' | 'ar' = 'en'): ServerRenderRequest => ({
  path,
  search: '',
  locale,
  origin: 'https://manzil.eg',
  apiBaseUrl: 'http://127.0.0.1:9/api',
});

const titleOf = (head: string | null) => /<title>([^<]*)<\/title>/.exec(head ?? '')?.[1];

describe('server render of private pages', () => {
  it('has a loader for every route this remote owns', () => {
    expect(Object.keys(loaders).sort()).toEqual(routes.map((route) => route.path).sort());
  });

  it('renders every page as its frame, titled in English and Arabic, noindex, without hreflang or Open Graph', async () => {
    for (const route of routes) {
      for (const locale of ['en', 'ar'] as const) {
        const result = await render(request(route.path, locale));
        expect(result?.status).toBe(200);
        expect(titleOf(result!.head)).toMatch(locale === 'en' ? / \| Manzil$/ : / \| منزل$/);
        expect(result!.head).toContain('<meta name="robots" content="noindex">');
        expect(result!.head).not.toMatch(/hreflang|og:/);
        expect(result!.html).toMatch(/^<h1>[^<]+<\/h1><div class="spinnerWrap" role="status"/);
        expect(result!.state).toEqual({ mutations: [], queries: [] });
      }
    }
  });

  it("writes the page's own heading and canonical address in its language", async () => {
    const en = await render(request('/login'));
    expect(titleOf(en!.head)).toBe('Login | Manzil');
    expect(en!.html).toContain('<h1>Login</h1>');
    const ar = await render(request('/login', 'ar'));
    expect(titleOf(ar!.head)).toBe('تسجيل الدخول | منزل');
    expect(ar!.head).toContain('<link rel="canonical" href="https://manzil.eg/ar/login">');
    expect(ar!.html).toContain('<h1>تسجيل الدخول</h1>');
    const other = await render(request('/myaccount', 'ar'));
    expect(titleOf(other!.head)).toBe('حسابي | منزل');
  });

  it('answers null for a path it does not own', async () => {
    expect(await render(request('/partners'))).toBeNull();
  });
});
