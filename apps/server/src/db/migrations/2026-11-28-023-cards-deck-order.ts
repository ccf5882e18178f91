import { sql, type Kysely } from 'kysely';

/**
 * A deck's cards in deck order, as every page of them is read (ADR 0031): position, then creation,
 * then cloze deletion, then id. With only (deck_id, position), SQLite chose (deck_id, state,
 * position) and sorted the whole deck in a temporary b-tree for each 1,000-card page: 60–140 ms
 * of the event loop per page of a 50,000-card deck. This index is read in order instead, and
 * replaces (deck_id, position), its prefix. The expression is in parentheses, as PostgreSQL needs.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index cards_deck_order_idx on cards (deck_id, position, created_at, (coalesce(cloze_index, 0)), id)`.execute(
    db,
  );
  await db.schema.dropIndex('cards_deck_position_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('cards_deck_position_idx').on('cards').columns(['deck_id', 'position']).execute();
  await db.schema.dropIndex('cards_deck_order_idx').execute();
}
