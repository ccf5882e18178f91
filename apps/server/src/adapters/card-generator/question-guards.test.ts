import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateCards } from './builtin-card-generator.js';
import { awkwardQuestion } from './question-guards.js';

const notesOf = (name: string): string =>
  readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'golden', name, 'notes.txt'), 'utf8');

describe('awkward questions', () => {
  it.each([
    ['What is a first law?', 'orphan-ordinal'],
    ['What does a third law state?', 'orphan-ordinal'],
    ['Describe the role of key quotation to learn in Macbeth.', 'layout-heading'],
    ['Describe key terms.', 'layout-heading'],
    ['What are the quotations to remember?', 'layout-heading'],
    ['What does information pass from?', 'stranded-route'],
    ['What does blood flow into?', 'stranded-route'],
    [
      'When was Macbeth written, early in the reign of King James I. James was already King of Scotland?',
      'two-sentences',
    ],
  ])('refuses "%s" (%s)', (front, reason) => {
    expect(awkwardQuestion(front)).toBe(reason);
  });

  it.each([
    "What does Newton's first law state?",
    'Who was the first Tudor monarch?',
    'What is the role of the witches in Macbeth?',
    'What does information in STM pass to when it is rehearsed?',
    'What does the heart pump blood around?',
    'Where does information pass when it is retrieved?',
    'What is osmosis?',
    'Who wrote Daemonologie in 1597?',
    'What did Henry VIII do in 1534?',
  ])('keeps "%s"', (front) => {
    expect(awkwardQuestion(front)).toBeUndefined();
  });
});

describe('the decks the issue saw (golden notes: physics forces, Macbeth context, psychology memory)', () => {
  it.each([
    ['physics-forces', 'Physics', "Forces and Newton's laws"],
    ['eng-lit-macbeth-context', 'English Literature', 'Macbeth: context'],
    ['psychology-memory', 'Psychology', 'Memory'],
  ])('%s has none of the awkward questions', (name, subject, topic) => {
    const cards = generateCards({ text: notesOf(name), subject, topic, cardCount: 15, difficulty: 'medium' });
    const fronts = cards.map((c) => c.front_text);
    expect(fronts.length).toBeGreaterThan(5);
    expect(fronts.filter((f) => awkwardQuestion(f))).toEqual([]);
    expect(fronts).not.toContain('Describe the role of key quotation to learn in Macbeth.');
    expect(fronts).not.toContain('What is a first law?');
    expect(fronts).not.toContain('What does information pass from?');
  });

  it("asks for Newton's laws by name", () => {
    const fronts = generateCards({
      text: notesOf('physics-forces'),
      subject: 'Physics',
      topic: 'Forces',
      cardCount: 10,
      difficulty: 'medium',
    }).map((c) => c.front_text);
    expect(fronts).toEqual(
      expect.arrayContaining([
        "What does Newton's first law state?",
        "What does Newton's second law state?",
        "What does Newton's third law state?",
      ]),
    );
  });
});
