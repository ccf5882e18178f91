import { type AnalysedText, EVENT_HEADS, looksPlural, MASS_NOUNS, tokenise } from '../nlp/index.js';

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
        // "the diffusion of water": an "of" after it calls for "the" whatever the noun, so it says
        // nothing about how the notes name the term ("What is the diffusion?").
        const ofFollows = word === chunk && (chunks[i + n + 1] ?? '').toLowerCase() === 'of';
        if (!(kind === 'definite' && ofFollows)) {
          const entry = counts.get(phrase) ?? { indefinite: 0, definite: 0, bare: 0 };
          entry[kind] += 1;
          counts.set(phrase, entry);
        }
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
export function withNotesArticle(termInline: string, analysis: AnalysedText, foreign = false): string {
  if (namedEvent(termInline)) return `the ${termInline}`;
  // "lock & key model", "carbon cycle", "multi-store model": one named model or cycle takes "the".
  if (
    /^\p{Ll}[^()]*\s(?:model|theory|cycle|hypothesis|principle)$/u.test(termInline) &&
    !/^(?:the|a|an)\s/u.test(termInline)
  )
    return `the ${termInline}`;
  if (!/^\p{Ll}/u.test(termInline) || /^(?:the|a|an)\s/iu.test(termInline) || looksPlural(termInline)) {
    return termInline;
  }
  const words = termInline.split(/\s+/u);
  if (words.length > MAX_TERM_WORDS) return termInline;
  const counts = articleCounts(analysis).get(words.join(' ').toLowerCase());
  if (!counts) {
    // A word the notes also write as a name ("Hajj"), or a language page's vocabulary, is no English count noun.
    const named = words.some((w) => analysis.capitalisedWords?.has(w));
    return !foreign && !named && countNoun(words) ? `${indefiniteArticle(termInline)} ${termInline}` : termInline;
  }
  const { indefinite, definite, bare } = counts;
  if (indefinite > 0 && bare === 0) return `${indefiniteArticle(termInline)} ${termInline}`;
  if (definite > 0 && bare === 0 && indefinite === 0) return `the ${termInline}`;
  return termInline;
}

/**
 * "Marshall Plan (June 1947)", "Berlin Airlift", "Treaty of Versailles": a name whose head is a plan,
 * treaty, crisis … takes "the" ("What was the Berlin Airlift?"); "Ohm's law" and "Hitler" do not.
 */
export function namedEvent(term: string): boolean {
  const words = term.replace(/\s*\([^()]*\)$/u, '').split(/\s+/u);
  if (words.length < 2 || words.length > 6 || !words.every((w) => /^(?:\p{Lu}|of$|for$|the$)/u.test(w))) return false;
  if (words.some((w) => /['’]s?$/u.test(w))) return false;
  const ofAt = words.indexOf('of');
  const head = (ofAt > 0 ? words[ofAt - 1] : words[words.length - 1]) ?? '';
  return EVENT_HEADS.has(head.toLowerCase()) && !THEORY_HEAD.test(head);
}

/** "Newton's laws", "Boyle's law", "Maslow's model": eponyms, no article. */
const THEORY_HEAD = /^(?:laws?|model|theory|effect|principle|cycle)$/iu;

export function indefiniteArticle(word: string): string {
  return /^(?:[aio]|e(?!u)|u(?!ni|s[eu]|r[aeiou]))/iu.test(word) ? 'an' : 'a';
}

/** Endings of uncountable and abstract nouns: "osmosis", "diffusion", "capacity", "inertia", "insulin". */
const MASS_ENDING =
  /(?:sis|tion|sion|ism|ity|ness|ance|ence|ment|ing|ogy|phy|ics|ure|age|ship|dom|th|cy|ia|gen|ium|ide|in|y)$/u;

/**
 * "Nose: hairs and mucus trap particles" never writes the term mid-sentence, so the notes give no
 * article; "What is nose?" is not English. A singular count noun ("nose", "thermistor", "trace
 * table") takes "a"/"an"; an uncountable or abstract one ("osmosis", "skin", "revenue") stays bare.
 */
function countNoun(words: string[]): boolean {
  const last = words[words.length - 1] ?? '';
  if (words.length > 2 || !/^\p{Ll}[\p{Ll}-]*$/u.test(last) || !words.every((w) => /^\p{Ll}/u.test(w))) return false;
  // "-ose" names a sugar only in longer words: "glucose", "sucrose", but "nose".
  if (MASS_ENDING.test(last) || MASS_NOUNS.has(last) || /.{4}ose$/u.test(last)) return false;
  const tagged = tokenise(`the ${words.join(' ')} is here`).tokens;
  return tagged[words.length]?.pos === 'NOUN';
}

/**
 * The term as "Describe …" should name it: "Describe the sensory register." A singular count noun the
 * notes write with an article, or with none at all, takes "the"; an uncountable one ("negative
 * feedback", "temperature"), a name, a plural or a language page's word stays as it is.
 */
export function withDefiniteArticle(termInline: string, analysis: AnalysedText, foreign = false): string {
  const article = withNotesArticle(termInline, analysis, foreign);
  return article === termInline ? termInline : `the ${termInline}`;
}
