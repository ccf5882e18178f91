import { InputRejectedError } from '../../../core/domain-errors.js';
import type { OcrResult } from '../ocr-engine.js';
import { linesToCheck } from '../layout/line-checks.js';
import { honestConfidence, readingFromTsv } from '../layout/page-reading.js';
import { mergeReadings } from '../layout/reading-merge.js';
import { plainUpload } from '../image/plain-upload.js';
import { preprocessImage, type PreprocessedImage, type PreprocessOptions } from '../image/preprocess.js';

export const UNREADABLE_MESSAGE =
  'Unreadable Image: The file could not be opened as a picture. Please take the photo again.';

/** One recognition of a prepared image: Tesseract's TSV and, when the engine gives it, its own text. */
export type Recognise = (
  prepared: PreprocessedImage,
  pass: 'cleaned' | 'plain',
) => Promise<{ tsv: string; text?: string }>;

/**
 * Reads a page the way that finds the most of it. The cleaned reading (page cut out of the photo,
 * perspective undone, local threshold, deskew, rules erased) reads most photos far better than
 * Tesseract alone, but each step can lose text: a crop through the text block, a threshold that
 * drops a faint region, a table read as a picture. When the cleaned reading shows a sign of that
 * (doubtful), the plain upload (image/plain-upload.ts) is read too and every line it found that ours lacks is merged in
 * (reading-merge.ts), so a page keeps what Tesseract finds on its own. Clean pages pay for one
 * reading.
 */
export async function readPage(
  image: Buffer,
  options: Readonly<Partial<PreprocessOptions>>,
  recognise: Recognise,
  onUnreadable?: () => void,
): Promise<{ result: OcrResult; pass: 'cleaned' | 'merged' }> {
  const cleaned = await prepare(image, options, onUnreadable);
  const first = await recognise(cleaned, 'cleaned');
  const ours = readingFromTsv(first.tsv, cleaned, first.text);
  if (!doubtful(ours)) return { result: ours, pass: 'cleaned' };
  const plainImage = await plainUpload(image);
  const second = await recognise(plainImage, 'plain');
  const plain = readingFromTsv(second.tsv, plainImage, second.text);
  const merged = mergeReadings(ours, plain);
  if (merged.added.length === 0) return { result: ours, pass: 'cleaned' };
  return { result: mergedResult(ours, plain, merged), pass: 'merged' };
}

async function prepare(
  image: Buffer,
  options: Readonly<Partial<PreprocessOptions>>,
  onUnreadable?: () => void,
): Promise<PreprocessedImage> {
  try {
    return await preprocessImage(image, options);
  } catch {
    onUnreadable?.();
    // Content checks passed but the decoder gave up: truncated or corrupt upload.
    throw new InputRejectedError(UNREADABLE_MESSAGE);
  }
}

/** Below this mean word confidence a reading is doubtful enough to check against the plain one. */
const DOUBTFUL_CONFIDENCE = 80;
/** Signs that the cleaned reading lost text: nothing read, cut lines, low confidence. */
export function doubtful(reading: OcrResult): boolean {
  if (!reading.extractedText.trim()) return true;
  if (reading.linesToCheck?.some((check) => check.reason === 'cut')) return true;
  return reading.confidence < DOUBTFUL_CONFIDENCE;
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
    words,
    linesToCheck: checks,
  };
}
