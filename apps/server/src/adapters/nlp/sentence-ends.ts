import type { Token } from './tokens.js';

/** A regnal or ordinal Roman numeral after a name: "James I", "Henry VIII", "World War II". */
const ROMAN_NUMERAL = /^(?:I{1,3}|IV|VI{0,3}|IX|XI{0,3}|XIV|XVI{0,3}|XIX|XX)$/u;
/** The next sentence's verb must come within this many words of its first word ("She never married"). */
const CLAUSE_VERB_WITHIN = 3;

/**
 * Sentence ends wink misses. Rule "regnal numeral": a Roman numeral after a capitalised name, then a
 * full stop and a capitalised word that starts a new clause (a verb follows within three words), ends
 * the sentence. wink reads "I." as an initial, so these were one sentence:
 *
 * - "… early in the reign of King James I. James believed in witchcraft." → two sentences
 * - "Henry VIII. He broke with Rome." / "Elizabeth I. She never married." → two sentences
 * - "World War I. It began in 1914." → two sentences
 * - "Charles I. Stuart kings …" is split only when "Stuart kings" is followed by a verb; "C. S. Lewis
 *   wrote …" (a letter that is not after a name) and "Dr. James", "e.g. James" (abbreviations, handled
 *   where spans are merged) are never split here.
 */
export function splitAtRegnalNumerals(spans: [number, number][], tokens: Token[]): [number, number][] {
  const out: [number, number][] = [];
  for (const [a, z] of spans) {
    let from = a;
    for (let i = a + 1; i < z; i++) {
      const end = regnalEnd(tokens, i);
      if (end === undefined || end >= z || !startsClause(tokens, end + 1, z)) continue;
      out.push([from, end]);
      from = end + 1;
      i = end;
    }
    out.push([from, z]);
  }
  return out;
}

/** The index of the token holding the full stop when token i is a numeral ending a name, else undefined. */
function regnalEnd(tokens: Token[], i: number): number | undefined {
  const token = tokens[i];
  const name = tokens[i - 1];
  if (!token || !name || !/^\p{Lu}\p{Ll}+$/u.test(name.value)) return undefined;
  // wink keeps "I." as one token ("James I."), but "VIII" and "." apart.
  if (/\.$/u.test(token.value)) return ROMAN_NUMERAL.test(token.value.slice(0, -1)) ? i : undefined;
  if (!ROMAN_NUMERAL.test(token.value) || tokens[i + 1]?.value !== '.') return undefined;
  return tokens[i + 1]?.start === token.end ? i + 1 : undefined;
}

/** A subject pronoun, or a capitalised word followed within a few words (before any punctuation) by a verb. */
function startsClause(tokens: Token[], from: number, z: number): boolean {
  const first = tokens[from];
  if (!first || !/^\p{Lu}/u.test(first.value)) return false;
  // "She never married": a subject pronoun opens a clause whatever the tagger makes of its verb.
  if (first.pos === 'PRON' && first.value !== 'I') return true;
  for (let i = from; i <= Math.min(z, from + CLAUSE_VERB_WITHIN); i++) {
    const t = tokens[i];
    if (!t || t.type === 'punctuation') return false;
    if (i > from && (t.pos === 'VERB' || t.pos === 'AUX')) return true;
  }
  return false;
}
