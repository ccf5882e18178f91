import { describe, expect, it } from 'vitest';
import { analyseText, rankUnits, termContext } from '../nlp/index.js';
import { CARD_RULES, type CardRule } from './rule-registry.js';
import { termDefinition } from './rules/definition.js';

/** Every [front, back] a rule reads from the notes, sentence by sentence, as card-candidates.ts runs it. */
function cardsOf(rule: CardRule, notes: string): [string, string][] {
  const analysis = analyseText(notes);
  const salience = rankUnits(analysis, { subject: '' });
  const terms = termContext(analysis, salience);
  return analysis.units.flatMap((unit) => {
    const definition = unit.definition ?? (unit.term ? termDefinition(unit) : undefined);
    return rule
      .apply({ unit, analysis, context: {}, terms, definition, withCloze: true })
      .map((c): [string, string] => [c.front.trim(), c.back.trim()]);
  });
}

describe('card rules', () => {
  it('have unique ids, and each shows what it makes and what it leaves alone', () => {
    expect(new Set(CARD_RULES.map((r) => r.id)).size).toBe(CARD_RULES.length);
    for (const rule of CARD_RULES) {
      expect(
        rule.examples.some(([, card]) => card !== null),
        rule.id,
      ).toBe(true);
      expect(
        rule.examples.some(([, card]) => card === null),
        rule.id,
      ).toBe(true);
    }
  });

  describe.each(CARD_RULES.map((rule) => [rule.id, rule] as const))('%s', (_id, rule) => {
    it.each(rule.examples.map(([notes, card]) => [notes, card] as const))('%s', (notes, card) => {
      const made = cardsOf(rule, notes);
      if (card === null) expect(made).toEqual([]);
      else expect(made).toContainEqual([...card]);
    });
  });
});
