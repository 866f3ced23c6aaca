import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { listProducts, openSignupLink } from '../support/api';
import { e2eEnv, runDir } from '../support/env';
import { shotsWanted } from '../support/shots';

const screens = join(runDir, 'screens');
mkdirSync(screens, { recursive: true });
const shot = async (page: Page, name: string) => {
  if (shotsWanted) await page.screenshot({ path: join(screens, `${name}-${page.viewportSize()!.width}.png`), fullPage: true });
};

const FIRST_PASSWORD = 'Sunflower#88';
const SECOND_PASSWORD = 'Jasmine#2026';
const RESET_PASSWORD = 'Lotus#Garden9';
const email = `e2e.account.${Date.now()}@example.com`;

/** The newest reset code e-mailed to `to`, from the development outbox. */
async function codeFromOutbox(request: APIRequestContext, to: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const list = await (await request.get(`${e2eEnv.apiUrl}/api/dev/outbox`)).json();
    const message = list.messages.find(
      (m: { to: string; subject: string }) => m.to.includes(to) && m.subject === 'Your Manzil password reset code',
    );
    expect(message).toBeTruthy();
    const raw = await (await request.get(`${e2eEnv.apiUrl}/api/dev/outbox/${message.id}`)).text();
    code = /reset code is: (\d{6})/.exec(raw)![1]!;
  }).toPass({ timeout: 10_000 });
  return code;
}

async function signIn(page: Page, password: string) {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('E-mail').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Login' }).click();
}

test.describe.serial('the account area', () => {
  test('a new shopper edits the profile; the tab lives in the URL', async ({ page, request }) => {
    await page.goto('/signup');
    const main = page.getByRole('main');
    await main.getByLabel('First name').fill('Nour');
    await main.getByLabel('Last name').fill('Hassan');
    await main.getByLabel('E-mail').fill(email);
    await main.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
    await main.getByRole('button', { name: 'Create account' }).click();
    await shot(page, 'signup-check-email');
    await openSignupLink(page, request, email);

    await page.goto('/myaccount');
    await expect(main.getByRole('tab')).toHaveText(['Edit Profile', 'Reset Password', 'Billing Information', 'Orders', 'Shipping Address']);
    await expect(main.getByLabel('First name')).toHaveValue('Nour');
    await main.getByLabel('Last name').fill('El-Sayed');
    await main.getByLabel('Phone number').fill('010 1234 5678');
    await main.getByLabel('Gender').selectOption('female');
    await main.getByLabel('Date of birth').fill('1994-03-21');
    await main.getByRole('button', { name: 'Save' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm Changes' });
    await expect(confirm).toContainText('Are you sure you want to save the changes?');
    await shot(page, 'profile-confirm');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(main.getByText('Your profile was saved.')).toBeVisible();
    await page.reload();
    await expect(main.getByLabel('Last name')).toHaveValue('El-Sayed');
    await expect(main.getByLabel('Phone number')).toHaveValue('+201012345678');
    await shot(page, 'profile');

    await main.getByRole('tab', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/myaccount\?tab=orders$/);
    await main.getByRole('tab', { name: 'Billing Information' }).click();
    await expect(page).toHaveURL(/\?tab=billing$/);
    await page.goBack();
    await expect(page).toHaveURL(/\?tab=orders$/);
    await expect(main.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    await page.reload();
    await expect(main.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
  });

  test('changes the password (the other session ends) and signs in with the new one', async ({ page, browser }) => {
    await signIn(page, FIRST_PASSWORD);
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.addInitScript(() => window.sessionStorage.setItem('manzil:splash-seen', '1'));
    await signIn(otherPage, FIRST_PASSWORD);
    await expect(otherPage.getByRole('banner').getByRole('button', { name: 'Account' })).toBeVisible();

    await page.goto('/myaccount?tab=password');
    const main = page.getByRole('main');
    await main.getByLabel('Current Password', { exact: true }).fill(FIRST_PASSWORD);
    await main.getByLabel('New Password', { exact: true }).fill(SECOND_PASSWORD);
    await main.getByLabel('Re-type Password', { exact: true }).fill(SECOND_PASSWORD);
    await expect(main.getByText('Password strength: Strong')).toBeVisible();
    await shot(page, 'password');
    await main.getByRole('button', { name: 'Update Password' }).click();
    await page.getByRole('alertdialog', { name: 'Confirm Password Update' }).getByRole('button', { name: 'Confirm' }).click();
    const done = page.getByRole('dialog', { name: 'Password Updated' });
    await expect(done).toContainText('Your password has been successfully updated.');
    await shot(page, 'password-updated');
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(main.getByText('Password updated successfully.')).toBeVisible();

    // This device keeps its (rotated) session; the other one is signed out.
    await page.reload();
    await expect(main.getByLabel('Current Password', { exact: true })).toBeVisible();
    await otherPage.goto('/myaccount');
    await expect(otherPage).toHaveURL(/\/login$/);
    await other.close();

    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await signIn(page, FIRST_PASSWORD);
    await expect(main.getByRole('alert')).toBeVisible();
    await signIn(page, SECOND_PASSWORD);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account' })).toBeVisible();
  });

  test('forgets the password, resets it with the e-mailed code, and the old session is gone', async ({ page, browser, request }) => {
    await signIn(page, SECOND_PASSWORD);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account' })).toBeVisible();

    const visitor = await browser.newContext();
    const forgot = await visitor.newPage();
    await forgot.addInitScript(() => window.sessionStorage.setItem('manzil:splash-seen', '1'));
    await forgot.goto('/login');
    await forgot.getByRole('main').getByRole('button', { name: 'Forgot Password?' }).click();
    const dialog = forgot.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName('Forgot Password');
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter your email.');
    await dialog.getByLabel('Enter Your Email').fill(email);
    await shot(forgot, 'forgot-email');
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await expect(dialog).toHaveAccessibleName('Enter OTP');
    await dialog.getByRole('textbox', { name: 'Enter OTP' }).fill(await codeFromOutbox(request, email));
    await shot(forgot, 'forgot-otp');
    await dialog.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(dialog).toHaveAccessibleName('Reset Password');
    await dialog.getByLabel('New Password', { exact: true }).fill(RESET_PASSWORD);
    await dialog.getByLabel('Confirm Password', { exact: true }).fill(`${RESET_PASSWORD}x`);
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Passwords do not match.');
    await dialog.getByLabel('Confirm Password', { exact: true }).fill(RESET_PASSWORD);
    await shot(forgot, 'forgot-reset');
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    await expect(dialog).toHaveAccessibleName('Password changed successfully');
    await shot(forgot, 'forgot-done');
    await visitor.close();

    // The session signed in before the reset is gone.
    await page.goto('/myaccount');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, RESET_PASSWORD);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account' })).toBeVisible();
  });

  test('adds, edits, sets default and removes addresses, then checks out with the default one', async ({ page, request }) => {
    await signIn(page, RESET_PASSWORD);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account' })).toBeVisible();
    await page.goto('/myaccount?tab=addresses');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: "You don't have any saved addresses yet" })).toBeVisible();
    await shot(page, 'addresses-empty');

    const add = async (opener: string, fields: Record<string, string>, country: string, makeDefault = false) => {
      await main.getByRole('button', { name: opener }).click();
      const form = page.getByRole('dialog', { name: 'Add New Address' });
      for (const [label, value] of Object.entries(fields)) await form.getByLabel(label, { exact: true }).fill(value);
      await form.getByLabel('Country*').fill(country);
      await page.keyboard.press('Enter');
      if (makeDefault) await form.getByLabel('Set as Default Address').check();
      await shot(page, 'address-form');
      await form.getByRole('button', { name: 'Save Address' }).click();
      await page.getByRole('alertdialog', { name: 'Confirm Update' }).getByRole('button', { name: 'Confirm' }).click();
      await expect(form).toBeHidden();
    };
    await add(
      'Add Your First Address',
      { 'Address Line 1*': '12 Nile Street', 'City*': 'Cairo', 'Postal Code*': '11511', Floor: '3', 'Apartment/Suite': '7' },
      'egyp',
    );
    await add(
      'Add New Address',
      { 'Address Line 1*': '4 Rue du Commerce', Label: 'Abidjan office', 'City*': 'Abidjan', 'Postal Code*': '01 BP 1' },
      'cote',
      true,
    );
    const cards = main.getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText('Address 1');
    await expect(cards.nth(0)).toContainText('Apt 7 · Floor 3');
    await expect(cards.nth(1)).toContainText("Cote d'Ivoire");
    await expect(cards.nth(1).getByText('Default')).toBeVisible();
    await shot(page, 'addresses');

    // Edit the first: a new city, and make it the default (the other loses the flag).
    await main.getByRole('button', { name: 'Edit Address 1' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Address' });
    await edit.getByLabel('City*').fill('Giza');
    await edit.getByLabel('Postal Code*').fill('12611');
    await edit.getByLabel('Set as Default Address').check();
    await edit.getByRole('button', { name: 'Save Address' }).click();
    await page.getByRole('alertdialog', { name: 'Confirm Update' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(cards.nth(0)).toContainText('Giza 12611');
    await expect(cards.nth(0).getByText('Default')).toBeVisible();
    await expect(cards.nth(1).getByText('Default')).toHaveCount(0);

    // Remove the second, after confirming.
    await main.getByRole('button', { name: 'Remove Abidjan office' }).click();
    const remove = page.getByRole('alertdialog', { name: 'Confirm Delete' });
    await expect(remove).toContainText('This action cannot be undone.');
    await remove.getByRole('button', { name: 'Confirm' }).click();
    await expect(cards).toHaveCount(1);
    await page.reload();
    await expect(cards).toHaveCount(1);
    await expect(cards.nth(0)).toContainText('Giza 12611');

    // Checkout: the default address is preselected and the order goes there.
    const { items } = await listProducts(request, 'page=1&pageSize=12&sort=price-asc');
    const product = items.find((p) => p.stock > 5)!;
    await page.goto(`/product/${product._id}`);
    await main.getByRole('button', { name: /add to cart/i }).click();
    await page.goto('/checkout');
    await expect(main.getByRole('radio', { name: /Address 1 · Default/ })).toBeChecked();
    await expect(main.getByLabel(/address line 1/i)).toHaveValue('12 Nile Street');
    await expect(main.getByLabel(/^city/i)).toHaveValue('Giza');
    await expect(main.getByLabel(/phone number/i)).toHaveValue('+201012345678');
    await shot(page, 'checkout-book');
    await main.getByRole('button', { name: 'Place order' }).click();
    await expect(main.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();

    await page.goto('/myaccount?tab=orders');
    await expect(main.getByText(product.name)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Track order' })).toBeVisible();
    await shot(page, 'orders');
  });

  test('every screen at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, RESET_PASSWORD);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account' })).toBeVisible();
    const main = page.getByRole('main');
    for (const tab of ['profile', 'password', 'billing', 'orders', 'addresses', 'wishlist']) {
      await page.goto(`/myaccount?tab=${tab}`);
      await expect(main.getByRole('heading', { name: 'My Account' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shot(page, `tab-${tab}`);
    }
    await page.goto('/myaccount?tab=addresses');
    await main.getByRole('button', { name: 'Add New Address' }).click();
    await page.getByRole('dialog', { name: 'Add New Address' }).getByLabel('Country*').fill('cote');
    await shot(page, 'address-form-country');
    await page.keyboard.press('Escape');
    await page.goto('/myaccount?tab=password');
    await main.getByRole('button', { name: 'Forgot Password?' }).click();
    await expect(page.getByRole('dialog', { name: 'Forgot Password' })).toBeVisible();
    await shot(page, 'forgot-email');
    await page.goto('/checkout');
    await shot(page, 'checkout-book');
  });
});
