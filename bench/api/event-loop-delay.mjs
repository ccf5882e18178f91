// Preloaded into the bench server (BENCH_NODE_ARGS='--import ./api/event-loop-delay.mjs') to see
// what stalls its event loop: the event loop's delay histogram and every garbage collection,
// written to stderr when the server exits (the bench stops it with SIGTERM), from the first
// `GET due` on.
import { subscribe } from 'node:diagnostics_channel';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
const gcs = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcs.push({ kind: entry.detail?.kind ?? 0, ms: entry.duration });
}).observe({ entryTypes: ['gc'] });

// Counted from the first study request on: the seeding before it (registrations, decks) is not the load.
let started = false;
subscribe('http.server.request.start', ({ request }) => {
  if (started || !request.url.startsWith('/api/flashcards/review/due')) return;
  started = true;
  delay.reset();
  gcs.length = 0;
});

process.on('exit', () => {
  const ms = (ns) => (ns / 1e6).toFixed(1);
  const q = (p) => ms(delay.percentile(p));
  const byKind = new Map();
  for (const gc of gcs) {
    const k = byKind.get(gc.kind) ?? { n: 0, total: 0, max: 0, over5: 0 };
    k.n++;
    k.total += gc.ms;
    k.max = Math.max(k.max, gc.ms);
    if (gc.ms > 5) k.over5++;
    byKind.set(gc.kind, k);
  }
  const kinds = { 1: 'scavenge', 2: 'mark-compact', 4: 'incremental', 8: 'weak-cb' };
  process.stderr.write(
    `[event loop] delay p50 ${q(50)} p90 ${q(90)} p99 ${q(99)} p99.9 ${q(99.9)} max ${ms(delay.max)} ms\n` +
      [...byKind]
        .map(
          ([kind, k]) =>
            `[gc] ${kinds[kind] ?? kind}: ${k.n}×, ${k.total.toFixed(0)} ms in all, max ${k.max.toFixed(1)} ms, ${k.over5} over 5 ms`,
        )
        .join('\n') +
      '\n',
  );
});
