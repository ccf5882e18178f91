import { describe, expect, it } from 'vitest';
import { generateCards } from './builtin-card-generator.js';

const POINTS = ['Osmosis is the diffusion of water molecules across a partially permeable membrane.'];
const NOTES = [
  'Osmosis is the diffusion of water molecules across a partially permeable membrane.',
  'Ribosomes are the site of protein synthesis.',
  'Mitochondria are the site of aerobic respiration in the cell.',
].join('\n');

const base = { subject: 'Biology', topic: 'Cells', cardCount: 5, difficulty: 'medium' } as const;

describe('cards from a summary and the notes behind it', () => {
  it('adds cards on facts only the notes hold, after the points’ own', () => {
    const cards = generateCards({ ...base, text: POINTS.join('\n'), notes: NOTES });
    const fronts = cards.map((c) => c.front_text);
    expect(fronts.some((f) => /ribosomes/iu.test(f))).toBe(true);
    expect(fronts.some((f) => /mitochondria/iu.test(f))).toBe(true);
    expect(`${cards[0]?.front_text} ${cards[0]?.back_text}`).toMatch(/osmosis|partially permeable/iu);
    // Every answer is still the student's own text.
    for (const c of cards) expect(c.explanation).toMatch(/^From your notes: "/u);
  });

  it('asks nothing twice about a fact the point already carries', () => {
    const cards = generateCards({ ...base, text: POINTS.join('\n'), notes: NOTES });
    const osmosis = cards.filter((c) => /^What is osmosis\?$/u.test(c.front_text));
    expect(osmosis.length).toBeLessThanOrEqual(1);
  });

  it('is the points alone without notes', () => {
    const cards = generateCards({ ...base, text: POINTS.join('\n') });
    expect(cards.map((c) => c.front_text).join(' ')).not.toMatch(/ribosomes|mitochondria/iu);
  });
});
