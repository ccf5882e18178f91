import { describe, expect, it } from 'vitest';
import type { Candidate } from './candidate.js';
import { selectCards } from './select-cards.js';

const sentence = 'Program counter (PC): holds the address of the next instruction to be fetched.';

function candidate(over: Partial<Candidate> & Pick<Candidate, 'kind' | 'front' | 'back'>): Candidate {
  return { source: sentence, statement: sentence, unit: 0, units: [0], quality: 1, ...over };
}

describe('selectCards', () => {
  it('prefers the card whose whole fact carries the sentence over one that leaves it in the question', () => {
    const reverse = candidate({
      kind: 'reverse',
      front: 'Which term matches this description: "Holds the address of the next instruction to be fetched"?',
      back: 'Program counter (PC)',
    });
    const forward = candidate({
      kind: 'term',
      front: 'Describe program counter (PC).',
      back: 'Holds the address of the next instruction to be fetched',
      quality: 0.8,
    });
    const finish = (c: Candidate): Candidate =>
      c.kind === 'term' ? { ...c, back: `Program counter (PC): ${c.back.toLowerCase()}` } : c;
    const [chosen] = selectCards([reverse, forward], 1, 'hard', finish);
    // Valued by its whole fact, the card comes back with the answer as shown (ADR 0029), not the whole fact.
    expect(chosen?.kind).toBe('term');
    expect(chosen?.back).toBe('Holds the address of the next instruction to be fetched');
    const [shown] = selectCards([reverse, forward], 1, 'hard', finish, (c) => ({ ...c, back: `${c.back}!` }));
    expect(shown?.back).toBe('Holds the address of the next instruction to be fetched!');
  });

  it('keeps two terms defined alike: "What is insulin?" and "What is glucagon?" are two facts', () => {
    const insulin = 'Insulin: a hormone made by the pancreas when blood glucose is too high.';
    const glucagon = 'Glucagon: a hormone made by the pancreas when blood glucose is too low.';
    const deck = selectCards(
      [
        candidate({ kind: 'term', front: 'What is insulin?', back: insulin.slice(0, -1), source: insulin }),
        candidate({
          kind: 'term',
          front: 'What is glucagon?',
          back: glucagon.slice(0, -1),
          source: glucagon,
          unit: 1,
          units: [1],
        }),
      ],
      10,
      'medium',
    );
    expect(deck.map((c) => c.front)).toEqual(['What is insulin?', 'What is glucagon?']);
  });

  it('never shows the same answer twice, even when two rules grow into the same sentence', () => {
    const whole = 'On 28 June 1914 Archduke Franz Ferdinand was assassinated in Sarajevo';
    const date = candidate({ kind: 'date', front: 'When was the heir shot?', back: 'On 28 June 1914' });
    const stem = candidate({
      kind: 'fact',
      front: 'Complete the sentence: "On 28 June 1914 Archduke Franz Ferdinand was …".',
      back: 'On 28 June 1914 Archduke Franz Ferdinand was assassinated',
      unit: 1,
      units: [1],
    });
    const deck = selectCards([date, stem], 10, 'medium', (c) => ({ ...c, back: whole }));
    expect(deck).toHaveLength(1);
  });

  it('still fills the deck from answers that carry little, rather than returning fewer cards', () => {
    const cloze = (unit: number, back: string): Candidate =>
      candidate({
        kind: 'cloze',
        front: `Fill in the blank: The ____ of card ${unit} is here.`,
        back,
        unit,
        units: [unit],
      });
    expect(selectCards([cloze(0, 'first'), cloze(1, 'second'), cloze(2, 'third')], 3, 'medium')).toHaveLength(3);
  });

  it('between two equal cards, takes the one whose answer holds terms an examiner marks', () => {
    const generic = 'Europe was split into two armed camps before the war began.';
    const specific = 'In concentrated solution the cell becomes flaccid and then plasmolysed.';
    const deck = selectCards(
      [
        candidate({ kind: 'fact', front: 'What happened to Europe?', back: generic.slice(0, -1), source: generic }),
        candidate({
          kind: 'fact',
          front: 'What happens to a plant cell in a concentrated solution?',
          back: specific.slice(0, -1),
          source: specific,
          unit: 1,
          units: [1],
        }),
      ],
      1,
      'medium',
    );
    expect(deck.map((c) => c.front)).toEqual(['What happens to a plant cell in a concentrated solution?']);
  });
});
