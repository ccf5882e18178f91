import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config/config.js';
import { FifoSqliteDialect } from './fifo-sqlite-dialect.js';
import { namedStatements } from './prepared-query.js';
import type { Database } from './schema.js';
import {
  FALLBACK_AUTOCHECKPOINT_PAGES,
  SqliteCheckpointer,
  type CheckpointLog,
  type SqliteCheckpointerOptions,
} from './sqlite-checkpointer.js';

export type Db = Kysely<Database>;

/** PostgreSQL connections per app server when the config does not say (DATABASE_POOL_SIZE). */
export const DEFAULT_POOL_SIZE = 10;

// int8 (bigint) columns hold epoch milliseconds, well inside Number's safe range.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
// COUNT(*) and SUM() come back as numeric/int8; numeric is parsed for aggregates only.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export interface CreateDbOptions {
  /**
   * SQLite files only: run WAL checkpoints on a worker thread instead of inside a request's COMMIT
   * (ADR 0017). Opt-in from main.ts, so the API tests, which each build an app, start no thread.
   */
  checkpointWorker?: boolean | Omit<SqliteCheckpointerOptions, 'catchUp' | 'log'>;
  log?: CheckpointLog;
}

/** The checkpoint worker of a Db created with `checkpointWorker` (tests and benches look at it). */
export const checkpointers = new WeakMap<Db, SqliteCheckpointer>();

export function createDb(database: AppConfig['database'], options: CreateDbOptions = {}): Db {
  if (database.kind === 'postgres') {
    // Each connection is a PostgreSQL backend; requests beyond the pool queue in Node. On a quiet
    // 2-core machine 8, 24 and 48 connections served the study mix alike (docs/performance.md), so
    // the default stays small enough for several servers on one database; DATABASE_POOL_SIZE sets it.
    const pool = new pg.Pool({
      connectionString: database.url,
      max: database.poolSize ?? DEFAULT_POOL_SIZE,
      Client: NamedStatementClient,
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on next use.
    pool.on('error', (error) => console.error('PostgreSQL idle connection error:', error.message));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const sqlite = new SQLite(database.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // With synchronous = NORMAL a commit only appends to the WAL; a checkpoint copies it into the
  // database and syncs. At the default (every 1,000 WAL pages) checkpoints made a review's COMMIT
  // cost 590–660 µs on average; every 10,000 pages, 210–230 µs (docs/performance.md). With the
  // checkpoint worker the main connection does not checkpoint at all (set in start()).
  sqlite.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
  // Keep the WAL file from staying at its largest size after a checkpoint.
  sqlite.pragma('journal_size_limit = 67108864');
  // 64 MB page cache instead of 2 MB, so the index pages of a large cards table stay in memory
  // (measured only together with the checkpoint setting above).
  sqlite.pragma('cache_size = -65536');
  const worker = options.checkpointWorker && !sqlite.memory ? options.checkpointWorker : undefined;
  let checkpointer: SqliteCheckpointer | undefined;
  const db: Db = new Kysely<Database>({
    dialect: new FifoSqliteDialect(
      { database: withStatementCache(sqlite) },
      () => checkpointer?.stop() ?? Promise.resolve(),
    ),
  });
  if (worker) {
    checkpointer = new SqliteCheckpointer(sqlite, {
      ...(worker === true ? {} : worker),
      // Through Kysely, so it waits for the connection and never runs inside a transaction.
      catchUp: async () => {
        const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(PASSIVE)`.execute(db);
        return rows[0]?.busy === 0;
      },
      ...(options.log ? { log: options.log } : {}),
    });
    checkpointer.start();
    checkpointers.set(db, checkpointer);
  }
  return db;
}

/**
 * A pool client that sends the hot path's compiled statements (PreparedQuery) as named prepared
 * statements: PostgreSQL then parses and plans each once per connection and reuses the plan
 * (ADR 0035), where an unnamed statement is parsed and planned on every run. Kysely's driver
 * calls `query(text, values)`; other calls pass through unchanged.
 */
class NamedStatementClient extends pg.Client {}
NamedStatementClient.prototype.query = function query(this: pg.Client, ...args: unknown[]) {
  const [text, values] = args;
  const name = args.length === 2 && typeof text === 'string' && Array.isArray(values) && namedStatements.get(text);
  const call = name ? [{ name, text, values }] : args;
  return (pg.Client.prototype.query as (...a: unknown[]) => unknown).apply(this, call);
} as typeof pg.Client.prototype.query;

/** Distinct SQL texts the app issues are a few hundred at most; the cap only guards against a leak. */
const STATEMENT_CACHE_LIMIT = 500;

/**
 * Kysely prepares every query afresh, and on a hot endpoint better-sqlite3's prepare() cost about
 * as much as running the query. Queries are parameterised, so the same SQL text recurs and its
 * compiled statement can be reused. Kysely never streams here (`iterate`), so a cached statement
 * is never busy when it is used again.
 */
function withStatementCache(sqlite: SQLite.Database): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  // An own property shadows the prototype's method; a Proxy here cost a bind on every access.
  sqlite.prepare = ((source: string) => {
    let statement = cache.get(source);
    if (!statement) {
      if (cache.size >= STATEMENT_CACHE_LIMIT) cache.clear();
      statement = prepare(source);
      cache.set(source, statement);
    }
    return statement;
  }) as SQLite.Database['prepare'];
  return sqlite;
}
