/**
 * What each index on `cards` costs a review's card update on PostgreSQL, where the update changes
 * `due_at` and `state` (indexed), so it is never HOT and adds an entry to every index whose
 * predicate the new row meets. A migrated database with one student's 600 cards; PL/pgSQL loops
 * of the review's UPDATE (all scheduling columns, by primary key), timed inside PostgreSQL, with
 * each index dropped in turn (and restored), alternately. `npm run build` first (or BENCH_SERVER).
 *
 *   npx tsx bench/api/card-index-cost.ts [updates] [rounds]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startTestPostgres } from '../../apps/server/test/postgres-server.js';
import { createDeck, register, startApp } from './bench-server.js';

const UPDATES = Number(process.argv[2] ?? 20_000);
const ROUNDS = Number(process.argv[3] ?? 3);

const LOOP = `
do $$
declare ids text[]; n int; t0 timestamptz; w0 pg_lsn;
begin
  select array_agg(id) into ids from cards;
  n := array_length(ids, 1);
  t0 := clock_timestamp();
  w0 := pg_current_wal_insert_lsn();
  for i in 1..${UPDATES} loop
    update cards set due_at = due_at + 1, state = 2, stability = stability + 0.01, difficulty = 5,
      elapsed_days = 1, scheduled_days = 2, reps = reps + 1, last_review_at = due_at, updated_at = updated_at + 1
      where id = ids[1 + (i % n)];
  end loop;
  raise notice 'us_per_update=% wal_bytes=%', extract(epoch from clock_timestamp() - t0) * 1e6 / ${UPDATES},
    pg_wal_lsn_diff(pg_current_wal_insert_lsn(), w0) / ${UPDATES};
end $$`;

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'revisely-idx-'));
  const database = await startTestPostgres();
  try {
    const app = await startApp(path.join(dataDir, 'pg'), database.url);
    try {
      const auth = await register(app.base, 'index-cost@example.com');
      await Promise.all(Array.from({ length: 30 }, (_, d) => createDeck(app.base, auth, `deck ${d}`, 20)));
    } finally {
      await app.stop();
    }
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    let last = { us: 0, wal: 0 };
    client.on('notice', (msg) => {
      const m = /us_per_update=([\d.]+) wal_bytes=([\d.]+)/u.exec(msg.message ?? '');
      if (m) last = { us: Number(m[1]), wal: Number(m[2]) };
    });
    const defs = (
      await client.query<{ indexname: string; indexdef: string }>(
        "select indexname, indexdef from pg_indexes where tablename = 'cards' and indexname <> 'cards_pkey' order by 1",
      )
    ).rows;
    console.log(`cards indexes besides the primary key:\n${defs.map((d) => `  ${d.indexdef}`).join('\n')}`);
    const time = async () => {
      await client.query('vacuum cards');
      await client.query(LOOP);
      return last;
    };
    const results = new Map<string, { us: number; wal: number }[]>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const variant of ['all', ...defs.map((d) => d.indexname)]) {
        const def = defs.find((d) => d.indexname === variant);
        if (def) await client.query(`drop index ${def.indexname}`);
        const us = await time();
        if (def) await client.query(def.indexdef);
        results.set(variant, [...(results.get(variant) ?? []), us]);
      }
    }
    console.log(`\nper card update, µs and WAL bytes (${UPDATES} updates per run, ${ROUNDS} rounds):`);
    for (const [variant, us] of results) {
      const label = variant === 'all' ? 'all indexes' : `without ${variant}`;
      const wal = us.map((u) => u.wal.toFixed(0)).join(', ');
      console.log(`  ${label}: ${us.map((u) => u.us.toFixed(1)).join(', ')} µs; WAL bytes ${wal}`);
    }
    await client.end();
  } finally {
    database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
