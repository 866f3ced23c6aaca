import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO_SHOPPER } from '../support/api';
import { e2eEnv } from '../support/env';
import { DEMO_ADMIN } from '../../api/src/seed/demo-accounts';
import { PDF, PNG } from '../support/files';

const stamp = Date.now().toString(36);
const SHOP = `Atelier Nour ${stamp}`;
const BRAND = `Khayamiya ${stamp}`;
const PRODUCT = `Tentmaker Cushion ${stamp}`;
const EMAIL = `atelier.${stamp}@partner.eg`;
const TRACKING = `BOSTA-${stamp.toUpperCase()}`;

/**
 * An admin approves, through the admin API as the admin panel sends it (issue 12 "Admins"). On a
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
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/partner-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a shop applies, is approved, adds a brand and a product, ships an order; the shopper sees it shipped', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
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
  await main.getByLabel(/^Brand name/).fill(BRAND);
  await main.getByLabel('Brand description').fill('Hand-stitched appliqué from the Street of the Tentmakers.');
  await main.getByLabel('Brand logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(main.getByText('Attached: logo.png')).toBeVisible();
  await main.getByRole('button', { name: 'Add brand' }).click();
  await expect(main.getByText(`${BRAND} is saved.`)).toBeVisible();
  await screenshot(page, 'brands');

  // 5. A product with a picture; it waits for approval.
  await page.goto('/update-product');
  await main.getByLabel(/^Name/).fill(PRODUCT);
  await main.getByLabel(/^Title/).fill('Appliqué floor cushion');
  await main.getByLabel('Description').fill('A floor cushion <img src=x onerror=alert(1)> stitched by hand in Cairo.');
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
  await adminApproves(request, 'products', productId);

  // 6. A shopper finds it by search and orders it.
  const found = await (await request.get(`${e2eEnv.apiUrl}/api/products?q=${encodeURIComponent(PRODUCT)}`)).json();
  expect(found.total).toBe(1);
  const shopper = await browser.newContext();
  const shopperApi = shopper.request;
  expect(
    (
      await shopperApi.post(`${e2eEnv.apiUrl}/api/auth/login`, { data: { email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password } })
    ).ok(),
  ).toBeTruthy();
  const placed = await shopperApi.post(`${e2eEnv.apiUrl}/api/orders`, {
    data: {
      items: [{ productId, quantity: 2 }],
      shippingAddress: { address1: '14 Mohamed Mazhar Street', city: 'Cairo', postalCode: '11211', country: 'Egypt' },
      phoneNumber: '01012345678',
      paymentMethod: 'cash-on-delivery',
    },
  });
  expect(placed.status()).toBe(201);
  const order = await placed.json();

  // 7. The vendor sees the notification without reloading, then ships the order.
  await page.goto(`/vendor-dashboard/${session.vendorId}`);
  const nav = page.getByRole('navigation', { name: 'Partner portal sections' });
  await expect(nav.getByLabel(/unread notification/)).toBeVisible({ timeout: 30_000 });
  await expect(main.getByRole('link', { name: order.orderNumber })).toBeVisible();
  await screenshot(page, 'dashboard');
  await nav.getByRole('link', { name: /Notifications/ }).click();
  await expect(main.getByRole('link', { name: `New order ${order.orderNumber}` })).toBeVisible();
  await screenshot(page, 'notifications');
  await main.getByRole('link', { name: `New order ${order.orderNumber}` }).click();
  await expect(main.getByRole('heading', { name: `Order ${order.orderNumber}` })).toBeVisible();
  await expect(main.getByText('14 Mohamed Mazhar Street')).toBeVisible();
  await main.getByRole('button', { name: 'Confirm order' }).click();
  await expect(main.getByText('Confirmed', { exact: true }).first()).toBeVisible();
  await main.getByLabel(/Tracking number/).fill(TRACKING);
  await main.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(main.getByText(`Tracking number: ${TRACKING}`)).toBeVisible();
  await screenshot(page, 'order-detail');

  // 8. The shopper's /trackorder shows it shipped, with the tracking number.
  const track = await shopper.newPage();
  await track.addInitScript(() => window.sessionStorage.setItem('manzil:splash-seen', '1'));
  await track.goto(`${e2eEnv.shellUrl}/trackorder`);
  const trackMain = track.getByRole('main');
  await trackMain.getByLabel('Order number').fill(order.orderNumber);
  await trackMain.getByLabel('E-mail address').fill(DEMO_SHOPPER.email);
  await trackMain.getByRole('button', { name: 'Track order' }).click();
  await expect(trackMain.getByText(`Tracking number: ${TRACKING}`)).toBeVisible();
  await expect(track.locator('[aria-current="step"]')).toContainText('Shipped');
  await screenshot(track, 'trackorder');
  await shopper.close();
});
