import { copyFileSync, mkdirSync } from 'node:fs';
import { basename } from 'node:path';
import type { Page, Response, TestInfo } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import type { Category, Product, ProductPage } from '../../shared/src/types';
import { COD_LIMIT_EGP } from '../../shared/src/contract/billing';
import { apiGet, mailBody, openSignupLink } from '../support/api';
import { severeViolations } from '../support/axe';
import { e2eEnv } from '../support/env';
import { shotsWanted } from '../support/shots';

/**
 * The store in Arabic (docs/i18n.md), as a new shopper lives it against the real API:
 * the header's 'العربية' switch, a category by its Arabic name, Arabic search with a spelling
 * variant, a product into the cart, sign-up, cash on delivery, and the Arabic order e-mail.
 * Axe and screenshots (375 and 1280 px) on the way; the screenshots are also copied to
 * /tmp/arabic-shots/ for a person to look at.
 */

const SHOTS = '/tmp/arabic-shots';
/** An Arabic price: Western digits, the pound's sign after the amount (docs/i18n.md). */
const ARABIC_PRICE = /\d{1,3}(,\d{3})*(\.\d{2})? ج\.م\./;

/** The page's own listing call (`GET /api/products` with `param=value`), and its Arabic answer. */
// A listing page's own call (it always names its page): not the one-product calls of the types
// page before it (`?typeId=…&pageSize=1`, for each type's picture), which can still be answering
// when the next page is opened — the newest product of a type may be a vendor's English-only one.
const listingAnswer = (page: Page, param: string, value: string) =>
  page.waitForResponse((r: Response) => {
    const url = new URL(r.url());
    return (
      url.pathname === '/api/products' &&
      url.searchParams.get(param) === value &&
      url.searchParams.has('page') &&
      r.request().method() === 'GET'
    );
  });

/**
 * Full-page screenshots at 375 and 1280 px into the test's output and /tmp/arabic-shots/ (unless
 * E2E_SHOTS=0), then the page's check for English left over.
 */
async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of shotsWanted ? [375, 1280] : []) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => r(null)))));
    const path = testInfo.outputPath(`${name}-ar-${width}.png`);
    await page.screenshot({ path, fullPage: true });
    copyFileSync(path, `${SHOTS}/${basename(path)}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  expect.soft(await englishLeft(page), `English on the Arabic ${name} page`).toEqual([]);
}

/**
 * Every text the API sent the page (shop data: product, brand and vendor texts, the shopper's own
 * address): a vendor who wrote only English is shown in English by design (docs/i18n.md), so the
 * English check below looks at the store's own words only.
 */
const apiTexts = new Set<string>();
function collectTexts(value: unknown): void {
  if (typeof value === 'string') {
    if (/[A-Za-z]{2,}/.test(value)) apiTexts.add(value.trim());
  } else if (Array.isArray(value)) value.forEach(collectTexts);
  else if (value && typeof value === 'object') Object.values(value).forEach(collectTexts);
}
function watchApiTexts(page: Page): void {
  page.on('response', (response) => {
    const json = new URL(response.url()).pathname.startsWith('/api/') && (response.headers()['content-type'] ?? '').includes('json');
    if (json) response.json().then(collectTexts, () => undefined);
  });
}

/**
 * Latin-letter texts the shopper can see (text, names, placeholders) once the marks, codes and
 * addresses that stay Latin in Arabic are taken out: the wordmark, the language switch, the card
 * brands' logos, SKUs and order numbers, e-mail addresses, and technical terms Egyptian shops
 * write in Latin letters (BIM/CAD, SKU, CVV, 3-D Secure).
 */
async function englishLeft(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (element && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
        out.push(node.textContent ?? '');
    }
    for (const element of Array.from(document.body.querySelectorAll('[aria-label], [placeholder], [alt], [title]'))) {
      for (const name of ['aria-label', 'placeholder', 'alt', 'title']) out.push(element.getAttribute(name) ?? '');
    }
    return out;
  });
  const kept = /Manzil|English|AMEX|meeza|VISA|Mastercard|BIM\/CAD|SKU|CVV|3-D Secure|MZ-[A-Z0-9-]+|[\w.+-]+@[\w.-]+/g;
  // The shop's data the API sent (longest first, so a name is removed before a word inside it).
  const data = [...apiTexts].sort((a, b) => b.length - a.length);
  const withoutData = (text: string) => data.reduce((rest, value) => rest.split(value).join(' '), text);
  return [...new Set(texts.map((t) => t.trim()).filter((t) => /[A-Za-z]{2,}/.test(withoutData(t).replace(kept, ''))))];
}

test('a new shopper shops in Arabic: category, search, cart, sign-up, cash on delivery and the Arabic e-mail', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  watchApiTexts(page);
  const email = `arabic.e2e.${Date.now()}@example.com`;
  const categories = await apiGet<Category[]>(request, '/api/categories/categories', { 'Accept-Language': 'ar' }); // in Arabic, as the store's client asks
  const category = categories.find((c) => c.subCategories.some((s) => s.types.length > 0))!;
  const sub = category.subCategories.find((s) => s.types.length > 0)!;
  const type = sub.types[0]!;
  // Arabic names, as the seed writes them.
  expect(category.name).toMatch(/[\u0600-\u06FF]/);

  // The switch: the whole page turns Arabic and right-to-left.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/home');
  await page.getByRole('banner').getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const bar = page.getByRole('navigation', { name: 'الأقسام' });
  const categoryLink = bar.getByRole('link', { name: category.name, exact: true });
  await expect(categoryLink).toBeVisible();
  await expect(page.getByRole('main').getByText(ARABIC_PRICE).first()).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
  await shoot(page, testInfo, 'home');

  // A category by its Arabic name: the mega-menu, then down to a type's products.
  await categoryLink.hover();
  await expect(bar.getByRole('link', { name: `تسوّق كل ${category.name}` })).toBeVisible();
  await categoryLink.click();
  await expect(page).toHaveURL(new RegExp(`/ar/category/${category._id}/subcategories$`));
  await page.getByRole('main').locator(`a[href="/ar/types/${sub._id}"]`).first().click();
  const typeAnswer = listingAnswer(page, 'typeId', type._id);
  await page.getByRole('main').locator(`a[href^="/ar/products/${type._id}/"]`).first().click();
  const listed = (await (await typeAnswer).json()) as ProductPage;
  // The seed's products are named in Arabic (another spec's vendor may have added an English-only
  // one, shown in English by design): the page shows the Arabic names the API sent.
  const arabicNamed = listed.items.filter((p) => /[\u0600-\u06FF]/.test(p.name));
  expect(arabicNamed.length).toBeGreaterThan(0);
  const main = page.getByRole('main');
  await expect(main.getByText(arabicNamed[0]!.name, { exact: true }).first()).toBeVisible();
  await expect(main.getByText(ARABIC_PRICE).first()).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
  await shoot(page, testInfo, 'listing');

  // Search with the spelling 'كنبه': Arabic suggestions, then every result.
  const search = page.getByRole('banner').getByRole('combobox');
  await expect(search).toHaveAttribute('placeholder', 'ابحث عن كنب، إضاءة، علامات تجارية…');
  await search.fill('كنبه');
  const suggestions = page.getByRole('listbox', { name: 'اقتراحات البحث' });
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  await expect(suggestions.getByText('المنتجات', { exact: true })).toBeVisible();
  await expect(suggestions.getByRole('option').filter({ hasText: 'كنبة' }).first()).toBeVisible();
  const searchAnswer = listingAnswer(page, 'q', 'كنبه');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/ar\/ProductsPage\?q=/);
  await expect(main.getByRole('heading', { name: 'نتائج البحث عن «كنبه»' })).toBeVisible();
  const found = (await (await searchAnswer).json()) as ProductPage;
  const product: Product | undefined = found.items.find((p) => p.stock > 5 && (p.salePrice ?? p.price) < COD_LIMIT_EGP);
  expect(product, 'a sofa in stock, payable cash on delivery, among the first results').toBeDefined();
  await expect(main.getByText(product!.name, { exact: true }).first()).toBeVisible();

  // The product page and the cart popup.
  await main.locator(`a[href="/ar/product/${product!._id}"]`).first().click();
  await expect(main.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
  await expect(main.getByText(ARABIC_PRICE).first()).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
  await shoot(page, testInfo, 'product');
  await main.getByRole('button', { name: 'أضف إلى السلة' }).first().click();
  const cart = page.getByRole('banner').getByRole('button', { name: /^السلة(،|$)/ });
  await expect(cart.getByTestId('count-badge')).toHaveText('1');
  // The button's name holds the count its badge shows (WCAG 2.5.3, label in name).
  await expect(cart).toHaveAccessibleName('السلة، 1 منتج');
  await cart.click();
  const popup = page.getByRole('dialog', { name: 'سلة التسوق' });
  await expect(popup.getByText(product!.name)).toBeVisible();
  await expect(popup.getByText('المجموع الفرعي')).toBeVisible();
  await expect(popup.getByText(ARABIC_PRICE).first()).toBeVisible();
  await expect(popup.getByRole('link', { name: 'عرض السلة' })).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
  await popup.getByRole('button', { name: 'إتمام الشراء' }).click();

  // Signed out: the sign-in page, then a new account, back to the checkout.
  await expect(page).toHaveURL(/\/ar\/login$/);
  await expect(main.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
  await main.getByRole('link', { name: 'أنشئ حسابًا' }).click();
  await expect(main.getByRole('heading', { name: 'أنشئ حسابك' })).toBeVisible();
  await main.getByLabel(/^الاسم الأول/).fill('نور');
  await main.getByLabel(/^اسم العائلة/).fill('هاني');
  await main.getByLabel(/^البريد الإلكتروني/).fill(email);
  await main
    .getByLabel(/^كلمة المرور/)
    .first()
    .fill('Zamalek#Tower7');
  await main.getByRole('button', { name: 'إنشاء الحساب' }).click();
  // "Check your e-mail" in Arabic, the link from the Arabic e-mail, then signed in: the header's
  // account menu names the new shopper. The cart is kept; back to the checkout.
  await openSignupLink(page, request, email, { locale: 'ar', accountMenu: 'قائمة حساب نور هاني' });
  await page.goto('/checkout');

  // Checkout, cash on delivery.
  await expect(main.getByRole('heading', { level: 1, name: 'إتمام الشراء' })).toBeVisible();
  await main.getByLabel(/^العنوان \(السطر الأول\)/).fill('14 شارع محمد مظهر');
  await main.getByLabel(/^المدينة/).fill('القاهرة');
  await main.getByLabel(/^الرمز البريدي/).fill('11211');
  await main.getByLabel(/^رقم الهاتف/).fill('01012345678');
  await expect(main.getByRole('radio', { name: /الدفع عند الاستلام/ })).toBeChecked();
  await expect(main.getByText(product!.name).first()).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
  await shoot(page, testInfo, 'checkout');
  await main.getByRole('button', { name: 'تأكيد الطلب' }).click();
  await expect(main.getByRole('heading', { name: 'شكرًا لطلبك!' })).toBeVisible();
  await expect(main.getByText('الدفع عند الاستلام', { exact: true })).toBeVisible();
  await expect(main.getByText(/^رقم طلبك هو MZ-\d{8}-\d+/)).toBeVisible();
  const orderNumber = /MZ-\d{8}-\d+/.exec((await main.textContent()) ?? '')?.[0];
  expect(orderNumber).toBeDefined();
  await shoot(page, testInfo, 'confirmation');

  // The order e-mail, in Arabic (written to the outbox once the worker delivers it).
  let mailId: string | undefined;
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get(`${e2eEnv.apiUrl}/api/dev/outbox`)).json()) as {
        messages: { id: string; to: string; subject: string }[];
      };
      for (const message of messages.filter((m) => m.to === email)) {
        const raw = await (await request.get(`${e2eEnv.apiUrl}/api/dev/outbox/${message.id}`)).text();
        if (mailBody(raw).includes(orderNumber!)) mailId = message.id;
      }
      return Boolean(mailId);
    })
    .toBe(true);
  const html = mailBody(await (await request.get(`${e2eEnv.apiUrl}/api/dev/outbox/${mailId}`)).text());
  expect(html).toMatch(/<html[^>]*\blang="ar"/);
  expect(html).toMatch(/<html[^>]*\bdir="rtl"/);
  expect(html).toContain(product!.name);
  expect(html).toMatch(ARABIC_PRICE);
  expect(html).not.toMatch(/LE \d/);
});
