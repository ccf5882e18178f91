import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';
import type { Measured } from './hostile-text-samples.js';

export { chunks, garbage, LETTERS, postWhileProbing, PUNCTUATION, SPACES } from './hostile-text-samples.js';

/**
 * Guards, not targets: a stall (work on the event loop, a job that escapes its time budget) costs
 * seconds, while a busy shared test machine adds at most a few hundred milliseconds. The targets
 * themselves (2 s to answer, 100 ms for any health check meanwhile) are measured in
 * bench/api/hostile-text-bench.ts beside a bare Fastify route.
 */
const STALL_RESPONSE_MS = 5_000;
const STALL_HEALTH_MS = 500;

/** A clear answer (2xx, or 4xx/503 with a JSON `{ error }`), with no stall, and every health check answered. */
export function expectCleanAndPrompt(m: Measured, label: string): void {
  const ok = m.status >= 200 && m.status < 300;
  const clearError = (m.status >= 400 && m.status < 500) || m.status === 503;
  expect(ok || clearError, `${label}: status ${m.status} ${JSON.stringify(m.body).slice(0, 200)}`).toBe(true);
  if (!ok) {
    expect(typeof m.body.error, `${label}: error body`).toBe('string');
    expect(String(m.body.error).length).toBeGreaterThan(0);
  }
  expect(
    m.healthStatuses.every((status) => status === 200),
    `${label}: health checks ${m.healthStatuses}`,
  ).toBe(true);
  expect(m.ms, `${label}: response time`).toBeLessThan(STALL_RESPONSE_MS);
  expect(Math.max(...m.healthMs), `${label}: slowest health check while it ran`).toBeLessThan(STALL_HEALTH_MS);
}

/** Listens on a free loopback port and returns the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** Work handed to a thread, watched from the test: when it started and whether it has finished. */
export interface WatchedWork {
  started: Promise<void>;
  done(): boolean;
}

/**
 * Spies on `method` of `target` (e.g. a pool's prototype `read`), which must return a promise, to
 * know when the work is handed over and when it is done. Restore with `vi.restoreAllMocks()`.
 */
export function watchWork<T extends object>(target: T, method: keyof T & string): WatchedWork {
  const original = target[method] as (...args: unknown[]) => Promise<unknown>;
  let markStarted!: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  let finished = false;
  const spyOn = vi.spyOn as unknown as (obj: T, name: string) => { mockImplementation(fn: unknown): void };
  spyOn(target, method).mockImplementation(function (this: unknown, ...args: unknown[]) {
    markStarted();
    return original.apply(this, args).finally(() => {
      finished = true;
    });
  });
  return { started, done: () => finished };
}

/**
 * Once the watched work has started, `GET /api/health` answers again and again before it is done:
 * had the work held the event loop, not one of these could finish before it did.
 */
export async function expectHealthWhileWorking(app: FastifyInstance, work: WatchedWork, checks = 5): Promise<void> {
  await work.started;
  for (let i = 0; i < checks; i++) {
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
  }
  expect(work.done(), 'the work finished before the health checks did').toBe(false);
}
