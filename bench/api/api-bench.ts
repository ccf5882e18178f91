/**
 * API throughput, on loopback against the built server (`npm run build` first) in a child process,
 * with a bare Fastify route measured in the same run as the anchor:
 * - a heavy user (10,000 cards in 10 decks, SQLite): the due queue, and reviews one after another.
 *   Targets: due ≥ 40% of the bare route's req/s, p99 < 25 ms at 64 connections; review ≥ 2,600
 *   req/s, p99 < 25 ms.
 * - the study mix (mix-bench.ts): many students each looping due → review, SQLite and PostgreSQL
 *   side by side.
 * BENCH_ONLY=due|review|mix runs one part (e.g. to profile one endpoint with
 * BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof').
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Result } from 'autocannon';
import { CONNECTIONS, DURATION, createDeck, register, run, startApp, startBare } from './bench-server.js';
import { printMix, runMix } from './mix-bench.js';

const ONLY = process.env.BENCH_ONLY;
const REVIEW_TARGET_RPS = 2600;
const P99_TARGET_MS = 25;

async function heavyUser(base: string): Promise<[string, Result][]> {
  const auth = await register(base, 'bench@example.com');
  const cardIds: { deck: string; card: string }[] = [];
  for (let d = 0; d < 10; d++) {
    const deck = await createDeck(base, auth, `Deck ${d}`, 1000);
    for (const c of deck.cards) cardIds.push({ deck: deck.id, card: c.id });
  }
  console.log(`seeded ${cardIds.length} cards in 10 decks`);
  const rows: [string, Result][] = [];
  if (ONLY !== 'review') {
    rows.push([
      'GET /api/flashcards/review/due',
      await run({ url: `${base}/api/flashcards/review/due`, headers: auth }),
    ]);
  }
  if (ONLY !== 'due') {
    let next = 0;
    const qualities = ['again', 'hard', 'good', 'easy'];
    const reviewResult = await run({
      url: base,
      requests: [
        {
          method: 'POST',
          headers: auth,
          setupRequest: (req) => {
            const target = cardIds[next++ % cardIds.length]!;
            return {
              ...req,
              path: `/api/decks/${target.deck}/review`,
              body: JSON.stringify({ cardId: target.card, quality: qualities[next % 4], responseTimeMs: 3000 }),
            };
          },
        },
      ],
    });
    rows.push(['POST /api/decks/{id}/review', reviewResult]);
  }
  return rows;
}

function printHeavyUser(rows: [string, Result][], bare: Result): boolean {
  console.log(`\n${CONNECTIONS} connections, ${DURATION}s each, SQLite, 10,000 cards`);
  console.log(
    'endpoint'.padEnd(34),
    'req/s'.padStart(9),
    'p99 ms'.padStart(8),
    '% of bare'.padStart(10),
    'errors'.padStart(7),
  );
  let ok = true;
  for (const [name, r] of [['bare Fastify GET /hello', bare] as [string, Result], ...rows]) {
    const share = (r.requests.average / bare.requests.average) * 100;
    console.log(
      name.padEnd(34),
      r.requests.average.toFixed(0).padStart(9),
      String(r.latency.p99).padStart(8),
      `${share.toFixed(0)}%`.padStart(10),
      String(r.errors + r.non2xx).padStart(7),
    );
    // The latency spread shows whether a p99 miss is a slow average or a tail (GC, a stall).
    const l = r.latency;
    console.log(' '.repeat(34), `p50 ${l.p50}  p90 ${l.p90}  p97.5 ${l.p97_5}  p99 ${l.p99}  max ${l.max} ms`);
    if (r === bare) continue;
    const fastEnough = name.startsWith('POST') ? r.requests.average >= REVIEW_TARGET_RPS : share >= 40;
    if (!fastEnough || r.latency.p99 >= P99_TARGET_MS || r.non2xx > 0) ok = false;
  }
  console.log(
    ok
      ? `\nPASS: targets met (due ≥ 40% of bare, review ≥ ${REVIEW_TARGET_RPS} req/s, p99 < ${P99_TARGET_MS} ms)`
      : '\nMISS: a target was not met',
  );
  return ok;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'revisely-bench-'));
  const bare = await startBare(dataDir);
  let ok = true;
  // The mix's target is a share of this run's reviews-alone figure (issue 26).
  let reviewsAlone: number | undefined;
  try {
    const bareResult = await run({ url: `${bare.base}/hello` });
    await bare.stop();
    if (ONLY !== 'mix') {
      const app = await startApp(dataDir);
      try {
        const rows = await heavyUser(app.base);
        reviewsAlone = rows.find(([name]) => name.startsWith('POST'))?.[1].requests.average;
        ok = printHeavyUser(rows, bareResult);
      } finally {
        await app.stop();
      }
    }
    if (!ONLY || ONLY === 'mix') printMix(await runMix(), bareResult.requests.average, reviewsAlone);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await bare.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
