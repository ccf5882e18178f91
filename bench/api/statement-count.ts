/**
 * SQL statements per study loop ("GET due → POST review" of the first due card) on PostgreSQL,
 * where each is a round trip to the database. Unlike req/s it does not depend on how loaded the
 * machine is. PostgreSQL logs every statement (`log_statement = all`) while one student loops;
 * the log is then counted. Before that, with logging off, it measures the CPU time PostgreSQL (the
 * postmaster and its backends) and the server spend per loop over CPU_LOOPS loops, from
 * /proc/<pid>/stat: a cost per loop that a loaded machine changes far less than it changes req/s.
 * `npm run build` first; BENCH_SERVER compares another build.
 *
 *   npx tsx bench/api/statement-count.ts [loops] [cpu-loops]
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startTestPostgres } from '../../apps/server/test/postgres-server.js';
import { createDeck, register, startApp } from './bench-server.js';
import { procStat, treeCpuMs } from './proc-cpu.js';

const LOOPS = Number(process.argv[2] ?? 60);
const CPU_LOOPS = Number(process.argv[3] ?? 400);
const WARM_LOOPS = 100;
async function main() {
  const database = await startTestPostgres();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'revisely-statements-'));
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  try {
    const app = await startApp(dataDir, database.url);
    try {
      const auth = await register(app.base, 'statements@example.com');
      // 20 new cards per deck per day: enough new cards for every loop.
      const decks = Math.ceil((LOOPS + CPU_LOOPS + WARM_LOOPS + 20) / 20);
      for (let d = 0; d < decks; d++) await createDeck(app.base, auth, `Deck ${d}`, 20);
      const loop = async () => {
        const due = (await (await fetch(`${app.base}/api/flashcards/review/due`, { headers: auth })).json()) as {
          cards: { id: string; deck_id: string }[];
        };
        const card = due.cards[0];
        if (!card) throw new Error('no due card');
        const res = await fetch(`${app.base}/api/decks/${card.deck_id}/review`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ cardId: card.id, quality: 'good', responseTimeMs: 4000, reviewId: randomUUID() }),
        });
        if (!res.ok) throw new Error(`review: ${res.status}`);
      };
      // Warm: the first queue is built, prepared statements compiled.
      await loop();
      const { rows } = await admin.query<{ setting: string }>(
        "select setting from pg_settings where name = 'data_directory'",
      );
      const postmaster = Number(readFileSync(path.join(rows[0]!.setting, 'postmaster.pid'), 'utf8').split('\n')[0]);
      const server = app.child.pid!;
      // Warm: the server's code optimised, every connection of the pool opened.
      for (let i = 0; i < WARM_LOOPS; i++) await loop();
      const cpuBefore = [treeCpuMs(postmaster), procStat(server)![1]];
      const started = performance.now();
      for (let i = 0; i < CPU_LOOPS; i++) await loop();
      const elapsed = performance.now() - started;
      const cpu = [treeCpuMs(postmaster) - cpuBefore[0]!, procStat(server)![1] - cpuBefore[1]!];
      const perLoop = (ms: number) => `${((ms / CPU_LOOPS) * 1000).toFixed(0)} µs`;
      console.log(
        `${CPU_LOOPS} loops, one student, in ${(elapsed / 1000).toFixed(1)} s (load ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')})`,
      );
      console.log(`CPU per loop: PostgreSQL ${perLoop(cpu[0]!)}, server ${perLoop(cpu[1]!)}`);
      const logFile = path.join(rows[0]!.setting, '..', 'server.log');
      const logSize = async () =>
        Number((await admin.query<{ size: string }>('select size from pg_stat_file($1)', [logFile])).rows[0]!.size);
      await admin.query("alter system set log_statement = 'all'");
      await admin.query('select pg_reload_conf()');
      await new Promise((r) => setTimeout(r, 500));
      const from = await logSize();
      for (let i = 0; i < LOOPS; i++) await loop();
      await admin.query('alter system reset log_statement');
      await admin.query('select pg_reload_conf()');
      const to = await logSize();
      const text = (
        await admin.query<{ t: string }>('select pg_read_file($1, $2, $3) as t', [logFile, from, to - from])
      ).rows[0]!.t;
      const statements = text
        .split('\n')
        .filter((line) => /LOG: {2}(statement|execute [^:]*):/u.test(line))
        .filter((line) => !/alter system|pg_reload_conf|pg_stat_file|pg_read_file/iu.test(line));
      const kinds = new Map<string, number>();
      for (const line of statements) {
        const sql = line.replace(/^.*LOG: {2}(statement|execute [^:]*): /u, '').trim();
        const kind = sql.split(/\s+/u).slice(0, 3).join(' ').toLowerCase();
        kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      }
      console.log(`${LOOPS} loops (GET due → POST review), one student, PostgreSQL`);
      console.log(`statements per loop: ${(statements.length / LOOPS).toFixed(2)}`);
      for (const [kind, n] of [...kinds].sort((a, b) => b[1] - a[1])) {
        console.log(`  ${(n / LOOPS).toFixed(2).padStart(6)}  ${kind}`);
      }
    } finally {
      await app.stop();
    }
  } finally {
    await admin.end();
    database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
