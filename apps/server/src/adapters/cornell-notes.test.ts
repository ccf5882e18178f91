import { describe, expect, it } from 'vitest';
import { generateCards } from './card-generator/builtin-card-generator.js';
import { parseBlocks } from './nlp/index.js';
import { summariseNotes } from './summariser/builtin-summariser.js';

/**
 * Cornell notes and Q&A sheets: a title over a line naming the course, then the student's own cue
 * questions ("Q: …?") with the answer as bullets. Read naively, such a page gives the title as a point
 * and the card "Q: Q: What was the Black Death?".
 */
const PLAGUE = `Medicine in Britain c1250-present: Black Death (1348) vs Great Plague (1665)
Edexcel GCSE History Paper 1 - Cornell notes

Q: What was the Black Death?
- Arrived in England June 1348, at Melcombe in Dorset
- Killed roughly 1/3 of the population of England

Q: Why did people think the Black Death happened?
- God: a punishment for sin, so most people prayed and confessed
- Miasma = bad air from rotting bodies, rubbish and swamps
- Imbalance of the four humours, according to Hippocrates and Galen

Q: What had changed by the Great Plague of 1665?
- Killed around 100,000 people in London
- Government issued plague orders: houses of the sick were shut up for 40 days

Summary: little progress in 300+ years b/c the real cause was still unknown.`;

const cards = () => {
  const topic = 'The Black Death and the Great Plague';
  const points = summariseNotes({ text: PLAGUE, subject: 'History', topic });
  return {
    points,
    cards: generateCards({
      text: points.join('\n'),
      notes: PLAGUE,
      subject: 'History',
      topic,
      cardCount: 10,
      difficulty: 'medium',
    }),
  };
};

describe('Cornell notes', () => {
  it('reads a title over a course line as the title, and a "Q:" line as the question it asks', () => {
    const blocks = parseBlocks(PLAGUE);
    expect(blocks[0]).toMatchObject({ kind: 'heading', text: expect.stringMatching(/^Medicine in Britain/u) });
    expect(blocks.map((b) => b.text)).toContain('What was the Black Death?');
    expect(blocks.some((b) => /^Q:/u.test(b.text))).toBe(false);
  });

  it('also when OCR wrapped the title onto a second line', () => {
    const wrapped = PLAGUE.replace(' vs Great Plague (1665)\n', ' vs Great\nPlague (1665)\n');
    expect(parseBlocks(wrapped)[0]).toMatchObject({
      kind: 'heading',
      text: expect.stringMatching(/Plague \(1665\)$/u),
    });
  });

  it('never makes a point of the title or of a question', () => {
    const { points } = cards();
    expect(points.some((p) => /Medicine in Britain|\?$/u.test(p))).toBe(false);
  });

  it("asks the student's own question, answered by the bullets under it", () => {
    const qa = cards().cards.find((c) => c.front_text === 'What was the Black Death?');
    expect(qa?.back_text).toBe(
      'Arrived in England June 1348, at Melcombe in Dorset; Killed roughly 1/3 of the population of England',
    );
    expect(cards().cards.some((c) => /^Q:|What do little progress/u.test(c.front_text))).toBe(false);
  });

  it('takes "A:" under a question as the answer, not a term', () => {
    const blocks = parseBlocks(
      'Osmosis\n\nQ: What is osmosis?\nA: The diffusion of water across a partially permeable membrane.',
    );
    expect(blocks.map((b) => b.text)).toEqual([
      'Osmosis',
      'What is osmosis?',
      'The diffusion of water across a partially permeable membrane.',
    ]);
  });
});
