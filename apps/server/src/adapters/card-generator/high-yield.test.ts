import { describe, expect, it } from 'vitest';
import type { CardGenerator, GenerateCardsInput } from './card-generator.js';
import { type HighYieldSuggester, LlmToppedHighYield } from './high-yield.js';

const mined: HighYieldSuggester = {
  suggest: () => Promise.resolve([{ front: 'What is osmosis?', back: 'Net movement of water.' }]),
};

function fakeGenerator(cards: { front_text: string; back_text: string }[]) {
  const calls: GenerateCardsInput[] = [];
  const generator: CardGenerator = {
    generate: (input) => {
      calls.push(input);
      return Promise.resolve(cards.map((c) => ({ ...c, explanation: '' })));
    },
  };
  return { generator, calls };
}

describe('LlmToppedHighYield', () => {
  it('keeps the mined cards first and adds only new, complete questions from the model', async () => {
    const { generator, calls } = fakeGenerator([
      { front_text: ' what is OSMOSIS? ', back_text: 'Repeat of a mined question.' },
      { front_text: 'What is diffusion?', back_text: 'Net movement of particles.' },
      { front_text: 'What is diffusion?', back_text: 'Asked twice.' },
      { front_text: 'What is a cell?', back_text: '  ' },
    ]);
    const cards = await new LlmToppedHighYield(mined, generator).suggest('Osmosis', [
      { text: 'Osmosis notes.' },
      { text: 'Diffusion notes.' },
    ]);
    expect(cards).toEqual([
      { front: 'What is osmosis?', back: 'Net movement of water.' },
      { front: 'What is diffusion?', back: 'Net movement of particles.' },
    ]);
    expect(calls).toEqual([
      {
        text: 'Osmosis notes.\n\nDiffusion notes.',
        subject: 'Osmosis',
        topic: 'Osmosis',
        cardCount: 10,
        difficulty: 'medium',
      },
    ]);
  });

  it('shows the model at most 30,000 characters of the material', async () => {
    const { generator, calls } = fakeGenerator([]);
    await new LlmToppedHighYield(mined, generator).suggest('Osmosis', [{ text: 'a'.repeat(40_000) }]);
    expect(calls[0]?.text).toHaveLength(30_000);
  });
});
