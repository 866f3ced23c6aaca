import {
  ARABIC_PATH_PREFIX,
  JOB_IDS,
  STATIC_PUBLIC_PATHS,
  absoluteUrl,
  localePath,
  pageHead,
  privatePageHead,
  renderHead,
  robotsTxt,
  seoPaths,
  splitLocalePath,
  summarize,
} from './index';

describe('@manzil/shared/seo', () => {
  it('puts Arabic pages under /ar and leaves English paths as they are', () => {
    expect(ARABIC_PATH_PREFIX).toBe('/ar');
    expect(localePath('/product/12', 'en')).toBe('/product/12');
    expect(localePath('/product/12', 'ar')).toBe('/ar/product/12');
    expect(localePath('/', 'ar')).toBe('/ar');
    expect(localePath('/?q=sofa', 'ar')).toBe('/ar?q=sofa');
    expect(absoluteUrl('https://manzil.eg/', '/faqs', 'ar')).toBe('https://manzil.eg/ar/faqs');
  });

  it('reads the language back from a path, and only from a whole /ar segment', () => {
    expect(splitLocalePath('/ar/product/12')).toEqual({ locale: 'ar', path: '/product/12' });
    expect(splitLocalePath('/ar')).toEqual({ locale: 'ar', path: '/' });
    expect(splitLocalePath('/arabic-sofa')).toEqual({ locale: 'en', path: '/arabic-sofa' });
    for (const path of ['/', '/product/12', '/products/3/كنب']) {
      expect(splitLocalePath(localePath(path, 'ar'))).toEqual({ locale: 'ar', path });
    }
  });

  it('writes the public paths as the store links them', () => {
    expect(seoPaths.type(3, 'Sofas & Couches')).toBe('/products/3/Sofas%20%26%20Couches');
    expect(seoPaths.category(2)).toBe('/category/2/subcategories');
    expect(seoPaths.brand(5)).toBe('/vendor/5');
    expect(seoPaths.job('logistics-coordinator')).toBe('/jobdesc/logistics-coordinator');
  });

  it("lists the partner area's content pages, every open role included, among the public pages", () => {
    expect(STATIC_PUBLIC_PATHS).toEqual(expect.arrayContaining(['/partners', '/careers', ...JOB_IDS.map((id) => `/jobdesc/${id}`)]));
  });

  it("writes a private page's head: its title, noindex and its own address, no alternates or Open Graph", () => {
    const head = privatePageHead({ origin: 'https://manzil.eg', locale: 'ar', path: '/mycart', title: 'سلة التسوق | منزل' });
    const html = renderHead(head);
    expect(html).toBe(
      '<title>سلة التسوق | منزل</title><meta name="robots" content="noindex"><link rel="canonical" href="https://manzil.eg/ar/mycart">',
    );
    const described = privatePageHead({ origin: 'https://manzil.eg', locale: 'en', path: '/x', title: 'X', description: 'a  b' });
    expect(described.meta).toEqual([
      { name: 'description', content: 'a b' },
      { name: 'robots', content: 'noindex' },
    ]);
  });

  it('robots.txt disallows the private areas in both languages and names the sitemap', () => {
    const text = robotsTxt('https://manzil.eg/sitemap.xml');
    expect(text).toMatch(/^Disallow: \/checkout$/m);
    expect(text).toMatch(/^Disallow: \/ar\/adminpanel$/m);
    expect(text).toMatch(/^Sitemap: https:\/\/manzil\.eg\/sitemap\.xml$/m);
    expect(text).not.toMatch(/^Disallow: \/vendor$/m);
  });

  it('cuts a long description at a word and writes the head with every text escaped', () => {
    expect(summarize('word '.repeat(60), 20)).toBe('word word word word…');
    const head = pageHead({
      origin: 'https://manzil.eg',
      locale: 'ar',
      path: '/faqs',
      title: 'A "quoted" <b>title</b>',
      description: 'Tom & Jerry',
      siteName: 'منزل',
    });
    const html = renderHead(head, { nonce: 'abc' });
    expect(html).toContain('<title>A &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt;</title>');
    expect(html).toContain('<meta name="description" content="Tom &amp; Jerry">');
    expect(html).toContain('<link rel="canonical" href="https://manzil.eg/ar/faqs">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://manzil.eg/faqs">');
  });
});
