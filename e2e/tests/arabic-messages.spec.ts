import { request as newRequest, type Page } from '@playwright/test';
import { COD_LIMIT_EGP } from '../../shared/src/contract/billing';
import { DEMO_SHOPPER, DEMO_VENDOR } from '../support/api';
import { e2eEnv } from '../support/env';
import { expect, test } from '../support/fixtures';

/**
 * The API's sentences on an Arabic page (docs/i18n.md, "Messages"), against the real API: a
 * wrong password at sign-in, an unknown promo code, and a cash-on-delivery order the server
 * finds over the cap (the vendor raised the price after the checkout's quote). Each sentence is
 * the API's own, in Arabic, with no English on show.
 */
const API = e2eEnv.apiUrl;
const ARABIC = /[\u0600-\u06FF]/;
const ENGLISH_WORDS = /\b[A-Za-z]{3,}\b/;

/** A sentence on show (a form's alert, a field's error), checked for Arabic and for no English word. */
async function expectArabicSentence(page: Page, text: string) {
  const sentence = page.getByRole('main').getByText(text, { exact: true });
  await expect(sentence).toBeVisible();
  const shown = (await sentence.innerText()).trim();
  expect(shown).toMatch(ARABIC);
  expect(shown.replace(/NOPE/g, '')).not.toMatch(ENGLISH_WORDS);
}

test('in Arabic, the API answers a wrong password, an unknown promo code and cash on delivery over the cap in Arabic', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('banner').getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  // 1. A wrong password.
  await page.goto('/login');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
  await main.getByLabel(/^البريد الإلكتروني/).fill(DEMO_SHOPPER.email);
  await main
    .getByLabel(/^كلمة المرور/)
    .first()
    .fill('Not-the-password1');
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/auth/login') && r.request().method() === 'POST');
  await main.getByRole('button', { name: 'تسجيل الدخول' }).click();
  const answer = await refused;
  expect(answer.status()).toBe(401);
  expect(answer.request().headers()['accept-language']).toBe('ar');
  await expectArabicSentence(page, 'البريد الإلكتروني أو كلمة المرور غير صحيحة.');

  // A shopper of the run's own, signed in through the page's cookies: sign-up, then its e-mailed link.
  const email = `messages.${Date.now()}@example.com`;
  const signup = await page.request.post(`${API}/api/auth/signup`, {
    data: { firstName: 'نور', lastName: 'هاني', email, password: 'Zamalek#Tower7' },
  });
  expect(signup.status(), await signup.text()).toBe(202);
  let token = '';
  await expect(async () => {
    const outbox = (await (await page.request.get(`${API}/api/dev/outbox`)).json()) as { messages: { id: string; to: string }[] };
    const mail = outbox.messages.find((m) => m.to.includes(email));
    expect(mail).toBeTruthy();
    const raw = (await (await page.request.get(`${API}/api/dev/outbox/${mail!.id}`)).text()).replace(/=\r?\n/g, '');
    token = /\/signup#confirm(?:=3D|=)([\w-]{43})/.exec(raw)![1]!;
  }).toPass({ timeout: 10_000 });
  const confirmed = await page.request.post(`${API}/api/auth/signup/confirm`, { data: { token } });
  expect(confirmed.status(), await confirmed.text()).toBe(201);

  // A product of the demo vendor's, under the cap, without a sale price (the vendor's price is what it costs).
  const vendor = await newRequest.newContext();
  const login = await vendor.post(`${API}/api/vendor/login`, { data: { email: DEMO_VENDOR.email, password: DEMO_VENDOR.password } });
  expect(login.status(), await login.text()).toBe(200);
  const list = (await (await vendor.get(`${API}/api/vendor/products?status=listed&page=1&pageSize=100`)).json()) as {
    items: { product: { _id: string; price: number; salePrice: number | null; stock: number; status: boolean } }[];
  };
  const product = list.items
    .map((item) => item.product)
    .find((p) => p.status && p.salePrice === null && p.stock >= 2 && p.price < COD_LIMIT_EGP / 2);
  expect(product, 'a listed product of the demo vendor under the cap').toBeTruthy();
  const { _id: id, price } = product!;

  try {
    await page.goto(`/product/${id}`);
    await main.getByRole('button', { name: 'أضف إلى السلة' }).first().click();
    await expect(page.getByRole('banner').getByRole('button', { name: /^السلة،/ })).toBeVisible();
    await page.goto('/checkout');
    await expect(main.getByRole('heading', { level: 1, name: 'إتمام الشراء' })).toBeVisible();

    // 2. An unknown promo code.
    await main.getByLabel('كود الخصم').fill('NOPE');
    await main.getByRole('button', { name: 'تطبيق' }).click();
    await expectArabicSentence(page, 'كود الخصم «NOPE» غير معروف. يرجى التأكد منه والمحاولة مرة أخرى.');

    // 3. Cash on delivery: the quote said it was under the cap; the vendor has since raised the price.
    await main.getByLabel(/^العنوان \(السطر الأول\)/).fill('14 شارع محمد مظهر');
    await main.getByLabel(/^المدينة/).fill('القاهرة');
    await main.getByLabel(/^الرمز البريدي/).fill('11211');
    await main.getByLabel(/^رقم الهاتف/).fill('01012345678');
    await expect(main.getByRole('radio', { name: /الدفع عند الاستلام/ })).toBeChecked();
    const raised = await vendor.patch(`${API}/api/vendor/products/${id}`, { data: { price: COD_LIMIT_EGP + 1_000 } });
    expect(raised.status(), await raised.text()).toBe(200);
    await main.getByRole('button', { name: 'تأكيد الطلب' }).click();
    await expectArabicSentence(page, 'الدفع عند الاستلام متاح للطلبات حتى 25,000.00 ج.م. فقط، لذا يرجى دفع قيمة هذا الطلب بالبطاقة.');
    await expect(main.getByRole('heading', { name: 'شكرًا لطلبك!' })).toHaveCount(0);
  } finally {
    await vendor.patch(`${API}/api/vendor/products/${id}`, { data: { price } });
    await vendor.dispose();
  }
});
