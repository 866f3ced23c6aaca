import { request as newRequest, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ADMIN } from '../../api/src/seed/demo-accounts';
import { e2eEnv } from '../support/env';
import { listProducts, openSignupLink } from '../support/api';
import { PDF, PNG } from '../support/files';
import { expect, test } from '../support/fixtures';

/**
 * The admin side of the partner area in Chromium against the real API: staff roles
 * (a catalog moderator added by an admin, with an e-mailed one-time password, cannot open staff),
 * the approvals (a partner application, a new product, a sale price that reaches
 * /products/onsale only once approved), and promo codes (an admin creates one in EGP, a shopper
 * applies it at checkout, the admin expires it and checkout refuses it).
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

/** Uploads one document as the vendor applicant, the way the application form does. */
async function upload(
  vendor: APIRequestContext,
  kind: 'document' | 'image',
  name: string,
  buffer: Buffer,
  mimeType: string,
  uploadToken?: string,
): Promise<string> {
  const response = await vendor.post(`${API}/api/uploads?kind=${kind}`, {
    multipart: { file: { name, mimeType, buffer } },
    ...(uploadToken ? { headers: { 'X-Upload-Token': uploadToken } } : {}),
  });
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
  // An applicant without an account sends documents with the upload token of the application.
  const { token } = (await (await vendor.post(`${API}/api/uploads/token`)).json()) as { token: string };
  const applied = await vendor.post(`${API}/api/vendor/apply`, {
    data: {
      uploadToken: token,
      shopName,
      legalName: `${shopName} LLC`,
      commercialRegisterNumber: '123456',
      taxCardNumber: '123-456-789',
      contactName: 'Hala Said',
      mobile: '01012345678',
      city: 'Aswan',
      categoryIds: [category!._id],
      commercialRegisterFile: await upload(vendor, 'document', 'cr.pdf', PDF, 'application/pdf', token),
      taxCardFile: await upload(vendor, 'document', 'tax.pdf', PDF, 'application/pdf', token),
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

test('an admin creates an EGP promo code, a shopper uses it at checkout, the admin expires it and checkout refuses it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const code = `EID${Date.now()}`.slice(0, 16);
  await signInAsStaff(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.getByRole('tab', { name: 'Promo codes' }).click();
  await expect(page).toHaveURL(/tab=promo-codes/);
  const panel = page.getByRole('tabpanel', { name: 'Promo codes' });
  // MANZIL10, the newsletter's code, is listed with its terms.
  const welcome = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'MANZIL10', exact: true }) });
  await expect(welcome).toContainText('10% off');

  await panel.getByLabel(/^Code/).fill(code.toLowerCase());
  await panel.getByLabel('Discount type').selectOption({ label: 'Amount in EGP' });
  await panel.getByLabel(/Amount off \(EGP\)/).fill('250');
  await panel.getByLabel(/Minimum order \(EGP\)/).fill('300');
  await panel.getByLabel(/Limit of uses/).fill('5');
  await panel.getByLabel('Once per e-mail address').uncheck();
  await panel.getByRole('button', { name: 'Create code' }).click();
  await expect(panel.getByRole('status')).toContainText(`${code} was created.`);
  const item = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: code, exact: true }) });
  await expect(item).toContainText('Active');
  await expect(item).toContainText('LE 250.00 off');
  await expect(item).toContainText('LE 300.00');
  await expect(item).toContainText('0 of 5 uses');
  await item.getByText('Decision history').click();
  await expect(item).toContainText(`Created by ${DEMO_ADMIN.email} (Admin)`);
  await shot(page, 'admin-promo-codes-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'admin-promo-codes-375');
  await page.setViewportSize({ width: 1280, height: 800 });

  // A new shopper applies it at checkout.
  const { items } = await listProducts(request, 'page=1&pageSize=24&sort=price-asc');
  const product = items.find((p) => p.stock > 5 && !p.readyToShip && (p.salePrice ?? p.price) > 300 && (p.salePrice ?? p.price) < 20_000)!;
  const context = await browser.newContext();
  await context.addInitScript(() => window.sessionStorage.setItem('manzil:splash-seen', '1'));
  const shopper = await context.newPage();
  await shopper.goto('/signup');
  const form = shopper.getByRole('main');
  await form.getByLabel('First name').fill('Yara');
  await form.getByLabel('Last name').fill('Fathy');
  const shopperEmail = `promo.e2e.${Date.now()}@example.com`;
  await form.getByLabel('E-mail').fill(shopperEmail);
  await form
    .getByLabel(/^Password/)
    .first()
    .fill('Zamalek#Tower7');
  await form.getByRole('button', { name: 'Create account' }).click();
  await openSignupLink(shopper, request, shopperEmail);

  const checkout = async () => {
    await shopper.goto(`/product/${product._id}`);
    await shopper
      .getByRole('main')
      .getByRole('button', { name: /add to cart/i })
      .click();
    const cart = shopper.getByRole('banner').getByRole('button', { name: /^Cart(,|$)/ });
    await expect(cart.getByTestId('count-badge')).toHaveText('1');
    await cart.click();
    await shopper.getByRole('dialog', { name: 'Shopping Cart' }).getByRole('button', { name: 'Checkout' }).click();
    await expect(shopper).toHaveURL(/\/checkout$/);
    const main = shopper.getByRole('main');
    await main.getByLabel(/address line 1/i).fill('14 Mohamed Mazhar Street');
    await main.getByLabel(/^city/i).fill('Cairo');
    await main.getByLabel(/postal code/i).fill('11211');
    await main.getByLabel(/phone number/i).fill('01012345678');
    await main.getByLabel('Promo code').fill(code);
    await main.getByRole('button', { name: 'Apply' }).click();
    return main;
  };
  let main = await checkout();
  await expect(main.getByText(`Promo code ${code} applied.`)).toBeVisible();
  await expect(main.getByText('−LE 250.00').first()).toBeVisible();
  await main.getByRole('button', { name: 'Place order' }).click();
  await expect(main.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();

  // The admin sees the use, expires the code (after confirming), and the history says who.
  await page.reload();
  await expect(item).toContainText('1 of 5 uses');
  await item.getByRole('button', { name: `Expire ${code}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Expire ${code}?` });
  await dialog.getByRole('button', { name: 'Expire' }).click();
  await expect(item).toContainText('Expired');
  await expect(item.getByRole('button', { name: `Expire ${code}` })).toHaveCount(0);
  await item.getByText('Decision history').click();
  await expect(item).toContainText(`Expired by ${DEMO_ADMIN.email} (Admin)`);

  // Checkout refuses it now, with the server's sentence.
  main = await checkout();
  await expect(main.getByText(`The promo code “${code}” has expired.`)).toBeVisible();
  await expect(main.getByText(`Promo code ${code} applied.`)).toHaveCount(0);
  await context.close();
});
