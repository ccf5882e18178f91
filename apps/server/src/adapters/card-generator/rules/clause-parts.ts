import { isNounLike, isVerbAt, isVerbLike, nounPhraseEnd, type Token } from '../../nlp/index.js';
import { stripEnd } from '../question-forms.js';

export const CAUSE_VERBS = new Map<string, { phrase: string; base: string }>([
  ['causes', { phrase: 'cause', base: 'cause' }],
  ['caused', { phrase: 'cause', base: 'cause' }],
  ['cause', { phrase: 'cause', base: 'cause' }],
  ['leads', { phrase: 'lead to', base: 'lead' }],
  ['led', { phrase: 'lead to', base: 'lead' }],
  ['lead', { phrase: 'lead to', base: 'lead' }],
  ['results', { phrase: 'result in', base: 'result' }],
  ['resulted', { phrase: 'result in', base: 'result' }],
  ['result', { phrase: 'result in', base: 'result' }],
  ['triggers', { phrase: 'trigger', base: 'trigger' }],
  ['triggered', { phrase: 'trigger', base: 'trigger' }],
  ['produces', { phrase: 'produce', base: 'produce' }],
  ['produced', { phrase: 'produce', base: 'produce' }],
]);

/** The answer part of a clause, without a trailing reason or consequence. */
export function mainClause(s: string): string {
  return stripEnd(
    s
      // "a ÷ sin A = b ÷ sin B. Use it when ...": a second sentence in the point is another fact.
      .replace(/\.\s+\p{Lu}.*$/u, '')
      // "made in the liver and stored in the gall bladder": the second participle is another fact.
      .replace(/\s+and\s+(?:(?:is|are|was|were|then)\s+)?\p{Ll}+(?:ed|en)\s+(?:in|into|by|as|from|to|at|on)\s.*$/u, '')
      .replace(/\s*(?:,\s*|\s)(?:because|so|so that|which means|meaning that)\s.*$/iu, '')
      .replace(/\s*,\s*(?:but|whereas|while|although)\s.*$/iu, '')
      .replace(/\s*;.*$/u, '')
      // "... than aggregate supply, for example because of ..." once the reason is gone.
      .replace(/\s*,?\s*(?:for example|for instance|e\.g\.?|such as)\s*$/iu, ''),
  );
}

/** "swaps them", tagged NOUN by the lite model: a plural-looking word before a pronoun or article. */
export function hiddenVerbAt(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  const next = tokens[i + 1];
  return (
    t !== undefined &&
    t.pos === 'NOUN' &&
    /\p{Ll}s$/u.test(t.value) &&
    next !== undefined &&
    ['PRON', 'DET'].includes(next.pos)
  );
}

/**
 * A finite verb at i: "acid **kills** pathogens", "hairs and mucus **trap** particles" — not an
 * infinitive ("to stay"), a participle ("a hormone made by", "an agent carrying") or a gerund.
 */
export function finiteVerbAt(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  if (!t) return false;
  if (hiddenVerbAt(tokens, i) || pluralSubjectVerbAt(tokens, i)) return true;
  if (!isVerbLike(t) || /ing$/u.test(t.lower) || tokens[i - 1]?.lower === 'to') return false;
  // "electrodes made of graphite", "rocks carried by the sea": a participle after its noun.
  const prev = tokens[i - 1];
  const participle = /(?:ed|en)$|^(?:made|built|held|kept|found|set|put|sent|left|paid|sold|brought|caught|taught)$/u;
  return !(participle.test(t.lower) && prev && isNounLike(prev) && tokens[i + 1]?.pos === 'ADP');
}

/** "enzymes control photosynthesis": a base-form word tagged NOUN between a plural noun and its object. */
export function pluralSubjectVerbAt(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  const prev = tokens[i - 1];
  const next = tokens[i + 1];
  return (
    t !== undefined &&
    prev !== undefined &&
    next !== undefined &&
    t.pos === 'NOUN' &&
    t.lemma === t.lower &&
    !/s$/u.test(t.lower) &&
    isNounLike(prev) &&
    // A plural: "enzymes", or one the lemmatiser folds ("cilia" -> "cilium").
    (/\p{Ll}s$/u.test(prev.value) || (prev.pos === 'NOUN' && prev.lemma !== prev.lower)) &&
    ['NOUN', 'DET', 'ADJ', 'PROPN'].includes(next.pos)
  );
}

/** Whether tokens from `i` start a clause of their own: "and Kennedy ordered", "which delayed", "so it". */
export function startsClause(tokens: Token[], i: number): boolean {
  let at = i;
  const first = tokens[at];
  if (!first) return false;
  if (['which', 'who', 'whereas', 'while', 'although', 'though', 'so', 'because'].includes(first.lower)) return true;
  if (first.lower === 'and' || first.lower === 'but') at++;
  const end = nounPhraseEnd(tokens, at, 6);
  if (end < at)
    return ['it', 'they', 'he', 'she', 'we', 'this'].includes(tokens[at]?.lower ?? '') && isVerbAt(tokens, at + 1);
  return isVerbAt(tokens, end + 1) || hiddenVerbAt(tokens, end + 1);
}

/** Last token of the clause that starts at `from`: before a comma, semicolon, colon or "and" + verb. */
export function clauseEnd(tokens: Token[], from: number): number {
  for (let i = from; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    if ([',', ';', ':', '('].includes(t.value)) return i - 1;
    if ((t.lower === 'and' || t.lower === 'but') && tokens[i + 1] && isVerbLike(tokens[i + 1] as Token)) return i - 1;
    if (t.lower === 'because' || t.lower === 'so') return i - 1;
  }
  return tokens.length - 1;
}
