/**
 * Per-layout-class report on the development set: CER and time of the app's OCR (native engine,
 * preprocessing and reading order included) and of plain native Tesseract, in one run.
 *
 *   npx tsx ocr/dev-set/generate-dev-set.ts && npx tsx ocr/dev-set/dev-set-bench.ts   (from bench/)
 *   DIR=/dir  ONLY=photo  RUNS=3  NATIVE=0  PREPROCESS='{"flattenPage":false}'
 *
 * ONLY filters files by a substring; NATIVE=0 skips plain Tesseract (for preprocessing ablations);
 * PREPROCESS overrides preprocessing options (JSON). Classes are layout × capture (scan or photo).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { characterErrorRate } from '../../../apps/server/src/adapters/ocr/cer.js';
import { NativeTesseractOcrEngine } from '../../../apps/server/src/adapters/ocr/engine/native-tesseract-ocr-engine.js';
import type { ManifestEntry } from './generate-dev-set.js';

const DIR = path.resolve(process.env.DIR ?? path.join(import.meta.dirname, 'out'));
const RUNS = Math.max(1, Number(process.env.RUNS ?? 1));
const WITH_NATIVE = process.env.NATIVE !== '0';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);

/** CPU time of reaped children, from /proc (Linux); NaN elsewhere. Clock ticks are 1/100 s. */
function childCpuMs(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return Number.NaN;
  }
}

function runNative(image: string): Promise<{ ms: number; cpu: number; text: string }> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const cpuBefore = childCpuMs();
    const child = spawn('tesseract', [image, '-'], {
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`tesseract exited with ${code}`));
      else
        resolve({
          ms: performance.now() - start,
          cpu: childCpuMs() - cpuBefore,
          text: Buffer.concat(chunks).toString('utf8'),
        });
    });
  });
}

interface Row {
  entry: ManifestEntry;
  cls: string;
  appCer: number;
  appMs: number;
  nativeCer: number;
  nativeMs: number;
  appCpu: number;
  nativeCpu: number;
  complexity: string;
}

async function main(): Promise<void> {
  const manifest = (JSON.parse(readFileSync(path.join(DIR, 'manifest.json'), 'utf8')) as ManifestEntry[]).filter((e) =>
    e.file.includes(process.env.ONLY ?? ''),
  );
  const preprocess = process.env.PREPROCESS ? (JSON.parse(process.env.PREPROCESS) as object) : undefined;
  const app = new NativeTesseractOcrEngine({ workers: 1, queueLimit: 4, ...(preprocess ? { preprocess } : {}) });
  const rows: Row[] = [];
  try {
    for (const entry of manifest) {
      const file = path.join(DIR, entry.file);
      const truth = readFileSync(file.replace(/\.\w+$/, '.txt'), 'utf8');
      const image = readFileSync(file);
      const appMs: number[] = [];
      const nativeMs: number[] = [];
      const appCpu: number[] = [];
      const nativeCpu: number[] = [];
      let appText = '';
      let nativeText = '';
      let complexity = '';
      for (let run = 0; run < RUNS; run++) {
        const start = performance.now();
        const cpu = process.cpuUsage();
        const children = childCpuMs();
        const result = await app.extract(image);
        appMs.push(performance.now() - start);
        const used = process.cpuUsage(cpu);
        appCpu.push((used.user + used.system) / 1000 + childCpuMs() - children);
        appText = result.extractedText;
        complexity = result.layoutComplexity;
        if (WITH_NATIVE) {
          const native = await runNative(file);
          nativeMs.push(native.ms);
          nativeCpu.push(native.cpu);
          nativeText = native.text;
        }
      }
      const row: Row = {
        entry,
        cls: `${entry.layout}/${entry.capture}`,
        appCer: characterErrorRate(appText, truth),
        appMs: median(appMs),
        nativeCer: WITH_NATIVE ? characterErrorRate(nativeText, truth) : Number.NaN,
        nativeMs: WITH_NATIVE ? median(nativeMs) : Number.NaN,
        appCpu: median(appCpu),
        nativeCpu: WITH_NATIVE ? median(nativeCpu) : Number.NaN,
        complexity,
      };
      rows.push(row);
      console.log(
        `${entry.file.padEnd(28)} app ${row.appCer.toFixed(4)} ${Math.round(row.appMs)} ms ${complexity.padEnd(8)}` +
          (WITH_NATIVE ? ` | native ${row.nativeCer.toFixed(4)} ${Math.round(row.nativeMs)} ms` : ''),
      );
      if (process.env.SHOW) console.log(appText);
    }
  } finally {
    await app.close();
  }

  console.log(`\n${rows.length} pages from ${DIR}, ${RUNS} run(s) each, load ${os.loadavg()[0]?.toFixed(2)}\n`);
  console.log('| class | pages | app CER | native CER | app median ms (cpu) | native median ms (cpu) |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  const classes = [...new Set(rows.map((r) => r.cls))].sort();
  for (const cls of classes) {
    const inClass = rows.filter((r) => r.cls === cls);
    console.log(
      `| ${cls} | ${inClass.length} | ${mean(inClass.map((r) => r.appCer)).toFixed(4)} | ${mean(inClass.map((r) => r.nativeCer)).toFixed(4)} | ` +
        `${Math.round(median(inClass.map((r) => r.appMs)))} (${Math.round(median(inClass.map((r) => r.appCpu)))}) | ` +
        `${Math.round(median(inClass.map((r) => r.nativeMs)))} (${Math.round(median(inClass.map((r) => r.nativeCpu)))}) |`,
    );
  }
  const worse = classes.filter((cls) => {
    const inClass = rows.filter((r) => r.cls === cls);
    return mean(inClass.map((r) => r.appCer)) > mean(inClass.map((r) => r.nativeCer)) + 1e-9;
  });
  const scans = rows.filter((r) => r.entry.capture === 'scan');
  const appMedian = median(rows.map((r) => r.appMs));
  const nativeMedian = median(rows.map((r) => r.nativeMs));
  console.log(
    `\nMean CER: app ${mean(rows.map((r) => r.appCer)).toFixed(4)}, native ${mean(rows.map((r) => r.nativeCer)).toFixed(4)}. ` +
      `Median time: app ${Math.round(appMedian)} ms, native ${Math.round(nativeMedian)} ms, ratio ${(appMedian / nativeMedian).toFixed(2)}x ` +
      `(CPU ${Math.round(median(rows.map((r) => r.appCpu)))} / ${Math.round(median(rows.map((r) => r.nativeCpu)))} ms; ` +
      `scans only ${(median(scans.map((r) => r.appMs)) / median(scans.map((r) => r.nativeMs))).toFixed(2)}x). ` +
      `Classes where the app is worse than native: ${WITH_NATIVE ? worse.join(', ') || 'none' : 'n/a'}`,
  );
}

await main();
