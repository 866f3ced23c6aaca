// The singletons every Manzil app shares (ARCHITECTURE "Composition rules"): one copy of each
// at run time, each with an explicit requiredVersion. A remote built against an incompatible
// major fails loudly (strictVersion) and its region falls back; it never brings a second React.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// @manzil/shared's version changes with its contract (0.x: a minor bump for every contract
// change), so a remote built against another contract is refused and its region falls back.
const SHARED_VERSION = JSON.parse(readFileSync(new URL('../shared/package.json', import.meta.url), 'utf8')).version;

/** Major ranges the whole store is built against. Keep in step with each app's package.json. */
export const SHARED_RANGES = {
  react: '^19.0.0',
  'react-dom': '^19.0.0',
  jotai: '^2.9.0',
  'react-intl': '^7.0.0',
  'react-hook-form': '^7.0.0',
  '@manzil/shared': `^${SHARED_VERSION}`,
  // The form set (react-hook-form + the zod resolver), @manzil/shared's subpath entry: one copy
  // too, loaded with the first form rather than with every page. Same version rule.
  '@manzil/shared/form': `^${SHARED_VERSION}`,
  // React Router, trimmed: the entry re-exports only the ~20 names the apps use, so the
  // one copy holds those and not the whole of react-router (≈ 62 KiB gzip shared whole). It
  // stands in for 'react-router', which is not shared: no app imports 'react-router'
  // itself (eslint.config.mjs), so every app's router code is this one singleton — one router,
  // one context. Same version rule as the form entry (a new name is a minor bump).
  '@manzil/shared/router': `^${SHARED_VERSION}`,
  // TanStack Query, trimmed the same way: the entry re-exports the names the apps use
  // (QueryClient, its provider, useQuery, useMutation…), so the one copy leaves out hydration,
  // the infinite and parallel observers and the suspense hooks (13.2 → ≈ 10 KiB gzip). It stands
  // in for '@tanstack/react-query', which no app imports itself (eslint.config.mjs).
  '@manzil/shared/query': `^${SHARED_VERSION}`,
  // The admin and the vendor areas' API calls: entries of their own, so that a shopper's first
  // visit does not carry them; one copy each, loaded with the partner remote's pages that call them.
  '@manzil/shared/admin': `^${SHARED_VERSION}`,
  '@manzil/shared/vendor': `^${SHARED_VERSION}`,
};

// rxjs is not shared on its own: only @manzil/shared imports it, and @manzil/shared is
// one shared copy, so its bus and stores carry the few operators they use (tree-shaken) instead
// of the whole library (17 KiB gzip) in every first visit. An app that imports rxjs itself gets
// its own tree-shaken copy; Observables of both interoperate.

/**
 * Shared packages that only code loaded on demand imports (the forms: a dialog's, a page's, the
 * footer's newsletter once the person comes to it): no first visit loads them, so the static
 * server does not preload them (first-load-hints.mjs) and the bundle budget does not count them.
 * e2e/tests/first-load.spec.ts checks that a first visit to /home requests none of their files.
 */
export const ON_DEMAND_SHARED = ['react-hook-form', '@manzil/shared/form', '@manzil/shared/admin', '@manzil/shared/vendor'];

/** Packages whose subpaths are shared too ('react-dom/client' must not bring a second React DOM). */
const WITH_SUBPATHS = ['react', 'react-dom'];

/**
 * jotai's subpaths that are shared: those that hold its state — the store and its
 * internals, the Provider's context — so that every app reads one default store. Its utilities
 * (`jotai/utils`, `jotai/vanilla/utils`, `jotai/react/utils`: ≈ 3.7 KiB gzip) are not shared: a
 * shared module is kept whole, and the only import of them, @manzil/shared's
 * `atomWithObservable`, travels tree-shaken inside that one shared copy (as rxjs does). An app
 * that imports them itself gets its own tree-shaken copy on top of the one shared store; their
 * `RESET` symbol would then be that app's own.
 */
const JOTAI_SUBPATHS = ['jotai/vanilla', 'jotai/vanilla/internals', 'jotai/react'];

/**
 * The `shared` option of ModuleFederationPlugin for an app in `appDir`.
 *
 * With `fromShell` (production remotes), the singletons the shell's frame itself uses
 * are `import: false`: the remote consumes the shell's copy and bundles none of its own. The
 * shell loads first and provides them on every page, so a remote's own copy could never be
 * chosen; it only cost the remote's entry a provider and a fallback per package (with chunk
 * names and hashes). A shell that failed to provide one would make the remote's module fail
 * loudly (RUNTIME-012) and its region fall back. The packages only code loaded on demand imports
 * (ON_DEMAND_SHARED) keep the remote's fallback, since the frame need not provide them.
 * Development builds keep every fallback: a remote's dev server runs it alone.
 * @param {string} appDir the app's folder (versions are read from what it resolves)
 * @param {{ fromShell?: boolean }} [options]
 */
export function sharedConfig(appDir, { fromShell = false } = {}) {
  const require = createRequire(join(appDir, 'package.json'));
  const shared = {};
  for (const [name, requiredVersion] of Object.entries(SHARED_RANGES)) {
    let version;
    try {
      // A subpath entry of our own package carries the package's version.
      version = name.startsWith('@manzil/shared/') ? SHARED_VERSION : require(`${name}/package.json`).version;
    } catch {
      version = undefined;
    }
    const entry = {
      singleton: true,
      strictVersion: true,
      requiredVersion,
      ...(version ? { version } : {}),
      ...(fromShell && !ON_DEMAND_SHARED.includes(name) ? { import: false } : {}),
    };
    shared[name] = entry;
    if (WITH_SUBPATHS.includes(name)) shared[`${name}/`] = { ...entry };
    if (name === 'jotai') for (const subpath of JOTAI_SUBPATHS) shared[subpath] = { ...entry };
  }
  return shared;
}
