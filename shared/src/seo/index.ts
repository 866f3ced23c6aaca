// @manzil/shared/seo: what search engines are told about the store's addresses, written once for
// the API (sitemap, robots.txt), the document server (which language a path is in) and the
// remotes' head builders (canonical and hreflang links). Only plain TypeScript (no React, no zod):
// the API bundles it and a server render imports it without weight.

/** The languages a page is served in (the locale store's values). */
export type PageLocale = 'en' | 'ar';

/** Both languages, English first (the `x-default`). */
export const PAGE_LOCALES: readonly PageLocale[] = ['en', 'ar'];

/**
 * The path prefix of Arabic pages. Crawlers send no cookie, so a language they can index must have
 * addresses of its own: English keeps today's unprefixed paths, Arabic lives under `/ar`.
 */
export const ARABIC_PATH_PREFIX = '/ar';

/**
 * `path` (an English, unprefixed store path such as `/product/12`, with any query) in `locale`:
 * `/ar/product/12` in Arabic, unchanged in English; the home page `/` is `/ar` in Arabic.
 */
export function localePath(path: string, locale: PageLocale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === 'en') return clean;
  if (clean === '/' || clean.startsWith('/?')) return `${ARABIC_PATH_PREFIX}${clean.slice(1)}`;
  return `${ARABIC_PATH_PREFIX}${clean}`;
}

/**
 * The language of a requested `pathname` and the unprefixed path a route matches against:
 * `/ar/product/12` → `{ locale: 'ar', path: '/product/12' }`, `/ar` → `{ locale: 'ar', path: '/' }`,
 * `/arabic-sofa` and `/product/12` → English, as they are.
 */
export function splitLocalePath(pathname: string): { locale: PageLocale; path: string } {
  if (pathname === ARABIC_PATH_PREFIX || pathname === `${ARABIC_PATH_PREFIX}/`) return { locale: 'ar', path: '/' };
  if (pathname.startsWith(`${ARABIC_PATH_PREFIX}/`)) return { locale: 'ar', path: pathname.slice(ARABIC_PATH_PREFIX.length) };
  return { locale: 'en', path: pathname };
}

/** `path` in `locale` as an absolute URL on `origin` (`https://manzil.eg`, no trailing slash). */
export function absoluteUrl(origin: string, path: string, locale: PageLocale = 'en'): string {
  return `${origin.replace(/\/+$/, '')}${localePath(path, locale)}`;
}

/** The store's own address when nothing configures another (links in e-mails, sitemap, canonical URLs). */
export const DEFAULT_PUBLIC_ORIGIN = 'https://manzil.eg';

/**
 * The public pages' paths (SPEC §2 routes), English and unprefixed, as the catalog's and the
 * shell's links write them. The sitemap lists them; head builders make canonical URLs from them.
 */
export const seoPaths = {
  home: () => '/',
  product: (id: string | number) => `/product/${encodeURIComponent(String(id))}`,
  category: (id: string | number) => `/category/${encodeURIComponent(String(id))}/subcategories`,
  subcategory: (id: string | number) => `/types/${encodeURIComponent(String(id))}`,
  /** A type's listing carries its name in the page's language, as the menus link it. */
  type: (id: string | number, name: string) => `/products/${encodeURIComponent(String(id))}/${encodeURIComponent(name)}`,
  brand: (id: string | number) => `/vendor/${encodeURIComponent(String(id))}`,
  policy: (slug: string) => `/policy/${encodeURIComponent(slug)}`,
};

/**
 * The slugs of the footer's eight policies (`/policy/{slug}`), in footer order; the shell's
 * footer (shell/src/footer/policies.ts) derives the same slugs from the SPEC names, and its test
 * keeps the two lists equal.
 */
export const POLICY_SLUGS = [
  'cookie-policy',
  'privacy-policy',
  'returns-and-exchanges-policy',
  'payment-policy',
  'shipping-policy',
  'security-policy',
  'compliance-policy',
  'full-terms-of-service-agreement',
] as const;

/**
 * The public pages that hold no catalog data of their own (SPEC §2): the home page, the catalog's
 * fixed listings, the shell's content pages and the partner area's public pages, each listed in
 * the sitemap in both languages.
 */
export const STATIC_PUBLIC_PATHS: readonly string[] = [
  '/',
  '/vendors',
  '/ProductsPage',
  '/products/readytoship',
  '/products/onsale',
  '/about',
  '/contactus',
  '/faqs',
  '/policy',
  ...POLICY_SLUGS.map((slug) => seoPaths.policy(slug)),
  '/partners',
  '/careers',
];

/**
 * The path prefixes crawlers are asked to leave alone (SPEC §2 and the remotes' route lists):
 * the cart and checkout (checkout), sign-in, sign-up and the account (account), the vendor area
 * and the admin area (partner). Personal or behind a sign-in: nothing there to index.
 */
export const PRIVATE_PATH_PREFIXES: readonly string[] = [
  // checkout
  '/mycart',
  '/checkout',
  '/trackorder',
  // account
  '/login',
  '/signup',
  '/myaccount',
  '/usersss',
  // vendor area
  '/vendor-dashboard/',
  '/orderDetail/',
  '/update-product',
  '/verify-partner',
  '/notifications',
  '/signin-vendor',
  '/signupvendor',
  '/addbrand',
  // admin area
  '/admin-login',
  '/adminpanel',
  '/edit-employee/',
];

/**
 * The text of `/robots.txt`: every crawler may read the store but the private paths (in both
 * languages), and the sitemap index is at `sitemapUrl` (absolute, as the protocol requires).
 */
export function robotsTxt(sitemapUrl: string): string {
  const disallowed = PAGE_LOCALES.flatMap((locale) => PRIVATE_PATH_PREFIXES.map((path) => `Disallow: ${localePath(path, locale)}`));
  return ['User-agent: *', 'Allow: /', ...disallowed, '', `Sitemap: ${sitemapUrl}`, ''].join('\n');
}
