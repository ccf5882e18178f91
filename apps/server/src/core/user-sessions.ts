import type { Db } from '../db/database.js';
import { PreparedQuery } from '../db/prepared-query.js';

export interface SessionUser {
  id: string;
  tokenVersion: number;
  timeZone: string | null;
  /**
   * users.study_version as read with the session, with a shared database only (where it is the
   * version DatabaseStudyVersions keeps): the due queue's cache check then needs no query of its own.
   */
  studyVersion?: number;
}

const CACHE_SIZE = 10_000;

/** Every protected request on PostgreSQL runs it: compiled once, a named statement (ADR 0035). */
const sessionRowQuery = new PreparedQuery<
  { userId: string },
  { id: string; token_version: number; time_zone: string | null; study_version: number | null }
>((db, p) =>
  db.selectFrom('users').select(['id', 'token_version', 'time_zone', 'study_version']).where('id', '=', p('userId')),
);

/**
 * The few user fields every protected request checks (token version, remembered zone).
 *
 * When this process is the database's only writer (SQLite, ADR 0001) they are kept in memory
 * and forgotten whenever they change, so a session check costs no query. With a shared database
 * (PostgreSQL, possibly several app servers) another server may change them at any moment, so
 * they are read on every request.
 */
export class UserSessions {
  private readonly users = new Map<string, SessionUser>();
  /** Bumped by every change: a lookup that raced a change must not store what it read. */
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly cache: boolean,
  ) {}

  /** Returns the cached user synchronously when it can, so the hot path awaits nothing. */
  find(userId: string): SessionUser | undefined | Promise<SessionUser | undefined> {
    const known = this.cache ? this.users.get(userId) : undefined;
    return known ?? this.load(userId);
  }

  private async load(userId: string): Promise<SessionUser | undefined> {
    const generation = this.generation;
    const row = await sessionRowQuery.first(this.db, { userId });
    if (!row) return undefined;
    const user: SessionUser = { id: row.id, tokenVersion: row.token_version, timeZone: row.time_zone };
    if (!this.cache) user.studyVersion = Number(row.study_version ?? 0);
    if (this.cache && generation === this.generation) {
      if (this.users.size >= CACHE_SIZE) this.users.delete(this.users.keys().next().value!);
      this.users.set(userId, user);
    }
    return user;
  }

  async setTimeZone(userId: string, timeZone: string): Promise<void> {
    await this.db.updateTable('users').set({ time_zone: timeZone }).where('id', '=', userId).execute();
    this.forget(userId);
  }

  /** Call after any change to the user's token version or zone has been committed. */
  forget(userId: string): void {
    this.generation++;
    this.users.delete(userId);
  }
}
