import type { Unit } from './unit.js';
import { contentKeys } from './content-keys.js';
import { findDefinition, looksPlural, nounPhraseEnd } from './patterns.js';
import { isVerbLike, tokenise, type Token } from './tokens.js';

/**
 * "Osmosis is the diffusion of water ... It is a passive process." -> "Osmosis is a passive process."
 * Only straight after a definition (or term item) in the same block, where "it"/"they" almost always
 * means the thing just defined, and only when number agrees; elsewhere the pronoun stays.
 */
export function resolveLeadingPronouns(units: Unit[]): void {
  for (let i = 1; i < units.length; i++) {
    const u = units[i];
    const prev = units[i - 1];
    if (!u || !prev || u.block !== prev.block || u.kind !== 'sentence') continue;
    const first = u.tokens[0];
    const second = u.tokens[1];
    if (!first || !second || (!isVerbLike(second) && !(second.pos === 'NOUN' && /\p{Ll}s$/u.test(second.value))))
      continue;
    if ((first.value === 'He' || first.value === 'She') && isVerbLike(second)) {
      // "After the murder of Duncan, Macbeth becomes a tyrant. He orders ..." -> "Macbeth orders ...".
      const name = personSubject(prev);
      if (name) replaceLeadingPronoun(units, i, name);
      continue;
    }
    if (!(first.value === 'It' || first.value === 'They')) continue;
    // "It is important to remember …": the "it" stands for what follows, not for the term before.
    if (first.value === 'It' && extraposedIt(u.tokens)) continue;
    let referent: string | undefined;
    let plural = false;
    if (prev.definition && prev.definition.form !== 'name') {
      referent = prev.definition.subject;
      plural = prev.definition.plural || looksPlural(referent);
    } else if (prev.term) {
      const termTokens = prev.tokens.slice(0, prev.term.termTo + 1);
      if (nounPhraseEnd(termTokens, 0) === prev.term.termTo) {
        referent = prev.term.term;
        plural = looksPlural(referent);
      }
    } else if (
      prev.section &&
      // (The first unit under its heading; firstInSection is set after this runs.)
      (i === 1 || units[i - 2]?.section !== prev.section) &&
      first.value === 'It' &&
      // A description that opens with "A"/"An", verbless but for participles: "A controlled
      // observation of … infants aged 12-18 months" (the tagger misses verbs: "Many people move …").
      ['a', 'an'].includes(prev.tokens[0]?.lower ?? '') &&
      !prev.tokens.some((t) => t.pos === 'AUX' || (t.pos === 'VERB' && !/(?:ed|ing|en)$/u.test(t.lower)))
    ) {
      // "Ainsworth's Strange Situation (Ainsworth & Bell, 1970)" / "A controlled observation of … It has
      // 8 episodes …": after a verbless line describing the heading, "it" is what the heading names.
      const heading = prev.section.replace(/\s*\([^()]*\)\s*$/u, '').trim();
      const words = heading.split(/\s+/u);
      if (words.length >= 1 && words.length <= 6 && !looksPlural(heading) && /^\p{Lu}/u.test(heading))
        referent = heading;
    } else if (!prev.isQuestion && second.pos !== 'AUX' && second.lemma !== 'be') {
      // "Bile is made in the liver ... It neutralises stomach acid": the previous sentence's subject.
      // Only before a lexical verb: "It was c. 1500 BC when ..." is no reference at all.
      const end = nounPhraseEnd(prev.tokens, 0, 4);
      const next = prev.tokens[end + 1];
      const head = prev.tokens[end];
      if (
        end >= 0 &&
        next &&
        isVerbLike(next) &&
        head &&
        !prev.tokens.slice(0, end + 1).some((t) => t.lower === 'and')
      ) {
        referent = prev.text.slice(0, head.end);
        plural = looksPlural(referent) || ['are', 'were', 'have'].includes(next.lower);
        if (['is', 'was', 'has'].includes(next.lower)) plural = false;
      }
    }
    if (!referent || plural !== (first.value === 'They')) continue;
    // "They" needs a plural verb and "It" a singular one, or the guess is probably wrong.
    if (first.value === 'It' && ['are', 'were', 'have'].includes(second.lower)) continue;
    if (first.value === 'They' && ['is', 'was', 'has'].includes(second.lower)) continue;
    // "A catalyst ..." as a referent reads "The catalyst" when repeated.
    replaceLeadingPronoun(units, i, referent.replace(/^an?\s/iu, 'the '));
  }
}

/** "It is important to …", "it was difficult for …": an "it" that stands for the clause after it. */
export function extraposedIt(tokens: Token[]): boolean {
  if (tokens[0]?.lower !== 'it' || tokens[1]?.lemma !== 'be') return false;
  let i = 2;
  if (tokens[i]?.pos === 'ADV') i++;
  return tokens[i]?.pos === 'ADJ' && ['to', 'that', 'for', 'whether', 'how'].includes(tokens[i + 1]?.lower ?? '');
}

function replaceLeadingPronoun(units: Unit[], i: number, referent: string): void {
  const u = units[i];
  const first = u?.tokens[0];
  if (!u || !first) return;
  const subject = referent.charAt(0).toUpperCase() + referent.slice(1);
  const text = subject + u.text.slice(first.end);
  const retokenised = tokenise(text).tokens;
  units[i] = {
    ...u,
    text,
    tokens: retokenised,
    definition: findDefinition(text, retokenised),
    content: contentKeys(retokenised),
    dependsOnContext: false,
  };
}

/** The name that is the subject of a sentence: "Macbeth" in "After the murder of Duncan, Macbeth becomes a tyrant". */
export function personSubject(u: Unit): string | undefined {
  let from = 0;
  const tokens = u.tokens;
  if (tokens[0]?.pos === 'ADP') {
    const comma = tokens.findIndex((t, k) => k < 10 && t.value === ',');
    if (comma < 0) return undefined;
    from = comma + 1;
  }
  let to = from;
  while (to < tokens.length && tokens[to]?.pos === 'PROPN' && /^\p{Lu}\p{Ll}/u.test(tokens[to]?.value ?? '')) to++;
  if (to === from || to - from > 3 || !isVerbLike(tokens[to] ?? (tokens[0] as Token))) return undefined;
  return u.text.slice(tokens[from]?.start ?? 0, tokens[to - 1]?.end ?? 0);
}
