import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'data', 'coverage', 'web/public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // react-router has no pure annotations: whatever any chunk imports from it lands in the first
      // load (its one module lives in the entry). Its Link and NavLink carry framework-mode
      // prefetching (+6.9 kB minified): the app's own components/Link.tsx does the same job.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink', 'Form', 'useFetcher', 'useSubmit', 'ScrollRestoration'],
              message: "Use '@/components/Link' (react-router's own ones grow the first load: see docs/ARCHITECTURE.md).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.{ts,mjs}', 'cli/**/*.ts', 'scripts/**/*.mjs', 'bench/**/*.{ts,mjs}', 'e2e/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
);
