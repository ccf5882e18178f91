/**
 * Replays the page reader's rules on cached readings (reading-cache.ts): for each photo, the
 * cleaned reading alone when it is not doubtful, else (after the uncut reading when the cut-out
 * went through the text) its combination with the plain one, exactly as engine/page-reader.ts does
 * after recognition (replay-page.ts, which calls the page reader's own rule functions), scored
 * like the bench (word recall, CER, confidence gap, symbols) beside the bench's native text
 * (out/results-<split>.json). Seconds, not minutes, so a rule can be tried on the whole
 * development split; the bench stays the measure. Which extra readings each photo gets, and what
 * each changed: extra-readings.ts.
 *
 *   npx tsx ocr/photo-set/reading-replay.ts   (from bench/; SPLIT=dev, SHOW=file.jpg to print one,
 *   MISSES=1 to list the symbols of photos where some were neither read nor marked, FEATURES=1 for
 *   each page's share of words on symbol and garbled formula lines, GARBLED=1 to list the garbled lines;
 *   NO_EDGES=1 / NO_UNCUT_DROP=1 replay without ADR 0038's two rules, NO_ORDER=1 without the
 *   twelfth round's out-of-order sign, NO_HOLES=1 without its table-hole sign (docs/ocr.md); GROWN=first|both|instead|none
 *   for the grown cut-out's order, below; the cache needs GROWN_ONLY=1 reading-cache.ts)
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { characterErrorRate } from '../../../apps/server/src/adapters/ocr/cer.js';
import { garbleSign } from '../../../apps/server/src/adapters/ocr/layout/line-checks.js';
import type { CacheEntry } from './reading-cache.js';
import { doubtfulSpellings, symbolScore, wordRecall } from './metrics.js';
import { replayPage, type ReplayOptions } from './replay-page.js';

const DIR = path.resolve(process.env.DIR ?? path.join(import.meta.dirname, 'out'));
const SPLIT = process.env.SPLIT ?? 'dev';
const cache = JSON.parse(
  readFileSync(process.env.CACHE ?? path.join(DIR, `cache-${SPLIT}.json`), 'utf8'),
) as CacheEntry[];
// Without the bench's results (the flat development set: CACHE=… DIR=ocr/dev-set SPLIT=out, the
// cache made by reading-cache.ts with the same settings and ALL=1) there is no native reading.
const resultsFile = path.join(DIR, `results-${SPLIT}.json`);
const bench = (existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : { rows: [] }) as {
  rows: { file: string; native: { text: string; recall: number } }[];
};
let below = 0;
let within = 0;
let empty = 0;
let plainReads = 0;
let uncutReads = 0;
let grownReads = 0;
/**
 * The second, grown cut-out (docs/ocr.md, *Ninth round*) on a cut-out through the text:
 * `fallback` (as engine/page-reader.ts: uncut first, the grown cut-out only when the uncut reading
 * is not taken), `first` (grown first, uncut only while the page is still in doubt), `both`
 * (always both), `instead` (grown instead of uncut when the grown cut-out differs), `none` (before).
 */
const options: ReplayOptions = {
  grown: (process.env.GROWN ?? 'fallback') as ReplayOptions['grown'],
  noEdges: Boolean(process.env.NO_EDGES),
  noUncutDrop: Boolean(process.env.NO_UNCUT_DROP),
  noTurned: Boolean(process.env.NO_TURNED),
  noOrder: Boolean(process.env.NO_ORDER),
  noHoles: Boolean(process.env.NO_HOLES),
  raw: process.env.RAW === '1',
};
const sym = { total: 0, ok: 0, correct: 0 };
const cers: number[] = [];
const recalls: number[] = [];
const gaps: number[] = [];
for (const entry of cache) {
  const truth = readFileSync(path.join(DIR, SPLIT, entry.file.replace(/\.\w+$/, '.txt')), 'utf8');
  const native = bench.rows.find((row) => row.file === entry.file)?.native ?? { text: '', recall: Number.NaN };
  const { result, pass, made } = replayPage(entry, options);
  for (const { extra } of made) {
    if (extra === 'plain') plainReads++;
    else if (extra === 'grown') grownReads++;
    else uncutReads++;
  }
  const recall = wordRecall(result.extractedText, truth);
  const cer = characterErrorRate(result.extractedText, truth);
  const marked = new Set((result.linesToCheck ?? []).map((c) => c.text.replace(/[ \t]+/g, ' ').trim()));
  const s = symbolScore(result.extractedText, truth, doubtfulSpellings(result.words), marked);
  sym.total += s.total;
  sym.ok += s.correct + s.marked;
  sym.correct += s.correct;
  const gap = Math.abs(result.confidence - recall * 100);
  gaps.push(gap);
  if (gap <= 15) within++;
  if (recall < native.recall - 1e-9) below++;
  if (!result.extractedText.trim()) empty++;
  cers.push(cer);
  recalls.push(recall);
  const symbolLines = new Set((result.linesToCheck ?? []).filter((c) => c.reason === 'symbols').map((c) => c.text));
  const lines = result.extractedText.split('\n').filter((l) => l.trim());
  const allWords = lines.flatMap((l) => l.split(/\s+/u).filter(Boolean));
  const symWords = lines.filter((l) => symbolLines.has(l)).flatMap((l) => l.split(/\s+/u).filter(Boolean));
  const eqLines = lines.filter((l) => /=/u.test(l));
  const garbled = lines.filter((l) => garbleSign(l) !== undefined);
  const garbledWords = garbled.flatMap((l) => l.split(/\s+/u).filter(Boolean));
  const features = process.env.FEATURES
    ? ` symShare ${(symWords.length / Math.max(1, allWords.length)).toFixed(2)} eqLines ${eqLines.length}/${lines.length} ` +
      `garbled ${(garbledWords.length / Math.max(1, allWords.length)).toFixed(2)} gap ${(result.confidence - recall * 100).toFixed(1)}`
    : '';
  if (process.env.GARBLED) for (const l of garbled) console.log(`  garbled (${garbleSign(l)}): ${l}`);
  const flags = `${features}${recall < native.recall - 1e-9 ? ' BELOW' : ''}${gap > 15 ? ' GAP' : ''}`;
  console.log(
    `${entry.file.padEnd(28)} ${pass.padEnd(7)} CER ${cer.toFixed(3)} rec ${(recall * 100).toFixed(1).padStart(5)} ` +
      `native ${(native.recall * 100).toFixed(1).padStart(5)} conf ${result.confidence.toFixed(1).padStart(5)} ` +
      `${result.layoutComplexity.padEnd(8)} sym ${s.correct}+${s.marked}/${s.total}${flags}`,
  );
  if (process.env.MISSES && s.correct + s.marked < s.total)
    console.log(`  symbols missed: ${s.misses.filter((m) => !m.startsWith('(marked)')).join(' | ')}`);
  if (process.env.SHOW === entry.file)
    console.log(`--- ours\n${result.extractedText}\n--- checks\n${JSON.stringify(result.linesToCheck, null, 1)}`);
}
const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
console.log(
  `\n${cache.length} photos: mean CER ${mean(cers).toFixed(4)}, max ${Math.max(...cers).toFixed(3)}, recall ${(mean(recalls) * 100).toFixed(1)}%, ` +
    `below native ${below}, empty ${empty}, confidence within 15: ${((within / cache.length) * 100).toFixed(1)}% ` +
    `(mean gap ${mean(gaps).toFixed(1)}), ` +
    `symbols read or marked ${((sym.ok / sym.total) * 100).toFixed(1)}% (${sym.ok}/${sym.total}), read right ${((sym.correct / sym.total) * 100).toFixed(1)}% (${sym.correct}), over 0.08 ${cers.filter((c) => c > 0.08).length}, plain reads ${plainReads}, uncut reads ${uncutReads}, grown reads ${grownReads}`,
);
