import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { StudyVersions } from '../../core/study-version.js';
import { cardTextBytes, refreshCardTextBytes } from '../../core/user-storage.js';
import type { Db } from '../../db/database.js';
import type { CardsTable, DecksTable } from '../../db/schema.js';

export type DeckRow = Omit<DecksTable, 'tags_json' | 'user_plan' | 'difficulty' | 'exam_date' | 'target_retention'> & {
  tags_json: string;
  user_plan: string;
  difficulty: string;
  exam_date: string | null;
  target_retention: number;
};
export type DeckListRow = DeckRow & { total_cards: number; due_cards: number; cover_image_id: string | null };

export interface NewCard {
  front_text: string;
  back_text: string;
  explanation: string | null;
  /** Set on the cards of one cloze note (siblings), one per deletion number. */
  note_guid?: string | null;
  cloze_index?: number | null;
  front_image_id?: string | null;
  back_image_id?: string | null;
  audio_id?: string | null;
}

/** A cloze note's edit, applied in one transaction (see DecksService.updateCard). */
export interface NoteEdit {
  userId: string;
  deckId: string;
  /** Surviving cards and their new fields; each keeps its schedule. */
  update: { id: string; changes: Partial<CardsTable> }[];
  /** Cards whose deletion number is gone. */
  remove: string[];
  /** Cards for numbers that are new, placed at `position`. */
  add: NewCard[];
  position: number;
  now: number;
}

export class DecksRepository {
  constructor(
    private readonly db: Db,
    private readonly versions: StudyVersions,
  ) {}

  async listWithCounts(userId: string, now: number): Promise<DeckListRow[]> {
    const rows = await this.db
      .selectFrom('decks')
      .selectAll('decks')
      .select((eb) => [
        eb
          .selectFrom('cards')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('cards.deck_id', '=', 'decks.id')
          .as('total_cards'),
        eb
          .selectFrom('cards')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('cards.deck_id', '=', 'decks.id')
          .where('cards.due_at', '<=', now)
          .as('due_cards'),
        // The deck list's thumbnail: the first card's front image, if it has one.
        eb
          .selectFrom('cards')
          .select('cards.front_image_id')
          .whereRef('cards.deck_id', '=', 'decks.id')
          .orderBy('cards.position')
          .orderBy('cards.created_at')
          .limit(1)
          .as('cover_image_id'),
      ])
      .where('decks.user_id', '=', userId)
      .orderBy('decks.created_at', 'desc')
      .orderBy('decks.id')
      .execute();
    return rows.map((r) => ({
      ...r,
      total_cards: Number(r.total_cards ?? 0),
      due_cards: Number(r.due_cards ?? 0),
      cover_image_id: r.cover_image_id ?? null,
    }));
  }

  findOwned(userId: string, id: string): Promise<DeckRow | undefined> {
    return this.db
      .selectFrom('decks')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** One page of the deck's cards in deck order (the id breaks ties, so pages never overlap). */
  cards(deckId: string, page: { limit: number; offset: number }): Promise<CardsTable[]> {
    return (
      this.db
        .selectFrom('cards')
        .selectAll()
        .where('deck_id', '=', deckId)
        .orderBy('position')
        .orderBy('created_at')
        // A cloze note's siblings share a position: by deletion number, then id for a stable page.
        .orderBy(sql`coalesce(cloze_index, 0)`)
        .orderBy('id')
        .limit(page.limit)
        .offset(page.offset)
        .execute()
    );
  }

  async counts(deckId: string, now: number): Promise<{ total: number; due: number }> {
    const row = await this.db
      .selectFrom('cards')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.sum<number>(eb.case().when('due_at', '<=', now).then(1).else(0).end()).as('due'),
      ])
      .where('deck_id', '=', deckId)
      .executeTakeFirst();
    return { total: Number(row?.total ?? 0), due: Number(row?.due ?? 0) };
  }

  findOwnedCard(userId: string, cardId: string): Promise<CardsTable | undefined> {
    return this.db
      .selectFrom('cards')
      .selectAll()
      .where('id', '=', cardId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  async insertDeck(row: Omit<DeckRow, 'id'> & { id: string }, cards: NewCard[], now: number): Promise<CardsTable[]> {
    return this.db.transaction().execute(async (trx) => {
      await trx.insertInto('decks').values(row).execute();
      await this.versions.bump(trx, row.user_id);
      return insertCards(trx, row.id, row.user_id, cards, now);
    });
  }

  /** Appends after the deck's last card, keeping the given order, all or nothing. */
  async appendCards(deckId: string, userId: string, cards: NewCard[], now: number): Promise<CardsTable[]> {
    if (cards.length === 0) return [];
    return this.db.transaction().execute(async (trx) => {
      await this.versions.bump(trx, userId);
      return insertCards(trx, deckId, userId, cards, now);
    });
  }

  async updateDeck(userId: string, id: string, changes: Partial<DeckRow>): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const r = await trx
        .updateTable('decks')
        .set(changes)
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      // The queue shows deck names.
      if (Number(r.numUpdatedRows) > 0) await this.versions.bump(trx, userId);
    });
  }

  /** The image and clip ids the deck's cards reference (to release once the deck is gone). */
  async deckMediaIds(userId: string, deckId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('cards')
      .select(['front_image_id', 'back_image_id', 'audio_id'])
      .where('deck_id', '=', deckId)
      .where('user_id', '=', userId)
      .execute();
    return rows.flatMap((r) => [r.front_image_id, r.back_image_id, r.audio_id]).filter((id): id is string => !!id);
  }

  /** Cards and review logs go with the deck (ON DELETE CASCADE). */
  async deleteDeck(userId: string, id: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const r = await trx.deleteFrom('decks').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      const deleted = Number(r.numDeletedRows) > 0;
      if (deleted) await this.versions.bump(trx, userId);
      return deleted;
    });
  }

  async updateCard(userId: string, cardId: string, changes: Partial<CardsTable>): Promise<CardsTable | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('cards')
        .set(changes)
        .where('id', '=', cardId)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
      if (!row) return row;
      await this.versions.bump(trx, userId);
      const textBytes = cardTextBytes(row);
      if (row.text_bytes === textBytes) return row;
      await trx.updateTable('cards').set({ text_bytes: textBytes }).where('id', '=', row.id).execute();
      return { ...row, text_bytes: textBytes };
    });
  }

  /** Deletes the card, or when it is a cloze card every card of its note (its siblings). */
  async deleteCard(userId: string, cardId: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const card = await trx
        .selectFrom('cards')
        .select(['id', 'deck_id', 'note_guid', 'cloze_index'])
        .where('id', '=', cardId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!card) return false;
      let q = trx.deleteFrom('cards').where('user_id', '=', userId);
      if (card.note_guid && card.cloze_index != null) {
        q = q
          .where('deck_id', '=', card.deck_id)
          .where('note_guid', '=', card.note_guid)
          .where('cloze_index', 'is not', null);
      } else {
        q = q.where('id', '=', cardId);
      }
      const r = await q.executeTakeFirst();
      const deleted = Number(r.numDeletedRows) > 0;
      if (deleted) await this.versions.bump(trx, userId);
      return deleted;
    });
  }

  /** The cloze cards of one note in a deck, by deletion number. */
  noteCards(userId: string, deckId: string, noteGuid: string): Promise<CardsTable[]> {
    return this.db
      .selectFrom('cards')
      .selectAll()
      .where('user_id', '=', userId)
      .where('deck_id', '=', deckId)
      .where('note_guid', '=', noteGuid)
      .where('cloze_index', 'is not', null)
      .orderBy('cloze_index')
      .execute();
  }

  /** Applies a note edit all or nothing; returns the note's cards afterwards. */
  async saveNote(edit: NoteEdit): Promise<CardsTable[]> {
    return this.db.transaction().execute(async (trx) => {
      for (const { id, changes } of edit.update) {
        await trx.updateTable('cards').set(changes).where('id', '=', id).where('user_id', '=', edit.userId).execute();
      }
      if (edit.remove.length > 0) {
        await trx.deleteFrom('cards').where('user_id', '=', edit.userId).where('id', 'in', edit.remove).execute();
      }
      const added = await insertCards(trx, edit.deckId, edit.userId, edit.add, edit.now, edit.position);
      await refreshCardTextBytes(
        trx,
        edit.update.map((u) => u.id),
      );
      await this.versions.bump(trx, edit.userId);
      const ids = [...edit.update.map((u) => u.id), ...added.map((c) => c.id)];
      return trx.selectFrom('cards').selectAll().where('id', 'in', ids).orderBy('cloze_index').execute();
    });
  }

  /** Card text from the user's decks whose name, subject or topic mentions the topic. */
  async cardTextsForTopic(userId: string, topic: string): Promise<string[]> {
    const needle = `%${topic.toLowerCase().replace(/[%_]/g, '')}%`;
    const rows = await this.db
      .selectFrom('cards')
      .innerJoin('decks', 'decks.id', 'cards.deck_id')
      .select(['cards.front_text', 'cards.back_text'])
      .where('cards.user_id', '=', userId)
      .where((eb) =>
        eb.or([
          eb(sql<string>`lower(decks.name)`, 'like', needle),
          eb(sql<string>`lower(coalesce(decks.topic, ''))`, 'like', needle),
          eb(sql<string>`lower(coalesce(decks.subject, ''))`, 'like', needle),
        ]),
      )
      .limit(2000)
      .execute();
    return rows.map((r) => `${r.front_text} ${r.back_text}`);
  }
}

/** New cards are due at once, after the deck's last card. */
async function insertCards(
  db: Db,
  deckId: string,
  userId: string,
  cards: NewCard[],
  now: number,
  /** All the cards at this position (new siblings beside their note); else after the last card. */
  atPosition?: number,
): Promise<CardsTable[]> {
  if (cards.length === 0) return [];
  let start = atPosition ?? 0;
  if (atPosition === undefined) {
    const max = await db
      .selectFrom('cards')
      .select((eb) => eb.fn.max<number>('position').as('p'))
      .where('deck_id', '=', deckId)
      .executeTakeFirst();
    start = max?.p === null || max?.p === undefined ? 0 : Number(max.p) + 1;
  }
  const rows: CardsTable[] = cards.map((c, i) => ({
    id: randomUUID(),
    deck_id: deckId,
    user_id: userId,
    position: atPosition ?? start + i,
    front_text: c.front_text,
    back_text: c.back_text,
    explanation: c.explanation,
    text_bytes: cardTextBytes(c),
    note_guid: c.note_guid ?? null,
    cloze_index: c.cloze_index ?? null,
    front_image_id: c.front_image_id ?? null,
    back_image_id: c.back_image_id ?? null,
    audio_id: c.audio_id ?? null,
    due_at: now,
    stability: 0,
    difficulty: 0,
    elapsed_days: 0,
    scheduled_days: 0,
    learning_steps: 0,
    reps: 0,
    lapses: 0,
    state: 0,
    last_review_at: null,
    created_at: now,
    updated_at: now,
  }));
  // Chunked so a 1,000-card request stays under SQLite's bound-parameter limit.
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('cards')
      .values(rows.slice(i, i + 200))
      .execute();
  }
  await db.updateTable('decks').set({ updated_at: now }).where('id', '=', deckId).execute();
  return rows;
}
