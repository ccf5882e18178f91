import { chooseDistractors, optionKey } from './choose-distractors';
import { markWritten, type WrittenMark } from './mark-written';
import type { PracticeCard } from './practice-card';
import { shuffle, type Random } from './random';

export type QuestionType = 'multiple-choice' | 'written' | 'true-false';
export const QUESTION_TYPES: readonly QuestionType[] = ['multiple-choice', 'written', 'true-false'];
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  'multiple-choice': 'Multiple choice',
  written: 'Written',
  'true-false': 'True/False',
};
/** Multiple choice needs the card's answer and three others. */
export const MULTIPLE_CHOICE_MIN_CARDS = 4;
export const DEFAULT_TEST_QUESTIONS = 20;

export type TestQuestion =
  | { id: string; type: 'multiple-choice'; card: PracticeCard; options: string[] }
  | { id: string; type: 'written'; card: PracticeCard }
  /** True when `shown` is the card's own answer. */
  | { id: string; type: 'true-false'; card: PracticeCard; shown: string; isTrue: boolean };

export type TestResponse = string | boolean | null;

export interface TestSetup {
  questions: number;
  types: readonly QuestionType[];
}

export const defaultQuestionCount = (cards: number) => Math.min(DEFAULT_TEST_QUESTIONS, cards);

/** Which of `types` the deck can be asked in (multiple choice needs four cards). */
export function availableTypes(cardCount: number): QuestionType[] {
  return QUESTION_TYPES.filter((t) => t !== 'multiple-choice' || cardCount >= MULTIPLE_CHOICE_MIN_CARDS);
}

/**
 * A test of `setup.questions` cards drawn at random, the chosen types spread evenly over them. A
 * card whose deck cannot give it three different wrong answers is asked in another chosen type.
 * Wrong options come from `deck` (the whole deck, also when retaking only the wrong answers).
 */
export function buildTest(
  cards: readonly PracticeCard[],
  setup: TestSetup,
  random: Random,
  deck: readonly PracticeCard[] = cards,
): TestQuestion[] {
  const types = setup.types.filter((t) => availableTypes(deck.length).includes(t));
  if (types.length === 0 || cards.length === 0) return [];
  const count = Math.max(1, Math.min(setup.questions, cards.length));
  const chosen = shuffle(cards, random).slice(0, count);
  const pool = deck.map((c) => c.answer);
  const plan = shuffle(
    chosen.map((_, i) => types[i % types.length] as QuestionType),
    random,
  );
  return chosen.map((card, i) => {
    const id = `q${i + 1}`;
    const wanted = plan[i] as QuestionType;
    for (const type of [wanted, ...types.filter((t) => t !== wanted)]) {
      const question = makeQuestion(id, type, card, pool, random);
      if (question) return question;
    }
    return { id, type: 'written', card };
  });
}

function makeQuestion(
  id: string,
  type: QuestionType,
  card: PracticeCard,
  pool: readonly string[],
  random: Random,
): TestQuestion | null {
  if (type === 'written') return { id, type, card };
  const others = chooseDistractors(card.answer, pool, random, type === 'multiple-choice' ? 3 : 1);
  if (type === 'multiple-choice') {
    if (others.length < 3) return null;
    return { id, type, card, options: shuffle([card.answer, ...others], random) };
  }
  const isTrue = others.length === 0 || random() < 0.5;
  return { id, type, card, shown: isTrue ? card.answer : (others[0] as string), isTrue };
}

/** The student's answer, as multiple-choice index / written text / true-false choice. */
export interface QuestionResult {
  question: TestQuestion;
  response: TestResponse;
  correct: boolean;
  /** Written answers: how it was marked (shown in the result). */
  written: WrittenMark | null;
  /** The student said 'Mark as correct' on a written answer the marker refused. */
  overridden: boolean;
}

export function markQuestion(question: TestQuestion, response: TestResponse, overridden = false): QuestionResult {
  if (question.type === 'written') {
    const written = markWritten(
      typeof response === 'string' ? response : '',
      question.card.answer,
      question.card.promptText,
    );
    const override = overridden && !written.correct && written.verdict !== 'empty';
    return { question, response, correct: written.correct || override, written, overridden: override };
  }
  if (question.type === 'multiple-choice') {
    const correct = typeof response === 'string' && optionKey(response) === optionKey(question.card.answer);
    return { question, response, correct, written: null, overridden: false };
  }
  return { question, response, correct: response === question.isTrue, written: null, overridden: false };
}

export interface TestScore {
  correct: number;
  total: number;
  /** Rounded to a whole percent. */
  percent: number;
  overrides: number;
}

export function scoreTest(results: readonly QuestionResult[]): TestScore {
  const correct = results.filter((r) => r.correct).length;
  const total = results.length;
  return {
    correct,
    total,
    percent: total ? Math.round((correct / total) * 100) : 0,
    overrides: results.filter((r) => r.overridden).length,
  };
}
