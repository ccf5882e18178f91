import type { Kysely } from 'kysely';

/**
 * A client's reviewId is unique per user, not across everyone (ADR 0008, amended after a security
 * review): with one index over all users, a student who sent another's id was refused (409), and
 * could learn that the id had been used. The ids stay random UUIDs; only the scope changes. The
 * new index leads with user_id, which is also how the answer to a resubmission is looked up.
 * Existing rows already satisfy it (unique overall implies unique per user).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('review_logs_review_id_uq').execute();
  await db.schema
    .createIndex('review_logs_user_review_id_uq')
    .unique()
    .on('review_logs')
    .columns(['user_id', 'review_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('review_logs_user_review_id_uq').execute();
  await db.schema.createIndex('review_logs_review_id_uq').unique().on('review_logs').column('review_id').execute();
}
