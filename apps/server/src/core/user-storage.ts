import { createHash } from 'node:crypto';
import { formatBytes } from '@revisely/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { HttpError } from './http-error.js';
import type { Executor } from './ports.js';

/**
 * Storage per user (USER_STORAGE_LIMIT_BYTES, ADR 0024): the bytes of every file the user owns
 * (card images and clips, note photos, attachments) plus the UTF-8 text of their cards. Checked
 * before work starts wherever something is stored, so a full account is refused, never half-written.
 */

export function storageFullMessage(limitBytes: number): string {
  return `Storage Full: an account can keep at most ${formatBytes(limitBytes)} of cards, images, voice clips and photos. Delete decks or notes you no longer need, then try again.`;
}

/** The UTF-8 size of a card's text, as stored in `cards.text_bytes`. */
export function cardTextBytes(card: {
  front_text: string;
  back_text: string;
  explanation?: string | null | undefined;
}): number {
  return (
    Buffer.byteLength(card.front_text, 'utf8') +
    Buffer.byteLength(card.back_text, 'utf8') +
    (card.explanation ? Buffer.byteLength(card.explanation, 'utf8') : 0)
  );
}

/** SHA-256 (hex) of media bytes as received: the identity one user's copies share. */
export function contentHash(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * Recomputes `text_bytes` of the given cards from their stored text, after an update that may have
 * set only some of the fields (octet_length is in PostgreSQL and in SQLite since 3.43).
 */
export async function refreshCardTextBytes(db: Executor, cardIds: readonly string[]): Promise<void> {
  for (let i = 0; i < cardIds.length; i += 200) {
    await db
      .updateTable('cards')
      .set({
        text_bytes: sql<number>`octet_length(front_text) + octet_length(back_text) + coalesce(octet_length(explanation), 0)`,
      })
      .where('id', 'in', cardIds.slice(i, i + 200))
      .execute();
  }
}

export interface StorageUse {
  usedBytes: number;
  limitBytes: number;
}

export class UserStorage {
  constructor(
    private readonly db: Db,
    readonly limitBytes: number,
  ) {}

  /** Both sums read covering indexes (migration 018), not the rows. */
  async used(userId: string, db: Executor = this.db): Promise<number> {
    const files = await db
      .selectFrom('files')
      .select((eb) => eb.fn.sum<number>('size_bytes').as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const cards = await db
      .selectFrom('cards')
      .select((eb) => eb.fn.sum<number>('text_bytes').as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(files?.n ?? 0) + Number(cards?.n ?? 0);
  }

  async use(userId: string): Promise<StorageUse> {
    return { usedBytes: await this.used(userId), limitBytes: this.limitBytes };
  }

  /** 413 when storing `adding` more bytes would take the user past the limit (or they are at it). */
  async assertRoom(userId: string, adding: number, db: Executor = this.db): Promise<void> {
    const used = await this.used(userId, db);
    if (used + Math.max(0, adding) > this.limitBytes || (adding === 0 && used >= this.limitBytes)) {
      throw new HttpError(413, storageFullMessage(this.limitBytes));
    }
  }
}
