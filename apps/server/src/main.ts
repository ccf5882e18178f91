import { buildApp, defaultLogger } from './app.js';
import { createAdapters } from './adapters/create-adapters.js';
import { ConfigError, loadConfig } from './config/config.js';
import { acquireDataDirLock } from './core/data-dir-lock.js';
import { chooseLogFormat, prettyTransport } from './core/log-format.js';
import { createDb } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import pino from 'pino';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const format = chooseLogFormat({ isTTY: process.stdout.isTTY, nodeEnv: config.env, vitest: process.env.VITEST });
  const log = pino({
    ...defaultLogger(config.logLevel),
    ...(format === 'pretty' ? { transport: prettyTransport } : {}),
  });
  // SQLite allows one server per data directory (ADR 0005): a second one refuses to start before
  // touching the database. Released on shutdown (and on any exit).
  const lock = config.database.kind === 'sqlite' ? acquireDataDirLock(config.dataDir) : null;
  // Checkpoints off the request path (ADR 0017); only the real server starts the thread.
  const db = createDb(config.database, { checkpointWorker: true, log });
  const applied = await migrateToLatest(db);
  if (applied.length > 0) log.info({ applied }, 'migrations applied');

  const app = await buildApp({ config, db, adapters: createAdapters(config, log, db), logger: log });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting connections, let in-flight requests finish, then close the database.
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, 15_000);
    timer.unref();
    app
      .close()
      .then(() => db.destroy())
      .then(() => lock?.release())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Revisely is ready at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (database: ${config.database.kind})`,
  );
}

main().catch((error: unknown) => {
  console.error('Failed to start Revisely:', error instanceof Error ? error.message : error);
  process.exit(1);
});
