import type { Token } from './tokens.js';

/**
 * A "label: explanation" line whose label names no term. Split from analyse.ts (stop 22), which reads
 * the label's tokens first and asks this before making a term item.
 */
export function namesNothing(term: string, termTokens: Token[]): boolean {
  // "Happens in chloroplasts in 2 stages:", "Nicht goes before the infinitive:": a present-tense verb
  // before a preposition or an article makes a statement, not a term.
  const finite = termTokens.some(
    (t, i) =>
      t.pos === 'VERB' &&
      /\p{Ll}[^s]s$/u.test(t.lower) &&
      ['ADP', 'DET', 'ADV', 'PART'].includes(termTokens[i + 1]?.pos ?? ''),
  );
  // "measured by CPI - basket of goods": a participle with its agent goes on from the line before.
  if (finite || /^\p{Ll}+ed (?:by|in|from|of|with|as)\b/u.test(term)) return true;
  // "Act 3 Sc 1: "O, I am fortune's fool!" - …": a reference to the text, not a term to define.
  if (REFERENCE_TERM.test(term)) return true;
  // "BUT: some inflation is fine": a linking word before a colon names nothing.
  // ("Quote: "There is no god but Allah …"": the line is a quotation, not a term called "quote".)
  return /^(?:but|and|so|or|also|however|therefore|nb|n\.b|(?:key )?quot(?:e|ation)s?)$/iu.test(term);
}

const REFERENCE_TERM =
  /^(?:act \d{1,2},? ?(?:sc(?:ene)?\.? ?\d{1,2})?|scene \d{1,2}|chapter \d{1,2}|stave \d|stanza \d{1,2}|lines? \d{1,3}(?:-\d{1,3})?|prologue|epilogue|book \d{1,2})(?:\s*\([^()]{1,30}\))?$/iu;
