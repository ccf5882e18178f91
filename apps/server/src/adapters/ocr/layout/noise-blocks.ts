import type { Box, LayoutBlock, LayoutLine } from '../types.js';
import { dropMarks } from './mark-noise.js';

/**
 * Blocks whose words average below this are page edges, shadows or specks read as letters
 * ("ea mre ree"): real text, even blurred, scores well above it. Kept if nothing scores higher.
 */
export const NOISE_BLOCK_CONFIDENCE = 40;

/**
 * A low-confidence line that sits in the text is a garbled line of it, not a speck: a formula
 * Tesseract could not split into words ("Correlation r lies in −1 ≤ r ≤ 1" read as the one word
 * "Correlationrhesin-lsrs1l" at 14%). Dropping it loses the line without a sign; kept, its words
 * are below the doubt threshold and the student is shown them to check. In the text means: about
 * one line high, starting where a kept line starts (the text's left edge, or a column's), and
 * within a few lines of it. Page edges, desk texture and shadows are tall strips, or start
 * nowhere near a text line's left edge.
 */
const MAX_LINE_HEIGHT = 1.5;
/** How far (in line heights) a garbled line's left edge may be from a kept line's. */
const LEFT_EDGE_TOLERANCE = 0.5;
/** How far (in line heights of space) above or below a kept line a garbled line may be. */
const MAX_LINE_GAP = 3;

const wordsOf = (block: LayoutBlock) =>
  block.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)).filter((w) => w.text.trim().length > 0);

function meanConfidence(block: LayoutBlock): number {
  const words = wordsOf(block);
  return words.length === 0 ? 0 : words.reduce((sum, w) => sum + w.confidence, 0) / words.length;
}

/**
 * The blocks to read: those at or above NOISE_BLOCK_CONFIDENCE, and low-confidence blocks whose
 * every line lies in the text (above). All blocks when none reaches the threshold. Then the marks a
 * textured background is read as are taken out of what is kept (mark-noise.ts).
 */
export function dropNoiseBlocks(blocks: readonly LayoutBlock[]): readonly LayoutBlock[] {
  // A block's mean is taken with its marks: texture read as a block stays below the threshold.
  return dropMarks(dropNoiseBlocksOnly(blocks));
}

function dropNoiseBlocksOnly(blocks: readonly LayoutBlock[]): readonly LayoutBlock[] {
  const sure = blocks.filter((block) => meanConfidence(block) >= NOISE_BLOCK_CONFIDENCE);
  if (sure.length === 0) return blocks;
  const textLines = sure.flatMap((b) => b.paragraphs.flatMap((p) => p.lines)).filter((l) => l.words.length > 0);
  const heights = textLines.map((l) => l.bbox.y1 - l.bbox.y0).sort((a, b) => a - b);
  const lineHeight = Math.max(4, heights[Math.floor(heights.length / 2)] ?? 0);
  const inText = (line: LayoutLine) => {
    const box = line.bbox;
    if (box.y1 - box.y0 > MAX_LINE_HEIGHT * lineHeight) return false;
    if (!line.words.some((w) => /\p{L}{2}/u.test(w.text))) return false;
    return textLines.some(
      (kept) =>
        Math.abs(kept.bbox.x0 - box.x0) <= LEFT_EDGE_TOLERANCE * lineHeight &&
        verticalGap(kept.bbox, box) <= MAX_LINE_GAP * lineHeight,
    );
  };
  const kept = blocks.filter((block) => {
    if (meanConfidence(block) >= NOISE_BLOCK_CONFIDENCE) return true;
    const lines = block.paragraphs.flatMap((p) => p.lines).filter((l) => l.words.some((w) => w.text.trim()));
    return lines.length > 0 && lines.every(inText);
  });
  return dropStrayLines(kept, lineHeight);
}

/**
 * A low-confidence line inside a sure block is held to the same test as a low-confidence block:
 * it stays only where a garbled line of the text would be (its left edge at a sure line's, within
 * a few lines of it) or on the row of a sure line to its left (a table row's further cells).
 * Otherwise it is the desk or the paper's edge that Tesseract put in the block of the text beside
 * it (dev `uk-climate-data-2`, uncut: wood grain read as "TW ow YY YY Y wy vw" at 0–45% in the
 * title's block, starting 1680 px right of the text's left edge; CER 0.069 with it, 0.026 without).
 */
const lineConfidence = (line: LayoutLine) => {
  const words = line.words.filter((w) => w.text.trim().length > 0);
  return words.length === 0 ? 0 : words.reduce((sum, w) => sum + w.confidence, 0) / words.length;
};

function dropStrayLines(blocks: readonly LayoutBlock[], lineHeight: number): readonly LayoutBlock[] {
  const lines = blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines)).filter((l) => l.words.length > 0);
  const sureLines = lines.filter((l) => lineConfidence(l) >= NOISE_BLOCK_CONFIDENCE);
  const stray = (line: LayoutLine) =>
    line.words.length > 0 &&
    lineConfidence(line) < NOISE_BLOCK_CONFIDENCE &&
    !sureLines.some(
      (kept) =>
        Math.abs(kept.bbox.x0 - line.bbox.x0) <= LEFT_EDGE_TOLERANCE * lineHeight &&
        verticalGap(kept.bbox, line.bbox) <= MAX_LINE_GAP * lineHeight,
    ) &&
    !sureLines.some((kept) => verticalGap(kept.bbox, line.bbox) === 0 && kept.bbox.x0 < line.bbox.x0);
  if (!lines.some(stray)) return blocks;
  return blocks
    .map((block) => ({
      ...block,
      paragraphs: block.paragraphs
        .map((p) => ({ ...p, lines: p.lines.filter((l) => !stray(l)) }))
        .filter((p) => p.lines.length > 0),
    }))
    .filter((block) => block.paragraphs.length > 0);
}

function verticalGap(a: Box, b: Box): number {
  return Math.max(0, Math.max(a.y0, b.y0) - Math.min(a.y1, b.y1));
}
