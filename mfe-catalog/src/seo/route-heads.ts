/**
 * The head of each catalog page (SPEC §2 catalog routes) for the server render: title, meta
 * description, canonical and hreflang alternates, Open Graph and Twitter tags, and JSON-LD, in the
 * page's language, from the same API answers the page's loader fetched. Pure functions; their
 * words are this remote's messages (messages-seo.ts and the pages' own titles), in English and
 * Arabic. Only the server render imports this folder: none of it is in a browser's download.
 */
import type { IntlShape } from 'react-intl';
import { formatPrice } from '@manzil/shared';
import type { Brand, Category, Product, ProductPage, ProductTypeDetail, SubcategoryDetail } from '@manzil/shared/contract';
import { absoluteUrl, pageHead, privatePageHead, seoPaths, summarize, type HeadData } from '@manzil/shared/seo';
import { intlByLocale } from '@manzil/shared/intl';
import { messages } from '../messages';
import { messagesAr } from '../messages.ar';
import { seoMessages } from '../messages-seo';
import { seoMessagesAr } from '../messages-seo.ar';
import {
  absoluteImage,
  breadcrumbJsonLd,
  itemListJsonLd,
  organizationJsonLd,
  productBreadcrumbJsonLd,
  productJsonLd,
  webSiteJsonLd,
  type LinkContext,
} from './structured-data';

/** What every head needs: the store's public origin, the page's language, the pictures' base. */
export interface SeoContext extends LinkContext {
  /** Absolute URL of the store's logo for `Organization` (left out when not given). */
  logo?: string;
}

/** The catalog's messages (pages' and heads') in `locale`, formatted without React. */
const intlFor = intlByLocale({ en: { ...messages, ...seoMessages }, ar: { ...messagesAr, ...seoMessagesAr } });

/** `{title} | Manzil`, and `{title} – page {n}` from page 2 on. */
function fullTitle(intl: IntlShape, title: string, page = 1): string {
  const paged = page > 1 ? intl.formatMessage({ id: 'seo.paged' }, { title, page }) : title;
  return intl.formatMessage({ id: 'seo.title' }, { title: paged });
}

/** A listing's own address: `?page=N` from page 2 on (each page is its own canonical page); filters and sorting dropped. */
const pagedPath = (path: string, page = 1) => (page > 1 ? `${path}?page=${page}` : path);

const listNames = (names: string[]) => names.slice(0, 6).join(', ');

/** The head of a listing page: its texts, its products as an `ItemList`, its first picture. */
function listingHead(
  ctx: SeoContext,
  intl: IntlShape,
  options: { path: string; arabicPath?: string; title: string; description: string; listing?: ProductPage; extra?: object[] },
): HeadData {
  const { listing } = options;
  const page = listing?.page ?? 1;
  const items = listing?.items ?? [];
  const first = items[0];
  const firstPosition = listing ? (listing.page - 1) * listing.pageSize + 1 : 1;
  return pageHead({
    origin: ctx.origin,
    locale: ctx.locale,
    path: pagedPath(options.path, page),
    arabicPath: options.arabicPath && pagedPath(options.arabicPath, page),
    title: fullTitle(intl, options.title, page),
    description: options.description,
    siteName: intl.formatMessage({ id: 'seo.siteName' }),
    image: first ? absoluteImage(ctx, first.mainImage) : undefined,
    // A listing with nothing in it answers (SPEC's empty texts) but is not worth indexing.
    noindex: listing !== undefined && listing.total === 0,
    jsonLd: [...(options.extra ?? []), ...(items.length ? [itemListJsonLd(options.title, items, ctx, firstPosition)] : [])],
  });
}

/** `/` and `/home`: the store itself, as `Organization` and `WebSite` with its search. Canonical `/`. */
export function homeHead(ctx: SeoContext): HeadData {
  const intl = intlFor(ctx.locale);
  const name = intl.formatMessage({ id: 'seo.siteName' });
  return pageHead({
    origin: ctx.origin,
    locale: ctx.locale,
    path: seoPaths.home(),
    title: intl.formatMessage({ id: 'seo.home.title' }),
    description: intl.formatMessage({ id: 'seo.home.description' }),
    siteName: name,
    jsonLd: [
      organizationJsonLd({ ...ctx, name, description: intl.formatMessage({ id: 'seo.organization.description' }) }),
      webSiteJsonLd({ ...ctx, name }),
    ],
  });
}

/** `/product/{id}`: name, brand and price in the title and description; `Product` + `BreadcrumbList`. */
export function productHead(product: Product, ctx: SeoContext): HeadData {
  const intl = intlFor(ctx.locale);
  const price = formatPrice(product.salePrice != null && product.salePrice > 0 ? product.salePrice : product.price, ctx.locale);
  const values = { name: product.name, brand: product.brandId.brandName };
  return pageHead({
    origin: ctx.origin,
    locale: ctx.locale,
    path: seoPaths.product(product._id),
    title: fullTitle(intl, intl.formatMessage({ id: 'seo.product.title' }, values)),
    description: intl.formatMessage(
      { id: 'seo.product.description' },
      { ...values, price, description: summarize(product.description, 120) },
    ),
    siteName: intl.formatMessage({ id: 'seo.siteName' }),
    image: absoluteImage(ctx, product.mainImage),
    type: 'product',
    jsonLd: [productJsonLd(product, ctx), productBreadcrumbJsonLd(product, ctx)],
  });
}

/** `/category/{id}/subcategories`: the category and its subcategories; a breadcrumb of one level is none. */
export function categoryHead(category: Category, ctx: SeoContext): HeadData {
  const intl = intlFor(ctx.locale);
  return pageHead({
    origin: ctx.origin,
    locale: ctx.locale,
    path: seoPaths.category(category._id),
    title: fullTitle(intl, intl.formatMessage({ id: 'seo.category.title' }, { name: category.name })),
    description: intl.formatMessage(
      { id: 'seo.category.description' },
      { name: category.name, subcategories: listNames(category.subCategories.map((sub) => sub.name)) },
    ),
    siteName: intl.formatMessage({ id: 'seo.siteName' }),
    image: category.image ? absoluteImage(ctx, category.image) : undefined,
    noindex: category.productCount === 0,
  });
}

/** `/types/{id}`: a subcategory and its types; `BreadcrumbList` category → subcategory. */
export function subcategoryHead(subcategory: SubcategoryDetail, ctx: SeoContext): HeadData {
  const intl = intlFor(ctx.locale);
  const at = (path: string) => absoluteUrl(ctx.origin, path, ctx.locale);
  const values = { name: subcategory.name, category: subcategory.category.name };
  return pageHead({
    origin: ctx.origin,
    locale: ctx.locale,
    path: seoPaths.subcategory(subcategory._id),
    title: fullTitle(intl, intl.formatMessage({ id: 'seo.subcategory.title' }, values)),
    description: intl.formatMessage(
      { id: 'seo.subcategory.description' },
      { ...values, types: listNames(subcategory.types.map((type) => type.name)) },
    ),
    siteName: intl.formatMessage({ id: 'seo.siteName' }),
    image: subcategory.image ? absoluteImage(ctx, subcategory.image) : undefined,
    noindex: subcategory.productCount === 0,
    jsonLd: [
      breadcrumbJsonLd([
        { name: subcategory.category.name, url: at(seoPaths.category(subcategory.category._id)) },
        { name: subcategory.name, url: at(seoPaths.subcategory(subcategory._id)) },
      ]),
    ],
  });
}

/**
 * `/products/{typeId}/{typeName}`: a type's listing. Its address carries the type's name in each
 * language (as the menus link it, and as the sitemap lists it): `otherName` is the name in the
 * other language, when the loader has it; without it both addresses use this page's name.
 */
export function typeHead(type: ProductTypeDetail, ctx: SeoContext, options: { listing?: ProductPage; otherName?: string } = {}): HeadData {
  const intl = intlFor(ctx.locale);
  const names = {
    en: ctx.locale === 'en' ? type.name : (options.otherName ?? type.name),
    ar: ctx.locale === 'ar' ? type.name : (options.otherName ?? type.name),
  };
  const at = (path: string) => absoluteUrl(ctx.origin, path, ctx.locale);
  return listingHead(ctx, intl, {
    path: seoPaths.type(type._id, names.en),
    arabicPath: seoPaths.type(type._id, names.ar),
    title: type.name,
    description: intl.formatMessage(
      { id: 'seo.type.description' },
      {
        name: type.name,
        count: options.listing?.total ?? type.productCount ?? 0,
        category: type.category.name,
        subcategory: type.subCategory.name,
      },
    ),
    listing: options.listing,
    extra: [
      breadcrumbJsonLd([
        { name: type.category.name, url: at(seoPaths.category(type.category._id)) },
        { name: type.subCategory.name, url: at(seoPaths.subcategory(type.subCategory._id)) },
        { name: type.name, url: at(seoPaths.type(type._id, type.name)) },
      ]),
    ],
  });
}

/** `/vendor/{id}`: a brand's page and its products. */
export function brandHead(brand: Brand, ctx: SeoContext, options: { listing?: ProductPage } = {}): HeadData {
  const intl = intlFor(ctx.locale);
  const head = listingHead(ctx, intl, {
    path: seoPaths.brand(brand._id),
    title: intl.formatMessage({ id: 'seo.brand.title' }, { name: brand.brandName }),
    description: intl.formatMessage(
      { id: 'seo.brand.description' },
      { description: brand.brandDescription, count: options.listing?.total ?? brand.productCount ?? 0 },
    ),
    listing: options.listing,
  });
  if (!options.listing && brand.productCount === 0) return { ...head, meta: head.meta.map(noindex) };
  return head;
}

const noindex = (tag: HeadData['meta'][number]) => ('name' in tag && tag.name === 'robots' ? { ...tag, content: 'noindex, follow' } : tag);

/** The catalog's fixed listings, by route: the page's own title and description (messages.ts). */
const FIXED_LISTINGS = {
  '/products/readytoship': { title: 'readyToShip.title', description: 'readyToShip.description' },
  '/products/onsale': { title: 'onSale.title', description: 'onSale.description' },
  '/ProductsPage': { title: 'allProducts.title', description: 'allProducts.description' },
  '/vendors': { title: 'vendors.title', description: 'vendors.description' },
} as const;

export type FixedListingPath = keyof typeof FIXED_LISTINGS;

/**
 * `/products/readytoship`, `/products/onsale`, `/ProductsPage` (with the page's products, when
 * given, as an `ItemList`) and `/vendors`. A search (`/ProductsPage?q=`) is not a page of its
 * own: its canonical is the listing's.
 */
export function fixedListingHead(path: FixedListingPath, ctx: SeoContext, options: { listing?: ProductPage } = {}): HeadData {
  const intl = intlFor(ctx.locale);
  const ids = FIXED_LISTINGS[path];
  return listingHead(ctx, intl, {
    path,
    title: intl.formatMessage({ id: ids.title }),
    description: intl.formatMessage({ id: ids.description }),
    listing: options.listing,
  });
}

/** The "not found" titles of the catalog's pages (messages.ts), by what was not found. */
export type NotFoundTitleId = 'notFound.product' | 'notFound.brand' | 'notFound.category' | 'notFound.subcategory' | 'notFound.type';

/**
 * The head of a catalog page that answers 404 (an unknown or unlisted product, an unknown
 * category, subcategory, type or brand): the page's own "not found" title as the tab and a
 * bookmark show it (`We could not find that product | Manzil`), its line as the description, and
 * `noindex` (the 404 already keeps it out of search engines; the tag says so to any other reader).
 * @param titleId which "not found" title
 * @param ctx the store's origin and the page's language
 * @param path the requested path without its language prefix
 */
export function notFoundHead(titleId: NotFoundTitleId, ctx: SeoContext, path: string): HeadData {
  const intl = intlFor(ctx.locale);
  return privatePageHead({
    origin: ctx.origin,
    locale: ctx.locale,
    path,
    title: fullTitle(intl, intl.formatMessage({ id: titleId })),
    description: intl.formatMessage({ id: 'notFound.body' }),
  });
}
