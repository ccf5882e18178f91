/**
 * OCR benchmark: the app's OCR (with the engine OCR_ENGINE picks, `auto` by default) against plain
 * native Tesseract on the same pages, in one run.
 *
 *   npm run bench:ocr                          (RUNS=7 for more samples)
 *   OCR_BENCH_DIR=/path/to/pages npm run bench:ocr   (images with a same-stem .txt truth)
 *
 * For each page: the median wall time over RUNS warm runs and the character error rate of the
 * app's engine with one worker (preprocessing and reading order included), and the same for
 * `OMP_THREAD_LIMIT=1 tesseract IMG -` (process start and model load included, as a CLI user pays
 * them; one thread because its default threading is several times slower on 2 cores). Then the
 * median time ratio app / native. When the app picked the native engine, tesseract.js (the `wasm`
 * engine) is measured as a third column for context (WASM=0 leaves it out). Runs are interleaved
 * and alternate who goes first, so load from other processes hits every side alike; CPU time
 * (this process plus its children) is printed too because wall time on a shared machine is noisy.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { characterErrorRate } from '../../apps/server/src/adapters/ocr/cer.js';
import { createOcrEngine, type OcrEngineChoice } from '../../apps/server/src/adapters/ocr/engine/create-ocr-engine.js';
import { NativeTesseractOcrEngine } from '../../apps/server/src/adapters/ocr/engine/native-tesseract-ocr-engine.js';
import type { OcrEngine } from '../../apps/server/src/adapters/ocr/ocr-engine.js';
import { TesseractOcrEngine } from '../../apps/server/src/adapters/ocr/engine/tesseract-ocr-engine.js';

const PAGES_DIR = path.resolve(
  process.env.OCR_BENCH_DIR ?? path.join(import.meta.dirname, '../../apps/server/test/fixtures/ocr-basic'),
);
const RUNS = Math.max(1, Number(process.env.RUNS ?? 5));
const CHOICE = (process.env.OCR_ENGINE ?? 'auto') as OcrEngineChoice;

interface Sample {
  wallMs: number;
  cpuMs: number;
  text: string;
}

interface Contender {
  name: string;
  run: (page: string) => Promise<Sample>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** CPU time of reaped children, from /proc (Linux); NaN elsewhere. Clock ticks are 1/100 s. */
function childCpuMs(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields after the command name start at field 3; cutime and cstime are fields 16 and 17.
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return Number.NaN;
  }
}

function runNative(image: string): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const cpuBefore = childCpuMs();
    const start = performance.now();
    const child = spawn('tesseract', [image, '-'], {
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const wallMs = performance.now() - start;
      if (code !== 0) reject(new Error(`tesseract exited with ${code}`));
      else resolve({ wallMs, cpuMs: childCpuMs() - cpuBefore, text: Buffer.concat(chunks).toString('utf8') });
    });
  });
}

/** Wall time, and CPU time of this process (worker threads included) plus any child processes. */
function appContender(name: string, engine: OcrEngine): Contender {
  return {
    name,
    run: async (page) => {
      const image = readFileSync(path.join(PAGES_DIR, page));
      const cpu = process.cpuUsage();
      const children = childCpuMs();
      const start = performance.now();
      const result = await engine.extract(image);
      const wallMs = performance.now() - start;
      const used = process.cpuUsage(cpu);
      return { wallMs, cpuMs: (used.user + used.system) / 1000 + childCpuMs() - children, text: result.extractedText };
    },
  };
}

async function main(): Promise<void> {
  const pages = readdirSync(PAGES_DIR)
    .filter((file) => /\.(png|jpe?g|webp)$/i.test(file))
    .filter((file) => existsSync(path.join(PAGES_DIR, file.replace(/\.\w+$/, '.txt'))))
    .sort();
  if (pages.length === 0) throw new Error(`no images with a .txt truth in ${PAGES_DIR}`);
  const truth = (page: string) => readFileSync(path.join(PAGES_DIR, page.replace(/\.\w+$/, '.txt')), 'utf8');

  // One worker: the native CLI is held to one thread too, so every side gets one core.
  const app = createOcrEngine({ engine: CHOICE, workers: 1, queueLimit: 4 });
  const picked = app instanceof NativeTesseractOcrEngine ? 'native' : 'wasm';
  const engines: OcrEngine[] = [app];
  const contenders: Contender[] = [
    appContender('app', app),
    { name: 'native', run: (p) => runNative(path.join(PAGES_DIR, p)) },
  ];
  if (picked === 'native' && process.env.WASM !== '0') {
    const wasm = new TesseractOcrEngine({ workers: 1 });
    engines.push(wasm);
    contenders.push(appContender('wasm', wasm));
  }

  const samples = new Map<string, Sample[]>();
  const key = (contender: string, page: string) => `${contender}|${page}`;
  try {
    // Warm-up: starts the workers and fills the OS file cache for the CLI's model.
    for (const page of pages) for (const contender of contenders) await contender.run(page);
    for (let round = 0; round < RUNS; round++) {
      for (const page of pages) {
        // Alternate who goes first so drift in machine load does not favour one side.
        const order = round % 2 === 0 ? contenders : [...contenders].reverse();
        for (const contender of order) {
          const list = samples.get(key(contender.name, page)) ?? [];
          list.push(await contender.run(page));
          samples.set(key(contender.name, page), list);
        }
      }
    }
  } finally {
    await Promise.all(engines.map((engine) => engine.close()));
  }

  const stats = (contender: string, page: string) => {
    const list = samples.get(key(contender, page)) ?? [];
    const last = list.at(-1);
    return {
      wall: median(list.map((s) => s.wallMs)),
      cpu: median(list.map((s) => s.cpuMs)),
      cer: last ? characterErrorRate(last.text, truth(page)) : Number.NaN,
    };
  };
  const ms = (value: number) => (Number.isNaN(value) ? 'n/a' : `${Math.round(value)}`);
  const withWasm = contenders.some((c) => c.name === 'wasm');

  console.log(
    `OCR bench: app engine ${picked} (OCR_ENGINE=${CHOICE}), ${pages.length} pages from ${PAGES_DIR}, ${RUNS} warm runs each, ` +
      `median ms (CPU ms), ${os.cpus().length} CPUs, load ${os.loadavg()[0]?.toFixed(2)}\n`,
  );
  console.log(
    `| page | app ms (cpu) | app CER | native ms (cpu) | native CER | app / native |${withWasm ? ' wasm ms (cpu) | wasm CER |' : ''}`,
  );
  console.log(`| --- | --- | --- | --- | --- | --- |${withWasm ? ' --- | --- |' : ''}`);
  for (const page of pages) {
    const a = stats('app', page);
    const n = stats('native', page);
    const w = stats('wasm', page);
    console.log(
      `| ${page} | ${ms(a.wall)} (${ms(a.cpu)}) | ${a.cer.toFixed(4)} | ${ms(n.wall)} (${ms(n.cpu)}) | ${n.cer.toFixed(4)} | ${(a.wall / n.wall).toFixed(2)}x |` +
        (withWasm ? ` ${ms(w.wall)} (${ms(w.cpu)}) | ${w.cer.toFixed(4)} |` : ''),
    );
  }
  const all = (contender: string, pick: (s: ReturnType<typeof stats>) => number) =>
    pages.map((p) => pick(stats(contender, p)));
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  const appMedian = median(all('app', (s) => s.wall));
  const nativeMedian = median(all('native', (s) => s.wall));
  console.log(
    `\nMedian time over pages: app ${ms(appMedian)} ms, native ${ms(nativeMedian)} ms, ratio ${(appMedian / nativeMedian).toFixed(2)}x` +
      (withWasm ? `; wasm ${ms(median(all('wasm', (s) => s.wall)))} ms` : ''),
  );
  console.log(
    `Mean CER: app ${mean(all('app', (s) => s.cer)).toFixed(4)}, native ${mean(all('native', (s) => s.cer)).toFixed(4)}` +
      (withWasm ? `, wasm ${mean(all('wasm', (s) => s.cer)).toFixed(4)}` : ''),
  );
}

await main();
