import { describe, expect, it } from 'vitest';
import { MAX_ANSWER_WORDS } from './answer-shapes.js';
import type { Candidate } from './candidate.js';
import { ANSWER_RULES, type AnswerExampleCard, shownAnswer, shownAnswerWhere } from './answer-rules.js';

function candidate(card: AnswerExampleCard): Candidate {
  return { ...card, source: card.back, unit: 0, units: [0], quality: 1 };
}

describe('answer rules', () => {
  it('have unique ids and at least one example each', () => {
    expect(new Set(ANSWER_RULES.map((r) => r.id)).size).toBe(ANSWER_RULES.length);
    for (const rule of ANSWER_RULES) expect(rule.examples.length, rule.id).toBeGreaterThan(0);
  });

  describe.each(ANSWER_RULES.map((rule) => [rule.id, rule] as const))('%s', (_id, rule) => {
    it.each(rule.examples.map(([card, shown]) => [card.back, card, shown] as const))('%s', (_back, card, shown) => {
      expect(rule.apply(candidate(card)).back).toBe(shown);
      // Every rule's example reads the same through the whole chain.
      expect(shownAnswer(candidate(card)).back).toBe(shown);
    });
  });
});

describe('shownAnswer', () => {
  it('does not repeat what the question says (issue 27)', () => {
    const shown = shownAnswer(
      candidate({
        kind: 'definition',
        front: 'What is osmosis?',
        back: 'Osmosis is the diffusion of water across a partially permeable membrane from a dilute to a more concentrated solution',
      }),
    );
    expect(shown.back).toBe(
      'The diffusion of water across a partially permeable membrane from a dilute to a more concentrated solution',
    );
  });

  it('answers a date question with the date alone', () => {
    expect(shownAnswer(candidate({ kind: 'date', front: 'When did the war end?', back: 'In 1945' })).back).toBe('1945');
  });

  it('keeps a reason claim the question does not state', () => {
    const card = candidate({
      kind: 'why',
      front: 'Why did prices rise?',
      back: 'Wages were cut because the mark collapsed',
    });
    expect(shownAnswer(card).back).toBe('Wages were cut because the mark collapsed');
  });

  it('leaves an answer that opens with a joining word whole', () => {
    const card = candidate({
      kind: 'fact',
      front: 'Which is more reactive: aluminium or carbon?',
      back: 'Aluminium is more reactive than carbon',
    });
    expect(shownAnswer(card).back).toBe('Aluminium is more reactive than carbon');
  });

  it('never cuts an answer mid-clause, and keeps an aside the question asks about', () => {
    const long = candidate({
      kind: 'fact',
      front: 'What happened to Germany, including the Rhineland?',
      back: 'Germany lost all its colonies and was forced to accept severe limits on its army and navy, including the demilitarisation of the Rhineland and a ban on tanks',
    });
    expect(long.back.split(/\s+/u).length).toBeGreaterThan(MAX_ANSWER_WORDS);
    expect(shownAnswer(long).back).toContain('Rhineland');
    const noBoundary = candidate({
      kind: 'fact',
      front: 'What did the treaty do?',
      back: 'Accept the blame for the war and pay reparations of £6.6 billion to the Allies and reduce the army to one hundred thousand men and give up every colony',
    });
    expect(shownAnswer(noBoundary).back).toBe(noBoundary.back);
  });

  it('falls back to the rule answer when the shown one is a label', () => {
    const card = candidate({ kind: 'definition', front: 'What is osmosis?', back: 'Osmosis is diffusion' });
    expect(shownAnswerWhere((c) => c.back !== 'Diffusion')(card).back).toBe('Osmosis is diffusion');
    expect(shownAnswerWhere(() => true)(card).back).toBe('Diffusion');
  });

  it('keeps a cloze card as an Anki cloze: the sentence with the term marked', () => {
    const card = candidate({
      kind: 'cloze',
      front: 'Fill in the blank: ____ is a passive process.',
      back: 'Diffusion',
    });
    expect(shownAnswer(card).back).toBe('**Diffusion** is a passive process.');
  });
});
