import type { AnalysedText, Unit } from '../../nlp/index.js';
import { stripEnd } from '../question-forms.js';
import type { UnitCandidate } from '../candidate.js';

/** A heading naming a statement to learn: "Newton's first law", "Le Chatelier's principle", "Hund's rule". */
const NAMED_STATEMENT =
  /^(?:the )?(?:[\p{Lu}][\p{L}'’-]*\s+)*(?:[\p{L}'’-]+\s+)?(?:law|principle|theorem|rule|postulate)$/iu;
/** Whose law it is, or which: a heading with an owner ("Newton's", "Boyle's") or an ordinal. */
const OWNED = /(?:['’]s\b|\b(?:first|second|third|zeroth)\b)/iu;

/**
 * "Newton's first law" over "An object remains at rest … unless a resultant force acts on it." →
 * "What does Newton's first law state?" with the statement as the answer: the law is what the heading
 * names, and asking for the whole statement is the exam question ("State Newton's first law").
 */
export function namedLawCard(u: Unit, analysis: AnalysedText): UnitCandidate | undefined {
  const heading = u.section?.trim();
  if (!heading || !NAMED_STATEMENT.test(heading) || !OWNED.test(heading)) return undefined;
  // Only the first sentence under the heading states the law; the rest explain it.
  const first = analysis.units.find((v) => v.section === u.section && v.kind === 'sentence' && !v.isQuestion);
  if (first !== u || u.isFragment || u.wordCount < 5 || u.dependsOnContext) return undefined;
  const law = heading.replace(/^the /iu, '');
  const named = /^\p{Lu}/u.test(law) && !/^(?:first|second|third|zeroth)\b/iu.test(law) ? law : `the ${law}`;
  return { kind: 'definition', front: `What does ${named} state?`, back: stripEnd(u.text), weight: 1.2 };
}
