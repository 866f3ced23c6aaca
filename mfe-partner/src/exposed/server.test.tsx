/** @jest-environment node */
// The partner area's `./server` as the document server calls it (docs/rendering.md): each route's
// status and head from route-loaders.ts, and the markup @manzil/shared/server's render writes,
// in English and Arabic.
import type { ServerRenderRequest } from '@manzil/shared/server';
import { render } from './server';
import { routes } from './routes';
import { loaders } from '../route-loaders';
import { JOBS } from '../features/careers/jobs';

const ORIGIN = 'https://manzil.eg';

const request = (path: string, locale: 'en' | 'ar' = 'en'): ServerRenderRequest => ({
  path,
  search: '',
  locale,
  origin: ORIGIN,
  // Nothing here may ask the API: an address nothing answers on would fail any request.
  apiBaseUrl: 'http://127.0.0.1:9/api',
});

const titleOf = (head: string | null) => /<title>([^<]*)<\/title>/.exec(head ?? '')?.[1];

describe('partner server render', () => {
  it('has a loader for every route the partner area owns', () => {
    expect(Object.keys(loaders).sort()).toEqual(routes.map((route) => route.path).sort());
  });

  it('renders /partners whole in English, with its head: canonical, hreflang, Open Graph', async () => {
    const result = await render(request('/partners'));
    expect(result?.status).toBe(200);
    expect(titleOf(result!.head)).toBe('Sell on Manzil — become a partner | Manzil');
    expect(result!.head).toContain('<link rel="canonical" href="https://manzil.eg/partners">');
    expect(result!.head).toContain('<link rel="alternate" hreflang="ar" href="https://manzil.eg/ar/partners">');
    expect(result!.head).toContain('<link rel="alternate" hreflang="x-default" href="https://manzil.eg/partners">');
    expect(result!.head).toContain('<meta property="og:title" content="Sell on Manzil — become a partner | Manzil">');
    expect(result!.head).toContain('<meta name="robots" content="index, follow, max-image-preview:large">');
    expect(result!.html).toContain('Sell your furniture and design to homes across Egypt');
    expect(result!.html).toContain('href="/signupvendor"');
  });

  it('renders /ar/careers in Arabic, linking Arabic role pages', async () => {
    const result = await render(request('/careers', 'ar'));
    expect(result?.status).toBe(200);
    expect(titleOf(result!.head)).toBe('الوظائف في منزل | منزل');
    expect(result!.head).toContain('<link rel="canonical" href="https://manzil.eg/ar/careers">');
    expect(result!.head).toContain('<meta property="og:locale" content="ar_EG">');
    expect(result!.html).toContain('شارك في تغيير طريقة تأثيث البيوت في مصر');
    for (const job of JOBS) expect(result!.html).toContain(`href="/ar/jobdesc/${job.id}"`);
  });

  it('renders a role with its description in both languages; an unknown role is a 404 that says so, noindex', async () => {
    const en = await render(request('/jobdesc/vendor-success-manager'));
    expect(en?.status).toBe(200);
    expect(titleOf(en!.head)).toBe('Vendor Success Manager — careers at Manzil | Manzil');
    expect(en!.head).toMatch(/<meta name="description" content="Partnerships · Cairo, Egypt · Full-time\. Our partners range/);
    expect(en!.html).toContain('Onboard new partners and verify their documents.');
    const ar = await render(request('/jobdesc/vendor-success-manager', 'ar'));
    expect(ar!.head).toContain('<link rel="canonical" href="https://manzil.eg/ar/jobdesc/vendor-success-manager">');
    expect(titleOf(ar!.head)).toMatch(/ — وظائف منزل \| منزل$/);

    const missing = await render(request('/jobdesc/no-such-role', 'ar'));
    expect(missing?.status).toBe(404);
    expect(titleOf(missing!.head)).toBe('الوظيفة غير موجودة | منزل');
    expect(missing!.head).toContain('<meta name="robots" content="noindex">');
    expect(missing!.head).not.toContain('hreflang');
    expect(missing!.html).toContain('لم نعثر على هذه الوظيفة');
  });

  it('renders vendor and admin pages as their loading state only, titled and noindex', async () => {
    for (const [path, title] of [
      ['/vendor-dashboard/12', 'Partner dashboard | Manzil'],
      ['/adminpanel', 'Admin panel | Manzil'],
      ['/signin-vendor', 'Partners Portal sign-in | Manzil'],
    ] as const) {
      const result = await render(request(path));
      expect(result?.status).toBe(200);
      expect(titleOf(result!.head)).toBe(title);
      expect(result!.head).toContain('<meta name="robots" content="noindex">');
      expect(result!.html).toContain('role="status"');
      expect(result!.html).toContain('Loading...');
      expect(result!.html).not.toContain('<form');
    }
    const ar = await render(request('/edit-employee/3', 'ar'));
    expect(titleOf(ar!.head)).toBe('تعديل بيانات موظف | منزل');
    expect(ar!.html).toContain('جارٍ التحميل...');
  });

  it('answers null for a path it does not own', async () => {
    expect(await render(request('/product/1'))).toBeNull();
  });
});
