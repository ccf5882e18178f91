import type { Db } from '../../db/database.js';

/**
 * Who may run an import or preview now: one job per student across every server on the database
 * (issue 26). The service's view; tests without a database give it an in-memory one.
 */
export interface ImportLeases {
  /** True when the student's lease was free or expired and is now `holder`'s until `expiresAt`. */
  take(userId: string, holder: string, now: number, expiresAt: number): Promise<boolean>;
  /** Moves the end of `holder`'s lease; nothing when another job has taken it over. */
  renew(userId: string, holder: string, expiresAt: number): Promise<void>;
  /** Ends `holder`'s lease; a lease another job took over after expiry is left alone. */
  release(userId: string, holder: string): Promise<void>;
}

/** One `import_leases` row per student with a job running (migration 025). */
export class ImportLeaseRepository implements ImportLeases {
  constructor(private readonly db: Db) {}

  /**
   * One statement, so two servers asking at once cannot both win: the insert succeeds on a free
   * lease, replaces only an expired one, and returns no row when a live lease is someone else's.
   */
  async take(userId: string, holder: string, now: number, expiresAt: number): Promise<boolean> {
    const row = await this.db
      .insertInto('import_leases')
      .values({ user_id: userId, holder, expires_at: expiresAt })
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet({ holder, expires_at: expiresAt })
          .where('import_leases.expires_at', '<=', now),
      )
      .returning('holder')
      .executeTakeFirst();
    return row?.holder === holder;
  }

  async renew(userId: string, holder: string, expiresAt: number): Promise<void> {
    await this.db
      .updateTable('import_leases')
      .set({ expires_at: expiresAt })
      .where('user_id', '=', userId)
      .where('holder', '=', holder)
      .execute();
  }

  async release(userId: string, holder: string): Promise<void> {
    await this.db.deleteFrom('import_leases').where('user_id', '=', userId).where('holder', '=', holder).execute();
  }
}
