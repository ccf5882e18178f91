/**
 * Caches both readings of every photo (the cleaned one and the plain upload's) as Tesseract TSV,
 * so the rules that combine them (engine/page-reader.ts) can be replayed on the whole split in
 * seconds (reading-replay.ts) instead of minutes of OCR. Development aid; the bench is the measure.
 *
 *   npx tsx ocr/photo-set/reading-cache.ts   (from bench/; SPLIT=dev|held-out, DIR as the bench)
 * Writes out/cache-<split>.json: [{ file, cleaned: { tsv, width, height }, plain: { … }, uncut?: { … } }];
 * `uncut` (cleaned the same way but not cut out of the photo) for every page that was cut out.
 * UNCUT_ONLY=1 (GROWN_ONLY=1) adds the uncut (and grown) readings to an existing cache; `grown`
 * (the page grown over its shading, when that moves the cut-out) for every page that was cut out. The flat development set too:
 * `DIR=ocr/dev-set SPLIT=out ALL=1 CACHE=/tmp/cache-flat.json` (ALL keeps scans as well as photos;
 * CACHE names the file, here outside the repository) and the same CACHE, DIR and SPLIT for the replay.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { plainUpload } from '../../../apps/server/src/adapters/ocr/image/plain-upload.js';
import { preprocessImage, type PreprocessedImage } from '../../../apps/server/src/adapters/ocr/image/preprocess.js';
import { binaryPgmToPbm, MIN_PBM_PIXELS } from '../../../apps/server/src/adapters/ocr/engine/pbm-encode.js';
import type { ManifestEntry, Split } from './generate-photo-set.js';
import { tesseractCli } from './tesseract-cli.js';

const DIR = path.resolve(process.env.DIR ?? path.join(import.meta.dirname, 'out'));
const SPLIT = (process.env.SPLIT ?? 'dev') as Split;

export interface CachedReading {
  tsv: string;
  width: number;
  height: number;
  flattened?: boolean;
  /** The turn that levelled the text (PreprocessedImage.skewDegrees). */
  skewDegrees?: number;
}
export interface CacheEntry {
  file: string;
  cleaned: CachedReading;
  plain: CachedReading;
  uncut?: CachedReading;
  /**
   * The page grown over its shading (`growPageOverShading`), read when that cut-out differs from
   * the first one; null when it does not (the page reader then makes no grown reading).
   */
  grown?: CachedReading | null;
}

const tesseract = (image: Buffer): Promise<string> => tesseractCli(image, ['--oem', '1', '--psm', '3', 'tsv']);

const input = (p: PreprocessedImage) =>
  p.binary && p.width * p.height >= MIN_PBM_PIXELS ? binaryPgmToPbm(p.image, p.width, p.height) : p.image;

async function read(p: PreprocessedImage): Promise<CachedReading> {
  const { width, height, skewDegrees } = p;
  return { tsv: await tesseract(input(p)), width, height, flattened: p.flattened === true, skewDegrees };
}

const entries = (JSON.parse(readFileSync(path.join(DIR, SPLIT, 'manifest.json'), 'utf8')) as ManifestEntry[]).filter(
  (e) => process.env.ALL === '1' || e.capture === 'photo',
);
const cacheFile = process.env.CACHE ?? path.join(DIR, `cache-${SPLIT}.json`);
const uncutOnly = process.env.UNCUT_ONLY === '1' || process.env.GROWN_ONLY === '1';
const cache: CacheEntry[] = uncutOnly ? (JSON.parse(readFileSync(cacheFile, 'utf8')) as CacheEntry[]) : [];
for (const entry of entries) {
  const bytes = readFileSync(path.join(DIR, SPLIT, entry.file));
  let cached = cache.find((c) => c.file === entry.file);
  if (!cached) {
    const cleaned = await read(await preprocessImage(bytes));
    const plain = await read(await plainUpload(bytes));
    cached = { file: entry.file, cleaned, plain };
    cache.push(cached);
  }
  if (cached.cleaned.flattened && !cached.uncut)
    cached.uncut = await read(await preprocessImage(bytes, { flattenPage: false }));
  if (cached.cleaned.flattened && cached.grown === undefined) {
    const grown = await preprocessImage(bytes, { growPageOverShading: true });
    cached.grown = grown.grown ? await read(grown) : null;
  }
  console.log(entry.file);
}
writeFileSync(cacheFile, JSON.stringify(cache));
