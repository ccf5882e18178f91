import type { Kysely } from 'kysely';

/**
 * Undo of a review (ADR 0010): each review log keeps the card's full FSRS state before the rating
 * (JSON of the scheduling columns, so undo restores it exactly), the id of the XP ledger row it
 * wrote and the local day it started as an activity day, if it did. All NULL for reviews logged
 * before this migration; those cannot be undone. The user's latest review is found with the existing
 * (user_id, reviewed_at) index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('review_logs').addColumn('card_before_json', 'text').execute();
  await db.schema.alterTable('review_logs').addColumn('xp_event_id', 'text').execute();
  await db.schema.alterTable('review_logs').addColumn('started_day', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('review_logs').dropColumn('started_day').execute();
  await db.schema.alterTable('review_logs').dropColumn('xp_event_id').execute();
  await db.schema.alterTable('review_logs').dropColumn('card_before_json').execute();
}
