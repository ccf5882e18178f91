/**
 * Per-step CPU cost of the app's OCR on the development set: each preprocessing step, tesseract
 * (the child's CPU) and reading order, timed with process.cpuUsage() (CPU, so other load on the
 * machine does not inflate it much), and each step's wall time. preprocessImage() times its own
 * steps when given a record.
 *
 *   npx tsx ocr/ocr-profile.ts   (from bench/; DIR=/dir ONLY=photo PREPROCESS='{"deskew":false}')
 *   SET=photo npx tsx ocr/ocr-profile.ts   (the photo set's photos, SPLIT=dev by default: also the
 *   page reader's whole wall time with each reading's, the layout step, and plain native's wall)
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { binaryPgmToPbm } from '../../apps/server/src/adapters/ocr/engine/pbm-encode.js';
import {
  DEFAULT_PREPROCESS_OPTIONS,
  preprocessImage,
  type PreprocessOptions,
} from '../../apps/server/src/adapters/ocr/image/preprocess.js';
import { NativeTesseractOcrEngine } from '../../apps/server/src/adapters/ocr/engine/native-tesseract-ocr-engine.js';
import type { PageReading } from '../../apps/server/src/adapters/ocr/engine/page-reader.js';
import { readingFromTsv } from '../../apps/server/src/adapters/ocr/layout/page-reading.js';
import { arrangeReadingOrder } from '../../apps/server/src/adapters/ocr/layout/reading-order.js';
import { parseTsvLayout } from '../../apps/server/src/adapters/ocr/layout/tsv-layout.js';
import type { ManifestEntry } from './dev-set/generate-dev-set.js';

const PHOTO_SET = process.env.SET === 'photo';
const DIR = path.resolve(
  process.env.DIR ??
    (PHOTO_SET
      ? path.join(import.meta.dirname, 'photo-set', 'out', process.env.SPLIT ?? 'dev')
      : path.join(import.meta.dirname, 'dev-set', 'out')),
);
const OPTIONS: PreprocessOptions = {
  ...DEFAULT_PREPROCESS_OPTIONS,
  ...(process.env.PREPROCESS ? (JSON.parse(process.env.PREPROCESS) as Partial<PreprocessOptions>) : {}),
};
sharp.cache(false);
if (process.env.SHARP_THREADS) sharp.concurrency(Number(process.env.SHARP_THREADS));

const cpuMs = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
};

async function timed<T>(steps: Record<string, number>, name: string, work: () => Promise<T> | T): Promise<T> {
  const start = process.cpuUsage();
  const result = await work();
  steps[name] = (steps[name] ?? 0) + cpuMs(start);
  return result;
}

function tesseract(pgm: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('tesseract', ['stdin', 'stdout', '--oem', '1', '--psm', '3', '-l', 'eng', 'tsv'], {
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.on('error', reject);
    // Its CPU is read from /proc/self/stat (reaped children) by the caller.
    child.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    child.stdin.end(pgm);
  });
}

function childCpuMs(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

async function profile(file: string): Promise<Record<string, number>> {
  const steps: Record<string, number> = {};
  const input = readFileSync(file);
  const wallStart = performance.now();
  // The steps are timed inside preprocessImage itself, so this profile cannot drift from it.
  const prepared = await preprocessImage(input, OPTIONS, steps);
  steps['preprocessing (wall)'] = performance.now() - wallStart;
  const image = await timed(steps, 'encode PBM', () =>
    prepared.binary ? binaryPgmToPbm(prepared.image, prepared.width, prepared.height) : prepared.image,
  );
  const before = childCpuMs();
  const readStart = performance.now();
  const tsv = await tesseract(image);
  steps['tesseract (wall)'] = performance.now() - readStart;
  steps.tesseract = childCpuMs() - before;
  await timed(steps, 'reading order', () => arrangeReadingOrder(parseTsvLayout(tsv)));
  if (PHOTO_SET) {
    const layoutStart = performance.now();
    await timed(steps, 'layout (readingFromTsv)', () => readingFromTsv(tsv, prepared));
    steps['layout (readingFromTsv) (wall)'] = performance.now() - layoutStart;
    // The whole page reader as the engine runs it (one process per reading, model loading while
    // the page is prepared), and plain native on the photo.
    let reading: PageReading | undefined;
    const engine = new NativeTesseractOcrEngine({ onPageRead: (r) => (reading = r) });
    const start = performance.now();
    await engine.extract(input);
    steps['page reader (wall)'] = performance.now() - start;
    await engine.close();
    for (const [pass, ms] of Object.entries(reading?.readMs ?? {})) steps[`read ${pass} (wall)`] = ms;
    steps['extra readings'] = Object.keys(reading?.readMs ?? {}).length - 1;
    const nativeStart = performance.now();
    await tesseractFile(file);
    steps['plain native (wall)'] = performance.now() - nativeStart;
  }
  steps.pixels = prepared.width * prepared.height;
  return steps;
}

function tesseractFile(file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('tesseract', [file, 'stdout', '--oem', '1', '--psm', '3'], {
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      stdio: ['ignore', 'ignore', 'ignore'],
    });
    child.on('error', reject);
    child.on('close', () => resolve());
  });
}

async function main(): Promise<void> {
  const manifest = (JSON.parse(readFileSync(path.join(DIR, 'manifest.json'), 'utf8')) as ManifestEntry[]).filter(
    (e) => e.file.includes(process.env.ONLY ?? '') && (!PHOTO_SET || e.capture === 'photo'),
  );
  const totals: Record<string, Record<string, number>> = { scan: {}, photo: {} };
  const counts: Record<string, number> = { scan: 0, photo: 0 };
  const all: Record<string, Record<string, number[]>> = {};
  for (const entry of manifest) {
    const steps = await profile(path.join(DIR, entry.file));
    const sum = totals[entry.capture] ?? (totals[entry.capture] = {});
    counts[entry.capture] = (counts[entry.capture] ?? 0) + 1;
    for (const [name, ms] of Object.entries(steps)) {
      sum[name] = (sum[name] ?? 0) + ms;
      ((all[entry.capture] ??= {})[name] ??= []).push(ms);
    }
    const cells = Object.entries(steps)
      .filter(([n]) => n !== 'pixels')
      .map(([n, ms]) => `${n} ${ms.toFixed(0)}`);
    console.log(`${entry.file.padEnd(28)} ${cells.join(' | ')}`);
  }
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  console.log('\nms per page by capture (CPU; "(wall)": wall), mean and median over the pages that have the step:');
  for (const [capture, sum] of Object.entries(totals)) {
    const n = counts[capture] ?? 0;
    if (!n) continue;
    console.log(`| ${capture} (${n}) | mean | median | pages |`);
    for (const name of Object.keys(sum)) {
      const values = all[capture]?.[name] ?? [];
      console.log(
        `|   ${name} | ${((sum[name] ?? 0) / n).toFixed(0)} | ${median(values).toFixed(0)} | ${values.length} |`,
      );
    }
  }
}

await main();
