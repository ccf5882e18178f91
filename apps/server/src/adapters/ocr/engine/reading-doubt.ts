import type { OcrResult } from '../ocr-engine.js';
import { cutOnlyByFirstToken, symbolSensitive } from '../layout/line-checks.js';

/**
 * When a page's reading is doubted, so that the page reader (page-reader.ts) makes another
 * reading: nothing read, a line that lost its start, or an engine unsure of its words. Each extra
 * reading costs about native Tesseract's time on the photo (docs/ocr.md, *Tenth round*), so a mark
 * that is no sign of lost text asks for none.
 */

/** Below this mean word confidence a reading is doubtful enough to check against the plain one. */
export const DOUBTFUL_CONFIDENCE = 80;
/** Signs that the cleaned reading lost text: nothing read, cut lines, low confidence. */
export function doubtful(reading: OcrResult): boolean {
  if (!reading.extractedText.trim()) return true;
  if (reading.linesToCheck?.some((check) => check.reason === 'cut' && lostText(check.text))) return true;
  return wordConfidence(reading) < DOUBTFUL_CONFIDENCE;
}

/**
 * The engine's own mean word confidence, which the doubt is about: how sure it is of what it read.
 * The page confidence (layout/page-reading.ts `honestConfidence`) is lower on purpose where
 * symbols may be misread (a page of formulas, garbled formula lines) or cut lines lost text, so
 * the student checks it; but a formula discount is no sign that a cut-out or its cleaning lost
 * text, and the plain reading reads the same formulas with the same model (dev: never kept on
 * the three pages only that discount doubted, `quadratics-surds-*`; flat development set: it made
 * `symbols-photo.webp` worse, CER 0.107 → 0.123). Cut lines that lost text doubt a page by
 * themselves (`lostText`). A reading without words (an engine that gives none) keeps its page
 * confidence.
 */
function wordConfidence(reading: OcrResult): number {
  const words = reading.words ?? [];
  if (words.length === 0) return reading.confidence;
  return words.reduce((sum, word) => sum + word.confidence, 0) / words.length;
}

/**
 * Whether a line marked cut (line-checks.ts) is a sign that the reading lost text, worth another
 * reading of the page. Two marks are not, though the line stays marked for the student:
 *  - a line with no letter or digit (")", "~ _"): a speck or a bracket read on its own, not a line
 *    of text whose start was lost;
 *  - a formula line (`symbolSensitive`) marked only for its first token, a short lower-case one
 *    ("p = 600 ÷ 0.25 = 2400 Pa", "tan θ = opp ÷ adj", "so x = -2 or x = -3"): in a formula that
 *    is a variable, a function or a short word, not the tail of a cut word. A crop through the
 *    text still shows on such a page as prose lines cut, lines at the cut-out's edge
 *    (`cutThroughText`) or an unsure reading.
 * On the dev photos these alone asked for 7 plain readings: 6 were not kept, and one made its page
 * worse (`trig-sequences-1`, CER 0.067 → 0.088; docs/ocr.md, *Tenth round*).
 */
export function lostText(line: string): boolean {
  if (!/[\p{L}\p{N}]/u.test(line)) return false;
  return !(symbolSensitive(line) && cutOnlyByFirstToken(line));
}
