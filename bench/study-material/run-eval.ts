import {
  badPoints,
  cardMetrics,
  compression,
  summaryRecall,
  type BadCardReason,
  type BadPointReason,
} from './metrics.js';
import { awkwardCards, type AwkwardReason } from './awkward-questions.js';
import { toOcrShaped, seedOf } from './ocr-shape.js';
import { PASSAGES } from './passages/index.js';
import type { Card, Passage } from './types.js';

export type Form = 'clean' | 'ocr';

export interface SummariseFnInput {
  text: string;
  subject: string;
  topic: string;
  qualification: string;
}

export interface GenerateFnInput {
  text: string;
  /** The notes the summary was made from, as the app passes them when the summary is stored. */
  notes?: string;
  subject: string;
  topic: string;
  cardCount: 10;
  difficulty: 'medium';
}

export interface StudyMaterialEvalOptions {
  summarise: (input: SummariseFnInput) => Promise<string[]> | string[];
  generate: (input: GenerateFnInput) => Promise<Card[]> | Card[];
  passages?: Passage[];
  forms?: Form[];
}

export interface PassageResult {
  id: string;
  subject: string;
  form: Form;
  recall: number;
  compression: number;
  badPoints: { point: string; reason: BadPointReason }[];
  cardsReturned: number;
  cardsRequested: number;
  grounded: number;
  strictCoverage: number;
  lenientCoverage: number;
  /** Key facts one card holds across question and answer (ADR 0029); the target is on this. */
  cardCoverage: number;
  badCards: { front: string; back: string; reason: BadCardReason }[];
  /** Cards a student would find awkward or cannot answer alone (awkward-questions.ts, issue 27). */
  awkward: { front: string; back: string; reasons: AwkwardReason[] }[];
  /** Key facts missing from the summary, to see what a change lost. */
  missedFacts: string[];
  points: string[];
  cards: Card[];
}

export interface FormMeans {
  form: Form;
  passages: number;
  recall: number;
  compression: number;
  badPoints: number;
  cardsReturned: number;
  grounded: number;
  strictCoverage: number;
  lenientCoverage: number;
  cardCoverage: number;
  badCards: number;
  /** Awkward cards (total), and per reason (a card can have several). */
  awkward: number;
  awkwardByReason: Record<AwkwardReason, number>;
  /** Median words per card answer (`**` stripped), over every card of the form (ADR 0029). */
  answerWordsMedian: number;
  /** Cards whose answer is longer than LONG_ANSWER_WORDS words. */
  longAnswers: number;
}

/** The answer length the card generator trims towards (answer-rules.ts MAX_ANSWER_WORDS). */
export const LONG_ANSWER_WORDS = 25;

export function answerWords(back: string): number {
  return back.replace(/\*\*/gu, '').split(/\s+/u).filter(Boolean).length;
}

function median(xs: number[]): number {
  if (xs.length === 0) return 0;
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export interface StudyMaterialEvalResult {
  results: PassageResult[];
  means: FormMeans[];
}

export const TARGETS = {
  recall: 0.85,
  compression: 0.4,
  grounded: 0.95,
  /** On card coverage (one card's question + answer) since ADR 0029; strict is reported without a target. */
  cardCoverage: 0.6,
  badPoints: 0,
  badCards: 0,
} as const;

const CARD_COUNT = 10;

async function evaluate(passage: Passage, form: Form, options: StudyMaterialEvalOptions): Promise<PassageResult> {
  const text = form === 'clean' ? passage.text : toOcrShaped(passage.text, seedOf(passage.id));
  const { subject, topic, qualification } = passage;
  const points = await options.summarise({ text, subject, topic, qualification });
  const cards = await options.generate({
    text: points.join('\n'),
    ...(process.env.CARDS_FROM_POINTS_ONLY ? {} : { notes: text }),
    subject,
    topic,
    cardCount: CARD_COUNT,
    difficulty: 'medium',
  });
  const ctx = { subject, topic, titleLine: passage.text.split('\n')[0] ?? '', source: passage.text };
  const cm = cardMetrics(cards, CARD_COUNT, passage.text, passage.keyFacts, ctx);
  const pointsText = points.join('\n');
  return {
    id: passage.id,
    subject,
    form,
    recall: summaryRecall(points, passage.keyFacts),
    compression: compression(points, passage.text),
    badPoints: badPoints(points, ctx),
    cardsReturned: cm.returned,
    cardsRequested: cm.requested,
    grounded: cm.grounded,
    strictCoverage: cm.strictCoverage,
    lenientCoverage: cm.lenientCoverage,
    cardCoverage: cm.cardCoverage,
    badCards: cm.badCards.map((b) => ({ front: b.card.front_text, back: b.card.back_text, reason: b.reason })),
    awkward: awkwardCards(cards),
    missedFacts: passage.keyFacts.filter((f) => summaryRecall([pointsText], [f]) < 1).map((f) => f.fact),
    points,
    cards,
  };
}

function countReasons(reasons: AwkwardReason[]): Record<AwkwardReason, number> {
  const counts: Record<AwkwardReason, number> = {
    'refers-back': 0,
    'joined-predicate': 0,
    'answer-in-question': 0,
    'long-question': 0,
  };
  for (const r of reasons) counts[r] += 1;
  return counts;
}

const mean = (xs: number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

function meansOf(form: Form, rs: PassageResult[]): FormMeans {
  return {
    form,
    passages: rs.length,
    recall: mean(rs.map((r) => r.recall)),
    compression: mean(rs.map((r) => r.compression)),
    badPoints: rs.reduce((n, r) => n + r.badPoints.length, 0),
    cardsReturned: mean(rs.map((r) => r.cardsReturned)),
    grounded: mean(rs.map((r) => r.grounded)),
    strictCoverage: mean(rs.map((r) => r.strictCoverage)),
    lenientCoverage: mean(rs.map((r) => r.lenientCoverage)),
    cardCoverage: mean(rs.map((r) => r.cardCoverage)),
    badCards: rs.reduce((n, r) => n + r.badCards.length, 0),
    awkward: rs.reduce((n, r) => n + r.awkward.length, 0),
    awkwardByReason: countReasons(rs.flatMap((r) => r.awkward.flatMap((a) => a.reasons))),
    answerWordsMedian: median(rs.flatMap((r) => r.cards.map((c) => answerWords(c.back_text)))),
    longAnswers: rs.reduce((n, r) => n + r.cards.filter((c) => answerWords(c.back_text) > LONG_ANSWER_WORDS).length, 0),
  };
}

/**
 * Runs every passage, clean and OCR-shaped, through a summariser and then a card generator fed the
 * summary points (as the app does), scoring both against the clean notes. Inject any pair (the
 * built-in one, an LLM-backed one) to compare them on the same passages.
 */
export async function runStudyMaterialEval(options: StudyMaterialEvalOptions): Promise<StudyMaterialEvalResult> {
  const passages = options.passages ?? PASSAGES;
  const forms = options.forms ?? ['clean', 'ocr'];
  const results: PassageResult[] = [];
  // One at a time: LLM-backed functions would otherwise hit a rate limit, and the machine is small.
  for (const passage of passages) for (const form of forms) results.push(await evaluate(passage, form, options));
  const means = forms.map((f) =>
    meansOf(
      f,
      results.filter((r) => r.form === f),
    ),
  );
  return { results, means };
}
