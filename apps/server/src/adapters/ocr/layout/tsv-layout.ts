import type { LayoutBlock, LayoutLine, LayoutParagraph } from '../types.js';

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
        if (text) line?.words.push({ text, confidence: Math.max(0, conf ?? 0), bbox });
        break;
      }
      default:
        break;
    }
  }
  return blocks;
}

export interface TsvWord {
  text: string;
  /** 0–100, one decimal place. */
  confidence: number;
  /** Normalised 0–1 to the image Tesseract read (see OcrWordSchema in the contracts). */
  box: { x: number; y: number; w: number; h: number };
}

/** Default cap, as MAX_OCR_WORDS in the contracts: a dense A4 page has about 600 words. */
const MAX_WORDS = 5000;

const unit = (value: number, size: number) => Math.round(Math.min(1, Math.max(0, value / size)) * 10_000) / 10_000;

/**
 * The TSV's word rows with their boxes, for the review step's "words to check". Boxes are divided
 * by the processed image's size so they stay meaningful whatever resolution Tesseract was given.
 */
export function parseTsvWords(tsv: string, width: number, height: number, limit = MAX_WORDS): TsvWord[] {
  const words: TsvWord[] = [];
  const w = Math.max(1, width);
  const h = Math.max(1, height);
  for (const row of tsv.split('\n')) {
    if (words.length >= limit) break;
    const cells = row.split('\t');
    if (cells.length < 12 || cells[0] !== '5') continue;
    const text = cells.slice(11).join('\t').trim();
    if (!text) continue;
    const [left, top, wide, high, conf] = cells.slice(6, 11).map(Number);
    words.push({
      text,
      confidence: Math.round(Math.min(100, Math.max(0, conf || 0)) * 10) / 10,
      box: { x: unit(left || 0, w), y: unit(top || 0, h), w: unit(wide || 0, w), h: unit(high || 0, h) },
    });
  }
  return words;
}
