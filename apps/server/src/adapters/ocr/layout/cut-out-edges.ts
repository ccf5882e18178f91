import type { LayoutBlock, LayoutLine } from '../types.js';

/**
 * A page cut out of a photo keeps a margin above its first line and below its last: the page
 * finder cuts at the paper's edge, moved a little inwards. A line of sure words that starts at the
 * cut-out's top edge (or ends at its bottom edge) was cut across: the page finder took a shading
 * boundary for the paper's edge (the far half of a tilted page, as dark as the desk under a
 * gradient) and the text above it is not in the cut-out at all (dev `trig-sequences-2`: its
 * first line read at 5 px from the top, the page's upper half lost). No line is marked "cut" for
 * it, since the lines kept are whole; the sign is where they sit.
 */

/** How close to the top or bottom edge (in median line heights) a line's box counts as on it. */
const EDGE_LINE_HEIGHTS = 0.5;
/** A word this sure, of two letters or digits, is text, not a speck at the paper's edge. */
const SURE_WORD = 80;

export function textAcrossTopOrBottom(blocks: readonly LayoutBlock[], height: number): boolean {
  const lines = blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines)).filter(holdsSureText);
  if (lines.length === 0) return false;
  const heights = lines.map((l) => l.bbox.y1 - l.bbox.y0).sort((a, b) => a - b);
  const margin = Math.max(2, EDGE_LINE_HEIGHTS * heights[Math.floor(heights.length / 2)]!);
  return lines.some((line) => line.bbox.y0 <= margin || line.bbox.y1 >= height - margin);
}

function holdsSureText(line: LayoutLine): boolean {
  return line.words.some((word) => word.confidence >= SURE_WORD && /[\p{L}\p{N}]{2}/u.test(word.text));
}
