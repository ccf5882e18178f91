/**
 * Memory under load: 4 concurrent 12 MP phone photos through the app's native engine (its job
 * slots limit how many run at once). Samples this process's RSS every 50 ms, and each running
 * tesseract child's peak RSS (VmHWM in /proc) while it runs.
 *
 *   npx tsx ocr/ocr-memory-bench.ts   (from bench/; PHOTO=/path/to/12mp.jpg, WORKERS=2, SHARP_CACHE=0,
 *   CONCURRENT=4; the most tesseract children seen at once and their summed RSS
 *   are printed too)
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { NativeTesseractOcrEngine } from '../../apps/server/src/adapters/ocr/engine/native-tesseract-ocr-engine.js';

const PHOTO = process.env.PHOTO ?? path.join(import.meta.dirname, 'dev-set', 'out', 'one-column-photo.jpg');
const CONCURRENT = Number(process.env.CONCURRENT ?? 4);
const MB = 1024 * 1024;

/** Most tesseract children seen at once, and the most RSS (VmRSS) they held together. */
const together = { count: 0, rss: 0 };

/** Peak RSS (VmHWM) of our current child processes, in bytes; Linux only. */
function childPeaks(peaks: Map<number, number>): void {
  let count = 0;
  let rss = 0;
  try {
    for (const tid of readdirSync(`/proc/${process.pid}/task`)) {
      const children = readFileSync(`/proc/${process.pid}/task/${tid}/children`, 'utf8').trim();
      for (const pid of children ? children.split(' ').map(Number) : []) {
        // Only tesseract: tsx's esbuild service is a child too.
        if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'tesseract') continue;
        const status = readFileSync(`/proc/${pid}/status`, 'utf8');
        const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
        peaks.set(pid, Math.max(peaks.get(pid) ?? 0, kb * 1024));
        count++;
        rss += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
      }
    }
  } catch {
    // A child can exit between listing and reading; the next sample catches the others.
  }
  together.count = Math.max(together.count, count);
  together.rss = Math.max(together.rss, rss);
}

async function main(): Promise<void> {
  const image = readFileSync(PHOTO);
  // SHARP_CACHE=0 measures the effect of libvips' operation cache (on by default, 50 MB).
  if (process.env.SHARP_CACHE === '0') sharp.cache(false);
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const engine = new NativeTesseractOcrEngine({
    ...(process.env.WORKERS ? { workers: Number(process.env.WORKERS) } : {}),
  });
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const childPeak = new Map<number, number>();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
    childPeaks(childPeak);
  }, 50);
  const start = performance.now();
  try {
    const results = await Promise.all(Array.from({ length: CONCURRENT }, () => engine.extract(image)));
    const ms = performance.now() - start;
    const children = [...childPeak.values()];
    console.log(
      `${CONCURRENT} concurrent × ${path.basename(PHOTO)} (${width}×${height}, ${((width * height) / 1e6).toFixed(0)} MP): ${Math.round(ms)} ms, ` +
        `${results.map((r) => r.extractedText.length).join('/')} chars`,
    );
    console.log(
      `Node RSS: baseline ${(baseline / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB; ` +
        `tesseract children: ${children.length} seen, max peak RSS ${(Math.max(0, ...children) / MB).toFixed(0)} MB; ` +
        `at most ${together.count} at once, holding ${(together.rss / MB).toFixed(0)} MB together`,
    );
  } finally {
    clearInterval(timer);
    await engine.close();
  }
}

await main();
