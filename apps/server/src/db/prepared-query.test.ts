import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { namedStatements, PreparedQuery } from './prepared-query.js';
import type { Database } from './schema.js';

let db: Kysely<Database> | undefined;

function open(): Kysely<Database> {
  const sqlite = new SQLite(':memory:');
  sqlite.exec(
    'create table activity_days (user_id text not null, day text not null, first_at integer not null, primary key (user_id, day));',
  );
  db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return db;
}

afterEach(async () => {
  await db?.destroy();
  db = undefined;
});

const insertDay = new PreparedQuery<{ user_id: string; day: string; first_at: number }, never>((k, p) =>
  k
    .insertInto('activity_days')
    .values({ user_id: p('user_id'), day: p('day'), first_at: p('first_at') })
    .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing()),
);

const daysOf = new PreparedQuery<{ userId: string; since: string }, { day: string; first_at: number }>((k, p) =>
  k
    .selectFrom('activity_days')
    .select(['day', 'first_at'])
    .where('user_id', '=', p('userId'))
    .where('day', '>=', p('since'))
    // A literal the builder binds as a parameter too: it keeps its own value.
    .where('first_at', '>', 0)
    .orderBy('day'),
);

describe('PreparedQuery', () => {
  it('runs the same compiled statement with each call’s values', async () => {
    const k = open();
    const first = await insertDay.execute(k, { user_id: 'u1', day: '2026-11-24', first_at: 5 });
    expect(Number(first.numAffectedRows)).toBe(1);
    const again = await insertDay.execute(k, { user_id: 'u1', day: '2026-11-24', first_at: 6 });
    expect(Number(again.numAffectedRows)).toBe(0);
    await insertDay.execute(k, { user_id: 'u1', day: '2026-11-25', first_at: 7 });
    await insertDay.execute(k, { user_id: 'u2', day: '2026-11-25', first_at: 8 });
    expect((await daysOf.execute(k, { userId: 'u1', since: '2026-11-25' })).rows).toEqual([
      { day: '2026-11-25', first_at: 7 },
    ]);
    expect((await daysOf.execute(k, { userId: 'u1', since: '2026-01-01' })).rows).toHaveLength(2);
    expect(await daysOf.first(k, { userId: 'nobody', since: '2026-01-01' })).toBeUndefined();
  });

  it('binds text that looks like SQL as a value', async () => {
    const k = open();
    const hostile = "x'); drop table activity_days; --";
    await insertDay.execute(k, { user_id: hostile, day: '2026-11-24', first_at: 1 });
    expect((await daysOf.execute(k, { userId: hostile, since: '' })).rows).toHaveLength(1);
  });

  it('works inside a transaction', async () => {
    const k = open();
    await k
      .transaction()
      .execute(async (trx) => {
        await insertDay.execute(trx, { user_id: 'u1', day: '2026-11-24', first_at: 1 });
        throw new Error('undo');
      })
      .catch(() => undefined);
    expect((await daysOf.execute(k, { userId: 'u1', since: '' })).rows).toEqual([]);
  });

  it('compiles for each dialect it is used with', () => {
    const pg = new Kysely<Database>({ dialect: new PostgresDialect({ pool: {} as never }) });
    const k = open();
    const compiled = (daysOf as unknown as { compiledFor(d: Kysely<Database>): { query: { sql: string } } })
      .compiledFor;
    const pgSql = compiled.call(daysOf, pg).query.sql;
    expect(pgSql).toContain('$1');
    expect(compiled.call(daysOf, k).query.sql).not.toContain('$1');
    // PostgreSQL's text gets a statement name (planned once per connection, ADR 0035); SQLite's none.
    expect(namedStatements.get(pgSql)).toMatch(/^prepared_\d+$/u);
    expect(namedStatements.has(compiled.call(daysOf, k).query.sql)).toBe(false);
  });

  it('refuses a placeholder the builder wrote into the SQL instead of binding it', async () => {
    const k = open();
    const inlined = new PreparedQuery<{ day: string }, { day: string }>((q, p) =>
      q
        .selectFrom('activity_days')
        .select('day')
        .where('day', '=', sql.lit(p('day'))),
    );
    await expect(inlined.execute(k, { day: 'x' })).rejects.toThrow(/not bound as parameters: day/);
  });
});
