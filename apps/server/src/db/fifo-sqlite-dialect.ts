import {
  SqliteDialect,
  type DatabaseConnection,
  type SqliteDialectConfig,
  type Driver,
  type QueryCompiler,
  type TransactionSettings,
} from 'kysely';

/**
 * Kysely's SQLite driver guards its one connection with a mutex whose waiters all wake on every
 * release and race for it again: with 64 requests waiting, each query's release resumes 63
 * others that only go back to sleep, so the scheduling cost grows with the square of the
 * concurrency. This driver queues waiters first come, first served and hands the connection to
 * exactly one of them, so Kysely's own mutex is always free when it is asked.
 */
class FifoDriver implements Driver {
  private held = false;
  private readonly waiters: (() => void)[] = [];

  constructor(
    private readonly inner: Driver,
    private readonly beforeDestroy?: () => Promise<void>,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.held) await new Promise<void>((resolve) => this.waiters.push(resolve));
    else this.held = true;
    return this.inner.acquireConnection();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await this.inner.releaseConnection(connection);
    const next = this.waiters.shift();
    // Handed over: `held` stays true, so a newcomer queues behind the ones already waiting.
    if (next) next();
    else this.held = false;
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  savepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    return this.inner.savepoint!(connection, name, compileQuery);
  }

  rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    return this.inner.rollbackToSavepoint!(connection, name, compileQuery);
  }

  releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    return this.inner.releaseSavepoint!(connection, name, compileQuery);
  }

  async destroy(): Promise<void> {
    await this.beforeDestroy?.();
    return this.inner.destroy();
  }
}

/** Kysely's SQLite dialect with a first-come, first-served connection queue (FifoDriver). */
export class FifoSqliteDialect extends SqliteDialect {
  constructor(
    config: SqliteDialectConfig,
    /** Runs before the connection is closed (the checkpoint worker stops first). */
    private readonly beforeDestroy?: () => Promise<void>,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    return new FifoDriver(super.createDriver(), this.beforeDestroy);
  }
}
