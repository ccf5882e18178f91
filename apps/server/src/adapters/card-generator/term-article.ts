import type { AnalysedText } from '../nlp/analyse.js';
import { looksPlural } from '../nlp/patterns.js';

/** Terms longer than this are phrases the notes rarely repeat word for word; they keep no article. */
const MAX_TERM_WORDS = 4;
/** A word longer than this before a term is not an article, so it counts as "bare". */
const MAX_BEFORE_LETTERS = 20;

interface ArticleCounts {
  indefinite: number;
  definite: number;
  bare: number;
}

/**
 * For every run of 1–4 words in the notes (lower case), how often the word right before it is
 * "a"/"an", "the" or another word. Built once per analysis in one pass, so a glossary of a thousand
 * "Term: …" lines costs one scan of the notes, not one per term.
 */
const countsByAnalysis = new WeakMap<AnalysedText, Map<string, ArticleCounts>>();

function articleCounts(analysis: AnalysedText): Map<string, ArticleCounts> {
  const cached = countsByAnalysis.get(analysis);
  if (cached) return cached;
  const counts = new Map<string, ArticleCounts>();
  for (const unit of analysis.units) {
    const chunks = unit.text.split(' ');
    for (let i = 1; i < chunks.length; i += 1) {
      const before = chunks[i - 1] ?? '';
      // A sentence start, or a word across punctuation, says nothing about the article.
      if (!/^\p{L}+$/u.test(before) || before.length > MAX_BEFORE_LETTERS) continue;
      const lower = before.toLowerCase();
      const kind = lower === 'a' || lower === 'an' ? 'indefinite' : lower === 'the' ? 'definite' : 'bare';
      let phrase = '';
      for (let n = 0; n < MAX_TERM_WORDS && i + n < chunks.length; n += 1) {
        const chunk = chunks[i + n] ?? '';
        // Punctuation after a word ends the phrase there: "cathode," still names "cathode".
        const word = chunk.replace(/[^\p{L}\p{N}]+$/u, '');
        if (!word || !/^\p{L}/u.test(word)) break;
        phrase = phrase ? `${phrase} ${word.toLowerCase()}` : word.toLowerCase();
        const entry = counts.get(phrase) ?? { indefinite: 0, definite: 0, bare: 0 };
        entry[kind] += 1;
        counts.set(phrase, entry);
        if (word !== chunk) break;
      }
    }
  }
  countsByAnalysis.set(analysis, counts);
  return counts;
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
  const words = termInline.split(/\s+/u);
  if (words.length > MAX_TERM_WORDS) return termInline;
  const counts = articleCounts(analysis).get(words.join(' ').toLowerCase());
  if (!counts) return termInline;
  const { indefinite, definite, bare } = counts;
  if (indefinite > 0 && bare === 0) return `${/^[aeiou]/iu.test(termInline) ? 'an' : 'a'} ${termInline}`;
  if (definite > 0 && bare === 0 && indefinite === 0) return `the ${termInline}`;
  return termInline;
}
