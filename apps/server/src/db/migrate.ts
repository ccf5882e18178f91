import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as m001 from './migrations/2026-11-22-001-users.js';
import * as m002 from './migrations/2026-11-22-002-progress-summaries-files.js';
import * as m003 from './migrations/2026-11-22-003-decks-cards-reviews.js';
import * as m004 from './migrations/2026-11-22-004-feedback.js';
import * as m005 from './migrations/2026-11-22-005-study-version.js';
import * as m006 from './migrations/2026-11-23-006-rate-limits.js';
import * as m007 from './migrations/2026-11-23-007-review-ids.js';
import * as m008 from './migrations/2026-11-23-008-file-blobs.js';
import * as m009 from './migrations/2026-11-24-009-card-notes-media.js';
import * as m010 from './migrations/2026-11-24-010-review-undo.js';
import * as m011 from './migrations/2026-11-24-011-deck-exam-dates.js';
import * as m012 from './migrations/2026-11-24-012-preferences-reminders.js';
import * as m013 from './migrations/2026-11-25-013-card-media-sweep.js';
import * as m014 from './migrations/2026-11-26-014-review-ids-per-user.js';
import * as m015 from './migrations/2026-11-26-015-analytics-off-by-default.js';
import * as m016 from './migrations/2026-11-28-016-summary-pages.js';
import * as m017 from './migrations/2026-11-28-017-practice.js';
import * as m018 from './migrations/2026-11-28-018-storage-and-media.js';
import * as m021 from './migrations/2026-11-28-021-summary-length.js';
import * as m022 from './migrations/2026-11-28-022-cards-brought-forward.js';
import * as m023 from './migrations/2026-11-28-023-cards-deck-order.js';
import * as m024 from './migrations/2026-11-28-024-files-used-at.js';
import * as m025 from './migrations/2026-11-28-025-import-leases.js';

/**
 * Migrations are imported statically (not read from a folder at run time) so the compiled
 * server and the tests see exactly the same list. Names are date-ordered and frozen once landed.
 */
const migrations: Record<string, Migration> = {
  '2026-11-22-001-users': m001,
  '2026-11-22-002-progress-summaries-files': m002,
  '2026-11-22-003-decks-cards-reviews': m003,
  '2026-11-22-004-feedback': m004,
  '2026-11-22-005-study-version': m005,
  '2026-11-23-006-rate-limits': m006,
  '2026-11-23-007-review-ids': m007,
  '2026-11-23-008-file-blobs': m008,
  '2026-11-24-009-card-notes-media': m009,
  '2026-11-24-010-review-undo': m010,
  '2026-11-24-011-deck-exam-dates': m011,
  '2026-11-24-012-preferences-reminders': m012,
  '2026-11-25-013-card-media-sweep': m013,
  '2026-11-26-014-review-ids-per-user': m014,
  '2026-11-26-015-analytics-off-by-default': m015,
  '2026-11-28-016-summary-pages': m016,
  '2026-11-28-017-practice': m017,
  '2026-11-28-018-storage-and-media': m018,
  '2026-11-28-021-summary-length': m021,
  '2026-11-28-022-cards-brought-forward': m022,
  '2026-11-28-023-cards-deck-order': m023,
  '2026-11-28-024-files-used-at': m024,
  '2026-11-28-025-import-leases': m025,
};

class StaticMigrationProvider implements MigrationProvider {
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(migrations);
  }
}

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
