import {
  type AnalysedText,
  extraposedIt,
  isKnownWord,
  PERSON_NOUNS,
  personSubject,
  PRONOUN_STARTS,
  tokenise,
  type Token,
  type Unit,
} from '../nlp/index.js';
import type { Candidate } from './clauses.js';

/**
 * Two guarantees every summary length keeps (issue 27), applied to the selection's points:
 *
 * 1. A heading that names a law, principle, rule or definition ("Newton's first law", "The Divine
 *    Right of Kings") keeps its defining sentence: it is what the heading is for, and a summary
 *    without it reads as equations with no meaning.
 * 2. A point never leans on a dropped sentence for who or what it is about. "Guilt later overwhelms
 *    her." either says who ("… overwhelms Lady Macbeth", when the sentence before names her as its
 *    subject), or keeps that sentence, or is dropped.
 *
 * Room is made by dropping the longest other points, as summary-length.ts does.
 */

/** A heading naming one of these is about a statement to learn: its first sentence is that statement. */
const NAMED_STATEMENT = /\b(?:laws?|principles?|theorems?|rules?|definitions?|postulates?)\b/iu;
/** "… is the belief that …" after the heading's name: a definition the pattern finder did not mark. */
const DEFINING_VERB = /^ (?:is|are|was|were|means|refers to|describes|states)\b/u;
/** "he", "her": a person, whom a point alone cannot name. */
const PERSON_PRONOUNS: ReadonlySet<string> = new Set(['he', 'she', 'him', 'her', 'his', 'hers', 'himself', 'herself']);
/** "a skydiver", "the patient": a common noun for a person after an article. */
const PERSON_ARTICLES: ReadonlySet<string> = new Set(['a', 'an', 'the', 'this', 'that', 'each', 'every']);
const PERSON_ENDING = /(?:er|or|ist|ian|ant|ent|man|woman|girl|boy|child)$/u;
/** A summary keeps at least this many points, however long they are (as summary-length.ts). */
const MIN_KEPT_POINTS = 3;

export interface KeepMeaningOptions {
  /** Candidates the selection could use; referents are taken from these. */
  eligible: Candidate[];
  /** Every candidate: a heading's defining sentence is kept even when it ranked too low to be eligible. */
  all: Candidate[];
  /** Most characters the points may take as shown (markup and separators included). */
  limit: number;
  /** Most points. */
  maxPoints: number;
}

export function keepMeaning(analysis: AnalysedText, chosen: Candidate[], options: KeepMeaningOptions): Candidate[] {
  const { units } = analysis;
  const kept = [...chosen];
  const protectedUnits = headingDefinitions(analysis);
  for (const index of protectedUnits) {
    if (kept.some((c) => c.unit === index || c.items?.includes(index))) continue;
    const whole = options.all.find((c) => c.unit === index && c.whole && !c.items);
    if (whole) kept.push(whole);
  }
  // Referents a kept point needs: never trimmed while the point stays.
  const needed = new Set<Candidate>();
  const resolve = (): void => {
    for (let round = 0; round < 3; round++) {
      let changed = false;
      for (const c of [...kept]) {
        const unit = units[c.unit];
        if (!unit || c.items) continue;
        const pronoun = danglingPronoun(c, unit, kept);
        if (!pronoun) continue;
        const prev = units[c.unit - 1];
        const samePara = prev !== undefined && prev.block === unit.block;
        const name = samePara && PERSON_PRONOUNS.has(pronoun.token.lower) ? personSubject(prev) : undefined;
        const at = kept.indexOf(c);
        if (name) {
          kept[at] = { ...c, text: namePronoun(c.text, pronoun.token, pronoun.next, name), dependsOnContext: false };
          changed = true;
        } else {
          const referent = samePara
            ? (options.eligible.find((e) => e.unit === prev.index && e.whole && !e.items) ??
              options.all.find((e) => e.unit === prev.index && e.whole && !e.items))
            : undefined;
          if (referent && !kept.includes(referent)) {
            kept.push(referent);
            needed.add(referent);
            changed = true;
          } else if (!referent) {
            kept.splice(at, 1);
            changed = true;
          }
        }
      }
      if (!changed) break;
    }
  };
  resolve();
  sortByPlace(kept);
  // Make room: the longest point that is neither a heading's definition nor a referent goes first,
  // then referents (their points go with them below). A heading's definition is never dropped here.
  // Never below what the selection itself used: the estimate must not trim a summary nothing was added to.
  const limit = Math.max(options.limit, shownEstimate(chosen));
  const maxPoints = Math.max(options.maxPoints, chosen.length);
  while (kept.length > MIN_KEPT_POINTS && (kept.length > maxPoints || shownEstimate(kept) > limit)) {
    const longest = (skipNeeded: boolean): number => {
      let at = -1;
      for (const [i, c] of kept.entries()) {
        if (protectedUnits.has(c.unit) || (skipNeeded && needed.has(c))) continue;
        if (at < 0 || c.text.length > (kept[at]?.text.length ?? 0)) at = i;
      }
      return at;
    };
    const at = longest(true) >= 0 ? longest(true) : longest(false);
    if (at < 0) break;
    kept.splice(at, 1);
    dropDangling(kept, units);
  }
  dropDangling(kept, units);
  return kept;
}

/** A point whose referent went is dropped (and a referent kept for it may now lean on nothing). */
function dropDangling(kept: Candidate[], units: Unit[]): void {
  for (let i = kept.length - 1; i >= 0; i--) {
    const c = kept[i];
    const unit = c ? units[c.unit] : undefined;
    if (c && unit && !c.items && danglingPronoun(c, unit, kept)) kept.splice(i, 1);
  }
}

/** Units a summary of any length keeps: the defining sentence of a law, rule or term a heading names. */
export function headingDefinitions(analysis: AnalysedText): Set<number> {
  const out = new Set<number>();
  const bySection = new Map<string, Unit[]>();
  for (const u of analysis.units) {
    if (!u.section) continue;
    const list = bySection.get(u.section) ?? [];
    list.push(u);
    bySection.set(u.section, list);
  }
  for (const [section, list] of bySection) {
    if (NAMED_STATEMENT.test(section)) {
      // "Newton's first law" / "An object remains at rest … unless a resultant force acts on it."
      const first = list.find((u) => u.kind === 'sentence' && !u.isQuestion && !u.isFragment && u.wordCount >= 4);
      if (first) out.add(first.index);
    }
    // "The Divine Right of Kings" / "The Divine Right of Kings is the belief that …"; "Weight and mass"
    // names two terms.
    for (const name of section.split(/\s*(?:,|&|\band\b|\bvs\.?|\bversus\b)\s*/iu).map(plainName)) {
      if (!name) continue;
      const defining = list.find(
        (u) =>
          (u.definition && u.definition.form !== 'name' && plainName(u.definition.subject) === name) ||
          (u.term && plainName(u.term.term) === name) ||
          (DEFINING_VERB.test(plainName(u.text).slice(name.length)) && plainName(u.text).startsWith(name)),
      );
      if (defining) out.add(defining.index);
    }
  }
  return out;
}

/** A name as compared with a heading: lower case, no article, brackets or punctuation. */
function plainName(text: string): string {
  return text
    .toLowerCase()
    .replace(/\([^)]*\)/gu, ' ')
    .replace(/[^\p{L}\p{N}'’ ]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/^(?:the|a|an) /u, '');
}

/**
 * The pronoun that makes a point lean on the sentence before it, when that sentence is not kept: a
 * leading "It"/"They"/"This" or a "he"/"her" with no name or person before it in the point.
 */
function danglingPronoun(
  c: Candidate,
  unit: Unit,
  kept: Candidate[],
): { token: Token; next: Token | undefined } | undefined {
  const hasReferent = kept.some(
    (s) => s !== c && (s.unit === c.unit - 1 || (s.unit === c.unit && s.to <= c.from) || s.items?.includes(c.unit - 1)),
  );
  if (hasReferent) return undefined;
  const tokens = tokenise(c.text).tokens;
  const first = tokens[0];
  if (
    first &&
    PRONOUN_STARTS.has(first.lower) &&
    !extraposedIt(tokens) &&
    (unit.dependsOnContext || c.dependsOnContext)
  )
    return { token: first, next: tokens[1] };
  for (const [i, t] of tokens.entries()) {
    if (namesSomeone(tokens, i)) return undefined;
    // "Information in STM …": a capitalised abbreviation or name is someone or something named.
    if (/^\p{Lu}{2,}$/u.test(t.value)) return undefined;
    if (PERSON_PRONOUNS.has(t.lower)) return { token: t, next: tokens[i + 1] };
  }
  return undefined;
}

/** Whether token i names a person the point's "she"/"him" can refer to: "Macbeth", "the king", "a skydiver". */
function namesSomeone(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  if (!t) return false;
  if (PERSON_NOUNS.has(t.lower)) return true;
  // The tagger calls a sentence's capitalised first word a name ("Guilt"): there only an unknown word is one.
  if (t.pos === 'PROPN' || /^\p{Lu}\p{Ll}+$/u.test(t.value)) return i > 0 || !isKnownWord(t.lower);
  const before = tokens[i - 1]?.lower ?? '';
  return t.pos === 'NOUN' && PERSON_ARTICLES.has(before) && PERSON_ENDING.test(t.lower);
}

/** "Guilt later overwhelms her." → "Guilt later overwhelms Lady Macbeth."; "her hands" → "Lady Macbeth's hands". */
function namePronoun(text: string, pronoun: Token, next: Token | undefined, name: string): string {
  const possessive =
    pronoun.lower === 'his' ||
    (pronoun.lower === 'her' &&
      next !== undefined &&
      next.type === 'word' &&
      !['and', 'to', 'that'].includes(next.lower));
  return text.slice(0, pronoun.start) + (possessive ? `${name}'s` : name) + text.slice(pronoun.end);
}

/** The points' length as shown, counting one bold term (4 characters) and one separator a point. */
function shownEstimate(points: Candidate[]): number {
  return points.reduce((n, c) => n + c.text.length + 5, 0) - 1;
}

function sortByPlace(points: Candidate[]): void {
  points.sort((a, b) => a.unit - b.unit || a.from - b.from);
}
