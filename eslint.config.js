// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresOf = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

/**
 * A feature may use core code and its own files, never another feature's internals: features
 * talk through interfaces wired in app.ts (server) or through shared components and lib (web).
 */
const featureBoundaries = (root, { nested = false } = {}) =>
  featuresOf(root).map((feature) => ({
    files: [`${root}/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // Web features have api/, components/ and pages/ inside, so `../api/x` stays within.
            ...(nested
              ? []
              : [
                  {
                    regex: `^\\.\\./(?!\\.\\./)(?!${feature}/)[^/]+/`,
                    message: `Features must not import another feature's internals (${feature}).`,
                  },
                ]),
            {
              // The session context is the app-wide "who is signed in"; every screen may read it.
              regex: `(^|/)features/(?!${feature}/|auth/session/)`,
              message: `Features must not import another feature's internals (${feature}).`,
            },
          ],
        },
      ],
    },
  }));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/.scratch/**',
      'e2e/artifacts/**',
      'test-results/**',
      'playwright-report/**',
      '**/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // Migrations are typed with Kysely<any> on purpose: they must not depend on today's schema.
    files: ['apps/server/src/db/migrations/**', 'apps/server/src/db/migrate.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod(/.*)?$|\\./|\\.\\./)', message: 'contracts may import only zod.' }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: 'apps/server|@revisely/server', message: 'The web app talks to the server over HTTP only.' },
          ],
        },
      ],
    },
  },
  ...featureBoundaries('apps/server/src/features'),
  ...featureBoundaries('apps/web/src/features', { nested: true }),
  prettier,
);
