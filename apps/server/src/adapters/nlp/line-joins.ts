/**
 * How the lines of notes (typed, pasted or read by OCR) join into units: bullets, the words that show a
 * line goes on, the wrap width of a page and its narrow columns, blank lines inside a paragraph. The
 * layout parser (`clean-text.ts`) decides headings and blocks with these.
 */

export type BlockKind = 'heading' | 'bullet' | 'paragraph';

/** Glyph bullets. ASCII ones need a following space so "-5 °C" and "*important*" are not bullets. */
const GLYPH_BULLET = /^(?:[•●▪■◦‣∙·➢➤►▸▹◆◇❖☐□✓✔→⇒]\s*|[-–—*+>o]\s+)/u;
const NUMBERED_BULLET = /^\(?(?:\d{1,2}|[a-h]|i{1,3}|iv|vi{0,3}|ix|x)[.)]\s+(?=\S)/u;
export const HEADING_HASH = /^#{1,6}\s+/;
export const SENTENCE_END = /[.!?]["'”’)\]]*$/u;
/** A line ended by a mark: a sentence, a clause or an introduction is closed. */
const CLOSED_LINE = /[.!?:;]["')\]]*$/u;
/** Words that cannot end a sentence, so a line ending with one continues on the next line. */
export const CONTINUATION_END =
  /(?:[,;]|\b(?:and|or|but|nor|of|the|a|an|to|in|on|by|with|for|from|which|that|who|whose|where|when|is|are|was|were|be|been|as|at|into|than|because|so|its|their|this|these|his|her|such|between|during|through|via|e\.g\.|i\.e\.))$/iu;
/** Words that cannot start a new note line: the line continues the one before. */
const CONTINUATION_START =
  /^(?:and|or|but|nor|which|who|whose|that|because|so|than|then|to|of|with|without|by|from|into|as|while|whereas|although|e\.g\.|i\.e\.)\b/u;
export const SENTENCE_STARTERS =
  /^(?:The|A|An|It|Its|This|These|Those|They|There|In|On|At|By|For|When|If|As|Some|Many|Most|All|Each|However|Therefore|But|So|We|He|She|His|Her|Their)\s/u;
/** "Term: explanation", "Term - explanation", "Term = explanation" at the start of a line. */
export const TERM_LINE = /^[^\s:;.!?][^:;.!?]{0,58}?\s*(?::\s|\s[-–—=]\s|=\s?)\s*\S/u;

export function matchBullet(line: string): { rest: string; numbered: boolean } | undefined {
  const numbered = NUMBERED_BULLET.exec(line);
  if (numbered) return { rest: line.slice(numbered[0].length), numbered: true };
  const glyph = GLYPH_BULLET.exec(line);
  if (glyph && line.length > glyph[0].length) return { rest: line.slice(glyph[0].length), numbered: false };
  return undefined;
}

/** An open line at least this share of the wrap width (so about 85% of the longest lines) reached the page's edge. */
const FULL_LINE = 1.2;

export function continues(
  last: string,
  line: string,
  kind: BlockKind,
  wrapWidth: number,
  lineMode: boolean,
  hardWrapped = false,
): boolean {
  if (kind === 'heading') return false;
  // '- "Vaulting ambition ..." (Act 1 Scene 7):' wrapped before its explanation.
  // (Not when a "term: meaning" line follows a plain introduction: "God is described as:" opens a list.)
  const label = /["”)]:$/u.test(last);
  if (kind === 'bullet' && /:$/u.test(last) && matchBullet(line) === undefined && (label || !TERM_LINE.test(line)))
    return true;
  const startsLower = /^[\p{Ll}\d(%]/u.test(line);
  // "Energy transferred = power" / "× time (E = P t) …": a formula wrapped at an operator; "…, so" /
  // "its power is 230 × 10 = 2300 W.": a sentence wrapped at a word that cannot end it.
  if (/^[×÷=+−]\s/u.test(line) || /\s[×÷=+−]$/u.test(last)) return true;
  if (startsLower && CONTINUATION_END.test(last) && !lineMode) return true;
  // "… into the stroma through" / "ATP synthase → ADP + Pi …": a line cannot end on such a word.
  if (CONTINUATION_END.test(last) && !/[,;]$/u.test(last) && !lineMode) return true;
  // A "term: meaning" line starts an item, unless a wrapped line left its sentence open ("… is the
  // mnemonic MRS" / "VANDERTRAMP: monter, rester, …").
  const openWrapped = !CLOSED_LINE.test(last) && last.length >= wrapWidth;
  if (TERM_LINE.test(line) && !startsLower && !openWrapped) return false;
  // A run of "term: meaning" or "x = y" lines is a list, whatever the case of each line (but "…: Ich
  // möchte morgen mit" / "dem Zug nach Berlin fahren. = …" is one wrapped item).
  if (TERM_LINE.test(line) && TERM_LINE.test(last) && !(startsLower && openWrapped)) return false;
  // "used for growth and repair" after "mitosis produces 2 identical cells" has no subject of its own,
  // but "denatured = permanent" after "… → enzyme DENATURED" is an item of its own.
  // A full-width line finished by a sentence on the next is wrapped prose among the notes.
  const wrappedSentence = startsLower && last.length >= wrapWidth && SENTENCE_END.test(line);
  // A line left open as long as the page's longest and a lower-case line after it: wrapped by the page,
  // whatever the next line ends with ("Demand-pull - aggregate demand grows faster than the economy's" /
  // "capacity, …"). (The wrap width is 70% of the longest lines; typed shorthand, whose lines vary
  // in length, rarely has an open line that long: "↑ temp → ↑ rate … (~37°C in humans)" / "above
  // optimum → …" are two notes), and only in text broken at a fixed width (`hardWrapped`).
  const wrappedOpen = hardWrapped && startsLower && last.length >= wrapWidth * FULL_LINE && !CLOSED_LINE.test(last);
  if (lineMode && TERM_LINE.test(line) && !CONTINUATION_END.test(last) && !wrappedSentence && !wrappedOpen)
    return false;
  if (lineMode)
    return (
      CONTINUATION_END.test(last) ||
      CONTINUATION_START.test(line) ||
      /^\p{Ll}+ed\b/u.test(line) ||
      wrappedSentence ||
      wrappedOpen
    );
  if (SENTENCE_END.test(last)) {
    if (startsLower) return true;
    // Successive sentences of a wrapped paragraph belong together; a bullet's sentence has ended.
    return kind === 'paragraph' && last.length >= wrapWidth;
  }
  return startsLower || CONTINUATION_END.test(last) || last.length >= wrapWidth;
}

/**
 * Of the lines followed by another (across at most one blank line), the share that stop without an end
 * mark and go on in lower case on the next: wrapped prose, not a list of short notes.
 */
export function runOnShare(lines: string[]): number {
  let pairs = 0;
  let runOn = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line === '') continue;
    const next = lines[i + 1] === '' ? lines[i + 2] : lines[i + 1];
    if (!next) continue;
    pairs++;
    if (!CLOSED_LINE.test(line) && /^\p{Ll}/u.test(next)) runOn++;
  }
  return pairs === 0 ? 0 : runOn / pairs;
}

/** A short line worded as an embedded question: "What a wave is", "How the heart works", "Why it matters". */
const EMBEDDED_QUESTION =
  /^(?:What|How|Why|When|Where|Who|Which)(?:\s+[\p{L}'’-]+){1,4}\s+(?:is|are|was|were|works?|happens?|matters?|occurs?)$/u;

/**
 * A line that goes on into the next, so it is no heading: one ending on a word that cannot end it
 * ("Stalin saw the Marshall Plan as" / "dollar imperialism …"), or a line of wrapped width that the next
 * continues in lower case or that ends on a verb ("In June 1948 Stalin blockaded" / "West Berlin, …").
 */
export function runsIntoNext(line: string, next: string, wrapWidth: number): boolean {
  if (next === '' || matchBullet(next) !== undefined || CLOSED_LINE.test(line) || HEADING_HASH.test(line)) return false;
  // "What a wave is" / "A wave transfers energy …", "How it works", "Why it matters": a heading worded as
  // an embedded question ends on a verb, but the capital after it starts a sentence of its own.
  if (EMBEDDED_QUESTION.test(line) && /^\p{Lu}/u.test(next)) return false;
  if (CONTINUATION_END.test(line)) return true;
  // (A gerund line above lower-case rules is a heading: "Finding a missing side" / "label the sides …".)
  if (line.length < wrapWidth || /^\p{Lu}\p{Ll}+ing\b/u.test(line)) return false;
  return /^\p{Ll}/u.test(next) || /\s\p{Ll}+ed$/u.test(line);
}

/** A blank line inside a wrapped paragraph: the paragraph's last line is wrapped and unfinished. */
export function blankInsideParagraph(
  current: { kind: BlockKind; parts: string[]; lastLine: string },
  next: string | undefined,
  wrapWidth: number,
  lineMode: boolean,
): boolean {
  if (lineMode || current.kind === 'heading' || next === undefined || matchBullet(next) !== undefined) return false;
  const last = current.lastLine;
  if (SENTENCE_END.test(last) || /:$/u.test(last)) return false;
  if (/^\p{Ll}/u.test(next) || CONTINUATION_END.test(last)) return last.length >= wrapWidth * 0.6;
  // "… friendly states in Eastern" / "" / "Europe to protect …": a full-width line cannot end a paragraph
  // (unless a short line, a heading, follows).
  return current.parts.length >= 2 && last.length >= wrapWidth && next.length >= wrapWidth * 0.6;
}

/** Three or more text lines and hardly a sentence-ending mark among them: notes written as a list. */
export function isLineByLine(lines: string[]): boolean {
  // A numbered item's "1." is no full stop.
  const text = lines.filter((l) => l !== '' && !isNoiseLine(l)).map((l) => matchBullet(l)?.rest ?? l);
  if (text.length < 3) return false;
  const joined = text.join('\n');
  // ("E. Europe", "W. zones", "e.g." are initials and abbreviations, not sentence ends.)
  const stops = joined.match(/(?<![^\p{L}]\p{L}|^\p{L})[.!?](?=\s|$)/gmu)?.length ?? 0;
  // A narrow column of prose also has few stops a line, but one every 100-200 characters.
  return stops / text.length < 0.2 && stops / joined.length < 0.004;
}

/** Rules, page numbers and specks: lines with no real words. */
export function isNoiseLine(line: string): boolean {
  const alnum = line.replace(/[^\p{L}\p{N}]/gu, '');
  if (alnum.length === 0) return true;
  if (/^(?:page|p\.?|pg\.?)\s*\d+(?:\s*(?:of|\/)\s*\d+)?$/iu.test(line)) return true;
  if (/^\d{1,3}$/u.test(line)) return true;
  return alnum.length === 1 && !/^[\p{Lu}\d][.)]?$/u.test(line);
}
