import type { APIRequestContext, Page } from '@playwright/test';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';
import { e2eEnv, outputDir } from '../support/env';
import { DEMO_ADMIN } from '../../api/src/seed/demo-accounts';
import { openSignupLink } from '../support/api';
import { PDF, PNG } from '../support/files';
import { shotsWanted } from '../support/shots';

const stamp = Date.now().toString(36);
const SHOP = `Atelier Nour ${stamp}`;
const BRAND = `Khayamiya ${stamp}`;
const PRODUCT = `Tentmaker Cushion ${stamp}`;
/** The product's Arabic name, which Arabic search finds once the product is approved. */
const PRODUCT_AR = `مخدة أرضية خيامية ${stamp}`;
const EMAIL = `atelier.${stamp}@partner.eg`;
const TRACKING = `BOSTA-${stamp.toUpperCase()}`;
const SHOPPER_EMAIL = `salma.${stamp}@example.com`;

/**
 * An admin approves, through the admin API as the admin panel sends it. On a
 * branch where the admin routes have not landed yet, and with the API on PostgreSQL
 * (E2E_DATABASE_URL), the same decision functions those routes call run on that database.
 */
async function adminApproves(request: APIRequestContext, object: 'applications' | 'products', id: string) {
  const login = await request.post(`${e2eEnv.apiUrl}/api/admin/login`, {
    data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  expect(login.ok()).toBeTruthy();
  const path = `/api/admin/${object}/${id}/decision`;
  const response = await request.post(`${e2eEnv.apiUrl}${path}`, { data: { decision: 'approve' } });
  if (response.status() === 404 && process.env.E2E_DATABASE_URL && /^There is no POST /.test((await response.json()).message ?? '')) {
    await approveInDatabase(process.env.E2E_DATABASE_URL, object, Number(id));
    return;
  }
  expect(response.status(), `${path} answered ${await response.text()}`).toBe(200);
}

async function approveInDatabase(url: string, object: 'applications' | 'products', id: number) {
  // The API's own driver (e2e has no dependency on pg); typed by what is used here.
  const pgPath = '../../api/node_modules/pg/lib/index.js';
  const pg = (
    (await import(pgPath)) as {
      default: { Pool: new (options: { connectionString: string }) => import('../../api/node_modules/@types/pg').Pool };
    }
  ).default;
  const { drizzle } = await import('../../api/node_modules/drizzle-orm/node-postgres/index.js');
  const { partnerRepository } = await import('../../api/src/repositories/partner/index');
  const pool = new pg.Pool({ connectionString: url });
  try {
    const repos = partnerRepository(drizzle(pool) as never);
    const { rows } = await pool.query('select id from users where email = $1', [DEMO_ADMIN.email]);
    const adminId = rows[0].id as number;
    if (object === 'applications') expect(await repos.applications.decide(id, adminId, { approve: true })).not.toBeNull();
    else expect(await repos.approvals.decideProduct(id, adminId, { approve: true })).toBe(true);
  } finally {
    await pool.end();
  }
}

async function screenshot(page: Page, name: string) {
  if (!shotsWanted) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(outputDir, `partner-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * The shopper's own view of an order, as they would look: its status in /myaccount?tab=orders,
 * then its "Track order" link to /trackorder, where the timeline's current step is `step`.
 * Leaves the page on /trackorder and returns its main region.
 */
async function shopperSees(store: Page, orderNumber: string, status: string, step = status) {
  const main = store.getByRole('main');
  await store.goto('/myaccount?tab=orders');
  const card = main.getByRole('listitem').filter({ has: store.getByRole('heading', { name: `Order ${orderNumber}` }) });
  await expect(card.getByText(status, { exact: true })).toBeVisible();
  if (status !== 'Placed') await screenshot(store, `account-orders-${status.toLowerCase()}`);
  await card.getByRole('link', { name: 'Track order' }).click();
  await expect(store).toHaveURL(/\/trackorder$/);
  await expect(main.getByLabel('Order number')).toHaveValue(orderNumber);
  await main.getByRole('button', { name: 'Track order' }).click();
  await expect(main.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(store.locator('[aria-current="step"]')).toContainText(step);
  return main;
}

/** The text of the e-mail with `subject` to `to`, from the API's development outbox (written once the worker sends it). */
async function statusMail(request: APIRequestContext, to: string, subject: string): Promise<string> {
  let id: string | undefined;
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get(`${e2eEnv.apiUrl}/api/dev/outbox`)).json()) as {
        messages: { id: string; to: string; subject: string }[];
      };
      id = messages.find((m) => m.to === to && m.subject === subject)?.id;
      return Boolean(id);
    })
    .toBe(true);
  return (await request.get(`${e2eEnv.apiUrl}/api/dev/outbox/${id}`)).text();
}

test('a shop applies, is approved, adds a brand and a product, moves an order to delivered; the shopper follows it in the store', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  const main = page.getByRole('main');

  // 1. The application, with its documents.
  await page.goto('/signupvendor');
  await expect(main.getByRole('heading', { name: 'Sell on Manzil' })).toBeVisible();
  await main.getByLabel(/^Shop name/).fill(SHOP);
  await main.getByLabel(/^Legal name/).fill(`${SHOP} LLC`);
  await main.getByLabel(/^Commercial register number/).fill('123456');
  await main.getByLabel(/^Tax card number/).fill('123-456-789');
  await main.getByLabel(/^Contact name/).fill('Nour El-Sherif');
  await main.getByLabel(/^Mobile number/).fill('010 1234 5678');
  await main.getByLabel(/^City/).fill('Cairo');
  await main.getByRole('checkbox').first().check();
  await main
    .getByLabel('Commercial register', { exact: true })
    .setInputFiles({ name: 'register.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(main.getByText('Attached: register.pdf')).toBeVisible();
  await main.getByLabel('Tax card', { exact: true }).setInputFiles({ name: 'tax-card.png', mimeType: 'image/png', buffer: PNG });
  await expect(main.getByText('Attached: tax-card.png')).toBeVisible();
  await main.getByLabel(/^E-mail/).fill(EMAIL);
  await main.getByLabel(/^Password/).fill('Khan-el-Khalili#1');
  await screenshot(page, 'signup');
  await main.getByRole('button', { name: 'Send application' }).click();

  // 2. Signed in at once, the shop sees only its application, and who it is in the header.
  await expect(page).toHaveURL(/\/verify-partner$/);
  await expect(main.getByText('Pending', { exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: `Vendor area of ${SHOP}` })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
  await screenshot(page, 'verify-pending');
  const session = await page.evaluate(() => JSON.parse(window.localStorage.getItem('vendor') ?? 'null'));
  await page.goto(`/vendor-dashboard/${session.vendorId}`);
  await expect(page).toHaveURL(/\/verify-partner$/);

  // 3. An admin approves the application.
  const state = await (await page.request.get(`${e2eEnv.apiUrl}/api/vendor/application`)).json();
  await adminApproves(request, 'applications', state.application._id);
  await page.reload();
  await expect(main.getByText('Approved', { exact: true })).toBeVisible();

  // 4. A brand with a logo.
  await page.goto('/addbrand');
  await main.getByLabel(/^Brand name(?! in Arabic)/).fill(BRAND);
  await main.getByLabel('Brand name in Arabic').fill(`خيامية ${stamp}`);
  await main.getByLabel('Brand description', { exact: true }).fill('Hand-stitched appliqué from the Street of the Tentmakers.');
  await main.getByLabel('Brand logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(main.getByText('Attached: logo.png')).toBeVisible();
  await main.getByRole('button', { name: 'Add brand' }).click();
  await expect(main.getByText(`${BRAND} is saved.`)).toBeVisible();
  await screenshot(page, 'brands');
  await expect(main.getByText('Attached: logo.png')).toHaveCount(0);
  await main.getByRole('link', { name: `Edit ${BRAND}` }).click();
  await expect(main.getByRole('heading', { name: `Edit ${BRAND}` })).toBeVisible();
  await expect(main.getByRole('img', { name: `Logo of ${BRAND}` })).toBeVisible();
  await screenshot(page, 'brand-edit');

  // 5. A product with a picture; it waits for approval.
  await page.goto('/update-product');
  await main.getByLabel(/^Name(?! in Arabic)/).fill(PRODUCT);
  await main.getByLabel(/^Title(?! in Arabic)/).fill('Appliqué floor cushion');
  await main.getByLabel('Description', { exact: true }).fill('A floor cushion <img src=x onerror=alert(1)> stitched by hand in Cairo.');
  await main.getByRole('group', { name: 'Arabic (optional)' }).getByLabel('Name in Arabic').fill(PRODUCT_AR);
  await main.getByLabel(/^Category/).selectOption({ index: 1 });
  await main.getByLabel(/^Subcategory/).selectOption({ index: 1 });
  await main.getByLabel(/^Type/).selectOption({ index: 1 });
  await main.getByLabel(/^Brand/).selectOption({ label: BRAND });
  await main.getByLabel(/^Price \(EGP\)/).fill('2400');
  await main.getByLabel(/^Stock/).fill('12');
  await main.getByLabel('Main picture', { exact: true }).setInputFiles({ name: 'cushion.png', mimeType: 'image/png', buffer: PNG });
  await expect(main.getByRole('img', { name: 'Main picture' })).toBeVisible();
  await screenshot(page, 'product-form');
  await main.getByRole('button', { name: 'Add product' }).click();
  await expect(main.getByText('Your product is saved.')).toBeVisible();
  await expect(main.getByText('Pending').first()).toBeVisible();
  const productId = new URL(page.url()).searchParams.get('id')!;
  await expect(main.getByLabel('Name in Arabic'), 'the edit form shows the saved Arabic name').toHaveValue(PRODUCT_AR);
  await adminApproves(request, 'products', productId);
  // A shopper reading Arabic finds it by its Arabic name.
  const foundAr = await (
    await request.get(`${e2eEnv.apiUrl}/api/products?q=${encodeURIComponent(PRODUCT_AR)}`, { headers: { 'accept-language': 'ar' } })
  ).json();
  expect(foundAr.items.map((p: { _id: string; name: string }) => [p._id, p.name])).toEqual([[productId, PRODUCT_AR]]);

  // 6. A shopper signs up, finds it by search, and orders it cash on delivery, all in the store.
  const found = await (await request.get(`${e2eEnv.apiUrl}/api/products?q=${encodeURIComponent(PRODUCT)}`)).json();
  expect(found.total).toBe(1);
  const shopper = await browser.newContext({ baseURL: e2eEnv.shellUrl });
  await shopper.addInitScript(() => window.sessionStorage.setItem('manzil:splash-seen', '1'));
  const store = await shopper.newPage();
  const storeMain = store.getByRole('main');
  await store.goto('/signup');
  await storeMain.getByLabel('First name').fill('Salma');
  await storeMain.getByLabel('Last name').fill('Fawzy');
  await storeMain.getByLabel('E-mail').fill(SHOPPER_EMAIL);
  await storeMain.getByLabel('Password', { exact: true }).fill('Zamalek#Tower7');
  await storeMain.getByRole('button', { name: 'Create account' }).click();
  await openSignupLink(store, request, SHOPPER_EMAIL);
  const search = store.getByRole('combobox', { name: 'Search products and brands' });
  await search.fill(PRODUCT);
  await store.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').filter({ hasText: PRODUCT }).click();
  await expect(store).toHaveURL(new RegExp(`/product/${productId}$`));
  await expect(storeMain.getByRole('heading', { level: 1 })).toContainText(PRODUCT);
  // Stored and shown as text: the description's tag is characters on the page, not an element.
  await expect(storeMain.getByText('<img src=x onerror=alert(1)>', { exact: false })).toBeVisible();
  await storeMain.getByRole('button', { name: /add to cart/i }).click();
  const cart = store.getByRole('banner').getByRole('button', { name: /^Cart(,|$)/ });
  await expect(cart.getByTestId('count-badge')).toHaveText('1');
  await cart.click();
  await store.getByRole('dialog', { name: 'Shopping Cart' }).getByRole('button', { name: 'Checkout' }).click();
  await expect(store).toHaveURL(/\/checkout$/);
  await storeMain.getByLabel(/address line 1/i).fill('14 Mohamed Mazhar Street');
  await storeMain.getByLabel(/^city/i).fill('Cairo');
  await storeMain.getByLabel(/postal code/i).fill('11211');
  await storeMain.getByLabel(/phone number/i).fill('01012345678');
  await expect(storeMain.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
  await storeMain.getByRole('button', { name: 'Place order' }).click();
  await expect(storeMain.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const confirmation = await storeMain.getByText(/^Your order number is /).textContent();
  const order = { orderNumber: /Your order number is (\S+)\./.exec(confirmation ?? '')![1]! };
  await shopperSees(store, order.orderNumber, 'Placed', 'Order placed');

  // 7. The vendor sees the notification without reloading, then moves the order along.
  await page.goto(`/vendor-dashboard/${session.vendorId}`);
  const nav = page.getByRole('navigation', { name: 'Partner portal sections' });
  await expect(nav.getByLabel(/unread notification/)).toBeVisible({ timeout: 30_000 });
  await expect(main.getByRole('link', { name: order.orderNumber })).toBeVisible();
  await screenshot(page, 'dashboard');
  await nav.getByRole('link', { name: /Notifications/ }).click();
  await expect(main.getByRole('link', { name: `New order ${order.orderNumber}` })).toBeVisible();
  await screenshot(page, 'notifications');
  await main.getByRole('link', { name: `New order ${order.orderNumber}` }).click();
  await expect(page).toHaveURL(/\/orderDetail\/\d+$/);
  await expect(main.getByRole('heading', { name: `Order ${order.orderNumber}` })).toBeVisible();
  await expect(main.getByText('14 Mohamed Mazhar Street')).toBeVisible();
  await main.getByRole('button', { name: 'Confirm order' }).click();
  await expect(main.getByText('Confirmed', { exact: true }).first()).toBeVisible();

  // 8. Each move shows on the shopper's /trackorder and Orders, and reaches them by e-mail.
  await shopperSees(store, order.orderNumber, 'Confirmed');
  expect(await statusMail(request, SHOPPER_EMAIL, `Your order ${order.orderNumber} is confirmed`)).toContain(
    `Your order ${order.orderNumber}`,
  );
  await main.getByLabel(/Tracking number/).fill(TRACKING);
  await main.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(main.getByText(`Tracking number: ${TRACKING}`)).toBeVisible();
  await screenshot(page, 'order-detail');
  const track = await shopperSees(store, order.orderNumber, 'Shipped');
  await expect(track.getByText(`Tracking number: ${TRACKING}`)).toBeVisible();
  await screenshot(store, 'trackorder');
  expect(await statusMail(request, SHOPPER_EMAIL, `Your order ${order.orderNumber} is shipped`)).toContain(`Tracking number: ${TRACKING}`);
  await main.getByRole('button', { name: 'Mark as delivered' }).click();
  await expect(main.getByText('Delivered', { exact: true }).first()).toBeVisible();
  await shopperSees(store, order.orderNumber, 'Delivered');
  await screenshot(store, 'trackorder-delivered');
  expect(await statusMail(request, SHOPPER_EMAIL, `Your order ${order.orderNumber} is delivered`)).toContain(
    `Your order ${order.orderNumber}`,
  );
  await shopper.close();
});
