import { test as base } from '@playwright/test';

/**
 * The suite's `test`: every page of a test's browser context starts with the splash already
 * seen this session (shell/README.md, "Splash"), so tests meet the store itself. The splash has
 * its own tests in shell.spec.ts.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.addInitScript(() => window.sessionStorage.setItem('manzil:splash-seen', '1'));
    await use(context);
  },
});

export { expect } from '@playwright/test';
