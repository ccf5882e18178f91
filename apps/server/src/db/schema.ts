import type { Generated } from 'kysely';

/**
 * Column conventions (see docs/decisions/0001-sqlite-default-postgres-for-scale.md):
 * ids are text UUIDs, instants are integer epoch milliseconds (`*_at`), calendar days are
 * 'YYYY-MM-DD' text, and flags are 0/1 integers, so one set of queries runs on both databases.
 */
export interface UsersTable {
  id: string;
  email: string;
  username: string | null;
  display_name: string | null;
  password_hash: string;
  token_version: Generated<number>;
  time_zone: string | null;
  created_at: number;
  updated_at: number;
}

export interface PasswordResetTokensTable {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export interface Database {
  users: UsersTable;
  password_reset_tokens: PasswordResetTokensTable;
}
