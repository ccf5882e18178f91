import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateCards } from './builtin-card-generator.js';
import type { CardCount, CardDifficulty, GeneratedCard } from './card-generator.js';

/**
 * End-to-end cases: golden/<case>/notes.txt in, golden/<case>/cards.json out (the deck the built-in
 * generator makes, with the subject, topic, count and difficulty it was asked for). A change to the
 * rules shows up as a diff of these files. After checking a change is wanted, rewrite them with
 * `UPDATE_GOLDEN=1 npx vitest run --project server apps/server/src/adapters/card-generator/golden-cards.test.ts`.
 */
const GOLDEN_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'golden');
const update = process.env.UPDATE_GOLDEN === '1';

interface GoldenCase {
  subject: string;
  topic: string;
  cardCount: CardCount;
  difficulty: CardDifficulty;
  cards: GeneratedCard[];
}

const cases = readdirSync(GOLDEN_DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

describe('golden decks', () => {
  it('has cases to check', () => {
    expect(cases.length).toBeGreaterThanOrEqual(3);
  });

  it.each(cases)('%s', (name) => {
    const dir = path.join(GOLDEN_DIR, name);
    const notes = readFileSync(path.join(dir, 'notes.txt'), 'utf8');
    const file = path.join(dir, 'cards.json');
    const golden = JSON.parse(readFileSync(file, 'utf8')) as GoldenCase;
    const { cards: expected, ...input } = golden;
    const cards = generateCards({ text: notes, ...input });
    if (update) writeFileSync(file, `${JSON.stringify({ ...input, cards }, null, 2)}\n`);
    else expect(cards).toEqual(expected);
    expect(cards.length).toBeGreaterThan(0);
  });
});
