import type { Kysely } from 'kysely';

/**
 * Exam dates (issue 14, docs/scheduling.md): a deck may carry the calendar day of its exam
 * ('YYYY-MM-DD' in the student's zone; NULL for none) and the recall it should reach on that day
 * (FSRS retrievability, 0.9 unless the student chose otherwise).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('decks').addColumn('exam_date', 'text').execute();
  await db.schema
    .alterTable('decks')
    .addColumn('target_retention', 'double precision', (c) => c.notNull().defaultTo(0.9))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('decks').dropColumn('target_retention').execute();
  await db.schema.alterTable('decks').dropColumn('exam_date').execute();
}
