import { edgeTouchingLines, linesToCheck, type LineCheck } from './line-checks.js';
import type { OcrResult } from '../ocr-engine.js';
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
  const blocks = parseTsvLayout(tsv);
  const layout = arrangeReadingOrder(blocks);
  const checks = linesToCheck(layout.text, edgeTouchingLines(blocks, image.width));
  return {
    extractedText: layout.text,
    originalOcrText: engineOutput ?? engineText(blocks),
    confidence: honestConfidence(layout.confidence, layout.text, checks),
    layoutComplexity: layout.layoutComplexity,
    words: parseTsvWords(tsv, image.width, image.height),
    linesToCheck: checks,
  };
}

/**
 * The page's confidence: the engine's mean word confidence says how sure it is of the words it
 * read, not whether it read them all. A line that looks cut has lost part of itself, so the share
 * of cut lines comes off, as if half of each such line were missing (the start is cut, the rest
 * read). Symbol lines are not discounted: they are marked for checking, not known to be wrong.
 */
export function honestConfidence(meanWordConfidence: number, text: string, checks: readonly LineCheck[]): number {
  const lines = text.split('\n').filter((line) => line.trim().length > 0).length;
  if (lines === 0) return 0;
  const cut = checks.filter((check) => check.reason === 'cut').length;
  const kept = 1 - (0.5 * cut) / lines;
  return Math.round(meanWordConfidence * kept * 10) / 10;
}
