/**
 * Issue 26's big-deck stall, measured: with a 50,000-card deck being exported (Anki package and
 * data export), imported and listed, how long does `/api/health` take? p50/p99/max of a steady
 * health probe on SQLite and on PostgreSQL, printed beside the same probe against a bare Fastify
 * route in this run. Target: health p99 under 100 ms on both (ADR 0024).
 *
 * Run from the repository root: `npm run bench:big-deck -w @revisely/bench`. It runs the built
 * server (`npm run build` first), or the sources with BENCH_SERVER=apps/server/src/main.ts
 * BENCH_NODE_ARGS='--import tsx'. BIG_DECK_CARDS changes the deck size.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestPostgres } from '../../apps/server/test/postgres-server.js';
import { register, startApp, startBare, type Started } from './bench-server.js';

const CARDS = Number(process.env.BIG_DECK_CARDS ?? 50_000);
const TARGET_P99_MS = 100;
const PROBE_EVERY_MS = 20;

// A 50,000-card deck is over the default cards-per-deck limit (20,000): raised for this bench.
process.env.DECK_CARD_LIMIT = String(CARDS * 2);
process.env.QUOTA_EXPORTS_PER_HOUR = '1000';
process.env.QUOTA_IMPORTS_PER_HOUR = '1000';

interface Probe {
  times: number[];
  /** When each round trip started (ms since the bench began), to place a stall among the work. */
  startedAt: number[];
  stop(): Promise<void>;
}

/** GETs `url` one after another (a pause between) until stopped, keeping each round trip's time. */
function probe(url: string): Probe {
  const times: number[] = [];
  const startedAt: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const t0 = performance.now();
      await (await fetch(url)).arrayBuffer();
      times.push(performance.now() - t0);
      startedAt.push(t0);
      await new Promise((r) => setTimeout(r, PROBE_EVERY_MS));
    }
  })();
  return {
    times,
    startedAt,
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const summary = (times: number[]) =>
  `p50 ${percentile(times, 50).toFixed(1).padStart(6)}  p99 ${percentile(times, 99).toFixed(1).padStart(7)}  ` +
  `max ${Math.max(...times)
    .toFixed(1)
    .padStart(7)} ms  (${times.length} probes)`;

function tsv(n: number, prefix: string): Blob {
  const lines: string[] = [];
  for (let i = 0; i < n; i++) lines.push(`${prefix} question ${i}: what does organelle ${i} do?\tanswer ${i}`);
  return new Blob([lines.join('\n')], { type: 'text/tab-separated-values' });
}

async function importTsv(base: string, auth: Record<string, string>, name: string, n: number) {
  const form = new FormData();
  form.append('file', tsv(n, name), `${name}.tsv`);
  const { 'content-type': _json, ...headers } = auth;
  const res = await fetch(`${base}/api/flashcards/import`, { method: 'POST', headers, body: form });
  if (!res.ok) throw new Error(`import ${name}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { decks: { id: string; cardCount: number }[] };
}

let phaseStart = 0;
const at = (ms: number) => `${((ms - phaseStart) / 1000).toFixed(1)} s`;

async function timed(label: string, work: () => Promise<unknown>): Promise<string> {
  const t0 = performance.now();
  await work();
  return `${label} ${((performance.now() - t0) / 1000).toFixed(1)} s (done at ${at(performance.now())})`;
}

async function drive(database: string, app: Started, bare: Started): Promise<number> {
  const owner = await register(app.base, `big-${database}-${Date.now()}@example.com`);
  const other = await register(app.base, `big2-${database}-${Date.now()}@example.com`);
  const setup = performance.now();
  const { decks } = await importTsv(app.base, owner, 'Big deck', CARDS);
  const deckId = decks[0]!.id;
  console.log(
    `${database}: ${decks[0]!.cardCount} cards imported in ${((performance.now() - setup) / 1000).toFixed(1)} s (setup)`,
  );

  phaseStart = performance.now();
  const health = probe(`${app.base}/api/health`);
  // A route that needs no database (a JSON 404): when it is fast while health is slow, requests wait
  // for SQLite's one connection rather than for the event loop.
  const loop = probe(`${app.base}/api/no-such-route`);
  const anchor = probe(`${bare.base}/hello`);
  const { authorization } = owner;
  const work = await Promise.all([
    timed('Anki export', async () => {
      const res = await fetch(`${app.base}/api/flashcards/export/anki`, {
        method: 'POST',
        headers: owner,
        body: JSON.stringify({ deckIds: [deckId] }),
      });
      if (!res.ok) throw new Error(`anki export ${res.status}`);
      await res.arrayBuffer();
    }),
    timed('data export', async () => {
      const res = await fetch(`${app.base}/api/user/export`, { headers: { authorization: authorization! } });
      if (!res.ok) throw new Error(`user export ${res.status}`);
      await res.arrayBuffer();
    }),
    timed('import (another student)', () => importTsv(app.base, other, 'Second deck', CARDS)),
    timed('list every page', async () => {
      for (let offset = 0; ; offset += 1000) {
        const res = await fetch(`${app.base}/api/flashcards/decks/${deckId}/cards?limit=1000&offset=${offset}`, {
          headers: { authorization: authorization! },
        });
        const page = (await res.json()) as unknown[];
        if (page.length < 1000) break;
      }
    }),
  ]);
  await health.stop();
  await anchor.stop();
  await loop.stop();
  console.log(`${database}: ${work.join(', ')}`);
  console.log(`  /api/health      ${summary(health.times)}`);
  console.log(`  no-database 404  ${summary(loop.times)}`);
  console.log(`  bare Fastify     ${summary(anchor.times)}`);
  const stalls = health.times.flatMap((ms, i) =>
    ms > 1000 ? [`${at(health.startedAt[i]!)} +${(ms / 1000).toFixed(1)} s`] : [],
  );
  if (stalls.length > 0) console.log(`  health over 1 s: ${stalls.join(', ')}`);
  const p99 = percentile(health.times, 99);
  console.log(`  health p99 ${p99 < TARGET_P99_MS ? 'PASS' : 'FAIL'} (target < ${TARGET_P99_MS} ms)`);
  return p99;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'revisely-big-deck-'));
let failures = 0;
try {
  const bare = await startBare(dataDir);
  try {
    console.log(`Big deck: ${CARDS.toLocaleString('en-GB')} cards exported, imported and listed at once`);
    // BIG_DECK_DATABASE=sqlite or =postgres runs that one alone.
    const only = process.env.BIG_DECK_DATABASE;
    if (only !== 'postgres') {
      const sqlite = await startApp(path.join(dataDir, 'sqlite'));
      try {
        if ((await drive('SQLite', sqlite, bare)) >= TARGET_P99_MS) failures++;
      } finally {
        await sqlite.stop();
      }
    }
    if (only !== 'sqlite') {
      const pg = await startTestPostgres();
      try {
        const app = await startApp(path.join(dataDir, 'pg'), pg.url);
        try {
          if ((await drive('PostgreSQL', app, bare)) >= TARGET_P99_MS) failures++;
        } finally {
          await app.stop();
        }
      } finally {
        pg.stop();
      }
    }
  } finally {
    await bare.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = failures === 0 ? 0 : 1;
