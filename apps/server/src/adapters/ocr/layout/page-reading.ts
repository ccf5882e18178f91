import { edgeTouchingLines, garbleSign, linesToCheck, type LineCheck } from './line-checks.js';
import type { OcrResult } from '../ocr-engine.js';
import { dropEdgeNoiseLines } from './edge-noise.js';
import { arrangeReadingOrder, engineText } from './reading-order.js';
import { parseTsvLayout, parseTsvWords } from './tsv-layout.js';

/**
 * One engine's TSV for one prepared image, turned into what the OCR endpoint returns. Shared by
 * both engines so they report text, confidence and the lines to check the same way.
 */
export function readingFromTsv(
  tsv: string,
  image: { width: number; height: number },
  /** The engine's own text output, when it gives one; otherwise rebuilt from the TSV. */
  engineOutput?: string,
): OcrResult {
  const parsed = parseTsvLayout(tsv);
  const blocks = dropEdgeNoiseLines(parsed, image.height);
  const layout = arrangeReadingOrder(blocks);
  const checks = linesToCheck(layout.text, edgeTouchingLines(blocks, image.width));
  return {
    extractedText: layout.text,
    originalOcrText: engineOutput ?? engineText(parsed),
    confidence: honestConfidence(layout.confidence, layout.text, checks),
    layoutComplexity: honestLayout(layout.layoutComplexity, layout.text, checks),
    words: parseTsvWords(tsv, image.width, image.height),
    linesToCheck: checks,
  };
}

/** From this share of lines cut, the page is not called simple or two-column: the order needs a check. */
const CUT_LINES_COMPLEX = 0.25;

/**
 * The layout label the review step shows: a page with many cut lines was not read "top to bottom"
 * in full, whatever its columns, so it says "check the order" (complex).
 */
export function honestLayout(
  layout: OcrResult['layoutComplexity'],
  text: string,
  checks: readonly LineCheck[],
): OcrResult['layoutComplexity'] {
  const lines = text.split('\n').filter((line) => line.trim()).length;
  const cut = checks.filter((check) => check.reason === 'cut').length;
  return lines > 0 && cut / lines >= CUT_LINES_COMPLEX ? 'complex' : layout;
}

/** A cut line lost at least this share of a typical line, however long it still is. */
const MIN_CUT_LOSS = 0.2;

/**
 * The page's confidence: the engine's mean word confidence says how sure it is of the words it
 * read, not whether it read them all. A line that looks cut has lost its start: as much as it falls
 * short of the page's median line (at least a fifth of one), so a page whose lines all lost half
 * scores about half, and one whose edge clipped a letter or two off a few full lines loses little.
 * Symbol lines are not discounted: they are marked for checking, not known to be wrong.
 */
export function honestConfidence(meanWordConfidence: number, text: string, checks: readonly LineCheck[]): number {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0) return 0;
  const typical = medianLength(lines);
  const cut = new Set(checks.filter((check) => check.reason === 'cut').map((check) => check.text));
  const read = lines.reduce((sum, line) => sum + line.length, 0);
  const lost = lines
    .filter((line) => cut.has(line))
    .reduce((sum, line) => sum + Math.max(MIN_CUT_LOSS * typical, typical - line.length), 0);
  const confidence = meanWordConfidence * (read / (read + lost)) * formulaDiscount(lines, checks);
  return Math.round(garbledPageConfidence(confidence, lines) * 10) / 10;
}

/** A page with at least this share of its words on garbled formula lines is made of them … */
const GARBLED_PAGE_SHARE = 0.5;
/**
 * … and its word confidence says nothing about them: the engine reads `Area = 11%` for "Area = π ×
 * r²" at 90% and more. Half the words of a garbled line are taken as wrong (which ones is not
 * known), so confidence × (1 − half that share), and never more than just under the doubt threshold
 * (engine/reading-doubt.ts, 80), the cap an unchecked reading gets too: such a page is reported
 * as one to check. Whether it is read again goes by the engine's own word confidence (`doubtful`):
 * the plain reading reads the same formulas no better. On the photo set's dev split at most 15% of
 * a page's words are on such lines (`forces-motion-*`: `so1N`, `2xXxaxs`), so no reading changes there; on
 * the flat development set the formula photos (`symbols-photo.*`, 52–60%) come down from 77 to
 * 54–58 at word recall 61–63%.
 */
const GARBLED_WORDS_WRONG = 0.5;
const NOT_CONFIDENT = 79;

export function garbledPageConfidence(confidence: number, lines: readonly string[]): number {
  const wordsOf = (line: string) => line.split(/\s+/u).filter(Boolean).length;
  const all = lines.reduce((sum, line) => sum + wordsOf(line), 0);
  const garbled = lines.filter((line) => garbleSign(line) !== undefined).reduce((sum, line) => sum + wordsOf(line), 0);
  const share = all === 0 ? 0 : garbled / all;
  if (share < GARBLED_PAGE_SHARE) return confidence;
  return Math.min(confidence * (1 - GARBLED_WORDS_WRONG * share), NOT_CONFIDENT);
}

/** A page whose words are mostly on lines marked for symbols is a page of formulas … */
const FORMULA_PAGE_SHARE = 0.5;
/**
 * … whose word confidence overstates what was read: the `eng` model has no glyphs for Δ, ÷, ², π,
 * and reads them as sure letters (`AH`, `+`, `m/s`). On the dev photos' formula pages confidence
 * ran 2–7 points over word recall (8 of 9 photos); this share of the page's confidence per share of
 * its words on symbol lines takes them to within 2.5 points, and no page under the doubt threshold,
 * so no page pays for an extra reading (0.1–0.15 did: 1–6 more plain readings). Pages with a few
 * symbol lines (dev: at most 20% of their words) are left alone: discounting every symbol line
 * widened their gaps.
 */
const FORMULA_DOUBT = 0.06;

function formulaDiscount(lines: readonly string[], checks: readonly LineCheck[]): number {
  const symbolLines = new Set(checks.filter((check) => check.reason === 'symbols').map((check) => check.text));
  const wordsOf = (line: string) => line.split(/\s+/u).filter(Boolean).length;
  const all = lines.reduce((sum, line) => sum + wordsOf(line), 0);
  const onSymbolLines = lines.filter((line) => symbolLines.has(line)).reduce((sum, line) => sum + wordsOf(line), 0);
  const share = all === 0 ? 0 : onSymbolLines / all;
  return share >= FORMULA_PAGE_SHARE ? 1 - FORMULA_DOUBT * share : 1;
}

function medianLength(lines: readonly string[]): number {
  const lengths = lines.map((line) => line.length).sort((a, b) => a - b);
  return lengths[Math.floor(lengths.length / 2)] ?? 0;
}
