import { type ChildProcess, execFile } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';
import { PORTS, repoRoot } from '../support/env';
import { dist, serve, writeRemotes } from '../support/servers';
import { listProducts } from '../support/api';

/**
 * Starts building a changed catalog from a copy of its sources into mfe-catalog/.variant/dist, as
 * a team would publish a new version: 'On Sale Products' becomes 'On Sale Products — new season'.
 * Answers the build (webpack, production) and a promise of its end.
 */
function buildChangedCatalog(variant: string): { child: ChildProcess; done: Promise<void> } {
  const catalogDir = join(repoRoot, 'mfe-catalog');
  rmSync(variant, { recursive: true, force: true });
  cpSync(join(catalogDir, 'src'), join(variant, 'src'), { recursive: true });
  const messagesFile = join(variant, 'src', 'messages.ts');
  const messages = readFileSync(messagesFile, 'utf8');
  expect(messages).toContain("'On Sale Products'");
  writeFileSync(messagesFile, messages.replace("'On Sale Products'", "'On Sale Products — new season'"));
  let child!: ChildProcess;
  const done = new Promise<void>((resolve, reject) => {
    child = execFile(
      join(catalogDir, 'node_modules', '.bin', 'webpack'),
      ['--mode', 'production'],
      {
        cwd: catalogDir,
        env: { ...process.env, MANZIL_SRC_DIR: '.variant/src', MANZIL_OUT_DIR: '.variant/dist' },
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) =>
        error ? reject(new Error(`The changed catalog did not build: ${error.message}\n${stdout}${stderr}`)) : resolve(),
    );
  });
  // Seen by the test that awaits it; this only keeps an early failure from going unhandled.
  done.catch(() => undefined);
  return { child, done };
}

test.describe('run-time composition', () => {
  const variant = join(repoRoot, 'mfe-catalog', '.variant');
  // The changed catalog's production build starts with the file and runs while the first test
  // waits on its browser and servers; the test that needs it awaits it.
  let changedCatalog: ReturnType<typeof buildChangedCatalog> | null = null;
  test.beforeAll(() => {
    changedCatalog = buildChangedCatalog(variant);
  });
  test.afterAll(() => {
    if (changedCatalog?.child.exitCode === null) changedCatalog.child.kill();
    rmSync(variant, { recursive: true, force: true });
  });

  test('with the account remote down, the rest of the store works and /login offers Retry', async ({ page, request }) => {
    // A shell of its own whose manifest names an account server that is not running.
    const shellPort = PORTS.spare(0);
    const accountPort = PORTS.spare(3);
    const shell = `http://localhost:${shellPort}`;
    const remotes = writeRemotes('account-down', {
      catalog: PORTS.catalog,
      checkout: PORTS.checkout,
      account: accountPort,
      partner: PORTS.partner,
    });
    const stopShell = await serve(dist('shell'), shellPort, remotes);
    const errors: string[] = [];
    const reports: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('request', (r) => r.url().endsWith('/api/client-errors') && reports.push(r.postData() ?? ''));
    let stopAccount: (() => Promise<void>) | null = null;
    try {
      await page.goto(`${shell}/home`);
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

      const { items } = await listProducts(request, 'page=1&pageSize=12');
      const product = items.find((p) => p.stock > 5)!;
      await page.goto(`${shell}/product/${product._id}`);
      await page
        .getByRole('main')
        .getByRole('button', { name: /add to cart/i })
        .click();
      const cart = page.getByRole('banner').getByRole('button', { name: /^Cart(,|$)/ });
      await expect(cart.getByTestId('count-badge')).toHaveText('1');
      await cart.click();
      await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toBeVisible();
      await page.keyboard.press('Escape');

      await page.goto(`${shell}/login`);
      const region = page.getByRole('main').getByRole('alert');
      await expect(region).toContainText('could not be loaded');
      await expect(region.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'All Brands' })).toBeVisible();
      expect(errors.some((e) => e.includes('account'))).toBe(true);
      // Reported once, however many stages of the runtime saw the failure.
      await expect.poll(() => reports.length).toBeGreaterThan(0);
      await page.waitForTimeout(500);
      expect(reports).toHaveLength(1);

      // Once the account server is back, Retry really retries and the page appears.
      stopAccount = await serve(dist('mfe-account'), accountPort);
      await region.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('main').getByRole('button', { name: /^(login|sign in)$/i })).toBeVisible();
    } finally {
      await stopShell();
      if (stopAccount) await stopAccount();
    }
  });

  test('a changed catalog published at a new URL shows after a reload, the shell untouched', async ({ page }) => {
    test.setTimeout(180_000);
    // Started by the beforeAll above, beside the previous test.
    await (changedCatalog ?? buildChangedCatalog(variant)).done;

    const remotesFile = writeRemotes('new-catalog', {
      catalog: PORTS.catalog,
      checkout: PORTS.checkout,
      account: PORTS.account,
      partner: PORTS.partner,
    });
    const shellPort = PORTS.spare(5);
    const variantPort = PORTS.spare(6);
    const stopShell = await serve(dist('shell'), shellPort, remotesFile);
    const stopVariant = await serve(join(variant, 'dist'), variantPort);
    // The served document, as a crawler reads it (no script): the document server renders the
    // region with the container the manifest names now.
    const served = async () => (await page.request.get(`http://localhost:${shellPort}/products/onsale`)).text();
    try {
      await page.goto(`http://localhost:${shellPort}/products/onsale`);
      await expect(page.getByRole('heading', { name: 'On Sale Products', exact: true })).toBeVisible();
      expect(await served()).toMatch(/<h1[^>]*>On Sale Products<\/h1>/);

      writeRemotes('new-catalog', { catalog: variantPort, checkout: PORTS.checkout, account: PORTS.account, partner: PORTS.partner });
      // The new container loads on the first request after the change (the document goes without
      // the region while it loads past its budget), and is kept for the next.
      await expect
        .poll(served, { message: 'the documents render the new catalog, the shell neither rebuilt nor restarted', timeout: 20_000 })
        .toContain('On Sale Products — new season');
      expect(await served()).toMatch(/<div id="root" data-region="server">/);
      // The browser hydrates the new version's markup with the new version's code: no mismatch.
      const errors: string[] = [];
      page.on('console', (message) => /hydrat|did not match|recoverable/i.test(message.text()) && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      await page.reload();
      await expect(page.getByRole('heading', { name: 'On Sale Products — new season' })).toBeVisible();
      await page.waitForLoadState('load');
      expect(errors).toEqual([]);
    } finally {
      await stopShell();
      await stopVariant();
    }
  });
});

test.describe('one cache for the whole page', () => {
  test('/home asks for the categories at most once: the header, the footer and the home page share the answer', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/categories/categories') calls.push(request.url());
    });
    await page.goto('/home');
    // Every region that shows categories has them: the header's bar, the home page's grid, the footer.
    await expect(page.getByRole('navigation', { name: 'Categories' }).getByRole('link').nth(1)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Shop by category' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // At most once: none when the document already holds the answer (its dehydrated query cache).
    expect(calls.length).toBeLessThanOrEqual(1);
  });
});
