import type { LayoutBlock, LayoutLine, LayoutWord } from '../types.js';

/**
 * A textured background (checked cloth, wood grain, a patterned desk) read by the engine comes
 * back as lines of marks: `» * e* «7 ,* r”*`, some of them glued to the ends of the page's own
 * lines when the photo is read uncut and a text line runs on into the cloth (dev
 * `quadratics-surds-3`: about 50 such lines, CER 3.49). The marks are never text: a word with
 * fewer than two letters or digits, made of the signs texture is read as (* » « # ^ _) or of
 * punctuation alone, at low confidence. (Not `~`: an arrow read wrong, a symbol's place the
 * formula checks need.) They are dropped from every line. A line left with
 * nothing but single signs, unsure, lying outside the page's text block (beyond every sure word
 * by more than a line height) is texture too and is dropped; a line inside the text block keeps
 * what is left, so a garbled line of the page stays (and is marked by the line checks).
 */

/** A mark below this confidence is texture or a speck; a sure one (a bullet read as `*`) stays. */
export const MARK_CONFIDENCE = 60;
/** A word this sure, with two letters or digits, is the page's text. */
const SURE_WORD = 80;
/** How far (line heights) beyond the sure words a line still lies in the text block. */
const TEXT_BLOCK_MARGIN = 1;

const QUOTES = /^["“”‘’']+|["“”‘’']+$/gu;
const TEXTURE_SIGNS = /[*»«#^_]/u;
const PUNCTUATION_ONLY = /^[.,;:?!]{2,}$/u;

/** A word that is a mark (texture read as a sign), whatever its confidence. */
export function isMark(text: string): boolean {
  const core = text.trim().replace(QUOTES, '');
  if ((core.match(/[\p{L}\p{N}]/gu) ?? []).length >= 2) return false;
  return (core === '' && text.trim() !== '') || TEXTURE_SIGNS.test(core) || PUNCTUATION_ONLY.test(core);
}

const unsureMark = (word: LayoutWord) => word.confidence < MARK_CONFIDENCE && isMark(word.text);
const isSure = (word: LayoutWord) => word.confidence >= SURE_WORD && /[\p{L}\p{N}]{2}/u.test(word.text);

/**
 * A one-sign mark that starts a line of text is its bullet read as a sign (`•` as `*` or `«`):
 * the student's item marker, kept.
 */
function isBullet(words: readonly LayoutWord[], i: number): boolean {
  const next = words[i + 1];
  return (
    i === 0 &&
    words[0]!.text.trim().length === 1 &&
    next !== undefined &&
    next.confidence >= MARK_CONFIDENCE &&
    /\p{L}{2}/u.test(next.text)
  );
}

/**
 * The blocks without unsure marks, and without lines of single signs outside the text block.
 * Blocks, paragraphs and lines left empty are dropped; everything else is as read.
 */
export function dropMarks(blocks: readonly LayoutBlock[]): readonly LayoutBlock[] {
  const lines = blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
  if (!lines.some((line) => line.words.some(unsureMark))) return blocks;
  const sureBoxes = lines.flatMap((l) => l.words.filter(isSure).map((w) => w.bbox ?? l.bbox));
  const heights = lines.map((l) => l.bbox.y1 - l.bbox.y0).sort((a, b) => a - b);
  const margin = TEXT_BLOCK_MARGIN * (heights[Math.floor(heights.length / 2)] ?? 0);
  const extent =
    sureBoxes.length === 0
      ? undefined
      : {
          x0: Math.min(...sureBoxes.map((b) => b.x0)) - margin,
          x1: Math.max(...sureBoxes.map((b) => b.x1)) + margin,
          y0: Math.min(...sureBoxes.map((b) => b.y0)) - margin,
          y1: Math.max(...sureBoxes.map((b) => b.y1)) + margin,
        };
  const outsideText = (line: LayoutLine, words: readonly LayoutWord[]) => {
    if (!extent) return false;
    if (words.some((w) => /[\p{L}\p{N}]{2}/u.test(w.text) && w.confidence >= MARK_CONFIDENCE)) return false;
    return words.every((w) => {
      const box = w.bbox ?? line.bbox;
      return box.x0 > extent.x1 || box.x1 < extent.x0 || box.y0 > extent.y1 || box.y1 < extent.y0;
    });
  };
  const kept: LayoutBlock[] = [];
  for (const block of blocks) {
    const paragraphs = block.paragraphs
      .map((paragraph) => ({
        ...paragraph,
        lines: paragraph.lines
          .map((line) => {
            if (!line.words.some(unsureMark)) return line;
            const words = line.words.filter((word, i) => !unsureMark(word) || isBullet(line.words, i));
            const real = words.filter((word) => word.text.trim());
            return real.length === 0 || outsideText(line, real) ? undefined : { ...line, words };
          })
          .filter((line): line is LayoutLine => line !== undefined),
      }))
      .filter((paragraph) => paragraph.lines.length > 0);
    if (paragraphs.length > 0) kept.push({ ...block, paragraphs });
  }
  return kept;
}
