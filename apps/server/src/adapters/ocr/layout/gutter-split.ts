import type { Box, LayoutWord } from '../types.js';

/**
 * Tesseract sometimes joins text from both sides of a column gutter: a line of the left column and
 * the line beside it in the right one read as one line ("build beaches. Sediment is carried
 * along"), or a paragraph holding the last line of one column and the first of the next. Such a
 * paragraph crosses the gutter, so the column rules (column-layout.ts) see no certain gap and keep
 * the engine's interleaved order. Here a paragraph is cut into the pieces that lie side by side:
 * a line is cut where GUTTER_GAP line heights of space part two runs of words, and the pieces
 * (whole lines or the parts of cut ones) are grouped by whether their horizontal extents overlap.
 * A paragraph whose pieces all overlap, as running text and list items do, stays whole. Pure.
 */

/** Space, in line heights, that no line of running text or table row leaves between two words. */
export const GUTTER_GAP = 6;
/** Words each side of such a gap must hold: a lone page number far right is not a column. */
const MIN_SIDE_WORDS = 2;

export interface LinePiece {
  box: Box;
  words: LayoutWord[];
}

/** A line's words cut at gutter-wide gaps, each part with its box (the line's own height). */
export function cutAtGutters(line: LinePiece, lineHeight: number): LinePiece[] {
  const { words } = line;
  if (words.some((word) => word.bbox === undefined)) return [line];
  const pieces: LinePiece[] = [];
  let start = 0;
  for (let i = 1; i < words.length; i++) {
    const gap = words[i]!.bbox!.x0 - words[i - 1]!.bbox!.x1;
    if (gap < GUTTER_GAP * lineHeight || i - start < MIN_SIDE_WORDS || words.length - i < MIN_SIDE_WORDS) continue;
    pieces.push(piece(words.slice(start, i), line.box));
    start = i;
  }
  if (pieces.length === 0) return [line];
  pieces.push(piece(words.slice(start), line.box));
  return pieces;
}

function piece(words: LayoutWord[], lineBox: Box): LinePiece {
  const x0 = Math.min(...words.map((word) => word.bbox!.x0));
  const x1 = Math.max(...words.map((word) => word.bbox!.x1));
  return { box: { x0, x1, y0: lineBox.y0, y1: lineBox.y1 }, words };
}

/**
 * A paragraph's lines as groups that lie side by side: pieces whose horizontal extents overlap
 * (directly or through another piece) are one group, in the engine's order. One group when the
 * paragraph does not cross a gutter.
 */
export function sideBySideGroups(lines: readonly LinePiece[], lineHeight: number): LinePiece[][] {
  const pieces = lines.flatMap((line) => cutAtGutters(line, lineHeight));
  const group = pieces.map((_, i) => i);
  const root = (i: number): number => (group[i] === i ? i : (group[i] = root(group[i]!)));
  for (let i = 0; i < pieces.length; i++)
    for (let j = i + 1; j < pieces.length; j++) {
      const a = pieces[i]!.box;
      const b = pieces[j]!.box;
      if (a.x0 < b.x1 && b.x0 < a.x1) group[root(j)] = root(i);
    }
  const groups = new Map<number, LinePiece[]>();
  pieces.forEach((p, i) => {
    const key = root(i);
    groups.set(key, [...(groups.get(key) ?? []), p]);
  });
  return [...groups.values()];
}
