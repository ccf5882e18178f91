/**
 * Proof that a change to preprocessing leaves its output alone: preprocesses every image of the
 * photo set's dev split and of the development set the three ways the page reader does (cleaned,
 * uncut, grown over shading) and prints one hash per image and way (the PGM bytes and every field
 * of PreprocessedImage), plus each step's CPU ms (median over the photos, cleaned way). Save the
 * output before a change and compare after: every hash must match.
 *
 *   npx tsx ocr/preprocess-identity.ts > before.txt   (from bench/; ONLY=name to filter)
 *   COMPARE=before.txt npx tsx ocr/preprocess-identity.ts   (exits 1 on any differing hash)
 *
 * PHOTO_DIR and DEV_DIR point at copies of the two sets, so a regeneration meanwhile moves nothing.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { GreyImage } from '../../apps/server/src/adapters/ocr/image/page-flatten.js';
import * as preprocess from '../../apps/server/src/adapters/ocr/image/preprocess.js';
import type {
  PreprocessedImage,
  PreprocessOptions,
  StepTimes,
} from '../../apps/server/src/adapters/ocr/image/preprocess.js';

const { DEFAULT_PREPROCESS_OPTIONS, preprocessImage } = preprocess;
/**
 * The page reader's way when the tree has it: one decode (decodeUpload) shared by the three
 * preprocessings; a tree without it (the "before" side) decodes in each preprocessImage call.
 */
const decodeUpload = (preprocess as { decodeUpload?: (input: Buffer, maxLongSide: number) => Promise<GreyImage> })
  .decodeUpload;
const cpuMs = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
};

const SETS = [
  process.env.PHOTO_DIR ?? path.join(import.meta.dirname, 'photo-set', 'out', 'dev'),
  process.env.DEV_DIR ?? path.join(import.meta.dirname, 'dev-set', 'out'),
];
const WAYS: Record<string, Partial<PreprocessOptions>> = {
  cleaned: {},
  uncut: { flattenPage: false },
  grown: { growPageOverShading: true },
};
sharp.cache(false);

function hash(prepared: PreprocessedImage): string {
  const { image, ...fields } = prepared;
  const sorted = Object.fromEntries(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(image).update(JSON.stringify(sorted)).digest('hex').slice(0, 16);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main(): Promise<void> {
  const lines: string[] = [];
  const stepCpu: Record<string, number[]> = {};
  for (const dir of SETS) {
    const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as {
      file: string;
      capture: string;
    }[];
    for (const entry of manifest.filter((e) => e.file.includes(process.env.ONLY ?? ''))) {
      const input = readFileSync(path.join(dir, entry.file));
      const photo = dir === SETS[0] && entry.capture === 'photo';
      const decodeStart = process.cpuUsage();
      const decoded = await decodeUpload?.(input, DEFAULT_PREPROCESS_OPTIONS.maxLongSide);
      const decodeMs = cpuMs(decodeStart);
      let allWays = decoded ? decodeMs : 0;
      for (const [way, overrides] of Object.entries(WAYS)) {
        const steps: StepTimes = decoded && way === 'cleaned' ? { decode: decodeMs } : {};
        const start = process.cpuUsage();
        const prepared = await preprocessImage(
          decoded ?? input,
          { ...DEFAULT_PREPROCESS_OPTIONS, ...overrides },
          steps,
        );
        const ms = cpuMs(start);
        allWays += ms;
        const used = ms + (decoded && way === 'cleaned' ? decodeMs : 0);
        const line = `${dir === SETS[0] ? 'photo' : 'dev'}/${entry.file} ${way} ${hash(prepared)}`;
        lines.push(line);
        console.log(line);
        if (!photo || way !== 'cleaned') continue;
        steps.preprocessing = used;
        for (const [name, ms] of Object.entries(steps)) if (!name.endsWith('(wall)')) (stepCpu[name] ??= []).push(ms);
      }
      if (photo) (stepCpu['all three ways'] ??= []).push(allWays);
    }
  }
  console.log('\nCPU ms per photo (photo set dev, cleaned): step | median | mean | photos');
  for (const [name, values] of Object.entries(stepCpu)) {
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    console.log(`| ${name} | ${median(values).toFixed(1)} | ${mean.toFixed(1)} | ${values.length} |`);
  }
  if (process.env.COMPARE) {
    const before = new Set(readFileSync(process.env.COMPARE, 'utf8').split('\n'));
    const differing = lines.filter((line) => !before.has(line));
    console.log(`\n${lines.length - differing.length} of ${lines.length} hashes match ${process.env.COMPARE}`);
    for (const line of differing) console.log(`DIFFERS: ${line}`);
    if (differing.length > 0) process.exitCode = 1;
  }
}

await main();
