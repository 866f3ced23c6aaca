import { expect, type APIRequestContext, type Page } from '@playwright/test';
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

/**
 * Finishes a sign-up made in `page` as the shopper does: "Check your e-mail" is shown, the link
 * e-mailed to `email` (read from the development outbox) is opened, and the store signs them in.
 */
export async function openSignupLink(page: Page, request: APIRequestContext, email: string): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  let token = '';
  await expect(async () => {
    const list = await (await request.get(`${e2eEnv.apiUrl}/api/dev/outbox`)).json();
    const message = list.messages.find(
      (m: { to: string; subject: string }) => m.to.includes(email) && m.subject === 'Finish creating your Manzil account',
    );
    expect(message).toBeTruthy();
    // The raw message is quoted-printable: join soft line breaks and decode "=3D".
    const raw = (await (await request.get(`${e2eEnv.apiUrl}/api/dev/outbox/${message.id}`)).text()).replace(/=\r?\n/g, '');
    token = /\/signup#confirm(?:=3D|=)([\w-]{43})/.exec(raw)![1]!;
  }).toPass({ timeout: 10_000 });
  await page.goto(`/signup#confirm=${token}`);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account' })).toBeVisible();
}
