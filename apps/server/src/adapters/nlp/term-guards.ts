import type { Token } from './tokens.js';

/**
 * A "label: explanation" line whose label names no term. analyse.ts reads the label's tokens first
 * and asks this before making a term item.
 */
export function namesNothing(term: string, termTokens: Token[], separator = ':'): boolean {
  // "Happens in chloroplasts in 2 stages:", "Nicht goes before the infinitive:": a present-tense verb
  // before a preposition or an article makes a statement, not a term.
  const finite = termTokens.some(
    (t, i) =>
      t.pos === 'VERB' &&
      /\p{Ll}[^s]s$/u.test(t.lower) &&
      ['ADP', 'DET', 'ADV', 'PART'].includes(termTokens[i + 1]?.pos ?? ''),
  );
  // "Government sets the inflation target: 2% CPI": the tagger's plural noun after a noun, before an
  // article, is the verb of a clause.
  const hiddenVerb = termTokens.some(
    (t, i) =>
      i >= 1 &&
      t.pos === 'NOUN' &&
      /\p{Ll}[^s]s$/u.test(t.lower) &&
      termTokens[i + 1]?.pos === 'DET' &&
      ['NOUN', 'PROPN'].includes(termTokens[i - 1]?.pos ?? ''),
  );
  // "measured by CPI - basket of goods": a participle with its agent goes on from the line before.
  // "Honour mattered: a man had to defend …": a noun and its past-tense verb are a clause.
  const last = termTokens.at(-1);
  // (Not before "=": "Energy transferred = power × time" names a quantity.)
  const pastClause =
    !separator.includes('=') &&
    termTokens.length >= 2 &&
    last?.pos === 'VERB' &&
    /\p{Ll}ed$/u.test(last.lower) &&
    ['NOUN', 'PROPN'].includes(termTokens.at(-2)?.pos ?? '');
  if (finite || hiddenVerb || pastClause || /^\p{Ll}+ed (?:by|in|from|of|with|as)\b/u.test(term)) return true;
  // "Set in Verona, Italy: seen as hot-blooded", "Written in 1595: …": a participle with its setting.
  if (SETTING_PARTICIPLE.test(term)) return true;
  // "Act 3 Sc 1: "O, I am fortune's fool!" - …": a reference to the text, not a term to define.
  if (REFERENCE_TERM.test(term)) return true;
  // "BUT: some inflation is fine": a linking word before a colon names nothing.
  // ("Quote: "There is no god but Allah …"": the line is a quotation, not a term called "quote".)
  // (Nor does a paragraph plan's or an argument's label: "Point:", "Link:", "P2:", "Key terms:".)
  return /^(?:but|and|so|or|also|however|therefore|nb|n\.b|(?:key )?quot(?:e|ation)s?|point|evidence|explain|explanation|link|p\d{1,2}|premise \d{1,2}|key (?:terms?|words?|vocab(?:ulary)?))$/iu.test(
    term,
  );
}

const SETTING_PARTICIPLE =
  /^(?:\p{L}+ed|set|written|born|built|made|found|known|seen|held|first performed|performed|published) (?:in|on|at|during|around|near|from)\b/iu;

const REFERENCE_TERM =
  /^(?:act \d{1,2},? ?(?:sc(?:ene)?\.? ?\d{1,2})?|scene \d{1,2}|chapter \d{1,2}|stave \d|stanza \d{1,2}|lines? \d{1,3}(?:-\d{1,3})?|prologue|epilogue|book \d{1,2})(?:\s*\([^()]{1,30}\))?$/iu;
