import { PostgresAdapter, sql } from 'kysely';
import type { Executor } from '../../core/ports.js';
import type { StudyVersions } from '../../core/study-version.js';
import { yieldToEventLoop } from '../../core/yield-to-event-loop.js';
import type { Db } from '../../db/database.js';
import type { CardsTable } from '../../db/schema.js';

export interface ExistingCard {
  id: string;
  deck_id: string;
  note_guid: string | null;
  cloze_index: number | null;
  reps: number;
  front_image_id: string | null;
  back_image_id: string | null;
  audio_id: string | null;
}

export interface ImportWrite {
  userId: string;
  now: number;
  newDecks: { id: string; name: string }[];
  /** New cards without `position`: each is placed after its deck's last card, in order. */
  inserts: Omit<CardsTable, 'position'>[];
  updates: { id: string; changes: Partial<CardsTable> }[];
}

const CHUNK = 200;
/**
 * New or updated cards per write transaction (ADR 0024): on SQLite each batch holds the event loop
 * (and the one connection) while it is written; 2,000 short cards took 70–130 ms on a busy
 * machine, 500 a quarter of that (ADR 0031).
 */
const WRITE_BATCH = 500;
/** Cards one import adds before it refreshes PostgreSQL's statistics of the cards table. */
const ANALYZE_AFTER_CARDS = 5_000;
const SELECTED = [
  'id',
  'deck_id',
  'note_guid',
  'cloze_index',
  'reps',
  'front_image_id',
  'back_image_id',
  'audio_id',
] as const;

export class ImportRepository {
  constructor(
    private readonly db: Db,
    private readonly versions: StudyVersions,
  ) {}

  userDecks(userId: string): Promise<{ id: string; name: string }[]> {
    return this.db.selectFrom('decks').select(['id', 'name']).where('user_id', '=', userId).execute();
  }

  /** The user's cards that carry one of these note guids. */
  async cardsWithGuids(userId: string, guids: string[]): Promise<ExistingCard[]> {
    const out: ExistingCard[] = [];
    for (let i = 0; i < guids.length; i += CHUNK) {
      if (i % (CHUNK * 10) === 0) await yieldToEventLoop();
      const rows = await this.db
        .selectFrom('cards')
        .select(SELECTED)
        .where('user_id', '=', userId)
        .where('note_guid', 'in', guids.slice(i, i + CHUNK))
        .execute();
      out.push(...rows.map(normalise));
    }
    return out;
  }

  /** The user's cards made here (no stored guid): the export derives their guid from the id. */
  async cardsWithoutGuid(userId: string): Promise<ExistingCard[]> {
    const rows = await this.db
      .selectFrom('cards')
      .select(SELECTED)
      .where('user_id', '=', userId)
      .where('note_guid', 'is', null)
      .execute();
    return rows.map(normalise);
  }

  /**
   * Writes the import in transactions of WRITE_BATCH cards (ADR 0024): on SQLite a transaction holds
   * the one connection every request needs, so 50,000 cards in one would stall everyone for its
   * whole length. The first holds the decks, the media files' rows (`recordFiles`) and the first
   * new cards; the last the updates' tail and the study version. Should a later one fail, a
   * compensating transaction deletes the cards, decks and file rows the earlier ones added
   * (`unrecordFiles`), so a failed import still leaves nothing behind; cards already updated keep
   * the file's text, which importing it again writes anyway. Only a crash between two batches can
   * leave part of a file imported.
   */
  async write(
    input: ImportWrite,
    recordFiles: (trx: Executor) => Promise<void>,
    unrecordFiles: (trx: Executor) => Promise<void> = async () => {},
  ): Promise<void> {
    const { userId, now } = input;
    const inserted: string[] = [];
    // Each deck's next position, read in the first transaction; a batch's cards are placed as it
    // is written, so no step builds rows for the whole file at once.
    const next = new Map<string, number>();
    const place = (cards: ImportWrite['inserts']): CardsTable[] =>
      cards.map((card) => {
        const position = next.get(card.deck_id)!;
        next.set(card.deck_id, position + 1);
        return { ...card, position };
      });
    let started = false;
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const deck of input.newDecks) {
          await trx
            .insertInto('decks')
            .values({
              id: deck.id,
              user_id: userId,
              name: deck.name,
              subject: null,
              topic: null,
              qualification: null,
              exam_board: null,
              description: null,
              source_summary_id: null,
              created_at: now,
              updated_at: now,
            })
            .execute();
        }
        await recordFiles(trx);
        for (const deckId of new Set(input.inserts.map((card) => card.deck_id))) {
          const max = await trx
            .selectFrom('cards')
            .select((eb) => eb.fn.max<number>('position').as('p'))
            .where('deck_id', '=', deckId)
            .executeTakeFirst();
          next.set(deckId, max?.p === null || max?.p === undefined ? 0 : Number(max.p) + 1);
        }
        await this.insertCards(trx, place(input.inserts.slice(0, WRITE_BATCH)), inserted);
        started = true;
      });
      for (let i = WRITE_BATCH; i < input.inserts.length; i += WRITE_BATCH) {
        await yieldToEventLoop();
        const rows = place(input.inserts.slice(i, i + WRITE_BATCH));
        await this.db.transaction().execute((trx) => this.insertCards(trx, rows, inserted));
      }
      for (let i = 0; i < input.updates.length; i += WRITE_BATCH) {
        await yieldToEventLoop();
        await this.db.transaction().execute(async (trx) => {
          for (const update of input.updates.slice(i, i + WRITE_BATCH)) {
            await trx
              .updateTable('cards')
              .set(update.changes)
              .where('id', '=', update.id)
              .where('user_id', '=', userId)
              .execute();
          }
        });
      }
      await yieldToEventLoop();
      await this.db.transaction().execute(async (trx) => {
        const touched = [...new Set([...next.keys(), ...input.newDecks.map((d) => d.id)])];
        for (let i = 0; i < touched.length; i += CHUNK) {
          await trx
            .updateTable('decks')
            .set({ updated_at: now })
            .where('user_id', '=', userId)
            .where('id', 'in', touched.slice(i, i + CHUNK))
            .execute();
        }
        await this.versions.bump(trx, userId);
      });
    } catch (error) {
      if (started) await this.undo(userId, inserted, input.newDecks, unrecordFiles);
      throw error;
    }
    await this.refreshStatistics(inserted.length);
  }

  /**
   * PostgreSQL plans from table statistics that autovacuum refreshes only a minute or more after a
   * bulk load: until then a new 50,000-card deck looked like 167 rows, and each page of it was read
   * by sorting the whole deck (138 ms of the database's CPU per page, against 0.5 ms on the
   * deck-order index; ADR 0031). So a big import refreshes them itself. SQLite needs none here.
   */
  private async refreshStatistics(added: number): Promise<void> {
    if (added < ANALYZE_AFTER_CARDS || !(this.db.getExecutor().adapter instanceof PostgresAdapter)) return;
    await sql`analyze cards`.execute(this.db).catch(() => undefined);
  }

  private async insertCards(trx: Executor, rows: CardsTable[], inserted: string[]): Promise<void> {
    // Chunked to stay under SQLite's bound-parameter limit.
    for (let i = 0; i < rows.length; i += CHUNK) {
      await trx
        .insertInto('cards')
        .values(rows.slice(i, i + CHUNK))
        .execute();
    }
    inserted.push(...rows.map((r) => r.id));
  }

  /** Deletes what the committed batches of a failed import added. */
  private async undo(
    userId: string,
    cardIds: string[],
    newDecks: { id: string }[],
    unrecordFiles: (trx: Executor) => Promise<void>,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (let i = 0; i < cardIds.length; i += CHUNK) {
        await trx
          .deleteFrom('cards')
          .where('user_id', '=', userId)
          .where('id', 'in', cardIds.slice(i, i + CHUNK))
          .execute();
      }
      for (let i = 0; i < newDecks.length; i += CHUNK) {
        const ids = newDecks.slice(i, i + CHUNK).map((d) => d.id);
        await trx.deleteFrom('decks').where('user_id', '=', userId).where('id', 'in', ids).execute();
      }
      await unrecordFiles(trx);
      await this.versions.bump(trx, userId);
    });
  }

  async cardCounts(userId: string, deckIds: string[]): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    for (let i = 0; i < deckIds.length; i += CHUNK) {
      const rows = await this.db
        .selectFrom('cards')
        .select(['deck_id', sql<number>`count(*)`.as('n')])
        .where('user_id', '=', userId)
        .where('deck_id', 'in', deckIds.slice(i, i + CHUNK))
        .groupBy('deck_id')
        .execute();
      for (const r of rows) out.set(r.deck_id, Number(r.n));
    }
    return out;
  }
}

function normalise(row: {
  id: string;
  deck_id: string;
  note_guid?: string | null;
  cloze_index?: number | null;
  reps: number;
  front_image_id?: string | null;
  back_image_id?: string | null;
  audio_id?: string | null;
}): ExistingCard {
  return {
    id: row.id,
    deck_id: row.deck_id,
    note_guid: row.note_guid ?? null,
    cloze_index: row.cloze_index === null || row.cloze_index === undefined ? null : Number(row.cloze_index),
    reps: Number(row.reps),
    front_image_id: row.front_image_id ?? null,
    back_image_id: row.back_image_id ?? null,
    audio_id: row.audio_id ?? null,
  };
}
