import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../test/test-app.js';
import { PgBossJobQueue } from './pg-boss-job-queue.js';

const log = { warn: vi.fn(), error: vi.fn() };
// Needs the throwaway PostgreSQL server that the server-postgres project starts (test/global-setup-postgres.ts);
// vitest.config.ts runs *.pg.test.ts files only in that run, so the SQLite run skips nothing.
describe('PgBossJobQueue on PostgreSQL', () => {
  let database: { url?: string; drop(): Promise<void> };
  const queues: PgBossJobQueue[] = [];
  const newQueue = () => {
    const q = new PgBossJobQueue({
      connectionString: database.url!,
      log,
      pollingIntervalSeconds: 0.5,
      cronMonitorIntervalSeconds: 1,
      maxConnections: 2,
    });
    queues.push(q);
    return q;
  };

  beforeAll(async () => {
    database = await createTestDatabase('');
  });

  afterAll(async () => {
    await Promise.all(queues.map((q) => q.stop()));
    await database.drop();
  });

  it('runs a job enqueued twice with the same singleton key once', async () => {
    const jobs = newQueue();
    let runs = 0;
    jobs.work('singleton-test', async () => {
      runs += 1;
    });
    await jobs.start();
    expect(await jobs.enqueue('singleton-test', {}, { singletonKey: 'k' })).not.toBeNull();
    expect(await jobs.enqueue('singleton-test', {}, { singletonKey: 'k' })).toBeNull();
    await jobs.idle();
    expect(runs).toBe(1);
  });

  it('retries a failing job and passes the payload through', async () => {
    const jobs = newQueue();
    const seen: [number, number][] = [];
    jobs.work<{ n: number }>('retry-test', async ({ payload, retryCount }) => {
      seen.push([payload.n, retryCount]);
      if (retryCount === 0) throw new Error('first attempt fails');
    });
    await jobs.start();
    await jobs.enqueue('retry-test', { n: 42 }, { retryLimit: 3, retryDelaySeconds: 1 });
    await jobs.idle();
    expect(seen).toEqual([
      [42, 0],
      [42, 1],
    ]);
  });

  it('shares jobs between two servers: each job and each scheduled period runs once', async () => {
    const runs: { server: string; at: number }[] = [];
    let sent = 0;
    const [a, b] = [newQueue(), newQueue()];
    for (const [server, q] of [
      ['a', a],
      ['b', b],
    ] as const) {
      q.work('tick-test', async () => {
        runs.push({ server, at: Date.now() });
      });
      q.schedule('tick-test', { everyMinutes: 1 });
      q.work('shared-test', async () => {
        sent += 1;
      });
    }
    await Promise.all([a.start(), b.start()]);
    for (let i = 0; i < 6; i++) await (i % 2 ? a : b).enqueue('shared-test', { i });

    await vi.waitFor(() => expect(runs.length).toBeGreaterThan(0), { timeout: 20_000, interval: 200 });
    // Several more cron checks on both servers: still one run per minute.
    await new Promise((r) => setTimeout(r, 4000));
    await Promise.all([a.idle(), b.idle()]);
    const perMinute = new Map<number, number>();
    for (const run of runs) {
      const minute = Math.floor(run.at / 60_000);
      perMinute.set(minute, (perMinute.get(minute) ?? 0) + 1);
    }
    // A run fired just before a minute boundary may be picked up just after it.
    expect(runs.length).toBeLessThanOrEqual(2);
    expect(perMinute.size).toBe(runs.length);
    expect(sent).toBe(6);
  }, 40_000);
});
