import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';
import { e2eEnv, outputDir } from '../support/env';
import { shotsWanted } from '../support/shots';
import { DEMO_ADMIN, DEMO_SHOPPER, DEMO_VENDOR, DEMO_VENDOR_2, type DemoAccount } from '../../api/src/seed/demo-accounts';

/**
 * Marketplace money in the browser (docs/money.md): one cash-on-delivery order holds lines of the
 * two demo shops; each shop moves its part to delivered and sees its net pending on /vendor-earnings,
 * sets a payout method there, and sees it available once the return window has closed (the
 * documented admin action `POST /api/admin/finance/release-due` with the test clock, MONEY_TEST_CLOCK=1
 * in the e2e API); an admin approves the payout run in the panel's Finance tab; each shop sees the
 * payout paid and downloads its monthly statement, whose lines add up to the balance it is shown.
 */

const API = e2eEnv.apiUrl;
const DAY = 24 * 3_600_000;
const ADDRESS = { address1: '14 Mohamed Mazhar Street', city: 'Cairo', postalCode: '11211', country: 'Egypt' };

/** "LE 1,234.50": how the English store writes an amount. */
const le = (amount: number) => `LE ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface Earnings {
  pending: number;
  available: number;
  paid: number;
  owed: number;
  lines: { orderNumber: string; net: number; state: string }[];
  payouts: { status: string; amount: number }[];
}

async function shots(page: Page, name: string) {
  if (!shotsWanted) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(outputDir, `money-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Screenshots of the page in English, then in Arabic (the header's switch), then back to English. */
async function shotsInBothLanguages(page: Page, name: string, arabicHeading: string) {
  await shots(page, `${name}-en`);
  await page.getByRole('banner').getByRole('button', { name: 'العربية' }).click();
  await expect(page.getByRole('main').getByRole('heading', { name: arabicHeading }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await shots(page, `${name}-ar`);
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
}

/** A vendor's own browser, signed in through /signin-vendor; answers the page and the shop's id. */
async function vendorSignsIn(browser: Browser, account: DemoAccount) {
  const context = await browser.newContext({ baseURL: e2eEnv.shellUrl, acceptDownloads: true });
  await context.addInitScript(() => window.sessionStorage.setItem('manzil:splash-seen', '1'));
  const page = await context.newPage();
  await page.goto('/signin-vendor');
  const main = page.getByRole('main');
  await main.getByLabel(/e-?mail/i).fill(account.email);
  await main.getByLabel(/^password/i).fill(account.password);
  await main.getByRole('button', { name: /^(login|sign in)$/i }).click();
  await expect(page).toHaveURL(/\/vendor-dashboard\/\d+$/);
  const vendorId = /\/vendor-dashboard\/(\d+)$/.exec(page.url())![1]!;
  return { page, vendorId };
}

const earningsOf = async (page: Page): Promise<Earnings> => {
  const response = await page.request.get(`${API}/api/vendor/earnings`);
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
};

/** A listed product of `vendorId` in stock, priced so that its net passes the payout minimum and cash on delivery takes it. */
async function productOf(request: APIRequestContext, vendorId: string) {
  for (let page = 1; page <= 20; page++) {
    const { items } = (await (await request.get(`${API}/api/products?pageSize=48&sort=price-asc&page=${page}`)).json()) as {
      items: { _id: string; vendorId: string; price: number; salePrice: number | null; stock: number; readyToShip: boolean }[];
    };
    const found = items.find((p) => p.vendorId === vendorId && !p.readyToShip && p.stock >= 5 && (p.salePrice ?? p.price) >= 800);
    if (found) return found;
  }
  throw new Error(`no product of vendor ${vendorId} between the payout minimum and the cash-on-delivery cap`);
}

/** The vendor confirms its part of the order, ships it with a tracking number and marks it delivered. */
async function vendorDelivers(page: Page, vendorId: string, orderNumber: string) {
  const main = page.getByRole('main');
  await page.goto(`/vendor-dashboard/${vendorId}`);
  await main.getByRole('link', { name: orderNumber }).first().click();
  await expect(main.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await main.getByRole('button', { name: 'Confirm order' }).click();
  await expect(main.getByText('Confirmed', { exact: true }).first()).toBeVisible();
  await main.getByLabel(/Tracking number/).fill(`BOSTA-${vendorId}-${orderNumber}`);
  await main.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(main.getByRole('button', { name: 'Mark as delivered' })).toBeVisible();
  await main.getByRole('button', { name: 'Mark as delivered' }).click();
  await expect(main.getByText('Delivered', { exact: true }).first()).toBeVisible();
}

/** The vendor's Earnings page shows `earnings`' four balances as the store writes prices. */
async function showsBalances(page: Page, earnings: Earnings) {
  const main = page.getByRole('main');
  for (const id of ['pending', 'available', 'paid', 'owed'] as const)
    await expect(main.getByTestId(`balance-${id}`)).toContainText(le(earnings[id]));
}

/** Downloads the month's statement through the page's button; answers its rows. */
async function downloadStatement(page: Page): Promise<string[][]> {
  const main = page.getByRole('main');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('button', { name: 'Download statement (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^manzil-statement-\d{4}-\d{2}\.csv$/);
  const path = join(outputDir, `money-${download.suggestedFilename()}-${Date.now()}`);
  await download.saveAs(path);
  // csv-stringify quotes only fields that need it; the statement's texts hold no quote or newline.
  return readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .map((line) =>
      (line.match(/("([^"]|"")*"|[^,]*)(,|$)/g) ?? []).map((f) => f.replace(/,$/, '').replace(/^"|"$/g, '').replace(/""/g, '"')),
    )
    .map((fields) => fields.slice(0, 8));
}

test('two shops in one order: pending, then available, paid by an approved payout run, and a statement that adds up', async ({
  page,
  request,
  browser,
}) => {
  // Two shops, an admin and a shopper through a whole payout, with screenshots in two languages: long on 2 loaded cores.
  test.setTimeout(900_000);

  // 1. Both demo shops sign in; a shopper orders one product of each, cash on delivery.
  const shops = [await vendorSignsIn(browser, DEMO_VENDOR), await vendorSignsIn(browser, DEMO_VENDOR_2)];
  expect(shops[0]!.vendorId).not.toBe(shops[1]!.vendorId);
  const products = [await productOf(request, shops[0]!.vendorId), await productOf(request, shops[1]!.vendorId)];
  const shopper = await request.post(`${API}/api/auth/login`, { data: { email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password } });
  expect(shopper.ok(), await shopper.text()).toBe(true);
  const placed = await request.post(`${API}/api/orders`, {
    data: {
      items: products.map((p) => ({ productId: p._id, quantity: 1 })),
      paymentMethod: 'cash-on-delivery',
      shippingAddress: ADDRESS,
      phoneNumber: '+20 100 123 4567',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { orderNumber } = (await placed.json()) as { orderNumber: string };

  // 2. Each shop moves its part to delivered: the courier has the cash, the net is pending.
  const nets: number[] = [];
  for (const shop of shops) {
    const before = await earningsOf(shop.page);
    const line = before.lines.find((l) => l.orderNumber === orderNumber);
    expect(line?.state, 'a cash order is unpaid until delivery').toBe('unpaid');
    await vendorDelivers(shop.page, shop.vendorId, orderNumber);
    await shop.page.getByRole('navigation', { name: 'Partner portal sections' }).getByRole('link', { name: 'Earnings' }).click();
    await expect(shop.page).toHaveURL(/\/vendor-earnings$/);
    const earnings = await earningsOf(shop.page);
    const mine = earnings.lines.find((l) => l.orderNumber === orderNumber)!;
    expect(mine.state).toBe('pending');
    expect(earnings.pending).toBeGreaterThanOrEqual(mine.net);
    nets.push(mine.net);
    await showsBalances(shop.page, earnings);
    const row = shop.page.getByTestId('earning-line').filter({ hasText: orderNumber });
    await expect(row).toContainText('Pending');
    await expect(row).toContainText(le(mine.net));
    await expect(row).toContainText(/%, (default rule|category rule|your shop’s rule)/);

    // The payout method: the password confirms it, and payouts to it wait 72 hours.
    const method = shop.page.getByRole('form', { name: 'Payout method' });
    await method.getByLabel('Mobile wallet').check();
    await method.getByLabel(/Account holder’s name/).fill('Karim Farouk');
    await method.getByLabel(/Wallet mobile number/).fill('010 1234 5678');
    await method.getByLabel(/Your password/).fill('not the password');
    await method.getByRole('button', { name: 'Save payout method' }).click();
    await expect(method.getByText('that is not your password', { exact: false })).toBeVisible();
    await method.getByLabel(/Your password/).fill(shop === shops[0] ? DEMO_VENDOR.password : DEMO_VENDOR_2.password);
    await method.getByRole('button', { name: 'Save payout method' }).click();
    await expect(shop.page.getByRole('status').filter({ hasText: 'payouts to this method start in 72 hours' })).toBeVisible();
    await expect(shop.page.getByTestId('payout-method-current')).toContainText('Mobile wallet …5678');
    await expect(shop.page.getByTestId('payout-method-current')).toContainText('payouts to it start on');
  }
  await shotsInBothLanguages(shops[0]!.page, 'earnings-pending', 'الأرباح');

  // 3. The return window closes (the documented admin action, with the e2e API's test clock).
  const admin = await request.post(`${API}/api/admin/login`, { data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } });
  expect(admin.ok(), await admin.text()).toBe(true);
  const released = await request.post(`${API}/api/admin/finance/release-due`, {
    data: { asOf: new Date(Date.now() + 15 * DAY).toISOString() },
  });
  expect(released.status(), await released.text()).toBe(200);
  expect(((await released.json()) as { released: number }).released).toBeGreaterThanOrEqual(2);
  for (const [i, shop] of shops.entries()) {
    await shop.page.reload();
    const earnings = await earningsOf(shop.page);
    expect(earnings.lines.find((l) => l.orderNumber === orderNumber)!.state).toBe('available');
    expect(earnings.available).toBeGreaterThanOrEqual(nets[i]!);
    await showsBalances(shop.page, earnings);
    await expect(shop.page.getByTestId('earning-line').filter({ hasText: orderNumber })).toContainText('Available');
  }

  // 4. The payout run: previewed as of 4 days on (the payout methods' 72-hour hold is over; test
  //    clock), then approved by the admin in the panel's Finance tab.
  const preview = await request.post(
    `${API}/api/admin/finance/payout-runs?asOf=${encodeURIComponent(new Date(Date.now() + 4 * DAY).toISOString())}`,
    { data: {} },
  );
  expect(preview.status(), await preview.text()).toBe(201);
  const run = (await preview.json()) as { _id: string; payouts: { vendorId: string; status: string; amount: number }[] };
  for (const shop of shops) expect(run.payouts.find((p) => p.vendorId === shop.vendorId)?.status).toBe('queued');

  await page.goto('/admin-login');
  const adminMain = page.getByRole('main');
  await adminMain.getByLabel('E-mail', { exact: true }).fill(DEMO_ADMIN.email);
  await adminMain.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await adminMain.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/adminpanel/);
  await adminMain.getByRole('tab', { name: 'Finance' }).click();
  const sections = adminMain.getByRole('tablist', { name: 'Finance sections' });
  await expect(adminMain.getByRole('table').first()).toBeVisible();
  await shotsInBothLanguages(page, 'admin-rules', 'المالية');
  await sections.getByRole('tab', { name: 'Payout runs' }).click();
  const runItem = adminMain.getByTestId('payout-run').filter({ hasText: `Run #${run._id} ` });
  await expect(runItem).toContainText('Preview');
  await shotsInBothLanguages(page, 'admin-run-preview', 'المالية');
  await runItem.getByRole('button', { name: 'Approve and send' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Approve run #${run._id}?`);
  await dialog.getByRole('button', { name: 'Approve and send' }).click();
  for (const [i, shop] of shops.entries()) {
    const payout = run.payouts.find((p) => p.vendorId === shop.vendorId)!;
    await expect(
      runItem
        .getByTestId('run-payout')
        .filter({ hasText: le(payout.amount) })
        .first(),
    ).toContainText('Paid');
    expect(payout.amount).toBeGreaterThanOrEqual(nets[i]!);
  }
  await expect(runItem).toContainText('Completed');

  // The trial balance sums to zero; each shop's ledger shows the payout.
  await sections.getByRole('tab', { name: 'Trial balance' }).click();
  await expect(adminMain.getByTestId('trial-balance-check')).toContainText('The ledger balances');
  await expect(adminMain.getByTestId('trial-balance-total')).toHaveText(le(0));
  await shotsInBothLanguages(page, 'admin-trial-balance', 'المالية');
  await sections.getByRole('tab', { name: 'Vendor ledgers' }).click();
  await adminMain.getByLabel('Vendor', { exact: true }).selectOption({ label: `Vendor #${shops[1]!.vendorId}` });
  await expect(adminMain.getByTestId('ledger-entry').filter({ hasText: 'Payout sent' })).not.toHaveCount(0);
  await shotsInBothLanguages(page, 'admin-ledger', 'المالية');
  await sections.getByRole('tab', { name: 'COD remittances' }).click();
  await expect(adminMain.getByRole('region', { name: 'Cash couriers still hold' })).toContainText(orderNumber);
  await shotsInBothLanguages(page, 'admin-remittances', 'المالية');

  // 5. Each shop sees the payout paid, and its statement adds up to the balance it is shown.
  for (const shop of shops) {
    await shop.page.reload();
    const earnings = await earningsOf(shop.page);
    const paid = earnings.payouts.find((p) => p.status === 'paid');
    expect(paid).toBeTruthy();
    await showsBalances(shop.page, earnings);
    await expect(
      shop.page
        .getByTestId('payout')
        .filter({ hasText: le(paid!.amount) })
        .first(),
    ).toContainText('Paid');
    const rows = await downloadStatement(shop.page);
    expect(rows[0]).toEqual(['date', 'event', 'order', 'item', 'pending (EGP)', 'available (EGP)', 'amount (EGP)', 'balance (EGP)']);
    const opening = rows[1]!;
    const closing = rows.at(-1)!;
    expect(opening[1]).toBe('Opening balance');
    expect(closing[1]).toBe('Closing balance');
    const movements = rows.slice(2, -1);
    const cents = (text: string) => Math.round(Number(text) * 100);
    const sum = movements.reduce((s, r) => s + cents(r[6]!), 0);
    expect(cents(closing[7]!), 'opening + movements = closing').toBe(cents(opening[7]!) + sum);
    expect(cents(closing[7]!), 'the closing balance is what the page shows the shop is owed').toBe(cents(String(earnings.owed)));
    await expect(shop.page.getByTestId('balance-owed')).toContainText(le(Number(closing[7])));
    const payoutRows = movements.filter((r) => r[1] === 'Payout sent');
    expect(payoutRows.reduce((s, r) => s + cents(r[6]!), 0)).toBe(-cents(String(paid!.amount)));
    expect(movements.some((r) => r[2] === orderNumber && r[1] === 'Cash collected on delivery')).toBe(true);
  }
  await shotsInBothLanguages(shops[1]!.page, 'earnings-paid', 'الأرباح');
  for (const shop of shops) await shop.page.context().close();
});
