import { expect, test } from '../support/fixtures';
import { DEMO_SHOPPER, listProducts } from '../support/api';
import { e2eEnv } from '../support/env';

test('a signed-in shopper places an order, the stock falls, and the order can be tracked', async ({ page, request }) => {
  const { items } = await listProducts(request, 'page=1&pageSize=12&sort=price-asc');
  const product = items.find((p) => p.stock > 5)!;

  // Sign in first, then shop.
  await page.goto('/login');
  await page
    .getByRole('main')
    .getByLabel(/e-?mail/i)
    .fill(DEMO_SHOPPER.email);
  await page
    .getByRole('main')
    .getByLabel(/^password/i)
    .fill(DEMO_SHOPPER.password);
  await page
    .getByRole('main')
    .getByRole('button', { name: /^(login|sign in)$/i })
    .click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account' })).toBeVisible();

  await page.goto(`/product/${product._id}`);
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
  await expect(main.getByText(product.name).first()).toBeVisible();
  await main.getByLabel(/address line 1/i).fill('14 Mohamed Mazhar Street');
  await main.getByLabel(/^city/i).fill('Cairo');
  await main.getByLabel(/postal code/i).fill('11211');
  await main.getByLabel(/phone number/i).fill('01012345678');
  await main.getByRole('button', { name: 'Place order' }).click();

  await expect(main.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const numberText = await main.getByText(/Your order number is MZ-\d{8}-\d+/).textContent();
  const orderNumber = numberText!.match(/MZ-\d{8}-\d+/)![0];
  await expect(cart.getByTestId('count-badge')).toHaveCount(0);

  // The server priced the line from the catalog and lowered the stock.
  const after = await (await request.get(`${e2eEnv.apiUrl}/api/products/${product._id}`)).json();
  expect(after.stock).toBe(product.stock - 1);

  await page.goto('/trackorder');
  await main.getByLabel('Order number').fill(orderNumber);
  await main.getByLabel('E-mail address').fill(DEMO_SHOPPER.email);
  await main.getByRole('button', { name: 'Track order' }).click();
  await expect(main.getByText(`Order ${orderNumber}`)).toBeVisible();
  await expect(main.getByText('Order placed').first()).toBeVisible();
});
