import { expect, test } from '../support/fixtures';
import { listProducts } from '../support/api';

test.describe('the catalog', () => {
  test('search with a typo → product page → cart', async ({ page }) => {
    await page.goto('/home');
    const search = page.getByRole('combobox', { name: 'Search products and brands' });
    await search.fill('sofaa');
    const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
    const firstProduct = suggestions.getByRole('option').filter({ hasText: /sofa/i }).first();
    await expect(firstProduct).toBeVisible();
    await search.press('ArrowDown');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(/sofa/i);
    await page
      .getByRole('main')
      .getByRole('button', { name: /add to cart/i })
      .click();
    await expect(
      page
        .getByRole('banner')
        .getByRole('button', { name: /^Cart(,|$)/ })
        .getByTestId('count-badge'),
    ).toHaveText('1');
  });

  test('filter by brand and price, sort, page 2, and the back button restores the page', async ({ page, request }) => {
    await page.goto('/ProductsPage');
    const main = page.getByRole('main');
    await expect(main.getByRole('article').first()).toBeVisible();

    // The brand with the most products, from the facets the server returns.
    const { facets } = await listProducts(request, 'page=1');
    const brand = facets.brands.slice().sort((a, b) => b.count - a.count)[0].value;
    // The URL is the state: the box shows ticked once the navigation commits, so click, then
    // wait for it (Playwright's check() samples the box right after the click).
    const brandBox = main.getByRole('checkbox', { name: new RegExp(`^${brand}`) });
    await brandBox.click();
    await expect(brandBox).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`brand=${encodeURIComponent(brand).replace(/%20/g, '(\\+|%20)')}`));
    await expect(main.getByRole('button', { name: `Remove ${brand}` })).toBeVisible();

    const minThumb = main.getByRole('slider', { name: 'Minimum price' });
    await minThumb.focus();
    await minThumb.press('PageUp');
    await minThumb.press('PageUp');
    await expect(page).toHaveURL(/minPrice=10000/);
    await expect(main.getByText('Range: 10,000 E£ - 600,000 E£')).toBeVisible();

    await main.getByRole('combobox', { name: 'Sort By' }).selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/sort=price-asc/);

    const expected1 = await listProducts(request, `brands=${encodeURIComponent(brand)}&minPrice=10000&sort=price-asc&page=1`);
    const expected2 = await listProducts(request, `brands=${encodeURIComponent(brand)}&minPrice=10000&sort=price-asc&page=2`);
    expect(expected2.items.length, 'the filtered listing has a second page').toBeGreaterThan(0);
    const firstCard = main.getByRole('article').first();
    await expect(firstCard).toContainText(expected1.items[0].name);

    await main.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(firstCard).toContainText(expected2.items[0].name);

    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(firstCard).toContainText(expected1.items[0].name);
    await expect(main.getByRole('combobox', { name: 'Sort By' })).toHaveValue('price-asc');
  });

  test('at 375 px the filters hide behind a Show Filters button that opens a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/products/onsale');
    await expect(page.getByRole('heading', { name: 'On Sale Products' })).toBeVisible();
    const show = page.getByRole('button', { name: 'Show Filters' });
    await expect(show).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toHaveCount(0);
    await show.click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Clear All' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Close filters' }).click();
    await expect(drawer).toHaveCount(0);
  });
});
