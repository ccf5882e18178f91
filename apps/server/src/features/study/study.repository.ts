import { PostgresAdapter, sql } from 'kysely';
import type { StudyVersions } from '../../core/study-version.js';
import type { Db } from '../../db/database.js';
import type { CardsTable } from '../../db/schema.js';
import {
  introducedByDeckQuery,
  introducedInDeckQuery,
  newCardsOfDecksQuery,
  seenCountsAndNextDueQuery,
} from './study-due-queries.js';

export type DueCardRow = CardsTable & { deck_name: string };

/** SQLite allows 500 arms in one compound SELECT; 100 keeps each statement small. */
const NEW_COUNT_DECKS_PER_STATEMENT = 100;

export class StudyRepository {
  /**
   * PostgreSQL, where each statement is a round trip: a queue rebuild's reads are folded into
   * fewer statements (study-due-queries.ts). SQLite runs them in process, as separate statements.
   */
  private readonly onePerWave: boolean;

  constructor(
    private readonly db: Db,
    private readonly versions: StudyVersions,
  ) {
    this.onePerWave = db.getExecutor().adapter instanceof PostgresAdapter;
  }

  findDeck(userId: string, deckId: string) {
    return this.db
      .selectFrom('decks')
      .select(['id', 'name', 'subject', 'topic'])
      .where('id', '=', deckId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /**
   * Learning/relearning and review cards due by `now` (state 0 is new), soonest first; learning
   * cards also when due within `learnAheadMs` (a study session shows those rather than ending).
   */
  dueSeenCards(userId: string, now: number, deckId?: string, limit = 1000, learnAheadMs = 0): Promise<DueCardRow[]> {
    let q = this.db
      .selectFrom('cards')
      .innerJoin('decks', 'decks.id', 'cards.deck_id')
      .selectAll('cards')
      .select('decks.name as deck_name')
      .where('cards.user_id', '=', userId)
      .where('cards.state', 'in', [1, 2, 3])
      .where('cards.due_at', '<=', now + learnAheadMs);
    if (learnAheadMs > 0) {
      q = q.where((eb) => eb.or([eb('cards.state', '!=', 2), eb('cards.due_at', '<=', now)]));
    }
    if (deckId) q = q.where('cards.deck_id', '=', deckId);
    return q.orderBy('cards.due_at').orderBy('cards.position').limit(limit).execute();
  }

  /**
   * New cards in builder order, at most `allowance[deck]` from each deck and `limit` in all. One
   * small indexed query per deck (deck_id, position) instead of ranking every new card; on
   * PostgreSQL a wave's queries are one statement (newCardsOfDecksQuery).
   */
  async newCards(
    userId: string,
    allowance: Map<string, number>,
    limit: number,
    deckId?: string,
  ): Promise<DueCardRow[]> {
    const decks = [...allowance.entries()]
      .filter(([id, n]) => n > 0 && (!deckId || id === deckId))
      .sort(([a], [b]) => a.localeCompare(b));
    const out: DueCardRow[] = [];
    let next = 0;
    while (out.length < limit && next < decks.length) {
      // The decks the rest needs if each gives its whole allowance, read together: on PostgreSQL
      // each is a round trip, and one after another they were most of a queue rebuild's wait. A
      // deck asked for more than the rest is cut below, so the result is the same as in a row.
      const wave: [string, number][] = [];
      let planned = out.length;
      while (next < decks.length && planned < limit) {
        const [id, n] = decks[next++]!;
        wave.push([id, Math.min(n, limit - out.length)]);
        planned += n;
      }
      if (this.onePerWave) {
        const { rows } = await newCardsOfDecksQuery.execute(this.db, {
          deckIds: wave.map(([id]) => id),
          limits: wave.map(([, n]) => n),
        });
        out.push(...rows);
        continue;
      }
      const rows = await Promise.all(
        wave.map(([id, n]) =>
          this.db
            .selectFrom('cards')
            .innerJoin('decks', 'decks.id', 'cards.deck_id')
            .selectAll('cards')
            .select('decks.name as deck_name')
            .where('cards.deck_id', '=', id)
            .where('cards.state', '=', 0)
            .orderBy('cards.position')
            .limit(n)
            .execute(),
        ),
      );
      for (const deckRows of rows) out.push(...deckRows);
    }
    return out.slice(0, limit);
  }

  /** Due learning/relearning and review counts without loading rows. */
  async dueSeenCounts(userId: string, now: number): Promise<{ learning: number; review: number }> {
    const rows = await this.db
      .selectFrom('cards')
      .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
      .where('user_id', '=', userId)
      .where('state', 'in', [1, 2, 3])
      .where('due_at', '<=', now)
      .groupBy('state')
      .execute();
    const count = (states: number[]) =>
      rows.filter((r) => states.includes(r.state)).reduce((sum, r) => sum + Number(r.n), 0);
    return { learning: count([1, 3]), review: count([2]) };
  }

  /**
   * dueSeenCounts and nextDueAfter (every deck) together: one statement on PostgreSQL, the two
   * as they are on SQLite.
   */
  async dueSeenCountsAndNext(
    userId: string,
    now: number,
  ): Promise<{ learning: number; review: number; next: number | null }> {
    if (this.onePerWave) {
      const row = await seenCountsAndNextDueQuery.first(this.db, { userId, now });
      const next = row?.next;
      return {
        learning: Number(row?.learning ?? 0),
        review: Number(row?.review ?? 0),
        next: next === null || next === undefined ? null : Number(next),
      };
    }
    const [counts, next] = await Promise.all([this.dueSeenCounts(userId, now), this.nextDueAfter(userId, now)]);
    return { ...counts, next };
  }

  /**
   * New (never reviewed) cards per deck, counted only up to `cap`: the queue never shows more than
   * a deck's daily allowance, so counting the rest of a 1,000-card deck is wasted work.
   */
  async newCountsByDeck(userId: string, deckIds: string[], cap: number): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    // One statement per 100 decks instead of one per deck: on SQLite each statement is a turn on
    // the one connection that every request queues for. Each arm still walks its deck's
    // (deck_id, state) index only as far as the cap.
    for (let i = 0; i < deckIds.length; i += NEW_COUNT_DECKS_PER_STATEMENT) {
      const arms = deckIds.slice(i, i + NEW_COUNT_DECKS_PER_STATEMENT).map(
        // deckIds come from the user's own decks; filtering on user_id here would steer SQLite
        // to the wrong index.
        (deckId) =>
          sql`select cast(${deckId} as text) as deck_id, count(*) as n from (select id from cards where deck_id = ${deckId} and state = 0 limit ${cap}) as c`,
      );
      const { rows } = await sql<{ deck_id: string; n: number | string }>`${sql.join(arms, sql` union all `)}`.execute(
        this.db,
      );
      for (const row of rows) counts.set(row.deck_id, Number(row.n));
    }
    return counts;
  }

  /** Changes whenever the user's decks, cards or reviews do (core/study-version.ts). */
  studyVersion(userId: string): number | Promise<number> {
    return this.versions.current(userId);
  }

  /** When the next learning or review card that is not yet due becomes due, if any (in one deck, with `deckId`). */
  async nextDueAfter(userId: string, now: number, deckId?: string): Promise<number | null> {
    let q = this.db
      .selectFrom('cards')
      .select((eb) => eb.fn.min<number>('due_at').as('next'))
      .where('user_id', '=', userId)
      .where('state', 'in', [1, 2, 3])
      .where('due_at', '>', now);
    if (deckId) q = q.where('deck_id', '=', deckId);
    const row = await q.executeTakeFirst();
    return row?.next === null || row?.next === undefined ? null : Number(row.next);
  }

  async userDeckIds(userId: string, deckId?: string): Promise<string[]> {
    let q = this.db.selectFrom('decks').select('id').where('user_id', '=', userId);
    if (deckId) q = q.where('id', '=', deckId);
    return (await q.execute()).map((r) => r.id);
  }

  /** New cards first studied since `since`, per deck: they count against the daily new-card limit. */
  async newIntroducedSince(userId: string, since: number): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('review_logs')
      .select(['deck_id', (eb) => eb.fn.count<number>('card_id').distinct().as('n')])
      .where('user_id', '=', userId)
      .where('state_before', '=', 0)
      .where('reviewed_at', '>=', since)
      .groupBy('deck_id')
      .execute();
    return new Map(rows.map((r) => [r.deck_id, Number(r.n)]));
  }

  /**
   * The user's decks (or the one deck, with `deckId`), each with the new cards it introduced since
   * `since` (0 for none): userDeckIds and newIntroducedSince, one statement on PostgreSQL.
   */
  async decksWithIntroducedSince(userId: string, since: number, deckId?: string): Promise<Map<string, number>> {
    if (this.onePerWave) {
      const { rows } = deckId
        ? await introducedInDeckQuery.execute(this.db, { userId, since, deckId })
        : await introducedByDeckQuery.execute(this.db, { userId, since });
      return new Map(rows.map((r) => [r.id, Number(r.n ?? 0)]));
    }
    const [introduced, deckIds] = await Promise.all([
      this.newIntroducedSince(userId, since),
      this.userDeckIds(userId, deckId),
    ]);
    return new Map(deckIds.map((id) => [id, introduced.get(id) ?? 0]));
  }

  /** The user's decks with their exam settings, for the offline queue. */
  decksForOffline(userId: string) {
    return this.db
      .selectFrom('decks')
      .select(['id', 'name', 'subject', 'topic', 'exam_date', 'target_retention'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  }
}
