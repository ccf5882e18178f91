/**
 * Hostile text against the built server: for each input of test/hostile-text-samples.ts, the time
 * to answer and the slowest /api/health round trip while it ran, beside the same probe against a
 * bare Fastify route measured in this run. Targets: an answer within 2 s, no health check over
 * 100 ms (the tests hold only stall guards, since they share a busy machine).
 * Run from the repository root after `npm run build`: `npm run bench:hostile -w @revisely/bench`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  cardsBody,
  chunks,
  HOSTILE,
  NOTES,
  postWhileProbing,
  summaryBody,
  type Measured,
} from '../../apps/server/test/hostile-text-samples.js';
import { register, startApp, startBare } from './bench-server.js';

const ANSWER_MS = 2_000;
const HEALTH_MS = 100;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'revisely-hostile-bench-'));
// The same job budget and threads as the test, so an over-budget job costs its budget.
process.env.NLP_JOB_TIMEOUT_MS = '500';
process.env.NLP_WORKERS = '2';
const app = await startApp(dataDir);
const bare = await startBare(dataDir);
let failures = 0;

async function bareHealthMs(): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 50; i++) {
    const t0 = performance.now();
    await (await fetch(`${bare.base}/hello`)).arrayBuffer();
    times.push(performance.now() - t0);
  }
  return Math.max(...times);
}

function report(label: string, m: Measured): void {
  const slowest = Math.max(...m.healthMs);
  const ok = m.ms < ANSWER_MS && slowest < HEALTH_MS;
  if (!ok) failures++;
  console.log(
    `${label.padEnd(58)} ${String(m.status).padStart(3)}  answer ${m.ms.toFixed(0).padStart(5)} ms  ` +
      `slowest health ${slowest.toFixed(1).padStart(6)} ms  ${ok ? 'PASS' : 'FAIL'}`,
  );
}

try {
  const auth = await register(app.base, `hostile-${Date.now()}@example.com`);
  const token = auth.authorization?.replace('Bearer ', '') ?? '';
  await postWhileProbing(app.base, '/api/summaries', token, summaryBody(NOTES));
  console.log(`Anchor: bare Fastify route, slowest of 50 round trips: ${(await bareHealthMs()).toFixed(1)} ms`);
  for (const [label, text] of HOSTILE) {
    report(`summary: ${label}`, await postWhileProbing(app.base, '/api/summaries', token, summaryBody(text)));
    const path = '/api/flashcards/generate-from-summary';
    report(`cards: ${label}`, await postWhileProbing(app.base, path, token, cardsBody(text)));
    report(`cards (items): ${label}`, await postWhileProbing(app.base, path, token, cardsBody(chunks(text))));
  }
  console.log(`Targets: answer < ${ANSWER_MS} ms, every health check < ${HEALTH_MS} ms; ${failures} over`);
} finally {
  await app.stop();
  await bare.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
if (failures > 0) process.exitCode = 1;
