import {
  attached,
  escapeRegExp,
  isCommonWord,
  isGenericToken,
  keyTermSpans,
  type TermContext,
  type Unit,
} from '../../nlp/index.js';
import type { UnitCandidate } from '../candidate.js';
import { clozeFront } from '../question-forms.js';

/** A key term blanked out of an informative sentence. */
export function termCloze(u: Unit, terms: TermContext): UnitCandidate | undefined {
  const salience = terms.salience;
  if (u.wordCount < 6 || u.wordCount > 45 || u.dependsOnContext || u.isFragment || u.term) return undefined;
  const spans = keyTermSpans(u, terms)
    .filter((s) => {
      const first = u.tokens[s.from];
      const last = u.tokens[s.to];
      if (!first || !last || first.type === 'number' || first.type === 'currency') return false;
      // "____ the passes until ...": a blank a grammar guess fills, not a term.
      if (first.pos === 'VERB' || first.pos === 'AUX') return false;
      // "____ to remove excess copper oxide": a numbered step starts with its action, tagged or not.
      if (s.from === 0 && u.numbered) return false;
      if (s.from === 0 && s.to === 0 && u.tokens[1]?.pos === 'DET') return false;
      // Never blank an everyday word ("____ → countries", "waste ____ → product") or a passing place.
      if (s.score < (s.kind === 'name' ? 1 : 0.3)) return false;
      if (s.from === s.to && s.kind === 'term') {
        if (isGenericToken(first, terms)) return false;
        if (isCommonWord(first.key) && !terms.singleTerms.has(first.key)) return false;
      }
      // A blank must be a whole noun phrase: not "firms' costs ____" (a verb) or "new ____ memories".
      const before = u.tokens[s.from - 1];
      const after = u.tokens[s.to + 1];
      if (before && (before.pos === 'NOUN' || before.pos === 'PROPN') && before.end + 1 >= first.start) return false;
      // "Merge ____ is ...": a sentence-initial word before the blank is part of the same phrase.
      if (before && s.from === 1 && before.pos !== 'DET' && before.pos !== 'ADP' && before.pos !== 'ADV') return false;
      if (attached(before, first) || attached(last, after)) return false;
      // "-er ____: remove -er and add -é" -> "verbs": the word after an ending is its class, not a fact.
      if (/(?:^|\s)-\p{L}{1,4}\s+$/u.test(u.text.slice(Math.max(0, first.start - 8), first.start))) return false;
      if (after && (after.pos === 'NOUN' || after.pos === 'PROPN') && after.start <= last.end + 1) return false;
      // Blanking the note's own topic word ("memory" in notes on memory) is a giveaway.
      const keys = u.tokens
        .slice(s.from, s.to + 1)
        .filter((t) => t.type === 'word' && t.lower !== 'of')
        .map((t) => t.key);
      if (keys.every((k) => salience.focusKeys.has(k))) return false;
      const phrase = u.text.slice(first.start, last.end);
      // The answer must not be readable elsewhere in the same sentence.
      const rest = (u.text.slice(0, first.start) + u.text.slice(last.end)).toLowerCase();
      return (
        phrase.length >= 3 &&
        !rest.includes(phrase.toLowerCase()) &&
        !new RegExp(`\\b${escapeRegExp(last.key)}`, 'u').test(rest)
      );
    })
    .sort((a, b) => b.score - a.score);
  const best = spans[0];
  if (!best) return undefined;
  const start = u.tokens[best.from]?.start ?? 0;
  const end = u.tokens[best.to]?.end ?? 0;
  // A blank for a name or a term the notes define or repeat is worth more than one for a lone word.
  const specificity = Math.min(1, (best.kind === 'name' || best.to > best.from ? 0.55 : 0.4) + best.score / 8);
  return { kind: 'cloze', front: clozeFront(u.text, start, end), back: u.text.slice(start, end), weight: specificity };
}
