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

  /** Which of `ids` some card still references (as a front or back image or as its clip). */
  async referenced(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
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
}
