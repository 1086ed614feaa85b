import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// react-router has no pure annotations: whatever any chunk imports from it lands in the first
// load (its one module lives in the entry). Its Link and NavLink carry framework-mode
// prefetching (+6.9 kB minified): the app's own components/Link.tsx does the same job.
const restrictedImportPaths = [
  {
    name: 'react-router',
    importNames: ['Link', 'NavLink', 'Form', 'useFetcher', 'useSubmit', 'ScrollRestoration'],
    message: "Use '@/components/Link' (react-router's own ones grow the first load: see docs/ARCHITECTURE.md).",
  },
];

// The layers of web/src, highest first: a folder imports only from the ones after it
// (docs/ARCHITECTURE.md, "Layers"). Tests may reach up: they check a module against real callers.
const layers = ['app', 'pages', 'tools', 'engines', 'components', 'services', 'lib', 'operations'];

/** Forbids a layer's static and dynamic imports of the layers above it, by alias or relative path. */
function importDirection(layer) {
  const above = layers.slice(0, layers.indexOf(layer));
  const names = above.join('|');
  const message = `web/src/${layer} sits below ${above.join(', ')}: move what it needs down, or the importer up (docs/ARCHITECTURE.md, "Layers").`;
  const upward = [`^@/(${names})(/|$)`, `^(\\.\\./)+(${names})(/|$)`];
  return {
    files: [`web/src/${layer}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: restrictedImportPaths, patterns: upward.map((regex) => ({ regex, message })) }],
      'no-restricted-syntax': [
        'error',
        ...upward.map((regex) => ({ selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`, message })),
      ],
    },
  };
}

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
      'no-restricted-imports': ['error', { paths: restrictedImportPaths }],
    },
  },
  ...layers.slice(1).map(importDirection),
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
