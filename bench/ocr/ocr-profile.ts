/**
 * Per-step CPU cost of the app's OCR on the development set: each preprocessing step, tesseract
 * (the child's CPU) and reading order, timed with process.cpuUsage() (CPU, so other load on the
 * machine does not inflate it). Mirrors preprocessImage() step by step with the default options.
 *
 *   npx tsx ocr/ocr-profile.ts   (from bench/; DIR=/dir ONLY=photo)
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { binaryPgmToPbm } from '../../apps/server/src/adapters/ocr/pbm-encode.js';
import { flattenPage } from '../../apps/server/src/adapters/ocr/page-flatten.js';
import {
  DEFAULT_PREPROCESS_OPTIONS as OPTIONS,
  estimateSkew,
  sauvolaThreshold,
} from '../../apps/server/src/adapters/ocr/preprocess.js';
import { arrangeReadingOrder } from '../../apps/server/src/adapters/ocr/reading-order.js';
import { minRuleLength, removeRules } from '../../apps/server/src/adapters/ocr/rule-removal.js';
import { parseTsvLayout } from '../../apps/server/src/adapters/ocr/tsv-layout.js';
import type { ManifestEntry } from './dev-set/generate-dev-set.js';

const DIR = path.resolve(process.env.DIR ?? path.join(import.meta.dirname, 'dev-set', 'out'));
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
  const decoded = await timed(steps, 'decode+grey+resize', () =>
    sharp(input, { failOn: 'error' })
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize({ width: OPTIONS.maxLongSide, height: OPTIONS.maxLongSide, fit: 'inside', withoutEnlargement: true })
      .toColourspace('b-w')
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  let grey = { data: decoded.data as Uint8Array, width: decoded.info.width, height: decoded.info.height };
  const flat = await timed(steps, 'page find+flatten', () => flattenPage(grey, OPTIONS.maxLongSide));
  if (flat) grey = flat;
  const k = flat ? OPTIONS.flattenedSauvolaK : OPTIONS.sauvolaK;
  let { data, width, height } = grey;
  let binary = await timed(steps, 'sauvola', () => sauvolaThreshold(data, width, height, OPTIONS.sauvolaWindow, k));
  const skew = await timed(steps, 'deskew estimate', () => estimateSkew(binary, width, height, OPTIONS.maxSkewDegrees));
  if (Math.abs(skew) >= 0.2) {
    const rotated = await timed(steps, 'rotate', () =>
      sharp(binary, { raw: { width, height, channels: 1 } })
        .rotate(-skew, { background: '#ffffff' })
        .toColourspace('b-w')
        .raw()
        .toBuffer({ resolveWithObject: true }),
    );
    binary = rotated.data;
    width = rotated.info.width;
    height = rotated.info.height;
  }
  data = binary;
  await timed(steps, 'rule removal', () => removeRules(data, width, height, minRuleLength(width, height)));
  const pgm = await timed(steps, 'encode PGM/PBM', () => {
    const grey = Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`, 'latin1'), data]);
    // As the engine: PBM unless deskewing left grey edges.
    return Math.abs(skew) >= 0.2 ? grey : binaryPgmToPbm(grey, width, height);
  });
  const before = childCpuMs();
  const tsv = await tesseract(pgm);
  steps.tesseract = childCpuMs() - before;
  await timed(steps, 'reading order', () => arrangeReadingOrder(parseTsvLayout(tsv)));
  steps.pixels = width * height;
  return steps;
}

async function main(): Promise<void> {
  const manifest = (JSON.parse(readFileSync(path.join(DIR, 'manifest.json'), 'utf8')) as ManifestEntry[]).filter((e) =>
    e.file.includes(process.env.ONLY ?? ''),
  );
  const totals: Record<string, Record<string, number>> = { scan: {}, photo: {} };
  const counts: Record<string, number> = { scan: 0, photo: 0 };
  for (const entry of manifest) {
    const steps = await profile(path.join(DIR, entry.file));
    const sum = totals[entry.capture] ?? (totals[entry.capture] = {});
    counts[entry.capture] = (counts[entry.capture] ?? 0) + 1;
    for (const [name, ms] of Object.entries(steps)) sum[name] = (sum[name] ?? 0) + ms;
    const cells = Object.entries(steps)
      .filter(([n]) => n !== 'pixels')
      .map(([n, ms]) => `${n} ${ms.toFixed(0)}`);
    console.log(`${entry.file.padEnd(28)} ${cells.join(' | ')}`);
  }
  console.log('\nMean CPU ms per page by capture:');
  for (const [capture, sum] of Object.entries(totals)) {
    const n = counts[capture] ?? 0;
    if (!n) continue;
    console.log(`| ${capture} (${n}) |`);
    for (const [name, ms] of Object.entries(sum)) console.log(`|   ${name} | ${(ms / n).toFixed(0)} |`);
  }
}

await main();
