import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { StudyVersions } from '../../core/study-version.js';
import type { Db } from '../../db/database.js';
import type { CardsTable, DecksTable } from '../../db/schema.js';

export type DeckRow = Omit<DecksTable, 'tags_json' | 'user_plan' | 'difficulty' | 'exam_date' | 'target_retention'> & {
  tags_json: string;
  user_plan: string;
  difficulty: string;
  exam_date: string | null;
  target_retention: number;
};
export type DeckListRow = DeckRow & { total_cards: number; due_cards: number };

export interface NewCard {
  front_text: string;
  back_text: string;
  explanation: string | null;
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
      ])
      .where('decks.user_id', '=', userId)
      .orderBy('decks.created_at', 'desc')
      .orderBy('decks.id')
      .execute();
    return rows.map((r) => ({ ...r, total_cards: Number(r.total_cards ?? 0), due_cards: Number(r.due_cards ?? 0) }));
  }

  findOwned(userId: string, id: string): Promise<DeckRow | undefined> {
    return this.db
      .selectFrom('decks')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  cards(deckId: string): Promise<CardsTable[]> {
    return this.db
      .selectFrom('cards')
      .selectAll()
      .where('deck_id', '=', deckId)
      .orderBy('position')
      .orderBy('created_at')
      .execute();
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
      if (row) await this.versions.bump(trx, userId);
      return row;
    });
  }

  async deleteCard(userId: string, cardId: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const r = await trx.deleteFrom('cards').where('id', '=', cardId).where('user_id', '=', userId).executeTakeFirst();
      const deleted = Number(r.numDeletedRows) > 0;
      if (deleted) await this.versions.bump(trx, userId);
      return deleted;
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
): Promise<CardsTable[]> {
  if (cards.length === 0) return [];
  const max = await db
    .selectFrom('cards')
    .select((eb) => eb.fn.max<number>('position').as('p'))
    .where('deck_id', '=', deckId)
    .executeTakeFirst();
  const start = max?.p === null || max?.p === undefined ? 0 : Number(max.p) + 1;
  const rows: CardsTable[] = cards.map((c, i) => ({
    id: randomUUID(),
    deck_id: deckId,
    user_id: userId,
    position: start + i,
    front_text: c.front_text,
    back_text: c.back_text,
    explanation: c.explanation,
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
