import {
  cardStateName,
  LEARN_AHEAD_MINUTES,
  type Flashcard,
  type OfflineDeck,
  type ReviewRequest,
  type StudyAllResponse,
  type StudyCard,
  type StudyResponse,
  type UndoReviewResponse,
} from '@revisely/contracts';
import { previewForExam, scheduleForExam, type ExamPlan, type SchedulingFields } from '@revisely/scheduler';
import { offlineDb, type OfflineDb, type StoredCard } from '@/lib/offline/offline-db';
import { refreshPendingCount } from '@/lib/offline/offline-sync';
import { pendingReviewXp, type OfflineReviewResponse } from './offline-study-xp';

/**
 * Studying from the offline store (ADR 0023): the same queue rules as the server's study session
 * (learning cards due now, reviews, new cards within each deck's daily allowance, then learning
 * cards due within the learn-ahead window) and the same scheduler (@revisely/scheduler), on the
 * cards kept by refreshOfflineQueue. Ratings are stored with their time and sent when back online.
 */

const LEARN_AHEAD_MS = LEARN_AHEAD_MINUTES * 60_000;

interface QueueMeta {
  today: string;
  dailyNewCards: number;
}
interface NewStarted {
  day: string;
  byDeck: Record<string, number>;
}

/** Today in the browser's zone as YYYY-MM-DD (the server uses the same zone, sent on every request). */
function localToday(now: number): string {
  const d = new Date(now);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function planFor(deck: OfflineDeck | undefined, now: number): ExamPlan | null {
  if (!deck?.examStart || now >= deck.examStart) return null;
  return { examStart: deck.examStart, target: deck.targetRetention ?? 0.9 };
}

/** The flashcard fields a card shows once its scheduling changed. */
function withScheduling(card: Flashcard, next: SchedulingFields): Flashcard {
  return {
    ...card,
    state: cardStateName(next.state, 'review'),
    due: new Date(next.due_at).toISOString(),
    reps: next.reps,
    lapses: next.lapses,
    last_review: next.last_review_at === null ? null : new Date(next.last_review_at).toISOString(),
  };
}

function toStudyCard(card: StoredCard, deck: OfflineDeck | undefined, now: number): StudyCard {
  const { scheduling, deck_name, ...flashcard } = card;
  return { ...flashcard, deck_name, intervals: previewForExam(scheduling, now, planFor(deck, now)) };
}

async function newAllowance(db: OfflineDb, decks: Map<string, OfflineDeck>, now: number) {
  const today = localToday(now);
  const meta = (await db.meta.get('queue'))?.value as QueueMeta | undefined;
  const started = (await db.meta.get('new-started'))?.value as NewStarted | undefined;
  const used = started?.day === today ? started.byDeck : {};
  return (deckId: string) => {
    const deck = decks.get(deckId);
    const base = meta?.today === today ? (deck?.newAllowanceToday ?? 0) : (meta?.dailyNewCards ?? 20);
    return Math.max(0, base - (used[deckId] ?? 0));
  };
}

/**
 * The server's study order (study.service.ts dueRows) on stored cards: learning cards due now,
 * reviews due now, new cards in builder order within each deck's allowance, then learning cards
 * due within the learn-ahead window; `byDue` (review all) orders the seen cards by due time alone.
 */
export function orderOfflineCards(
  cards: readonly StoredCard[],
  allowance: (deckId: string) => number,
  now: number,
  byDue: boolean,
): StoredCard[] {
  const byTime = (a: StoredCard, b: StoredCard) => a.scheduling.due_at - b.scheduling.due_at || a.position - b.position;
  const seen = cards
    .filter((c) => {
      const { state, due_at } = c.scheduling;
      if (state === 2) return due_at <= now;
      return state !== 0 && due_at <= now + LEARN_AHEAD_MS;
    })
    .sort(byTime);
  const newByDeck = new Map<string, StoredCard[]>();
  for (const card of cards.filter((c) => c.scheduling.state === 0).sort((a, b) => a.position - b.position)) {
    newByDeck.set(card.deck_id, [...(newByDeck.get(card.deck_id) ?? []), card]);
  }
  const fresh = [...newByDeck.keys()].sort().flatMap((id) => newByDeck.get(id)!.slice(0, allowance(id)));
  if (byDue) return [...seen, ...fresh];
  const learning = seen.filter((c) => c.scheduling.state !== 2 && c.scheduling.due_at <= now);
  const review = seen.filter((c) => c.scheduling.state === 2);
  const ahead = seen.filter((c) => c.scheduling.state !== 2 && c.scheduling.due_at > now);
  return [...learning, ...review, ...fresh, ...ahead];
}

async function orderedCards(db: OfflineDb, deckId: string | undefined, now: number, byDue: boolean) {
  const cards = deckId ? await db.cards.where('deck_id').equals(deckId).toArray() : await db.cards.toArray();
  const decks = new Map((await db.decks.toArray()).map((d) => [d.id, d]));
  const allowance = await newAllowance(db, decks, now);
  return { ordered: orderOfflineCards(cards, allowance, now, byDue), decks };
}

/** The deck's study session from the offline store, or null when the deck was never stored. */
export async function offlineStudySession(deckId: string, now = Date.now()): Promise<StudyResponse | null> {
  const db = offlineDb();
  const deck = db ? await db.decks.get(deckId) : undefined;
  if (!db || !deck) return null;
  const { ordered, decks } = await orderedCards(db, deckId, now, false);
  const { newAllowanceToday: _allowance, examStart: _examStart, ...info } = deck;
  return {
    deck: info,
    dueCards: ordered.map((c) => toStudyCard(c, decks.get(c.deck_id), now)),
    nextDueAt: null,
  };
}

/** 'Review all due' from the offline store, or null when nothing was ever stored. */
export async function offlineStudyAll(now = Date.now()): Promise<StudyAllResponse | null> {
  const db = offlineDb();
  if (!db || !(await db.meta.get('queue'))) return null;
  const { ordered, decks } = await orderedCards(db, undefined, now, true);
  return { dueCards: ordered.map((c) => toStudyCard(c, decks.get(c.deck_id), now)), nextDueAt: null };
}

/**
 * Records a rating without the server: schedules the stored card at this moment with the shared
 * scheduler and queues the review (reviewId, reviewedAt) to be sent later. XP is counted by the
 * server when the review arrives, so the answer awards none and says what is pending.
 */
export async function reviewOffline(
  deckId: string,
  review: ReviewRequest & { reviewId: string },
  now = Date.now(),
): Promise<OfflineReviewResponse | null> {
  const db = offlineDb();
  if (!db) return null;
  const result = await db.transaction('rw', [db.cards, db.decks, db.pending, db.meta], async () => {
    const card = await db.cards.get(review.cardId);
    if (!card) return null;
    const plan = planFor(await db.decks.get(card.deck_id), now);
    const { next } = scheduleForExam(card.scheduling, review.quality, now, plan);
    const { scheduling, deck_name, ...flashcard } = card;
    const updated = withScheduling(flashcard, next);
    await db.pending.add({
      reviewId: review.reviewId,
      deckId,
      cardId: card.id,
      quality: review.quality,
      reviewedAt: new Date(now).toISOString(),
      ...(review.responseTimeMs === undefined ? {} : { responseTimeMs: review.responseTimeMs }),
      before: scheduling,
      cardBefore: flashcard,
    });
    await db.cards.put({ ...updated, deck_name, scheduling: next });
    if (scheduling.state === 0) await countNewStarted(db, card.deck_id, now, 1);
    return {
      xpAwarded: 0,
      leveledUp: false,
      newLevel: 0,
      card: updated,
      reviewId: review.reviewId,
      ...(next.state === 1 || next.state === 3 ? { intervals: previewForExam(next, now, plan) } : {}),
      pendingXp: pendingReviewXp(scheduling, review.quality, now),
    } satisfies OfflineReviewResponse;
  });
  await refreshPendingCount(db);
  return result;
}

async function countNewStarted(db: OfflineDb, deckId: string, now: number, delta: number) {
  const today = localToday(now);
  const started = (await db.meta.get('new-started'))?.value as NewStarted | undefined;
  const byDeck = started?.day === today ? { ...started.byDeck } : {};
  byDeck[deckId] = Math.max(0, (byDeck[deckId] ?? 0) + delta);
  await db.meta.put({ key: 'new-started', value: { day: today, byDeck } });
}

/** Takes back a rating that has not been sent yet; null when `reviewId` is not waiting here. */
export async function undoOffline(reviewId: string, now = Date.now()): Promise<UndoReviewResponse | null> {
  const db = offlineDb();
  if (!db) return null;
  const result = await db.transaction('rw', [db.cards, db.decks, db.pending, db.meta], async () => {
    const pending = await db.pending.where('reviewId').equals(reviewId).first();
    const card = pending ? await db.cards.get(pending.cardId) : undefined;
    if (!pending || !card) return null;
    await db.pending.delete(pending.seq!);
    const restored: StoredCard = { ...pending.cardBefore, deck_name: card.deck_name, scheduling: pending.before };
    await db.cards.put(restored);
    if (pending.before.state === 0) await countNewStarted(db, card.deck_id, now, -1);
    return { card: toStudyCard(restored, await db.decks.get(card.deck_id), now), xpRemoved: 0 };
  });
  await refreshPendingCount(db);
  return result;
}

/** Whether ratings are waiting to be sent: new ones then queue behind them, so the server gets them in order. */
export async function hasPendingReviews(): Promise<boolean> {
  const db = offlineDb();
  return db ? (await db.pending.count()) > 0 : false;
}

/** A card reviewed online has a new state the store does not know: drop it until the next refresh. */
export async function forgetStoredCard(cardId: string): Promise<void> {
  await offlineDb()?.cards.delete(cardId);
}
