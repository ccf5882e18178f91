/**
 * The review's statements replayed through the app's own createDb and StudyService (no HTTP), one
 * review at a time, on copies of a 10,000-card SQLite database seeded like `bench:api`. Each
 * review's latency is recorded, so a checkpoint that runs inside a COMMIT shows as the tail; a
 * loaded machine slows every variant alike, and the variants run interleaved.
 *
 *   npx tsx bench/api/review-replay.ts [reviews per run, default 6000] [rounds, default 3]
 *
 * Variants: `auto` (today: wal_autocheckpoint = 10000 on the main connection), `worker` (the
 * checkpoint worker, ADR 0017), `none` (no checkpoints at all, for reference: the WAL only grows).
 * CPU per review is the process's (all threads, so the worker's checkpoints count).
 */
import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { pino } from 'pino';
import { buildApp } from '../../apps/server/src/app.js';
import { createAdapters } from '../../apps/server/src/adapters/create-adapters.js';
import { loadConfig } from '../../apps/server/src/config/config.js';
import { systemClock } from '../../apps/server/src/core/clock.js';
import { LocalStudyVersions } from '../../apps/server/src/core/study-version.js';
import { checkpointers, createDb } from '../../apps/server/src/db/database.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import { ProgressRepository } from '../../apps/server/src/features/progress/progress.repository.js';
import { ProgressService } from '../../apps/server/src/features/progress/progress.service.js';
import { ExamRepository } from '../../apps/server/src/features/study/exam.repository.js';
import { DueQueueCache } from '../../apps/server/src/features/study/due-queue-cache.js';
import { ReviewService } from '../../apps/server/src/features/study/review.service.js';

type Variant = 'auto' | 'worker' | 'none';
const REVIEWS = Number(process.argv[2] ?? 6000);
const ROUNDS = Number(process.argv[3] ?? 3);
const VARIANTS = (process.env.REPLAY_VARIANTS?.split(',') ?? ['auto', 'worker', 'none']) as Variant[];
const ZONE = 'Europe/London';
const WORKER = {
  intervalMs: Number(process.env.REPLAY_INTERVAL_MS ?? 250),
  walLimitPages: Number(process.env.REPLAY_WAL_LIMIT_PAGES ?? 10_000),
};
const QUALITIES = ['again', 'hard', 'good', 'easy'] as const;

interface Seeded {
  userId: string;
  cards: { deck: string; card: string }[];
}

async function seed(dataDir: string): Promise<Seeded> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'replay-secret-that-is-long-enough-for-hs256',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_HOUR: '1000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  });
  const db = createDb(config.database);
  await migrateToLatest(db);
  const app = await buildApp({
    config,
    db,
    adapters: createAdapters(config, pino({ level: 'silent' }), db),
    logger: false,
  });
  try {
    const reg = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'bench@example.com', password: 'bench-password' },
    });
    const { token, user } = reg.json<{ token: string; user: { id: string } }>();
    const cards: Seeded['cards'] = [];
    for (let d = 0; d < 10; d++) {
      const name = `Deck ${d}`;
      const res = await app.inject({
        method: 'POST',
        url: '/api/flashcards/decks',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          name,
          subject: 'Biology',
          cards: Array.from({ length: 1000 }, (_, i) => ({ front: `${name} question ${i}?`, back: `Answer ${i}` })),
        },
      });
      const deck = res.json<{ id: string; cards: { id: string }[] }>();
      for (const c of deck.cards) cards.push({ deck: deck.id, card: c.id });
    }
    return { userId: user.id, cards };
  } finally {
    await app.close();
    await db.destroy();
  }
}

const walSize = (file: string) => (existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0);
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function replay(template: string, dir: string, variant: Variant, seeded: Seeded) {
  const file = path.join(dir, `${variant}.sqlite`);
  copyFileSync(template, file);
  const db = createDb({ kind: 'sqlite', file }, variant === 'worker' ? { checkpointWorker: WORKER } : {});
  if (variant === 'none') await sql`pragma wal_autocheckpoint = 0`.execute(db);
  const progress = new ProgressService(new ProgressRepository(db), systemClock);
  const study = new ReviewService({
    db,
    versions: new LocalStudyVersions(),
    xp: progress,
    clock: systemClock,
    exams: new ExamRepository(db),
    dueQueue: new DueQueueCache(),
  });
  const latencies: number[] = [];
  let maxWal = 0;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < REVIEWS; i++) {
    const target = seeded.cards[i % seeded.cards.length]!;
    const start = performance.now();
    await study.review(seeded.userId, target.deck, ZONE, { cardId: target.card, quality: QUALITIES[i % 4]! });
    latencies.push(performance.now() - start);
    // A server's event loop turns between requests; the worker's reports arrive then.
    await new Promise((resolve) => setImmediate(resolve));
    if (i % 250 === 0) maxWal = Math.max(maxWal, walSize(file));
  }
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const endWal = walSize(file);
  const stillWorker = checkpointers.get(db)?.running ?? false;
  await db.destroy();
  rmSync(file, { force: true });
  latencies.sort((a, b) => a - b);
  return {
    variant,
    perSec: Math.round((REVIEWS / wall) * 1000),
    p50: pct(latencies, 0.5),
    p99: pct(latencies, 0.99),
    p999: pct(latencies, 0.999),
    // A checkpoint stall is one review in hundreds: counted, so machine noise (one slow review
    // anywhere) does not hide or fake it the way a single max can.
    over10: latencies.filter((l) => l > 10).length,
    max: latencies[latencies.length - 1]!,
    cpuUs: (cpu.user + cpu.system) / REVIEWS,
    maxWalMb: Math.max(maxWal, endWal) / 2 ** 20,
    endWalMb: endWal / 2 ** 20,
    worker: variant === 'worker' ? stillWorker : undefined,
  };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'revisely-replay-'));
  try {
    const seeded = await seed(dir);
    const template = path.join(dir, 'revisely.sqlite');
    console.log(
      `seeded ${seeded.cards.length} cards; ${REVIEWS} reviews per run, ${ROUNDS} rounds; load ${os.loadavg()[0]!.toFixed(1)}`,
    );
    console.log(
      'round variant  reviews/s  p50 ms  p99 ms  p99.9 ms  max ms  >10 ms  CPU µs/review  WAL max MB  WAL end MB',
    );
    for (let round = 1; round <= ROUNDS; round++) {
      // Rotate the order so no variant always runs first (a cold cache) or last.
      const order = VARIANTS.map((_, i) => VARIANTS[(i + round - 1) % VARIANTS.length]!);
      for (const variant of order) {
        const r = await replay(template, dir, variant, seeded);
        console.log(
          String(round).padEnd(5),
          r.variant.padEnd(8),
          String(r.perSec).padStart(9),
          r.p50.toFixed(2).padStart(7),
          r.p99.toFixed(2).padStart(7),
          r.p999.toFixed(1).padStart(9),
          r.max.toFixed(1).padStart(7),
          String(r.over10).padStart(7),
          r.cpuUs.toFixed(0).padStart(14),
          r.maxWalMb.toFixed(1).padStart(11),
          r.endWalMb.toFixed(1).padStart(11),
          r.worker === false ? ' (worker fell back)' : '',
          `load ${os.loadavg()[0]!.toFixed(1)}`,
        );
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
