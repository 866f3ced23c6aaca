/** @jest-environment node */
// The partner area's `./server` as the shell's server render calls it (docs/rendering.md): each
// route's status and head from route-loaders.ts, in English and Arabic, and which regions are left
// to the browser. What the pages say without a script is read in e2e/tests/ssr-remotes.spec.ts.
import { QueryClient } from '@manzil/shared/query';
import type { RouteLoadRequest } from '@manzil/shared/server';
import { load } from './server';
import { routes } from './routes';
import { loaders } from '../route-loaders';

const ORIGIN = 'https://manzil.eg';

const request = (path: string, locale: 'en' | 'ar' = 'en'): RouteLoadRequest => ({
  path,
  search: '',
  locale,
  origin: ORIGIN,
  // Nothing here may ask the API: an address nothing answers on would fail any request.
  apiBaseUrl: 'http://127.0.0.1:9/api',
  queryClient: new QueryClient(),
});

const titleOf = (head: string | null) => /<title>([^<]*)<\/title>/.exec(head ?? '')?.[1];

describe('partner server render', () => {
  it('has a loader for every route the partner area owns', () => {
    expect(Object.keys(loaders).sort()).toEqual(routes.map((route) => route.path).sort());
  });

  it('serves /partners in English, with its head: canonical, hreflang, Open Graph', async () => {
    const result = await load(request('/partners'));
    expect(result?.status).toBe(200);
    expect(result?.region).toBeUndefined();
    expect(titleOf(result!.head)).toBe('Sell on Manzil — become a partner | Manzil');
    expect(result!.head).toContain('<link rel="canonical" href="https://manzil.eg/partners">');
    expect(result!.head).toContain('<link rel="alternate" hreflang="ar" href="https://manzil.eg/ar/partners">');
    expect(result!.head).toContain('<link rel="alternate" hreflang="x-default" href="https://manzil.eg/partners">');
    expect(result!.head).toContain('<meta property="og:title" content="Sell on Manzil — become a partner | Manzil">');
    expect(result!.head).toContain('<meta name="robots" content="index, follow, max-image-preview:large">');
  });

  it('serves /ar/careers with its Arabic head', async () => {
    const result = await load(request('/careers', 'ar'));
    expect(result?.status).toBe(200);
    expect(titleOf(result!.head)).toBe('الوظائف في منزل | منزل');
    expect(result!.head).toContain('<link rel="canonical" href="https://manzil.eg/ar/careers">');
    expect(result!.head).toContain('<meta property="og:locale" content="ar_EG">');
  });

  it('serves a role with its description in both languages; an unknown role is a 404, noindex', async () => {
    const en = await load(request('/jobdesc/vendor-success-manager'));
    expect(en?.status).toBe(200);
    expect(titleOf(en!.head)).toBe('Vendor Success Manager — careers at Manzil | Manzil');
    expect(en!.head).toMatch(/<meta name="description" content="Partnerships · Cairo, Egypt · Full-time\. Our partners range/);
    const ar = await load(request('/jobdesc/vendor-success-manager', 'ar'));
    expect(ar!.head).toContain('<link rel="canonical" href="https://manzil.eg/ar/jobdesc/vendor-success-manager">');
    expect(titleOf(ar!.head)).toMatch(/ — وظائف منزل \| منزل$/);

    const missing = await load(request('/jobdesc/no-such-role', 'ar'));
    expect(missing?.status).toBe(404);
    expect(titleOf(missing!.head)).toBe('الوظيفة غير موجودة | منزل');
    expect(missing!.head).toContain('<meta name="robots" content="noindex">');
    expect(missing!.head).not.toContain('hreflang');
  });

  it('leaves vendor and admin pages to the browser, titled and noindex', async () => {
    for (const [path, title] of [
      ['/vendor-dashboard/12', 'Partner dashboard | Manzil'],
      ['/adminpanel', 'Admin panel | Manzil'],
      ['/signin-vendor', 'Partners Portal sign-in | Manzil'],
    ] as const) {
      const result = await load(request(path));
      expect(result?.status).toBe(200);
      expect(titleOf(result!.head)).toBe(title);
      expect(result!.head).toContain('<meta name="robots" content="noindex">');
      expect(result?.region).toBe('browser');
    }
    const ar = await load(request('/edit-employee/3', 'ar'));
    expect(titleOf(ar!.head)).toBe('تعديل بيانات موظف | منزل');
  });

  it('answers null for a path it does not own', async () => {
    expect(await load(request('/product/1'))).toBeNull();
  });
});
