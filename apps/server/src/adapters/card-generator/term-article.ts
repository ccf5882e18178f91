import type { AnalysedText } from '../nlp/analyse.js';
import { looksPlural } from '../nlp/patterns.js';

/** Terms longer than this are phrases the notes rarely repeat word for word; they keep no article. */
const MAX_TERM_WORDS = 4;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/**
 * The term as "What is …?" should name it, with the article the notes themselves use: "What is a
 * catalyst?" (the notes say "a catalyst speeds up …"), "What is the cathode?" (only ever "at the
 * cathode"), but "What is osmosis?" ("by osmosis": the notes use it bare). A term item's label
 * ("Cathode: the negative electrode") drops the article, which left "What is cathode?".
 * Sentence starts say nothing (a label or "Osmosis is …" has no article either way), so only
 * mid-sentence uses are counted; names, plurals and long phrases are left as they are.
 */
export function withNotesArticle(termInline: string, analysis: AnalysedText): string {
  if (!/^\p{Ll}/u.test(termInline) || /^(?:the|a|an)\s/iu.test(termInline) || looksPlural(termInline)) {
    return termInline;
  }
  if (termInline.split(/\s+/u).length > MAX_TERM_WORDS) return termInline;
  // The word before the term (if one stands right before it) and the term, as whole words; every
  // quantifier is bounded, so a long run of letters or marks cannot make the search backtrack far.
  const pattern = new RegExp(
    `(?:(?<![\\p{L}\\p{N}])(\\p{L}{1,20}) )?(?<![\\p{L}\\p{N}])${escapeRegExp(termInline)}(?![\\p{L}\\p{N}])`,
    'giu',
  );
  let indefinite = 0;
  let definite = 0;
  let bare = 0;
  for (const unit of analysis.units) {
    for (const match of unit.text.matchAll(pattern)) {
      const before = match[1]?.toLowerCase();
      // A sentence start, or a word across punctuation, says nothing about the article.
      if (before === undefined) continue;
      if (before === 'a' || before === 'an') indefinite += 1;
      else if (before === 'the') definite += 1;
      else bare += 1;
    }
  }
  if (indefinite > 0 && bare === 0) return `${/^[aeiou]/iu.test(termInline) ? 'an' : 'a'} ${termInline}`;
  if (definite > 0 && bare === 0 && indefinite === 0) return `the ${termInline}`;
  return termInline;
}
