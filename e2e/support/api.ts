import type { APIRequestContext } from '@playwright/test';
import type { Category, Product, ProductPage, SubcategoryDetail } from '../../shared/src/types';
import { e2eEnv } from './env';

export { DEMO_SHOPPER, DEMO_VENDOR } from '../../api/src/seed/demo-accounts';

/** Reads the real API directly, so assertions compare the page with what the database holds. */
export async function apiGet<T>(request: APIRequestContext, path: string, headers?: Record<string, string>): Promise<T> {
  const response = await request.get(`${e2eEnv.apiUrl}${path}`, headers ? { headers } : undefined);
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`);
  return (await response.json()) as T;
}

export const getCategories = (r: APIRequestContext) => apiGet<Category[]>(r, '/api/categories/categories');
export const getSubcategory = (r: APIRequestContext, id: string) => apiGet<SubcategoryDetail>(r, `/api/subcategories/${id}`);
export const listProducts = (r: APIRequestContext, query: string) => apiGet<ProductPage>(r, `/api/products?${query}`);
export type { Product };
