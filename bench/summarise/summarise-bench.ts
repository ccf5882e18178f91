/**
 * Built-in summariser speed on a ~2,000-word note (all the study-note fixtures, eight subjects).
 * Reports the one-off model load separately, then the median of repeated runs; exits 1 when the
 * median is over the 300 ms budget. Run from bench/: `tsx summarise/summarise-bench.ts`.
 */
import { performance } from 'node:perf_hooks';
import { generateCards } from '../../apps/server/src/adapters/card-generator/builtin-card-generator.js';
import { warmUpNlp } from '../../apps/server/src/adapters/nlp/index.js';
import { summariseNotes } from '../../apps/server/src/adapters/summariser/builtin-summariser.js';
import { ALL_NOTES } from '../../apps/server/test/study-notes.js';

const BUDGET_MS = 300;
const RUNS = 15;
const WARM_UP_RUNS = 3;

const text = ALL_NOTES.map((n) => n.text).join('\n\n');
const words = text.split(/\s+/u).filter(Boolean).length;

const loadStart = performance.now();
warmUpNlp();
const loadMs = performance.now() - loadStart;

const input = { text, subject: 'Science and humanities', topic: 'Mixed revision' };
for (let i = 0; i < WARM_UP_RUNS; i++) summariseNotes(input);

const times: number[] = [];
let points: string[] = [];
for (let i = 0; i < RUNS; i++) {
  const start = performance.now();
  points = summariseNotes(input);
  times.push(performance.now() - start);
}

const cardTimes: number[] = [];
let cardCount = 0;
for (let i = 0; i < RUNS; i++) {
  const start = performance.now();
  cardCount = generateCards({ text, subject: 'Mixed', cardCount: 20, difficulty: 'medium' }).length;
  cardTimes.push(performance.now() - start);
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};
const fmt = (ms: number): string => `${ms.toFixed(1)} ms`;
const summaryMedian = median(times);

console.log(`Note: ${words} words, ${ALL_NOTES.length} subjects`);
console.log(`Model load (once per process): ${fmt(loadMs)}`);
console.log(
  `Summarise: median ${fmt(summaryMedian)}, min ${fmt(Math.min(...times))}, max ${fmt(Math.max(...times))} over ${RUNS} runs -> ${points.length} points`,
);
console.log(`Cards (20, medium, informational): median ${fmt(median(cardTimes))} -> ${cardCount} cards`);
console.log(`Budget: ${BUDGET_MS} ms median for the summary -> ${summaryMedian <= BUDGET_MS ? 'PASS' : 'FAIL'}`);
console.log('\nFirst points:');
for (const p of points.slice(0, 3)) console.log(`  - ${p}`);

if (summaryMedian > BUDGET_MS) process.exitCode = 1;
