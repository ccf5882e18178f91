import type { Box, LayoutBlock } from '../types.js';
import { SHORT_WORDS } from './data/short-words.js';
import { GARBLE_SIGNS } from './data/garble-signs.js';
import { SYMBOL_RULES } from './data/symbol-rules.js';

/**
 * Lines a student should check before studying from them, beside the doubtful words: a confident
 * misreading is still a misreading. Two kinds:
 *  - `cut`: the line looks cut off at its start: it touches the edge of the page image (a crop
 *    through the text), starts with a hyphen glued to a lower-case fragment ("-e that corrupts"),
 *    with stray punctuation, or with a fragment no English word is ("ng the water").
 *  - `symbols`: the line holds a formula or something whose meaning hangs on one symbol (=, ÷, ±,
 *    ×, powers, units, arrows): OCR reads "÷" as "+" or "m/s²" as "m/s?" with high confidence.
 * Pure functions of the text and boxes, so they are tested without OCR.
 */
export type LineCheckReason = 'cut' | 'symbols';

export interface LineCheck {
  /** The line exactly as it appears in the extracted text. */
  text: string;
  reason: LineCheckReason;
}

/** More than this stops helping: the student should retake the photo. */
export const MAX_LINE_CHECKS = 200; // MAX_LINES_TO_CHECK in the contracts

/** A hyphen or dash glued to a lower-case letter: the tail of a word whose start was cut off. */
const GLUED_DASH = /^[-–—]\p{Ll}/u;
/**
 * Punctuation no line of notes starts with (bullets, brackets, quotes and currency do; so does
 * "/", which marks a line break inside a quoted verse).
 */
const STRAY_START = /^[.,;:!?|)\]}~_`\\><^]/u;
const FIRST_TOKEN = /^(\p{Ll}{1,3})\s+\S/u;

/** The rule (data/symbol-rules.ts) that marks `line` for its symbols, if any. */
export function symbolRule(line: string): string | undefined {
  return SYMBOL_RULES.find((rule) => rule.pattern.test(line))?.name;
}

export function symbolSensitive(line: string): boolean {
  return symbolRule(line) !== undefined;
}

/**
 * The sign (data/garble-signs.ts) that `line`, a formula line (it holds "="), came back as confident
 * wrong words rather than with one symbol lost, if any. Such a line is marked for its symbols like
 * every formula line; a page made mostly of them is not reported as confidently read
 * (page-reading.ts).
 */
export function garbleSign(line: string): string | undefined {
  if (!line.includes('=')) return undefined;
  return GARBLE_SIGNS.find((sign) => sign.pattern.test(line))?.name;
}

export function looksCut(line: string): boolean {
  const trimmed = line.trim();
  return GLUED_DASH.test(trimmed) || STRAY_START.test(trimmed) || cutOnlyByFirstToken(trimmed);
}

/** Whether `line` starts with a short lower-case fragment no English word is ("ng the water"). */
export function cutOnlyByFirstToken(line: string): boolean {
  const trimmed = line.trim();
  if (GLUED_DASH.test(trimmed) || STRAY_START.test(trimmed)) return false;
  const first = FIRST_TOKEN.exec(trimmed)?.[1];
  return first !== undefined && !SHORT_WORDS.has(first);
}

/**
 * The lines of `text` to check: `edgeLines` are lines (as the engine read them) whose box touches
 * the left or right edge of the page image, which a crop through the text leaves behind.
 */
export function linesToCheck(text: string, edgeLines: ReadonlySet<string> = new Set()): LineCheck[] {
  const checks: LineCheck[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (edgeLines.has(line) || looksCut(line)) checks.push({ text: line, reason: 'cut' });
    else if (symbolSensitive(line)) checks.push({ text: line, reason: 'symbols' });
    if (checks.length >= MAX_LINE_CHECKS) break;
  }
  return checks;
}

/** Within this share of the image's width of its left or right edge, a line's box touches the edge. */
const EDGE_SHARE = 0.004;
/**
 * At the right edge, or within this many line heights of it: a cut-out that ends at a dark band (a
 * shadow across the page) leaves the cut lines a few pixels short of its edge, where Tesseract
 * stopped reading the band ("they col", "A catalyst low:" 3–6 px from the edge at 30 px lines,
 * photo-set dev `energetics-rates-2`). A line's end shows no sign of the cut, unlike its start (a
 * fragment, a hyphen), so only the right edge is widened: a cut-out tight against the text's left
 * edge (dev `price-elasticity-3`, lines 10 px in) cut nothing.
 */
const EDGE_LINE_HEIGHTS = 0.5;

/** The text of every engine line whose box touches the left or right edge of a `width`-pixel image. */
export function edgeTouchingLines(blocks: readonly LayoutBlock[], width: number): Set<string> {
  const heights = blocks
    .flatMap((b) => b.paragraphs.flatMap((p) => p.lines.map((l) => l.bbox.y1 - l.bbox.y0)))
    .sort((a, b) => a - b);
  const lineHeight = heights[Math.floor(heights.length / 2)] ?? 0;
  const margin = Math.max(2, width * EDGE_SHARE);
  const rightMargin = Math.max(margin, EDGE_LINE_HEIGHTS * lineHeight);
  const touches = (box: Box) => box.x0 <= margin || box.x1 >= width - rightMargin;
  const lines = new Set<string>();
  for (const block of blocks)
    for (const paragraph of block.paragraphs)
      for (const line of paragraph.lines) {
        if (!touches(line.bbox)) continue;
        const text = line.words
          .map((word) => word.text.trim())
          .filter(Boolean)
          .join(' ');
        if (text) lines.add(text);
      }
  return lines;
}
