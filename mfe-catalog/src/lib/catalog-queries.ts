// The catalog's calls as TanStack queries: each one's key, fetcher and the line a failure logs
// (SPEC §8: listing fetches fail silently — logged by the shared query cache, the screen decides
// what to show). Every region of the page reads the same cache, so a product or brand list
// fetched once is not fetched again while fresh.
import { keepPreviousData, queryOptions } from '@manzil/shared/query';
import {
  getBrand,
  getBrands,
  getCategory,
  getCategoryBySlug,
  getProduct,
  getProductType,
  getRelatedProducts,
  getSubcategory,
  isServedAnswer,
  listProducts,
  queryKeys,
  type ProductQuery,
} from '@manzil/shared';

/**
 * GET /api/products (one page with facets, EGP); the previous page stays shown while the next
 * loads. Stock and prices move, so a listing shown again (the back button) is asked again, its
 * cached page shown meanwhile; the served document's own answer is not (`isServedAnswer`): it is
 * the showing the document was rendered for, seconds ago.
 */
export const productListQuery = (query: ProductQuery, errorMessage = 'Failed to load products') =>
  queryOptions({
    queryKey: queryKeys.productList(query),
    queryFn: ({ signal }) => listProducts(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: (query) => !isServedAnswer(query),
    meta: { errorMessage },
  });

/** GET /api/products/{id}; ApiError 404 when unknown. */
export const productQuery = (id: string) =>
  queryOptions({
    queryKey: ['products', 'detail', id],
    queryFn: () => getProduct(id),
    meta: { errorMessage: 'Failed to load the product' },
  });

/** GET /api/products/{id}/related: up to 8 products of the same type. */
export const relatedProductsQuery = (id: string) =>
  queryOptions({
    queryKey: ['products', 'related', id],
    queryFn: () => getRelatedProducts(id),
    meta: { errorMessage: 'Failed to load related products' },
  });

/** GET /api/brand/: every brand. */
export const brandsQuery = () =>
  queryOptions({ queryKey: queryKeys.brands(), queryFn: getBrands, meta: { errorMessage: 'Failed to load brands' } });

/** GET /api/brand/{id}; ApiError 404 when unknown. */
export const brandQuery = (id: string) =>
  queryOptions({ queryKey: ['brands', id], queryFn: () => getBrand(id), meta: { errorMessage: 'Failed to load the brand' } });

/** GET /api/categories/{id}; ApiError 404 when unknown. */
export const categoryQuery = (id: string) =>
  queryOptions({
    queryKey: ['categories', 'id', id],
    queryFn: () => getCategory(id),
    meta: { errorMessage: 'Failed to load the category' },
  });

/** GET /api/categories/slug/{slug} (for /shop/{slug}). */
export const categoryBySlugQuery = (slug: string) =>
  queryOptions({
    queryKey: ['categories', 'slug', slug],
    queryFn: () => getCategoryBySlug(slug),
    meta: { errorMessage: 'Failed to load the category' },
  });

/** GET /api/subcategories/{id}: a subcategory with its types and category. */
export const subcategoryQuery = (id: string) =>
  queryOptions({
    queryKey: ['subcategories', id],
    queryFn: () => getSubcategory(id),
    meta: { errorMessage: 'Failed to load the subcategory' },
  });

/** GET /api/types/{id}: a type with its subcategory and category. */
export const productTypeQuery = (id: string) =>
  queryOptions({ queryKey: ['types', id], queryFn: () => getProductType(id), meta: { errorMessage: 'Failed to load the product type' } });
