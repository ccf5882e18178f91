import SQLite from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { FifoSqliteDialect } from './fifo-sqlite-dialect.js';
import { GroupCommit } from './group-commit.js';

interface TestDb {
  log: { id: number; who: string };
}

let db: Kysely<TestDb> | undefined;
let statements: string[] = [];

function open(): Kysely<TestDb> {
  const sqlite = new SQLite(':memory:');
  sqlite.exec('create table log (id integer primary key, who text not null unique);');
  statements = [];
  db = new Kysely<TestDb>({
    dialect: new FifoSqliteDialect({ database: sqlite }),
    log: (event) => {
      statements.push(event.query.sql.toLowerCase());
    },
  });
  return db;
}

afterEach(async () => {
  await db?.destroy();
  db = undefined;
});

const insert = (who: string) => (trx: Kysely<TestDb>) =>
  trx
    .insertInto('log')
    .values({ id: who.charCodeAt(0), who })
    .returning('who')
    .executeTakeFirstOrThrow()
    .then((r) => r.who);

describe('GroupCommit', () => {
  it('commits the writes queued in one turn of the event loop together, in order', async () => {
    const k = open();
    const group = new GroupCommit(k);
    const results = await Promise.all(['a', 'b', 'c', 'd'].map((who) => group.run(insert(who))));
    expect(results).toEqual(['a', 'b', 'c', 'd']);
    expect(statements.filter((s) => s === 'begin')).toHaveLength(1);
    expect(statements.filter((s) => s === 'commit')).toHaveLength(1);
    const rows = await k.selectFrom('log').select('who').orderBy('id').execute();
    expect(rows.map((r) => r.who)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('rolls back only the job that failed, which gets its own error', async () => {
    const k = open();
    const group = new GroupCommit(k);
    const outcomes = await Promise.allSettled([
      group.run(insert('a')),
      group.run(async (trx) => {
        await insert('b')(trx);
        throw new Error('b failed after writing');
      }),
      // A constraint error inside the batch: 'a' again breaks the unique index.
      group.run(async (trx) => {
        await insert('c')(trx);
        await trx.insertInto('log').values({ id: 999, who: 'a' }).execute();
      }),
      group.run(insert('d')),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason.message).toBe('b failed after writing');
    expect(String((outcomes[2] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
    const rows = await k.selectFrom('log').select('who').orderBy('id').execute();
    expect(rows.map((r) => r.who)).toEqual(['a', 'd']);
    expect(statements.filter((s) => s === 'commit')).toHaveLength(1);
  });

  it('rejects every job taken into a batch that did not commit, and goes on with the rest', async () => {
    const k = open();
    const group = new GroupCommit(k);
    const outcomes = await Promise.allSettled([
      group.run(insert('a')),
      // Undoes the whole transaction under the batch, so its savepoint cannot be released and the
      // batch cannot commit: 'a' was not written either.
      group.run(async (trx) => {
        await sql`rollback`.execute(trx);
      }),
      group.run(insert('b')),
    ]);
    // 'b' was never taken into the failed batch, so it runs in the next one.
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
    expect(await group.run(insert('z'))).toBe('z');
    const rows = await k.selectFrom('log').select('who').orderBy('id').execute();
    expect(rows.map((r) => r.who)).toEqual(['b', 'z']);
  });

  it('splits a long queue into batches of at most the limit', async () => {
    const k = open();
    const group = new GroupCommit(k, 2);
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((who) => group.run(insert(who))));
    expect(statements.filter((s) => s === 'commit')).toHaveLength(3);
    expect(await k.selectFrom('log').select('who').execute()).toHaveLength(5);
  });
});
