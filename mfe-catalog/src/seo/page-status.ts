/**
 * Whether a catalog page exists, for the server render's status code: the loader's answer (or the
 * error its API call ended in) in, 200 or 404 out. Crawlers must not index a "not found" page
 * served with 200 (a soft 404).
 *
 * - A product answers 404 when the API does not know it, when its id is malformed (the API's 400),
 *   or when it is not listed (`status` false: waiting for approval, rejected, hidden). The API
 *   already answers 404 for an unlisted product to anyone but its vendor and admins, and the
 *   server renders anonymously; the `status` check keeps it so whoever asked.
 * - A category, subcategory, type or brand answers 404 when unknown or malformed. One with no
 *   listed product is a real page with SPEC's empty text ("No products found in this
 *   category."), so it answers 200 but is not indexed (its head says `noindex`, and the sitemap
 *   leaves it out).
 * - Any other failure (the API down, a timeout) is no 404: the page renders its error state and
 *   the server answers 503, so a crawler comes back instead of dropping the page.
 */
import type { Brand, Category, Product, ProductTypeDetail, SubcategoryDetail } from '@manzil/shared/contract';
import { isNotFound } from '../lib/api-errors';

/** A catalog page's loader result: what the page's main API call answered, or the error it ended in. */
export type CatalogPageData =
  | { route: 'product'; data?: Product | null; error?: unknown }
  | { route: 'category'; data?: Category | null; error?: unknown }
  | { route: 'subcategory'; data?: SubcategoryDetail | null; error?: unknown }
  | { route: 'type'; data?: ProductTypeDetail | null; error?: unknown }
  | { route: 'brand'; data?: Brand | null; error?: unknown };

/** The answer for the page: its HTTP status, and whether search engines should index it. */
export interface PageStatus {
  status: 200 | 404 | 503;
  index: boolean;
}

const NOT_FOUND: PageStatus = { status: 404, index: false };

/** The status of a catalog page from its loader's result (see the module's comment for the rules). */
export function catalogPageStatus(page: CatalogPageData): PageStatus {
  if (page.error !== undefined && page.error !== null) {
    return isNotFound(page.error) ? NOT_FOUND : { status: 503, index: false };
  }
  if (!page.data) return NOT_FOUND;
  switch (page.route) {
    case 'product':
      return page.data.status ? { status: 200, index: true } : NOT_FOUND;
    case 'brand':
    case 'category':
    case 'subcategory':
    case 'type':
      return { status: 200, index: page.data.productCount !== 0 };
  }
}
