import type { TextBlock } from './clean-text.js';
import { looksPlural } from './patterns.js';
import { isVerbLike, tokenise } from './tokens.js';

/**
 * "Linear search" / "- checks each item in turn …": a bullet that starts with the verb has the heading
 * as its subject, so it is read (and summarised, and asked) as "Linear search checks each item …".
 * Not under a list heading ("Effects" / "- reduces purchasing power") or a plural one.
 */
export function withHeadingSubject(block: TextBlock, text: string): string {
  if (block.kind !== 'bullet' || !block.section || !/^(?:\p{Ll}+s|can|could|was)\s/u.test(text)) return text;
  const heading = block.section.replace(/\s*\([^()]*\)\s*$/u, '').trim();
  const words = heading.split(/\s+/u);
  if (words.length > 4 || /[\d:;,.!?]/u.test(heading) || GENERIC_HEADING.test(heading) || looksPlural(heading))
    return text;
  const tokens = tokenise(`${heading} ${text}`).tokens;
  const headingTokens = tokenise(heading).tokens.length;
  if (tokens.slice(0, headingTokens).some(isVerbLike)) return text;
  const verb = tokens[headingTokens];
  // (The tagger reads "search checks" as two nouns; "checks each item" shows the verb.)
  const next = tokens[headingTokens + 1]?.pos ?? '';
  const hidden = verb?.pos === 'NOUN' && /s$/u.test(verb.lower) && ['DET', 'ADP', 'PRON', 'ADV'].includes(next);
  return verb && (verb.pos === 'VERB' || verb.pos === 'AUX' || hidden) ? `${heading} ${text}` : text;
}

const GENERIC_HEADING =
  /\b(?:effects?|causes?|advantages?|disadvantages?|evaluation|features?|examples?|key|notes?|summary|uses?|types?|factors?|strengths?|weaknesses?|problems?|solutions?|reasons?|impacts?|consequences?|background|context|method|results?|conclusions?|aims?|findings?|procedure)\b/iu;
