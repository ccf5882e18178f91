import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * A per-user number that changes whenever the user's decks, cards or reviews do. Caches of
 * derived study data (the due queue) are keyed by it, so they are never served after the data
 * they were built from changed. Repositories call `bump` inside the transaction of every such
 * write.
 */
export interface StudyVersions {
  /** Synchronous when it can be, so a cache hit awaits nothing. */
  current(userId: string): number | Promise<number>;
  /** The new version, when known: a cache that held the one before can be updated in place. */
  bump(db: Kysely<Database>, userId: string): Promise<number | void>;
  /**
   * True when the version is the `users.study_version` column, so a hot write may bump it within
   * its own statement (as `bump` would: +1, in the same transaction) instead of calling `bump`.
   */
  readonly inUsersRow?: boolean;
}

/**
 * A shared database (PostgreSQL, possibly several app servers): the version is the
 * `users.study_version` column, bumped in the writing transaction, so a reader that sees the new
 * version also sees the data committed with it.
 */
export class DatabaseStudyVersions implements StudyVersions {
  readonly inUsersRow = true;

  constructor(private readonly db: Kysely<Database>) {}

  async current(userId: string): Promise<number> {
    const row = await this.db.selectFrom('users').select('study_version').where('id', '=', userId).executeTakeFirst();
    return Number(row?.study_version ?? 0);
  }

  async bump(db: Kysely<Database>, userId: string): Promise<number | void> {
    const row = await db
      .updateTable('users')
      .set((eb) => ({ study_version: eb('study_version', '+', 1) }))
      .where('id', '=', userId)
      .returning('study_version')
      .executeTakeFirst();
    return row ? Number(row.study_version) : undefined;
  }
}

/**
 * This process is the database's only writer (SQLite, ADR 0001): versions live in memory. SQLite
 * work goes through one connection in turn, so a reader that sees a bumped version and rebuilds
 * waits for the writing transaction to end before its queries run; a reader that saw the old
 * version stores its result under that version, which the next request no longer matches. A
 * restart empties the caches along with the versions.
 */
export class LocalStudyVersions implements StudyVersions {
  private readonly versions = new Map<string, number>();

  current(userId: string): number {
    return this.versions.get(userId) ?? 0;
  }

  bump(_db: Kysely<Database>, userId: string): Promise<number> {
    const next = this.current(userId) + 1;
    this.versions.set(userId, next);
    return Promise.resolve(next);
  }
}
