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
  /** An open role's description (mfe-partner's `/jobdesc/{jobId}`). */
  job: (id: string) => `/jobdesc/${encodeURIComponent(id)}`,
};

/**
 * The open roles at Manzil, each a public page `/jobdesc/{id}` (SPEC §2), in the careers page's
 * order. mfe-partner owns their texts and shape (features/careers/jobs.ts, keyed by these ids);
 * the sitemap lists each in both languages. A role added or closed is a change here.
 */
export const JOB_IDS = [
  'senior-frontend-engineer',
  'interior-design-consultant',
  'vendor-success-manager',
  'logistics-coordinator',
  'customer-care-specialist',
] as const;

/** One of {@link JOB_IDS}. */
export type JobId = (typeof JOB_IDS)[number];

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
  ...JOB_IDS.map((id) => seoPaths.job(id)),
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
  '/vendor-earnings',
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

/** One `<link rel="alternate" hreflang>` of a page. */
export interface HreflangLink {
  hreflang: 'en' | 'ar' | 'x-default';
  href: string;
}

/** One `<meta>`: `property` for Open Graph, `name` for the rest. */
export type MetaTag = { name: string; content: string } | { property: string; content: string };

/**
 * What a page's `<head>` says to search engines and link previews, in the page's language; the
 * document server writes it with {@link renderHead}.
 */
export interface HeadData {
  /** `<html lang>` and `og:locale` follow it. */
  locale: PageLocale;
  title: string;
  description: string;
  /** Absolute; the page's own address in its language, without filters or sorting. */
  canonical: string;
  /** English, Arabic and x-default (English), the same three on both languages' pages. */
  alternates: HreflangLink[];
  /** robots, Open Graph and Twitter card tags. */
  meta: MetaTag[];
  /** schema.org objects, each written as one `<script type="application/ld+json">`. */
  jsonLd: readonly object[];
}

export interface PageHeadInput {
  /** The store's public origin (`https://manzil.eg`). */
  origin: string;
  locale: PageLocale;
  /** The page's English (unprefixed) path, with the query that makes it its own page (`?page=2`). */
  path: string;
  /** The Arabic page's path before its prefix when it differs (a type's listing carries its Arabic name). */
  arabicPath?: string;
  /** The full title (the site's name included) and the description, in `locale`. */
  title: string;
  description: string;
  /** The site's name in `locale` (`og:site_name`). */
  siteName: string;
  /** Absolute URL of the picture for link previews. */
  image?: string;
  /** `og:type`: `product` for product pages, `website` otherwise. */
  type?: 'website' | 'product';
  /** True for a page that answers but should not be indexed (an empty listing). */
  noindex?: boolean;
  jsonLd?: readonly object[];
}

const OG_LOCALES: Record<PageLocale, string> = { en: 'en_US', ar: 'ar_EG' };

/** Meta descriptions longer than this are cut at a word (search results show about 155 characters). */
export const DESCRIPTION_MAX = 160;

/** `text` on one line, cut at a word to at most `max` characters with an ellipsis. */
export function summarize(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  // Cut where a word ends: at the last space, unless the cut already ends a word.
  const space = flat[max - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/**
 * A page's head: canonical and hreflang alternates from its path (reciprocal: both languages'
 * pages name the same three), robots, Open Graph and Twitter card tags from its texts.
 */
export function pageHead(input: PageHeadInput): HeadData {
  const { origin, locale, path } = input;
  const urls = { en: absoluteUrl(origin, path, 'en'), ar: absoluteUrl(origin, input.arabicPath ?? path, 'ar') };
  const description = summarize(input.description);
  const meta: MetaTag[] = [
    { name: 'description', content: description },
    { name: 'robots', content: input.noindex ? 'noindex, follow' : 'index, follow, max-image-preview:large' },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:site_name', content: input.siteName },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: urls[locale] },
    { property: 'og:locale', content: OG_LOCALES[locale] },
    { property: 'og:locale:alternate', content: OG_LOCALES[locale === 'en' ? 'ar' : 'en'] },
    { name: 'twitter:card', content: input.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: description },
  ];
  if (input.image) meta.push({ property: 'og:image', content: input.image }, { name: 'twitter:image', content: input.image });
  return {
    locale,
    title: input.title,
    description,
    canonical: urls[locale],
    alternates: [
      { hreflang: 'en', href: urls.en },
      { hreflang: 'ar', href: urls.ar },
      { hreflang: 'x-default', href: urls.en },
    ],
    meta,
    jsonLd: input.jsonLd ?? [],
  };
}

/** What {@link privatePageHead} takes. */
export interface PrivatePageHeadInput {
  /** The store's public origin (`https://manzil.eg`). */
  origin: string;
  /** The page's language. */
  locale: PageLocale;
  /** The page's English (unprefixed) path, without a query. */
  path: string;
  /** The full title (the site's name included) in `locale`. */
  title: string;
  /** A line saying what the page is for, in `locale` (never anything of a shopper's). */
  description?: string;
}

/**
 * The head of a page that answers but must not be indexed: a private page (cart, checkout,
 * account, vendor and admin areas, sign-in and sign-up: robots.txt keeps crawlers out of them
 * too, `PRIVATE_PATH_PREFIXES`) or a page saying something was not found. Its title in the page's
 * language, `robots: noindex`, the description when given and its own address as canonical; no
 * hreflang alternates, Open Graph or structured data (nothing there is meant for search or
 * link previews).
 */
export function privatePageHead(input: PrivatePageHeadInput): HeadData {
  const description = input.description ? summarize(input.description) : '';
  return {
    locale: input.locale,
    title: input.title,
    description,
    canonical: absoluteUrl(input.origin, input.path, input.locale),
    alternates: [],
    meta: [...(description ? [{ name: 'description', content: description }] : []), { name: 'robots', content: 'noindex' }],
    jsonLd: [],
  };
}

/**
 * JSON-LD text safe inside `<script type="application/ld+json">`: `<`, `>` and `&` as JSON
 * escapes, so a product name holding `</script>` or `<!--` cannot end or bend the script, and the
 * line separators U+2028/U+2029 escaped too. Parses back to the same value.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * The head's tags as HTML for a document's `<head>`: `<title>`, the metas, canonical, alternates
 * and the JSON-LD scripts (with `nonce` when the document's CSP names one).
 */
export function renderHead(head: HeadData, options: { nonce?: string } = {}): string {
  const nonce = options.nonce ? ` nonce="${escapeHtml(options.nonce)}"` : '';
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    ...head.meta.map((tag) =>
      'property' in tag
        ? `<meta property="${escapeHtml(tag.property)}" content="${escapeHtml(tag.content)}">`
        : `<meta name="${escapeHtml(tag.name)}" content="${escapeHtml(tag.content)}">`,
    ),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...head.alternates.map((link) => `<link rel="alternate" hreflang="${link.hreflang}" href="${escapeHtml(link.href)}">`),
    ...head.jsonLd.map((data) => `<script type="application/ld+json"${nonce}>${serializeJsonLd(data)}</script>`),
  ].join('');
}
