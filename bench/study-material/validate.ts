import { factPresent } from './match.js';
import type { Passage } from './types.js';

const FACTS_PER_PASSAGE = 10;

/**
 * Data mistakes that would make a score meaningless: a key fact its own passage does not contain can
 * never be recalled, and a duplicate id makes `--only` ambiguous.
 */
export function passageProblems(passages: Passage[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const p of passages) {
    if (seen.has(p.id)) problems.push(`${p.id}: duplicate id`);
    seen.add(p.id);
    if (p.keyFacts.length !== FACTS_PER_PASSAGE) problems.push(`${p.id}: ${p.keyFacts.length} key facts, not 10`);
    for (const f of p.keyFacts) if (!factPresent(f, p.text)) problems.push(`${p.id}: not in its own text: ${f.fact}`);
    const words = p.text.split(/\s+/u).filter(Boolean).length;
    if (words < 280 || words > 480) problems.push(`${p.id}: ${words} words`);
  }
  return problems;
}
