/**
 * The catalog's page heads, structured data and page statuses for the server render
 * (docs/seo.md). The render pipeline calls, per catalog route, the head
 * builder with the loader's data and `catalogPageStatus` with the loader's result, and writes the
 * head with `renderHead` (@manzil/shared/seo). Never imported by the browser's code.
 */
export { brandHead, categoryHead, fixedListingHead, homeHead, notFoundHead, productHead, subcategoryHead, typeHead } from './route-heads';
export type { FixedListingPath, NotFoundTitleId, SeoContext } from './route-heads';
export { catalogPageStatus } from './page-status';
export type { CatalogPageData, PageStatus } from './page-status';
export {
  absoluteImage,
  availability,
  breadcrumbJsonLd,
  itemListJsonLd,
  organizationJsonLd,
  productBreadcrumbJsonLd,
  productJsonLd,
  webSiteJsonLd,
} from './structured-data';
export type { LinkContext } from './structured-data';
