/**
 * A realistic study mix: STUDENTS simulated students, each with their own account and decks, each
 * looping "fetch the due queue, rate its first card" (so every review is followed by a due queue
 * the review changed: updated in place since ADR 0028, rebuilt before). A connection takes
 * whichever student is idle, so no two requests of one student overlap, as in the app. Reports
 * req/s and p50/p99 per call type.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Result } from 'autocannon';
import { startTestPostgres } from '../../apps/server/test/postgres-server.js';
import pg from 'pg';
import { CONNECTIONS, DURATION, createDeck, register, run, startApp, type Started } from './bench-server.js';
import { postmasterPid, procStat, treeCpuMs } from './proc-cpu.js';

export const STUDENTS = Math.max(CONNECTIONS, Number(process.env.BENCH_STUDENTS ?? 64));
// 20 new cards per deck per day (DAILY_NEW_CARDS_PER_DECK): 30 decks is 600 new cards per student,
// enough for every loop of a 10 s run up to about 3,800 reviews/s (check "loops with no due card").
const DECKS_PER_STUDENT = Number(process.env.BENCH_MIX_DECKS ?? 30);
const QUALITIES = ['good', 'hard', 'good', 'easy', 'again'] as const;
// BENCH_MIX_DATABASES=sqlite (or postgres) runs the mix on one database only, e.g. to profile it.
const DATABASES = (process.env.BENCH_MIX_DATABASES ?? 'sqlite,postgres').split(',');

export interface CallStats {
  count: number;
  errors: number;
  p50: number;
  p99: number;
}
export interface MixResult {
  database: string;
  total: Result;
  due: CallStats;
  review: CallStats;
  /** Loops that found no card to rate (should be 0: the decks hold enough new cards). */
  empty: number;
  /**
   * CPU µs per call of the server process and of PostgreSQL (postmaster and backends) over the run:
   * a cost that other load on the machine changes far less than it changes calls/s.
   */
  cpuPerCall: { server: number; database?: number };
}

interface Student {
  auth: Record<string, string>;
  turn: number;
}
interface Ctx {
  student?: Student;
  card?: { id: string; deck_id: string };
  sentAt?: number;
}

function stats(ms: number[], errors: number): CallStats {
  const sorted = ms.sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { count: sorted.length, errors, p50: at(0.5), p99: at(0.99) };
}

async function seed(base: string): Promise<Student[]> {
  const students: Student[] = [];
  for (let s = 0; s < STUDENTS; s++) {
    const auth = await register(base, `student${s}@example.com`);
    await Promise.all(
      Array.from({ length: DECKS_PER_STUDENT }, (_, d) => createDeck(base, auth, `S${s} deck ${d}`, 20)),
    );
    students.push({ auth, turn: 0 });
  }
  return students;
}

/** The postmaster's pid of the PostgreSQL at `url`. */
async function postmasterOf(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ setting: string }>(
      "select setting from pg_settings where name = 'data_directory'",
    );
    return postmasterPid(rows[0]!.setting);
  } finally {
    await client.end();
  }
}

async function drive(database: string, app: Started, databaseUrl?: string): Promise<MixResult> {
  const base = app.base;
  const idle = await seed(base);
  const postmaster = databaseUrl ? await postmasterOf(databaseUrl) : undefined;
  const serverCpu = () => procStat(app.child.pid!)?.[1] ?? NaN;
  const cpuBefore = [serverCpu(), postmaster ? treeCpuMs(postmaster) : 0];
  const dueMs: number[] = [];
  const reviewMs: number[] = [];
  let dueErrors = 0;
  let reviewErrors = 0;
  let empty = 0;
  const now = () => performance.now();
  // autocannon builds every connection's first request at start-up into one shared buffer, so
  // those would all carry the last student's token: the first request is a warm-up instead.
  let warmingUp = true;
  setImmediate(() => (warmingUp = false));
  const total = await run({
    url: base,
    requests: [
      {
        method: 'GET',
        path: '/api/flashcards/review/due',
        setupRequest: (req, context) => {
          const ctx = context as Ctx;
          if (warmingUp) return { ...req, path: '/api/health' };
          ctx.student = idle.pop();
          if (!ctx.student) throw new Error('more connections than students');
          ctx.sentAt = now();
          // A copy: autocannon adds Content-Length to the headers object it is given.
          return { ...req, headers: { ...ctx.student.auth } };
        },
        onResponse: (status, body, context) => {
          const ctx = context as Ctx;
          if (!ctx.student) return;
          dueMs.push(now() - ctx.sentAt!);
          if (status !== 200) dueErrors++;
          ctx.card = status === 200 ? (JSON.parse(body) as { cards: Ctx['card'][] }).cards[0] : undefined;
          if (!ctx.card) {
            empty++;
            idle.unshift(ctx.student!);
          }
        },
      },
      {
        method: 'POST',
        // No card: autocannon starts the loop over (the student was handed back above).
        setupRequest: (req, context) => {
          const ctx = context as Ctx;
          if (!ctx.card || !ctx.student) return undefined as never;
          ctx.sentAt = now();
          const quality = QUALITIES[ctx.student.turn++ % QUALITIES.length];
          return {
            ...req,
            headers: { ...ctx.student.auth },
            path: `/api/decks/${ctx.card.deck_id}/review`,
            // The web client sends a reviewId with every rating (ADR 0008).
            body: JSON.stringify({ cardId: ctx.card.id, quality, responseTimeMs: 4000, reviewId: randomUUID() }),
          };
        },
        onResponse: (status, _body, context) => {
          const ctx = context as Ctx;
          reviewMs.push(now() - ctx.sentAt!);
          if (status !== 200) reviewErrors++;
          idle.unshift(ctx.student!);
        },
      },
    ],
  });
  const calls = dueMs.length + reviewMs.length;
  const perCall = (ms: number) => (ms * 1000) / calls;
  const cpuPerCall = {
    server: perCall(serverCpu() - cpuBefore[0]!),
    ...(postmaster ? { database: perCall(treeCpuMs(postmaster) - cpuBefore[1]!) } : {}),
  };
  return { database, total, due: stats(dueMs, dueErrors), review: stats(reviewMs, reviewErrors), empty, cpuPerCall };
}

/** The mix on a fresh SQLite file, then on a throwaway PostgreSQL (fsync off, as in the tests). */
export async function runMix(): Promise<MixResult[]> {
  const results: MixResult[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'revisely-mix-'));
  try {
    if (DATABASES.includes('sqlite')) {
      const app = await startApp(path.join(dataDir, 'sqlite'));
      try {
        results.push(await drive('SQLite', app));
      } finally {
        await app.stop();
      }
    }
    if (!DATABASES.includes('postgres')) return results;
    const database = await startTestPostgres();
    try {
      const app = await startApp(path.join(dataDir, 'pg'), database.url);
      try {
        results.push(await drive('PostgreSQL', app, database.url));
      } finally {
        await app.stop();
      }
    } finally {
      database.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

/** Issue 26's targets for the mix, against the reviews-alone figure of the same run. */
export const MIX_SHARE_OF_REVIEWS = 0.5;
export const MIX_PG_SHARE_OF_SQLITE = 0.5;
export const MIX_P99_TARGET_MS = 50;

export function printMix(results: MixResult[], bareReqPerSec: number, reviewsAloneReqPerSec?: number): void {
  console.log(
    `\nStudy mix: ${STUDENTS} students × ${DECKS_PER_STUDENT} decks of 20 cards, loop GET due → POST review ` +
      `(first due card), ${CONNECTIONS} connections, ${DURATION}s per database`,
  );
  console.log(`bare Fastify GET /hello in the same run: ${bareReqPerSec.toFixed(0)} req/s`);
  const cell = (s: string, w = 14) => s.padStart(w);
  console.log('call'.padEnd(30), ...results.map((r) => cell(r.database, 28)));
  const line = (name: string, f: (r: MixResult) => string) =>
    console.log(name.padEnd(30), ...results.map((r) => cell(f(r), 28)));
  const perSec = (n: number) => (n / DURATION).toFixed(0);
  line('all calls req/s (% of bare)', (r) => {
    const rps = r.total.requests.average;
    return `${rps.toFixed(0)} (${((rps / bareReqPerSec) * 100).toFixed(0)}%)`;
  });
  line('GET due req/s', (r) => perSec(r.due.count));
  line('GET due p50 / p99 ms', (r) => `${r.due.p50.toFixed(1)} / ${r.due.p99.toFixed(1)}`);
  line('POST review req/s', (r) => perSec(r.review.count));
  line('POST review p50 / p99 ms', (r) => `${r.review.p50.toFixed(1)} / ${r.review.p99.toFixed(1)}`);
  line('errors (due / review)', (r) => `${r.due.errors} / ${r.review.errors}`);
  line('loops with no due card', (r) => String(r.empty));
  line(
    'CPU µs per call (server / db)',
    (r) =>
      `${r.cpuPerCall.server.toFixed(0)} / ${r.cpuPerCall.database === undefined ? '–' : r.cpuPerCall.database.toFixed(0)}`,
  );
  const sqlite = results.find((r) => r.database === 'SQLite');
  const pg = results.find((r) => r.database === 'PostgreSQL');
  if (!sqlite || !pg) return;
  const rps = (r: MixResult) => r.total.requests.average;
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  if (reviewsAloneReqPerSec !== undefined) {
    const share = rps(sqlite) / reviewsAloneReqPerSec;
    console.log(
      `target: SQLite mix ≥ ${MIX_SHARE_OF_REVIEWS * 100}% of reviews alone (${reviewsAloneReqPerSec.toFixed(0)} req/s): ` +
        `${(share * 100).toFixed(0)}% ${verdict(share >= MIX_SHARE_OF_REVIEWS)}`,
    );
  }
  const pgShare = rps(pg) / rps(sqlite);
  console.log(
    `target: PostgreSQL ≥ ${MIX_PG_SHARE_OF_SQLITE * 100}% of SQLite: ${(pgShare * 100).toFixed(0)}% ${verdict(pgShare >= MIX_PG_SHARE_OF_SQLITE)}`,
  );
  for (const r of results) {
    const p99 = Math.max(r.due.p99, r.review.p99);
    console.log(
      `target: p99 < ${MIX_P99_TARGET_MS} ms on ${r.database}: ${p99.toFixed(1)} ms ${verdict(p99 < MIX_P99_TARGET_MS)}`,
    );
  }
}
