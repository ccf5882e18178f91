import { capitaliseFirst, COLOUR_PARTICIPLES, isKnownWord, isVerbLike, type Unit } from '../nlp/index.js';
import { isEquation } from './equations.js';

/** A unit shortened for a summary point, with the character ranges of unit.text that were removed. */
export interface Condensed {
  text: string;
  /** Removed [start, end) ranges of unit.text, sorted and disjoint. */
  removed: [number, number][];
}

/** Labels for a part of the notes rather than a term: what follows them is an ordinary sentence. */
const LAYOUT_LABEL =
  /^(?:background|context|evaluation|structure|summary|overview|comparisons?|conclusions?(?: for (?:an )?essays?)?|key idea|remember|notice|note|nb|important|key point|watch out|careful|hint)$/iu;

/** Openers that add no fact: the sentence after them stands on its own. */
const EMPTY_OPENER =
  /^(?:this means that|in other words,?|basically,?|essentially,?|(?:it is )?important(?: to (?:note|remember))?(?: is)? that|it is worth (?:noting|remembering) that|remember that|note that|you (?:should|need to) (?:know|remember) that|also,?|additionally,?|furthermore,?|moreover,?|in addition,?|plus,?|and|besides,?)\s+(?=["'\p{L}\d])/iu;
/** "..., for example the 2015 earthquake." An example tail illustrates the fact rather than stating it. */
const EXAMPLE_TAIL = /,?\s(?:for example|for instance|e\.g\.?)[,:]?\s[^;]*?(?=[.!]?["')]*$)/iu;
const PARENTHESIS = /\s?\(([^()]{1,120})\)/gu;

/**
 * Shortens a sentence where the fact survives: no filler opener, no aside in brackets that is not a
 * definition, acronym, figure or quotation, no "for example ..." tail. What is left is always still a
 * sentence with a verb, ending where the original ended; otherwise the unit is returned whole.
 */
export function condenseUnit(unit: Unit): Condensed {
  const text = unit.text;
  const removed: [number, number][] = [];
  const opener = EMPTY_OPENER.exec(text);
  if (opener && unit.kind === 'sentence') removed.push([0, opener[0].length]);
  // "Background: the Weimar Republic was set up in 1919 ...": the label names a part of the page, not a
  // term; the sentence after it is the point.
  if (unit.term && LAYOUT_LABEL.test(unit.term.term.trim())) {
    const after = unit.tokens[unit.term.termTo + 1];
    const rest = unit.tokens.slice(unit.term.termTo + 2);
    if (after && /^[:\-–—]$/u.test(after.value) && rest.some((t) => isVerbLike(t)) && rest.length >= 4)
      removed.push([0, rest[0]?.start ?? after.end]);
  }
  if (unit.kind === 'sentence' || (unit.term && unit.text.length > 80)) {
    for (const m of text.matchAll(PARENTHESIS)) {
      const inner = m[1] ?? '';
      const start = m.index ?? 0;
      // Keep what an examiner marks: figures, acronyms ("(ATP)"), quotations, "i.e."/"called" glosses.
      // "(Act 1 Scene 4)", "(line 9)": a reference, not a fact.
      const reference = /^(?:act \d+,? scene \d+|act \d+|scene \d+|lines? \d+(?:[-–]\d+)?|p\.? ?\d+|page \d+)$/iu.test(
        inner.trim(),
      );
      if (!reference && /\d|\b\p{Lu}{2,}\b|["=]|\b(?:i\.e\.|called|known as|meaning|means)\b/u.test(inner)) continue;
      if (unit.term && start < unit.term.term.length + 2) continue;
      // "fixed costs ÷ (selling price - variable cost)": part of a formula.
      if (/[=÷×*/+\-−]\s*$/u.test(text.slice(0, start)) || /[÷×*/+−=]/u.test(inner)) continue;
      removed.push([start, start + m[0].length]);
    }
  }
  if (unit.kind === 'sentence') {
    const tail = EXAMPLE_TAIL.exec(text);
    if (tail && !/["]/u.test(tail[0])) {
      // "..., e.g. θ = tan⁻¹(0.75)": the bracket the example opened closes with it.
      let end = tail.index + tail[0].length;
      let open = (tail[0].match(/\(/gu)?.length ?? 0) - (tail[0].match(/\)/gu)?.length ?? 0);
      while (open > 0 && text[end] === ')') {
        end++;
        open--;
      }
      removed.push([tail.index, end]);
    }
    removed.push(...asides(unit));
  }
  const merged = mergeRanges(removed);
  const kept = applyRemoval(text, merged);
  // A shortened sentence must still read as one: enough words and a verb outside the removed parts.
  if (merged.length > 0) {
    // The tagger misses some verbs ("the rate increases"), so only a verb seen inside a cut counts as lost.
    const verbKept = unit.tokens.some(
      (t, i) =>
        !inRanges(t.start, merged) &&
        (isVerbLike(t) ||
          (t.pos === 'NOUN' && /\p{Ll}s$/u.test(t.value) && ['NOUN', 'PROPN'].includes(unit.tokens[i - 1]?.pos ?? ''))),
    );
    const verbCut = unit.tokens.some((t) => isVerbLike(t) && inRanges(t.start, merged));
    const words = kept.split(/\s+/u).filter((w) => /\p{L}/u.test(w)).length;
    if ((verbCut && !verbKept && unit.kind === 'sentence') || words < 4) return { text, removed: [] };
  }
  return { text: capitaliseFirst(kept), removed: merged };
}

/**
 * Whether a unit stops mid-sentence: OCR lost the rest of the line ("... suggesting that.",
 * "... so regicide was o."), or the text breaks off after a word that needs a continuation.
 */
export function isIncomplete(unit: Unit): boolean {
  const words = unit.tokens.filter((t) => t.type === 'word');
  const last = words[words.length - 1];
  if (!last) return true;
  // '"going to do something".': the tail of a sentence split at a quotation, not a sentence.
  // "sin θ = opposite ÷ hypotenuse" is a formula, not a tail.
  // '"ape-like fury" (Chapter 4): Hyde beats ...' is a whole quotation with its analysis, not a tail.
  const quotationItem = /^["“][^"”]{2,200}["”]\s*(?:\([^()]{1,40}\)\s*)?[:–—-]\s/u.test(unit.text);
  // ("- smashed group: 16 out of 50 said yes": a bullet its writer did not capitalise is whole.)
  const bulletStart = unit.firstInBlock && unit.blockKind === 'bullet';
  if (
    !bulletStart &&
    /^["'(]?\p{Ll}+\b/u.test(unit.text) &&
    !/\p{Lu}/u.test(words[0]?.value ?? '') &&
    !isEquation(unit.text) &&
    !quotationItem
  )
    return true;
  const lastTokenIndex = unit.tokens.indexOf(last);
  // "... from 1945 to 1991.", "... to 80%.": a figure after the word ends the sentence.
  const figureAfter = unit.tokens.slice(lastTokenIndex + 1).some((t) => t.type === 'number');
  if (
    !figureAfter &&
    /^(?:that|the|a|an|and|or|but|of|to|in|on|by|with|for|from|which|who|whose|because|so|as|at|into|than|its|their|his|her|this|these|such|between|is|are|was|were|be|been|if|when|while|whereas|although|then|very|more|most)$/iu.test(
      last.value,
    )
  )
    return true;
  // "... (m/s²).", "... (W = m g).": a unit or symbol closed by a bracket or quotation, not a cut word.
  const quoted =
    unit.tokens.slice(lastTokenIndex + 1).some((t) => /["')\]]/u.test(t.value) || t.type === 'unk') ||
    unit.tokens[lastTokenIndex - 1]?.value === '/';
  // A cut-off word: a short lower-case stub the lexicon does not know.
  // wink reads "o." at the end as one token, like an abbreviation.
  const stub = last.value.replace(/\.$/u, '');
  // "... between sides a and b.": the last of a list of variables.
  const prev = words[words.length - 2]?.lower ?? '';
  const variables =
    /^[a-z]$/u.test(stub) && /^(?:and|or)$/u.test(prev) && /^\p{L}$/u.test(words[words.length - 3]?.value ?? '');
  if (!quoted && !variables && /^\p{Ll}{1,3}$/u.test(stub) && (!isKnownWord(stub) || /^[b-hj-z]$/u.test(stub)))
    return true;
  return /[,;:–—÷×=+-][.!?]?$/u.test(unit.text.trim());
}

/**
 * Character ranges of asides in a sentence, outside quotations: an appositive after a name
 * ("the Ruhr, Germany's main industrial area,"), a trailing purpose ("..., to take coal instead"), a
 * trailing participle that only adds colour ("..., hoping to march on Berlin").
 */
function asides(unit: Unit): [number, number][] {
  const tokens = unit.tokens;
  const out: [number, number][] = [];
  const quoted = new Set<number>();
  let inQuote = false;
  tokens.forEach((t, i) => {
    if (t.value === '"') inQuote = !inQuote;
    if (inQuote) quoted.add(i);
  });
  let end = tokens.length - 1;
  while (end > 0 && /^[.!?"')\]]$/u.test(tokens[end]?.value ?? '')) end--;
  const lastEnd = tokens[end]?.end ?? unit.text.length;
  for (let i = 1; i < tokens.length - 2; i++) {
    const t = tokens[i];
    const next = tokens[i + 1];
    if (!t || !next || t.value !== ',' || quoted.has(i) || quoted.has(i + 1)) continue;
    const rest = tokens.slice(i + 1, end + 1);
    if (rest.some((r) => r.value === '"' || r.value === ',' || r.value === ';')) {
      // "the Ruhr, Germany's main industrial area, to ...": a short verbless phrase between commas after a name.
      const close = tokens.findIndex((r, k) => k > i && r.value === ',');
      const inner = tokens.slice(i + 1, close);
      if (
        close > i + 1 &&
        close - i <= 7 &&
        tokens[i - 1]?.pos === 'PROPN' &&
        !inner.some((r) => isVerbLike(r) || r.value === '"' || r.type === 'number') &&
        // "the Nigerian film industry", "Germany's main industrial area"; not "such as achievement".
        (next.pos === 'DET' || (next.pos === 'PROPN' && /^'s?$/u.test(tokens[i + 2]?.value ?? ''))) &&
        inner.some((r) => r.pos === 'NOUN')
      )
        out.push([t.start, tokens[close]?.end ?? t.start]);
      continue;
    }
    const to = next.lower === 'to' && isVerbLike(tokens[i + 2] ?? next);
    if (to || COLOUR_PARTICIPLES.has(next.lower)) out.push([t.start, lastEnd]);
    if (to || COLOUR_PARTICIPLES.has(next.lower)) break;
  }
  return out;
}

function mergeRanges(ranges: [number, number][]): [number, number][] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const r of sorted) {
    const prev = out[out.length - 1];
    if (prev && r[0] <= prev[1]) prev[1] = Math.max(prev[1], r[1]);
    else out.push([r[0], r[1]]);
  }
  return out;
}

function applyRemoval(text: string, ranges: [number, number][]): string {
  let out = '';
  let at = 0;
  for (const [a, b] of ranges) {
    out += text.slice(at, a);
    at = b;
  }
  return (
    (out + text.slice(at))
      .replace(/\s+([,.;:!?])/gu, '$1')
      .replace(/\s{2,}/gu, ' ')
      .trim()
      // "(Act 1 Scene 2): Sheila feels ..." without its reference starts at "Sheila".
      .replace(/^[,;:]\s*/u, '')
  );
}

export function inRanges(pos: number, ranges: [number, number][]): boolean {
  return ranges.some(([a, b]) => pos >= a && pos < b);
}

/** Maps an offset in unit.text to the condensed text (before trimming), given the removed ranges. */
export function shiftOffset(pos: number, ranges: [number, number][]): number {
  let shift = 0;
  for (const [a, b] of ranges) if (b <= pos) shift += b - a;
  return pos - shift;
}
