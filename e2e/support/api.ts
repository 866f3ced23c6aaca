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
 * Waits until the document server serves `path` with its page rendered on the server
 * (`data-region="server"`). A fresh document server loads a remote's Node container on its first
 * render, and a document asked for meanwhile comes with the region left to the browser (its budget,
 * docs/rendering.md): what crawlers and these tests read is a server that has been up.
 */
export async function untilServedRendered(request: APIRequestContext, path: string): Promise<void> {
  await expect
    .poll(async () => (await (await request.get(path, { headers: { accept: 'text/html' } })).text()).includes('data-region="server"'), {
      message: `${path} is served rendered`,
      timeout: 30_000,
    })
    .toBe(true);
}

/**
 * The text of a raw e-mail's first `text/<type>` part (base64 or quoted-printable decoded): the
 * outbox keeps messages as sent, and Arabic ones come base64-encoded.
 */
export function mailBody(raw: string, type: 'html' | 'plain' = 'html'): string {
  for (const chunk of raw.split(/\r?\n--[^\r\n]+/)) {
    const split = chunk.search(/\r?\n\r?\n/);
    if (split < 0 || !new RegExp(`content-type:\\s*text/${type}`, 'i').test(chunk.slice(0, split))) continue;
    const headers = chunk.slice(0, split);
    const body = chunk.slice(split).trim();
    if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
      const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    return body;
  }
  return '';
}

/** The heading of the sign-up's "Check your e-mail" step, in each of the store's languages. */
const CHECK_YOUR_EMAIL = { en: 'Check your e-mail', ar: 'تحقق من بريدك الإلكتروني' } as const;

/**
 * Finishes a sign-up made in `page` as the shopper does: "Check your e-mail" is shown, the link
 * e-mailed to `email` (read from the development outbox) is opened, and the store signs them in
 * (it then shows /home). `accountMenu`, when given, is the signed-in header's account button's
 * whole name (e.g. the Arabic page's 'قائمة حساب نور هاني'); else a name starting 'Account'.
 */
export async function openSignupLink(
  page: Page,
  request: APIRequestContext,
  email: string,
  { locale = 'en', accountMenu }: { locale?: keyof typeof CHECK_YOUR_EMAIL; accountMenu?: string } = {},
): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: CHECK_YOUR_EMAIL[locale] })).toBeVisible();
  let token = '';
  await expect(async () => {
    const list = await (await request.get(`${e2eEnv.apiUrl}/api/dev/outbox`)).json();
    // By recipient and link, not subject: the outbox lists a non-ASCII subject as encoded in its header.
    for (const message of list.messages.filter((m: { to: string }) => m.to.includes(email))) {
      const raw = await (await request.get(`${e2eEnv.apiUrl}/api/dev/outbox/${message.id}`)).text();
      const body = mailBody(raw, 'plain') + mailBody(raw, 'html');
      const found = /\/signup#confirm=([\w-]{43})/.exec(body);
      if (found) token = found[1]!;
    }
    expect(token).not.toBe('');
  }).toPass({ timeout: 10_000 });
  await page.goto(`/signup#confirm=${token}`);
  const menu = accountMenu ? { name: accountMenu, exact: true } : { name: 'Account' };
  await expect(page.getByRole('banner').getByRole('button', menu)).toBeVisible();
}
