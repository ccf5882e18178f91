import type { LayoutBlock, LayoutLine, LayoutParagraph } from './reading-order.js';

/**
 * Tesseract's TSV output (one row per page, block, paragraph, line and word, each with its box)
 * turned into the layout tree reading-order works on. TSV is compact text, where the `blocks`
 * output would copy every symbol's box and alternatives across threads.
 */
export function parseTsvLayout(tsv: string): LayoutBlock[] {
  const blocks: LayoutBlock[] = [];
  let block: LayoutBlock | undefined;
  let paragraph: LayoutParagraph | undefined;
  let line: LayoutLine | undefined;
  for (const row of tsv.split('\n')) {
    const cells = row.split('\t');
    if (cells.length < 12) continue;
    const [level, , , , , , left, top, width, height, conf] = cells.map(Number);
    if (level === undefined || Number.isNaN(level)) continue;
    const x0 = left ?? 0;
    const y0 = top ?? 0;
    const bbox = { x0, y0, x1: x0 + (width ?? 0), y1: y0 + (height ?? 0) };
    switch (level) {
      case 2:
        block = { bbox, paragraphs: [] };
        blocks.push(block);
        paragraph = undefined;
        line = undefined;
        break;
      case 3:
        paragraph = { bbox, lines: [] };
        block?.paragraphs.push(paragraph);
        line = undefined;
        break;
      case 4:
        line = { bbox, words: [] };
        paragraph?.lines.push(line);
        break;
      case 5: {
        // Words may contain no tab, so everything after the 11th tab is the word.
        const text = cells.slice(11).join('\t').trim();
        if (text) line?.words.push({ text, confidence: Math.max(0, conf ?? 0) });
        break;
      }
      default:
        break;
    }
  }
  return blocks;
}
