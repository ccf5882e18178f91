import { chooseDistractors } from './choose-distractors';
import type { PracticeCard } from './practice-card';
import { shuffle, type Random } from './random';

/**
 * Learn (issue 28): rounds of up to 7 cards. A card is asked as multiple choice until it has been
 * right once, then written; it is learned after two right answers, at least one of them written.
 * A wrong card goes to the back of the round's queue, so it returns later in the same round.
 * Pure state transitions, so the page (and the offline study) only render them.
 */
export const LEARN_ROUND_SIZE = 7;
export const LEARN_RIGHT_TO_LEARN = 2;

export interface LearnProgress {
  right: number;
  writtenRight: number;
}

export interface LearnState {
  cards: readonly PracticeCard[];
  progress: Record<string, LearnProgress>;
  /** Card ids still to answer this round, the next first. */
  queue: string[];
  round: number;
  /** Answers given in the whole session (for XP and the result). */
  answered: number;
  correctAnswers: number;
}

export type LearnQuestion =
  { kind: 'multiple-choice'; card: PracticeCard; options: string[] } | { kind: 'written'; card: PracticeCard };

export const isLearned = (p: LearnProgress | undefined) =>
  Boolean(p && p.right >= LEARN_RIGHT_TO_LEARN && p.writtenRight >= 1);

function nextRound(cards: readonly PracticeCard[], progress: Record<string, LearnProgress>): string[] {
  return cards
    .filter((c) => !isLearned(progress[c.id]))
    .slice(0, LEARN_ROUND_SIZE)
    .map((c) => c.id);
}

export function startLearn(cards: readonly PracticeCard[], random: Random): LearnState {
  const order = shuffle(cards, random);
  const progress = Object.fromEntries(order.map((c) => [c.id, { right: 0, writtenRight: 0 }]));
  return { cards: order, progress, queue: nextRound(order, progress), round: 1, answered: 0, correctAnswers: 0 };
}

/** The question for the card at the front of the queue, or null when the round is over. */
export function currentQuestion(state: LearnState, random: Random): LearnQuestion | null {
  const id = state.queue[0];
  const card = state.cards.find((c) => c.id === id);
  if (!card) return null;
  const progress = state.progress[card.id];
  if (!progress || progress.right === 0) {
    const others = chooseDistractors(
      card.answer,
      state.cards.map((c) => c.answer),
      random,
    );
    // A deck without three different other answers goes straight to written.
    if (others.length === 3)
      return { kind: 'multiple-choice', card, options: shuffle([card.answer, ...others], random) };
  }
  return { kind: 'written', card };
}

/** Records an answer to the front card: right leaves the round, wrong goes to its back. */
export function answerLearn(state: LearnState, kind: LearnQuestion['kind'], correct: boolean): LearnState {
  const [id, ...rest] = state.queue;
  if (!id) return state;
  const before = state.progress[id] ?? { right: 0, writtenRight: 0 };
  const after = correct
    ? { right: before.right + 1, writtenRight: before.writtenRight + (kind === 'written' ? 1 : 0) }
    : before;
  return {
    ...state,
    progress: { ...state.progress, [id]: after },
    queue: correct ? rest : [...rest, id],
    answered: state.answered + 1,
    correctAnswers: state.correctAnswers + (correct ? 1 : 0),
  };
}

export const roundComplete = (state: LearnState) => state.queue.length === 0;
export const allLearned = (state: LearnState) => state.cards.every((c) => isLearned(state.progress[c.id]));

export function startNextRound(state: LearnState): LearnState {
  return { ...state, queue: nextRound(state.cards, state.progress), round: state.round + 1 };
}

/**
 * Share of the way to learning everything, 0–100: each card needs two right answers, one written;
 * a right multiple-choice answer counts once.
 */
export function learnPercent(state: LearnState): number {
  if (state.cards.length === 0) return 100;
  let points = 0;
  for (const card of state.cards) {
    const p = state.progress[card.id];
    if (!p) continue;
    points += isLearned(p) ? LEARN_RIGHT_TO_LEARN : Math.min(p.right, LEARN_RIGHT_TO_LEARN - 1);
  }
  return Math.round((points / (state.cards.length * LEARN_RIGHT_TO_LEARN)) * 100);
}

export const learnedCount = (state: LearnState) => state.cards.filter((c) => isLearned(state.progress[c.id])).length;
