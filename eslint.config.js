// @ts-check
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const web = './apps/web/src';

/**
 * One-way imports (house style): lib and components/ui -> config -> features -> app.
 * Brands and countries are data: they see only the config schema and the contract; only app
 * composes them. The two apps never import each other.
 */
const boundaries = [
  {
    target: `${web}/lib`,
    from: [
      `${web}/components`,
      `${web}/config`,
      `${web}/features`,
      `${web}/app`,
      `${web}/brands`,
      `${web}/countries`,
    ],
  },
  {
    target: `${web}/components`,
    from: [`${web}/features`, `${web}/app`, `${web}/brands`, `${web}/countries`],
  },
  {
    target: `${web}/config`,
    from: [
      `${web}/features`,
      `${web}/app`,
      `${web}/brands`,
      `${web}/countries`,
      `${web}/components`,
    ],
  },
  { target: `${web}/features`, from: [`${web}/app`, `${web}/brands`, `${web}/countries`] },
  {
    target: `${web}/brands`,
    from: [`${web}/features`, `${web}/app`, `${web}/components`, `${web}/lib`, `${web}/countries`],
  },
  {
    target: `${web}/countries`,
    from: [`${web}/features`, `${web}/app`, `${web}/components`, `${web}/lib`, `${web}/brands`],
  },
  { target: './apps/web', from: './apps/sandbox-api' },
  { target: './apps/sandbox-api', from: './apps/web' },
  { target: './packages/contract', from: './apps' },
];

/** A feature sees another feature only through its index.ts. */
// A feature's public entries: index.ts, lazy.ts for what only lazily loaded chunks use, and
// lazy-<part>.ts for a part only some of them use (a barrel's every module can reach the chunks
// that import it: lazy.ts keeps them off the first page, lazy-<part>.ts off the other pages).
const featureInternals = {
  regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!(index|lazy|lazy-[a-z-]+)$)[^/]+$',
  message:
    'Import another feature through its index.ts (or lazy.ts, lazy-<part>.ts), not its internals.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.sandbox-data/**',
      '.stryker-tmp/**',
      'reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  importPlugin.flatConfigs.recommended,
  importPlugin.flatConfigs.typescript,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    settings: {
      // Never parse dependencies: TypeScript checks what they export.
      'import/ignore': ['node_modules'],
      'import/resolver': {
        typescript: {
          project: [
            'packages/contract/tsconfig.json',
            'apps/sandbox-api/tsconfig.json',
            'apps/web/tsconfig.app.json',
            'apps/web/tsconfig.node.json',
          ],
        },
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/named': 'off',
      'import/namespace': 'off',
      'import/default': 'off',
      'import/no-named-as-default': 'off',
      'import/no-restricted-paths': ['error', { zones: boundaries }],
      'import/no-named-as-default-member': 'off',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: {
      ...jsxA11y.flatConfigs.recommended.languageOptions,
      globals: { ...globals.browser },
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [featureInternals] }] },
  },
  {
    // The flow engine is plain TypeScript: it decides, features/navigation applies (house style).
    files: ['apps/web/src/features/flow/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            featureInternals,
            {
              regex: '^(react|react-dom|react-redux|wouter)(/|$)',
              message:
                'The flow engine decides without React: apply its moves in features/navigation.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/storage.ts', '**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Use lib/storage.ts: it owns browser storage.' },
        { name: 'sessionStorage', message: 'Use lib/storage.ts: it owns browser storage.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'localStorage', message: 'Use lib/storage.ts.' },
        { object: 'window', property: 'sessionStorage', message: 'Use lib/storage.ts.' },
      ],
    },
  },
  {
    // A test left out says why in its title (issue 35): CI stays honest about what it ran.
    files: ['**/*.test.{ts,tsx}', '**/e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.object.name=/^(test|it|describe)$/][callee.property.name=/^(skip|fixme|todo)$/]:not([arguments.0.value=/skipped because/i]):not([arguments.1.value=/skipped because/i])',
          message: "A skipped test says why in its title: '… (skipped because …)'.",
        },
      ],
    },
  },
  {
    files: [
      'scripts/**',
      'apps/*/scripts/**',
      'packages/*/scripts/**',
      'apps/*/server/main.ts',
      'apps/sandbox-api/src/main.ts',
      'apps/web/src/lib/logger.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
