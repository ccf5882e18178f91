import type { Flashcard } from '@revisely/contracts';
import { describe, expect, it } from 'vitest';
import { availableTypes, buildTest, markQuestion, scoreTest } from './build-test';
import { optionKey } from './choose-distractors';
import {
  answerLearn,
  allLearned,
  currentQuestion,
  isLearned,
  learnPercent,
  roundComplete,
  startLearn,
  startNextRound,
} from './learn-session';
import { dealMatch, formatSeconds, tilesMatch } from './match-game';
import { toPracticeCards, type PracticeCard } from './practice-card';
import { seededRandom } from './random';

function flashcard(id: string, front: string, back: string, extra: Partial<Flashcard> = {}): Flashcard {
  return {
    id,
    deck_id: 'd',
    front_text: front,
    back_text: back,
    explanation: null,
    position: 0,
    state: 'new',
    due: '2026-11-28T00:00:00.000Z',
    reps: 0,
    lapses: 0,
    last_review: null,
    created_at: '2026-11-28T00:00:00.000Z',
    ...extra,
  };
}

const deck = (n: number): PracticeCard[] =>
  toPracticeCards(Array.from({ length: n }, (_, i) => flashcard(`c${i}`, `Question ${i}`, `Answer number ${i} word`)));

describe('toPracticeCards', () => {
  it('asks a cloze card as its gap and leaves out cards without an answer', () => {
    const cards = toPracticeCards([
      flashcard('a', 'The {{c1::mitochondria}} is the {{c2::powerhouse}} of the cell', '', { cloze_index: 1 }),
      flashcard('b', 'Picture only', '', { back_image_id: 'f1' }),
      flashcard('c', 'Capital of France', 'Paris'),
    ]);
    expect(cards.map((c) => [c.id, c.answer, c.promptText])).toEqual([
      ['a', 'mitochondria', 'The ___ is the powerhouse of the cell'],
      ['c', 'Paris', 'Capital of France'],
    ]);
  });
});

describe('buildTest', () => {
  it('asks the number of questions chosen, the chosen types spread over them', () => {
    const questions = buildTest(
      deck(10),
      { questions: 9, types: ['multiple-choice', 'written', 'true-false'] },
      seededRandom(1),
    );
    expect(questions).toHaveLength(9);
    expect(new Set(questions.map((q) => q.card.id)).size).toBe(9);
    const counts = questions.reduce<Record<string, number>>((a, q) => ({ ...a, [q.type]: (a[q.type] ?? 0) + 1 }), {});
    expect(counts).toEqual({ 'multiple-choice': 3, written: 3, 'true-false': 3 });
  });

  it('gives multiple choice exactly four different options, one of them right', () => {
    for (const q of buildTest(deck(8), { questions: 8, types: ['multiple-choice'] }, seededRandom(5))) {
      if (q.type !== 'multiple-choice') throw new Error('expected multiple choice');
      expect(q.options).toHaveLength(4);
      expect(new Set(q.options.map(optionKey)).size).toBe(4);
      expect(q.options.filter((o) => o === q.card.answer)).toHaveLength(1);
    }
  });

  it('has no multiple choice with fewer than four cards', () => {
    expect(availableTypes(3)).toEqual(['written', 'true-false']);
    const questions = buildTest(deck(3), { questions: 3, types: ['multiple-choice', 'true-false'] }, seededRandom(2));
    expect(questions.map((q) => q.type)).toEqual(['true-false', 'true-false', 'true-false']);
  });

  it('marks each type and counts overrides of written answers', () => {
    const [card] = deck(1) as [PracticeCard];
    const written = { id: 'q1', type: 'written' as const, card };
    expect(markQuestion(written, 'answer number 0 word!').correct).toBe(true);
    const wrong = markQuestion(written, 'something else');
    expect(wrong.correct).toBe(false);
    const overridden = markQuestion(written, 'something else', true);
    expect(overridden).toMatchObject({ correct: true, overridden: true });
    const tf = { id: 'q2', type: 'true-false' as const, card, shown: 'other', isTrue: false };
    expect(markQuestion(tf, false).correct).toBe(true);
    expect(markQuestion(tf, true).correct).toBe(false);
    expect(scoreTest([wrong, overridden, markQuestion(tf, false)])).toEqual({
      correct: 2,
      total: 3,
      percent: 67,
      overrides: 1,
    });
  });
});

describe('learn session', () => {
  it('asks multiple choice first, then written; learned after two right answers, one written', () => {
    const random = seededRandom(4);
    let state = startLearn(deck(5), random);
    expect(state.queue).toHaveLength(5);
    const first = currentQuestion(state, random);
    expect(first?.kind).toBe('multiple-choice');
    const id = state.queue[0] as string;
    state = answerLearn(state, 'multiple-choice', true);
    expect(state.queue).not.toContain(id);
    // Wrong cards go to the back of the round.
    const wrongId = state.queue[0] as string;
    state = answerLearn(state, 'multiple-choice', false);
    expect(state.queue.at(-1)).toBe(wrongId);
    while (!roundComplete(state)) state = answerLearn(state, currentQuestion(state, random)!.kind, true);
    expect(isLearned(state.progress[id])).toBe(false);
    state = startNextRound(state);
    expect(state.round).toBe(2);
    expect(currentQuestion(state, random)?.kind).toBe('written');
    while (!roundComplete(state)) state = answerLearn(state, 'written', true);
    expect(allLearned(state)).toBe(true);
    expect(learnPercent(state)).toBe(100);
  });

  it('plays rounds of at most seven cards', () => {
    expect(startLearn(deck(12), seededRandom(1)).queue).toHaveLength(7);
  });
});

describe('match', () => {
  it('deals up to six pairs with different answers, both sides of each', () => {
    const cards = [...deck(9), ...toPracticeCards([flashcard('dup', 'Another', 'Answer number 0 word')])];
    const tiles = dealMatch(cards, seededRandom(1));
    expect(tiles).toHaveLength(12);
    const byCard = new Map<string, number>();
    for (const t of tiles) byCard.set(t.cardId, (byCard.get(t.cardId) ?? 0) + 1);
    expect([...byCard.values()].every((n) => n === 2)).toBe(true);
    expect(new Set(tiles.filter((t) => t.side === 'answer').map((t) => t.card.answer)).size).toBe(6);
    const [a, b] = [
      tiles.find((t) => t.id === `${tiles[0]!.cardId}:q`)!,
      tiles.find((t) => t.id === `${tiles[0]!.cardId}:a`)!,
    ];
    expect(tilesMatch(a, b)).toBe(true);
    expect(tilesMatch(a, a)).toBe(false);
    expect(formatSeconds(12_449)).toBe('12.4 s');
  });
});
