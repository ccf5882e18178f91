import type { Kysely } from 'kysely';

/**
 * When "Add to today's reviews" last brought the card forward (epoch ms; NULL if never). A review
 * earns no XP while the card is still as brought forward (also once undo restored it so) or on the
 * local day it was brought forward (docs/gamification.md): bring forward → review → undo → review
 * no longer earns XP each time round.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cards').addColumn('brought_forward_at', 'bigint').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cards').dropColumn('brought_forward_at').execute();
}
