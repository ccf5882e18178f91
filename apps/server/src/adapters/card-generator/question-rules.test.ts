import { describe, expect, it } from 'vitest';
import { generateCards } from './builtin-card-generator.js';
import type { Candidate } from './candidate.js';
import { askedAlone, QUESTION_RULES, type QuestionExampleCard } from './question-rules.js';

function candidate({ section: _section, before: _before, source, ...card }: QuestionExampleCard): Candidate {
  return { ...card, source: source ?? card.back, unit: 0, units: [0], quality: 1 };
}

describe('question rules', () => {
  it('have unique ids, and each shows a card it changes or drops and one it leaves alone', () => {
    expect(new Set(QUESTION_RULES.map((r) => r.id)).size).toBe(QUESTION_RULES.length);
    for (const rule of QUESTION_RULES) {
      expect(
        rule.examples.some(([card, front]) => front !== card.front),
        rule.id,
      ).toBe(true);
      expect(
        rule.examples.some(([card, front]) => front === card.front),
        rule.id,
      ).toBe(true);
    }
  });

  describe.each(QUESTION_RULES.map((rule) => [rule.id, rule] as const))('%s', (_id, rule) => {
    it.each(rule.examples.map(([card, front]) => [card.front, card, front] as const))('%s', (_front, card, front) => {
      const where = { section: card.section, before: card.before };
      expect(rule.apply(candidate(card), where)?.front ?? null).toBe(front);
      // Every rule's example reads the same through the whole chain.
      expect(askedAlone(candidate(card), where)?.front ?? null).toBe(front);
    });
  });

  it('leaves the answer as it was', () => {
    const card = candidate({ kind: 'fact', front: 'What are the two forces?', back: 'The same type of force' });
    const where = { section: "Newton's third law", before: 'Two objects exert forces on each other.' };
    expect(askedAlone(card, where)?.back).toBe('The same type of force');
  });
});

describe('cards that read alone, end to end', () => {
  const THIRD_LAW =
    'Whenever two objects interact, the forces they exert on each other are equal in size and opposite in direction. ' +
    'The two forces act on different objects and are the same type of force.';
  const make = (text: string) =>
    generateCards({ text, subject: 'Physics', topic: 'Forces', cardCount: 10, difficulty: 'medium' });

  it('places "the two forces" by the heading over it', () => {
    const fronts = make(`Newton's third law\n${THIRD_LAW}`).map((c) => c.front_text);
    expect(fronts).toContain("What are the two forces in Newton's third law?");
    expect(fronts).not.toContain('What are the two forces?');
  });

  it('drops it when no heading places it', () => {
    const fronts = make(THIRD_LAW).map((c) => c.front_text);
    expect(fronts.some((f) => /\bthe two forces\b/u.test(f) && !f.startsWith('Fill in the blank'))).toBe(false);
  });

  it('answers a definition without the second fact joined to it', () => {
    const cards = make('Mass is the amount of matter in an object and does not change from place to place.');
    expect(cards.find((c) => c.front_text === 'What is mass?')?.back_text).toBe('The amount of matter in an object');
  });
});
