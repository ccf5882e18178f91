import type { OcrResult } from '../ocr-engine.js';
import { lackedBy, sureTokens } from '../layout/reading-merge.js';
import { doubtful } from './reading-doubt.js';

/*
 * Which reading of a page the page reader (page-reader.ts) keeps when its cut-out may be wrong:
 * signs that the cut-out went through the text or holds the wrong part of the photo, and when an
 * uncut or grown reading replaces the cut-out's. The rules' reasons and measurements are beside
 * each constant; docs/ocr.md has the rounds that set them (ADRs 0030, 0038–0041).
 */

/**
 * Lines that run into the cut-out's left or right edge, at least this many and this share of its
 * lines: the crop went through the text block (a page edge clipped a letter off one line or two
 * is not enough).
 */
const MIN_EDGE_LINES = 3;
const MIN_EDGE_SHARE = 0.2;

/**
 * Below this mean confidence over every word the engine read in the cut-out, it read noise: the
 * cut-out holds the wrong part of the photo (dev `pressure-density-2`, turned 8° under a shadow
 * band: "RAN SWE WAaAAAS MOCTe" at 46, the uncut photo read whole at 86). Read pages of notes sit
 * at 60 and more, formula pages read as wrong words included (dev and flat development set: 62–97).
 */
const NOISE_WORD_CONFIDENCE = 50;

/**
 * A cut-out whose text had to be turned this much after its perspective was undone does not have
 * the page's edges: a page's sides run along its lines, so a warp by its own corners leaves them
 * within a few degrees of level (dev split: at most 6.1°; the flat development set: 0.6°). Its
 * text was turned inside the cut-out's rectangle, which loses a triangle at each corner (dev
 * `research-methods-3`, its page and a second sheet taken for one, 10.1°: the title gone, at a
 * confidence of 94). It is read uncut, as a cut-out through the text is, even when sure.
 */
export const TURNED_CUT_OUT_DEGREES = 8;

/**
 * Signs that the page's cut-out is wrong rather than its reading: next to no words, words that are
 * noise, many lines that run into its side edges (`edgeLines`, engine lines whose box touches them),
 * or a line of text across its top or bottom edge (`acrossTopOrBottom`, layout/cut-out-edges.ts).
 */
export function cutThroughText(reading: OcrResult, edgeLines: number, acrossTopOrBottom = false): boolean {
  if (wordCount(reading) < FEW_WORDS || acrossTopOrBottom) return true;
  const words = reading.words ?? [];
  const meanWord = words.reduce((sum, word) => sum + word.confidence, 0) / Math.max(1, words.length);
  if (words.length > 0 && meanWord < NOISE_WORD_CONFIDENCE) return true;
  const lines = reading.extractedText.split('\n').filter((line) => line.trim()).length;
  return edgeLines >= MIN_EDGE_LINES && edgeLines >= MIN_EDGE_SHARE * lines;
}

/**
 * Whether a page's reading, after the cut-out was checked (`cutThroughText`), still gets the plain
 * reading: when it is doubtful, unless it is the uncut reading. The plain reading is there to give
 * back lines a cut-out or its cleaning lost; an uncut reading that was taken reads the whole photo,
 * the frame the plain reading reads, cleaned, and found more than the cut-out, so there is no
 * cut-out left to lose lines and the plain reading would read the same page again without the
 * cleaning (on the dev photos it was kept on 1 of 6 such pages, `trig-sequences-2`, whose CER it
 * made worse: 0.085 → 0.119). A grown reading is still a cut-out, so it is checked.
 */
export function plainCheckNeeded(reading: OcrResult, pass: 'cleaned' | 'uncut' | 'grown'): boolean {
  return pass !== 'uncut' && doubtful(reading);
}

/**
 * An uncut reading this many points less sure than the cut-out's is not taken, whatever it found:
 * the uncut photo holds the background too, and a textured one read beside the text runs the
 * page's lines on into marks (dev `quadratics-surds-3` on checked cloth: 768 characters for a
 * page of 359, CER 1.57, at 49.7 against the cut-out's 67.3). Every uncut reading taken on the
 * dev split is more confident than the cut-out's.
 */
export const UNCUT_CONFIDENCE_DROP = 10;

/** Whether the uncut reading replaces the cut-out's: it found more, and is not much less sure. */
export function uncutTaken(uncut: OcrResult, ours: OcrResult): boolean {
  return foundMore(uncut, ours) && uncut.confidence >= ours.confidence - UNCUT_CONFIDENCE_DROP;
}

/**
 * Whether a reading of the page in order (`otherTails`: its detached row tails, none) replaces the
 * cut-out's reading whose order is broken (layout/detached-row-tails.ts): it lacks no more of ours'
 * sure words than ours lacks of its own (the same words, in order, need not be "more"), and is not
 * much less sure (`UNCUT_CONFIDENCE_DROP`, as `uncutTaken`). Dev `logic-and-hex-3`: each lacks none
 * of the other's, 89.4 against 91.6; CER 0.207 → 0.022.
 */
export function orderMendedBy(other: OcrResult, ours: OcrResult, otherTails: number): boolean {
  return otherTails === 0 && !foundMore(ours, other) && other.confidence >= ours.confidence - UNCUT_CONFIDENCE_DROP;
}

/** Whether `other` found more of `base`'s sure words than the other way round. */
export function foundMore(other: OcrResult, base: OcrResult): boolean {
  return (
    lackedBy(base.extractedText, sureTokens(other, SURE_WORD)) >
    lackedBy(other.extractedText, sureTokens(base, SURE_WORD))
  );
}

/** Fewer words than this is as good as empty: a page of notes holds more. */
export const FEW_WORDS = 3;
export function wordCount(reading: OcrResult): number {
  return reading.extractedText.split(/\s+/u).filter((word) => /[\p{L}\p{N}]{2}/u.test(word)).length;
}

/** Sure words (this confident) are what the two readings are compared by. */
export const SURE_WORD = 80;
