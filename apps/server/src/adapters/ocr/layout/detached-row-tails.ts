import type { LayoutBlock, LayoutLine } from '../types.js';

/**
 * A sign that the engine's reading order is broken where the reading order (reading-order.ts)
 * cannot mend it: the end of a line of text made a block of its own and read after text further
 * down the page. Tesseract splits a line at a wide gap (a lost "=" in "B6 in hex = 182", a
 * monospaced font's spaces) and, finding the tail beside a table or another block, reads it as a
 * column: dev `logic-and-hex-3` read "182" and "255, the largest value in 1 byte" after the truth
 * table's heading, apart from "… B6 in hex" and "FF in hex" on their rows (CER 0.207; every word
 * there, so no sign of lost text doubted the page; the uncut photo's reading had them in order,
 * 0.022). A right-hand column's lines also sit on the rows of the left column's and are read after
 * text below them, but a column has a gutter: no line of the page runs across its left edge. A
 * tail has none: the page's next lines, below it, run across where it starts.
 *
 * A tail is the first line of a block that:
 *  - shares a row (half the lower line's height) with a line of an earlier block, and starts to
 *    its right within `MAX_GAP_LINE_HEIGHTS`: the line it was split from;
 *  - comes after a block lying wholly below it in the engine's order: the order went down the page
 *    and came back up;
 *  - has, within `BELOW_LINE_HEIGHTS` below it, a line of a third block that runs across its start
 *    by a line height each side: no gutter.
 * Only lines holding a letter or digit count (a table's rule read as "|" is no line of text).
 */

/** The gap between a line and its tail, in the tail's line heights: a word space widened, not a gutter. */
const MAX_GAP_LINE_HEIGHTS = 3;
/** How far below a tail (in its line heights) a line running across its start is looked for. */
const BELOW_LINE_HEIGHTS = 3;

interface Placed {
  line: LayoutLine;
  block: number;
}

/** The tails found, as "line || tail" (for the bench and tests); none on a page read in order. */
export function detachedRowTails(blocks: readonly LayoutBlock[]): string[] {
  const lines: Placed[] = blocks.flatMap((b, block) =>
    b.paragraphs.flatMap((p) => p.lines.filter(holdsText).map((line) => ({ line, block }))),
  );
  const tails: string[] = [];
  blocks.forEach((b, block) => {
    const tail = b.paragraphs[0]?.lines[0];
    if (!tail || !holdsText(tail)) return;
    const height = heightOf(tail);
    const head = lines.find(
      (other) =>
        other.block < block &&
        sameRow(other.line, tail) &&
        tail.bbox.x0 >= other.line.bbox.x1 &&
        tail.bbox.x0 - other.line.bbox.x1 <= MAX_GAP_LINE_HEIGHTS * height &&
        blocks.slice(other.block + 1, block).some((between) => between.bbox.y0 > tail.bbox.y1),
    );
    if (!head) return;
    const noGutter = lines.some(
      ({ line, block: at }) =>
        at !== block &&
        at !== head.block &&
        line.bbox.y0 >= tail.bbox.y1 &&
        line.bbox.y0 - tail.bbox.y1 <= BELOW_LINE_HEIGHTS * height &&
        line.bbox.x0 < tail.bbox.x0 - height &&
        line.bbox.x1 > tail.bbox.x0 + height,
    );
    if (noGutter) tails.push(`${textOf(head.line)} || ${textOf(tail)}`);
  });
  return tails;
}

function sameRow(a: LayoutLine, b: LayoutLine): boolean {
  const overlap = Math.min(a.bbox.y1, b.bbox.y1) - Math.max(a.bbox.y0, b.bbox.y0);
  return overlap >= 0.5 * Math.min(heightOf(a), heightOf(b));
}

const heightOf = (line: LayoutLine) => line.bbox.y1 - line.bbox.y0;
const textOf = (line: LayoutLine) => line.words.map((word) => word.text).join(' ');
const holdsText = (line: LayoutLine) => /[\p{L}\p{N}]/u.test(textOf(line));
