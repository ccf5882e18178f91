import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
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
