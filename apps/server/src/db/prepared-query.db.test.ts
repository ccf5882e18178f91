import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { PreparedQuery } from './prepared-query.js';

// A PreparedQuery is sent as a named statement on PostgreSQL (database.ts) and through the cached
// statement on SQLite: the same rows as the builder, errors rejected, the connection still usable.

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sum = new PreparedQuery<{ a: number; b: number }, { total: number; label: string }>((db, param) =>
  db
    .selectNoFrom((eb) => [
      sql<number>`cast(${param('a')} as integer) + cast(${param('b')} as integer)`.as('total'),
      eb.val('fixed').as('label'),
    ])
    .$castTo<{ total: number; label: string }>(),
);

const divide = new PreparedQuery<{ n: number }, { q: number }>((db, param) =>
  db.selectNoFrom(sql<number>`1 / cast(${param('n')} as integer)`.as('q')).$castTo<{ q: number }>(),
);

describe('PreparedQuery on the database', () => {
  it('runs again with new values and returns the rows the driver returns', async () => {
    for (const [a, b] of [
      [1, 2],
      [40, 2],
      [-5, 5],
    ] as const) {
      const result = await sum.execute(t.db, { a, b });
      expect(result.rows).toEqual([{ total: a + b, label: 'fixed' }]);
    }
  });

  it('rejects with the database error on PostgreSQL and leaves the pool usable', async () => {
    // SQLite's integer division by zero is NULL; PostgreSQL raises division_by_zero.
    if (t.config.database.kind === 'postgres') {
      await expect(divide.first(t.db, { n: 0 })).rejects.toMatchObject({ code: '22012' });
    } else {
      expect(await divide.first(t.db, { n: 0 })).toEqual({ q: null });
    }
    // Every pooled connection answers afterwards, the failed statement's included.
    const after = await Promise.all(Array.from({ length: 12 }, (_, i) => divide.first(t.db, { n: i + 1 })));
    expect(after.map((row) => row?.q)).toEqual(Array.from({ length: 12 }, (_, i) => (i === 0 ? 1 : 0)));
  });
});
