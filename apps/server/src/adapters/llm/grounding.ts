/**
 * Is a model's text backed by the student's notes? Deliberately crude and deterministic (no NLP
 * model): content words are lower-cased, stop words dropped and suffixes clipped, so "Enzymes
 * denatured" meets "the enzyme denatures". Numbers are stricter: each must appear in the notes,
 * because a wrong date or figure costs marks even when every word around it is right.
 */

/** Function words that carry no fact; an answer made only of these is not an answer. */
const STOP_WORDS = new Set(
  (
    'a an the and or but nor so yet of to in on at by for from with into onto over under than as that ' +
    'which who whom whose what this these those it its they them their he him his she her we us our you ' +
    'your i me my is are was were be been being am has have had do does did doing can could will would ' +
    'may might must should shall not no if then there here when where while because also such very more ' +
    'most less much many some any all each both either neither about after before between through during ' +
    'until without up down out off again further once only own same too just s t'
  ).split(' '),
);

/** Share of an answer's content words that must appear in the notes. */
export const GROUNDED_SHARE = 0.8;

/** Clips common English suffixes so inflections meet; both sides are clipped the same way. */
export function crudeStem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/u, '');
  if (w.length <= 3 || /\d/u.test(w)) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(?:ss|x|z|ch|sh)es$/u.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed') && !w.endsWith('eed')) w = w.slice(0, -2);
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** Numbers as written, with thousands separators removed: "1,000" and "1000" are the same figure. */
export function numbersIn(text: string): string[] {
  const found = text.match(/(?<![\p{L}\d])\d+(?:[.,]\d+)*/gu) ?? [];
  return found.map((n) => n.replace(/,(?=\d{3}\b)/gu, '').replace(/\.$/u, ''));
}

/** Stemmed content words (letters, or letters with digits such as "CO2"); hyphenated words also by part. */
export function contentStems(text: string): string[] {
  const words = text.replace(/\*+/gu, '').match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
  const out: string[] = [];
  for (const word of words) {
    if (!/\p{L}/u.test(word)) continue;
    const parts = word.includes('-') ? [word, ...word.split('-')] : [word];
    for (const part of parts) {
      const lower = part.toLowerCase();
      if (STOP_WORDS.has(lower) || lower.length < 2) continue;
      out.push(crudeStem(lower));
    }
  }
  return out;
}

/** The notes prepared once for many checks. */
export interface SourceIndex {
  stems: Set<string>;
  numbers: Set<string>;
}

export function indexSource(source: string): SourceIndex {
  return { stems: new Set(contentStems(source)), numbers: new Set(numbersIn(source)) };
}

export interface GroundingResult {
  /** Share of the text's distinct content words found in the notes (1 when it has none). */
  share: number;
  /** Numbers in the text that the notes never mention. */
  missingNumbers: string[];
  /** Whether the text has any content word or number at all. */
  hasContent: boolean;
}

export function grounding(text: string, source: SourceIndex): GroundingResult {
  const stems = [...new Set(contentStems(text).filter((s) => !s.includes('-')))];
  const numbers = numbersIn(text);
  const found = stems.filter((s) => source.stems.has(s)).length;
  return {
    share: stems.length === 0 ? 1 : found / stems.length,
    missingNumbers: numbers.filter((n) => !source.numbers.has(n)),
    hasContent: stems.length > 0 || numbers.length > 0,
  };
}

/** The rule for card answers: some content, every number in the notes, ≥ `minShare` of the words too. */
export function isGrounded(text: string, source: SourceIndex, minShare = GROUNDED_SHARE): boolean {
  const g = grounding(text, source);
  return g.hasContent && g.missingNumbers.length === 0 && g.share >= minShare;
}

/** Jaccard similarity of two texts' content words: 1 for the same words in any order. */
export function similarity(a: string, b: string): number {
  const x = new Set(contentStems(a));
  const y = new Set(contentStems(b));
  if (x.size === 0 && y.size === 0) return a.trim().toLowerCase() === b.trim().toLowerCase() ? 1 : 0;
  let both = 0;
  for (const s of x) if (y.has(s)) both++;
  return both / (x.size + y.size - both);
}

/**
 * The notes' sentences and lines, for quoting: split at sentence ends and line breaks, bullets
 * stripped. Headings come back too; callers that quote pick the best match, which is rarely one.
 */
export function sourceSentences(notes: string): string[] {
  return notes
    .split(/\n+/u)
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=["'(\p{Lu}\d])/u))
    .map((s) =>
      s
        .replace(/^\s*(?:[-•*–]|\d{1,2}[.)])\s+/u, '')
        .replace(/\s+/gu, ' ')
        .trim(),
    )
    .filter((s) => /\p{L}/u.test(s));
}

/**
 * Index of the notes sentence that best backs `text` (most shared content words, ties to the earlier
 * sentence), or -1 when none shares a word.
 */
export function bestSourceSentence(text: string, sentences: string[]): number {
  const wanted = new Set(contentStems(text));
  const wantedNumbers = new Set(numbersIn(text));
  let best = -1;
  let bestScore = 0;
  sentences.forEach((s, i) => {
    const stems = new Set(contentStems(s));
    let score = 0;
    for (const w of wanted) if (stems.has(w)) score++;
    for (const n of numbersIn(s)) if (wantedNumbers.has(n)) score += 2;
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  });
  return best;
}

/**
 * Headings of the notes, which are never an answer or a point: short lines with no end punctuation,
 * and the first line when it reads as a title ("Homeostasis: controlling blood glucose").
 */
export function sourceHeadings(notes: string): string[] {
  const lines = notes
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const headings = lines
    .filter((l) => !/^(?:[-•*–]|\d{1,2}[.)])\s/u.test(l) && !/[.!?:]$/u.test(l) && !l.includes(':'))
    .filter((l) => l.split(/\s+/u).length <= 8);
  const first = lines[0];
  if (first && !/[.!?]$/u.test(first) && first.split(/\s+/u).length <= 12 && !headings.includes(first)) {
    headings.unshift(first);
  }
  return headings;
}

/** Same words once markup, punctuation and case are ignored. */
export function sameLabel(a: string, b: string): boolean {
  const norm = (s: string): string =>
    s
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const x = norm(a);
  return x.length > 0 && x === norm(b);
}
