/**
 * API throughput for a heavy user: 10,000 cards in 10 decks, on SQLite. Starts the built server
 * (`npm run build` first) and a bare Fastify route in child processes, drives each with autocannon
 * on loopback, and reports req/s and p99 side by side.
 * Targets: ≥ 40% of the bare route's req/s and p99 < 25 ms at 64 connections.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';

const root = path.resolve(import.meta.dirname, '../..');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
// BENCH_ONLY=due|review limits the run (e.g. to profile one endpoint with
// BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof').
const ONLY = process.env.BENCH_ONLY;
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server at ${url} did not start`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function run(opts: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'revisely-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [...NODE_ARGS, path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      AUTH_RATE_LIMIT_PER_HOUR: '100000',
      LOGIN_RATE_LIMIT_PER_15_MIN: '100000',
    },
    stdio: 'inherit',
  });

  const barePort = await freePort();
  const bareFile = path.join(dataDir, 'bare.mjs');
  writeFileSync(
    bareFile,
    `import Fastify from ${JSON.stringify(path.join(root, 'node_modules/fastify/fastify.js'))};
     const app = Fastify({ logger: false });
     app.get('/hello', async () => ({ hello: 'world' }));
     await app.listen({ port: ${barePort}, host: '127.0.0.1' });`,
  );
  const bare = spawn(process.execPath, [bareFile], { stdio: 'inherit' });

  try {
    await waitFor(`${base}/api/health`, server);
    await waitFor(`http://127.0.0.1:${barePort}/hello`, bare);

    const reg = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password' }),
    });
    const { token } = (await reg.json()) as { token: string };
    const auth = {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'x-time-zone': 'Europe/London',
    };
    const deckIds: string[] = [];
    const cardIds: { deck: string; card: string }[] = [];
    for (let d = 0; d < 10; d++) {
      const cards = Array.from({ length: 1000 }, (_, i) => ({
        front: `Deck ${d} question ${i}?`,
        back: `Answer ${i}`,
      }));
      const res = await fetch(`${base}/api/flashcards/decks`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ name: `Deck ${d}`, subject: 'Biology', cards }),
      });
      const deck = (await res.json()) as { id: string; cards: { id: string }[] };
      deckIds.push(deck.id);
      for (const c of deck.cards) cardIds.push({ deck: deck.id, card: c.id });
    }
    console.log(`seeded ${cardIds.length} cards in ${deckIds.length} decks`);

    const bareResult = await run({ url: `http://127.0.0.1:${barePort}/hello` });
    const rows: [string, Result][] = [['bare Fastify GET /hello', bareResult]];
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

    console.log(`\n${CONNECTIONS} connections, ${DURATION}s each, SQLite, 10,000 cards`);
    console.log(
      'endpoint'.padEnd(34),
      'req/s'.padStart(9),
      'p99 ms'.padStart(8),
      '% of bare'.padStart(10),
      'errors'.padStart(7),
    );
    let ok = true;
    for (const [name, r] of rows) {
      const share = (r.requests.average / bareResult.requests.average) * 100;
      console.log(
        name.padEnd(34),
        r.requests.average.toFixed(0).padStart(9),
        String(r.latency.p99).padStart(8),
        `${share.toFixed(0)}%`.padStart(10),
        String(r.errors + r.non2xx).padStart(7),
      );
      if (r !== bareResult && (share < 40 || r.latency.p99 >= 25 || r.non2xx > 0)) ok = false;
    }
    console.log(ok ? '\nPASS: targets met (≥ 40% of bare, p99 < 25 ms)' : '\nMISS: a target was not met');
    process.exitCode = ok ? 0 : 1;
  } finally {
    server.kill('SIGTERM');
    bare.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
