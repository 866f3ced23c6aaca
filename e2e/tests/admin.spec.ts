import { request as newRequest, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ADMIN } from '../../api/src/seed/demo-accounts';
import { e2eEnv } from '../support/env';
import { PDF, PNG } from '../support/files';
import { expect, test } from '../support/fixtures';

/**
 * The admin side of the partner area (issue 12) in Chromium against the real API: staff roles
 * (a catalog moderator added by an admin, with an e-mailed one-time password, cannot open staff),
 * and the approvals (a partner application, a new product, a sale price that reaches
 * /products/onsale only once approved).
 */
const API = e2eEnv.apiUrl;
const SHOTS = process.env.ADMIN_SHOTS_DIR;

async function signInAsStaff(page: Page, email: string, password: string) {
  await page.goto('/admin-login');
  const main = page.getByRole('main');
  await main.getByLabel('E-mail', { exact: true }).fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/adminpanel/);
}

/** The one-time password of the newest e-mail to `email` in the API's dev outbox. */
async function oneTimePassword(request: APIRequestContext, email: string): Promise<string> {
  let raw = '';
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get(`${API}/api/dev/outbox`)).json()) as { messages: { id: string; to: string }[] };
      const mail = messages.find((m) => m.to.includes(email));
      raw = mail ? await (await request.get(`${API}/api/dev/outbox/${mail.id}`)).text() : '';
      return raw.length > 0;
    })
    .toBe(true);
  const match = /^ {4}([A-Za-z0-9_-]{24})\r?$/m.exec(raw);
  expect(match, 'the e-mail carries a one-time password').not.toBeNull();
  return match![1]!;
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('an admin adds a catalog moderator, who chooses a password and cannot open staff', async ({ page, browser, request }) => {
  const email = `moderator.${Date.now()}@manzil.eg`;
  await signInAsStaff(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  // The header says who is signed in, not the shopper's Login.
  await expect(page.getByRole('link', { name: /Mona Adel/ })).toContainText('Admin');
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Staff' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Staff' });
  await panel.getByLabel(/First name/).fill('Salma');
  await panel.getByLabel(/Last name/).fill('Ibrahim');
  await panel.getByLabel(/^E-mail/).fill(email);
  await panel.getByLabel('Role').selectOption({ label: 'Catalog moderator' });
  await panel.getByRole('button', { name: 'Add member' }).click();
  await expect(page.getByRole('status')).toContainText(`${email} was added`);
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
  await shot(page, 'admin-staff-1280');

  const password = await oneTimePassword(request, email);
  const context = await browser.newContext();
  await context.addInitScript(() => window.sessionStorage.setItem('manzil:splash-seen', '1'));
  const moderator = await context.newPage();
  await signInAsStaff(moderator, email, password);
  await moderator
    .getByRole('main')
    .getByLabel(/One-time password/)
    .fill(password);
  await moderator
    .getByRole('main')
    .getByLabel(/New password/)
    .fill('Moderate#2026');
  await moderator.getByRole('button', { name: 'Save password' }).click();

  const tabs = moderator.getByRole('tablist', { name: 'Admin panel sections' }).getByRole('tab');
  await expect(tabs).toHaveText(['Products', 'Sale prices']);
  await expect(moderator.getByRole('link', { name: /Salma Ibrahim/ })).toContainText('Catalog moderator');
  await moderator.goto('/edit-employee/1');
  await expect(moderator.getByRole('main').getByRole('alert')).toContainText('Your role (Catalog moderator) cannot open this page.');
  // The API refuses too, whatever the page shows.
  expect((await moderator.request.get(`${API}/api/admin/staff`)).status()).toBe(403);
  await context.close();
});

/** True once the vendor side of issue 12 (applications, uploads, products) is on the API. */
async function upload(
  vendor: APIRequestContext,
  kind: 'document' | 'image',
  name: string,
  buffer: Buffer,
  mimeType: string,
): Promise<string> {
  const response = await vendor.post(`${API}/api/uploads?kind=${kind}`, { multipart: { file: { name, mimeType, buffer } } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

test('an admin approves a pending application and a pending product; the sale price reaches /products/onsale only once approved', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const shopName = `Aswan Loom ${stamp}`;
  const productName = `Aswan Kilim Ottoman ${stamp}`;
  const vendor = await newRequest.newContext();
  const [category] = (await (await request.get(`${API}/api/categories/categories`)).json()) as {
    _id: string;
    subCategories: { _id: string; types: { _id: string }[] }[];
  }[];
  const applied = await vendor.post(`${API}/api/vendor/apply`, {
    data: {
      shopName,
      legalName: `${shopName} LLC`,
      commercialRegisterNumber: '123456',
      taxCardNumber: '123-456-789',
      contactName: 'Hala Said',
      mobile: '01012345678',
      city: 'Aswan',
      categoryIds: [category!._id],
      commercialRegisterFile: await upload(vendor, 'document', 'cr.pdf', PDF, 'application/pdf'),
      taxCardFile: await upload(vendor, 'document', 'tax.pdf', PDF, 'application/pdf'),
      email: `aswan.${stamp}@shop.eg`,
      password: 'Aswan#Loom2026',
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);

  await signInAsStaff(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const application = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: shopName }) });
  await expect(application).toContainText('123456789'); // the tax card number as stored: its digits
  await shot(page, 'admin-applications-1280');
  await application.getByRole('button', { name: 'Approve' }).click();
  await expect(application).toHaveCount(0);

  const brand = await vendor.post(`${API}/api/vendor/brands`, {
    data: { brandName: `Aswan Loom ${stamp}`, brandDescription: 'Hand-woven kilims from Aswan.' },
  });
  expect(brand.status(), await brand.text()).toBe(201);
  const subcategory = category!.subCategories[0]!;
  const product = await vendor.post(`${API}/api/vendor/products`, {
    data: {
      name: productName,
      title: 'A hand-woven kilim ottoman',
      description: 'Hand-woven in Aswan from wool and cotton.',
      categoryId: category!._id,
      subcategoryId: subcategory._id,
      typeId: subcategory.types[0]!._id,
      brandId: ((await brand.json()) as { _id: string })._id,
      price: 9_000,
      salePrice: 7_500,
      stock: 6,
      colors: ['Red'],
      tags: ['handmade'],
      readyToShip: true,
      images: [await upload(vendor, 'image', 'ottoman.png', PNG, 'image/png')],
      cadFile: null,
    },
  });
  expect(product.status(), await product.text()).toBe(201);

  await page.getByRole('tab', { name: 'Products' }).click();
  const review = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: productName }) });
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(review).toHaveCount(0);

  const onSale = async () => {
    const response = await request.get(`${API}/api/products?hasSalePrice=true&q=${encodeURIComponent(productName)}`);
    return ((await response.json()) as { items: { name: string }[] }).items.some((p) => p.name === productName);
  };
  expect(await onSale(), 'no sale before the promotion is approved').toBe(false);
  await page.getByRole('tab', { name: 'Sale prices' }).click();
  const promotion = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: productName }) });
  await expect(promotion).toContainText('7,500');
  await shot(page, 'admin-promotions-1280');
  await promotion.getByRole('button', { name: 'Approve' }).click();
  await expect(promotion).toHaveCount(0);
  await expect.poll(onSale, { timeout: 10_000 }).toBe(true);
  await page.goto('/products/onsale');
  await expect(page.getByText(productName).first()).toBeVisible();
  await vendor.dispose();
});
