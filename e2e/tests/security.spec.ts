import { createHash } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { PORTS } from '../support/env';

// The static servers' security headers (tooling/security-headers.mjs) and
// security.txt, and the store working under its Content-Security-Policy in a real browser.

test.describe('security headers of the static servers', () => {
  test('the shell sends a CSP of exactly the store’s origins, frame-ancestors none and a strict referrer policy', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    const csp = headers['content-security-policy'];
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    const scripts = csp.split('; ').find((d) => d.startsWith('script-src '))!;
    const remotes = [PORTS.catalog, PORTS.checkout, PORTS.account, PORTS.partner].map((port) => `http://localhost:${port}`);
    // Inline scripts only by hash: the document's one (it starts the others after the first paint).
    const inline = [...(await response.text()).matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(inline[0]).digest('base64')}'`;
    expect(scripts.split(' ').slice(1).sort()).toEqual(["'self'", ...remotes, hash].sort());
    expect(scripts).not.toContain('unsafe');
    expect(csp.split('; ').find((d) => d.startsWith('connect-src '))).toContain(`http://localhost:${PORTS.api}`);
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security'], 'no HSTS over plain HTTP').toBeUndefined();
    // A client cannot claim HTTPS itself: only a proxy named in TRUST_PROXY can.
    const claimed = await request.get('/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers()['strict-transport-security']).toBeUndefined();
    // A remote's page has the same policy; its files (scripts, data) carry nosniff and no page
    // policy, which does nothing on them.
    const remotePage = await request.get(`http://localhost:${PORTS.catalog}/`);
    expect(remotePage.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    for (const file of ['/mf-manifest.json', '/remoteEntry.js']) {
      const remote = await request.get(`http://localhost:${PORTS.catalog}${file}`);
      expect(remote.status(), file).toBe(200);
      expect(remote.headers()['x-content-type-options'], file).toBe('nosniff');
      expect(remote.headers()['content-security-policy'], file).toBeUndefined();
    }
    const script = await request.get('/main.js');
    expect(script.headers()['x-content-type-options']).toBe('nosniff');
    expect(script.headers()['content-security-policy']).toBeUndefined();
    expect(script.headers()['x-frame-options']).toBeUndefined();
  });

  test('the shell and the API publish /.well-known/security.txt', async ({ request }) => {
    for (const url of ['/.well-known/security.txt', `http://localhost:${PORTS.api}/.well-known/security.txt`]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(await response.text()).toMatch(/^Contact: mailto:security@manzil\.eg$/m);
    }
  });

  test('the store loads and works with no CSP violation', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await page.goto('/');
    const product = page.locator('a[href^="/product/"]').first();
    await expect(product).toBeVisible();
    await expect(page.locator('img[src*="/media/"], img[src*="products/"]').first()).toBeVisible();
    await product.click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/mycart');
    await page.goto('/partners');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
