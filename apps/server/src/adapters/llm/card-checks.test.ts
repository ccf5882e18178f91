import { describe, expect, it } from 'vitest';
import { checkLlmCards, isNearDuplicate, topUp } from './card-checks.js';

const NOTES = `Enzymes
Enzymes are biological catalysts.
Above about 45 °C enzymes denature and the rate of reaction falls.`;
const context = { subject: 'Biology', topic: 'Enzymes' };
const card = (front: string, back: string, explanation = '') => ({ front, back, explanation });

describe('card checks', () => {
  it('rejects ungrounded answers, labels and repeats, and quotes the notes', () => {
    const { kept, rejected } = checkLlmCards(
      [
        card('What are enzymes?', 'Biological catalysts', 'Enzymes are biological catalysts.'),
        card('At what temperature do enzymes denature?', 'Above about 60 °C'),
        card('What do mitochondria do?', 'Release energy in respiration'),
        card('What is this topic about?', 'Enzymes'),
        card('What are enzymes?', 'Catalysts'),
        card('What happens above about 45 °C?', 'Enzymes denature'),
      ],
      NOTES,
      context,
      10,
    );
    expect(kept).toEqual([
      {
        front_text: 'What are enzymes?',
        back_text: 'Biological catalysts',
        explanation: 'From your notes: "Enzymes are biological catalysts."',
      },
      {
        front_text: 'What happens above about 45 °C?',
        back_text: 'Enzymes denature',
        explanation: 'From your notes: "Above about 45 °C enzymes denature and the rate of reaction falls."',
      },
    ]);
    expect(rejected.map((r) => r.reason)).toEqual(['ungrounded', 'ungrounded', 'label-answer', 'duplicate']);
  });

  it('caps the deck at the count', () => {
    const raw = [card('What are enzymes?', 'Biological catalysts'), card('When do enzymes denature?', 'Above 45 °C')];
    expect(checkLlmCards(raw, NOTES, context, 1).kept).toHaveLength(1);
  });

  it('tops up with new cards only, up to the count', () => {
    const kept = [{ front_text: 'What are enzymes?', back_text: 'Biological catalysts', explanation: '' }];
    const builtin = [
      { front_text: 'What are enzymes?', back_text: 'Catalysts made by cells', explanation: '' },
      { front_text: 'Name the topic.', back_text: 'Enzymes', explanation: '' },
      { front_text: 'When do enzymes denature?', back_text: 'Above about 45 °C', explanation: '' },
      { front_text: 'What falls when enzymes denature?', back_text: 'The rate of reaction', explanation: '' },
    ];
    expect(topUp(kept, builtin, 3, context).map((c) => c.back_text)).toEqual([
      'Biological catalysts',
      'Above about 45 °C',
      'The rate of reaction',
    ]);
    expect(topUp(kept, builtin.slice(0, 2), 5, context)).toHaveLength(1);
  });

  it('treats a repeated long answer as the same fact whatever the question', () => {
    const a = { front_text: 'Why does the rate fall?', back_text: 'Enzymes denature above 45 °C', explanation: '' };
    const b = { front_text: 'Explain the effect of heat.', back_text: 'Above 45 °C enzymes denature', explanation: '' };
    expect(isNearDuplicate(b, [a])).toBe(true);
    const c = { front_text: 'Which molecules speed up reactions?', back_text: 'Enzymes', explanation: '' };
    const d = { front_text: 'What denatures above 45 °C?', back_text: 'Enzymes', explanation: '' };
    expect(isNearDuplicate(d, [c])).toBe(true);
  });
});
