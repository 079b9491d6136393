// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'web/src/routeTree.gen.ts',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      // Files that break the rules on purpose, linted only by eslint/sealed-packages.test.ts.
      'eslint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['warn', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Sealed packages (decision 0037): code in one workspace package reaches another only by the
    // package's name and an entry its package.json exports, never by a relative path into its
    // folders. The resolver reads our `.js` specifiers as the `.ts` files they name, as tsc does.
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] },
        }),
      ],
    },
    rules: { 'import-x/no-relative-packages': 'error' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // The browser speaks HTTP to the BFF; service messages (RPC, events) are not its business.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@arrendo/contracts',
              message: "Import the HTTP API from '@arrendo/contracts/web'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['infra/**', 'loadtest/**', '**/scripts/**', '**/seed/**'],
    rules: { 'no-console': 'off' },
  },
);
