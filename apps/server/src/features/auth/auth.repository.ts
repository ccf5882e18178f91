import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UsersTable } from '../../db/schema.js';

export type UserRow = Omit<UsersTable, 'token_version' | 'study_version'> & {
  token_version: number;
  study_version: number;
};

export interface NewUserRow {
  id: string;
  email: string;
  username: string | null;
  display_name: string | null;
  password_hash: string;
  created_at: number;
}

export class AuthRepository {
  constructor(private readonly db: Db) {}

  findById(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  }

  /** Usernames are unique regardless of case; the index is on lower(username). */
  async usernameTaken(username: string, exceptUserId?: string): Promise<boolean> {
    let query = this.db
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(username)`, '=', username.toLowerCase());
    if (exceptUserId) query = query.where('id', '!=', exceptUserId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async insertUser(row: NewUserRow): Promise<void> {
    await this.db
      .insertInto('users')
      .values({ ...row, updated_at: row.created_at })
      .execute();
  }

  async updateProfile(
    id: string,
    changes: { username?: string | null; display_name?: string | null },
    now: number,
  ): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ ...changes, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  /** Replaces the hash and bumps the token version, which signs out every older session. */
  async setPassword(id: string, passwordHash: string, now: number): Promise<number> {
    const row = await this.db
      .updateTable('users')
      .set((eb) => ({
        password_hash: passwordHash,
        token_version: eb('token_version', '+', 1),
        updated_at: now,
      }))
      .where('id', '=', id)
      .returning('token_version')
      .executeTakeFirstOrThrow();
    return row.token_version;
  }

  async insertResetToken(row: {
    id: string;
    user_id: string;
    token_hash: string;
    expires_at: number;
    created_at: number;
  }): Promise<void> {
    await this.db
      .insertInto('password_reset_tokens')
      .values({ ...row, used_at: null })
      .execute();
  }

  findUsableResetToken(tokenHash: string, now: number) {
    return this.db
      .selectFrom('password_reset_tokens')
      .select(['id', 'user_id'])
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  }

  /**
   * Marks the token used only if it is still unused, so two concurrent resets with one link
   * cannot both succeed. Returns whether this call consumed it.
   */
  async consumeResetToken(id: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async invalidateResetTokens(userId: string, now: number): Promise<void> {
    await this.db
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
  }

  async transaction<T>(fn: (repo: AuthRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => fn(new AuthRepository(trx)));
  }
}
