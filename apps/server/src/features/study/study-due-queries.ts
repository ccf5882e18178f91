import { type Kysely, sql } from 'kysely';
import { PreparedQuery } from '../../db/prepared-query.js';
import type { CardsTable, Database } from '../../db/schema.js';

/**
 * PostgreSQL: the new cards of several decks in one statement, deck after deck in the order of
 * `deckIds` (their ordinality), each in builder order and at most its entry of `limits`: the rows
 * that one `... where deck_id = ? and state = 0 order by position limit ?` per deck gives, in one
 * round trip. Each lateral arm walks its deck's (deck_id, state, position) index only as far as
 * its limit.
 */
export const newCardsOfDecksQuery = new PreparedQuery<
  { deckIds: string[]; limits: number[] },
  CardsTable & { deck_name: string }
>((db, p) => ({
  compile: () =>
    sql<CardsTable & { deck_name: string }>`select c.*, decks.name as deck_name
from unnest(cast(${p('deckIds')} as text[]), cast(${p('limits')} as int[])) with ordinality as d(deck_id, lim, ord)
cross join lateral (
  select * from cards where cards.deck_id = d.deck_id and cards.state = 0 order by cards.position limit d.lim
) as c
inner join decks on decks.id = c.deck_id
order by d.ord, c.position`.compile(db),
}));

/**
 * PostgreSQL: a due queue's learning and review counts (due by `now`) and when the next learning
 * or review card after `now` comes due, as three scalar subqueries of one statement: each is the
 * index range read it was as a statement of its own.
 */
export const seenCountsAndNextDueQuery = new PreparedQuery<
  { userId: string; now: number },
  { learning: number | string; review: number | string; next: number | string | null }
>((db, p) =>
  db.selectNoFrom((eb) => [
    eb
      .selectFrom('cards')
      .select((ib) => ib.fn.countAll<number>().as('n'))
      .where('user_id', '=', p('userId'))
      .where('state', 'in', [1, 3])
      .where('due_at', '<=', p('now'))
      .as('learning'),
    eb
      .selectFrom('cards')
      .select((ib) => ib.fn.countAll<number>().as('n'))
      .where('user_id', '=', p('userId'))
      .where('state', '=', 2)
      .where('due_at', '<=', p('now'))
      .as('review'),
    eb
      .selectFrom('cards')
      .select((ib) => ib.fn.min<number>('due_at').as('next'))
      .where('user_id', '=', p('userId'))
      .where('state', 'in', [1, 2, 3])
      .where('due_at', '>', p('now'))
      .as('next'),
  ]),
);

type IntroducedParams = { userId: string; since: number };
type IntroducedParam = <K extends keyof IntroducedParams>(name: K) => IntroducedParams[K];
type IntroducedRow = { id: string; n: number | string | null };

/**
 * PostgreSQL: the user's decks (or the one deck) with how many new cards each introduced since
 * `since`, 0 for none: the deck list and the grouped count of the review log, joined in one
 * statement instead of read as two.
 */
const introducedByDeck = (db: Kysely<Database>, p: IntroducedParam) =>
  db
    .selectFrom('decks')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('review_logs')
          .select(['deck_id', (ib) => ib.fn.count<number>('card_id').distinct().as('n')])
          .where('user_id', '=', p('userId'))
          .where('state_before', '=', 0)
          .where('reviewed_at', '>=', p('since'))
          .groupBy('deck_id')
          .as('introduced'),
      (join) => join.onRef('introduced.deck_id', '=', 'decks.id'),
    )
    .select(['decks.id', 'introduced.n'])
    .where('decks.user_id', '=', p('userId'));

export const introducedByDeckQuery = new PreparedQuery<IntroducedParams, IntroducedRow>(introducedByDeck);
export const introducedInDeckQuery = new PreparedQuery<IntroducedParams & { deckId: string }, IntroducedRow>((db, p) =>
  introducedByDeck(db, p).where('decks.id', '=', p('deckId')),
);
