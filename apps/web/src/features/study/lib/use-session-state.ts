import type { Quality, ReviewResponse, StudyCard } from '@revisely/contracts';
import { useCallback, useMemo, useRef, useState } from 'react';
import { toast } from '@/lib/toast-store';
import { newReviewId, useReviewCardMutation } from '../api/review-card';
import { useUndoReviewMutation } from '../api/undo-review';
import { pendingXpOf } from './offline-study-xp';
import { currentCard, isFinished, position, rateCurrent, settle, startQueue, type SessionQueue } from './session-queue';

/** Hard is a pass, as in Anki: the card was recalled, with effort. Only Again is a miss. */
const CORRECT: ReadonlySet<Quality> = new Set(['hard', 'good', 'easy']);

/** One rating of the session, newest last; undo walks back through these. */
interface Rated {
  reviewId: string;
  cardId: string;
  quality: Quality;
  /** The session as it was just before this rating, to go back to. */
  before: SessionQueue;
  /** The server's answer; null when the rating was not saved. */
  result: Promise<ReviewResponse | null>;
}

/**
 * A study session's state (issue 14): the queue with relearning, the ratings made (each saved in
 * the background) and undo of the latest one. Stats are derived from the ratings still standing,
 * so an undo steps them back too.
 */
export function useSessionState(cards: StudyCard[], nextDueAtStart: string | null | undefined) {
  // mutateAsync is stable across renders (the mutation object is not), so callbacks depend on it alone.
  const { mutateAsync: submitReview } = useReviewCardMutation();
  const { mutateAsync: undoReview } = useUndoReviewMutation();
  const [queue, setQueue] = useState(() => startQueue(cards, Date.now()));
  const [history, setHistory] = useState<Rated[]>([]);
  const [answers, setAnswers] = useState<Record<string, ReviewResponse>>({});
  const [undoing, setUndoing] = useState(false);
  const undoingRef = useRef(false);

  const rate = useCallback(
    (quality: Quality, responseTimeMs: number): SessionQueue | null => {
      const card = currentCard(queue);
      if (!card || undoingRef.current) return null;
      const reviewId = newReviewId();
      const result = submitReview({
        deckId: card.deck_id,
        review: { cardId: card.id, quality, responseTimeMs, reviewId },
      }).then(
        (answer) => {
          setAnswers((a) => ({ ...a, [reviewId]: answer }));
          setQueue((q) => settle(q, answer, card.id, Date.now()));
          return answer;
        },
        // The mutation reports the failure itself (a toast); the card is not kept for relearning.
        () => {
          setQueue((q) => settle(q, null, card.id, Date.now()));
          return null;
        },
      );
      const next = rateCurrent(queue, quality, Date.now());
      setHistory((h) => [...h, { reviewId, cardId: card.id, quality, before: queue, result }]);
      setQueue(next);
      return next;
    },
    [queue, submitReview],
  );

  /** Takes back the latest rating on the server, then shows its card again, front side up. */
  const undo = useCallback(async (): Promise<boolean> => {
    const entry = history.at(-1);
    if (!entry || undoingRef.current) return false;
    undoingRef.current = true;
    setUndoing(true);
    try {
      const saved = await entry.result;
      const shown = entry.before.waiting[0];
      let restored = entry.before;
      if (saved) {
        const { card } = await undoReview(saved.reviewId ?? entry.reviewId);
        if (shown)
          restored = { ...restored, waiting: [{ ...card, deck_name: shown.deck_name }, ...restored.waiting.slice(1)] };
      }
      // Answers that arrived after this snapshot was taken put their cards where the server said.
      const remaining = history.slice(0, -1);
      for (const earlier of remaining) {
        const answer = answers[earlier.reviewId];
        if (answer) restored = settle(restored, answer, earlier.cardId, Date.now());
      }
      setHistory(remaining);
      setQueue(restored);
      setAnswers((a) => {
        const rest = { ...a };
        delete rest[entry.reviewId];
        return rest;
      });
      return true;
    } catch (error) {
      toast({
        title: 'Could not undo',
        description: error instanceof Error ? error.message : 'Please try again.',
        variant: 'destructive',
      });
      return false;
    } finally {
      undoingRef.current = false;
      setUndoing(false);
    }
  }, [history, answers, undoReview]);

  const stats = useMemo(() => {
    let xp = 0;
    // Ratings made offline earn their XP when they reach the server (ADR 0023).
    let pendingXp = 0;
    let next = nextDueAtStart ? Date.parse(nextDueAtStart) : Infinity;
    const latestDue = new Map<string, number>();
    for (const entry of history) {
      const answer = answers[entry.reviewId];
      if (!answer) continue;
      xp += answer.xpAwarded;
      pendingXp += pendingXpOf(answer);
      latestDue.set(entry.cardId, Date.parse(answer.card.due));
    }
    for (const due of latestDue.values()) next = Math.min(next, due);
    return {
      reviewed: history.length,
      correct: history.filter((h) => CORRECT.has(h.quality)).length,
      xp,
      pendingXp,
      nextDueAt: Number.isFinite(next) ? next : null,
    };
  }, [history, answers, nextDueAtStart]);

  return {
    card: currentCard(queue),
    position: position(queue),
    finished: isFinished(queue),
    canUndo: history.length > 0,
    undoing,
    stats,
    rate,
    undo,
  };
}
