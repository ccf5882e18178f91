import { InputRejectedError } from '../../../core/domain-errors.js';
import type { OcrResult } from '../ocr-engine.js';
import { edgeTouchingLines, linesToCheck } from '../layout/line-checks.js';
import { textAcrossTopOrBottom } from '../layout/cut-out-edges.js';
import { detachedRowTails } from '../layout/detached-row-tails.js';
import { tableHoles } from '../layout/table-holes.js';
import { honestConfidence, honestLayout, readingFromTsv } from '../layout/page-reading.js';
import { withFormulaLines } from '../layout/formula-lines.js';
import { lackedBy, mergeReadings, sureTokens } from '../layout/reading-merge.js';
import { parseTsvLayout } from '../layout/tsv-layout.js';
import { plainUpload } from '../image/plain-upload.js';
import type { GreyImage } from '../image/page-flatten.js';
import {
  decodeUpload,
  DEFAULT_PREPROCESS_OPTIONS,
  preprocessImage,
  type PreprocessedImage,
  type PreprocessOptions,
} from '../image/preprocess.js';
import {
  cutThroughText,
  FEW_WORDS,
  orderMendedBy,
  plainCheckNeeded,
  SURE_WORD,
  TURNED_CUT_OUT_DEGREES,
  UNCUT_CONFIDENCE_DROP,
  uncutTaken,
  wordCount,
} from './cut-out-checks.js';
import { doubtful, DOUBTFUL_CONFIDENCE } from './reading-doubt.js';
import { DEFAULT_READING_BUDGET, extraReadingBudgetMs, type ReadingBudget, withinBudget } from './reading-budget.js';

export const UNREADABLE_MESSAGE =
  'Unreadable Image: The file could not be opened as a picture. Please take the photo again.';

/**
 * One recognition of a prepared image: Tesseract's TSV and, when the engine gives it, its own text.
 * An extra reading gets `signal`, aborted when its time budget is spent: the engine stops the work.
 */
export type Recognise = (
  prepared: PreprocessedImage,
  pass: 'cleaned' | 'plain' | 'uncut' | 'grown',
  signal?: AbortSignal,
) => Promise<{ tsv: string; text?: string }>;

export interface EngineAbilities {
  /**
   * `recognise` still serves a reading after one of the page's readings was stopped. The native
   * engine does (a process per reading); a tesseract.js slot whose worker was ended for a stopped
   * reading does not (its worker is gone), so by default nothing is read after a stop.
   */
  readsAfterStop?: boolean;
}

export interface PageReading {
  result: OcrResult;
  pass: 'cleaned' | 'merged' | 'plain' | 'uncut' | 'grown';
  /** The extra reading stopped at its time budget (reading-budget.ts), if one was; `both`: each was. */
  abandoned?: 'plain' | 'uncut' | 'grown' | 'both';
  /** How long each recognition took (an abandoned one: until it was stopped), ms. */
  readMs: Partial<Record<'cleaned' | 'plain' | 'uncut' | 'grown', number>>;
}

/**
 * Reads a page the way that finds the most of it. The cleaned reading (page cut out of the photo,
 * perspective undone, local threshold, deskew, rules erased) reads most photos far better than
 * Tesseract alone, but each step can lose text: a crop through the text block, a threshold that
 * drops a faint region, a table read as a picture. When the cleaned reading shows a sign of that
 * (doubtful), the plain upload (image/plain-upload.ts) is read too and every line it found that ours lacks is merged in
 * (reading-merge.ts), so a page keeps what Tesseract finds on its own. Clean pages pay for one
 * reading; an extra reading past its time budget (reading-budget.ts) is stopped and the page keeps
 * the reading it has, its confidence no higher than that evidence (`unchecked`) — unless what it
 * has is next to nothing and the engine `readsAfterStop`, when the plain reading is still made (at
 * most three readings in all).
 */
export async function readPage(
  image: Buffer,
  options: Readonly<Partial<PreprocessOptions>>,
  recognise: Recognise,
  onUnreadable?: () => void,
  budget: ReadingBudget = DEFAULT_READING_BUDGET,
  engine: EngineAbilities = {},
): Promise<PageReading> {
  const reading = await readPageWith(image, options, recognise, onUnreadable, budget, engine);
  // After the readings are compared and merged, which match their words as the engine spelled them.
  return { ...reading, result: withFormulaLines(reading.result) };
}

async function readPageWith(
  image: Buffer,
  options: Readonly<Partial<PreprocessOptions>>,
  recognise: Recognise,
  onUnreadable: (() => void) | undefined,
  budget: ReadingBudget,
  engine: EngineAbilities,
): Promise<PageReading> {
  // Decoded once: an uncut or grown reading starts from the same greyscale.
  const decoded = await decode(image, options, onUnreadable);
  const cleaned = await prepare(decoded, options, onUnreadable);
  const started = budget.now();
  const first = await recognise(cleaned, 'cleaned');
  const readMs: PageReading['readMs'] = { cleaned: budget.now() - started };
  const budgetMs = extraReadingBudgetMs(readMs.cleaned ?? 0, budget);
  let ours = readingFromTsv(first.tsv, cleaned, first.text);
  const turned = cleaned.flattened === true && Math.abs(cleaned.skewDegrees) >= TURNED_CUT_OUT_DEGREES;
  const firstBlocks = cleaned.flattened ? parseTsvLayout(first.tsv) : [];
  // A line's end read apart from it, after text below (layout/detached-row-tails.ts): the cut-out's
  // reading is in the wrong order, which the uncut photo's reading may not be (docs/ocr.md,
  // *Twelfth round*).
  const outOfOrder = cleaned.flattened === true && detachedRowTails(firstBlocks).length > 0;
  // A table row short of cells between full rows (layout/table-holes.ts): cells lost to the cleaning.
  const holed = cleaned.flattened === true && tableHoles(ours.extractedText).length > 0;
  if (!doubtful(ours) && !turned && !outOfOrder && !holed) return { result: ours, pass: 'cleaned', readMs };
  // Each extra reading's blocks, for the order check of a reading that may replace ours.
  const extraBlocks = new WeakMap<OcrResult, ReturnType<typeof parseTsvLayout>>();
  const readExtra = async (prepared: PreprocessedImage, pass: 'plain' | 'uncut' | 'grown', ms = budgetMs) => {
    const start = budget.now();
    const read = await withinBudget((signal) => recognise(prepared, pass, signal), ms);
    readMs[pass] = (readMs[pass] ?? 0) + budget.now() - start;
    if (!read) return undefined;
    const reading = readingFromTsv(read.tsv, prepared, read.text);
    extraBlocks.set(reading, parseTsvLayout(read.tsv));
    return reading;
  };
  const replaces = (other: OcrResult) =>
    uncutTaken(other, ours) ||
    (outOfOrder && orderMendedBy(other, ours, detachedRowTails(extraBlocks.get(other) ?? []).length));
  const readUncut = async () =>
    readExtra(await prepare(decoded, { ...options, flattenPage: false }, onUnreadable), 'uncut');
  // The page grown over its shading (page-finder.ts): read only when that moves the cut-out.
  const readGrown = async () => {
    const grown = await prepare(decoded, { ...options, growPageOverShading: true }, onUnreadable);
    return grown.grown ? { read: await readExtra(grown, 'grown') } : undefined;
  };
  const edgeLines = cleaned.flattened ? edgeTouchingLines(firstBlocks, cleaned.width).size : 0;
  const acrossTopOrBottom = cleaned.flattened && textAcrossTopOrBottom(firstBlocks, cleaned.height);
  // The cut-out went through the text or holds next to nothing: the page finder took the wrong
  // quadrilateral (a shadow joined to the desk, a page running off the frame), which no later step
  // can undo. The photo is read again, cleaned the same way but not cut out, and whichever of the
  // two found more of the other's sure words goes on. When the uncut reading is not taken (the
  // background beside the page read as marks, or it found less), the page grown over its shading
  // is cut out and read as a third reading, taken by the same rule (docs/ocr.md, *Ninth round*).
  let uncutRead: OcrResult | undefined;
  let oursPass: 'cleaned' | 'uncut' | 'grown' = 'cleaned';
  if (cleaned.flattened && (turned || outOfOrder || cutThroughText(ours, edgeLines, acrossTopOrBottom))) {
    const uncut = await readUncut();
    if (!uncut && !doubtful(ours)) return { result: ours, pass: 'cleaned', abandoned: 'uncut', readMs };
    if (!uncut && (wordCount(ours) >= FEW_WORDS || !engine.readsAfterStop))
      return { result: unchecked(ours, edgeLines), pass: 'cleaned', abandoned: 'uncut', readMs };
    // A stopped uncut reading of a cut-out that holds next to nothing would leave a page of text
    // empty: an engine that can still read makes the plain reading, and the page gets the better.
    // It is no longer a check of the first reading but the page's only one: LAST_CHANCE_FACTOR.
    if (!uncut) {
      const plain = await readExtra(await plainUpload(image), 'plain', LAST_CHANCE_FACTOR * budgetMs);
      return plainAfterStoppedUncut(ours, edgeLines, plain, readMs);
    }
    uncutRead = uncut;
    if (replaces(uncut)) {
      ours = uncut;
      oursPass = 'uncut';
      if (!plainCheckNeeded(uncut, 'uncut')) return { result: uncut, pass: 'uncut', readMs };
    } else {
      const grown = await readGrown();
      if (grown && !grown.read && (!doubtful(ours) || !engine.readsAfterStop)) {
        const result = doubtful(ours) ? unchecked(ours, edgeLines) : ours;
        return { result, pass: 'cleaned', abandoned: 'grown', readMs };
      }
      if (grown?.read && replaces(grown.read)) {
        ours = grown.read;
        oursPass = 'grown';
      }
    }
    // Only turned or out of order: a sure reading neither other reading beat needs no plain check.
    if (!plainCheckNeeded(ours, oursPass)) return { result: ours, pass: oursPass, readMs };
  } else if (holed) {
    // Cells lost in a table, with no sign the cut-out is wrong: the page is cut out again grown
    // over its shading, a second cut-out and a second threshold of the same page, rather than read
    // uncut with the desk around it (dev `uk-climate-data-1`: grown 0.007, uncut 0.037, ours
    // 0.030). Taken by the uncut reading's rule; a sure page then needs no plain check.
    const grown = await readGrown();
    if (grown && !grown.read && (!doubtful(ours) || !engine.readsAfterStop)) {
      const result = doubtful(ours) ? unchecked(ours, edgeLines) : ours;
      return { result, pass: 'cleaned', abandoned: 'grown', readMs };
    }
    if (grown?.read && uncutTaken(grown.read, ours)) {
      ours = grown.read;
      oursPass = 'grown';
    }
    if (!plainCheckNeeded(ours, oursPass)) return { result: ours, pass: oursPass, readMs };
  }
  const plainImage = await plainUpload(image);
  const plain = await readExtra(plainImage, 'plain');
  if (!plain) {
    // The uncut reading may hold words (unsure ones, so it did not replace ours) where ours holds
    // next to none: the page keeps whichever has more words, unless the uncut one is far less sure
    // than a reading of ours that holds text (a textured background read as words, ADR 0038).
    const kept =
      uncutRead &&
      wordCount(uncutRead) > wordCount(ours) &&
      (wordCount(ours) < FEW_WORDS || uncutRead.confidence >= ours.confidence - UNCUT_CONFIDENCE_DROP)
        ? uncutRead
        : ours;
    return { result: unchecked(kept, 0), pass: kept === uncutRead ? 'uncut' : oursPass, abandoned: 'plain', readMs };
  }
  const combined = combineReadings(ours, plain);
  const named = { ...combined, pass: combined.pass === 'cleaned' ? oursPass : combined.pass, readMs };
  if (uncutRead || !cleaned.flattened || wordCount(combined.result) >= FEW_WORDS) return named;
  // Both readings (next to) empty on a page cut out of the photo, with no sign the cut-out was
  // wrong: read it uncut after all, so a page with text never comes back empty.
  const uncut = await readUncut();
  if (!uncut) return { ...named, result: unchecked(named.result, 0), abandoned: 'uncut' };
  const again = combineReadings(uncut, plain);
  return wordCount(again.result) > wordCount(combined.result) ? { ...again, pass: 'uncut', readMs } : named;
}

/**
 * The plain reading made after a stopped uncut one, on a page that has nothing else, may take this
 * many times an extra reading's budget (8 s on the floor): it takes about native Tesseract's time
 * on the photo, which on the dev photos at load 18 was up to 7.0 s (a 4 s budget stopped
 * `sorting-algorithms-3`'s plain reading at 4.2 s). The page's readings stay bounded: the first,
 * then at most 1 + LAST_CHANCE_FACTOR budgets.
 */
const LAST_CHANCE_FACTOR = 2;
/**
 * That plain reading's page confidence is at most this, under the review step's "Some words were
 * hard to read" threshold (60): it reads the raw photo of a page our page finder could not cut
 * out, and on the dev photos whose cut-out held nothing native Tesseract found 33% and 0% of the
 * words (`enzymes-checklist-1`, `research-methods-1`; 94% and 86% once read uncut).
 */
const LAST_CHANCE_CONFIDENCE = 59;

/**
 * The page when its cut-out held next to nothing and the uncut reading was stopped: the plain
 * reading combined with ours, or the plain reading alone when that holds more words (a cut-out
 * of a few sure specks could stay the base), marked unchecked since the reading that would have
 * recovered the page was not made. Both stopped: ours, unchecked; nothing more is read.
 */
function plainAfterStoppedUncut(
  ours: OcrResult,
  edgeLines: number,
  plain: OcrResult | undefined,
  readMs: PageReading['readMs'],
): PageReading {
  if (!plain) return { result: unchecked(ours, edgeLines), pass: 'cleaned', abandoned: 'both', readMs };
  const combined = combineReadings(ours, plain);
  const best = wordCount(plain) > wordCount(combined.result) ? { result: plain, pass: 'plain' as const } : combined;
  return { result: unchecked(best.result, 0, LAST_CHANCE_CONFIDENCE), pass: best.pass, abandoned: 'uncut', readMs };
}

/**
 * A doubtful reading whose check was abandoned at its time budget, with a confidence that claims
 * no more than it shows: still under the doubt threshold, and every line that ran into the
 * cut-out's side edge (`edgeLines`) counted as lost, since the reading that would have recovered
 * them was not made. `cap`: a lower ceiling, for a reading known to miss more.
 */
export function unchecked(reading: OcrResult, edgeLines: number, cap = DOUBTFUL_CONFIDENCE - 1): OcrResult {
  const lines = reading.extractedText.split('\n').filter((line) => line.trim()).length;
  const kept = lines === 0 ? 0 : Math.max(0, lines - edgeLines) / lines;
  const confidence = Math.min(reading.confidence * kept, reading.confidence, cap);
  return {
    ...reading,
    confidence: Math.round(confidence * 10) / 10,
    layoutComplexity: edgeLines > 0 ? 'complex' : reading.layoutComplexity,
  };
}

/**
 * The plain reading becomes the base when it has at least MIN_LACKED sure words that ours lacks and
 * this many times as many as the other way round: our cleaning lost more than it gained …
 */
const BASE_SWITCH_RATIO = 2;
const MIN_LACKED = 5;
/**
 * … and at least this share of ours' own sure words: a lost title (4 words of 70) is merged in as a
 * line, not a reason to take a reading that ordered the rest worse (a table read by columns).
 */
const MIN_LACKED_SHARE = 0.1;
/** … or simply more of them, while ours is this much less sure (its lines garbled, columns mixed). */
const BASE_SWITCH_CONFIDENCE_GAP = 20;
/** Below this share of the sure words kept, the layout is reported as complex ("check the order"). */
const MISSING_LAYOUT_KEPT = 0.9;

/**
 * Both readings of a doubtful page made into one that keeps what either found. The base is the
 * reading that lacks fewer of the other's sure words (ours unless the plain one clearly found
 * more: a page finder that cut into the text, columns interleaved); every line only the other
 * found is merged in (reading-merge.ts). Pure, so the rules are tested, and replayed on the photo
 * set (bench/ocr/photo-set/reading-replay.ts), without OCR.
 */
export function combineReadings(
  ours: OcrResult,
  plain: OcrResult,
): { result: OcrResult; pass: 'cleaned' | 'merged' | 'plain' } {
  const plainFoundMore = lackedBy(ours.extractedText, sureTokens(plain, SURE_WORD));
  const oursFoundMore = lackedBy(plain.extractedText, sureTokens(ours, SURE_WORD));
  let oursSure = 0;
  for (const n of sureTokens(ours, SURE_WORD).values()) oursSure += n;
  const plainBase =
    plainFoundMore >= Math.max(MIN_LACKED, MIN_LACKED_SHARE * oursSure) &&
    (plainFoundMore > BASE_SWITCH_RATIO * oursFoundMore ||
      (plainFoundMore > oursFoundMore && plain.confidence >= ours.confidence + BASE_SWITCH_CONFIDENCE_GAP));
  const [base, other] = plainBase ? [plain, ours] : [ours, plain];
  const merged = mergeReadings(base, other);
  const result = merged.added.length === 0 ? base : mergedResult(base, other, merged);
  const pass = merged.added.length > 0 ? 'merged' : plainBase ? 'plain' : 'cleaned';
  return { result: withMissingCounted(result, ours, plain), pass };
}

/**
 * Sure words either reading found that the result still lacks (a line the merge could not place,
 * a column both cut differently) are text the student does not have: the confidence comes down by
 * their share, and a page missing much of its text is not called simple.
 */
function withMissingCounted(result: OcrResult, ours: OcrResult, plain: OcrResult): OcrResult {
  const missing = Math.max(
    lackedBy(result.extractedText, sureTokens(ours, SURE_WORD)),
    lackedBy(result.extractedText, sureTokens(plain, SURE_WORD)),
  );
  if (missing === 0) return result;
  let have = 0;
  for (const n of sureTokens(result, SURE_WORD).values()) have += n;
  const kept = have / (have + missing);
  return {
    ...result,
    confidence: Math.round(result.confidence * kept * 10) / 10,
    layoutComplexity: kept < MISSING_LAYOUT_KEPT ? 'complex' : result.layoutComplexity,
  };
}

/** The upload decoded to greyscale (preprocess.ts, decodeUpload), shared by its readings. */
async function decode(
  image: Buffer,
  options: Readonly<Partial<PreprocessOptions>>,
  onUnreadable?: () => void,
): Promise<GreyImage> {
  try {
    return await decodeUpload(image, options.maxLongSide ?? DEFAULT_PREPROCESS_OPTIONS.maxLongSide);
  } catch {
    onUnreadable?.();
    // Content checks passed but the decoder gave up: truncated or corrupt upload.
    throw new InputRejectedError(UNREADABLE_MESSAGE);
  }
}

async function prepare(
  image: GreyImage,
  options: Readonly<Partial<PreprocessOptions>>,
  onUnreadable?: () => void,
): Promise<PreprocessedImage> {
  try {
    return await preprocessImage(image, options);
  } catch {
    onUnreadable?.();
    // Decoded, but the picture could not be made into a page: unreadable all the same.
    throw new InputRejectedError(UNREADABLE_MESSAGE);
  }
}

/**
 * The merged text with the words behind it: ours, and the plain reading's words on the lines it
 * added. Lines to check and confidence are worked out again; a line ours found cut stays marked
 * while it is still there.
 */
function mergedResult(ours: OcrResult, plain: OcrResult, merged: { text: string; added: string[] }): OcrResult {
  const addedSpellings = new Set(merged.added.flatMap((line) => line.split(/\s+/u)));
  const words = [...(ours.words ?? []), ...(plain.words ?? []).filter((word) => addedSpellings.has(word.text))];
  const cutBefore = new Set((ours.linesToCheck ?? []).filter((c) => c.reason === 'cut').map((c) => c.text));
  const checks = linesToCheck(merged.text, cutBefore);
  const mean = words.length === 0 ? 0 : words.reduce((sum, word) => sum + word.confidence, 0) / words.length;
  return {
    ...ours,
    extractedText: merged.text,
    confidence: honestConfidence(mean, merged.text, checks),
    layoutComplexity: honestLayout(ours.layoutComplexity, merged.text, checks),
    words,
    linesToCheck: checks,
  };
}
