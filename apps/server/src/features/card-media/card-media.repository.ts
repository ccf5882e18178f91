import type { Db } from '../../db/database.js';

export const CARD_MEDIA_PURPOSES = { image: 'card_image', audio: 'card_audio' } as const;

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

  /** Runs `work` in one transaction: everything it writes with `trx` commits together or not at all. */
  transaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** Which of `ids` some card still references (as a front or back image or as its clip). */
  async referenced(ids: string[], db: Db = this.db): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .selectFrom('cards')
      .select(['front_image_id', 'back_image_id', 'audio_id'])
      .where((eb) =>
        eb.or([eb('front_image_id', 'in', ids), eb('back_image_id', 'in', ids), eb('audio_id', 'in', ids)]),
      )
      .execute();
    const wanted = new Set(ids);
    const out = new Set<string>();
    for (const r of rows) {
      for (const id of [r.front_image_id, r.back_image_id, r.audio_id]) if (id && wanted.has(id)) out.add(id);
    }
    return out;
  }

  /**
   * Card images and clips stored before `createdBefore` that no card references, oldest first: an
   * upload from a builder closed without saving. One NOT EXISTS per column, so each probes its
   * partial index (migration 2026-11-25-013) instead of scanning the cards.
   */
  unattached(createdBefore: number, limit: number): Promise<{ id: string; user_id: string }[]> {
    return this.db
      .selectFrom('files')
      .select(['files.id', 'files.user_id'])
      .where('files.purpose', 'in', Object.values(CARD_MEDIA_PURPOSES))
      .where('files.created_at', '<', createdBefore)
      .where((eb) =>
        eb.and(
          (['front_image_id', 'back_image_id', 'audio_id'] as const).map((column) =>
            eb.not(eb.exists(eb.selectFrom('cards').select('cards.id').whereRef(`cards.${column}`, '=', 'files.id'))),
          ),
        ),
      )
      .orderBy('files.created_at')
      .orderBy('files.id')
      .limit(limit)
      .execute();
  }
}
