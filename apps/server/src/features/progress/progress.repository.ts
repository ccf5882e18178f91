import { type Kysely, PostgresAdapter, type QueryCreator, sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { AwardCtes, AwardParams } from '../../core/ports.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { PreparedQuery } from '../../db/prepared-query.js';
import { localDayNumberSql, type OffsetSegment } from './zone-offsets.js';

/** ts-fsrs states (schema.ts): review is 2; learning 1 and relearning 3 are scheduled too. */
const STATE_REVIEW = 2;
const SCHEDULED_STATES = [1, 2, 3];
/** ts-fsrs Rating: Hard (2), Good (3) and Easy (4) count as remembered. */
const RATING_HARD = 2;

type Ledger = { id: string; user_id: string; reason: string; amount: number; created_at: number };

// Every review runs these (ADR 0018): compiled once instead of built per request.
const totalXpQuery = new PreparedQuery<{ userId: string }, { total: number }>((db, p) =>
  db.selectFrom('user_xp').select('total').where('user_id', '=', p('userId')),
);

const markDayQuery = new PreparedQuery<{ user_id: string; day: string; first_at: number }, never>((db, p) =>
  db
    .insertInto('activity_days')
    .values({ user_id: p('user_id'), day: p('day'), first_at: p('first_at') })
    .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing()),
);

const ledgerValues = (p: <K extends keyof Ledger>(name: K) => Ledger[K]): Ledger => ({
  id: p('id'),
  user_id: p('user_id'),
  reason: p('reason'),
  amount: p('amount'),
  created_at: p('created_at'),
});

const insertLedgerQuery = new PreparedQuery<Ledger, never>((db, p) =>
  db.insertInto('xp_events').values(ledgerValues(p)),
);

const addToTotal = (qb: Pick<Db, 'insertInto'>, userId: string, amount: number) =>
  qb
    .insertInto('user_xp')
    .values({ user_id: userId, total: amount })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({ total: eb('user_xp.total', '+', eb.ref('excluded.total')) })),
    )
    .returning('total');

const addToTotalQuery = new PreparedQuery<Ledger, { total: number }>((db, p) =>
  addToTotal(db, p('user_id'), p('amount')),
);

/** PostgreSQL: the ledger row and the running total in one statement (a data-modifying CTE). */
const addXpInOneQuery = new PreparedQuery<Ledger, { total: number }>((db, p) =>
  addToTotal(
    db.with('ledger', (qb) => qb.insertInto('xp_events').values(ledgerValues(p)).returning('id')),
    p('user_id'),
    p('amount'),
  ),
);

type DayMark = { user_id: string; day: string; first_at: number };

/** `day` CTE: the activity day, if this statement is the day's first activity. */
const withDayMark = (db: Db, p: <K extends keyof DayMark>(name: K) => DayMark[K]) =>
  db.with('day', (qb) =>
    qb
      .insertInto('activity_days')
      .values({ user_id: p('user_id'), day: p('day'), first_at: p('first_at') })
      .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
      .returning('day'),
  );

/**
 * PostgreSQL: a review's whole award in one statement (data-modifying CTEs): ledger row, running
 * total and activity day, instead of a round trip for each inside the review's transaction.
 */
const awardInOneQuery = new PreparedQuery<Ledger & DayMark, { total: number; started: number | string }>((db, p) =>
  withDayMark(db, p)
    .with('ledger', (qb) => qb.insertInto('xp_events').values(ledgerValues(p)).returning('id'))
    .insertInto('user_xp')
    .values({ user_id: p('user_id'), total: p('amount') })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({ total: eb('user_xp.total', '+', eb.ref('excluded.total')) })),
    )
    .returning((eb) => ['total', eb.selectFrom('day').select(eb.fn.countAll<number>().as('n')).as('started')]),
);

/** PostgreSQL: no XP (an early review), only the activity day, and the total, in one statement. */
const markDayWithTotalQuery = new PreparedQuery<DayMark, { total: number | null; started: number | string }>((db, p) =>
  withDayMark(db, p).selectNoFrom((eb) => [
    eb.selectFrom('user_xp').select('total').where('user_id', '=', p('user_id')).as('total'),
    eb.selectFrom('day').select(eb.fn.countAll<number>().as('n')).as('started'),
  ]),
);

type Guarded = Database & { award_guard: { id: string } };
type AwardParam = <K extends keyof AwardParams>(name: K) => AwardParams[K];

/**
 * An award as CTEs of the caller's one statement (PostgreSQL, ADR 0035): `award_day` marks the
 * activity day, and with `addsXp` `award_ledger` and `award_total` add the ledger row and the
 * running total; without, `award_total` reads the total. Each write selects from the caller's
 * `award_guard`, so when it has no row (the review's card changed) nothing at all is written and
 * the statement needs no transaction around it.
 */
export function withAwardWrites<DB extends Guarded>(
  qc: QueryCreator<DB>,
  p: AwardParam,
  addsXp: boolean,
): QueryCreator<DB & AwardCtes> {
  // The caller's tables are a superset of these; the CTEs only name the award's own.
  const q = qc as unknown as QueryCreator<Guarded>;
  const withDay = q.with('award_day', (qb) =>
    qb
      .insertInto('activity_days')
      .columns(['user_id', 'day', 'first_at'])
      .expression((eb) =>
        eb
          .selectFrom('award_guard')
          .select([
            eb.val(p('award_user_id')).as('user_id'),
            eb.val(p('award_day')).as('day'),
            eb.val(p('award_at')).as('first_at'),
          ]),
      )
      .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
      .returning('day'),
  );
  if (!addsXp) {
    return withDay.with('award_total', (qb) =>
      qb.selectFrom('user_xp').select('total').where('user_id', '=', p('award_user_id')),
    ) as unknown as QueryCreator<DB & AwardCtes>;
  }
  return withDay
    .with('award_ledger', (qb) =>
      qb
        .insertInto('xp_events')
        .columns(['id', 'user_id', 'reason', 'amount', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom('award_guard')
            .select([
              eb.val(p('award_event_id')).as('id'),
              eb.val(p('award_user_id')).as('user_id'),
              eb.val(p('award_reason')).as('reason'),
              eb.val(p('award_amount')).as('amount'),
              eb.val(p('award_at')).as('created_at'),
            ]),
        )
        .returning('id'),
    )
    .with('award_total', (qb) =>
      qb
        .insertInto('user_xp')
        .columns(['user_id', 'total'])
        .expression((eb) =>
          eb
            .selectFrom('award_guard')
            .select([eb.val(p('award_user_id')).as('user_id'), eb.val(p('award_amount')).as('total')]),
        )
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet((eb) => ({ total: eb('user_xp.total', '+', eb.ref('excluded.total')) })),
        )
        .returning('total'),
    ) as unknown as QueryCreator<DB & AwardCtes>;
}

/** The user's XP total, as a subquery of another statement. */
export const xpTotalOf = (db: Kysely<Database>, userId: string) =>
  db.selectFrom('user_xp').select('total').where('user_id', '=', userId);

export class ProgressRepository {
  constructor(private readonly db: Db) {}

  async totalXp(userId: string, db: Db = this.db): Promise<number> {
    const row = await totalXpQuery.first(db, { userId });
    return Number(row?.total ?? 0);
  }

  /**
   * Appends to the ledger and bumps the running total atomically (in the caller's transaction, when
   * `db` is one); returns the new total. PostgreSQL does both in one statement (a data-modifying
   * CTE), which saves a round trip on every review; SQLite, in process, runs two.
   */
  async addXp(
    userId: string,
    reason: string,
    amount: number,
    at: number,
    db: Db = this.db,
  ): Promise<{ total: number; eventId: string }> {
    // Time-ordered like the review log's ids (ADR 0018): the ledger's key index grows at its end.
    const ledger: Ledger = { id: uuidv7(), user_id: userId, reason, amount, created_at: at };
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      const row = await addXpInOneQuery.first(db, ledger);
      return { total: Number(row!.total), eventId: ledger.id };
    }
    const write = async (trx: Db) => {
      await insertLedgerQuery.execute(trx, ledger);
      return { total: Number((await addToTotalQuery.first(trx, ledger))!.total), eventId: ledger.id };
    };
    // Kysely cannot nest transactions; inside the caller's, its statements are already atomic.
    return db.isTransaction ? write(db) : db.transaction().execute(write);
  }

  /**
   * An award's writes: `amount` XP (none when 0) and the activity day `day`, atomically in the
   * caller's transaction when `db` is one. Returns the new total, the ledger row (if any) and
   * whether this call started the day. One statement on PostgreSQL; SQLite, in process, runs each.
   */
  async award(
    userId: string,
    reason: string,
    amount: number,
    at: number,
    day: string,
    db: Db = this.db,
  ): Promise<{ total: number; eventId: string | null; started: boolean }> {
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      const mark: DayMark = { user_id: userId, day, first_at: at };
      if (amount > 0) {
        const ledger: Ledger = { id: uuidv7(), user_id: userId, reason, amount, created_at: at };
        const row = (await awardInOneQuery.first(db, { ...ledger, ...mark }))!;
        return { total: Number(row.total), eventId: ledger.id, started: Number(row.started) > 0 };
      }
      const row = (await markDayWithTotalQuery.first(db, mark))!;
      return { total: Number(row.total ?? 0), eventId: null, started: Number(row.started) > 0 };
    }
    const added = amount > 0 ? await this.addXp(userId, reason, amount, at, db) : null;
    const total = added ? added.total : await this.totalXp(userId, db);
    const started = await this.markDay(userId, day, at, db);
    return { total, eventId: added?.eventId ?? null, started };
  }

  /** Idempotent per (user, day): the first activity of a day creates the row (true when this call did). */
  async markDay(userId: string, day: string, at: number, db: Db = this.db): Promise<boolean> {
    const result = await markDayQuery.execute(db, { user_id: userId, day, first_at: at });
    return Number(result.numAffectedRows ?? 0) > 0;
  }

  async unmarkDay(userId: string, day: string, db: Db = this.db): Promise<void> {
    await db.deleteFrom('activity_days').where('user_id', '=', userId).where('day', '=', day).execute();
  }

  /** Deletes one ledger row of the user's and lowers the running total by its amount; returns it. */
  async removeXpEvent(userId: string, eventId: string, db: Db = this.db): Promise<number> {
    const row = await db
      .deleteFrom('xp_events')
      .where('id', '=', eventId)
      .where('user_id', '=', userId)
      .returning('amount')
      .executeTakeFirst();
    const amount = Number(row?.amount ?? 0);
    if (amount !== 0) {
      await db
        .updateTable('user_xp')
        .set((eb) => ({ total: eb('total', '-', amount) }))
        .where('user_id', '=', userId)
        .execute();
    }
    return amount;
  }

  /** Whether the user earned XP or reviewed a card at or after `since`. */
  async activitySince(userId: string, since: number, db: Db = this.db): Promise<boolean> {
    const [xp, review] = await Promise.all([
      db
        .selectFrom('xp_events')
        .select('id')
        .where('user_id', '=', userId)
        .where('created_at', '>=', since)
        .limit(1)
        .executeTakeFirst(),
      db
        .selectFrom('review_logs')
        .select('id')
        .where('user_id', '=', userId)
        .where('reviewed_at', '>=', since)
        .limit(1)
        .executeTakeFirst(),
    ]);
    return Boolean(xp || review);
  }

  async activityDays(userId: string): Promise<string[]> {
    const rows = await this.db.selectFrom('activity_days').select('day').where('user_id', '=', userId).execute();
    return rows.map((r) => r.day);
  }

  async counts(userId: string, weekStart: number) {
    const count = (table: 'summaries' | 'decks' | 'cards') =>
      this.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirst()
        .then((r) => Number(r?.n ?? 0));
    const [summaries, decks, cards, weekSummaries] = await Promise.all([
      count('summaries'),
      count('decks'),
      count('cards'),
      this.db
        .selectFrom('summaries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('created_at', '>=', weekStart)
        .executeTakeFirst()
        .then((r) => Number(r?.n ?? 0)),
    ]);
    return { summaries, decks, cards, weekSummaries };
  }

  async reviewTotals(userId: string): Promise<{ reviews: number; responseMs: number }> {
    const row = await this.db
      .selectFrom('review_logs')
      .select((eb) => [
        eb.fn.countAll<number>().as('reviews'),
        eb.fn.coalesce(eb.fn.sum<number>('response_time_ms'), eb.lit(0)).as('ms'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return { reviews: Number(row?.reviews ?? 0), responseMs: Number(row?.ms ?? 0) };
  }

  async userCreatedAt(userId: string): Promise<number | undefined> {
    const row = await this.db.selectFrom('users').select('created_at').where('id', '=', userId).executeTakeFirst();
    return row?.created_at;
  }

  /**
   * Reviews per local day (day numbers, see zone-offsets.ts) from `from` (inclusive) to `to`
   * (exclusive): one range scan of review_logs_user_idx, grouped in the database.
   */
  async reviewsPerDay(userId: string, from: number, to: number, segments: readonly OffsetSegment[]) {
    const day = localDayNumberSql(sql<number>`reviewed_at`, segments);
    const rows = await this.db
      .selectFrom('review_logs')
      .select([day.as('day_number'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('user_id', '=', userId)
      .where('reviewed_at', '>=', from)
      .where('reviewed_at', '<', to)
      .groupBy(sql`day_number`)
      .execute();
    return rows.map((r) => ({ day: Number(r.day_number), count: Number(r.n) }));
  }

  /**
   * Scheduled (learning, review, relearning) cards due before `to`, per local day; a card due
   * before `todayStart` is counted on today. `overdue` is how many of them were due before today.
   */
  async duePerDay(userId: string, todayStart: number, to: number, segments: readonly OffsetSegment[]) {
    const clamped = sql<number>`(case when due_at < ${sql.lit(todayStart)} then ${sql.lit(todayStart)} else due_at end)`;
    const day = localDayNumberSql(clamped, segments);
    const base = this.db
      .selectFrom('cards')
      .where('user_id', '=', userId)
      .where('state', 'in', SCHEDULED_STATES)
      .where('due_at', '<', to);
    const [rows, overdue] = await Promise.all([
      base
        .select([day.as('day_number'), (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy(sql`day_number`)
        .execute(),
      base
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('due_at', '<', todayStart)
        .executeTakeFirst(),
    ]);
    return {
      days: rows.map((r) => ({ day: Number(r.day_number), count: Number(r.n) })),
      overdue: Number(overdue?.n ?? 0),
    };
  }

  /** Answers to cards in review state since `from`, and how many were Hard, Good or Easy. */
  async reviewStateAnswers(userId: string, from: number): Promise<{ reviews: number; passed: number }> {
    const row = await this.db
      .selectFrom('review_logs')
      .select((eb) => [
        eb.fn.countAll<number>().as('reviews'),
        eb.fn
          .coalesce(eb.fn.sum<number>(eb.case().when('rating', '>=', RATING_HARD).then(1).else(0).end()), eb.lit(0))
          .as('passed'),
      ])
      .where('user_id', '=', userId)
      .where('reviewed_at', '>=', from)
      .where('state_before', '=', STATE_REVIEW)
      .executeTakeFirst();
    return { reviews: Number(row?.reviews ?? 0), passed: Number(row?.passed ?? 0) };
  }

  async reviewsSince(userId: string, from: number): Promise<number> {
    const row = await this.db
      .selectFrom('review_logs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('reviewed_at', '>=', from)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }
}
