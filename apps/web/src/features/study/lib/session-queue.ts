import { LEARN_AHEAD_MINUTES, type Quality, type StudyCard } from '@revisely/contracts';

export const LEARN_AHEAD_MS = LEARN_AHEAD_MINUTES * 60_000;

/** A card in (re)learning, waiting for its step to come due before it is shown again. */
export interface PendingCard {
  card: StudyCard;
  dueAt: number;
  /** Guessed from the rating's interval label until the server's answer says where the card went. */
  tentative: boolean;
}

/**
 * A study session's cards (issue 14): `waiting` in order, its head the card on screen; `pending`
 * learning cards that come back once their step is due, after the cards already waiting, or
 * early (learn-ahead, as Anki does) when nothing else is left. `done` counts ratings.
 */
export interface SessionQueue {
  waiting: StudyCard[];
  pending: PendingCard[];
  done: number;
}

const isLearning = (card: Pick<StudyCard, 'state'>) => card.state === 'learning' || card.state === 'relearning';

/** A session from the study call's cards: learning cards not yet due wait for their step. */
export function startQueue(cards: StudyCard[], now: number): SessionQueue {
  const waiting: StudyCard[] = [];
  const pending: PendingCard[] = [];
  for (const card of cards) {
    const dueAt = Date.parse(card.due);
    if (isLearning(card) && dueAt > now) pending.push({ card, dueAt, tentative: false });
    else waiting.push(card);
  }
  return advance({ waiting, pending: sortPending(pending), done: 0 }, now);
}

function sortPending(pending: PendingCard[]): PendingCard[] {
  return [...pending].sort((a, b) => a.dueAt - b.dueAt);
}

/**
 * Cards whose step has come due join the end of the line; when the line is empty the next one due
 * within the learn-ahead window is shown at once rather than ending the session (or making the
 * student wait). Cards due beyond the window are dropped: the session ends without them.
 */
export function advance(queue: SessionQueue, now: number): SessionQueue {
  const due = queue.pending.filter((p) => p.dueAt <= now);
  let pending = queue.pending.filter((p) => p.dueAt > now && p.dueAt <= now + LEARN_AHEAD_MS);
  let waiting = [...queue.waiting, ...due.map((p) => p.card)];
  if (waiting.length === 0 && pending.length > 0) {
    waiting = [pending[0]!.card];
    pending = pending.slice(1);
  }
  return { waiting, pending, done: queue.done };
}

export const currentCard = (queue: SessionQueue): StudyCard | undefined => queue.waiting[0];

/** 'Card n of m': m counts what is still to come, so it grows when a failed card re-enters. */
export function position(queue: SessionQueue): { n: number; total: number } {
  return { n: queue.done + 1, total: queue.done + queue.waiting.length + queue.pending.length };
}

export const isFinished = (queue: SessionQueue) => queue.waiting.length === 0 && queue.pending.length === 0;

/** Milliseconds in an interval label such as '<1min' or '6min'; null for hours and longer. */
export function minutesLabelMs(label: string): number | null {
  if (label === '<1min') return 30_000;
  const match = /^(\d+)min$/.exec(label);
  return match ? Number(match[1]) * 60_000 : null;
}

/**
 * The current card has been rated. Until the server answers, a rating whose interval is minutes
 * (Again, or Hard while learning) is taken to keep the card in learning, so the session does not
 * end before it comes back; `settle` then puts it where the server scheduled it.
 */
export function rateCurrent(queue: SessionQueue, quality: Quality, now: number): SessionQueue {
  const [card, ...rest] = queue.waiting;
  if (!card) return queue;
  const stepMs = minutesLabelMs(card.intervals[quality]);
  const pending =
    stepMs === null ? queue.pending : sortPending([...queue.pending, { card, dueAt: now + stepMs, tentative: true }]);
  return advance({ waiting: rest, pending, done: queue.done + 1 }, now);
}

/**
 * The server's answer to a rating: a card still in (re)learning waits for its real step (with the
 * new interval previews); any other card leaves the session. A card already back in line is
 * updated in place.
 */
export function settle(
  queue: SessionQueue,
  answer: { card: Omit<StudyCard, 'intervals' | 'deck_name'>; intervals?: StudyCard['intervals'] } | null,
  cardId: string,
  now: number,
): SessionQueue {
  const tentative = queue.pending.find((p) => p.card.id === cardId && p.tentative);
  const inLine = queue.waiting.findIndex((c) => c.id === cardId);
  const previous = tentative?.card ?? queue.waiting[inLine];
  if (!previous) return queue;
  const learning = answer !== null && isLearning(answer.card) && answer.intervals !== undefined;
  const updated: StudyCard | null = learning
    ? { ...previous, ...answer.card, intervals: answer.intervals!, deck_name: previous.deck_name }
    : null;
  if (tentative) {
    const others = queue.pending.filter((p) => p !== tentative);
    const pending = updated
      ? sortPending([...others, { card: updated, dueAt: Date.parse(updated.due), tentative: false }])
      : others;
    return advance({ ...queue, pending }, now);
  }
  // Already shown again (learn-ahead) or waiting: keep its place, refresh it; the head stays put.
  if (updated) {
    const waiting = [...queue.waiting];
    waiting[inLine] = updated;
    return { ...queue, waiting };
  }
  if (inLine === 0 || answer === null) return queue;
  return advance({ ...queue, waiting: queue.waiting.filter((_, i) => i !== inLine) }, now);
}
