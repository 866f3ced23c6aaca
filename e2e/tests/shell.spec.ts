import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_SHOPPER } from '../support/api';
import { waitingForTheStore } from '../support/fixtures';
import { severeViolations } from '../support/axe';
import { shotsWanted } from '../support/shots';

// The shell's own parts: header (mega-menu, hamburger menu, sticky), footer (policies,
// newsletter), splash, and its content pages, in a real browser against the real API.

/** Skips the splash screen: it shows only when this sessionStorage key is absent. */
const skipSplash = (page: Page) => page.addInitScript(() => window.sessionStorage.setItem('manzil:splash-seen', '1'));

/** The API the store under test talks to, read from its runtime manifest. */
async function apiUrl(request: APIRequestContext): Promise<string> {
  const manifest = (await (await request.get('/remotes.json')).json()) as { apiBaseUrl: string };
  return manifest.apiBaseUrl.replace('{hostname}', 'localhost').replace(/\/+$/, '');
}

const categoryBar = (page: Page) => page.getByRole('navigation', { name: 'Categories' });

/**
 * Scrolls to `y` once the shell's scroll-to-top of the first render (SPEC §2: every navigation
 * scrolls to the top after 100 ms) has run: on a busy machine the page's heading can show before
 * that timer fires, which would undo a scroll made at once.
 */
async function scrollToAndStay(page: Page, y: number) {
  await expect
    .poll(() =>
      page.evaluate(
        (to) =>
          new Promise<number>((resolve) => {
            window.scrollTo(0, to);
            window.setTimeout(() => resolve(window.scrollY), 150);
          }),
        y,
      ),
    )
    .toBe(y);
}

/** Waits until the bar shows the categories from the API (it shows the static defaults meanwhile). */
async function firstLoadedCategory(page: Page) {
  const link = categoryBar(page).locator('a[href^="/category/"]').first();
  await expect(link).toBeVisible();
  return link;
}

const SHELL_PAGES = [
  '/about',
  '/contactus',
  '/faqs',
  '/policy',
  '/policy?section=Privacy%20Policy',
  '/policy/returns-and-exchanges-policy',
];

test.describe('the splash screen', () => {
  test("a first visit's document paints the splash's first frame before any script", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/home');
    await expect(page.locator('#manzil-first-splash img')).toBeVisible();
    await context.close();
  });

  test('covers the first page of a session, skips with Escape, and stays away for the session', async ({ page }) => {
    await page.goto('/about');
    const splash = page.getByRole('dialog', { name: 'Welcome to Manzil' });
    await expect(splash).toBeVisible();
    await expect(splash.locator('video')).toHaveAttribute('src', /\.webm$/);
    // The store renders behind it meanwhile.
    await expect(page.getByRole('heading', { level: 1, name: 'Made in Egypt, chosen for your home' })).toBeAttached();
    await page.keyboard.press('Escape');
    await expect(splash).toBeHidden();
    // The document's first frame of the splash (painted before any script) is gone with it, and
    // the server leaves it out of the session's later documents (no flash on a reload).
    await expect(page.locator('#manzil-first-splash')).toHaveCount(0);
    expect(await (await page.request.get('/about')).text()).not.toMatch(/<div id="?manzil-first-splash/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Made in Egypt, chosen for your home' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Welcome to Manzil' })).toHaveCount(0);
  });

  test('on a phone it shows the still picture with a progress ring, and a tap skips it', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true });
    const page = await context.newPage();
    await page.goto('/faqs');
    const splash = page.getByRole('dialog', { name: 'Welcome to Manzil' });
    const ring = splash.getByRole('progressbar', { name: 'Loading the store' });
    await expect(ring).toBeVisible();
    await expect.poll(async () => Number(await ring.getAttribute('aria-valuenow'))).toBeGreaterThan(5);
    await expect(splash.locator('video')).toHaveCount(0);
    // The picture on screen is the document's first frame's, drawn before any script ran.
    await expect(page.locator('#manzil-first-splash img')).toBeVisible();
    await expect(splash.locator('img')).toHaveCount(0);
    await splash.click();
    await expect(splash).toBeHidden();
    await expect(page.locator('#manzil-first-splash')).toHaveCount(0);
    await context.close();
  });
});

test.describe('the shell', () => {
  test.beforeEach(async ({ page }) => {
    await skipSplash(page);
    // Its scripts start after the first paint: a form is used once the store answers.
    waitingForTheStore(page);
  });

  test("on a phone the header keeps the search box's row while the catalog's code is on its way: nothing under it moves", async ({
    page,
  }) => {
    // The search box is the catalog's; its slot in the shell's header holds its height.
    await page.setViewportSize({ width: 375, height: 800 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/__federation_expose_SearchBox\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Not 'load': the document preloads the held file, so its load event waits for it.
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    const main = page.locator('main#main');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Search products and brands' })).toHaveCount(0);
    const before = (await main.boundingBox())!.y;
    release();
    await expect(page.getByRole('combobox', { name: 'Search products and brands' })).toBeVisible();
    expect((await main.boundingBox())!.y).toBe(before);
  });

  test('each category has a mega-menu: Shop all, subcategories, types of the hovered one, its picture', async ({ page }) => {
    await page.goto('/about');
    const trigger = await firstLoadedCategory(page);
    const name = (await trigger.textContent())!.trim();
    const href = (await trigger.getAttribute('href'))!;
    await trigger.hover();
    const shopAll = categoryBar(page).getByRole('link', { name: `Shop all ${name}` });
    await expect(shopAll).toBeVisible();
    await expect(shopAll).toHaveAttribute('href', href);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');

    const subcategories = categoryBar(page)
      .getByRole('list', { name: `Subcategories of ${name}` })
      .getByRole('link');
    expect(await subcategories.count()).toBeGreaterThan(1);
    const second = subcategories.nth(1);
    const secondName = (await second.textContent())!.trim();
    await second.hover();
    const types = categoryBar(page)
      .getByRole('list', { name: `Types of ${secondName}` })
      .getByRole('link');
    await expect(types.first()).toBeVisible();
    await expect(types.first()).toHaveAttribute('href', /^\/products\/\d+\//);

    const picture = categoryBar(page).locator('img');
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    const typeHref = (await types.first().getAttribute('href'))!;
    await types.first().click();
    await expect(page).toHaveURL(typeHref);
    await expect(shopAll).toBeHidden();
  });

  test('the bar paints plain links first; the mega-menu takes their place without a pixel changing, and never loads on a phone, even when the person moves', async ({
    page,
    browser,
  }) => {
    // The menu loads at the person's first move on the page; Playwright's pointer has not moved yet.
    await page.goto('/faqs');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    const trigger = await firstLoadedCategory(page);
    await expect(trigger).not.toHaveAttribute('aria-expanded');
    const plain = await categoryBar(page).screenshot();
    // The pointer moves over the bar (past its last link): the menu loads and replaces the plain bar.
    const bar = (await categoryBar(page).boundingBox())!;
    await page.mouse.move(bar.x + bar.width - 5, bar.y + bar.height / 2);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(await categoryBar(page).screenshot()).toEqual(plain);

    const phone = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const phonePage = await phone.newPage();
    await skipSplash(phonePage);
    const scripts: string[] = [];
    phonePage.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())));
    await phonePage.goto('/faqs');
    await expect(phonePage.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await phonePage.mouse.move(200, 400);
    await phonePage.keyboard.press('Tab');
    await phonePage.evaluate(() => new Promise((resolve) => window.setTimeout(resolve, 2500)));
    expect(scripts.filter((url) => url.includes('category-menu'))).toEqual([]);
    await phone.close();
  });

  test('the mega-menu works from the keyboard', async ({ page }) => {
    await page.goto('/faqs');
    const trigger = await firstLoadedCategory(page);
    const name = (await trigger.textContent())!.trim();
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await expect(categoryBar(page).getByRole('link', { name: `Shop all ${name}` })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(categoryBar(page).getByRole('link', { name: `Shop all ${name}` })).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/category\/\d+\/subcategories$/);
  });

  test('the header is in the page flow until 80 px of scroll, then sticks to the top', async ({ page }) => {
    await page.goto('/faqs');
    const header = page.getByRole('banner');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    const top = () => header.evaluate((el) => Math.round(el.getBoundingClientRect().top));

    await scrollToAndStay(page, 40);
    await expect.poll(top).toBe(-40);
    await expect(header).not.toHaveAttribute('data-sticky', 'true');

    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(header).toHaveAttribute('data-sticky', 'true');
    await expect.poll(top).toBe(0);
    await expect(header.getByRole('link', { name: 'Manzil home' })).toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute('data-sticky', 'true');
  });

  test('below 767 px: the hamburger opens a full-screen menu that locks the page scroll', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(categoryBar(page)).toBeHidden();
    await scrollToAndStay(page, 300);
    await expect(page.getByRole('banner')).toHaveAttribute('data-sticky', 'true');
    // The sticky header slides in (0.2 s): clicking the hamburger while it is still above the top
    // would make Playwright scroll the page to bring it into view.
    await expect.poll(() => page.getByRole('banner').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(0);

    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Menu', exact: true });
    await expect(menu).toBeVisible();
    // Full screen (once its short entrance animation is over).
    await expect.poll(async () => Object.values((await menu.boundingBox()) ?? {}).map(Math.round)).toEqual([0, 0, 375, 740]);
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    await expect(menu.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    await expect(menu.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contactus');
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');

    // The page behind does not scroll while the menu is open.
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(200);
    await page.mouse.move(180, 600);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    await menu.getByRole('button', { name: 'Shop' }).click();
    for (const name of ['All Brands', 'Ready To Ship', 'On Sale']) await expect(menu.getByRole('link', { name })).toBeVisible();
    const category = menu.locator('a[href^="/category/"]').first();
    await expect(category).toBeVisible();
    const href = (await category.getAttribute('href'))!;
    await category.click();
    await expect(page).toHaveURL(href);
    await expect(menu).toBeHidden();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('signed in, the menu offers Account and Logout, and Logout signs out and goes home', async ({ page, request }) => {
    const api = await apiUrl(request);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/about');
    const response = await page.request.post(`${api}/api/auth/login`, {
      data: { email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password },
    });
    expect(response.ok()).toBe(true);
    await page.reload();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Menu', exact: true });
    await expect(menu.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/myaccount');
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('userSession'))).toBeNull();
  });

  test('the eight policy links open in a new tab as /policy?section={name}', async ({ page, context }) => {
    await page.goto('/faqs');
    const policies = page.getByRole('contentinfo').getByRole('navigation', { name: 'POLICIES' }).getByRole('link');
    await expect(policies).toHaveCount(8);
    for (const link of await policies.all()) await expect(link).toHaveAttribute('target', '_blank');

    const [tab] = await Promise.all([context.waitForEvent('page'), policies.filter({ hasText: 'Returns & Exchanges Policy' }).click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname + new URL(tab.url()).search).toBe('/policy?section=Returns%20%26%20Exchanges%20Policy');
    await expect(tab.getByRole('heading', { level: 1, name: 'Returns & Exchanges Policy' })).toBeVisible();
    await expect(tab.getByText(/within 14 days of the delivery the shop recorded/)).toBeVisible();
    await expect(tab.getByText(/within 30 days of delivery \(article 21\)/)).toBeVisible();
    expect(page.url()).toMatch(/\/faqs$/);
  });

  test('the newsletter checks the e-mail, then the consent, then subscribes once', async ({ page, request }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    const email = footer.getByRole('textbox', { name: 'E-mail address' });
    const consent = footer.getByRole('checkbox', { name: 'I agree to receive newsletters.' });
    const subscribe = footer.getByRole('button', { name: 'Subscribe' });
    const error = footer.getByRole('alert');

    // The form loads on demand once a person who uses the page comes near the footer.
    await footer.scrollIntoViewIfNeeded();
    await page.keyboard.press('Shift');
    await expect(subscribe).toBeEnabled();
    await subscribe.click();
    await expect(error).toHaveText('Please enter an email.');
    await expect(error).toHaveCSS('color', 'rgb(198, 40, 40)');
    await email.fill('not-an-address');
    await subscribe.click();
    await expect(error).toHaveText('You must agree to receive newsletters.');
    await consent.check();
    await subscribe.click();
    await expect(error).toHaveText('Please enter a valid e-mail address.');

    const address = `shell-e2e-${Date.now()}@example.com`;
    await email.fill(address);
    await subscribe.click();
    const thanks = page.getByRole('dialog', { name: 'Thank you for subscribing!' });
    await expect(thanks).toBeVisible();
    await expect(thanks).toContainText(`We have sent you an offer to ${address}`);
    await thanks.getByRole('button', { name: 'Close' }).click();
    await expect(thanks).toBeHidden();
    await expect(email).toHaveValue('');
    await expect(consent).not.toBeChecked();
    await expect(error).toHaveText('');

    // Subscribing again answers exactly like the first time (the form must not tell who
    // is subscribed) and sends no second offer.
    await email.fill(address);
    await consent.check();
    await subscribe.click();
    await expect(thanks).toBeVisible();
    await expect(thanks).toContainText(`We have sent you an offer to ${address}`);
    await thanks.getByRole('button', { name: 'Close' }).click();
    await expect(thanks).toBeHidden();
    await expect(error).toHaveText('');
    const api = await apiUrl(request);
    await expect
      .poll(
        async () =>
          ((await (await request.get(`${api}/api/dev/outbox`)).json()) as { messages: { to: string }[] }).messages.filter(
            (m) => m.to === address,
          ).length,
      )
      .toBe(1);
    await page.waitForTimeout(500);
    const outbox = (await (await request.get(`${api}/api/dev/outbox`)).json()) as { messages: { to: string }[] };
    expect(outbox.messages.filter((m) => m.to === address)).toHaveLength(1);
  });

  test('a network failure of the newsletter shows its own message', async ({ page }) => {
    await page.route('**/api/newsletter/subscribe', (route) => route.abort('internetdisconnected'));
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await page.keyboard.press('Shift');
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await footer.getByRole('textbox', { name: 'E-mail address' }).fill('offline@example.com');
    await footer.getByRole('checkbox', { name: 'I agree to receive newsletters.' }).check();
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('alert')).toHaveText('Failed to fetch');
  });

  test('the contact form reaches the shop', async ({ page }) => {
    await page.goto('/contactus');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Send message' }).click();
    await expect(main.getByText('Please enter your name.')).toBeVisible();
    await main.getByLabel('Your name *').fill('Karim Hassan');
    await main.getByLabel('E-mail address *').fill('karim@example.com');
    await main.getByLabel('Subject *').selectOption({ label: 'Delivery' });
    await main.getByLabel('Your message *').fill('Could you deliver my order on a Saturday morning?');
    await main.getByRole('button', { name: 'Send message' }).click();
    await expect(main.getByRole('heading', { name: 'Thank you, Karim Hassan!' })).toBeVisible();
  });

  for (const path of SHELL_PAGES) {
    test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await firstLoadedCategory(page);
      expect(await severeViolations(page)).toEqual([]);
    });
  }

  test('the open mega-menu and the open mobile menu have no serious or critical violation', async ({ page }) => {
    await page.goto('/about');
    const trigger = await firstLoadedCategory(page);
    await trigger.hover();
    await expect(categoryBar(page).getByRole('link', { name: /^Shop all / })).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog', { name: 'Menu', exact: true }).getByRole('button', { name: 'Shop' }).click();
    expect(await severeViolations(page)).toEqual([]);
  });
});

test.describe('the store in Arabic', () => {
  /** A category of the bar (named 'الأقسام' in Arabic) once the API's categories are in. */
  const arabicCategoryLink = (page: Page) => page.getByRole('navigation', { name: 'الأقسام' }).locator('a[href^="/ar/category/"]').first();

  test("the header's 'العربية' turns the store right-to-left, kept across a reload and sent to the API", async ({
    page,
    context,
  }, testInfo) => {
    await skipSplash(page);
    waitingForTheStore(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Made in Egypt, chosen for your home' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'العربية' }).click();

    // The Arabic page has an address of its own, the one its canonical link names.
    await expect(page).toHaveURL(/\/ar\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'صُنع في مصر، واختير لبيتك' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'manzil_locale')).toMatchObject({ value: 'ar', sameSite: 'Lax' });

    // The choice survives a reload, and every API call asks for Arabic.
    const apiCall = page.waitForRequest((request) => request.url().includes('/api/'));
    await page.reload();
    expect((await apiCall).headers()['accept-language']).toBe('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'صُنع في مصر، واختير لبيتك' })).toBeVisible();
    await expect(arabicCategoryLink(page)).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);

    // Side panels open from the inline end: the left, in Arabic.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^السلة(،|$)/ })
      .click();
    const panel = page.getByRole('dialog');
    await expect(panel).toBeVisible();
    await expect.poll(async () => (await panel.boundingBox())?.x).toBe(0);
    await page.keyboard.press('Escape');

    await page.goto('/home');
    await expect(arabicCategoryLink(page)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('جميع الحقوق محفوظة');
    expect(await severeViolations(page)).toEqual([]);
    if (shotsWanted) {
      await page.screenshot({ path: testInfo.outputPath('home-ar-1280-top.png') });
      await page.screenshot({ path: testInfo.outputPath('home-ar-1280.png'), fullPage: true });
    }

    await expect(page).toHaveURL(/\/ar\/home$/);
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/home$/);
    expect(new URL(page.url()).pathname).toBe('/home');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('at 375 px the Arabic header keeps menu, logo, favorites, cart and Login on one row', async ({ page, context }) => {
    await skipSplash(page);
    waitingForTheStore(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/home');
    await context.addCookies([{ name: 'manzil_locale', value: 'ar', url: page.url() }]);
    await page.reload();
    const banner = page.getByRole('banner');
    const login = banner.getByRole('link', { name: 'تسجيل الدخول' });
    await expect(login).toBeVisible();
    // The vertical centre of each item: a wrapped item sits a row (40+ px) lower than the menu.
    const middle = async (item: ReturnType<Page['locator']>) => {
      const box = (await item.boundingBox())!;
      return Math.round(box.y + box.height / 2);
    };
    const row = await middle(banner.getByRole('button', { name: 'القائمة' }));
    for (const item of [
      banner.getByRole('link', { name: 'الصفحة الرئيسية لـ Manzil' }),
      banner.getByRole('button', { name: /^المفضلة/ }),
      banner.getByRole('button', { name: /^السلة/ }),
      login,
    ]) {
      expect(Math.abs((await middle(item)) - row)).toBeLessThanOrEqual(4);
    }
  });

  test("on a phone the mobile menu offers 'العربية' and the menu follows it", async ({ page }, testInfo) => {
    await skipSplash(page);
    waitingForTheStore(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/home');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog', { name: 'Menu', exact: true }).getByRole('button', { name: 'العربية' }).click();
    const menu = page.getByRole('dialog', { name: 'القائمة' });
    await expect(menu.getByRole('link', { name: 'الرئيسية' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await menu.getByRole('button', { name: 'تسوّق' }).click();
    expect(await severeViolations(page)).toEqual([]);
    if (shotsWanted) await page.screenshot({ path: testInfo.outputPath('menu-ar-375.png') });
    await menu.getByRole('button', { name: 'إغلاق القائمة' }).click();
    if (shotsWanted) {
      await page.screenshot({ path: testInfo.outputPath('home-ar-375-top.png') });
      await page.screenshot({ path: testInfo.outputPath('home-ar-375.png'), fullPage: true });
    }
  });
});
