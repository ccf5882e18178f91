import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('decks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('topic', 'text')
    .addColumn('qualification', 'text')
    .addColumn('exam_board', 'text')
    .addColumn('description', 'text')
    .addColumn('tags_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('user_plan', 'text', (c) => c.notNull().defaultTo('free'))
    .addColumn('difficulty', 'text', (c) => c.notNull().defaultTo('medium'))
    .addColumn('source_summary_id', 'text', (c) => c.references('summaries.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('decks_user_idx').on('decks').columns(['user_id', 'created_at']).execute();

  // FSRS state lives on the card (ts-fsrs Card fields); instants are epoch ms.
  await db.schema
    .createTable('cards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('deck_id', 'text', (c) => c.notNull().references('decks.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('front_text', 'text', (c) => c.notNull())
    .addColumn('back_text', 'text', (c) => c.notNull())
    .addColumn('explanation', 'text')
    .addColumn('due_at', 'bigint', (c) => c.notNull())
    .addColumn('stability', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('difficulty', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('elapsed_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('scheduled_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('learning_steps', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reps', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lapses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_review_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cards_deck_position_idx').on('cards').columns(['deck_id', 'position']).execute();
  await db.schema
    .createIndex('cards_deck_state_position_idx')
    .on('cards')
    .columns(['deck_id', 'state', 'position'])
    .execute();
  // The study queue asks for "seen cards due by now, soonest first" and "new cards per deck".
  await db.schema.createIndex('cards_user_state_due_idx').on('cards').columns(['user_id', 'state', 'due_at']).execute();

  await db.schema
    .createTable('review_logs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('card_id', 'text', (c) => c.notNull().references('cards.id').onDelete('cascade'))
    .addColumn('deck_id', 'text', (c) => c.notNull().references('decks.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('state_before', 'integer', (c) => c.notNull())
    .addColumn('state_after', 'integer', (c) => c.notNull())
    .addColumn('due_before', 'bigint', (c) => c.notNull())
    .addColumn('due_after', 'bigint', (c) => c.notNull())
    .addColumn('stability_after', 'double precision', (c) => c.notNull())
    .addColumn('difficulty_after', 'double precision', (c) => c.notNull())
    .addColumn('elapsed_days', 'integer', (c) => c.notNull())
    .addColumn('scheduled_days', 'integer', (c) => c.notNull())
    .addColumn('response_time_ms', 'integer')
    .addColumn('reviewed_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('review_logs_user_idx').on('review_logs').columns(['user_id', 'reviewed_at']).execute();
  await db.schema.createIndex('review_logs_card_idx').on('review_logs').column('card_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('review_logs').execute();
  await db.schema.dropTable('cards').execute();
  await db.schema.dropTable('decks').execute();
}
