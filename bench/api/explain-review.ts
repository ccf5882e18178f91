/**
 * The plans PostgreSQL and SQLite choose for the review's reads, on a seeded database like the
 * study mix's (students × 30 decks of 20 cards, some reviewed). PostgreSQL's are the generic plans
 * (`plan_cache_mode = force_generic_plan`): the hot statements are named, so after a few runs a
 * connection uses the generic plan. `npm run build` first (or BENCH_SERVER).
 *
 *   npx tsx bench/api/explain-review.ts [students]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { startTestPostgres } from '../../apps/server/test/postgres-server.js';
import type { Database as Schema } from '../../apps/server/src/db/schema.js';
import type { AwardInStatement } from '../../apps/server/src/core/ports.js';
import { withAwardWrites, xpTotalOf } from '../../apps/server/src/features/progress/progress.repository.js';
import {
  cardWithAnswerQuery,
  oneStatementReviewQueries,
} from '../../apps/server/src/features/study/study-review-queries.js';
import { createDeck, register, startApp } from './bench-server.js';

const STUDENTS = Number(process.argv[2] ?? 16);
const award = { plan: () => undefined, withWrites: withAwardWrites, total: xpTotalOf } as unknown as AwardInStatement;
const queries = oneStatementReviewQueries(award);

async function seed(base: string) {
  const students: { auth: Record<string, string>; decks: { id: string; cards: { id: string }[] }[] }[] = [];
  for (let s = 0; s < STUDENTS; s++) {
    const auth = await register(base, `explain${s}@example.com`);
    const decks = await Promise.all(Array.from({ length: 30 }, (_, d) => createDeck(base, auth, `E${s} ${d}`, 20)));
    // Some history: 40 reviews each.
    for (let i = 0; i < 40; i++) {
      const deck = decks[i % decks.length]!;
      const res = await fetch(`${base}/api/decks/${deck.id}/review`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ cardId: deck.cards[i % 20]!.id, quality: 'good', reviewId: crypto.randomUUID() }),
      });
      if (!res.ok) throw new Error(`review: ${res.status}`);
    }
    students.push({ auth, decks });
  }
  return students;
}

/** Runs the query once through Kysely (capturing its SQL and values), returns them. */
async function captured(run: (db: Kysely<Schema>) => Promise<unknown>, dialect: 'pg' | 'sqlite', conn: unknown) {
  let last: CompiledQuery | undefined;
  const db = new Kysely<Schema>({
    dialect:
      dialect === 'pg'
        ? new PostgresDialect({ pool: conn as pg.Pool })
        : new SqliteDialect({ database: conn as Database.Database }),
    log: (event) => {
      last = event.query;
    },
  });
  await run(db);
  return last!;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'revisely-explain-'));
  const database = await startTestPostgres();
  try {
    for (const kind of ['sqlite', 'pg'] as const) {
      const app = await startApp(path.join(dataDir, kind), kind === 'pg' ? database.url : '');
      let students;
      try {
        students = await seed(app.base);
      } finally {
        await app.stop();
      }
      const pool = kind === 'pg' ? new pg.Pool({ connectionString: database.url, max: 1 }) : undefined;
      const file = kind === 'sqlite' ? new Database(path.join(dataDir, kind, 'revisely.sqlite')) : undefined;
      const conn = pool ?? file!;
      if (pool) await pool.query('analyze');
      else file!.exec('analyze');
      const deck = students[0]!.decks[3]!;
      const userId = (
        kind === 'pg'
          ? (await pool!.query('select user_id as id from decks where id = $1', [deck.id])).rows[0]
          : file!.prepare('select user_id as id from decks where id = ?').get(deck.id)
      ) as { id: string };
      const params = { userId: userId.id, deckId: deck.id, cardId: deck.cards[5]!.id, reviewId: crypto.randomUUID() };
      const reads: [string, (db: Kysely<Schema>) => Promise<unknown>][] = [
        ['card read with answer (SQLite path / before)', (db) => cardWithAnswerQuery.first(db, params)],
        ['one-statement card read with answer (before)', (db) => queries.readWithAnswer.first(db, params)],
        ['card read with answer and session (after)', (db) => queries.readWithAnswerAndSession.first(db, params)],
      ];
      for (const [name, run] of reads) {
        const q = await captured(run, kind, conn);
        console.log(`\n## ${kind === 'pg' ? 'PostgreSQL (generic plan)' : 'SQLite'}: ${name}`);
        if (pool) {
          const client = await pool.connect();
          try {
            await client.query('set plan_cache_mode = force_generic_plan');
            await client.query(`prepare q as ${q.sql}`);
            const literal = (v: unknown) => (v === null ? 'null' : client.escapeLiteral(String(v)));
            const plan = await client.query(
              `explain (analyze, costs off, summary off) execute q(${q.parameters.map(literal).join(', ')})`,
            );
            console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
            await client.query('deallocate q');
          } finally {
            client.release();
          }
        } else {
          const rows = file!.prepare(`explain query plan ${q.sql}`).all(...(q.parameters as unknown[])) as {
            detail: string;
          }[];
          console.log(rows.map((r) => r.detail).join('\n'));
        }
      }
      await pool?.end();
      file?.close();
    }
  } finally {
    database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
