import type { Box, LayoutBlock } from '../types.js';

/**
 * The slope of a photographed page's text rows, from its layout alone. A page turned by a few
 * degrees (or read uncut, its perspective left as it was) has rows that run downhill: the cell of
 * a table's right column sits half a row lower than its left cell, so rows grouped by their
 * vertical extent pair nothing (photo-set dev `french-holidays-1`, turned 2.4°: the right column
 * 40 px lower than the left at 45 px lines). The left edges of a block's lines drift the same way,
 * sideways as they go down: that drift is the turn, and shearing every box back by it lines the
 * rows up again.
 */

/** Below this slope (y per x), rows 1000 px apart are less than 10 px out: nothing to correct. */
export const MIN_ROW_SLOPE = 0.01;
/** Turns larger than this (about 6°) are not a photo's tilt but a layout (indents, a staircase). */
const MAX_ROW_SLOPE = 0.1;
/** Pairs of neighbouring lines needed before the drift of their left edges is trusted. */
const MIN_PAIRS = 4;

/**
 * Slope of the text rows (y gained per x, positive when rows run downhill to the right), from the
 * left edges of consecutive lines of each block: aligned text keeps its left edge, so where it
 * moves left by d per line pitch p, rows fall by d / p per unit of x. Pairs whose edges moved by
 * more than half a line height (an indent, a bullet's hanging line) or that lie more than three
 * line heights apart are left out. 0 when too few pairs agree, or the slope is implausibly large.
 */
export function rowSlope(blocks: readonly LayoutBlock[], lineHeight: number): number {
  const slopes: number[] = [];
  for (const block of blocks) {
    const lines = block.paragraphs
      .flatMap((para) => para.lines)
      .filter((line) => line.words.some((word) => word.text.trim().length > 0))
      .sort((a, b) => a.bbox.y0 - b.bbox.y0);
    for (let i = 1; i < lines.length; i++) {
      const above = lines[i - 1]!.bbox;
      const below = lines[i]!.bbox;
      const dy = below.y0 - above.y0;
      const dx = below.x0 - above.x0;
      if (dy < 0.5 * lineHeight || dy > 3 * lineHeight || Math.abs(dx) > 0.5 * lineHeight) continue;
      slopes.push(-dx / dy);
    }
  }
  if (slopes.length < MIN_PAIRS) return 0;
  const sorted = slopes.sort((a, b) => a - b);
  const slope = sorted[Math.floor(sorted.length / 2)] ?? 0;
  // `+ 0` turns a median of -0 into 0.
  return Math.abs(slope) > MAX_ROW_SLOPE ? 0 : slope + 0;
}

/** A box moved up by the slope times its middle's x, so rows of the turned page lie level. */
function shear(box: Box, slope: number): Box {
  const dy = slope * ((box.x0 + box.x1) / 2);
  return { x0: box.x0, x1: box.x1, y0: box.y0 - dy, y1: box.y1 - dy };
}

/**
 * The layout with every box sheared level (blocks, paragraphs, lines and words; the text and
 * confidences unchanged). A word is moved with its line, so its cell keeps the line's rows.
 */
export function levelRows(blocks: readonly LayoutBlock[], slope: number): LayoutBlock[] {
  return blocks.map((block) => ({
    bbox: shear(block.bbox, slope),
    paragraphs: block.paragraphs.map((para) => ({
      bbox: shear(para.bbox, slope),
      lines: para.lines.map((line) => {
        const bbox = shear(line.bbox, slope);
        return {
          bbox,
          words: line.words.map((word) => (word.bbox ? { ...word, bbox: shear(word.bbox, slope) } : word)),
        };
      }),
    })),
  }));
}
