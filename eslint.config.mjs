// Lint rules that keep the architecture honest (STYLE.md): no remote imports another remote,
// no raw fetch outside the one API client, hooks used correctly.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const REMOTES = ['mfe-catalog', 'mfe-checkout', 'mfe-account', 'mfe-partner'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.variant/**', '**/.run/**', '.data/**', '.bench/**', 'api/migrations/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // React code only: Playwright fixtures also call a function named `use`.
  {
    files: ['shared/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
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
  // Front-end code calls the API only through @manzil/shared's client.
  {
    files: ['shell/src/**/*.{ts,tsx}', ...REMOTES.map((r) => `${r}/src/**/*.{ts,tsx}`)],
    ignores: ['shell/src/index.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the API through @manzil/shared (one ky client).' }],
    },
  },
  // No remote imports another remote, nor the shell; they talk through @manzil/shared alone.
  ...REMOTES.map((remote) => ({
    files: [`${remote}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...REMOTES.filter((r) => r !== remote).map((r) => ({ group: [r, `${r}/*`, `**/${r}/**`], message: 'Remotes talk through @manzil/shared only.' })),
            { group: ['shell', 'shell/*', '**/shell/**'], message: 'Remotes never import the shell.' },
          ],
        },
      ],
    },
  })),
);
