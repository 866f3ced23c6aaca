// Lint rules that keep the architecture honest (STYLE.md): no remote imports another remote,
// no raw fetch or ky outside the one API client, imports one way only (shared → features →
// app), no import cycles, promises never left floating, type-only imports marked, hooks used
// correctly, accessible JSX. Formatting is Prettier's (`npm run format`), not lint's.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { existsSync, readdirSync } from 'node:fs';
import globals from 'globals';

const REMOTES = ['mfe-catalog', 'mfe-checkout', 'mfe-account', 'mfe-partner'];
const APPS = ['shell', ...REMOTES];
/** The feature folders of an app (`src/features/*`). */
const featuresOf = (app) =>
  existsSync(`${app}/src/features`)
    ? readdirSync(`${app}/src/features`, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
const FRONT_END = ['shared/src/**/*.{ts,tsx}', ...APPS.map((a) => `${a}/src/**/*.{ts,tsx}`)];
// Code checked with type information: every package's sources and the API's tests.
const TYPED = [...FRONT_END, 'api/src/**/*.ts', 'api/test/**/*.ts'];

/** ky is the API client's business alone (shared/src/api/client.ts). */
const NO_KY = { name: 'ky', message: 'Call the API through @manzil/shared (its one ky client in shared/src/api/client.ts).' };
/**
 * React Router comes from @manzil/shared/router alone: that entry is the one shared
 * copy, trimmed to the names the apps use. An import of 'react-router' itself would bundle a
 * second, whole router into the app, with its own context that the shell's router never fills.
 */
const NO_REACT_ROUTER = {
  group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
  message: 'Import React Router from @manzil/shared/router (the one shared router; add a name there if you need one).',
};

/**
 * TanStack Query comes from @manzil/shared/query alone, for the same reason: that entry is
 * the one shared copy, trimmed; '@tanstack/react-query' itself would bundle a second QueryClient
 * context that the shell's provider never fills.
 */
const NO_TANSTACK_QUERY = {
  group: ['@tanstack/react-query', '@tanstack/react-query/*', '@tanstack/query-core', '@tanstack/query-core/*'],
  message: 'Import TanStack Query from @manzil/shared/query (the one shared copy; add a name there if you need one).',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.variant/**',
      '**/.run/**',
      '.data/**',
      '.bench/**',
      'api/migrations/**',
      'shared/.api-report-tmp/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  // Type-aware rules: a promise is awaited, returned, or explicitly `void`ed.
  {
    files: TYPED,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        // node:test's describe/it return promises the runner itself awaits.
        {
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['describe', 'it', 'test', 'before', 'after', 'beforeEach', 'afterEach'] },
          ],
        },
      ],
    },
  },
  // No import cycles anywhere in the packages' sources.
  {
    files: [...FRONT_END, 'api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ alwaysTryTypes: true, project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Imports run one way inside each app (bulletproof-react): shared code (lib/, components/)
  // never imports a feature, and a feature never imports the app layer (exposed/, routes, bootstrap).
  ...APPS.map((app) => ({
    files: [`${app}/src/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}', `${app}/src/test-utils.tsx`, `${app}/src/test/**`],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: [`./${app}/src/lib`, `./${app}/src/components`],
              from: `./${app}/src/features`,
              message: 'Shared code of the app does not depend on a feature.',
            },
            {
              target: `./${app}/src/features`,
              from: [`./${app}/src/exposed`, `./${app}/src/routes.tsx`, `./${app}/src/bootstrap.tsx`, `./${app}/src/app`],
              message: 'Features do not import the app layer (exposed modules, routes, bootstrap).',
            },
            // Feature folders import each other only through their public file (index.ts), as
            // bulletproof-react's zones do: what a feature keeps inside stays free to change.
            ...featuresOf(app).flatMap((feature) =>
              featuresOf(app)
                .filter((other) => other !== feature)
                .map((other) => ({
                  target: `./${app}/src/features/${feature}`,
                  from: `./${app}/src/features/${other}`,
                  except: ['./index.ts'],
                  message: `Import the ${other} feature through its public file, features/${other}/index.ts.`,
                })),
            ),
            {
              target: `./${app}/src`,
              from: './shared/src/router/testing.ts',
              message: 'The test routers are for tests: in a page they would bundle a second React Router (use @manzil/shared/router).',
            },
          ],
        },
      ],
    },
  })),
  // Live API code never imports the demo data: src/seed/ imports the rest, not the other way
  // round. The process entry alone passes the first-start demo seed to buildApp.
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/seed/**', 'api/src/server.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './api/src',
              from: './api/src/seed',
              message: 'Live code does not depend on the demo seed (vocabulary live answers need lives in src/i18n/ or the contract).',
            },
          ],
        },
      ],
    },
  },
  // No focused or skipped tests (jest, node:test, Playwright): a `.only` or `.skip` left in a
  // commit silently runs fewer tests.
  {
    files: ['**/*.test.{ts,tsx,mjs}', 'e2e/**/*.ts', 'api/test/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[property.name=/^(only|skip)$/][object.name=/^(it|test|describe|suite)$/]',
          message: 'No focused or skipped tests: remove .only/.skip.',
        },
        {
          selector: "MemberExpression[property.name=/^(only|skip)$/][object.property.name='describe']",
          message: 'No focused or skipped tests: remove .only/.skip.',
        },
        {
          selector: 'CallExpression[callee.name=/^(fit|fdescribe|xit|xdescribe|xtest)$/]',
          message: 'No focused or skipped tests: use it/describe/test.',
        },
      ],
    },
  },
  // React code only: Playwright fixtures also call a function named `use`.
  {
    files: FRONT_END,
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Accessible JSX (labels, roles, keyboard access, alt text).
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.tsx'],
    rules: {
      // Radix radio items are buttons with role="radio": a label around one labels it.
      'jsx-a11y/label-has-associated-control': ['error', { controlComponents: ['RadioGroup.Item'], depth: 3 }],
    },
  },
  // The splash is a modal dialog: a click anywhere skips it, and it keeps focus inside itself.
  { files: ['shell/src/splash/splash.tsx'], rules: { 'jsx-a11y/no-noninteractive-element-interactions': 'off' } },
  // API tests read JSON bodies of many shapes.
  {
    files: ['api/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Front-end code calls the API only through @manzil/shared's client. The shell's entry and its
  // server render fetch federation manifests (remotes.json, a remote's mf-manifest.json), not the API.
  {
    files: ['shell/src/**/*.{ts,tsx}', ...REMOTES.map((r) => `${r}/src/**/*.{ts,tsx}`)],
    ignores: ['shell/src/index.ts', 'shell/src/server/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the API through @manzil/shared (one ky client).' }],
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/api/client.ts', 'shared/src/router/**', 'shared/src/query/tanstack.ts', 'shared/src/server/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [NO_KY], patterns: [NO_REACT_ROUTER, NO_TANSTACK_QUERY] }] },
  },
  {
    files: ['shared/src/api/client.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_REACT_ROUTER, NO_TANSTACK_QUERY] }] },
  },
  // The server entry re-exports the router for one URL and TanStack's dehydrate (Node builds only).
  { files: ['shared/src/server/**'], rules: { 'no-restricted-imports': ['error', { paths: [NO_KY] }] } },
  { files: ['shared/src/router/**'], rules: { 'no-restricted-imports': ['error', { paths: [NO_KY], patterns: [NO_TANSTACK_QUERY] }] } },
  {
    files: ['shared/src/query/tanstack.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [NO_KY], patterns: [NO_REACT_ROUTER] }] },
  },
  // No remote imports another remote, nor the shell; they talk through @manzil/shared alone.
  ...REMOTES.map((remote) => ({
    files: [`${remote}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [NO_KY],
          patterns: [
            ...REMOTES.filter((r) => r !== remote).map((r) => ({
              group: [r, `${r}/*`, `**/${r}/**`],
              message: 'Remotes talk through @manzil/shared only.',
            })),
            { group: ['shell', 'shell/*', '**/shell/**'], message: 'Remotes never import the shell.' },
            NO_REACT_ROUTER,
            NO_TANSTACK_QUERY,
          ],
        },
      ],
    },
  })),
);
