/**
 * Which extra readings the page reader makes on each photo (issue 24's time), replayed on cached
 * readings (reading-cache.ts) with the page reader's own rules (replay-page.ts): the uncut
 * reading of a cut-out through the text, the grown cut-out, the plain reading of the photo, and the
 * late uncut reading of a (next to) empty page; whether each one's words are in the final text
 * (kept), and what it changed: the page's CER, recall and confidence with it against the same
 * page replayed without it. Then the totals and an estimated time cost from docs/ocr.md's medians
 * (*Time (issue 24)*): an uncut or grown reading ≈ 300 ms preprocessing + 575 ms reading, a grown
 * cut-out prepared but not moved ≈ 300 ms, the plain reading ≈ 710 ms; native ≈ 650 ms a photo.
 *
 *   npx tsx ocr/photo-set/extra-readings.ts   (from bench/; SPLIT=dev, FEATURES=1 for the signals
 *   each reading's decision had before it was made)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { characterErrorRate } from '../../../apps/server/src/adapters/ocr/cer.js';
import { garbleSign } from '../../../apps/server/src/adapters/ocr/layout/line-checks.js';
import { readingFromTsv } from '../../../apps/server/src/adapters/ocr/layout/page-reading.js';
import type { OcrResult } from '../../../apps/server/src/adapters/ocr/ocr-engine.js';
import type { CacheEntry } from './reading-cache.js';
import { wordRecall } from './metrics.js';
import { type Extra, replayPage } from './replay-page.js';

const DIR = path.resolve(process.env.DIR ?? path.join(import.meta.dirname, 'out'));
const SPLIT = process.env.SPLIT ?? 'dev';
const cache = JSON.parse(
  readFileSync(process.env.CACHE ?? path.join(DIR, `cache-${SPLIT}.json`), 'utf8'),
) as CacheEntry[];

/** Estimated wall ms of each extra reading (docs/ocr.md, *Time (issue 24)*, medians). */
export const EXTRA_MS: Record<Extra | 'grown-prepared', number> = {
  uncut: 300 + 575,
  grown: 300 + 575,
  late: 300 + 575,
  plain: 710,
  'grown-prepared': 300,
};
const NATIVE_MS = 650;
/** A page read once: preprocessing and one reading, ≈ 1.1–1.2× native (the same section). */
const CLEAN_RATIO = 1.15;
/** A change in CER larger than this is a change. */
const CHANGED = 0.005;

/** What the reading had in hand before a decision: why it is doubted, and signs of how. */
function signals(reading: OcrResult): string {
  const reasons: string[] = [];
  if (!reading.extractedText.trim()) reasons.push('empty');
  if (reading.linesToCheck?.some((c) => c.reason === 'cut')) reasons.push('cut');
  if (reading.confidence < 80) reasons.push('unsure');
  const lines = reading.extractedText.split('\n').filter((l) => l.trim());
  const all = lines.flatMap((l) => l.split(/\s+/u).filter(Boolean)).length;
  const garbled = lines.filter((l) => garbleSign(l) !== undefined).flatMap((l) => l.split(/\s+/u).filter(Boolean));
  const cutLines = reading.linesToCheck?.filter((c) => c.reason === 'cut').length ?? 0;
  return (
    `${reasons.join('+') || 'sure'} conf ${reading.confidence.toFixed(1)} lines ${lines.length} cut ${cutLines} ` +
    `garbled ${(garbled.length / Math.max(1, all)).toFixed(2)}`
  );
}

const totals = { made: 0, kept: 0, changed: 0, ms: 0 };
const byExtra = new Map<string, { made: number; kept: number; changed: number; ms: number }>();
const ratios: number[] = [];
for (const entry of cache) {
  const truth = readFileSync(path.join(DIR, SPLIT, entry.file.replace(/\.\w+$/, '.txt')), 'utf8');
  const page = replayPage(entry);
  const cer = characterErrorRate(page.result.extractedText, truth);
  const recall = wordRecall(page.result.extractedText, truth);
  let ms = page.grownPreparedOnly ? EXTRA_MS['grown-prepared'] : 0;
  const parts: string[] = [];
  for (const { extra, kept } of page.made) {
    const without = replayPage(entry, { without: extra });
    const dCer = cer - characterErrorRate(without.result.extractedText, truth);
    const dRecall = recall - wordRecall(without.result.extractedText, truth);
    const dConf = page.result.confidence - without.result.confidence;
    const changed = Math.abs(dCer) > CHANGED;
    const row = byExtra.get(extra) ?? { made: 0, kept: 0, changed: 0, ms: 0 };
    byExtra.set(extra, {
      made: row.made + 1,
      kept: row.kept + Number(kept),
      changed: row.changed + Number(changed),
      ms: row.ms + EXTRA_MS[extra],
    });
    totals.made++;
    totals.kept += Number(kept);
    totals.changed += Number(changed);
    ms += EXTRA_MS[extra];
    parts.push(
      `${extra} ${kept ? 'kept' : 'not kept'} ΔCER ${dCer >= 0 ? '+' : ''}${dCer.toFixed(3)}` +
        ` Δrecall ${(dRecall * 100).toFixed(1)} Δconf ${dConf.toFixed(1)}`,
    );
  }
  if (page.grownPreparedOnly) parts.push('grown prepared, not moved');
  totals.ms += ms;
  ratios.push(CLEAN_RATIO + ms / NATIVE_MS);
  if (parts.length === 0 && !process.env.ALL) continue;
  console.log(`${entry.file.padEnd(28)} ${page.pass.padEnd(7)} CER ${cer.toFixed(3)} +${ms} ms: ${parts.join('; ')}`);
  if (process.env.FEATURES) {
    const cleaned = readingFromTsv(entry.cleaned.tsv, entry.cleaned);
    const area =
      entry.uncut && entry.cleaned.flattened
        ? ((entry.cleaned.width * entry.cleaned.height) / (entry.uncut.width * entry.uncut.height)).toFixed(2)
        : '–';
    console.log(
      `  cleaned: ${signals(cleaned)} skew ${(entry.cleaned.skewDegrees ?? 0).toFixed(1)} cut-out/photo ${area}`,
    );
    if (entry.uncut) console.log(`  uncut:   ${signals(readingFromTsv(entry.uncut.tsv, entry.uncut))}`);
    if (entry.grown) console.log(`  grown:   ${signals(readingFromTsv(entry.grown.tsv, entry.grown))}`);
    console.log(`  plain:   ${signals(readingFromTsv(entry.plain.tsv, entry.plain))}`);
  }
}
console.log(`\n${cache.length} photos (${SPLIT}); extra reading: made / kept / changed CER by > ${CHANGED} / est. ms`);
for (const [extra, row] of byExtra)
  console.log(`  ${extra.padEnd(6)} ${row.made} / ${row.kept} / ${row.changed} / ${row.ms}`);
console.log(`  all    ${totals.made} / ${totals.kept} / ${totals.changed} / ${totals.ms}`);
const sorted = [...ratios].sort((a, b) => a - b);
const at = (i: number) => sorted[i] ?? Number.NaN;
const median = (at(Math.floor((sorted.length - 1) / 2)) + at(Math.ceil((sorted.length - 1) / 2))) / 2;
console.log(
  `  photos with an extra reading: ${ratios.filter((r) => r > CLEAN_RATIO).length}; est. extra time per photo ` +
    `${Math.round(totals.ms / cache.length)} ms (native ≈ ${NATIVE_MS}); est. median ours / native ` +
    `(${CLEAN_RATIO} + extra / native): ${median.toFixed(2)}`,
);
