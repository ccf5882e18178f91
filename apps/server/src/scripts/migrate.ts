import { ConfigError, loadConfig } from '../config/config.js';
import { createDb } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

try {
  const config = loadConfig();
  const db = createDb(config.database);
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
  await db.destroy();
} catch (error) {
  console.error(
    error instanceof ConfigError
      ? error.message
      : `Migration failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
