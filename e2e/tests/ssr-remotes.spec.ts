import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { e2eEnv } from '../support/env';

// The checkout, account and partner remotes' pages as the document server sends them
// (docs/rendering.md, docs/seo.md): the partner area's public pages whole, with their heads, in
// both languages; every private page as the store's frame with its region left to the browser,
// with a title and noindex.

const origin = e2eEnv.shellUrl;

/** The partner area's public pages: path, English and Arabic `<h1>`. */
const PUBLIC_PAGES = [
  { path: '/partners', h1: { en: 'Sell your furniture and design to homes across Egypt', ar: 'بِع أثاثك وتصميماتك لبيوت في كل أنحاء مصر' } },
  { path: '/careers', h1: { en: 'Build the way Egypt furnishes its homes', ar: 'شارك في تغيير طريقة تأثيث البيوت في مصر' } },
  { path: '/jobdesc/logistics-coordinator', h1: { en: 'Logistics Coordinator', ar: 'منسق لوجستيات' } },
] as const;

/** Private pages of each remote and their titles (the page's heading, or the area's name). */
const PRIVATE_PAGES = [
  { path: '/mycart', title: { en: 'Shopping Cart | Manzil', ar: 'سلة التسوق | منزل' } },
  { path: '/checkout', title: { en: 'Checkout | Manzil', ar: 'إتمام الشراء | منزل' } },
  { path: '/trackorder', title: { en: 'Track your order | Manzil', ar: 'تتبّع طلبك | منزل' } },
  { path: '/login', title: { en: 'Login | Manzil', ar: 'تسجيل الدخول | منزل' } },
  { path: '/signup', title: { en: 'Create your account | Manzil', ar: 'أنشئ حسابك | منزل' } },
  { path: '/myaccount', title: { en: 'My Account | Manzil', ar: 'حسابي | منزل' } },
  { path: '/usersss', title: { en: 'My Account | Manzil', ar: 'حسابي | منزل' } },
  { path: '/signin-vendor', title: { en: 'Partners Portal sign-in | Manzil', ar: 'تسجيل الدخول إلى بوابة الشركاء | منزل' } },
  { path: '/vendor-dashboard/1', title: { en: 'Partner dashboard | Manzil', ar: 'لوحة تحكم الشريك | منزل' } },
  { path: '/adminpanel', title: { en: 'Admin panel | Manzil', ar: 'لوحة الإدارة | منزل' } },
] as const;

const localized = (path: string, locale: 'en' | 'ar') => (locale === 'ar' ? `/ar${path}` : path);

/**
 * Waits until the document server renders `path` with its remote's answer (a fresh server loads
 * each container on first use): the region itself, or for a private page its noindex head.
 */
async function untilRendered(page: Page, path: string, marker: string) {
  await expect
    .poll(async () => (await (await page.request.get(path, { headers: { accept: 'text/html' } })).text()).includes(marker), {
      timeout: 30_000,
    })
    .toBe(true);
}

test.describe('read without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await untilRendered(page, '/partners', '<div id="root" data-region="server"><');
    for (const path of ['/mycart', '/login', '/adminpanel']) await untilRendered(page, path, '<meta name="robots" content="noindex">');
    await page.close();
  });

  for (const locale of ['en', 'ar'] as const) {
    test(`the partner area's public pages in ${locale}: title, canonical, hreflang, Open Graph, the page's words`, async ({ page }) => {
      for (const { path, h1 } of PUBLIC_PAGES) {
        const address = localized(path, locale);
        const response = await page.goto(address);
        expect(response!.status(), address).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page).toHaveTitle(locale === 'en' ? / \| Manzil$/ : / \| منزل$/);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^index/);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${address}`);
        await expect(page.locator('link[hreflang="en"]')).toHaveAttribute('href', `${origin}${path}`);
        await expect(page.locator('link[hreflang="ar"]')).toHaveAttribute('href', `${origin}/ar${path}`);
        await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute('href', `${origin}${path}`);
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title());
        await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${origin}${address}`);
        await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1[locale]);
      }
      // The careers page links every role, in the page's language.
      await page.goto(localized('/careers', locale));
      await expect(page.locator(`a[href="${localized('/jobdesc/logistics-coordinator', locale)}"]`)).toHaveCount(1);
      // A role's page says what the role is.
      await page.goto(localized('/jobdesc/logistics-coordinator', locale));
      expect(await page.getByRole('listitem').count()).toBeGreaterThanOrEqual(8);
    });

    test(`an unknown role answers 404 with a page that leads back to the open roles (${locale})`, async ({ page }) => {
      const response = await page.goto(localized('/jobdesc/no-such-role', locale));
      expect(response!.status()).toBe(404);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        locale === 'en' ? 'We could not find that role' : 'لم نعثر على هذه الوظيفة',
      );
      await expect(page.getByRole('link', { name: locale === 'en' ? 'All open roles' : 'كل الوظائف المتاحة' })).toHaveAttribute(
        'href',
        localized('/careers', locale),
      );
    });

    test(`private pages say noindex, with their title in ${locale}, and hold nothing personal`, async ({ page }) => {
      for (const { path, title } of PRIVATE_PAGES) {
        const address = localized(path, locale);
        const response = await page.goto(address);
        expect(response!.status(), address).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page).toHaveTitle(title[locale]);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
        await expect(page.locator('link[hreflang]')).toHaveCount(0);
        await expect(page.locator('meta[property^="og:"]')).toHaveCount(0);
        // The store's frame, served; the page's own region is the browser's to render.
        await expect(page.locator('#root')).toHaveAttribute('data-region', 'browser');
        await expect(page.locator('#root header').first()).toBeAttached();
        await expect(page.locator('#root main')).toBeEmpty();
      }
    });
  }
});

test.describe('in the browser', () => {
  for (const locale of ['en', 'ar'] as const) {
    test(`the partner, checkout and account pages render from their documents without a console error (${locale})`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      for (const path of ['/partners', '/careers', '/jobdesc/logistics-coordinator', '/mycart', '/trackorder', '/login', '/signup']) {
        const address = localized(path, locale);
        await page.goto(address);
        await page.waitForLoadState('load');
        expect(new URL(page.url()).pathname, path).toBe(address);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
        await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
      }
      expect(errors).toEqual([]);
    });
  }
});
