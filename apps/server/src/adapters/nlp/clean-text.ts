import {
  blankInsideParagraph,
  type BlockKind,
  CONTINUATION_END,
  continues,
  HEADING_HASH,
  isLineByLine,
  isNoiseLine,
  matchBullet,
  runOnShare,
  runsIntoNext,
  SENTENCE_END,
  SENTENCE_STARTERS,
  TERM_LINE,
} from './line-joins.js';
import { dehyphenate, normaliseCharacters, tidyInline } from './normalise-text.js';
import { nestBullets } from './nested-bullets.js';
import { rewriteTables, TABLE_ROW_MARK, type TableRow } from './table-lines.js';
import { hasWords, isCourseLine, isHeading, isLabelledTitle, isTitleLine } from './heading-lines.js';

export { MAX_WORD_LENGTH, normaliseCharacters, tidyInline } from './normalise-text.js';

/**
 * One unit of the notes' layout. Bullets and headings stay separate units because OCR puts every
 * line on its own line: without this, "Causes of WW1" would be glued onto the first cause.
 */
export interface TextBlock {
  kind: BlockKind;
  text: string;
  /** The nearest heading above this block, if any. */
  section: string | undefined;
  /** Numbered list items ("1.", "a)", "ii)") keep their number so processes can be read in order. */
  numbered: boolean;
  /** A row of a table in the notes, rewritten as "Lithium: symbol Li; melting point 181C". */
  table?: TableRow;
}

/**
 * The most raw text read: twice the API's limit for notes (100,000 characters), so a pasted book or
 * a megabyte of garbage costs a bounded, small time instead of being cleaned only to be cut later.
 */
export const MAX_CLEAN_CHARS = 200_000;

/** A line at least this share of the longest lines' length reached the edge of the page. */
const FULL_WIDTH_SHARE = 0.85;
/** Share of such lines that shows text broken at a fixed width. */
const HARD_WRAPPED_SHARE = 0.3;

export function parseBlocks(raw: string): TextBlock[] {
  const tables = rewriteTables(nestBullets(raw.length > MAX_CLEAN_CHARS ? raw.slice(0, MAX_CLEAN_CHARS) : raw));
  const normalised = normaliseCharacters(tables.text);
  let tableRow = 0;
  const text = dehyphenate(normalised);
  const lines = text
    .split('\n')
    .flatMap(splitInlineBullets)
    .map((l) => l.trim());
  // Measured on the lines as printed: mending a word split across two lines joins them, and those
  // double-length lines would raise the wrap width until real wrapped lines no longer reach it
  // ("… every Sunni" / "Muslim must carry out" read as two units).
  const lengths = normalised
    .split('\n')
    .flatMap(splitInlineBullets)
    .map((l) => l.trim().length)
    .filter((n) => n > 0)
    .sort((a, b) => a - b);
  const typical = lengths[Math.floor(lengths.length * 0.9)] ?? 0;
  // A line this long was probably wrapped by the page rather than ended by the writer. Notes made
  // of short lines (lists, single facts) have no wrapping to undo; a narrow column read by OCR (20–30
  // characters a line) does, and shows it by lines that go on in lower case.
  const wrapWidth =
    typical >= 40 || (typical >= 12 && runOnShare(lines) >= 0.2) ? typical * 0.7 : Number.POSITIVE_INFINITY;
  // Notes written line by line without full stops ("mitosis produces 2 identical cells") use the line
  // break as the only separator, so there it ends the unit unless the line clearly runs on.
  const lineMode = isLineByLine(lines);
  // Text the page or OCR broke at a fixed width: most lines come close to the longest. Typed notes,
  // whose lines end where the writer ended them, vary far more.
  const fullLines = lengths.filter((n) => n >= typical * FULL_WIDTH_SHARE).length;
  const hardWrapped = lengths.length >= 4 && fullLines / lengths.length >= HARD_WRAPPED_SHARE;

  const nextContent = nextContentLines(lines);

  const blocks: TextBlock[] = [];
  let section: string | undefined;
  let current: { kind: TextBlock['kind']; parts: string[]; numbered: boolean; lastLine: string } | undefined;

  const flush = (): void => {
    if (!current) return;
    const joined = tidyInline(current.parts.join(' '));
    if (hasWords(joined)) blocks.push({ kind: current.kind, text: joined, section, numbered: current.numbered });
    current = undefined;
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    // (Before the noise check: a row of figures is no noise, and every marked row must be counted.)
    if (line.startsWith(TABLE_ROW_MARK)) {
      flush();
      const text = tidyInline(line.slice(TABLE_ROW_MARK.length).replace(/^- /u, ''));
      const table = tables.rows[tableRow++];
      if (hasWords(text)) blocks.push({ kind: 'bullet', text, section, numbered: false, ...(table ? { table } : {}) });
      continue;
    }
    if (line === '' || isNoiseLine(line)) {
      // OCR puts blank lines inside a column's paragraphs ("… their aims for" / "" / "post-war Europe
      // really were."): a wrapped line with no end mark goes on after one.
      if (line === '' && current && blankInsideParagraph(current, nextContent[i], wrapWidth, lineMode)) continue;
      // Rules ("-----", "* * *") and page numbers separate what is above from what is below.
      if (line === '' || line.replace(/\s/gu, '').length >= 3) flush();
      continue;
    }
    // Cornell notes and Q&A sheets: "Q: Why did people think …?" is the student's own question, read as
    // one (the cards ask it with the lines after it as the answer); "A:" before its answer is no term.
    const question = QUESTION_LABEL.exec(line);
    if (question) {
      flush();
      const asked = tidyInline(line.slice(question[0].length));
      if (hasWords(asked)) blocks.push({ kind: 'paragraph', text: asked, section, numbered: false });
      continue;
    }
    const answer = ANSWER_LABEL.exec(line);
    if (answer && blocks.at(-1)?.kind === 'paragraph' && /\?$/u.test(blocks.at(-1)?.text ?? '') && !current) {
      current = { kind: 'paragraph', parts: [line.slice(answer[0].length)], numbered: false, lastLine: line };
      continue;
    }
    const bullet = matchBullet(line);
    if (bullet) {
      flush();
      current = { kind: 'bullet', parts: [bullet.rest], numbered: bullet.numbered, lastLine: bullet.rest };
      continue;
    }
    const prevLine = previousContentLine(lines, i);
    const nextLine = nextContent[i];
    // 'Key quote: "My only love sprung from my only hate!" (Juliet, 1.5)' / '→ antithesis - …': the
    // arrow under a quotation is its analysis, one item with it (the quotation alone names nothing).
    const quoted = line.replace(QUOTE_LABEL, '');
    const analysis = /^[→⇒]\s*(?=\S)/u.exec(lines[i + 1] ?? '');
    if (analysis && isQuotationLine(quoted)) {
      flush();
      const item = `${quoted}: ${(lines[i + 1] ?? '').slice(analysis[0].length)}`;
      current = { kind: 'bullet', parts: [item], numbered: false, lastLine: item };
      i++;
      continue;
    }
    // '"ape-like fury" (Chapter 4)' on a line of its own above its analysis: a quotation to learn,
    // read as one item with the lines that explain it, never a heading.
    if (isQuotationLine(line) && (lines[i + 1] ?? '') !== '' && matchBullet(lines[i + 1] ?? '') === undefined) {
      flush();
      const label = `${line}:`;
      current = { kind: 'bullet', parts: [label], numbered: false, lastLine: label };
      continue;
    }
    const isolated = (lines[i + 1] ?? '') === '' && prevLine === undefined;
    const afterBreak = i === 0 || (lines[i - 1] ?? '') === '';
    const first = blocks.length === 0 && current === undefined;
    if (first && section === undefined) {
      // A title OCR wrapped onto a second line: "Ozymandias - Percy Bysshe Shelley (Power and" + "Conflict anthology)".
      const second = lines[i + 1] ?? '';
      if (
        second !== '' &&
        (lines[i + 2] === '' || isCourseLine(lines[i + 2] ?? '')) &&
        nextContent[i + 1] !== undefined &&
        matchBullet(second) === undefined &&
        !TERM_LINE.test(second) &&
        second.length < line.length
      ) {
        const joined = `${line} ${second}`;
        if (isTitleLine(joined, true, true)) {
          section = tidyInline(joined);
          blocks.push({ kind: 'heading', text: section, section: undefined, numbered: false });
          i++;
          continue;
        }
      }
    }
    // A line that finishes the sentence a wrapped line left open ("… there is only one" / "God. God is
    // described as:", "… white blood cells" / "attack it in three ways:") is never a heading.
    const runsOn =
      (current !== undefined &&
        !SENTENCE_END.test(current.lastLine) &&
        !/:$/u.test(current.lastLine) &&
        (current.lastLine.length >= wrapWidth || /^\p{Ll}/u.test(line))) ||
      runsIntoNext(line, lines[i + 1] ?? '', wrapWidth);
    if (
      !runsOn &&
      (isTitleLine(
        line,
        first,
        isolated ||
          (lines[i + 1] ?? '') === '' ||
          (nextLine?.length ?? 0) > line.length * 1.5 ||
          // "Medicine in Britain c1250-present: Black Death vs Great Plague" over "Edexcel GCSE History Paper 1".
          (first && isCourseLine(lines[i + 1] ?? '')),
      ) ||
        isLabelledTitle(line, nextLine) ||
        isHeading(line, prevLine, nextLine, current?.lastLine, isolated, afterBreak))
    ) {
      flush();
      const heading = tidyInline(line.replace(HEADING_HASH, '').replace(/[:\s]+$/u, ''));
      if (hasWords(heading)) {
        blocks.push({ kind: 'heading', text: heading, section: undefined, numbered: false });
        section = heading;
      }
      continue;
    }
    // A quotation OCR wrapped over lines has just closed: what follows explains it.
    // (At most 4 lines are looked at, so a long paragraph is never re-joined line after line.)
    if (
      current?.kind === 'paragraph' &&
      current.parts.length > 1 &&
      current.parts.length <= 4 &&
      /^["“]/u.test(current.parts[0] ?? '') &&
      isQuotationLine(current.parts.join(' '))
    ) {
      const last = current.parts.length - 1;
      current.parts[last] = `${current.parts[last] ?? ''}:`;
      current.kind = 'bullet';
      current.parts.push(line);
      current.lastLine = line;
      continue;
    }
    if (current && continues(current.lastLine, line, current.kind, wrapWidth, lineMode, hardWrapped)) {
      // A writer who skips full stops still starts sentences with "The", "It", "In" ...
      if (
        !SENTENCE_END.test(current.lastLine) &&
        !CONTINUATION_END.test(current.lastLine) &&
        !/:$/u.test(current.lastLine) &&
        SENTENCE_STARTERS.test(line)
      ) {
        const last = current.parts.length - 1;
        current.parts[last] = `${current.parts[last] ?? ''}.`;
      }
      current.parts.push(line);
      current.lastLine = line;
      continue;
    }
    flush();
    // An unbulleted "Term: explanation" line is a list item in all but name.
    current = { kind: TERM_LINE.test(line) ? 'bullet' : 'paragraph', parts: [line], numbered: false, lastLine: line };
  }
  flush();
  return joinQuotationBlocks(blocks);
}

/** "Key quote:", "Quote 3 -" before a quotation. */
const QUOTE_LABEL = /^(?:key )?quot(?:e|ation)s?\s?\d{0,2}\s?[:\-–]\s*(?=["“])/iu;

/** "Q: What was the Black Death?", "Q1. Why …?", "Question: …?": a question line with its label. */
const QUESTION_LABEL = /^(?:[-•*]\s+)?(?:Q|Qu|Question)\s?\d{0,2}\s?[:.)]\s*(?=\S[^\n]{0,300}\?["')]*$)/u;
/** "A: …" right under a question. */
const ANSWER_LABEL = /^(?:A|Ans|Answer)\s?[:.)]\s+(?=\S)/u;

/**
 * A quotation OCR wrapped over two lines ('"the man trampled calmly ..." (Chapter' / '1)') reaches here
 * as a block of its own: it belongs with the analysis that follows it, as one item.
 */
function joinQuotationBlocks(blocks: TextBlock[]): TextBlock[] {
  const out: TextBlock[] = [];
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i];
    const next = blocks[i + 1];
    if (!b) continue;
    if (b.kind !== 'heading' && next?.kind === 'paragraph' && next.section === b.section && isQuotationLine(b.text)) {
      out.push({ kind: 'bullet', text: `${b.text}: ${next.text}`, section: b.section, numbered: false });
      i++;
      continue;
    }
    out.push(b);
  }
  return out;
}

/** The notes as clean plain text (headings, "- " bullets, paragraphs), e.g. for an LLM prompt. */
export function cleanOcrText(raw: string): string {
  return parseBlocks(raw)
    .map((b) => (b.kind === 'bullet' ? `- ${b.text}` : b.text))
    .join('\n\n');
}

/** OCR often reads a row of bullets as one line: "• Osmosis • Diffusion". */
function splitInlineBullets(line: string): string[] {
  if (!/\S\s+[•●▪■◦‣]\s+\S/u.test(line)) return [line];
  return line.split(/\s+(?=[•●▪■◦‣]\s+)/u);
}

/** A line that is a quotation, perhaps with its reference: '"man is not truly one, but truly two" (Chapter 10)'. */
function isQuotationLine(line: string): boolean {
  return (
    /^["“][^"”]{2,200}["”](?:(?: and |, )["“][^"”]{2,200}["”]){0,3}(?: ?\([^()]{1,40}\))?$/u.test(line) &&
    !/[.!?]$/u.test(line) &&
    // '"O, full of scorpions is my mind, dear wife!"' on its own is a whole point, not a label.
    !/[.!?]["”]$/u.test(line)
  );
}

function previousContentLine(lines: string[], i: number): string | undefined {
  const prev = lines[i - 1];
  return prev === undefined || prev === '' ? undefined : prev;
}

/**
 * For each line, the next line with words after it, found in one pass from the end: looked up per line
 * (and per blank line), a scan forward would be quadratic on thousands of blank and noise lines.
 */
function nextContentLines(lines: string[]): (string | undefined)[] {
  const out = new Array<string | undefined>(lines.length);
  let next: string | undefined;
  for (let j = lines.length - 1; j >= 0; j--) {
    out[j] = next;
    const line = lines[j] ?? '';
    if (line !== '' && !isNoiseLine(line)) next = line;
  }
  return out;
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}
