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

/**
 * A request whose token is verified and whose session row is still to be checked (ADR 0036): with a
 * shared database a hot route reads the row in its own first statement instead of a statement of
 * its own. Until `confirm` or `check` returns, nothing may be written or answered for the user.
 */
export interface PendingSession {
  /** From the token; the same as the row's when the check passes. */
  readonly userId: string;
  /**
   * The check authenticate makes, against the user's row the caller read (undefined: no such user):
   * throws the same 401 when the session is invalid, else returns the request's zone (remembered
   * when the header sent a new one, as authenticate does).
   */
  confirm(user: SessionUser | undefined): Promise<string>;
  /** The same check with its own read of the row, for a path that reads it with nothing else. */
  check(): Promise<string>;
}

const CACHE_SIZE = 10_000;

/**
 * The users columns a session check needs, for a statement that reads them beside its own rows
 * (ADR 0036: a review reads them with its card). Aliased so they cannot clash with the rows' own.
 */
export const SESSION_COLUMNS = [
  'users.id as session_user_id',
  'users.token_version as session_token_version',
  'users.time_zone as session_time_zone',
] as const;

/** Those columns as read: all null when the statement found no such user. */
export interface SessionColumns {
  session_user_id: string | null;
  session_token_version: number | null;
  session_time_zone: string | null;
}

/** The session user in a row read with SESSION_COLUMNS; undefined when there is no such user. */
export function sessionUserOf(row: SessionColumns | undefined): SessionUser | undefined {
  if (!row?.session_user_id) return undefined;
  return { id: row.session_user_id, tokenVersion: Number(row.session_token_version), timeZone: row.session_time_zone };
}

/**
 * Every protected request on PostgreSQL runs it (the review reads the same columns with its card,
 * SESSION_COLUMNS): compiled once, a named statement (ADR 0035).
 */
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

  /**
   * True with a shared database: the row is read on every request, so a hot route may read it in
   * its own statement instead (ADR 0036). False when this process keeps the rows in memory.
   */
  get readsEveryRequest(): boolean {
    return !this.cache;
  }

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
