import {
  type AnalysedText,
  isShorthandEquals,
  isValue,
  looksPlural,
  PERSON_NOUNS,
  type Unit,
} from '../../nlp/index.js';
import type { CandidateContext } from '../candidate.js';
import { namedEvent, withDefiniteArticle, withNotesArticle } from '../term-article.js';

/**
 * The question for a "term = …" line written in students' shorthand (`nlp/shorthand.ts`): a value
 * ("Govt target = 2%" → "What is the govt target?") or "=" for "is" ("Inflation = sustained ↑ in the
 * general price level" → "What is inflation?", "Muhammad = the final prophet" → "Who is Muhammad?").
 */
export function shorthandQuestion(
  u: Unit,
  termInline: string,
  explanation: string,
  analysis: AnalysedText,
  context: CandidateContext,
  language: boolean,
): { front: string; weight: number } | undefined {
  const term = u.term?.term ?? '';
  if (isValue(explanation) && !/\d/u.test(term)) {
    const named = withDefiniteArticle(
      termInline,
      analysis,
      language || FAITH_SUBJECT.test(`${context.subject ?? ''} ${context.topic ?? ''}`),
    );
    const head = term.split(/\s+(?:to|of|for|in|on|with|at)\s/u)[0] ?? term;
    return { front: `What ${looksPlural(head) ? 'are' : 'is'} ${named}?`, weight: 0.9 };
  }
  const explanationTokens = u.tokens.slice((u.term?.termTo ?? 0) + 2);
  if (
    !u.text.startsWith(`${term} = `) ||
    !isShorthandEquals(term, explanation) ||
    /^\p{Lu}/u.test(explanation) ||
    explanationTokens[0]?.pos === 'PRON'
  )
    return undefined;
  const past = /\bhistor/iu.test(context.subject ?? '') && namedEvent(termInline);
  // ("Fixed costs (FC)" agrees with "costs", not with its abbreviation.)
  const plural = looksPlural(term.replace(/\s*\([^()]*\)$/u, ''));
  const verb = plural ? (past ? 'were' : 'are') : past ? 'was' : 'is';
  // "Muhammad = the final prophet": a person is asked "Who is …?".
  const head = explanationTokens.find((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
  if (head !== undefined && PERSON_NOUNS.has(head.lemma)) return { front: `Who ${verb} ${termInline}?`, weight: 1 };
  return { front: `What ${verb} ${withNotesArticle(termInline, analysis, language)}?`, weight: 1 };
}

/** Religious studies terms are often transliterated: no English article is guessed for them. */
export const FAITH_SUBJECT = /\b(?:religio\w*|islam\w*|christian\w*|juda\w*|hindu\w*|sikh\w*|buddhis\w*|theology)\b/iu;
