/**
 * How far the engine can get on the photo set at best: for each photo, the CER of our final
 * reading, of plain native Tesseract on the photo (both from the bench's out/results-<split>.json),
 * of each reading the page reader can make (out/cache-<split>.json, reading-cache.ts: cleaned,
 * plain, uncut, grown) and of four extra readings the engine could make and does not today, all on
 * the cleaned page: `--psm 4`, `--psm 6`, the greyscale page (`binarise: false`) and the
 * best_int model tesseract.js reads with (from @tesseract.js-data/eng in node_modules, run by the
 * native CLI). Then the page oracle (the best single reading of each page, among the readings
 * made today or all of them), the line oracle (lineOracle: each truth line replaced by the stretch
 * of one reading's text that fits it best, chosen line by line), a floor (the truth's characters
 * outside the model's character set that no reading has right: at least that much CER is out of
 * any chooser's reach) and, for each symbol of the truth, whether any reading has it right at its
 * place (metrics.ts). Every reading is turned into text as the page reader does (`readingFromTsv`,
 * then `withFormulaLines`).
 * Measures what a perfect chooser could reach; changes no rule.
 *
 *   SPLIT=held-out npx tsx ocr/photo-set/reading-ceiling.ts   (from bench/; SPLIT=dev|held-out, DIR as the bench;
 *   SHOW=file.jpg prints that photo's line-oracle lines beside the truth; REFRESH=1 re-reads the extras)
 * Needs out/results-<split>.json (photo-set-bench.ts) and out/cache-<split>.json (reading-cache.ts,
 * then UNCUT_ONLY=1 and GROWN_ONLY=1). The extra readings are cached in out/extra-readings-<split>.json
 * (2–3 s a photo the first time, one tesseract at a time; a rerun takes seconds).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { characterErrorRate, normaliseWhitespace } from '../../../apps/server/src/adapters/ocr/cer.js';
import { binaryPgmToPbm, MIN_PBM_PIXELS } from '../../../apps/server/src/adapters/ocr/engine/pbm-encode.js';
import { preprocessImage, type PreprocessedImage } from '../../../apps/server/src/adapters/ocr/image/preprocess.js';
import { withFormulaLines } from '../../../apps/server/src/adapters/ocr/layout/formula-lines.js';
import { readingFromTsv } from '../../../apps/server/src/adapters/ocr/layout/page-reading.js';
import { SYMBOLS, symbolOccurrences } from './metrics.js';
import type { CachedReading, CacheEntry } from './reading-cache.js';
import { tesseractCli } from './tesseract-cli.js';

const DIR = path.resolve(process.env.DIR ?? path.join(import.meta.dirname, 'out'));
const SPLIT = process.env.SPLIT ?? 'dev';
/** The issue's symbols: the bench's 14 and θ, which the bench does not count. */
const CEILING_SYMBOLS = [...SYMBOLS, 'θ'];
const OVER = 0.08;

const EXTRAS = ['psm4', 'psm6', 'grey', 'bestInt'] as const;
type Extra = (typeof EXTRAS)[number];
interface ExtraEntry extends Partial<Record<Extra, CachedReading>> {
  /** The cleaned page these were read from (size and turn), to notice a stale cache. */
  page: { width: number; height: number; skewDegrees?: number };
}
const TODAY = ['ours', 'native', 'cleaned', 'plain', 'uncut', 'grown'] as const;
const ALL = [...TODAY, ...EXTRAS] as const;
type Name = (typeof ALL)[number];

const tesseract = (image: Buffer, args: string[]): Promise<string> =>
  tesseractCli(image, [...args, '-c', 'tessedit_create_tsv=1']);

/** The best_int model, unpacked once into the system's temp folder for the native CLI. */
function bestIntTessdata(): string {
  const dir = path.join(os.tmpdir(), 'revisely-tessdata-best-int');
  const model = path.join(dir, 'eng.traineddata');
  if (!existsSync(model)) {
    const require = createRequire(import.meta.url);
    const pkg = path.dirname(require.resolve('@tesseract.js-data/eng/package.json'));
    mkdirSync(dir, { recursive: true });
    writeFileSync(model, gunzipSync(readFileSync(path.join(pkg, '4.0.0_best_int', 'eng.traineddata.gz'))));
  }
  return dir;
}

/** Debian's model, whose character set says what the engine can write at all. */
const DEBIAN_MODEL = '/usr/share/tesseract-ocr/5/tessdata/eng.traineddata';

/** The characters the model's LSTM can write (its lstm-unicharset; the best_int model's is the same). */
function modelCharacters(): Set<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'unicharset-'));
  try {
    execFileSync('combine_tessdata', ['-u', DEBIAN_MODEL, path.join(dir, 'eng.')], { stdio: 'ignore' });
    const text = readFileSync(path.join(dir, 'eng.lstm-unicharset'), 'utf8');
    return new Set(
      text
        .split('\n')
        .slice(1)
        .map((line) => line.split(' ')[0]!)
        .filter(Boolean),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const MODEL_CHARACTERS = modelCharacters();

const input = (p: PreprocessedImage) =>
  p.binary && p.width * p.height >= MIN_PBM_PIXELS ? binaryPgmToPbm(p.image, p.width, p.height) : p.image;

async function read(p: PreprocessedImage, args: string[]): Promise<CachedReading> {
  const { width, height, skewDegrees } = p;
  return { tsv: await tesseract(input(p), args), width, height, flattened: p.flattened === true, skewDegrees };
}

const sameCleaned = (a: ExtraEntry['page'], b: CachedReading) =>
  a.width === b.width && a.height === b.height && a.skewDegrees === b.skewDegrees;

/** Reads the extras missing from out/extra-readings-<split>.json (one tesseract at a time), saving after each photo. */
async function extraReadings(cache: CacheEntry[]): Promise<Record<string, ExtraEntry>> {
  const file = path.join(DIR, `extra-readings-${SPLIT}.json`);
  const extras = (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}) as Record<string, ExtraEntry>;
  for (const entry of cache) {
    const known = extras[entry.file];
    if (known && sameCleaned(known.page, entry.cleaned) && !process.env.REFRESH && EXTRAS.every((e) => known[e]))
      continue;
    const bytes = readFileSync(path.join(DIR, SPLIT, entry.file));
    const cleaned = await preprocessImage(bytes);
    if (!sameCleaned(cleaned, entry.cleaned))
      console.warn(`${entry.file}: the cleaned page differs from cache-${SPLIT}.json's (rerun reading-cache.ts)`);
    const grey = await preprocessImage(bytes, { binarise: false });
    const oem = ['--oem', '1'];
    extras[entry.file] = {
      page: { width: cleaned.width, height: cleaned.height, skewDegrees: cleaned.skewDegrees },
      psm4: await read(cleaned, [...oem, '--psm', '4']),
      psm6: await read(cleaned, [...oem, '--psm', '6']),
      grey: await read(grey, [...oem, '--psm', '3']),
      bestInt: await read(cleaned, ['--tessdata-dir', bestIntTessdata(), ...oem, '--psm', '3']),
    };
    writeFileSync(file, JSON.stringify(extras));
    console.log(`extra readings: ${entry.file}`);
  }
  return extras;
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);
const lines = (text: string) => text.split('\n').map(normaliseWhitespace).filter(Boolean);

/**
 * Where `needle` fits best in `haystack`: edit distance with a free start and end in the haystack
 * (as metrics.ts's bestFit), and the stretch of the haystack it fits.
 */
function fitSpan(needle: string, haystack: string): { cost: number; text: string } {
  const n = needle.length;
  let cost = new Uint32Array(n + 1);
  let from = new Uint32Array(n + 1);
  let nextCost = new Uint32Array(n + 1);
  let nextFrom = new Uint32Array(n + 1);
  for (let i = 0; i <= n; i++) cost[i] = i;
  let best = { cost: n, start: 0, end: 0 };
  for (let j = 1; j <= haystack.length; j++) {
    nextCost[0] = 0;
    nextFrom[0] = j;
    const c = haystack.charCodeAt(j - 1);
    for (let i = 1; i <= n; i++) {
      const substitution = cost[i - 1]! + (needle.charCodeAt(i - 1) === c ? 0 : 1);
      const skipHaystack = cost[i]! + 1;
      const skipNeedle = nextCost[i - 1]! + 1;
      if (substitution <= skipHaystack && substitution <= skipNeedle) {
        nextCost[i] = substitution;
        nextFrom[i] = from[i - 1]!;
      } else if (skipHaystack <= skipNeedle) {
        nextCost[i] = skipHaystack;
        nextFrom[i] = from[i]!;
      } else {
        nextCost[i] = skipNeedle;
        nextFrom[i] = nextFrom[i - 1]!;
      }
    }
    if (nextCost[n]! < best.cost) best = { cost: nextCost[n]!, start: nextFrom[n]!, end: j };
    [cost, nextCost] = [nextCost, cost];
    [from, nextFrom] = [nextFrom, from];
  }
  return { cost: best.cost, text: haystack.slice(best.start, best.end) };
}

/**
 * Each truth line replaced by the stretch of one reading's text (whitespace folded, its lines
 * joined) that fits it best, from whichever reading fits it best; chosen line by line, so the
 * readings' order and line breaks do not count (whole lines did not do: a reading breaks a table
 * row or a two-column line elsewhere than the truth). Empty when nothing fits better than nothing.
 */
function lineOracle(truth: string, readings: { text: string; from: Name }[]) {
  const chosen = lines(truth).map((want) => {
    let best = { line: '', from: undefined as Name | undefined, cost: want.length };
    for (const r of readings) {
      const fit = fitSpan(want, r.text);
      if (fit.cost < best.cost) best = { line: fit.text, from: r.from, cost: fit.cost };
    }
    return { want, ...best };
  });
  return { text: chosen.map((c) => c.line).join('\n'), chosen };
}

interface PhotoRow {
  file: string;
  cer: Partial<Record<Name, number>>;
  pageOracle: { today: { cer: number; from: Name }; all: { cer: number; from: Name } };
  lineOracle: { today: number; all: number; from: Partial<Record<Name, number>> };
  /** Per symbol occurrence: [symbol, ours right, any reading right, any reading right before formula fixes]. */
  symbols: [string, boolean, boolean, boolean][];
  /**
   * Each occurrence of a truth character the model cannot write (outside its character set):
   * [character, right in any reading after formula fixes].
   */
  unwritable: [string, boolean][];
  /**
   * Those no reading has right, over the truth's length: each costs every reading (and so the
   * line oracle) at least one edit, so this much of the line oracle's CER is out of any chooser's reach.
   */
  symbolFloor: number;
}

function scorePhoto(entry: CacheEntry, extra: ExtraEntry, bench: { ours: string; native: string }): PhotoRow {
  const truth = readFileSync(path.join(DIR, SPLIT, entry.file.replace(/\.\w+$/, '.txt')), 'utf8');
  const raw: Partial<Record<Name, string>> = {};
  const texts: Partial<Record<Name, string>> = { ours: bench.ours, native: bench.native };
  const { page: _page, ...extraReadings } = extra;
  const readings: Partial<Record<Name, CachedReading | null | undefined>> = { ...entry, ...extraReadings };
  for (const name of ALL) {
    const reading = readings[name];
    if (name === 'ours' || name === 'native' || !reading) continue;
    const result = readingFromTsv(reading.tsv, reading);
    raw[name] = result.extractedText;
    texts[name] = withFormulaLines(result).extractedText;
  }
  const present = (set: readonly Name[]) => set.filter((name) => texts[name] !== undefined);
  const cer: PhotoRow['cer'] = {};
  for (const name of present(ALL)) cer[name] = characterErrorRate(texts[name]!, truth);
  const bestOf = (set: readonly Name[]) =>
    present(set).reduce((best, name) => (cer[name]! < best.cer ? { cer: cer[name]!, from: name } : best), {
      cer: Infinity,
      from: 'ours' as Name,
    });
  const candidatesOf = (set: readonly Name[]) =>
    present(set).map((from) => ({ text: normaliseWhitespace(texts[from]!), from }));
  const today = lineOracle(truth, candidatesOf(TODAY));
  const all = lineOracle(truth, candidatesOf(ALL));
  const from: PhotoRow['lineOracle']['from'] = {};
  for (const c of all.chosen) if (c.from) from[c.from] = (from[c.from] ?? 0) + 1;
  if (process.env.SHOW === entry.file)
    for (const c of all.chosen)
      console.log(`${(c.from ?? '-').padEnd(8)} ${c.cost}\n  truth ${c.want}\n  read  ${c.line}`);
  const occurrences = (text: string) => symbolOccurrences(text, truth, CEILING_SYMBOLS);
  const ours = occurrences(bench.ours);
  const fixed = present(ALL).map((name) => occurrences(texts[name]!));
  const unfixed = [bench.native, ...Object.values(raw)].map(occurrences);
  const anyRight = ours.map((_, i) => fixed.some((r) => r[i]!.read));
  const foreign = [...new Set(normaliseWhitespace(truth))].filter((c) => c !== ' ' && !MODEL_CHARACTERS.has(c));
  const each = present(ALL).map((name) => symbolOccurrences(texts[name]!, truth, foreign));
  const unwritable = (each[0] ?? []).map((o, i): [string, boolean] => [o.symbol, each.some((r) => r[i]!.read)]);
  return {
    file: entry.file,
    cer,
    pageOracle: { today: bestOf(TODAY), all: bestOf(ALL) },
    lineOracle: { today: characterErrorRate(today.text, truth), all: characterErrorRate(all.text, truth), from },
    symbols: ours.map((o, i) => [o.symbol, o.read, anyRight[i]!, unfixed.some((r) => r[i]!.read)]),
    unwritable,
    symbolFloor: unwritable.filter(([, right]) => !right).length / Math.max(1, normaliseWhitespace(truth).length),
  };
}

function report(rows: PhotoRow[]) {
  const f = (v: number | undefined) => (v === undefined ? '–' : v.toFixed(3));
  console.log(`\n### ${SPLIT}: ${rows.length} photos\n`);
  console.log(
    `| photo | ${ALL.join(' | ')} | page oracle (reading) | line oracle: today | all | unread-symbol floor | symbols ours / any / total |`,
  );
  console.log(`| --- | ${ALL.map(() => '---').join(' | ')} | --- | --- | --- | --- | --- |`);
  for (const r of rows) {
    const s = r.symbols;
    const sym = s.length ? `${s.filter((x) => x[1]).length} / ${s.filter((x) => x[2]).length} / ${s.length}` : '–';
    console.log(
      `| ${r.file} | ${ALL.map((n) => f(r.cer[n])).join(' | ')} | ${f(r.pageOracle.all.cer)} (${r.pageOracle.all.from}) | ` +
        `${f(r.lineOracle.today)} | ${f(r.lineOracle.all)} | ${f(r.symbolFloor)} | ${sym} |`,
    );
  }
  const summary = (label: string, values: number[]) => {
    const over = values.filter((v) => v > OVER).length;
    console.log(
      `| ${label} | ${values.length} | ${mean(values).toFixed(4)} | ${over} | ${Math.max(...values).toFixed(3)} |`,
    );
  };
  console.log(`\n| reading (${SPLIT}) | photos | mean CER | over ${OVER} | max CER |`);
  console.log('| --- | --- | --- | --- | --- |');
  for (const name of ALL)
    summary(
      name,
      rows.flatMap((r) => (r.cer[name] === undefined ? [] : [r.cer[name]])),
    );
  summary(
    'page oracle, readings made today',
    rows.map((r) => r.pageOracle.today.cer),
  );
  summary(
    'page oracle, all readings',
    rows.map((r) => r.pageOracle.all.cer),
  );
  summary(
    'line oracle, readings made today',
    rows.map((r) => r.lineOracle.today),
  );
  summary(
    'line oracle, all readings',
    rows.map((r) => r.lineOracle.all),
  );
  summary(
    'characters no reading writes (floor, share of the truth)',
    rows.map((r) => r.symbolFloor),
  );
  summary(
    'line oracle, all readings, less that floor',
    rows.map((r) => r.lineOracle.all - r.symbolFloor),
  );

  const picked = new Map<Name, number>();
  for (const r of rows) picked.set(r.pageOracle.all.from, (picked.get(r.pageOracle.all.from) ?? 0) + 1);
  console.log(`\nPage oracle (all) picks: ${[...picked].map(([n, c]) => `${n} ${c}`).join(', ')}`);
  const lineFrom = new Map<Name, number>();
  for (const r of rows)
    for (const [n, c] of Object.entries(r.lineOracle.from)) lineFrom.set(n as Name, (lineFrom.get(n as Name) ?? 0) + c);
  console.log(`Line oracle (all) lines from: ${[...lineFrom].map(([n, c]) => `${n} ${c}`).join(', ')}`);
  console.log(
    `Over ${OVER} in the line oracle (all): ${
      rows
        .filter((r) => r.lineOracle.all > OVER)
        .map((r) => `${r.file} ${r.lineOracle.all.toFixed(3)}`)
        .join(', ') || 'none'
    }`,
  );

  const occurrences = rows.flatMap((r) => r.symbols);
  const count = (pick: (o: PhotoRow['symbols'][number]) => boolean, symbols: readonly string[]) => {
    const of = occurrences.filter((o) => symbols.includes(o[0]));
    return `${of.filter(pick).length}/${of.length} (${((of.filter(pick).length / Math.max(1, of.length)) * 100).toFixed(1)}%)`;
  };
  console.log(`\n| symbols (${SPLIT}) | ours right | right in any reading | in any reading, before formula fixes |`);
  console.log('| --- | --- | --- | --- |');
  for (const [label, set] of [
    ["the bench's 14", SYMBOLS as readonly string[]],
    ['with θ', CEILING_SYMBOLS],
  ] as const)
    console.log(`| ${label} | ${count((o) => o[1], set)} | ${count((o) => o[2], set)} | ${count((o) => o[3], set)} |`);
  for (const symbol of CEILING_SYMBOLS) {
    if (!occurrences.some((o) => o[0] === symbol)) continue;
    console.log(
      `| ${symbol} | ${count((o) => o[1], [symbol])} | ${count((o) => o[2], [symbol])} | ${count((o) => o[3], [symbol])} |`,
    );
  }
  const foreign = new Map<string, [number, number]>();
  for (const [c, right] of rows.flatMap((r) => r.unwritable)) {
    const tally = foreign.get(c) ?? [0, 0];
    foreign.set(c, [tally[0] + (right ? 1 : 0), tally[1] + 1]);
  }
  console.log(
    `\nTruth characters outside the model's character set (right in any reading / occurrences): ${[...foreign]
      .sort((a, b) => b[1][1] - a[1][1])
      .map(([c, [right, all]]) => `${c} ${right}/${all}`)
      .join(', ')}`,
  );
}

const cache = JSON.parse(readFileSync(path.join(DIR, `cache-${SPLIT}.json`), 'utf8')) as CacheEntry[];
const bench = JSON.parse(readFileSync(path.join(DIR, `results-${SPLIT}.json`), 'utf8')) as {
  rows: { file: string; ours: { text: string }; native: { text: string } }[];
};
const extras = await extraReadings(cache);
const rows = cache.map((entry) => {
  const row = bench.rows.find((r) => r.file === entry.file);
  if (!row) throw new Error(`${entry.file}: not in results-${SPLIT}.json (run photo-set-bench.ts)`);
  return scorePhoto(entry, extras[entry.file]!, { ours: row.ours.text, native: row.native.text });
});
report(rows);
