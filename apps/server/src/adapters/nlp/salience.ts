import type { AnalysedText, Unit } from './analyse.js';
import { contentKeys } from './content-keys.js';
import { CLASSROOM_TALK } from './lexicon/course-words.js';
import { BARE_EXAMPLE } from './lexicon/discourse-words.js';
import { GENERIC_NOUNS, isGenericWord } from './lexicon/everyday-words.js';
import { nounPhraseEnd } from './patterns.js';
import { isNounLike, isVerbLike, tokenise, type Token } from './tokens.js';

export interface SalienceContext {
  subject?: string | undefined;
  topic?: string | undefined;
}

export interface Salience {
  /** Score per unit (same order as analysis.units), 0..~2; higher is more worth keeping. */
  scores: number[];
  /** Cosine similarity of two units' BM25 vectors, 0..1. */
  similarity(a: number, b: number): number;
  /** Weight of each content stem as a key term (0 when not key). */
  keyWeight(key: string): number;
  /** Stems of the topic, subject and headings. */
  focusKeys: Set<string>;
  /** Stems of the terms the notes define ("X is ...", "X: ...", "... is called X"). */
  definedKeys: Set<string>;
  /** Units that are the other half of a contrast the notes define ("An endothermic reaction takes in ..."). */
  contrasts: Set<number>;
  /** Each score's parts per unit, 0..1 before the boosts (features of the summariser's fact prior). */
  parts: { centrality: number[]; density: number[]; newFacts: number[]; boost: number[] };
}

export function rankUnits(analysis: AnalysedText, context: SalienceContext = {}): Salience {
  const { units } = analysis;
  const n = units.length;
  const focusKeys = new Set<string>([
    ...keysOf(context.topic),
    ...keysOf(context.subject),
    ...analysis.headings.flatMap((h) => keysOf(h)),
  ]);

  // Key terms: things the notes define or list, and content words they keep returning to.
  const counts = new Map<string, number>();
  for (const u of units) for (const k of u.content) counts.set(k, (counts.get(k) ?? 0) + 1);
  const definedKeys = new Set<string>();
  for (const u of units) {
    // The words of the term itself, not "of October 1962" or "the".
    const termWord = (t: Token): boolean => !t.stop && t.type === 'word' && t.entity !== 'DATE';
    if (u.definition)
      for (const t of u.tokens.slice(u.definition.subjectFrom, u.definition.subjectTo + 1))
        if (termWord(t)) definedKeys.add(t.key);
    if (u.term) for (const t of u.tokens.slice(0, u.term.termTo + 1)) if (termWord(t)) definedKeys.add(t.key);
  }
  // Defined subjects as [modifier keys, head key]: "exothermic reaction" -> [[exothermic], reaction].
  const definedSubjects: [string[], string][] = [];
  for (const u of units) {
    const d = u.definition;
    if (!d || d.form === 'name') continue;
    const words = u.tokens.slice(d.subjectFrom, d.subjectTo + 1).filter((t) => !t.stop && t.type === 'word');
    const head = words[words.length - 1];
    if (head && words.length >= 2 && words.length <= 3)
      definedSubjects.push([words.slice(0, -1).map((t) => t.key), head.key]);
  }
  // Keys mostly used as nouns; "increases" tagged NOUN once is still a verb.
  const nounUses = new Map<string, number>();
  const allUses = new Map<string, number>();
  const properUses = new Map<string, number>();
  for (const u of units) {
    u.tokens.forEach((t, i) => {
      allUses.set(t.key, (allUses.get(t.key) ?? 0) + 1);
      if (isNounLike(t) || t.pos === 'ADJ' || t.pos === 'NUM') nounUses.set(t.key, (nounUses.get(t.key) ?? 0) + 1);
      if ((i > 0 && /^\p{Lu}/u.test(t.value)) || /^\p{Lu}[\p{Lu}\d]+s?$/u.test(t.value))
        properUses.set(t.key, (properUses.get(t.key) ?? 0) + 1);
    });
  }
  const unitsWith = new Map<string, number>();
  for (const u of units) for (const k of new Set(u.content)) unitsWith.set(k, (unitsWith.get(k) ?? 0) + 1);
  const keyWeights = new Map<string, number>();
  for (const [key, count] of counts) {
    if (GENERIC_NOUNS.has(key) || (nounUses.get(key) ?? 0) * 2 < (allUses.get(key) ?? 1)) continue;
    let w = count >= 2 ? 1 + Math.log2(count) : 0.6;
    // Names (Germany, Britain) recur because the story is about them, not because each mention matters.
    // A name mentioned once ("Truman", "Kristallnacht") is still a fact to keep, unlike a one-off word.
    if ((properUses.get(key) ?? 0) * 2 >= count) w = count === 1 ? 1 : Math.min(w, 2.5);
    // Figures are facts to keep (featureBoost) but not terms; a repeated year is not the topic.
    if (/^\d/u.test(key)) w = Math.min(w, 1);
    // Long words are rarer in general English (Zipf), so "chlorophyll" is likelier a term to learn than "light".
    else w *= Math.min(1.5, 1 + 0.08 * Math.max(0, key.length - 6));
    if (focusKeys.has(key)) w *= 1.5;
    // "countries", "government": everyday words say little about what a sentence teaches.
    if (isGenericWord(key)) w *= 0.5;
    if (definedKeys.has(key)) w = Math.max(w, 2.5) * 1.5;
    // The topic word of a note ("war", "photosynthesis") is in half its sentences and tells them apart poorly.
    if (n >= 8 && (unitsWith.get(key) ?? 0) > n * 0.3) w *= 0.6;
    keyWeights.set(key, w);
  }

  // BM25-weighted vectors; TextRank over their cosine similarities finds the central sentences.
  const df = new Map<string, number>();
  for (const u of units) for (const k of new Set(u.content)) df.set(k, (df.get(k) ?? 0) + 1);
  const avgLen = units.reduce((s, u) => s + u.content.length, 0) / Math.max(1, n);
  const vectors = units.map((u) => {
    const tf = new Map<string, number>();
    for (const k of u.content) tf.set(k, (tf.get(k) ?? 0) + 1);
    const v = new Map<string, number>();
    const k1 = 1.2;
    const b = 0.75;
    for (const [k, f] of tf) {
      const d = df.get(k) ?? 1;
      const idf = Math.log(1 + (n - d + 0.5) / (d + 0.5));
      v.set(k, (idf * (f * (k1 + 1))) / (f + k1 * (1 - b + (b * u.content.length) / Math.max(1, avgLen))));
    }
    const norm = Math.sqrt([...v.values()].reduce((s, x) => s + x * x, 0)) || 1;
    for (const [k, x] of v) v.set(k, x / norm);
    return v;
  });
  // Sparse: only sentences sharing a word have a similarity, so long notes cost what they share, not n².
  const sim: Map<number, number>[] = units.map(() => new Map<number, number>());
  const postings = new Map<string, number[]>();
  // In very long input a word shared by hundreds of sentences has a tiny idf yet would link every pair
  // of them; leaving it out of the similarity keeps the graph sparse (and 100,000 characters fast).
  const commonCap = n > 400 ? Math.max(60, n * 0.05) : Number.POSITIVE_INFINITY;
  vectors.forEach((v, i) => {
    for (const k of v.keys()) {
      if ((df.get(k) ?? 0) > commonCap) continue;
      const list = postings.get(k);
      if (list) list.push(i);
      else postings.set(k, [i]);
    }
  });
  vectors.forEach((v, i) => {
    const row = sim[i] as Map<number, number>;
    for (const [k, x] of v) {
      for (const j of postings.get(k) ?? []) {
        if (j <= i) continue;
        row.set(j, (row.get(j) ?? 0) + x * (vectors[j]?.get(k) ?? 0));
      }
    }
    for (const [j, dot] of row) if (j > i) sim[j]?.set(i, dot);
  });
  const textRank = pageRank(sim);
  const maxRank = Math.max(...textRank, 1e-9);

  // Where a term first appears is where the notes introduce it; later mentions count half.
  const firstMention = new Map<string, number>();
  units.forEach((u, i) => {
    for (const k of u.content) if (!firstMention.has(k)) firstMention.set(k, i);
  });
  const density = units.map((u, i) => {
    const unique = new Set(u.content);
    let s = 0;
    for (const k of unique) s += (keyWeights.get(k) ?? 0) * (firstMention.get(k) === i ? 1 : 0.5);
    // Sub-linear in length, so a long list of names does not outscore a crisp definition.
    return s / (2 + Math.pow(u.content.length, 0.8));
  });
  const maxDensity = Math.max(...density, 1e-9);

  // New facts: names, dates and figures the unit is first to mention. Centrality and term density
  // both reward repetition, which undervalues the one sentence about "the Truman Doctrine of 1947".
  const seenFacts = new Set<string>();
  const facts = units.map((u) => {
    let count = 0;
    for (const f of factAnchors(u)) {
      if (seenFacts.has(f)) continue;
      seenFacts.add(f);
      count++;
    }
    return Math.min(3, count) / 3;
  });

  const contrasts = new Set<number>();
  const boosts: number[] = [];
  const scores = units.map((u, i) => {
    const base =
      0.42 * ((textRank[i] ?? 0) / maxRank) + 0.42 * ((density[i] ?? 0) / maxDensity) + 0.16 * (facts[i] ?? 0);
    let boost = featureBoost(u, focusKeys);
    // "An endothermic reaction takes in energy ..." after "An exothermic reaction is ...": the other
    // half of a contrast the notes define is as much a definition as the first half.
    if (!u.definition && !u.term && contrastsDefinedTerm(u, definedSubjects)) {
      boost *= 1.4;
      contrasts.add(u.index);
    }
    boosts.push(boost);
    return base * boost;
  });

  return {
    scores,
    similarity: (a, b) => (a === b ? 1 : (sim[a]?.get(b) ?? 0)),
    keyWeight: (key) => keyWeights.get(key) ?? 0,
    focusKeys,
    definedKeys,
    contrasts,
    parts: {
      centrality: textRank.map((r) => r / maxRank),
      density: density.map((d) => d / maxDensity),
      newFacts: facts,
      boost: boosts,
    },
  };
}

/** Multipliers for what makes a sentence a good study point on its own. */
function featureBoost(u: Unit, focusKeys: Set<string>): number {
  let m = 1;
  if (u.definition && u.definition.form !== 'name') m *= 1.5;
  else if (u.definition) m *= 1.3;
  else if (u.term) m *= 1.4;
  // Notes usually open with the overview of the topic.
  if (u.block <= 1) m *= 1.1;
  // Measured values and dates are what exam questions ask for; bare counts less so.
  if (
    u.tokens.some(
      (t) =>
        t.entity === 'PERCENT' ||
        t.entity === 'MONEY' ||
        t.entity === 'DATE' ||
        t.value === '%' ||
        t.type === 'currency' ||
        /^(?:1[0-9]|20)\d{2}s?$/u.test(t.value),
    )
  )
    m *= 1.3;
  else if (u.tokens.some((t) => t.type === 'number')) m *= 1.15;
  // "The Truman Doctrine", "the Berlin Airlift": a named event, act or institution is a fact to learn.
  if (hasMultiWordName(u)) m *= 1.15;
  if (/\b(?:because|causes?d?|leads? to|led to|results? in|due to|therefore|so that|means that)\b/iu.test(u.text))
    m *= 1.1;
  const focusHits = u.content.filter((k) => focusKeys.has(k)).length;
  if (focusHits > 0) m *= 1 + Math.min(0.3, 0.1 * focusHits);
  if (u.firstInSection) m *= 1.2;
  else if (u.firstInBlock && u.blockKind === 'paragraph') m *= 1.05;
  if (u.wordCount < 5 && !u.term) m *= 0.55;
  else if (u.wordCount > 45) m *= 0.75;
  if (u.wordCount > 70) m *= 0.6;
  if (u.isQuestion) m *= 0.2;
  if (u.dependsOnContext) m *= 0.7;
  if (u.isFragment && !u.term) m *= 0.7;
  if (CLASSROOM_TALK.test(u.text)) m *= 0.3;
  // "Thermal decomposition is an example." says nothing without the sentence before it.
  if (BARE_EXAMPLE.test(u.text)) m *= 0.5;
  const symbols = u.tokens.filter((t) => t.type === 'symbol' || t.type === 'punctuation').length;
  if (symbols > u.tokens.length * 0.4) m *= 0.6;
  return m;
}

function contrastsDefinedTerm(u: Unit, defined: [string[], string][]): boolean {
  if (defined.length === 0) return false;
  const end = nounPhraseEnd(u.tokens, 0, 4);
  if (end < 1 || !isVerbLike(u.tokens[end + 1] ?? (u.tokens[0] as Token))) return false;
  const words = u.tokens.slice(0, end + 1).filter((t) => !t.stop && t.type === 'word');
  const head = words[words.length - 1];
  if (!head || words.length < 2) return false;
  const modifiers = words.slice(0, -1).map((t) => t.key);
  return defined.some(([mods, h]) => h === head.key && !modifiers.every((m) => mods.includes(m)));
}

/** Names ("truman doctrine", "nato"), years and measured figures in a unit, lower-cased. */
function factAnchors(u: Unit): string[] {
  const out: string[] = [];
  const tokens = u.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!t) continue;
    if (t.type === 'number') {
      const next = tokens[i + 1];
      if (/^(?:1[0-9]|20)\d{2}s?$/u.test(t.value) || next?.value === '%' || tokens[i - 1]?.type === 'currency')
        out.push(t.value);
      continue;
    }
    const capital = (x: Token | undefined): boolean =>
      x !== undefined && x.type === 'word' && /^\p{Lu}/u.test(x.value) && !x.stop && x.entity !== 'DATE';
    const acronym = /^\p{Lu}[\p{Lu}\d]+s?$/u.test(t.value);
    if (!capital(t) || (i === 0 && !acronym && !capital(tokens[1]))) continue;
    let j = i;
    while (capital(tokens[j + 1])) j++;
    out.push(
      tokens
        .slice(i, j + 1)
        .map((x) => x.key)
        .join(' '),
    );
    i = j;
  }
  return out;
}

function hasMultiWordName(u: Unit): boolean {
  const capital = (t: Token | undefined): boolean =>
    t !== undefined && t.type === 'word' && /^\p{Lu}/u.test(t.value) && !t.stop && t.entity !== 'DATE';
  return u.tokens.some(
    (t, i) => i > 0 && capital(t) && capital(u.tokens[i + 1]) && u.tokens[i + 1]?.start === t.end + 1,
  );
}

/** Weighted PageRank (damping 0.85) over a symmetric, sparse similarity matrix. */
function pageRank(sim: Map<number, number>[]): number[] {
  const n = sim.length;
  if (n === 0) return [];
  const out = sim.map((row) => [...row.values()].reduce((s, x) => s + x, 0));
  let rank = new Array<number>(n).fill(1 / n);
  for (let iter = 0; iter < 40; iter++) {
    const next = new Array<number>(n).fill((1 - 0.85) / n);
    for (let j = 0; j < n; j++) {
      const oj = out[j] ?? 0;
      if (oj === 0) continue;
      const share = (0.85 * (rank[j] ?? 0)) / oj;
      for (const [i, w] of sim[j] as Map<number, number>) if (w > 0) next[i] = (next[i] ?? 0) + w * share;
    }
    const delta = next.reduce((s, x, i) => s + Math.abs(x - (rank[i] ?? 0)), 0);
    rank = next;
    if (delta < 1e-6) break;
  }
  return rank;
}

export function keysOf(text: string | undefined): string[] {
  if (!text || !text.trim()) return [];
  return contentKeys(tokenise(text).tokens).filter((k) => !GENERIC_NOUNS.has(k));
}
