import { request as newRequest, type APIRequestContext, type Page } from '@playwright/test';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';
import { DEMO_SHOPPER, DEMO_VENDOR } from '../support/api';
import { e2eEnv, outputDir } from '../support/env';
import { PNG } from '../support/files';
import { shotsWanted } from '../support/shots';

const API = e2eEnv.apiUrl;

/** Full-page screenshots at 375 and 1280 px (the house rule: look at what you built). */
async function screenshot(page: Page, name: string) {
  if (!shotsWanted) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(outputDir, `returns-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signInShopper(page: Page) {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel(/e-?mail/i).fill(DEMO_SHOPPER.email);
  await main.getByLabel(/^password/i).fill(DEMO_SHOPPER.password);
  await main.getByRole('button', { name: /^(login|sign in)$/i }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account' })).toBeVisible();
}

/** A listed product of the demo vendor with stock, and the vendor's API session. */
async function vendorAndProduct(): Promise<{ vendor: APIRequestContext; productId: string }> {
  const vendor = await newRequest.newContext();
  const login = await vendor.post(`${API}/api/vendor/login`, { data: { email: DEMO_VENDOR.email, password: DEMO_VENDOR.password } });
  expect(login.status(), await login.text()).toBe(200);
  const list = (await (await vendor.get(`${API}/api/vendor/products?status=listed&page=1&pageSize=100`)).json()) as {
    items: { product: { _id: string; price: number; salePrice: number | null; stock: number; status: boolean } }[];
  };
  const product = list.items.map((i) => i.product).find((p) => p.status && p.stock >= 5 && (p.salePrice ?? p.price) < 20_000);
  expect(product, 'a listed product of the demo vendor').toBeTruthy();
  return { vendor, productId: product!._id };
}

/** Buys one unit through the store (cash on delivery, or a new 4242 card) and answers the order number. */
async function buy(page: Page, productId: string, card: boolean): Promise<string> {
  await page.goto(`/product/${productId}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: /add to cart/i })
    .first()
    .click();
  const cart = page.getByRole('banner').getByRole('button', { name: /^Cart(,|$)/ });
  await expect(cart.getByTestId('count-badge')).toHaveText('1');
  await cart.click();
  await page.getByRole('dialog', { name: 'Shopping Cart' }).getByRole('button', { name: 'Checkout' }).click();
  const main = page.getByRole('main');
  await main.getByLabel(/address line 1/i).fill('14 Mohamed Mazhar Street');
  await main.getByLabel(/^city/i).fill('Cairo');
  await main.getByLabel(/postal code/i).fill('11211');
  await main.getByLabel(/phone number/i).fill('01012345678');
  if (card) {
    await main.getByRole('radio', { name: /New card/ }).click();
    await main.getByLabel(/Card number/).fill('4242424242424242');
    await main.getByLabel(/Expiry date/).fill('1239');
    await main.getByLabel(/CVV/).fill('123');
    const box = main.getByRole('checkbox', { name: 'Save this card' });
    if (await box.isChecked()) await box.click();
  }
  await main.getByRole('button', { name: 'Place order' }).click();
  await expect(main.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const text = await main.getByText(/Your order number is MZ-\d{8}-\d+/).textContent();
  return text!.match(/MZ-\d{8}-\d+/)![0];
}

/** The shopper's order card in My Account, opened on its "Cancel or return" panel. */
async function openAfterSale(page: Page, orderNumber: string) {
  await page.goto('/myaccount?tab=orders');
  const card = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Order ${orderNumber}` }) });
  await card.getByRole('button', { name: 'Cancel or return' }).click();
  return card;
}

test('a delivered item goes back: the shopper asks with a photo, the vendor approves and receives, the refund shows on both sides', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { vendor, productId } = await vendorAndProduct();
  await signInShopper(page);
  const orderNumber = await buy(page, productId, false);

  // The vendor delivers (its API, as its order screen does).
  const orders = (await (await vendor.get(`${API}/api/vendor/orders`)).json()) as { _id: string; orderNumber: string }[];
  const orderId = orders.find((o) => o.orderNumber === orderNumber)!._id;
  for (const status of ['confirmed', 'shipped', 'delivered'])
    expect((await vendor.post(`${API}/api/vendor/orders/${orderId}/status`, { data: { status, trackingNumber: 'BOSTA-77' } })).ok()).toBe(
      true,
    );

  // The shopper asks for a return of a defective unit, with a photo and the wallet for the refund.
  const card = await openAfterSale(page, orderNumber);
  await expect(card.getByText(/Change of mind — open/)).toBeVisible();
  await card.getByRole('button', { name: 'Return an item' }).click();
  const form = card.getByRole('form', { name: 'Return an item' });
  await form.getByLabel('Reason').selectOption('defective');
  await expect(form.getByTestId('path-explained')).toContainText('within 30 days');
  await form.locator('input[type=file]').setInputFiles({ name: 'leg.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByTestId('photos')).toHaveText('1 photo added');
  await form.getByLabel('Account holder’s name').fill('Nour Hany');
  await form.getByLabel('Wallet mobile number').fill('01001234567');
  await screenshot(page, 'form');
  await form.getByRole('button', { name: 'Send the request' }).click();
  await expect(card.getByTestId('return-request')).toContainText('Waiting for the shop');

  // The vendor approves with a pickup date and receives it in its order screen.
  const vendorContext = await browser.newContext();
  const vendorPage = await vendorContext.newPage();
  await vendorPage.goto(`${e2eEnv.shellUrl}/signin-vendor`);
  const vmain = vendorPage.getByRole('main');
  await vmain.getByLabel(/e-?mail/i).fill(DEMO_VENDOR.email);
  await vmain.getByLabel(/^password/i).fill(DEMO_VENDOR.password);
  await vmain.getByRole('button', { name: /^(login|sign in)$/i }).click();
  await expect(vendorPage).toHaveURL(/\/vendor-dashboard\/\d+$/);
  await vendorPage.goto(`${e2eEnv.shellUrl}/orderDetail/${orderId}`);
  const request = vmain.getByTestId('vendor-return');
  await expect(request).toContainText('Waiting for your answer');
  await expect(request.getByRole('link', { name: 'Photo 1' })).toBeVisible();
  await screenshot(vendorPage, 'vendor');
  await request.getByRole('button', { name: 'Approve the return' }).click();
  await expect(request).toContainText('Approved: pickup planned');
  await request.getByRole('button', { name: 'Record as received' }).click();
  await expect(request.getByTestId('vendor-refund')).toContainText('done');
  await screenshot(vendorPage, 'vendor-received');

  // The shopper sees the refund on the order.
  const again = await openAfterSale(page, orderNumber);
  await expect(again.getByTestId('return-request')).toContainText('Refunded');
  await expect(again.getByTestId('refund-status')).toContainText(/Refund LE [\d,.]+: done \(to your wallet or bank account\)/);

  // And on the vendor's statement: the refund's entry against its balance.
  const month = new Date().toISOString().slice(0, 7);
  const statement = await (await vendor.get(`${API}/api/vendor/statement?month=${month}`)).text();
  expect(statement).toContain('Refund to the shopper (return)');
  expect(statement).toContain(orderNumber);
  await vendorContext.close();
  await vendor.dispose();
});

test('an order paid by card is cancelled before it ships: the payment is voided and the stock returns', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { vendor, productId } = await vendorAndProduct();
  const before = (await (await request.get(`${API}/api/products/${productId}`)).json()) as { stock: number };
  await signInShopper(page);
  const orderNumber = await buy(page, productId, true);
  const card = await openAfterSale(page, orderNumber);
  await card.getByRole('button', { name: 'Cancel the order' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(card.getByTestId('refund-status')).toContainText(/Refund LE [\d,.]+: done \(payment voided\)/);
  await expect(card.getByText('Cancelled').first()).toBeVisible();
  const after = (await (await request.get(`${API}/api/products/${productId}`)).json()) as { stock: number };
  expect(after.stock).toBe(before.stock);
  await vendor.dispose();
});
