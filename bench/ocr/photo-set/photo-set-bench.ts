/**
 * Photo-set bench: the app's OCR, built exactly as the app builds it (createOcrEngine, OCR_ENGINE
 * default `auto`, one worker), against plain native Tesseract on the unprocessed photo
 * (`OMP_THREAD_LIMIT=1 tesseract IMAGE stdout --oem 1 --psm 3`), measured in the same run, one
 * OCR process at a time.
 *
 *   npx tsx ocr/photo-set/generate-photo-set.ts && npx tsx ocr/photo-set/photo-set-bench.ts   (from bench/)
 *   SPLIT=dev|held-out|all (default all)   LIMIT=n (first n photos of each split)   FLAT=1 (add flat renders)
 *   DIR=/dir (default ocr/photo-set/out)   SHOW=1 (print each output)
 *
 * Per photo: CER (cer.ts) and word recall (truth words found, case-insensitive, surrounding
 * punctuation stripped, as a multiset) for both; our confidence against our recall × 100 (the
 * issue's target: within 15 points on ≥ 90% of pages); symbol accuracy (÷ × ± ² ³ √ π ≤ ≥ → ° Δ µ λ
 * at their aligned place, metrics.ts), with missed symbols on a line the review step marks counted
 * as marked; and wall time. Summaries per split. Writes out/results-<split>.json with every output text.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { format } from 'prettier';
import { characterErrorRate } from '../../../apps/server/src/adapters/ocr/cer.js';
import {
  createOcrEngine,
  type OcrEngineChoice,
} from '../../../apps/server/src/adapters/ocr/engine/create-ocr-engine.js';
import { NativeTesseractOcrEngine } from '../../../apps/server/src/adapters/ocr/engine/native-tesseract-ocr-engine.js';
import type { PageReading } from '../../../apps/server/src/adapters/ocr/engine/page-reader.js';
import type { ManifestEntry, Split } from './generate-photo-set.js';
import { doubtfulSpellings, symbolScore, wordRecall, wordsOf, type SymbolScore } from './metrics.js';

const DIR = path.resolve(process.env.DIR ?? path.join(import.meta.dirname, 'out'));
const SPLIT = (process.env.SPLIT ?? 'all') as Split | 'all';
const LIMIT = process.env.LIMIT ? Number(process.env.LIMIT) : Infinity;
const CHOICE = (process.env.OCR_ENGINE ?? 'auto') as OcrEngineChoice;

interface Side {
  text: string;
  cer: number;
  recall: number;
  ms: number;
  symbols: SymbolScore;
  empty: boolean;
}

interface Row {
  file: string;
  page: string;
  layout: string;
  paper: string;
  split: Split;
  capture: string;
  scenario?: string;
  ours: Side & { confidence: number; layoutComplexity: string; gap: number };
  native: Side;
  pass?: PageReading['pass'];
  abandoned?: PageReading['abandoned'];
  /** ms of each recognition (cleaned, uncut, plain) inside ours. */
  readMs?: PageReading['readMs'];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);
const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

function runNative(image: string): Promise<{ ms: number; text: string }> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn('tesseract', [image, 'stdout', '--oem', '1', '--psm', '3'], {
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`tesseract exited with ${code}`));
      else resolve({ ms: performance.now() - start, text: Buffer.concat(chunks).toString('utf8') });
    });
  });
}

function side(
  text: string,
  truth: string,
  ms: number,
  doubtful: Set<string>,
  markedLines: ReadonlySet<string> = new Set(),
): Side {
  return {
    text,
    cer: characterErrorRate(text, truth),
    recall: wordRecall(text, truth),
    ms,
    symbols: symbolScore(text, truth, doubtful, markedLines),
    empty: wordsOf(text).length === 0,
  };
}

function summarise(name: string, rows: Row[]) {
  const symbols = (pick: (r: Row) => SymbolScore) => {
    const total = rows.reduce((s, r) => s + pick(r).total, 0);
    const correct = rows.reduce((s, r) => s + pick(r).correct, 0);
    const marked = rows.reduce((s, r) => s + pick(r).marked, 0);
    return { total, correct, marked, accuracy: total ? correct / total : Number.NaN };
  };
  const ratios = rows.map((r) => r.ours.ms / r.native.ms);
  return {
    split: name,
    photos: rows.length,
    pages: new Set(rows.map((r) => r.page)).size,
    cer: {
      oursMean: mean(rows.map((r) => r.ours.cer)),
      oursMax: Math.max(...rows.map((r) => r.ours.cer)),
      nativeMean: mean(rows.map((r) => r.native.cer)),
      nativeMax: Math.max(...rows.map((r) => r.native.cer)),
    },
    recall: { oursMean: mean(rows.map((r) => r.ours.recall)), nativeMean: mean(rows.map((r) => r.native.recall)) },
    lowerRecallThanNative: rows.filter((r) => r.ours.recall < r.native.recall - 1e-9).map((r) => r.file),
    emptyOnText: { ours: rows.filter((r) => r.ours.empty).length, native: rows.filter((r) => r.native.empty).length },
    confidenceWithin15: rows.filter((r) => r.ours.gap <= 15).length / Math.max(1, rows.length),
    symbols: { ours: symbols((r) => r.ours.symbols), native: symbols((r) => r.native.symbols) },
    time: {
      oursMedianMs: median(rows.map((r) => r.ours.ms)),
      nativeMedianMs: median(rows.map((r) => r.native.ms)),
      medianRatio: median(ratios),
    },
  };
}

function printSummary(s: ReturnType<typeof summarise>) {
  const sym = (x: { correct: number; total: number; marked: number; accuracy: number }) =>
    `${x.correct}/${x.total} (${pct(x.accuracy)})`;
  console.log(`\n### ${s.split}: ${s.photos} photos of ${s.pages} pages\n`);
  console.log('| measure | ours | native |');
  console.log('| --- | --- | --- |');
  console.log(`| mean CER | ${s.cer.oursMean.toFixed(4)} | ${s.cer.nativeMean.toFixed(4)} |`);
  console.log(`| max CER | ${s.cer.oursMax.toFixed(4)} | ${s.cer.nativeMax.toFixed(4)} |`);
  console.log(`| mean word recall | ${pct(s.recall.oursMean)} | ${pct(s.recall.nativeMean)} |`);
  console.log(`| photos with lower word recall than native | ${s.lowerRecallThanNative.length} | |`);
  console.log(`| empty result on a page with text | ${s.emptyOnText.ours} | ${s.emptyOnText.native} |`);
  console.log(`| confidence within 15 of recall × 100 (target ≥ 90%) | ${pct(s.confidenceWithin15)} | n/a |`);
  console.log(`| symbols read correctly | ${sym(s.symbols.ours)} | ${sym(s.symbols.native)} |`);
  console.log(`| missed symbols on a marked line | ${s.symbols.ours.marked} | n/a |`);
  const o = s.symbols.ours;
  console.log(
    `| symbols read or marked (target ≥ 95%) | ${o.total ? (((o.correct + o.marked) / o.total) * 100).toFixed(1) : 'n/a'}% | n/a |`,
  );
  console.log(
    `| median wall ms | ${Math.round(s.time.oursMedianMs)} | ${Math.round(s.time.nativeMedianMs)} |` +
      `\n| median time ratio ours / native | ${s.time.medianRatio.toFixed(2)}x | |`,
  );
}

async function main(): Promise<void> {
  const splits: Split[] = SPLIT === 'all' ? ['dev', 'held-out'] : [SPLIT];
  const entries = splits.flatMap((split) =>
    (JSON.parse(readFileSync(path.join(DIR, split, 'manifest.json'), 'utf8')) as ManifestEntry[])
      .filter((e) => e.capture === 'photo' || process.env.FLAT === '1')
      .slice(0, LIMIT),
  );
  // As the app builds it (apps/server: createOcrEngine from OCR_ENGINE), with one worker so the
  // native CLI and the app each get one core.
  let lastRead: PageReading | undefined;
  const app = createOcrEngine({
    engine: CHOICE,
    workers: 1,
    queueLimit: 4,
    onPageRead: (reading) => {
      lastRead = reading;
    },
  });
  const picked = app instanceof NativeTesseractOcrEngine ? 'native' : 'wasm';
  console.log(
    `Photo-set bench: app engine ${picked} (OCR_ENGINE=${CHOICE}), ${entries.length} images from ${DIR} (SPLIT=${SPLIT}` +
      `${Number.isFinite(LIMIT) ? `, LIMIT=${LIMIT} per split` : ''}), ${os.cpus().length} CPUs, load ${os.loadavg()[0]?.toFixed(2)}\n`,
  );
  const rows: Row[] = [];
  try {
    for (const entry of entries) {
      const file = path.join(DIR, entry.split, entry.file);
      const truth = readFileSync(file.replace(/\.\w+$/, '.txt'), 'utf8');
      const start = performance.now();
      lastRead = undefined;
      const result = await app.extract(readFileSync(file));
      const read = lastRead as PageReading | undefined;
      const oursMs = performance.now() - start;
      const native = await runNative(file);
      const markedLines = new Set(
        (result.linesToCheck ?? []).map((check) => check.text.replace(/[ \t]+/g, ' ').trim()),
      );
      const ours = side(result.extractedText, truth, oursMs, doubtfulSpellings(result.words), markedLines);
      const row: Row = {
        file: entry.file,
        page: entry.page,
        layout: entry.layout,
        paper: entry.paper,
        split: entry.split,
        capture: entry.capture,
        ...(entry.scenario ? { scenario: entry.scenario } : {}),
        ours: {
          ...ours,
          confidence: result.confidence,
          layoutComplexity: result.layoutComplexity,
          gap: Math.abs(result.confidence - ours.recall * 100),
        },
        native: side(native.text, truth, native.ms, new Set()),
        ...(read ? { pass: read.pass } : {}),
        ...(read?.abandoned ? { abandoned: read.abandoned } : {}),
        ...(read ? { readMs: read.readMs } : {}),
      };
      rows.push(row);
      const s = (x: SymbolScore) => (x.total ? `${x.correct}/${x.total}` : '-');
      console.log(
        `${entry.split.padEnd(8)} ${entry.file.padEnd(28)} ours CER ${row.ours.cer.toFixed(3)} rec ${pct(row.ours.recall).padStart(6)} ` +
          `conf ${row.ours.confidence.toFixed(0).padStart(3)} sym ${s(row.ours.symbols).padEnd(5)} ${Math.round(oursMs)} ms ${read?.pass ?? ''}${read?.abandoned ? ` (${read.abandoned} abandoned)` : ''} ${Object.entries(
            read?.readMs ?? {},
          )
            .map(([pass, ms]) => `${pass[0]}${Math.round(ms)}`)
            .join(' ')} | ` +
          `native CER ${row.native.cer.toFixed(3)} rec ${pct(row.native.recall).padStart(6)} sym ${s(row.native.symbols).padEnd(5)} ${Math.round(native.ms)} ms`,
      );
      if (process.env.SHOW) console.log(`--- ours\n${result.extractedText}\n--- native\n${native.text}`);
    }
  } finally {
    await app.close();
  }

  console.log(
    '\n| photo | split | layout | paper | ours CER | native CER | ours recall | native recall | confidence | ours symbols (marked) | native symbols | ours ms | native ms |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows) {
    const s = (x: SymbolScore) => (x.total ? `${x.correct}/${x.total}` : '-');
    console.log(
      `| ${r.file} | ${r.split} | ${r.layout} | ${r.paper} | ${r.ours.cer.toFixed(3)} | ${r.native.cer.toFixed(3)} | ` +
        `${pct(r.ours.recall)} | ${pct(r.native.recall)} | ${r.ours.confidence.toFixed(1)} | ` +
        `${s(r.ours.symbols)}${r.ours.symbols.total ? ` (${r.ours.symbols.marked})` : ''} | ${s(r.native.symbols)} | ` +
        `${Math.round(r.ours.ms)} | ${Math.round(r.native.ms)} |`,
    );
  }
  const summaries = splits.map((split) =>
    summarise(
      split,
      rows.filter((r) => r.split === split),
    ),
  );
  if (splits.length > 1) summaries.push(summarise('all', rows));
  for (const summary of summaries) printSummary(summary);

  const worst = [...rows].sort((a, b) => a.ours.recall - b.ours.recall || b.ours.cer - a.ours.cer).slice(0, 5);
  console.log('\nWorst photos (ours, by word recall):');
  for (const r of worst)
    console.log(
      `  ${r.file} (${r.layout}, ${r.paper}): recall ${pct(r.ours.recall)} vs native ${pct(r.native.recall)}, ` +
        `CER ${r.ours.cer.toFixed(3)}, confidence ${r.ours.confidence.toFixed(1)}, ${r.ours.layoutComplexity}` +
        (r.ours.symbols.misses.length ? `; symbol misses: ${r.ours.symbols.misses.slice(0, 2).join(' | ')}` : ''),
    );
  const target = path.join(DIR, `results-${SPLIT}${Number.isFinite(LIMIT) ? `-limit${LIMIT}` : ''}.json`);
  const json = JSON.stringify({
    engine: picked,
    split: SPLIT,
    limit: Number.isFinite(LIMIT) ? LIMIT : null,
    load: os.loadavg()[0],
    summaries,
    rows,
  });
  // Formatted as the repo's Prettier would, so `prettier --check` passes over the (git-ignored) out/ folder.
  writeFileSync(target, await format(json, { parser: 'json' }));
  console.log(`\nWrote ${target}`);
}

await main();
