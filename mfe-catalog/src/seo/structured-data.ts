/**
 * schema.org data of the catalog's pages (JSON-LD, typed with schema-dts), in the page's language:
 * what Google's Product, merchant listing and breadcrumb rich results read. Pure functions of the
 * API's answers (the shared contract); URLs absolute on the store's public origin.
 */
import type {
  BreadcrumbList,
  ItemAvailability,
  ItemList,
  Organization,
  Product as ProductLd,
  SearchAction,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';
import { effectivePrice } from '@manzil/shared';
import type { Product } from '@manzil/shared/contract';
import { absoluteUrl, seoPaths, type PageLocale } from '@manzil/shared/seo';

/** Where the data's URLs point: the store's public origin, the page's language, the pictures' base. */
export interface LinkContext {
  /** The store's public origin, `https://manzil.eg`. */
  origin: string;
  locale: PageLocale;
  /** Absolute base of product pictures (`https://cdn.manzil.eg/media`), as the manifest's imageBaseUrl. */
  mediaBase: string;
}

/** An entity's picture path (`products/12.webp`) as an absolute URL; absolute paths stay as they are. */
export function absoluteImage(ctx: LinkContext, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${ctx.mediaBase.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The product page's URL in the context's language. */
export const productUrl = (ctx: LinkContext, product: Pick<Product, '_id'>) =>
  absoluteUrl(ctx.origin, seoPaths.product(product._id), ctx.locale);

/** In stock, or out of stock: what the product page's stock line says (SPEC §4). */
export const availability = (product: Pick<Product, 'stock'>): ItemAvailability =>
  product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';

/**
 * `Product` with one `Offer`: the price the shopper pays (the sale price when there is one, as the
 * page and the cart charge it), in EGP, availability from stock, sold by Manzil; the brand, SKU,
 * every picture (absolute), category path and colours.
 */
export function productJsonLd(product: Product, ctx: LinkContext): WithContext<ProductLd> {
  const url = productUrl(ctx, product);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    description: product.description,
    sku: product.sku,
    image: product.images.map((path) => absoluteImage(ctx, path)),
    url,
    brand: { '@type': 'Brand', name: product.brandId.brandName },
    category: [product.category.name, product.subCategory.name, product.type.name].join(' > '),
    ...(product.colors.length ? { color: product.colors.join(', ') } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: effectivePrice(product),
      priceCurrency: 'EGP',
      availability: availability(product),
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: 'Manzil' },
    },
  };
}

/** `BreadcrumbList` of a product: category → subcategory → type → the product, each linked. */
export function productBreadcrumbJsonLd(product: Product, ctx: LinkContext): WithContext<BreadcrumbList> {
  const at = (path: string) => absoluteUrl(ctx.origin, path, ctx.locale);
  return breadcrumbJsonLd([
    { name: product.category.name, url: at(seoPaths.category(product.category._id)) },
    { name: product.subCategory.name, url: at(seoPaths.subcategory(product.subCategory._id)) },
    { name: product.type.name, url: at(seoPaths.type(product.type._id, product.type.name)) },
    { name: product.name, url: productUrl(ctx, product) },
  ]);
}

/** A `BreadcrumbList` of named, absolute URLs, first to last. */
export function breadcrumbJsonLd(items: { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}

/**
 * `ItemList` of a listing's products in the order shown (a summary list of product URLs, as
 * Google's carousel asks); `firstPosition` continues the numbering on page 2 and on.
 */
export function itemListJsonLd(
  name: string,
  products: Pick<Product, '_id' | 'name'>[],
  ctx: LinkContext,
  firstPosition = 1,
): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      name: product.name,
      url: productUrl(ctx, product),
    })),
  };
}

/** The store as an `Organization` (the home page), with its logo when there is one. */
export function organizationJsonLd(ctx: LinkContext & { name: string; description: string; logo?: string }): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${ctx.origin}/#organization`,
    name: ctx.name,
    description: ctx.description,
    url: absoluteUrl(ctx.origin, '/', ctx.locale),
    ...(ctx.logo ? { logo: ctx.logo } : {}),
  };
}

/** The store as a `WebSite` whose search box Google may show: `/ProductsPage?q=…` (the search box's own target). */
export function webSiteJsonLd(ctx: LinkContext & { name: string }): WithContext<WebSite> {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(ctx.origin, '/ProductsPage', ctx.locale)}?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${ctx.origin}/#website`,
    name: ctx.name,
    url: absoluteUrl(ctx.origin, '/', ctx.locale),
    inLanguage: ctx.locale,
    publisher: { '@id': `${ctx.origin}/#organization` },
    potentialAction: search,
  };
}
