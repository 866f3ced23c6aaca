import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { listProducts, openSignupLink } from '../support/api';
import { e2eEnv } from '../support/env';

/**
 * Billing, as a new shopper lives it against the real API and its sandbox gateway:
 * save a card in Billing Information, pay with it (with the newsletter's MANZIL10 code, read from
 * the outbox), pay with a new card, pay cash on delivery, pass 3-D Secure, and meet a decline.
 */
test.describe.configure({ timeout: 180_000 });

const ADDRESS = { address1: '14 Mohamed Mazhar Street', city: 'Cairo', postalCode: '11211', phone: '01012345678' };

async function addToCartAndCheckout(page: Page, productId: string) {
  await page.goto(`/product/${productId}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: /add to cart/i })
    .click();
  const cart = page.getByRole('banner').getByRole('button', { name: /^Cart(,|$)/ });
  await expect(cart.getByTestId('count-badge')).toHaveText('1');
  await cart.click();
  await page.getByRole('dialog', { name: 'Shopping Cart' }).getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const main = page.getByRole('main');
  await main.getByLabel(/address line 1/i).fill(ADDRESS.address1);
  await main.getByLabel(/^city/i).fill(ADDRESS.city);
  await main.getByLabel(/postal code/i).fill(ADDRESS.postalCode);
  await main.getByLabel(/phone number/i).fill(ADDRESS.phone);
  return main;
}

async function newCard(page: Page, number: string, save: boolean) {
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: /New card/ }).click();
  await main.getByLabel(/Card number/).fill(number);
  await main.getByLabel(/Expiry date/).fill('1239');
  await main.getByLabel(/CVV/).fill('123');
  const box = main.getByRole('checkbox', { name: 'Save this card' });
  if ((await box.isChecked()) !== save) await box.click();
}

test('a new shopper saves a card, pays with it and MANZIL10, with a new card, cash on delivery, 3-D Secure, and meets a decline', async ({
  page,
  request,
}) => {
  const { items } = await listProducts(request, 'page=1&pageSize=24&sort=price-asc');
  const product = items.find((p) => p.stock > 10 && !p.readyToShip && (p.salePrice ?? p.price) < 20_000)!;
  const email = `billing.e2e.${Date.now()}@example.com`;

  // The newsletter's welcome e-mail carries the code.
  const subscribed = await request.post(`${e2eEnv.apiUrl}/api/newsletter/subscribe`, { data: { email } });
  expect(subscribed.status()).toBe(201);
  // The mail goes through the durable outbox: it is written once the worker delivers it.
  let offer: { id: string } | undefined;
  await expect
    .poll(async () => {
      const outbox = await (await request.get(`${e2eEnv.apiUrl}/api/dev/outbox`)).json();
      offer = outbox.messages.find((m: { to: string }) => m.to === email);
      return Boolean(offer);
    })
    .toBe(true);
  const raw = await (await request.get(`${e2eEnv.apiUrl}/api/dev/outbox/${offer!.id}`)).text();
  const code = /use the code (?:<strong>)?([A-Z0-9]+)/.exec(raw)![1]!;
  expect(code).toBe('MANZIL10');

  // Sign up.
  await page.goto('/signup');
  const form = page.getByRole('main');
  await form.getByLabel('First name').fill('Nour');
  await form.getByLabel('Last name').fill('Hany');
  await form.getByLabel('E-mail').fill(email);
  await form
    .getByLabel(/^Password/)
    .first()
    .fill('Zamalek#Tower7');
  await form.getByRole('button', { name: 'Create account' }).click();
  await openSignupLink(page, request, email);

  // Billing Information: save a card (digits grouped as typed, type shown).
  await page.goto('/myaccount?tab=billing');
  const billing = page.getByRole('main');
  await expect(billing.getByRole('heading', { name: 'Billing Information' })).toBeVisible();
  await billing.getByLabel(/Card number/).pressSequentially('4242424242424242');
  await expect(billing.getByLabel(/Card number/)).toHaveValue('4242 4242 4242 4242');
  await expect(billing.getByText('Card type: Visa')).toBeVisible();
  await billing.getByLabel(/Expiry date/).pressSequentially('1239');
  await billing.getByLabel(/CVV/).fill('123');
  await billing.getByRole('button', { name: 'Save card' }).click();
  await expect(billing.getByText('Card saved successfully!')).toBeVisible();
  const saved = billing.getByRole('listitem', { name: 'Visa •••• 4242' });
  await expect(saved).toBeVisible();
  await expect(saved.getByText('Default')).toBeVisible();
  await expect(saved.getByText('Expires 12/39')).toBeVisible();

  // Pay with the saved card and MANZIL10.
  let main = await addToCartAndCheckout(page, product._id);
  await main.getByLabel('Promo code').fill(code);
  await main.getByRole('button', { name: 'Apply' }).click();
  await expect(main.getByText(`Promo code ${code} applied.`)).toBeVisible();
  const price = product.salePrice ?? product.price;
  const discount = Math.round(price * 10) / 100;
  const money = (n: number) => `LE ${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await expect(main.getByText(`−${money(discount)}`).first()).toBeVisible();
  await main.getByRole('radio', { name: /Saved card/ }).click();
  await main.getByRole('radio', { name: /Visa •••• 4242/ }).click();
  await main.getByRole('button', { name: 'Place order' }).click();
  await expect(main.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(main.getByText('Card (paid)')).toBeVisible();
  await expect(main.getByText(money(Math.round((price - discount) * 100) / 100)).first()).toBeVisible();

  // Pay with a new card, not saved.
  main = await addToCartAndCheckout(page, product._id);
  await newCard(page, '5555555555554444', false);
  await main.getByRole('button', { name: 'Place order' }).click();
  await expect(main.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();

  // Cash on delivery.
  main = await addToCartAndCheckout(page, product._id);
  await expect(main.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
  await main.getByRole('button', { name: 'Place order' }).click();
  await expect(main.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(main.getByText('Cash on delivery')).toBeVisible();

  // A declined card: a sentence, and the cart is still there.
  main = await addToCartAndCheckout(page, product._id);
  await newCard(page, '4000000000000002', true);
  await main.getByRole('button', { name: 'Place order' }).click();
  await expect(main.getByRole('alert')).toContainText('Your card was declined');
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', { name: /^Cart(,|$)/ })
      .getByTestId('count-badge'),
  ).toHaveText('1');

  // 3-D Secure: its own step on the gateway's page, then back to the store.
  await newCard(page, '4000000000003220', false);
  await main.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page).toHaveURL(/\/checkout\?order=\d+/);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', { name: /^Cart(,|$)/ })
      .getByTestId('count-badge'),
  ).toHaveCount(0);

  // The account's cards: the one saved, never a declined one.
  await page.goto('/myaccount?tab=billing');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
});
