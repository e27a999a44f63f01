import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The client's features: each imports `components/` and `lib/`, never another feature. */
const FEATURES = readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

/**
 * Layers (docs/architecture.md): shared ← engine ← server, and shared ← client; the server
 * reaches the engine only through its public index; in the client, components are generic and
 * features stand alone.
 */
const zones = [
  { target: './src/shared', from: ['./src/engine', './src/server', './src/client'], message: 'shared imports only zod.' },
  { target: './src/engine', from: ['./src/server', './src/client'], message: 'The engine is pure: no server or client code.' },
  { target: './src/client', from: ['./src/server', './src/engine'], message: 'The client talks to the server over HTTP only.' },
  { target: './src/server', from: ['./src/client'], message: 'The server never imports client code.' },
  { target: './src/server', from: './src/engine', except: ['./index.ts'], message: 'The server reaches the engine only through src/engine/index.ts.' },
  { target: './src/client/components', from: './src/client/features', message: 'Components are generic: they never import a feature (move the piece into the feature, or into lib/).' },
  ...FEATURES.map((feature) => ({
    target: `./src/client/features/${feature}`,
    from: FEATURES.filter((other) => other !== feature).map((other) => `./src/client/features/${other}`),
    message: 'Features do not import each other: share through lib/ or components/.',
  })),
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { maxDepth: 8, ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // `import { type A }` still loads the module (verbatimModuleSyntax); it must be `import type`.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render user text as text; never inject HTML.' },
      ],
    },
    settings: { 'import-x/ignore': ['node_modules'], 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })] },
  },
  {
    // Product code never imports the evaluation; tests and their fixtures may read its vignettes.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.ts', 'src/**/test-fixtures.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...zones, { target: './src', from: './eval', message: 'Product code never imports the evaluation (eval/).' }] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/env.ts', 'src/**/*.test.ts', 'src/engine/cli.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through src/server/env.ts.' }],
    },
  },
  {
    // The engine loads on first use (src/server/ai/load-engine.ts), not with the server.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/ai/load-engine.ts', 'src/server/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/engine', '**/engine/**'],
              allowTypeImports: true,
              message: 'Import engine values through loadEngine() in src/server/ai/load-engine.ts; type imports are fine.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Playwright fixtures must destructure their first argument, even when it is empty.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['tests/**/*.ts', 'eval/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
