import type { LayoutBlock, LayoutLine } from '../types.js';

/**
 * A list item's text put back beside its number. Tesseract sometimes reads a numbered list's
 * numbers as a narrow block of their own and the items' text as another: "1." to "4." are read, then
 * the four items (photo-set dev `sorting-algorithms-2`), or "1," stays alone and "Add amylase to
 * starch at a set pH" is read after the whole list (`enzymes-checklist-3`). A line of another
 * paragraph that starts just right of a list marker on the same row (closer than a line height: a
 * column gutter or a table cell is wider) is that marker's text: its words are moved onto the
 * marker's line, so nothing is lost and each item is read in place.
 */

/** A list marker: a number, letter or bullet with its punctuation ("1.", "1,", "a)", "•"). */
const MAX_MARKER_CHARS = 3;
/** Space between the marker and its text, in line heights: a word space or an indent. */
const MAX_MARKER_GAP = 1;

const textOf = (line: LayoutLine) =>
  line.words
    .map((w) => w.text.trim())
    .filter(Boolean)
    .join(' ');

export function joinSplitListItems(blocks: readonly LayoutBlock[]): readonly LayoutBlock[] {
  const lines = blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines)).filter((l) => textOf(l).length > 0);
  if (lines.length < 2) return blocks;
  const heights = lines.map((l) => l.bbox.y1 - l.bbox.y0).sort((a, b) => a - b);
  const lineHeight = heights[Math.floor(heights.length / 2)] ?? 0;
  const markers = lines.filter((l) => textOf(l).replace(/\s/g, '').length <= MAX_MARKER_CHARS);
  // Each line joins the nearest marker on its row (in another paragraph), one line per marker.
  const joins = new Map<LayoutLine, LayoutLine>();
  const taken = new Set<LayoutLine>();
  for (const block of blocks)
    for (const para of block.paragraphs)
      for (const lone of para.lines) {
        if (textOf(lone).length === 0 || markers.includes(lone)) continue;
        const marker = markers
          .filter((m) => !taken.has(m) && !para.lines.includes(m))
          .filter((m) => {
            const gap = lone.bbox.x0 - m.bbox.x1;
            const overlap = Math.min(m.bbox.y1, lone.bbox.y1) - Math.max(m.bbox.y0, lone.bbox.y0);
            const shorter = Math.min(m.bbox.y1 - m.bbox.y0, lone.bbox.y1 - lone.bbox.y0);
            return gap >= 0 && gap <= MAX_MARKER_GAP * lineHeight && overlap >= 0.5 * shorter;
          })
          .sort((a, b) => b.bbox.x1 - a.bbox.x1)[0];
        if (!marker) continue;
        joins.set(marker, lone);
        taken.add(marker);
      }
  if (joins.size === 0) return blocks;
  const moved = new Set(joins.values());
  return blocks
    .map((block) => ({
      ...block,
      paragraphs: block.paragraphs
        .map((para) => ({
          ...para,
          lines: para.lines
            .filter((line) => !moved.has(line))
            .map((line) => {
              const lone = joins.get(line);
              if (!lone) return line;
              return {
                bbox: {
                  x0: Math.min(line.bbox.x0, lone.bbox.x0),
                  y0: Math.min(line.bbox.y0, lone.bbox.y0),
                  x1: Math.max(line.bbox.x1, lone.bbox.x1),
                  y1: Math.max(line.bbox.y1, lone.bbox.y1),
                },
                words: [...line.words, ...lone.words],
              };
            }),
        }))
        .filter((para) => para.lines.length > 0),
    }))
    .filter((block) => block.paragraphs.length > 0);
}
