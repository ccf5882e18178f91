import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

export const CARD_MEDIA_PURPOSES = { image: 'card_image', audio: 'card_audio' } as const;

/** A card media file's row as it was deleted: its bytes are removed after (they are no row's now). */
export interface RemovedMedia {
  id: string;
  user_id: string;
  storage_key: string;
  mime_type: string;
  size_bytes: number;
  purpose: string;
}

/**
 * No card references the file, as a front or back image or as its clip. One NOT EXISTS per column,
 * so each probes its partial index (migration 2026-11-25-013) instead of scanning the cards.
 */
function unreferenced(eb: ExpressionBuilder<Database, 'files'>) {
  return eb.and(
    (['front_image_id', 'back_image_id', 'audio_id'] as const).map((column) =>
      eb.not(eb.exists(eb.selectFrom('cards').select('cards.id').whereRef(`cards.${column}`, '=', 'files.id'))),
    ),
  );
}

/** Not returned by a deduplicated upload or import since `cutoff` (migration 024). */
function unusedSince(eb: ExpressionBuilder<Database, 'files'>, cutoff: number) {
  return eb.or([eb('files.used_at', 'is', null), eb('files.used_at', '<', cutoff)]);
}

export class CardMediaRepository {
  constructor(private readonly db: Db) {}

  /** The user's own card-media files among `ids`, with their purpose. */
  async owned(userId: string, ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('files')
      .select(['id', 'purpose'])
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .where('purpose', 'in', Object.values(CARD_MEDIA_PURPOSES))
      .execute();
    return new Map(rows.map((r) => [r.id, r.purpose]));
  }

  /**
   * The user's card media file of this purpose holding these bytes, marked as used now in the same
   * statement: the sweep's delete of an old unattached file, itself one conditional statement,
   * then either ran first (no row: the upload stores the bytes anew) or sees it used and keeps it.
   */
  async touchByHash(userId: string, contentHash: string, purpose: string, now: number): Promise<string | null> {
    const row = await this.db
      .updateTable('files')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('content_hash', '=', contentHash)
      .where('purpose', '=', purpose)
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /**
   * Card images and clips created before `createdBefore` and not used since, that no card
   * references, oldest first: an upload from a builder closed without saving.
   */
  unattached(createdBefore: number, limit: number): Promise<{ id: string; user_id: string }[]> {
    return this.db
      .selectFrom('files')
      .select(['files.id', 'files.user_id'])
      .where('files.purpose', 'in', Object.values(CARD_MEDIA_PURPOSES))
      .where('files.created_at', '<', createdBefore)
      .where((eb) => eb.and([unusedSince(eb, createdBefore), unreferenced(eb)]))
      .orderBy('files.created_at')
      .orderBy('files.id')
      .limit(limit)
      .execute();
  }

  /**
   * Deletes the user's card media file if, at that moment, no card references it, no upload has
   * returned it since `usedBefore`, and (with `createdBefore`) it was created before then. One
   * statement, so a card saved or an upload deduplicated onto the file meanwhile keeps it (on
   * PostgreSQL the delete waits for a concurrent touch and re-checks the row). Returns the row
   * deleted, or undefined when the file was kept.
   */
  deleteUnused(
    userId: string,
    id: string,
    { usedBefore, createdBefore }: { usedBefore: number; createdBefore?: number },
  ): Promise<RemovedMedia | undefined> {
    return this.db
      .deleteFrom('files')
      .where('files.id', '=', id)
      .where('files.user_id', '=', userId)
      .where('files.purpose', 'in', Object.values(CARD_MEDIA_PURPOSES))
      .$if(createdBefore !== undefined, (q) => q.where('files.created_at', '<', createdBefore!))
      .where((eb) => eb.and([unusedSince(eb, usedBefore), unreferenced(eb)]))
      .returning(['id', 'user_id', 'storage_key', 'mime_type', 'size_bytes', 'purpose'])
      .executeTakeFirst();
  }
}
