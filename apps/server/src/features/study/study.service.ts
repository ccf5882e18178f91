import { v7 as uuidv7 } from 'uuid';
import {
  LEARN_AHEAD_MINUTES,
  type DueReviewResponse,
  type ReviewRequest,
  type ReviewResponse,
  type StudyAllResponse,
  type StudyCard,
  type StudyResponse,
  type UndoReviewRequest,
  type UndoReviewResponse,
} from '@revisely/contracts';
import { toFlashcard } from '../../core/card-view.js';
import type { Clock } from '../../core/clock.js';
import { conflict, notFound } from '../../core/http-error.js';
import type { XpAwarder } from '../../core/ports.js';
import { addDays, localDay, startOfLocalDay } from '../../core/time-zone.js';
import type { DeckExam } from '../../core/exam-day.js';
import { deckExamFields } from '../../core/exam-day.js';
import { DueQueueCache } from './due-queue-cache.js';
import { examPlanFor, previewForExam, scheduleForExam } from './exam-schedule.js';
import type { ExamRepository } from './exam.repository.js';
import { RATING_BY_QUALITY, schedulingOf } from './scheduler.js';
import type { DueCardRow, StudyRepository } from './study.repository.js';

/** New cards introduced per deck per local day (Anki's default), so a big deck stays manageable. */
export const DAILY_NEW_CARDS_PER_DECK = 20;
/** A study session lists at most this many cards; "Study Again" fetches the next batch. */
export const DUE_LIST_LIMIT = 500;
/** The cross-deck review queue lists the next few cards; its counts are always complete. */
export const DUE_QUEUE_LIST_LIMIT = 20;

/**
 * A cached due queue is rebuilt at least this often even when nothing changed, so the interval
 * labels on its cards (relative to when it was built) never drift by more than this.
 */
export const DUE_QUEUE_MAX_AGE_MS = 60_000;

/** Learning cards due this soon are part of a study session (Anki's learn-ahead limit). */
export const LEARN_AHEAD_MS = LEARN_AHEAD_MINUTES * 60_000;

export const NOTHING_TO_UNDO = 'There is no review to undo.';
export const UNDO_NOT_LATEST = 'Only your latest review can be undone.';
export const UNDO_TOO_OLD = 'This review was recorded before undo existed and cannot be undone.';
export const UNDO_CHANGED = 'This card has changed since that review, so it cannot be undone.';

/** 409: the card was reviewed, edited or deleted between reading it and writing the review. */
export const STALE_REVIEW = 'This card was just reviewed or changed elsewhere. Please reload to see its new schedule.';

/** 409: the client sent one of its reviewIds again, for another card (each review needs its own id). */
export const REVIEW_ID_OTHER_CARD =
  'This reviewId was already used for another card. Send a new reviewId for each review.';
/** 409: a stored review carries this id but no answer to repeat (cannot happen for reviews made since ADR 0008). */
const REVIEW_ID_USED = 'This reviewId has already been used.';

/** XP per rating for a card that was due (docs/gamification.md); reviewing early earns nothing. */
export const REVIEW_XP = { again: 2, hard: 5, good: 10, easy: 10 } as const;

interface ExamDecks {
  decks: Map<string, DeckExam>;
  timeZone: string;
}

export class StudyService {
  private readonly dueCache = new DueQueueCache();

  constructor(
    private readonly repo: StudyRepository,
    private readonly xp: XpAwarder,
    private readonly clock: Clock,
    /** Decks with exam dates: their rule caps intervals (exam-schedule.ts, docs/scheduling.md). */
    private readonly exams?: ExamRepository,
  ) {}

  private toStudyCard(row: DueCardRow, now: number, exams: ExamDecks): StudyCard {
    const plan = examPlanFor(exams.decks.get(row.deck_id), exams.timeZone, now);
    return { ...toFlashcard(row), deck_name: row.deck_name, intervals: previewForExam(row, now, plan) };
  }

  private async examDecks(userId: string, timeZone: string): Promise<ExamDecks> {
    return { decks: this.exams ? await this.exams.examDecks(userId) : new Map(), timeZone };
  }

  /** Each deck's remaining new-card allowance for the user's local day. */
  private async allowance(userId: string, now: number, timeZone: string, deckId?: string) {
    const dayStart = startOfLocalDay(localDay(now, timeZone), timeZone);
    const [introduced, deckIds] = await Promise.all([
      this.repo.newIntroducedSince(userId, dayStart),
      this.repo.userDeckIds(userId, deckId),
    ]);
    return new Map(deckIds.map((id) => [id, Math.max(0, DAILY_NEW_CARDS_PER_DECK - (introduced.get(id) ?? 0))]));
  }

  /**
   * Learning cards first, then reviews, then new cards within each deck's daily allowance, then
   * (with `learnAheadMs`) learning cards due within that window. `byDue` orders the seen cards by
   * due time alone (review all), new cards still last.
   */
  private async dueRows(
    userId: string,
    timeZone: string,
    deckId: string | undefined,
    limit: number,
    now: number,
    { learnAheadMs = 0, byDue = false }: { learnAheadMs?: number; byDue?: boolean } = {},
  ) {
    const [seen, allowance] = await Promise.all([
      this.repo.dueSeenCards(userId, now, deckId, limit, learnAheadMs),
      this.allowance(userId, now, timeZone, deckId),
    ]);
    const fresh = seen.length < limit ? await this.repo.newCards(userId, allowance, limit - seen.length, deckId) : [];
    if (byDue) return { ordered: [...seen, ...fresh].slice(0, limit), allowance };
    const learning = seen.filter((c) => (c.state === 1 || c.state === 3) && c.due_at <= now);
    const review = seen.filter((c) => c.state === 2);
    const ahead = seen.filter((c) => (c.state === 1 || c.state === 3) && c.due_at > now);
    return { ordered: [...learning, ...review, ...fresh, ...ahead].slice(0, limit), allowance };
  }

  /**
   * When the next card not in `rows` comes due: the next learning or review card after the list,
   * or the next local midnight when new cards wait for tomorrow's allowance.
   */
  private async nextDueAt(
    userId: string,
    timeZone: string,
    deckId: string | undefined,
    rows: DueCardRow[],
    now: number,
  ) {
    const listed = rows.filter((r) => r.state !== 0);
    const after = listed.length > 0 ? Math.max(now, ...listed.map((r) => r.due_at)) : now;
    const [nextSeen, newWaiting] = await Promise.all([
      this.repo.nextDueAfter(userId, after, deckId),
      this.newWaiting(userId, deckId, rows.filter((r) => r.state === 0).length),
    ]);
    const tomorrow = newWaiting ? startOfLocalDay(addDays(localDay(now, timeZone), 1), timeZone) : Infinity;
    const next = Math.min(nextSeen ?? Infinity, tomorrow);
    return Number.isFinite(next) ? new Date(next).toISOString() : null;
  }

  /** Whether more new cards exist (in the deck, or any deck) than the `listed` ones. */
  private async newWaiting(userId: string, deckId: string | undefined, listed: number) {
    const deckIds = await this.repo.userDeckIds(userId, deckId);
    const counts = await this.repo.newCountsByDeck(userId, deckIds, listed + 1);
    let total = 0;
    for (const n of counts.values()) total += n;
    return total > listed;
  }

  async studySession(userId: string, deckId: string, timeZone: string): Promise<StudyResponse> {
    const deck = await this.repo.findDeck(userId, deckId);
    if (!deck) throw notFound('Deck not found');
    const now = this.clock.now();
    const [{ ordered }, exams] = await Promise.all([
      this.dueRows(userId, timeZone, deckId, DUE_LIST_LIMIT, now, { learnAheadMs: LEARN_AHEAD_MS }),
      this.examDecks(userId, timeZone),
    ]);
    const exam = exams.decks.get(deckId) ?? { exam_date: null, target_retention: 0.9 };
    return {
      deck: {
        id: deck.id,
        name: deck.name,
        subject: deck.subject,
        topic: deck.topic,
        ...deckExamFields(exam, now, timeZone),
      },
      dueCards: ordered.map((r) => this.toStudyCard(r, now, exams)),
      nextDueAt: await this.nextDueAt(userId, timeZone, deckId, ordered, now),
    };
  }

  /** Every deck's due cards in due order, new cards last within each deck's daily allowance. */
  async studyAll(userId: string, timeZone: string): Promise<StudyAllResponse> {
    const now = this.clock.now();
    const [{ ordered }, exams] = await Promise.all([
      this.dueRows(userId, timeZone, undefined, DUE_LIST_LIMIT, now, { learnAheadMs: LEARN_AHEAD_MS, byDue: true }),
      this.examDecks(userId, timeZone),
    ]);
    return {
      dueCards: ordered.map((r) => this.toStudyCard(r, now, exams)),
      nextDueAt: await this.nextDueAt(userId, timeZone, undefined, ordered, now),
    };
  }

  /**
   * Served from the per-user cache while the study version, zone and validity window match: the
   * window ends when the next learning or review card comes due, at the user's local midnight
   * (new-card allowance) or after DUE_QUEUE_MAX_AGE_MS, whichever is first.
   */
  async due(userId: string, timeZone: string): Promise<DueReviewResponse> {
    const now = this.clock.now();
    const current = this.repo.studyVersion(userId);
    const key = { version: typeof current === 'number' ? current : await current, timeZone };
    const cached = this.dueCache.get(userId, key, now);
    if (cached) return cached;
    const [response, nextDue] = await Promise.all([
      this.buildDue(userId, timeZone, now),
      this.repo.nextDueAfter(userId, now),
    ]);
    const nextLocalDay = startOfLocalDay(addDays(localDay(now, timeZone), 1), timeZone);
    const validUntil = Math.min(now + DUE_QUEUE_MAX_AGE_MS, nextLocalDay, nextDue ?? Infinity);
    this.dueCache.set(userId, { ...key, validUntil, response });
    return response;
  }

  private async buildDue(userId: string, timeZone: string, now: number): Promise<DueReviewResponse> {
    const [{ ordered, allowance }, seen, exams] = await Promise.all([
      this.dueRows(userId, timeZone, undefined, DUE_QUEUE_LIST_LIMIT, now),
      this.repo.dueSeenCounts(userId, now),
      this.examDecks(userId, timeZone),
    ]);
    const withAllowance = [...allowance].filter(([, n]) => n > 0).map(([id]) => id);
    const newByDeck = await this.repo.newCountsByDeck(userId, withAllowance, DAILY_NEW_CARDS_PER_DECK);
    let newCards = 0;
    for (const [deck, count] of newByDeck) newCards += Math.min(count, allowance.get(deck) ?? 0);
    return {
      cards: ordered.map((r) => this.toStudyCard(r, now, exams)),
      newCards,
      learningCards: seen.learning,
      reviewCards: seen.review,
    };
  }

  /**
   * Records a rating in one transaction (ADR 0008). With a `reviewId`, a resubmission (a retry
   * whose first answer was lost) records nothing and gets the first answer again.
   */
  async review(userId: string, deckId: string, timeZone: string, input: ReviewRequest): Promise<ReviewResponse> {
    const { reviewId } = input;
    const earlier = reviewId ? await this.earlierAnswer(userId, reviewId, input.cardId) : undefined;
    if (earlier) return earlier;
    const found = await this.repo.findCardWithExam(userId, deckId, input.cardId);
    if (!found) throw notFound('Card not found');
    const { deck_exam_date, deck_target_retention, ...card } = found;
    const now = this.clock.now();
    const exam = { exam_date: deck_exam_date, target_retention: Number(deck_target_retention) };
    const plan = examPlanFor(exam, timeZone, now);
    const { next, log } = scheduleForExam(card, input.quality, now, plan);
    const amount = card.due_at <= now ? REVIEW_XP[input.quality] : 0;
    // Time-ordered (UUIDv7): the log's primary-key index grows at its end instead of touching a
    // random page per review, which is one page less for every review's COMMIT to write.
    const logId = uuidv7();
    const before = schedulingOf(card);
    let recorded: ReviewResponse | null;
    try {
      recorded = await this.repo.recordReview(
        card,
        next,
        {
          id: logId,
          card_id: card.id,
          deck_id: card.deck_id,
          user_id: userId,
          rating: RATING_BY_QUALITY[input.quality],
          state_before: card.state,
          state_after: next.state,
          due_before: card.due_at,
          due_after: next.due_at,
          stability_after: next.stability,
          difficulty_after: next.difficulty,
          elapsed_days: log.elapsed_days,
          scheduled_days: next.scheduled_days,
          response_time_ms: input.responseTimeMs === undefined ? null : Math.round(input.responseTimeMs),
          reviewed_at: now,
          review_id: reviewId ?? null,
          card_before_json: JSON.stringify(before),
        },
        now,
        async (trx, updated) => {
          const award = await this.xp.award({ userId, reason: 'card_reviewed', amount, timeZone }, trx);
          const result: ReviewResponse = {
            xpAwarded: award.xpAwarded,
            leveledUp: award.leveledUp,
            newLevel: award.newLevel,
            card: toFlashcard(updated),
            reviewId: reviewId ?? logId,
            // Only a card still in (re)learning comes back within the session.
            ...(updated.state === 1 || updated.state === 3 ? { intervals: previewForExam(updated, now, plan) } : {}),
          };
          return {
            result,
            responseJson: reviewId ? JSON.stringify(result) : null,
            xp_event_id: award.eventId ?? null,
            started_day: award.startedDay ?? null,
          };
        },
      );
    } catch (error) {
      // The same reviewId committed by a concurrent submission (the unique index refused this one).
      const raced = reviewId ? await this.earlierAnswer(userId, reviewId, input.cardId) : undefined;
      if (raced) return raced;
      throw error;
    }
    if (recorded) return recorded;
    // The card changed between reading and writing: a concurrent submission of this review, a
    // review from another tab or device, or a deletion.
    const raced = reviewId ? await this.earlierAnswer(userId, reviewId, input.cardId) : undefined;
    if (raced) return raced;
    if (!(await this.repo.findCard(userId, deckId, input.cardId))) throw notFound('Card not found');
    throw conflict(STALE_REVIEW);
  }

  /** Takes back the user's latest review (ADR 0010); `reviewId`, when sent, must name it. */
  async undo(userId: string, timeZone: string, input: UndoReviewRequest, deckId?: string): Promise<UndoReviewResponse> {
    if (deckId !== undefined && !(await this.repo.findDeck(userId, deckId))) throw notFound('Deck not found');
    const now = this.clock.now();
    const outcome = await this.repo.undoLatest(
      userId,
      input.reviewId,
      now,
      (trx, log) =>
        this.xp.revoke(
          { userId, eventId: log.xp_event_id ?? null, startedDay: log.started_day ?? null, since: log.reviewed_at },
          trx,
        ),
      deckId,
    );
    switch (outcome.kind) {
      case 'undone':
        return {
          card: this.toStudyCard(outcome.card, now, await this.examDecks(userId, timeZone)),
          xpRemoved: outcome.xpRemoved,
        };
      case 'not-found':
        throw notFound('Review not found');
      case 'none':
        throw conflict(NOTHING_TO_UNDO);
      case 'not-latest':
        throw conflict(UNDO_NOT_LATEST);
      case 'too-old':
        throw conflict(UNDO_TOO_OLD);
      case 'changed':
        throw conflict(UNDO_CHANGED);
    }
  }

  /**
   * The first answer to this user's review `reviewId`, when it was recorded. Ids are scoped to the
   * user (another student's use of the same id is theirs alone); reusing one for another card is
   * the client's mistake, refused rather than answered with the first card's result.
   */
  private async earlierAnswer(userId: string, reviewId: string, cardId: string): Promise<ReviewResponse | undefined> {
    const row = await this.repo.findReviewAnswer(userId, reviewId);
    if (!row) return undefined;
    if (row.card_id !== cardId) throw conflict(REVIEW_ID_OTHER_CARD);
    if (!row.response_json) throw conflict(REVIEW_ID_USED);
    return JSON.parse(row.response_json) as ReviewResponse;
  }
}
