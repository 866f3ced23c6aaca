import type {
  Brand,
  Category,
  Product,
  ProductPage,
  ProductQuery,
  ProductTypeDetail,
  SearchSuggestion,
  SubcategoryDetail,
} from '../contract/index.ts';
import { request } from './client';

/** GET /api/categories/{id} — one category; ApiError 404 when unknown. */
export const getCategory = (id: string): Promise<Category> => request(`api/categories/${encodeURIComponent(id)}`);

/** GET /api/categories/slug/{slug} — one category by slug (for `/shop/{slug}`). */
export const getCategoryBySlug = (slug: string): Promise<Category> => request(`api/categories/slug/${encodeURIComponent(slug)}`);

/** GET /api/subcategories/{id} — a subcategory with its types and category (for `/types/{id}`). */
export const getSubcategory = (id: string): Promise<SubcategoryDetail> => request(`api/subcategories/${encodeURIComponent(id)}`);

/** GET /api/types/{id} — one product type with its subcategory and category. */
export const getProductType = (id: string): Promise<ProductTypeDetail> => request(`api/types/${encodeURIComponent(id)}`);

/** GET /api/brand/ — every brand (SPEC §7). */
export const getBrands = (): Promise<Brand[]> => request('api/brand/');

/** GET /api/brand/{id} — one brand; ApiError 404 when unknown. */
export const getBrand = (id: string): Promise<Brand> => request(`api/brand/${encodeURIComponent(id)}`);

/** Serialises a listing query as URL search parameters (lists comma-separated, empty values left out). */
export function productQueryToSearchParams(query: ProductQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
    } else params.set(key, String(value));
  }
  return params;
}

/**
 * GET /api/products — one page of a filtered, sorted listing with its facets, in one round trip.
 * Prices in EGP; 12 a page by default (SPEC §9).
 */
export const listProducts = (query: ProductQuery = {}, signal?: AbortSignal): Promise<ProductPage> =>
  request('api/products', { searchParams: productQueryToSearchParams(query), signal });

/** GET /api/products/{id} — one product; ApiError 404 when unknown, 400 when the id is malformed. */
export const getProduct = (id: string): Promise<Product> => request(`api/products/${encodeURIComponent(id)}`);

/** GET /api/products/{id}/related — up to 8 products of the same type. */
export const getRelatedProducts = (id: string): Promise<Product[]> => request(`api/products/${encodeURIComponent(id)}/related`);

/** GET /api/products/search-suggestions?query= — product and brand suggestions (SPEC §2). */
export const getSearchSuggestions = (query: string, signal?: AbortSignal): Promise<SearchSuggestion[]> =>
  request('api/products/search-suggestions', { searchParams: { query }, signal });
