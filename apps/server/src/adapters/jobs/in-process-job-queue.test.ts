import { afterEach, describe, expect, it, vi } from 'vitest';
import { InProcessJobQueue } from './in-process-job-queue.js';

const log = () => ({ warn: vi.fn(), error: vi.fn() });

describe('InProcessJobQueue', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a job as soon as it is enqueued', async () => {
    const jobs = new InProcessJobQueue({ log: log() });
    const seen: unknown[] = [];
    jobs.work<{ n: number }>('count', async ({ payload }) => {
      seen.push(payload.n);
    });
    await jobs.start();
    expect(await jobs.enqueue('count', { n: 7 })).toEqual(expect.any(String));
    expect(seen).toEqual([7]);
    await jobs.stop();
  });

  it('retries a failing job with exponential backoff until it succeeds', async () => {
    vi.useFakeTimers();
    const l = log();
    const jobs = new InProcessJobQueue({ log: l });
    const attempts: { retryCount: number; at: number }[] = [];
    const start = Date.now();
    jobs.work('flaky', async ({ retryCount }) => {
      attempts.push({ retryCount, at: Date.now() - start });
      if (retryCount < 2) throw new Error('SMTP down');
    });
    await jobs.start();
    await jobs.enqueue('flaky', {}, { retryLimit: 4, retryDelaySeconds: 10 });
    expect(attempts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(attempts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toHaveLength(2);
    // The second retry waits twice as long.
    await vi.advanceTimersByTimeAsync(19_999);
    expect(attempts).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts.map((a) => [a.retryCount, a.at])).toEqual([
      [0, 0],
      [1, 10_000],
      [2, 30_000],
    ]);
    await jobs.idle();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(attempts).toHaveLength(3);
    expect(l.warn).toHaveBeenCalledTimes(2);
    expect(l.error).not.toHaveBeenCalled();
    await jobs.stop();
  });

  it('gives up after the retry limit and logs the failure', async () => {
    const l = log();
    const jobs = new InProcessJobQueue({ log: l });
    let attempts = 0;
    jobs.work('doomed', async () => {
      attempts += 1;
      throw new Error('no');
    });
    await jobs.start();
    await jobs.enqueue('doomed', {}, { retryLimit: 2, retryDelaySeconds: 0.01 });
    await jobs.idle();
    expect(attempts).toBe(3);
    expect(l.error).toHaveBeenCalledWith(expect.objectContaining({ job: 'doomed', attempts: 3 }), 'job failed');
    await jobs.stop();
  });

  it('runs a job enqueued twice with the same singleton key once', async () => {
    const jobs = new InProcessJobQueue({ log: log() });
    let runs = 0;
    jobs.work('once', async () => {
      runs += 1;
    });
    await jobs.start();
    expect(await jobs.enqueue('once', {}, { singletonKey: 'k' })).not.toBeNull();
    expect(await jobs.enqueue('once', {}, { singletonKey: 'k' })).toBeNull();
    expect(await jobs.enqueue('once', {}, { singletonKey: 'other' })).not.toBeNull();
    await jobs.idle();
    expect(runs).toBe(2);
    await jobs.stop();
  });

  it('holds jobs until started and caps how many run at once', async () => {
    const jobs = new InProcessJobQueue({ log: log(), concurrency: 2 });
    let running = 0;
    let peak = 0;
    let done = 0;
    jobs.work('slow', async () => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5));
      running -= 1;
      done += 1;
    });
    for (let i = 0; i < 5; i++) await jobs.enqueue('slow', {});
    expect(done + running).toBe(0);
    await jobs.start();
    await jobs.idle();
    expect(done).toBe(5);
    expect(peak).toBe(2);
    await jobs.stop();
  });

  it('runs a scheduled job every period, and not after stop; stop waits for a running job', async () => {
    vi.useFakeTimers();
    const jobs = new InProcessJobQueue({ log: log() });
    let runs = 0;
    let finished = 0;
    jobs.work('tick', async () => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 1000));
      finished += 1;
    });
    jobs.schedule('tick', { everyMinutes: 5 });
    await jobs.start();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(runs).toBe(2);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(runs).toBe(3);
    const stopping = jobs.stop();
    await vi.advanceTimersByTimeAsync(1000);
    await stopping;
    expect(finished).toBe(3);
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(runs).toBe(3);
    await expect(jobs.enqueue('tick', {})).rejects.toThrow(/stopped/);
  });

  it('drops retries still waiting when it stops', async () => {
    const l = log();
    const jobs = new InProcessJobQueue({ log: l });
    let attempts = 0;
    jobs.work('flaky', async () => {
      attempts += 1;
      throw new Error('down');
    });
    await jobs.start();
    await jobs.enqueue('flaky', {}, { retryLimit: 3, retryDelaySeconds: 60 });
    await jobs.stop();
    await jobs.idle();
    expect(attempts).toBe(1);
    expect(l.warn).toHaveBeenCalledWith({ dropped: 1 }, 'jobs not yet run were dropped on shutdown');
  });
});
