import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO_SHOPPER, DEMO_VENDOR, getCategories, listProducts, type Product } from '../support/api';
import { e2eEnv } from '../support/env';

/** The header's cart button and its badge (drawn by the shell). */
const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart(,|$)/ });
const cartBadge = (page: Page) => cartButton(page).getByTestId('count-badge');
/** A product card (an article whose name links to the product page). */
const productCard = (page: Page, id: string) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.locator(`a[href="/product/${id}"]`) })
    .first();

test.describe('the main journey, through every remote, on real data', () => {
  test('home shows the header, categories from the API, products with pictures and prices, and the footer', async ({ page, request }) => {
    const categories = await getCategories(request);
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Manzil home' })).toBeVisible();
    const bar = page.getByRole('navigation', { name: 'Categories' });
    await expect(bar.getByRole('link', { name: 'All Brands' })).toBeVisible();
    for (const category of categories.slice(0, 6)) {
      await expect(bar.getByRole('link', { name: category.name, exact: true })).toHaveAttribute(
        'href',
        `/category/${category._id}/subcategories`,
      );
    }
    await expect(bar.getByRole('link', { name: 'Ready To Ship' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'On Sale' })).toBeVisible();
    await expect(header.getByRole('button', { name: /^Cart(,|$)/ })).toBeVisible();
    await expect(header.getByRole('button', { name: /^Favorites(,|$)/ })).toBeVisible();

    const main = page.getByRole('main');
    const cards = main.getByRole('article').filter({ has: page.locator('a[href^="/product/"]') });
    await expect(cards.first()).toBeVisible();
    const firstPicture = cards.first().locator('img').first();
    await firstPicture.scrollIntoViewIfNeeded();
    await expect(firstPicture).toBeVisible();
    await expect.poll(() => firstPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(main.getByText(/\d{1,3}(,\d{3})* E£/).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('category → subcategory → type → product grid with stock badges from the database', async ({ page, request }) => {
    const categories = await getCategories(request);
    // Find a type whose first page holds a sold-out or nearly-sold-out product, to see the badges.
    let target: { category: (typeof categories)[number]; subId: string; typeId: string; typeName: string; items: Product[] } | null = null;
    search: for (const category of categories) {
      for (const sub of category.subCategories) {
        for (const type of sub.types) {
          const page1 = await listProducts(request, `typeId=${type._id}&page=1&pageSize=12`);
          if (page1.items.some((p) => p.stock <= 5)) {
            target = { category, subId: sub._id, typeId: type._id, typeName: type.name, items: page1.items };
            break search;
          }
        }
      }
    }
    expect(target, 'the seed has a type with a low-stock product on its first page').not.toBeNull();
    const { category, subId, typeId, items } = target!;

    await page.goto('/home');
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: category.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/category/${category._id}/subcategories$`));
    await page.getByRole('main').locator(`a[href="/types/${subId}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/types/${subId}$`));
    await page.getByRole('main').locator(`a[href^="/products/${typeId}/"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/products/${typeId}/`));

    for (const product of items) {
      const card = productCard(page, product._id);
      await expect(card).toBeVisible();
      if (product.stock === 0) await expect(card.getByText('SOLD OUT')).toBeVisible();
      else if (product.stock <= 5) await expect(card.getByText('HURRY UP!')).toBeVisible();
    }
  });

  test('product page, cart through the bus, persistence, second tab, checkout → login → session → logout', async ({
    page,
    context,
    request,
  }) => {
    const { items } = await listProducts(request, 'page=1&pageSize=12&sort=price-desc');
    const product = items.find((p) => p.stock > 5)!;

    await page.goto(`/product/${product._id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: product.name })).toBeVisible();
    await expect(main.getByText(product.brandId.brandName).first()).toBeVisible();
    await expect(main.locator('img').first()).toBeVisible();
    const addToCart = main.getByRole('button', { name: /add to cart/i });

    await addToCart.click();
    await expect(cartBadge(page)).toHaveText('1');
    await addToCart.click();
    await expect(cartBadge(page)).toHaveText('2');

    await cartButton(page).click();
    const popup = page.getByRole('dialog', { name: 'Shopping Cart' });
    await expect(popup).toBeVisible();
    await expect(popup.getByText(product.name)).toBeVisible();

    await page.reload();
    await expect(cartBadge(page)).toHaveText('2');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]'));
    expect(stored).toEqual([expect.objectContaining({ id: product._id, quantity: 2 })]);

    const second = await context.newPage();
    await second.goto(`/product/${product._id}`);
    await expect(cartBadge(second)).toHaveText('2');
    await second
      .getByRole('main')
      .getByRole('button', { name: /add to cart/i })
      .click();
    await expect(cartBadge(second)).toHaveText('3');
    await expect(cartBadge(page)).toHaveText('3');
    await second.close();

    // Checkout while signed out leads to the sign-in page of mfe-account.
    await cartButton(page).click();
    await page.getByRole('dialog', { name: 'Shopping Cart' }).getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/login$/);

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
    const account = page.getByRole('banner').getByRole('button', { name: 'Account' });
    await expect(account).toBeVisible();

    const cookies = await context.cookies();
    const sessionCookie = cookies.find((c) => c.name === 'manzil_sid');
    expect(sessionCookie?.httpOnly).toBe(true);
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account' })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'manzil_sid')).toBeUndefined();
  });

  test('the demo vendor signs in and sees their own products from the database', async ({ page }) => {
    await page.goto('/signin-vendor');
    await page
      .getByRole('main')
      .getByLabel(/e-?mail/i)
      .fill(DEMO_VENDOR.email);
    await page
      .getByRole('main')
      .getByLabel(/^password/i)
      .fill(DEMO_VENDOR.password);
    await page
      .getByRole('main')
      .getByRole('button', { name: /^(login|sign in)$/i })
      .click();
    await expect(page).toHaveURL(/\/vendor-dashboard\/\d+$/);
    // The dashboard's own call (the vendor session's products, first page, all statuses).
    const response = await page.request.get(`${e2eEnv.apiUrl}/api/vendor/products?status=all&page=1&pageSize=20`);
    expect(response.ok()).toBe(true);
    const { items } = await response.json();
    expect(items.length).toBeGreaterThan(0);
    await expect(page.getByRole('main').getByText(items[0].product.name).first()).toBeVisible();
  });

  test("an unknown product shows a not-found page, an unknown path the shell's 404", async ({ page }) => {
    await page.goto('/product/999999999');
    await expect(page.getByRole('main').getByRole('heading', { name: /could not find/i })).toBeVisible();
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'We could not find that page' })).toBeVisible();
  });
});
