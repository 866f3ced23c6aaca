// A route's first view in the shell's document (issue 9, docs/performance.md "LCP on a phone,
// step 2"): the static server asks the API for the route's first call (the one the page itself
// makes first) and writes what the page will show at the top — the header's frame, the
// breadcrumbs, the product's picture and name — as plain markup and CSS, so that the picture is
// fetched with the document and painted before any script has run. The catalog's page, once its
// code and data are in, renders the same boxes underneath and releases the first view
// (`releaseFirstView` in @manzil/shared); the shell releases it on any other outcome (another
// route, an error). Nothing here runs in the browser: no script, no CSP change.
//
// Which routes have one is the owning remote's say (`firstLoad[pattern].view` in its webpack
// config, carried in its first-load.json); how each view looks is here, beside the server that
// writes it, and e2e/tests/first-view.spec.ts holds it to the real page's boxes.
import { readFileSync } from 'node:fs';

/** The id of the first view's element (@manzil/shared `FIRST_VIEW_ELEMENT_ID`). */
export const FIRST_VIEW_ELEMENT_ID = 'manzil-first-view';

/**
 * The words a first view shows besides the API's data: the catalog's own messages, under their
 * message ids (mfe-catalog/src/messages.ts, messages.ar.ts; tooling/test/first-view.test.mjs
 * checks that they are the same), so that the view and the page say the same thing.
 */
export const FIRST_VIEW_WORDS = {
  en: {
    'breadcrumbs.home': 'Home',
    'onSale.title': 'On Sale Products',
    'onSale.description': 'Discover products that are in Sale and hurry up!',
    'listing.count': '{count, plural, =0 {No products} one {# product} other {# products}}',
    'card.discount': '-{percent}%',
    'badge.soldOut': 'SOLD OUT',
    'badge.hurry': 'HURRY UP!',
    'filters.show': 'Show Filters',
    'toggle.forSale': 'For Sale',
    'toggle.cad': 'BIM/CAD',
    'sort.label': 'Sort By',
    'sort.newest': 'Newest',
    'sort.priceAsc': 'Price: Low to High',
    'sort.priceDesc': 'Price: High to Low',
    'sort.nameAsc': 'Alphabetical: A-Z',
    'sort.nameDesc': 'Alphabetical: Z-A',
  },
  ar: {
    'breadcrumbs.home': 'الرئيسية',
    'onSale.title': 'منتجات التخفيضات',
    'onSale.description': 'اكتشف المنتجات المخفّضة وأسرع قبل نفادها!',
    'listing.count': '{count, plural, zero {لا توجد منتجات} one {منتج واحد} two {منتجان} few {# منتجات} many {# منتجًا} other {# منتج}}',
    'card.discount': '-{percent}%',
    'badge.soldOut': 'نفدت الكمية',
    'badge.hurry': 'أسرع!',
    'filters.show': 'عرض خيارات التصفية',
    'toggle.forSale': 'للبيع',
    'toggle.cad': 'ملفات BIM/CAD',
    'sort.label': 'ترتيب حسب',
    'sort.newest': 'الأحدث',
    'sort.priceAsc': 'السعر: من الأقل إلى الأعلى',
    'sort.priceDesc': 'السعر: من الأعلى إلى الأقل',
    'sort.nameAsc': 'أبجديًا: أ-ي',
    'sort.nameDesc': 'أبجديًا: ي-أ',
  },
};

/** Numbers as the apps write them (@manzil/shared format.ts): Western digits in both languages. */
const numberFormat = (locale) => new Intl.NumberFormat(locale === 'ar' ? 'ar-EG-u-nu-latn' : 'en-US', { maximumFractionDigits: 2 });

/** A price in EGP as @manzil/shared `formatPrice` writes it: `12,500 E£`, in Arabic `12,500 ج.م.`. */
export function formatPrice(amount, locale) {
  const number = numberFormat(locale).format(Number(amount) || 0);
  return locale === 'ar' ? `${number} ج.م.` : `${number} E£`;
}

/**
 * One of FIRST_VIEW_WORDS with its values: `{name}` replaced, and the one ICU form the catalog's
 * words use, `{count, plural, =N {…} category {…}}` with `#` for the number (the language's plural
 * rules choose the category, as react-intl does).
 */
export function word(locale, id, values = {}) {
  const text = FIRST_VIEW_WORDS[locale][id];
  const plural = /^\{(\w+), plural, (.*)\}$/.exec(text);
  if (plural) {
    const count = Number(values[plural[1]]);
    const forms = Object.fromEntries([...plural[2].matchAll(/(=\d+|\w+) \{([^}]*)\}/g)].map((m) => [m[1], m[2]]));
    const form = forms[`=${count}`] ?? forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;
    return form.replaceAll('#', numberFormat(locale).format(count));
  }
  return text.replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ''));
}

/** The first views' CSS, whitespace and comments dropped: it travels inline in every document that has one. */
export const FIRST_VIEW_CSS = readFileSync(new URL('./first-view.css', import.meta.url), 'utf8')
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s+/g, ' ')
  .replace(/\s*([{}:;,>])\s*/g, '$1') // not around + and -: calc() needs its spaces
  .replace(/;}/g, '}')
  .trim();

const escapeHtml = (value) =>
  String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * A picture's URL as the apps make it (@manzil/shared `imageUrl`): absolute URLs as they are, a
 * path under the picture base (`imageBaseUrl`, else the API's `/media`). Anything but http(s) is
 * dropped, so a stored value can never become a `javascript:` or `data:` source in the document.
 * @param {unknown} path
 * @param {string} mediaBase
 * @returns {string}
 */
export function pictureUrl(path, mediaBase) {
  if (typeof path !== 'string' || !path) return '';
  if (/^https?:\/\//i.test(path)) return path;
  if (path.startsWith('//')) return `https:${path}`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return '';
  return `${mediaBase.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The header's frame: its boxes and the wordmark (shell/src/header/icons.tsx `Logo`), drawn left to right in both languages. */
const HEADER =
  '<div class="fv-header"><div class="fv-top">' +
  '<svg class="fv-logo" viewBox="0 0 132 32" direction="ltr" aria-hidden="true">' +
  '<path d="M4 15 L16 5 L28 15 V28 H4 Z" fill="none" stroke="#7a4a22" stroke-width="2.6" stroke-linejoin="round"/>' +
  '<rect x="13" y="18" width="6" height="10" rx="1" fill="#c7883b"/>' +
  '<text x="36" y="24" font-family="Georgia, \'Times New Roman\', serif" font-size="22" font-weight="700" fill="#2b2520" letter-spacing="0.5">Manzil</text>' +
  '</svg></div><div class="fv-search"></div><div class="fv-bar"></div></div>';

/**
 * `/product/{id}`: breadcrumbs, the gallery (the first picture eager and first in priority, the
 * thumbnails' row when there are several), the brand, the name and the subtitle, as
 * mfe-catalog/src/features/product/product-page.tsx renders them.
 * @param {any} product the API's answer to `GET /api/products/{id}` (ProductSchema)
 * @param {{ locale: 'en' | 'ar', mediaBase: string }} context
 * @returns {string | null} null when the answer is not a product with a picture
 */
function productView(product, { locale, mediaBase }) {
  if (!product || typeof product !== 'object' || typeof product.name !== 'string') return null;
  const pictures = [...new Set([product.mainImage, ...(Array.isArray(product.images) ? product.images : [])].filter(Boolean))]
    .map((path) => pictureUrl(path, mediaBase))
    .filter(Boolean);
  if (!pictures.length) return null;
  const crumbs = [word(locale, 'breadcrumbs.home'), product.category?.name, product.subCategory?.name, product.type?.name, product.name]
    .filter((label) => typeof label === 'string' && label)
    .map((label, i, all) => `<li>${i === all.length - 1 ? `<span>${escapeHtml(label)}</span>` : escapeHtml(label)}</li>`)
    .join('');
  const thumbs =
    pictures.length > 1
      ? `<ul class="fv-thumbs">${pictures.map((url) => `<li><img src="${escapeHtml(url)}" alt="" loading="lazy"></li>`).join('')}</ul>`
      : '';
  const brand =
    typeof product.brandId?.brandName === 'string'
      ? `<span class="fv-brand"><bdi>${escapeHtml(product.brandId.brandName)}</bdi></span>`
      : '';
  const subtitle =
    typeof product.title === 'string' && product.title ? `<p class="fv-subtitle" dir="auto">${escapeHtml(product.title)}</p>` : '';
  return (
    `<ol class="fv-crumbs">${crumbs}</ol>` +
    '<div class="fv-product"><div class="fv-gallery"><div class="fv-picture">' +
    `<img src="${escapeHtml(pictures[0])}" alt="" width="800" height="800" fetchpriority="high"></div>${thumbs}</div>` +
    `<div class="fv-info">${brand}<h1 class="fv-name"><bdi>${escapeHtml(product.name)}</bdi></h1>${subtitle}</div></div>`
  );
}

/** The first ten words of a description, as @manzil/shared `previewWords` cuts them. */
function previewWords(text) {
  const words = String(text ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return words.length <= 10 ? words.join(' ') : `${words.slice(0, 10).join(' ')}...`;
}

/** One card as mfe-catalog/src/features/products/product-card.tsx draws it (its heart comes with the page). */
function card(product, { locale, mediaBase }, first) {
  const picture = pictureUrl(product.mainImage, mediaBase);
  const price = Number(product.price);
  const sale =
    product.salePrice != null && Number(product.salePrice) > 0 && Number(product.salePrice) < price ? Number(product.salePrice) : null;
  const badges = [];
  const stock = Number(product.stock);
  if (stock <= 0) badges.push(`<span class="fv-stock fv-out">${escapeHtml(word(locale, 'badge.soldOut'))}</span>`);
  else if (stock <= 5) badges.push(`<span class="fv-stock">${escapeHtml(word(locale, 'badge.hurry'))}</span>`);
  if (sale !== null)
    badges.push(
      `<span class="fv-discount">${escapeHtml(word(locale, 'card.discount', { percent: Math.round((1 - sale / price) * 100) }))}</span>`,
    );
  const brand =
    typeof product.brandId?.brandName === 'string' ? `<p class="fv-cbrand"><bdi>${escapeHtml(product.brandId.brandName)}</bdi></p>` : '';
  const priceTag =
    sale === null
      ? `<span class="fv-current">${escapeHtml(formatPrice(price, locale))}</span>`
      : `<span class="fv-current fv-sale">${escapeHtml(formatPrice(sale, locale))}</span> <s class="fv-original">${escapeHtml(formatPrice(price, locale))}</s>`;
  return (
    '<li><article class="fv-card"><div class="fv-media">' +
    (picture ? `<img src="${escapeHtml(picture)}" alt="" width="500" height="400"${first ? ' fetchpriority="high"' : ''}>` : '') +
    `<div class="fv-badges">${badges.join('')}</div></div>` +
    `<div class="fv-body">${brand}<h3 class="fv-cname"><bdi>${escapeHtml(product.name)}</bdi></h3>` +
    `<p class="fv-preview" dir="auto">${escapeHtml(previewWords(product.description))}</p><p class="fv-price">${priceTag}</p></div></article></li>`
  );
}

/**
 * `/products/onsale`: the listing's header, its toolbar (the filters button on a phone, the count,
 * the locked 'For Sale' and the 'BIM/CAD' toggles, the sort on Newest) and the first three cards,
 * as mfe-catalog/src/features/listing/on-sale-page.tsx and listing-view.tsx render them; a
 * desktop's filter column is left empty, as the page leaves it until the filter panel is in.
 * @param {any} page the API's answer to the listing's first call (`{ items, total, … }`)
 * @returns {string | null} null when there is no product to show (the page's empty state is its own)
 */
function onSaleView(page, context) {
  const { locale } = context;
  const items = Array.isArray(page?.items) ? page.items.filter((p) => p && typeof p.name === 'string') : [];
  if (!items.length || !Number.isFinite(Number(page.total))) return null;
  const w = (id, values) => escapeHtml(word(locale, id, values));
  const sorts = ['sort.newest', 'sort.priceAsc', 'sort.priceDesc', 'sort.nameAsc', 'sort.nameDesc']
    .map((id) => `<option>${w(id)}</option>`)
    .join('');
  return (
    `<header class="fv-lhead"><h1 class="fv-ltitle">${w('onSale.title')}</h1><p class="fv-ldesc">${w('onSale.description')}</p></header>` +
    '<div class="fv-listing"><div class="fv-side"></div><div class="fv-lmain"><div class="fv-toolbar">' +
    '<span class="fv-filters"><svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true"><path d="M3 5h14M6 10h8M8.5 15h3" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>' +
    `${w('filters.show')}</span><p class="fv-count">${w('listing.count', { count: Number(page.total) })}</p>` +
    `<div class="fv-sortbar"><div class="fv-toggles"><span class="fv-toggle fv-on"><span class="fv-knob"></span>${w('toggle.forSale')}</span>` +
    `<span class="fv-toggle"><span class="fv-knob"></span>${w('toggle.cad')}</span></div>` +
    `<div class="fv-sort"><span class="fv-sortlabel">${w('sort.label')}</span><select class="fv-select" tabindex="-1">${sorts}</select></div></div></div>` +
    `<ul class="fv-grid">${items
      .slice(0, 3)
      .map((product, i) => card(product, context, i === 0))
      .join('')}</ul></div></div>`
  );
}

/** The views a remote can name for a route (`firstLoad[pattern].view`). */
export const FIRST_VIEWS = { product: productView, 'on-sale': onSaleView };

/**
 * The first view of one document, or null when there is none to write (an unknown view, or data
 * it cannot show): `style` goes into the document's head, `markup` before the store's root.
 * @param {object} options
 * @param {string} options.view the view's name (FIRST_VIEWS)
 * @param {unknown} options.data the API's answer to the route's first call (parsed JSON)
 * @param {'en' | 'ar'} options.locale the language the answer is in (the request's cookie)
 * @param {string} options.mediaBase where pictures named by a path live (the manifest's imageBaseUrl, else `{api}/media`)
 * @returns {{ style: string, markup: string } | null}
 */
export function renderFirstView({ view, data, locale, mediaBase }) {
  const render = Object.hasOwn(FIRST_VIEWS, view) ? FIRST_VIEWS[view] : undefined;
  const content = render?.(data, { locale: locale === 'ar' ? 'ar' : 'en', mediaBase });
  if (!content) return null;
  const language = locale === 'ar' ? 'lang="ar" dir="rtl"' : 'lang="en" dir="ltr"';
  return {
    style: `<style id="${FIRST_VIEW_ELEMENT_ID}-style">${FIRST_VIEW_CSS}</style>`,
    markup: `<div id="${FIRST_VIEW_ELEMENT_ID}" ${language} aria-hidden="true" inert>${HEADER}<div class="fv-page">${content}</div></div>`,
  };
}
