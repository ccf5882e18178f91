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

const webOverHttp = {
  regex: 'apps/server|@revisely/server',
  message: 'The web app talks to the server over HTTP only.',
};

/** Outside adapters/nlp/, the NLP engine is reached through its front door (nlp/index.ts) only. */
const nlpFrontDoor = {
  regex: '(^|/)nlp/(?!index\\.js$)',
  message: 'Import the NLP engine through adapters/nlp/index.js, not its internals.',
};

/**
 * A feature may use core code and its own files, never another feature's internals: features
 * talk through interfaces wired in app.ts (server) or through shared components and lib (web).
 */
const featureBoundaries = (root, { web = false } = {}) =>
  featuresOf(root).flatMap((feature) => {
    const files = [`${root}/${feature}/**/*.{ts,tsx}`];
    const patterns = [
      // Web features have api/, components/ and pages/ inside, so `../api/x` stays within.
      ...(web
        ? [webOverHttp]
        : [
            {
              regex: `^\\.\\./(?!\\.\\./)(?!${feature}/)[^/]+/`,
              message: `Features must not import another feature's internals (${feature}).`,
            },
          ]),
      {
        regex: `(^|/)features/(?!${feature}/)`,
        message: `Features must not import another feature's internals (${feature}).`,
      },
    ];
    const rule = (extra) => ({
      'no-restricted-imports': ['error', { patterns: [...patterns, ...(web ? [] : [nlpFrontDoor]), ...extra] }],
    });
    if (!web) return [{ files, rules: rule([]) }];
    return [
      { files, rules: rule([]) },
      {
        // The app layer imports pages; a screen takes only `paths` from it, so the two never loop.
        // Tests may render inside the app's SessionProvider.
        files,
        ignores: ['**/*.test.{ts,tsx}'],
        rules: rule([
          {
            regex: '^(@/|(\\.\\./)+)app/(?!paths$)',
            message: 'Features may import only app/paths from the app layer.',
          },
        ]),
      },
    ];
  });

/** Web shared code (components/, lib/, api/) sits under every feature, so it imports no feature and no app/. */
const webSharedCode = {
  files: ['apps/web/src/{components,lib,api}/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          webOverHttp,
          { regex: '^@/(features|app)(/|$)', message: 'Shared web code must not import a feature or the app layer.' },
          {
            regex: '^(\\.\\./)+(features|app)(/|$)',
            message: 'Shared web code must not import a feature or the app layer.',
          },
        ],
      },
    ],
  },
};

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
    // Unit tests of the pure helpers (cloze, maths) import vitest; the contracts themselves may not.
    ignores: ['packages/contracts/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod(/.*)?$|\\./|\\.\\./)', message: 'contracts may import only zod.' }] },
      ],
    },
  },
  {
    // The scheduler runs in the server and the browser alike (ADR 0023): ts-fsrs and nothing else.
    files: ['packages/scheduler/src/**/*.ts'],
    ignores: ['packages/scheduler/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!ts-fsrs$|\\./|\\.\\./)', message: 'the scheduler may import only ts-fsrs.' }] },
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
      'no-restricted-imports': ['error', { patterns: [webOverHttp] }],
    },
  },
  webSharedCode,
  {
    files: ['apps/server/**/*.ts', 'bench/**/*.ts'],
    ignores: ['apps/server/src/adapters/nlp/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [nlpFrontDoor] }] },
  },
  ...featureBoundaries('apps/server/src/features'),
  ...featureBoundaries('apps/web/src/features', { web: true }),
  {
    // What a write makes stale is decided in one place (lib/on-write.ts), not hand-listed per feature.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/on-write.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(invalidateQueries|removeQueries)$/]',
          message: 'Call a function of lib/on-write.ts after a write; it owns every invalidation.',
        },
      ],
    },
  },
  prettier,
);
