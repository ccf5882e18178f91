import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const contracts = path.resolve(import.meta.dirname, 'packages/contracts/src/index.ts');
const scheduler = path.resolve(import.meta.dirname, 'packages/scheduler/src/index.ts');
const alias = { '@revisely/contracts': contracts, '@revisely/scheduler': scheduler };

// Server tests come in three kinds, told apart by name:
// - `*.db.test.ts` touch the database, so they run twice: on SQLite and on a real PostgreSQL;
// - `*.pg.test.ts` test PostgreSQL-only parts (pg-boss), so they run in the PostgreSQL pass alone;
// - every other `*.test.ts` (NLP, OCR, pure rules) runs once.
const serverTest = {
  root: 'apps/server',
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks',
} as const;
const allServerTests = ['src/**/*.test.ts', 'test/**/*.test.ts'];
const dbTests = ['src/**/*.db.test.ts', 'test/**/*.db.test.ts'];
const pgTests = ['src/**/*.pg.test.ts', 'test/**/*.pg.test.ts'];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores, which on our 2-core machines is a single
    // worker and leaves a core idle: every test file is independent (its own app, temporary
    // directory and database), so run as many files at once as there are cores.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: { name: 'scheduler', root: 'packages/scheduler', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: { ...serverTest, name: 'server', include: allServerTests, exclude: [...dbTests, ...pgTests] },
      },
      {
        resolve: { alias },
        test: { ...serverTest, name: 'server-sqlite', include: dbTests },
      },
      {
        resolve: { alias },
        test: {
          ...serverTest,
          name: 'server-postgres',
          include: [...dbTests, ...pgTests],
          // test/test-app.ts reads this to create each test's database on the server that
          // global-setup-postgres.ts starts.
          env: { TEST_DATABASE: 'postgres' },
          globalSetup: ['test/global-setup-postgres.ts'],
        },
      },
      'apps/web/vitest.config.{ts,mts}',
    ],
  },
});
