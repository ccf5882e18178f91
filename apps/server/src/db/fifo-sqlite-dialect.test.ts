import SQLite from 'better-sqlite3';
import { Kysely, sql, type Generated } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { FifoSqliteDialect } from './fifo-sqlite-dialect.js';

interface TestDb {
  counter: { id: number; value: number };
  log: { id: Generated<number>; who: string };
}

let db: Kysely<TestDb> | undefined;

function open(): Kysely<TestDb> {
  const sqlite = new SQLite(':memory:');
  sqlite.exec(
    'create table counter (id integer primary key, value integer not null); insert into counter values (1, 0);' +
      'create table log (id integer primary key autoincrement, who text not null);',
  );
  db = new Kysely<TestDb>({ dialect: new FifoSqliteDialect({ database: sqlite }) });
  return db;
}

afterEach(async () => {
  await db?.destroy();
  db = undefined;
});

describe('FifoSqliteDialect', () => {
  it('serves waiting transactions first come, first served', async () => {
    const k = open();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // The first transaction holds the one connection until the gate opens.
    const first = k.transaction().execute(async (trx) => {
      await trx.insertInto('log').values({ who: 'first' }).execute();
      await gate;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const waiting = ['a', 'b', 'c', 'd'].map((who) =>
      k.transaction().execute(async (trx) => {
        await trx.insertInto('log').values({ who }).execute();
      }),
    );
    release();
    await Promise.all([first, ...waiting]);
    const rows = await k.selectFrom('log').select('who').orderBy('id').execute();
    expect(rows.map((r) => r.who)).toEqual(['first', 'a', 'b', 'c', 'd']);
  });

  it('keeps transactions whole when 64 callers interleave queries and transactions', async () => {
    const k = open();
    await Promise.all(
      Array.from({ length: 64 }, async (_, i) => {
        for (let n = 0; n < 5; n += 1) {
          const before = await k.selectFrom('counter').select('value').where('id', '=', 1).executeTakeFirstOrThrow();
          expect(before.value).toBeGreaterThanOrEqual(0);
          await k.transaction().execute(async (trx) => {
            const row = await trx.selectFrom('counter').select('value').where('id', '=', 1).executeTakeFirstOrThrow();
            // Read-modify-write inside the transaction: another caller slipping in would lose an update.
            await trx
              .updateTable('counter')
              .set({ value: row.value + 1 })
              .where('id', '=', 1)
              .execute();
            await trx
              .insertInto('log')
              .values({ who: String(i) })
              .execute();
          });
        }
      }),
    );
    const { value } = await k.selectFrom('counter').select('value').where('id', '=', 1).executeTakeFirstOrThrow();
    expect(value).toBe(320);
    const logged = await sql<{ n: number }>`select count(*) as n from log`.execute(k);
    expect(logged.rows[0]?.n).toBe(320);
  });

  it('releases the connection after a failed transaction', async () => {
    const k = open();
    await expect(
      k.transaction().execute(async (trx) => {
        await trx.insertInto('log').values({ who: 'rolled back' }).execute();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const rows = await k.selectFrom('log').select('who').execute();
    expect(rows).toEqual([]);
  });
});
