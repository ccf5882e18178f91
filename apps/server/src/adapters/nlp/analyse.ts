import { parseBlocks, type TextBlock } from './clean-text.js';
import { withHeadingSubject } from './heading-subject.js';
import { namesNothing } from './term-guards.js';
import { contentKeys } from './content-keys.js';
import { resolveLeadingPronouns } from './leading-pronouns.js';
import { findDefinition } from './patterns.js';
import { isVerbLike, isWordToken, rebase, tokenise, type Token } from './tokens.js';
import type { AnalysedText, Unit } from './unit.js';

// The types live in unit.ts, which the modules analyseText calls can import without a cycle.
export type { AnalysedText, Unit } from './unit.js';
import { ABBREVIATIONS } from './lexicon/abbreviations.js';
import { splitAtRegnalNumerals } from './sentence-ends.js';
import { CONTEXT_STARTS } from './lexicon/discourse-words.js';

/** Labels students put before the real content: "Exam tip: ...", "Definition: ...". */
const LABEL =
  /^(?:note|n\.?b\.?|remember|top tip|exam tip|tip|key point|important|definition|def|key fact|fact|worked examples?|example|e\.?g\.?|summary|recap|case study)\s*[:\-–—]\s+/iu;
const TERM_SPLIT = /^([^:;.!?]{1,60}?)\s*(:|\s[-–—=]\s|=)\s*(\S.*)$/u;
/**
 * The most text analysed at once: the API's own limit for notes (SUMMARY_TEXT_MAX). Longer input (a
 * pasted book, a garbage file) is cut here so the quadratic steps (sentence similarity) stay bounded.
 */
export const MAX_ANALYSED_CHARS = 100_000;

/**
 * The most units analysed: 100,000 characters of real notes make ~1,100 sentences; text cut into
 * more pieces than that is garbage, and later steps grow with the number of units.
 */
export const MAX_UNITS = 1_500;

/** A capitalised word before "(1959" or "(Bowlby, 1951": an author cited with a year. */
const CITED_NAME = /(?<![\p{L}'’])(\p{Lu}\p{Ll}{2,30})(?= \((?:[^()]{0,40}, )?(?:1[5-9]|20)\d\d)/gu;

export function analyseText(raw: string): AnalysedText {
  const blocks = parseBlocks(raw.length > MAX_ANALYSED_CHARS ? raw.slice(0, MAX_ANALYSED_CHARS) : raw);
  const units: Unit[] = [];
  const headings: string[] = [];
  blocks.forEach((block, b) => {
    if (block.kind === 'heading') {
      headings.push(block.text);
      return;
    }
    if (isSymbolSoup(block.text) || units.length >= MAX_UNITS) return;
    const unlabelled = block.text.replace(LABEL, '');
    const text = unlabelled === block.text ? unlabelled : unlabelled.charAt(0).toUpperCase() + unlabelled.slice(1);
    const whole = withHeadingSubject(block, text);
    const pieces = termPieces(whole) ?? splitUnits(whole);
    pieces.forEach((piece, i) => {
      units.push(makeUnit(piece, units.length, b, block, i === 0));
    });
  });
  resolveLeadingPronouns(units);
  units.forEach((u, i) => {
    u.firstInSection = i === 0 || units[i - 1]?.section !== u.section;
  });

  const lowerCaseWords = new Set<string>();
  const capitalisedWords = new Set<string>();
  for (const u of units) {
    u.tokens.forEach((t, i) => {
      if (t.type !== 'word' || !/\p{L}/u.test(t.value)) return;
      if (t.value === t.lower) lowerCaseWords.add(t.lower);
      else if (i > 0 && /^\p{Lu}\p{Ll}/u.test(t.value) && u.tokens[i - 1]?.value !== ':') capitalisedWords.add(t.lower);
    });
  }
  // "Parsons (1959)", "Bowlby (1951):": a word cited with a year is an author's name wherever it stands.
  for (const line of [...headings, ...units.map((u) => u.text)])
    for (const m of line.matchAll(CITED_NAME)) capitalisedWords.add((m[1] ?? '').toLowerCase());
  for (const h of headings) for (const w of h.split(/\s+/u)) if (w === w.toLowerCase()) lowerCaseWords.add(w);
  const wordCount = units.reduce((n, u) => n + u.wordCount, 0);
  return { blocks, units, headings, wordCount, lowerCaseWords, capitalisedWords };
}

/**
 * A long block that is mostly symbols and digits is OCR garbage (a photographed diagram, a torn
 * scan), not notes: prose is ~80% letters, and equations that are not are short lines.
 */
function isSymbolSoup(text: string): boolean {
  const visible = text.replace(/\s+/gu, '').length;
  const letters = text.replace(/[^\p{L}]+/gu, '').length;
  if (letters >= visible * 0.4) return false;
  // Short: garbage unless it has a word or reads like an equation ("Pb²⁺ + 2e⁻ → Pb").
  return text.length >= 24 || (!/\p{L}{3}/u.test(text) && !/[=→]/u.test(text));
}

interface Piece {
  text: string;
  tokens: Token[];
  kind: Unit['kind'];
  term: Unit['term'];
}

/** "Osmosis: the movement of water ... It is passive." -> a term item plus ordinary sentences. */
/** "b²", "x", "2x", "x²": one algebraic term, the left side of a minus sign. */
const ALGEBRA_TERM = /^\d*[a-zA-Z]?\d*[a-zA-Z][²³]?$/u;
/** "Set each bracket", "Square both sides": an instruction, whatever follows it. */
const INSTRUCTION_TERM =
  /^(?:set|make|put|use|write|take|add|divide|multiply|subtract|square|substitute|check|solve|factorise|expand|rearrange|move|flip|halve|find|plot|draw|label)\s+(?:each|the|a|an|both|all|your|it|them|every)\b/iu;

function termPieces(text: string): Piece[] | undefined {
  const m = TERM_SPLIT.exec(text);
  if (!m) return undefined;
  const term = (m[1] ?? '').trim();
  const explanation = (m[3] ?? '').trim();
  const words = term.split(/\s+/u);
  if (words.length > 6 || !/^[\p{L}\d]/u.test(term) || explanation.length < 3) return undefined;
  // "b² - 4ac > 0": a minus between two algebraic terms, not "term - meaning".
  if ((m[2] ?? '').trim() === '-' && ALGEBRA_TERM.test(term) && /^\d*[a-z]{1,3}\b|^\d/u.test(explanation))
    return undefined;
  // "Set each bracket = 0": an instruction with an "=", not a term the notes define.
  if (INSTRUCTION_TERM.test(term)) return undefined;
  const termTokens = tokenise(term).tokens;
  // A clause before the colon ("There are three types:") is not a term.
  if (
    termTokens.some((t) => isVerbLike(t) && !/ing$/u.test(t.lower) && t.pos !== 'VERB') ||
    termTokens.some((t) => t.pos === 'PRON')
  )
    return undefined;
  if (termTokens.filter(isVerbLike).length > 1) return undefined;
  if (namesNothing(term, termTokens, m[2] ?? ':')) return undefined;

  // Equations keep their "="; every other separator ("-", "–", ":") is shown as a colon.
  const display = (m[2] ?? '').includes('=') ? `${term} = ${explanation}` : `${term}: ${explanation}`;
  const { tokens, sentences } = tokenise(display);
  const termTo = termTokens.length - 1;
  const spans = mergeSpans(sentences, tokens, display);
  // The term item runs to the end of the first sentence that starts at the term.
  const pieces: Piece[] = [];
  spans.forEach(([a, z], i) => {
    const first = tokens[a];
    const last = tokens[z];
    if (!first || !last) return;
    const slice = display.slice(first.start, last.end);
    if (i === 0) {
      // The explanation starts after "term: " (or "term = ") as written; counting tokens would miss
      // when the term alone tokenises differently ("Wright reforms (2010): select committee …").
      const from = display.length - explanation.length;
      const explanationText = display.slice(from < last.end ? from : (tokens[termTo + 2] ?? first).start, last.end);
      pieces.push({
        text: slice,
        tokens: rebase(tokens.slice(a, z + 1), first.start),
        kind: 'term',
        term: { term, explanation: explanationText, termTo },
      });
    } else {
      pieces.push({
        text: slice,
        tokens: rebase(tokens.slice(a, z + 1), first.start),
        kind: 'sentence',
        term: undefined,
      });
    }
  });
  return pieces.length > 0 ? pieces : undefined;
}

function splitUnits(text: string): Piece[] {
  const { tokens, sentences } = tokenise(text);
  return mergeSpans(sentences, tokens, text).flatMap(([a, z]) => {
    const first = tokens[a];
    const last = tokens[z];
    if (!first || !last) return [];
    return [
      {
        text: text.slice(first.start, last.end),
        tokens: rebase(tokens.slice(a, z + 1), first.start),
        kind: 'sentence' as const,
        term: undefined,
      },
    ];
  });
}

/** Repairs wink's sentence breaks after abbreviations ("et al.", "e.g.") and before lower-case continuations. */
function mergeSpans(spans: [number, number][], tokens: Token[], text: string): [number, number][] {
  const out: [number, number][] = [];
  for (const span of splitAtRegnalNumerals(spans, tokens)) {
    const prev = out[out.length - 1];
    const first = tokens[span[0]];
    if (prev && first && shouldMerge(tokens, prev[1], first, span, text)) {
      prev[1] = span[1];
      continue;
    }
    out.push([span[0], span[1]]);
  }
  return out;
}

function shouldMerge(tokens: Token[], prevEnd: number, first: Token, span: [number, number], text: string): boolean {
  if (/^\p{Ll}/u.test(first.value) && !/^(?:e\.g|i\.e)/u.test(first.lower)) return true;
  // '"Out, damned spot!": guilt destroys her' - the quotation's "!" does not end the sentence.
  if (/^[,:;)\]]/u.test(first.value)) return true;
  // '"My only love sprung from my only hate!" (Juliet) - oxymoron …', '"…till now?" - Romeo forgets
  // Rosaline': what follows a quotation's own mark explains it.
  const before = tokens[prevEnd];
  if (/^[(\-–—→=]/u.test(first.value) && before && /^["”'’]$/u.test(before.value)) return true;
  const last = tokens[span[1]];
  if (!/\p{L}{2}/u.test(text.slice(first.start, last?.end ?? first.end))) return true;
  const lastTok = tokens[prevEnd];
  const beforeLast = tokens[prevEnd - 1];
  let abbreviation: string | undefined;
  if (lastTok?.value === '.' && beforeLast && beforeLast.end === lastTok.start) abbreviation = beforeLast.lower;
  else if (lastTok && /\w\.$/u.test(lastTok.value)) abbreviation = lastTok.lower.slice(0, -1);
  if (abbreviation === undefined || abbreviation === 'etc') return false;
  // "c. 1500" but not "vitamin C. It ...".
  if (abbreviation === 'c' || abbreviation === 'ca') return first.type === 'number';
  // "Brown v. Board of Education": a lower-case "v." between names is a legal case, not a sentence end.
  if (abbreviation === 'v')
    return (
      /^v/u.test((lastTok?.value === '.' ? beforeLast?.value : lastTok?.value) ?? '') && /^\p{Lu}/u.test(first.value)
    );
  return ABBREVIATIONS.has(abbreviation);
}

/**
 * A table row's content words without its column headings: every row repeats "symbol", "melting point",
 * which would make them the notes' most frequent terms and every row the summary's best point.
 */
function rowContent(tokens: Token[], row: NonNullable<TextBlock['table']>): string[] {
  const headings = new Set(contentKeys(tokenise(row.cells.map((c) => c.name).join(' ')).tokens));
  return contentKeys(tokens).filter((k) => !headings.has(k));
}

function makeUnit(piece: Piece, index: number, block: number, source: TextBlock, firstInBlock: boolean): Unit {
  const { text, tokens } = piece;
  const words = tokens.filter(isWordToken);
  const firstWord = tokens.find((t) => t.type === 'word');
  const definition = piece.kind === 'sentence' ? findDefinition(text, tokens) : undefined;
  return {
    index,
    block,
    blockKind: source.kind,
    section: source.section,
    numbered: source.numbered,
    firstInBlock,
    firstInSection: false,
    kind: piece.kind,
    text,
    tokens,
    term: piece.term,
    definition,
    content: source.table ? rowContent(tokens, source.table) : contentKeys(tokens),
    isQuestion: /\?["')]*$/u.test(text),
    // "↑ temp → ↑ rate": in notes an arrow between words stands for "leads to" (but "6. Semi-lunar
    // valve → aorta" is one step of a process, which means nothing alone).
    isFragment:
      piece.kind === 'sentence' &&
      !tokens.some(isVerbLike) &&
      !hasHiddenVerb(tokens) &&
      (source.numbered || !ARROW_RELATION.test(text)),
    dependsOnContext: firstWord !== undefined && CONTEXT_STARTS.has(firstWord.lower),
    wordCount: words.length,
  };
}

/**
 * The lite model often tags a present-tense verb after its subject as a noun ("Amylase breaks down
 * starch"): a plural-looking noun straight after a noun and before a preposition, article or noun.
 */
const ARROW_RELATION = /[\p{L}\p{N})]\s?[→⇒]\s?[\p{L}\p{N}(↑↓]/u;

function hasHiddenVerb(tokens: Token[]): boolean {
  return tokens.some((t, i) => {
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    return (
      i > 0 &&
      t.pos === 'NOUN' &&
      /\p{Ll}s$/u.test(t.value) &&
      prev !== undefined &&
      (prev.pos === 'NOUN' || prev.pos === 'PROPN') &&
      next !== undefined &&
      ['ADP', 'DET', 'NOUN', 'ADV', 'ADJ', 'PRON'].includes(next.pos)
    );
  });
}
