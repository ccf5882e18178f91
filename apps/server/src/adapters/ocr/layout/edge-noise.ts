import type { LayoutBlock, LayoutLine } from '../types.js';

/**
 * A cut-out page keeps a margin above its first line and below its last (cut-out-edges.ts), so a
 * "line" lying on the image's top or bottom edge whose every word the engine scored near zero is
 * not text: it is the paper's edge, a second sheet or the desk the cut took in, read as letters
 * (dev `electrolysis-equations-1`: "Diactttratetnrtctnctettatatctrtontadic NE aaaraeareaceea" at
 * 0% along the top, in the title's block, so the block's mean kept it past the noise-block test;
 * CER 0.107 with it). Such a line is dropped from the text. A garbled line of real text scores
 * above this (a formula read as one word: 14%), and a text line cut across at the edge holds sure
 * words; both stay (the second is a sign the page reader looks for, cut-out-edges.ts).
 */

/** Every word of an edge line below this confidence: nothing in it was recognised as text. */
export const EDGE_NOISE_CONFIDENCE = 10;
/** How close to the top or bottom edge (in median line heights) a line's box counts as on it. */
const EDGE_LINE_HEIGHTS = 0.5;

const linesOf = (blocks: readonly LayoutBlock[]) => blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines));

/** The blocks without noise lines on the top or bottom edge; paragraphs and blocks left empty go. */
export function dropEdgeNoiseLines(blocks: readonly LayoutBlock[], height: number): readonly LayoutBlock[] {
  const lines = linesOf(blocks).filter((l) => l.words.length > 0);
  if (lines.length === 0) return blocks;
  const heights = lines.map((l) => l.bbox.y1 - l.bbox.y0).sort((a, b) => a - b);
  const margin = Math.max(2, EDGE_LINE_HEIGHTS * heights[Math.floor(heights.length / 2)]!);
  const isNoise = (line: LayoutLine) =>
    line.words.length > 0 &&
    line.words.every((w) => w.confidence < EDGE_NOISE_CONFIDENCE) &&
    (line.bbox.y0 <= margin || line.bbox.y1 >= height - margin);
  if (!lines.some(isNoise)) return blocks;
  return blocks
    .map((block) => ({
      ...block,
      paragraphs: block.paragraphs
        .map((p) => ({ ...p, lines: p.lines.filter((l) => !isNoise(l)) }))
        .filter((p) => p.lines.length > 0),
    }))
    .filter((block) => block.paragraphs.length > 0);
}
