import {
  capitaliseFirst,
  CLAUSE_CONNECTIVES,
  contentKeys,
  DEPENDENT_STARTS,
  isVerbLike,
  PRONOUN_STARTS,
  type Token,
  type Unit,
} from '../nlp/index.js';
import { condenseUnit, inRanges, isIncomplete } from './condense.js';

/**
 * A candidate summary point: a whole (condensed) unit, or one independent clause of it. Long
 * sentences often carry two facts in two clauses ("Ambition corrupts Macbeth; order is restored when
 * Malcolm becomes king"); offering each clause lets a short summary keep the one that matters.
 */
export interface Candidate {
  unit: number;
  /** Character range of unit.text the candidate covers. */
  from: number;
  to: number;
  /** Removed [start, end) ranges of unit.text inside [from, to). */
  removed: [number, number][];
  text: string;
  content: string[];
  whole: boolean;
  /** Starts with a pronoun that needs the sentence before ("he starts to think about murder"). */
  dependsOnContext: boolean;
  /** A list point (list-points.ts): the units of its items, `unit` being the first. */
  items?: number[];
}

/** `tableRow`: a row of a table in the notes, offered whole (its ";" separate cells, not clauses). */
export function candidatesOf(unit: Unit, tableRow = false): Candidate[] {
  const whole = condenseUnit(unit);
  const out: Candidate[] = [
    {
      unit: unit.index,
      from: 0,
      to: unit.text.length,
      removed: whole.removed,
      text: whole.text,
      content: unit.content,
      whole: true,
      dependsOnContext: unit.dependsOnContext,
    },
  ];
  if (tableRow) return out;
  if (unit.kind === 'term' && unit.term) {
    const head = termHead(unit, whole.removed);
    if (head) out.push(head);
    return out;
  }
  if (unit.kind !== 'sentence' || unit.wordCount < 14) return out;
  const ranges = clauseRanges(unit.tokens);
  for (const [k, range] of ranges.entries()) {
    let from = range[0];
    const to = range[1];
    // "people with savings, and pensioners …, saw …": after a short verbless stretch, ", and" joins
    // the items of a list of subjects, not two clauses, so the clause starts with the list.
    // (Short: the tagger misses some verbs, "Oxygen and carbon dioxide diffuse across …".)
    const before = ranges[k - 1];
    if (before && CLAUSE_CONNECTIVES.has(unit.tokens[from]?.lower ?? '')) {
      const stretch = unit.tokens.slice(before[0], before[1] + 1);
      if (stretch.filter((t) => t.type === 'word').length <= 6 && !stretch.some(isVerbLike)) from = before[0];
    }
    if (from === 0 && to >= unit.tokens.length - 1) continue;
    const c = clauseCandidate(unit, from, to, whole.removed);
    if (c) out.push(c);
  }
  return out;
}

/**
 * "Natural increase: most migrants are young adults, so the birth rate is high, and ..." -> "Natural
 * increase: most migrants are young adults." The label and the first clause of its explanation.
 */
function termHead(unit: Unit, unitRemoved: [number, number][]): Candidate | undefined {
  const term = unit.term;
  if (!term || unit.wordCount < 12) return undefined;
  const start = unit.tokens[term.termTo + 1]?.end ?? 0;
  let inQuote = false;
  let cut = -1;
  for (let i = term.termTo + 2; i < unit.tokens.length; i++) {
    const t = unit.tokens[i];
    if (!t) break;
    if (t.value === '"') inQuote = !inQuote;
    if (inQuote) continue;
    const next = unit.tokens[i + 1]?.lower ?? '';
    if (
      t.value === ';' ||
      (t.value === ',' && /^(?:so|and|which|because|for|e\.g\.?|such|while|whereas)$/u.test(next))
    ) {
      cut = i;
      break;
    }
  }
  const cutToken = unit.tokens[cut];
  if (!cutToken) return undefined;
  const explanation = unit.text.slice(start, cutToken.start).trim();
  if (explanation.split(/\s+/u).length < 3) return undefined;
  const to = cutToken.start;
  const removed = unitRemoved.filter(([, y]) => y <= to);
  let text = '';
  let at = 0;
  for (const [x, y] of removed) {
    text += unit.text.slice(at, x);
    at = y;
  }
  text = (text + unit.text.slice(at, to))
    .replace(/\s+([,.;:!?])/gu, '$1')
    .replace(/\s{2,}/gu, ' ')
    .trim();
  // "Scene 2): once he is king, ...": a label OCR cut from its opening bracket.
  if (isIncompleteText(text) || !balanced(text)) return undefined;
  return {
    unit: unit.index,
    from: 0,
    to,
    removed,
    text,
    content: contentKeys(unit.tokens.slice(0, cut)),
    whole: false,
    dependsOnContext: false,
  };
}

/**
 * Token ranges of the clauses of a sentence: split at ";", at ":" in a sentence, and at ", and /
 * but / so / which / showing ..." outside quotation marks.
 */
function clauseRanges(tokens: Token[]): [number, number][] {
  const cuts: number[] = [];
  let inQuote = false;
  tokens.forEach((t, i) => {
    if (t.value === '"') inQuote = !inQuote;
    if (inQuote || i === 0) return;
    if (t.value === ';' || t.value === ':') cuts.push(i);
    else if (
      t.value === ',' &&
      /^(?:and|but|so|yet|while|whereas|which|who|showing|suggesting|meaning)$/iu.test(tokens[i + 1]?.lower ?? '')
    )
      cuts.push(i);
  });
  const ranges: [number, number][] = [];
  let start = 0;
  for (const c of cuts) {
    if (c - 1 >= start) ranges.push([start, c - 1]);
    start = c + 1;
  }
  if (start <= tokens.length - 1) ranges.push([start, tokens.length - 1]);
  return ranges;
}

function clauseCandidate(
  unit: Unit,
  fromToken: number,
  toToken: number,
  unitRemoved: [number, number][],
): Candidate | undefined {
  const tokens = unit.tokens;
  // What stands before a colon is a label or an introduction ("Memory address register (MAR):").
  if (tokens[toToken + 1]?.value === ':') return undefined;
  let a = fromToken;
  // ", so the temperature falls" is an effect of the clause before: alone it loses its cause.
  if (/^(?:so|yet)$/iu.test(tokens[a]?.lower ?? '')) return undefined;
  // "and the audience knows ..." -> "The audience knows ..."
  if (CLAUSE_CONNECTIVES.has(tokens[a]?.lower ?? '')) a++;
  if (tokens[a]?.value === ',') a++;
  const first = tokens[a];
  let z = toToken;
  while (z > a && /^[,;:.!?]$/u.test(tokens[z]?.value ?? '')) z--;
  const last = tokens[z];
  if (!first || !last || z - a < 3) return undefined;
  if (DEPENDENT_STARTS.has(first.lower)) return undefined;
  const inner = tokens.slice(a, z + 1);
  // An independent clause: a subject before its verb.
  const verbAt = inner.findIndex((t) => isVerbLike(t) && !/ing$/u.test(t.lower));
  if (verbAt < 1) return undefined;
  // "physiological needs, safety needs, social needs and ...": a list, whatever the tagger says.
  if (inner.filter((t) => t.value === ',').length >= 2 && inner.filter((t) => isVerbLike(t)).length <= 1)
    return undefined;
  if (
    !inner
      .slice(0, verbAt)
      .some((t) => t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'PRON' || t.type === 'number')
  )
    return undefined;
  const from = first.start;
  // Keep the sentence's closing quote or bracket with the clause it closes.
  let to = last.end;
  const after = tokens[z + 1];
  if (after && /^["')\]]$/u.test(after.value) && z + 1 <= toToken) to = after.end;
  const removed = unitRemoved.filter(([x, y]) => x >= from && y <= to);
  if (
    inner.some((t) => isVerbLike(t) && inRanges(t.start, removed)) &&
    !inner.some((t) => isVerbLike(t) && !inRanges(t.start, removed))
  )
    return undefined;
  let text = '';
  let at = from;
  for (const [x, y] of removed) {
    text += unit.text.slice(at, x);
    at = y;
  }
  text += unit.text.slice(at, to);
  text = capitaliseFirst(
    text
      .replace(/\s+([,.;:!?])/gu, '$1')
      .replace(/\s{2,}/gu, ' ')
      .trim(),
  );
  // '… each other."' without its opening quotation mark is half a quotation.
  if (isIncompleteText(text) || isShortList(text) || !balanced(text)) return undefined;
  return {
    unit: unit.index,
    from,
    to,
    removed,
    text,
    content: contentKeys(inner),
    whole: false,
    dependsOnContext: PRONOUN_STARTS.has(first.lower),
  };
}

/** Quotation marks paired and round brackets closed. */
export function balanced(text: string): boolean {
  let depth = 0;
  let quotes = 0;
  for (const ch of text) {
    if (ch === '"') quotes++;
    else if (ch === '(') depth++;
    else if (ch === ')' && --depth < 0) return false;
  }
  return depth === 0 && quotes % 2 === 0;
}

/** "Physiological needs, safety needs, social needs and self-actualisation.": items, not a clause. */
function isShortList(text: string): boolean {
  const items = text.replace(/[.!?]$/u, '').split(/,\s*|\s+(?:and|or)\s+/u);
  return items.length >= 3 && items.every((i) => i.trim().split(/\s+/u).length <= 3);
}

/** The text-only part of isIncomplete: a clause must not end on a word that needs a continuation. */
function isIncompleteText(text: string): boolean {
  const last = /(\p{L}+)[^\p{L}]*$/u.exec(text)?.[1] ?? '';
  return /^(?:that|the|a|an|and|or|but|of|to|which|whose|because|than|its|their|very|if)$/iu.test(last);
}

export { isIncomplete };
