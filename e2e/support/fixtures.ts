import { test as base, type Page } from '@playwright/test';

/**
 * Waits until the store on the page answers: the served document is hydrated (the shell marks
 * `#root[data-interactive]` once its frame is; docs/rendering.md §7) and so is the page's region,
 * which hydrates on its own as its remote's code arrives (after the first paint): every served
 * control is React's (a served element React has taken over carries its `__reactFiber$` key). A
 * click or key on a served button before that is not seen by the store. Pages without the
 * store's root (a remote's own page) do not wait.
 */
async function storeInteractive(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    if (!root) return true;
    if (!root.hasAttribute('data-interactive')) return false;
    return Array.from(root.querySelectorAll('button, input, select, textarea')).every((control) =>
      Object.keys(control).some((key) => key.startsWith('__reactFiber$')),
    );
  });
}

/** Makes `goto` and `reload` of a page wait for the store to answer, as a person would see it working. */
export function waitingForTheStore(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await storeInteractive(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await storeInteractive(page);
    return response;
  };
}

/**
 * The suite's `test`: every page of a test's browser context starts with the splash already
 * seen this session (shell/README.md, "Splash"), so tests meet the store itself, and its `goto`
 * and `reload` return once the served store is hydrated — in the contexts a test opens itself
 * with `browser.newContext()` too (a second shopper, a vendor). The splash has its own tests in
 * shell.spec.ts.
 */
export const test = base.extend<{ contextsWaitForTheStore: void }>({
  // Its pages wait for the store through contextsWaitForTheStore: Playwright makes this context
  // through `browser.newContext()` too.
  context: async ({ context }, use) => {
    await context.addInitScript(() => window.sessionStorage.setItem('manzil:splash-seen', '1'));
    await use(context);
  },
  contextsWaitForTheStore: [
    async ({ browser, javaScriptEnabled }, use) => {
      const newContext = browser.newContext.bind(browser);
      // Playwright makes the test's own context through it too, with the test's options as the
      // browser's defaults (javaScriptEnabled among them), not as arguments.
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if ((options?.javaScriptEnabled ?? javaScriptEnabled) !== false) context.on('page', waitingForTheStore);
        return context;
      };
      await use();
      browser.newContext = newContext;
    },
    { auto: true },
  ],
});
export { expect } from '@playwright/test';
