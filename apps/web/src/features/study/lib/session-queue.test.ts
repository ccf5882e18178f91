import type { StudyCard } from '@revisely/contracts';
import { describe, expect, it } from 'vitest';
import {
  advance,
  currentCard,
  isFinished,
  LEARN_AHEAD_MS,
  position,
  rateCurrent,
  settle,
  startQueue,
} from './session-queue';

const NOW = Date.parse('2026-11-24T18:00:00Z');
const MINUTE = 60_000;

const card = (id: string, overrides: Partial<StudyCard> = {}): StudyCard => ({
  id,
  deck_id: 'd1',
  front_text: `Q ${id}`,
  back_text: `A ${id}`,
  explanation: null,
  position: 0,
  state: 'new',
  due: new Date(NOW - MINUTE).toISOString(),
  reps: 0,
  lapses: 0,
  last_review: null,
  created_at: new Date(NOW - 86_400_000).toISOString(),
  intervals: { again: '1min', hard: '6min', good: '2d', easy: '8d' },
  ...overrides,
});

const ids = (q: { waiting: StudyCard[] }) => q.waiting.map((c) => c.id);

const learningAnswer = (id: string, dueAt: number) => ({
  card: { ...card(id), state: 'learning' as const, due: new Date(dueAt).toISOString() },
  intervals: { again: '1min', hard: '6min', good: '2d', easy: '8d' },
});
const graduatedAnswer = (id: string) => ({
  card: { ...card(id), state: 'review' as const, due: new Date(NOW + 2 * 86_400_000).toISOString() },
});

describe('session queue', () => {
  it('keeps learning cards due later out of line until their step, or until nothing else is left', () => {
    const later = card('l', { state: 'learning', due: new Date(NOW + 5 * MINUTE).toISOString() });
    const q = startQueue([card('a'), later, card('b')], NOW);
    expect(ids(q)).toEqual(['a', 'b']);
    expect(position(q)).toEqual({ n: 1, total: 3 });
    const afterA = rateCurrent(q, 'good', NOW);
    expect(ids(afterA)).toEqual(['b']);
    // b rated: the line is empty, so the learning card is shown early (learn-ahead).
    const afterB = rateCurrent(afterA, 'easy', NOW + MINUTE);
    expect(ids(afterB)).toEqual(['l']);
    expect(position(afterB)).toEqual({ n: 3, total: 3 });
  });

  it('brings a failed card back after the cards already waiting once its step is due', () => {
    let q = startQueue([card('a'), card('b'), card('c')], NOW);
    q = rateCurrent(q, 'again', NOW);
    expect(ids(q)).toEqual(['b', 'c']);
    // 'Card n of m' counts the failed card still to come.
    expect(position(q)).toEqual({ n: 2, total: 4 });
    q = settle(q, learningAnswer('a', NOW + MINUTE), 'a', NOW + 1000);
    expect(q.pending.map((p) => [p.card.id, p.tentative, p.card.state])).toEqual([['a', false, 'learning']]);
    // b is rated after the step has passed: a joins the end of the line, behind c.
    q = rateCurrent(q, 'good', NOW + 2 * MINUTE);
    expect(ids(q)).toEqual(['c', 'a']);
    q = rateCurrent(q, 'good', NOW + 3 * MINUTE);
    q = settle(q, graduatedAnswer('b'), 'b', NOW + 3 * MINUTE);
    expect(ids(q)).toEqual(['a']);
    q = rateCurrent(q, 'good', NOW + 4 * MINUTE);
    expect(isFinished(q)).toBe(true);
    expect(position(q)).toEqual({ n: 5, total: 4 });
  });

  it("drops a guessed relearning card when the server says it graduated or the rating wasn't saved", () => {
    let q = startQueue([card('a'), card('b')], NOW);
    q = rateCurrent(q, 'hard', NOW);
    expect(q.pending).toHaveLength(1);
    expect(settle(q, graduatedAnswer('a'), 'a', NOW).pending).toHaveLength(0);
    expect(settle(q, null, 'a', NOW).pending).toHaveLength(0);
  });

  it('ends only when nothing is due within the learn-ahead window', () => {
    const far = card('f', { state: 'relearning', due: new Date(NOW + LEARN_AHEAD_MS + MINUTE).toISOString() });
    const q = startQueue([far], NOW);
    expect(isFinished(q)).toBe(true);
    const near = advance(
      { waiting: [], pending: [{ card: far, dueAt: NOW + 10 * MINUTE, tentative: false }], done: 1 },
      NOW,
    );
    expect(currentCard(near)?.id).toBe('f');
  });
});
