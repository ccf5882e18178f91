import type { Kysely } from 'kysely';

/**
 * Richer cards (issue 15), laid down once so import, cloze and media share one model:
 * - `note_guid`: the Anki-style note identity. Cards made from one cloze note share it (one card per
 *   deletion number, `cloze_index`), and an imported card keeps its package's guid so importing the
 *   same package again updates the card instead of adding a copy. NULL for plain cards made here
 *   (the export derives their guid from the card id).
 * - `front_image_id`, `back_image_id`, `audio_id`: `files.id` of an image on either side and of a
 *   voice clip. Files are removed by the owning feature after the card's delete commits, and the
 *   orphan sweep removes any that no row records.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cards').addColumn('note_guid', 'text').execute();
  await db.schema.alterTable('cards').addColumn('cloze_index', 'integer').execute();
  await db.schema.alterTable('cards').addColumn('front_image_id', 'text').execute();
  await db.schema.alterTable('cards').addColumn('back_image_id', 'text').execute();
  await db.schema.alterTable('cards').addColumn('audio_id', 'text').execute();
  await db.schema.createIndex('cards_deck_note_guid_idx').on('cards').columns(['deck_id', 'note_guid']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('cards_deck_note_guid_idx').execute();
  for (const column of ['audio_id', 'back_image_id', 'front_image_id', 'cloze_index', 'note_guid']) {
    await db.schema.alterTable('cards').dropColumn(column).execute();
  }
}
