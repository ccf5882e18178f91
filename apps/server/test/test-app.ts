import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { pino } from 'pino';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../src/app.js';
import { createAdapters, type Adapters } from '../src/adapters/create-adapters.js';
import { loadConfig, type AppConfig } from '../src/config/config.js';
import { fixedClock } from '../src/core/clock.js';
import { createDb, type Db } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { fakeHostResolver } from './fake-host-resolver.js';
import { MemoryMailer } from './memory-mailer.js';

export const usingPostgres = () => process.env.TEST_DATABASE === 'postgres';

/**
 * A fresh, migrated database: a new SQLite file, or a new database on the test PostgreSQL server,
 * copied from the one test/global-setup-postgres.ts migrated (migrateToLatest then finds nothing
 * to do).
 */
export async function createTestDatabase(dataDir: string): Promise<{ url?: string; drop(): Promise<void> }> {
  if (!usingPostgres()) return { drop: async () => {} };
  const adminUrl = inject('postgresAdminUrl');
  const name = `t_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  await admin.end();
  void dataDir;
  return {
    url: adminUrl.replace(/\/postgres$/, `/${name}`),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  mailer: MemoryMailer;
  /** The app's job queue: `await t.jobs.idle()` waits for queued mail to be sent. */
  jobs: Adapters['jobs'];
  clock: ReturnType<typeof fixedClock>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  adapters?: Partial<Adapters>;
  startAt?: number;
  /**
   * Another app server on the same database (and clock), as behind a load balancer. Closing this
   * one leaves the database to its owner.
   */
  shareDatabaseWith?: TestContext;
  /** Told of every route the app registers. */
  onRoute?: AppDeps['onRoute'];
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const shared = options.shareDatabaseWith;
  const dataDir = shared ? shared.config.dataDir : mkdtempSync(path.join(os.tmpdir(), 'revisely-test-'));
  const database = shared
    ? {
        url: shared.config.database.kind === 'postgres' ? shared.config.database.url : undefined,
        drop: async () => {},
      }
    : await createTestDatabase(dataDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    APP_URL: 'http://app.test',
    AUTH_RATE_LIMIT_PER_HOUR: '1000',
    LOGIN_RATE_LIMIT_PER_15_MIN: '1000',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  });
  const db = createDb(config.database);
  await migrateToLatest(db);
  const mailer = new MemoryMailer();
  const clock = shared?.clock ?? fixedClock(options.startAt ?? Date.parse('2026-11-22T10:00:00Z'));
  // Tests never resolve names on the network: every name is public unless a test says otherwise.
  const adapters: Adapters = {
    ...createAdapters(config, silentLogger, db),
    mailer,
    hostResolver: fakeHostResolver(),
    ...options.adapters,
  };
  const app = await buildApp({ config, db, clock, adapters, logger: false, onRoute: options.onRoute });
  await app.ready();
  return {
    app,
    db,
    config,
    mailer,
    jobs: adapters.jobs,
    clock,
    async close() {
      await app.close();
      await db.destroy();
      await database.drop();
      if (!shared) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const silentLogger = pino({ level: 'silent' });

let counter = 0;
export function uniqueEmail(prefix = 'student'): string {
  counter += 1;
  return `${prefix}${counter}.${randomUUID().slice(0, 8)}@example.com`;
}

/** Registers a user and returns its token and id. */
export async function registerUser(
  app: FastifyInstance,
  overrides: { email?: string; password?: string; displayName?: string; username?: string } = {},
): Promise<{ token: string; userId: string; email: string; password: string }> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'correct horse battery';
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password, displayName: overrides.displayName, username: overrides.username },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const body = res.json<{ token: string; user: { id: string } }>();
  return { token: body.token, userId: body.user.id, email, password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
