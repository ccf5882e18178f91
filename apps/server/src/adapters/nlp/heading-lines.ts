/**
 * Which note lines are titles and headings: the notes' title (a course line under it too), a
 * "Name: Title Case" line over a paragraph, a short unpunctuated line between blocks. clean-text.ts
 * asks these while it reads the lines.
 */
import { CONTINUATION_END, HEADING_HASH, matchBullet, SENTENCE_END, TERM_LINE } from './line-joins.js';
/** Exam boards, tiers and papers: only a title says which course the notes are for. */
const COURSE_MARKER =
  /\b(?:AQA|Edexcel|OCR|WJEC|Eduqas|CIE|CCEA|IB|GCSE|IGCSE|A-?level|AS-?level|higher tier|foundation tier|paper \d|unit \d|topic \d|component \d|anthology|revision notes?)\b/iu;
const COMMON_VERB =
  /\b(?:is|are|was|were|be|been|has|have|had|can|could|will|would|does|do|did|means|causes?d?|makes?|made|uses?d?|gives?|gave|takes?|took|became|becomes?|shows?|showed|leads?|led|produces?d?|contains?|needs?|helps?)\b/iu;

/**
 * The notes' title: "Macbeth: Theme of Ambition (AQA GCSE English Literature)", "An Inspector Calls -
 * J.B. Priestley - Theme: social responsibility", "Coastal landscapes in the UK: processes and landforms".
 * The first line, standing apart from what follows, unpunctuated and verbless, or naming a course.
 */
export function isTitleLine(line: string, first: boolean, apart: boolean): boolean {
  if (!apart || /[.!?]["')\]]*$/u.test(line) || matchBullet(line) !== undefined) return false;
  // (A bracketed course at the end, "(GCSE French, Theme 2: Travel and tourism)", is not counted.)
  const words = line
    .replace(/\s*\([^()]{1,80}\)$/u, '')
    .split(' ')
    .filter(hasWords);
  if (words.length === 0 || words.length > 14 || /^\p{Ll}/u.test(line)) return false;
  // A sentence inside the line ("Osmosis is passive. It ...") is text; initials ("J.B. Priestley") are not.
  if (/\p{Ll}{2,}[.!?]\s/u.test(line)) return false;
  const courseTitle = COURSE_MARKER.test(line) && /[(:\-–—]/u.test(line);
  return (first && !COMMON_VERB.test(line)) || (courseTitle && !COMMON_VERB.test(line.replace(/\([^)]*\)/gu, '')));
}

/** A line that only names the course: "Edexcel GCSE History Paper 1 - Cornell notes". */
export function isCourseLine(line: string): boolean {
  return (
    COURSE_MARKER.test(line) &&
    line.length <= 80 &&
    !COMMON_VERB.test(line) &&
    !/[.!?]["')\]]*$/u.test(line) &&
    matchBullet(line) === undefined
  );
}

/**
 * "Abraham Maslow: Hierarchy of Needs (1943)" above a paragraph: a section title written like a term
 * line. The part after the colon is a title (capitalised words, no verb, no full stop), not a definition.
 */
export function isLabelledTitle(line: string, next: string | undefined): boolean {
  if (next === undefined || next.length < line.length * 1.5 || matchBullet(next) !== undefined) return false;
  const m = /^([^:\-–—]{2,40})(?::| [-–—]) ([^:]{2,60})$/u.exec(line);
  // "Hierarchy of Needs": a capitalised word in a title is a name, not the verb "needs".
  const lowerWords = line.replace(/\b\p{Lu}\p{L}*/gu, ' ');
  if (!m || /[.!?;,]["')\]]*$/u.test(line) || COMMON_VERB.test(lowerWords)) return false;
  const words = (m[2] ?? '')
    .replace(/\([^)]*\)/gu, ' ')
    .split(' ')
    .filter((w) => /\p{L}{3}/u.test(w));
  if (words.length === 0 || words.length > 6) return false;
  const capitalised = words.filter((w) => /^[\p{Lu}]/u.test(w)).length;
  return capitalised / words.length >= 0.6 && /^[\p{Lu}]/u.test(m[1] ?? '');
}

export function isHeading(
  line: string,
  prev: string | undefined,
  next: string | undefined,
  blockLast: string | undefined,
  isolated: boolean,
  afterBreak = false,
): boolean {
  if (HEADING_HASH.test(line)) return true;
  if (next === undefined) return false;
  const words = line.split(/\s+/u).filter(hasWords);
  if (words.length === 0) return false;
  // "The end of the war and the Weimar Republic" after a blank line, above a paragraph: a title,
  // though written like a phrase. (A wrapped sentence would run on into the next line instead.)
  if (
    afterBreak &&
    words.length <= 10 &&
    !/[.!?,;:]["')\]]*$/u.test(line) &&
    !/[.!?]\s/u.test(line) &&
    /^[\p{Lu}\d]/u.test(line) &&
    !CONTINUATION_END.test(line) &&
    /^[\p{Lu}]/u.test(next) &&
    next.length > line.length * 1.5 &&
    !TERM_LINE.test(line) &&
    matchBullet(line) === undefined &&
    !/\b(?:is|are|was|were|be|been|has|have|had|can|could|will|would|does|do|did|means|causes?d?|makes?|made|uses?d?|gives?|gave|takes?|took|became|becomes?|shows?|showed|leads?|led|produces?d?|contains?|needs?|helps?)\b/iu.test(
      line,
    )
  )
    return true;
  // A short unpunctuated line standing alone between blank lines, written like a title, is a title.
  if (
    isolated &&
    words.length <= 12 &&
    !/[.!?,;:]["')\]]*$/u.test(line) &&
    !/[.!?]\s/u.test(line) &&
    !/^[a-z]/u.test(line)
  ) {
    const long = words
      .map((w) => w.replace(/^[^\p{L}\p{N}]+/u, ''))
      .filter((w) => w.replace(/[^\p{L}\p{N}]/gu, '').length >= 4);
    const capitalised = long.filter((w) => /^[\p{Lu}\d]/u.test(w)).length;
    if (words.length <= 5 || long.length === 0 || capitalised / long.length >= 0.5) return true;
  }
  // "Causes of the First World War:" introducing a list.
  if (/:$/u.test(line) && words.length <= 10) return true;
  // "CAUSES - NATURAL", "EFFECTS - PEOPLE" over bullets: a mind map's branch, capitals throughout, is
  // a heading although it reads like "term - meaning".
  const shouting = line.replace(/\([^()]*\)/gu, '').replace(/[^\p{L}]/gu, '');
  if (
    afterBreak &&
    words.length <= 8 &&
    shouting.length >= 4 &&
    shouting === shouting.toUpperCase() &&
    !/[.!?,;]["')\]]*$/u.test(line) &&
    matchBullet(next) !== undefined
  )
    return true;
  // "Pathway of blood (learn in order!)": the aside's mark does not end the line's own words.
  const bare = line.replace(/\s*\([^()]{1,40}\)$/u, '');
  if (words.length > 8 || /[.!?,;]["')\]]*$/u.test(bare) || /^[a-z]/u.test(line) || TERM_LINE.test(line)) return false;
  // A heading starts a new section, so the line before it must have finished.
  if (blockLast !== undefined && !SENTENCE_END.test(blockLast) && prev !== undefined && !/[:]$/u.test(prev))
    return false;
  const letters = line.replace(/[^\p{L}]/gu, '');
  const allCaps = letters.length >= 3 && letters === letters.toUpperCase();
  const capitalised = words.filter((w) => /^[\p{Lu}\d]/u.test(w)).length;
  const titleCase = capitalised / words.length >= 0.5;
  const nextIsItem = matchBullet(next) !== undefined || next.length > line.length * 1.5;
  // ("Binary search (list MUST be sorted!)" above its steps: two words and an aside.)
  const bareWords = bare.split(/\s+/u).filter(hasWords).length;
  if (allCaps || (titleCase && words.length <= 6) || (nextIsItem && Math.min(words.length, bareWords) <= 5))
    return true;
  // "Useful phrases for the writing exam" above a list, "Forming the imperfect" above its rules: a
  // verbless line of up to 8 words after a break that introduces a list or starts with a gerund.
  return (
    afterBreak &&
    !COMMON_VERB.test(line) &&
    !CONTINUATION_END.test(line) &&
    !/^["“]/u.test(line) &&
    (matchBullet(next) !== undefined || (/^\p{Lu}\p{Ll}+ing\b/u.test(line) && nextIsItem))
  );
}

export function hasWords(s: string): boolean {
  return /\p{L}{2,}|\p{N}/u.test(s);
}
