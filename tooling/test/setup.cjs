require('@testing-library/jest-dom');
// waitFor and findBy* wait up to 10 s, not 1 s: a test that waits for a lazily loaded part (the
// newsletter form, a page chunk) compiles that module on first import, which takes more than a
// second when npm test runs jest beside the API tests on two cores. They end as soon as the
// expectation holds, so a passing test is no slower.
require('@testing-library/dom').configure({ asyncUtilTimeout: 10_000 });
// jsdom lacks the encoders that React Router 7 needs at import time.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof global.TextEncoder === 'undefined') Object.assign(global, { TextEncoder, TextDecoder });
// jsdom lacks these browser APIs that Radix and our layout code use.
if (typeof window !== 'undefined') {
  window.scrollTo = window.scrollTo || (() => {});
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent() {
        return false;
      },
    });
  }
  global.ResizeObserver =
    global.ResizeObserver ||
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
}
// The page's one TanStack Query cache (@manzil/shared's queryClient, kept on globalThis) starts
// every test empty, so no answer leaks from one test into the next.
afterEach(() => {
  globalThis[Symbol.for('manzil.queryClient')]?.clear();
});
/**
 * The folder of @manzil/shared as the package under test resolves it (its own, in shared/), or null.
 * The package is the one holding the test file, not the working folder: `npm test` runs every
 * package's tests in one jest run from the repository's root.
 */
function sharedDir() {
  const fs = require('node:fs');
  const path = require('node:path');
  let pkg = path.dirname(expect.getState().testPath);
  while (!fs.existsSync(path.join(pkg, 'package.json'))) pkg = path.dirname(pkg);
  const own = JSON.parse(fs.readFileSync(path.join(pkg, 'package.json'), 'utf8')).name === '@manzil/shared';
  const dir = own ? pkg : path.join(pkg, 'node_modules/@manzil/shared');
  return fs.existsSync(dir) ? fs.realpathSync(dir) : null;
}
// TanStack Query tells components about a settled query on a zero-delay timer in the browser;
// in tests it tells them in a microtask, so an awaited act() sees the answer as a person would.
// The apps import it through @manzil/shared/query, so it is @manzil/shared's copy.
try {
  const { notifyManager } = require(require('node:path').join(sharedDir(), 'node_modules/@tanstack/react-query'));
  notifyManager.setScheduler(queueMicrotask);
} catch {
  // A package without TanStack Query (the API) has nothing to set.
}
// @manzil/shared loads the Radix half of its dialogs when one first opens; tests open
// dialogs and expect them at once, so it is loaded before each file. The loading state has its
// own test (shared/src/ui/lazy-dialogs.test.tsx). Files in node's environment render nothing.
beforeAll(async () => {
  if (typeof document === 'undefined') return;
  const dir = sharedDir();
  if (!dir) return;
  await require(require('node:path').join(dir, 'src/ui/lazy-dialogs.tsx')).preloadDialogs();
});
