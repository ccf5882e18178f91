import { v7 as uuidv7 } from 'uuid';
import {
  LEARN_AHEAD_MINUTES,
  OFFLINE_QUEUE_DAYS,
  OFFLINE_QUEUE_MAX_CARDS,
  type OfflineQueueResponse,
  type DueNowResponse,
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
import { deckExamFields, examDayStart } from '../../core/exam-day.js';
import { DueQueueCache, type DueQueueEntry } from './due-queue-cache.js';
import { queueAfterReview } from './due-queue-update.js';
import { broughtForward, makeCardDueNow } from './study-due-now.js';
import { examPlanFor, previewForExam, scheduleForExam } from './exam-schedule.js';
import type { ExamRepository } from './exam.repository.js';
import { RATING_BY_QUALITY, schedulingOf, type SchedulingFields } from './scheduler.js';
import { DAILY_NEW_CARDS_PER_DECK, dueRows, newCardAllowance, nextDueAt } from './study-due-rows.js';
import { answerOf, replayLater, reviewTime } from './study-review-merge.js';
import type { DueCardRow, StudyRepository } from './study.repository.js';

export { DAILY_NEW_CARDS_PER_DECK } from './study-due-rows.js';
export { REVIEW_ID_OTHER_CARD, REVIEWED_AT_FUTURE, REVIEWED_AT_TOO_OLD } from './study-review-merge.js';

/** A study session lists at most this many cards; "Study Again" fetches the next batch. */
export const DUE_LIST_LIMIT = 500;
/** The cross-deck review queue lists the next few cards; its counts are always complete. */
export const DUE_QUEUE_LIST_LIMIT = 20;
/**
 * The cached queue holds this many cards in order, more than it lists, so that reviews update it
 * in place (ADR 0028) for about this many minus the list's length before it must be rebuilt.
 */
export const DUE_QUEUE_BUFFER = 40;

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

  async studySession(userId: string, deckId: string, timeZone: string): Promise<StudyResponse> {
    const deck = await this.repo.findDeck(userId, deckId);
    if (!deck) throw notFound('Deck not found');
    const now = this.clock.now();
    const [{ ordered }, exams] = await Promise.all([
      dueRows(this.repo, userId, timeZone, deckId, DUE_LIST_LIMIT, now, { learnAheadMs: LEARN_AHEAD_MS }),
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
      nextDueAt: await nextDueAt(this.repo, userId, timeZone, deckId, ordered, now),
    };
  }

  /** Every deck's due cards in due order, new cards last within each deck's daily allowance. */
  async studyAll(userId: string, timeZone: string): Promise<StudyAllResponse> {
    const now = this.clock.now();
    const [{ ordered }, exams] = await Promise.all([
      dueRows(this.repo, userId, timeZone, undefined, DUE_LIST_LIMIT, now, {
        learnAheadMs: LEARN_AHEAD_MS,
        byDue: true,
      }),
      this.examDecks(userId, timeZone),
    ]);
    return {
      dueCards: ordered.map((r) => this.toStudyCard(r, now, exams)),
      nextDueAt: await nextDueAt(this.repo, userId, timeZone, undefined, ordered, now),
    };
  }

  /**
   * What the app keeps to study offline (ADR 0023): every deck's learning and review cards due
   * within `days`, then new cards for those days (today's remaining allowance plus a full
   * allowance for each later day), with their stored FSRS state, so the browser can show and
   * schedule them with @revisely/scheduler exactly as the server would.
   */
  async offlineQueue(userId: string, timeZone: string, days = OFFLINE_QUEUE_DAYS): Promise<OfflineQueueResponse> {
    const now = this.clock.now();
    const horizon = now + days * 86_400_000;
    const [decks, seen, allowance] = await Promise.all([
      this.repo.decksForOffline(userId),
      this.repo.dueSeenCards(userId, horizon, undefined, OFFLINE_QUEUE_MAX_CARDS + 1),
      newCardAllowance(this.repo, userId, now, timeZone),
    ]);
    const room = Math.max(0, OFFLINE_QUEUE_MAX_CARDS + 1 - seen.length);
    const newAllowance = new Map(
      [...allowance].map(([id, today]) => [id, today + (days - 1) * DAILY_NEW_CARDS_PER_DECK] as const),
    );
    const fresh = room > 0 ? await this.repo.newCards(userId, newAllowance, room) : [];
    const rows = [...seen, ...fresh];
    return {
      generatedAt: new Date(now).toISOString(),
      today: localDay(now, timeZone),
      dailyNewCards: DAILY_NEW_CARDS_PER_DECK,
      decks: decks.map((deck) => {
        const exam = { exam_date: deck.exam_date, target_retention: Number(deck.target_retention) };
        return {
          id: deck.id,
          name: deck.name,
          subject: deck.subject,
          topic: deck.topic,
          examStart: deck.exam_date ? examDayStart(deck.exam_date, timeZone) : null,
          newAllowanceToday: allowance.get(deck.id) ?? 0,
          ...deckExamFields(exam, now, timeZone),
        };
      }),
      cards: rows
        .slice(0, OFFLINE_QUEUE_MAX_CARDS)
        .map((row) => ({ ...toFlashcard(row), deck_name: row.deck_name, scheduling: schedulingOf(row) })),
      truncated: rows.length > OFFLINE_QUEUE_MAX_CARDS,
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
    const [built, nextDue] = await Promise.all([
      this.buildDue(userId, timeZone, now),
      this.repo.nextDueAfter(userId, now),
    ]);
    const nextLocalDay = startOfLocalDay(addDays(localDay(now, timeZone), 1), timeZone);
    const validUntil = Math.min(now + DUE_QUEUE_MAX_AGE_MS, nextLocalDay, nextDue ?? Infinity);
    this.dueCache.set(userId, { ...key, validUntil, ...built });
    return built.response;
  }

  private async buildDue(userId: string, timeZone: string, now: number) {
    const [{ ordered, allowance }, seen, exams] = await Promise.all([
      dueRows(this.repo, userId, timeZone, undefined, DUE_QUEUE_BUFFER, now),
      this.repo.dueSeenCounts(userId, now),
      this.examDecks(userId, timeZone),
    ]);
    const withAllowance = [...allowance].filter(([, n]) => n > 0).map(([id]) => id);
    const newByDeck = await this.repo.newCountsByDeck(userId, withAllowance, DAILY_NEW_CARDS_PER_DECK);
    let newCards = 0;
    for (const [deck, count] of newByDeck) newCards += Math.min(count, allowance.get(deck) ?? 0);
    const queue = ordered.map((r) => this.toStudyCard(r, now, exams));
    const response: DueReviewResponse = {
      cards: queue.slice(0, DUE_QUEUE_LIST_LIMIT),
      newCards,
      learningCards: seen.learning,
      reviewCards: seen.review,
    };
    return { response, queue, allowance };
  }

  /**
   * After a review made now, the cached queue it was built from (still the user's entry, one study
   * version back) is updated in place instead of being rebuilt by the next request (ADR 0028).
   */
  private updateDueQueue(
    userId: string,
    timeZone: string,
    entry: DueQueueEntry | undefined,
    studyVersion: number | undefined,
    review: Parameters<typeof queueAfterReview>[1],
  ): void {
    if (!entry || studyVersion === undefined) return;
    const { queue, allowance } = entry;
    const current = entry.version + 1 === studyVersion && entry.timeZone === timeZone && queue && allowance;
    const next = current
      ? queueAfterReview(
          { queue, allowance, validUntil: entry.validUntil, response: entry.response },
          review,
          DUE_QUEUE_LIST_LIMIT,
        )
      : undefined;
    this.dueCache.replace(userId, entry, next && { ...next, version: studyVersion, timeZone });
  }

  /**
   * Records a rating in one transaction (ADR 0008). With a `reviewId`, a resubmission (a retry
   * whose first answer was lost, or an offline review synced twice) records nothing and gets the
   * first answer again, marked `duplicate`. With `reviewedAt` (ADR 0023) the review is scheduled,
   * and its XP and activity day counted, at that time; when the card was reviewed after that time
   * (on another device), the card is re-scheduled from the merged history in time order.
   */
  async review(userId: string, deckId: string, timeZone: string, input: ReviewRequest): Promise<ReviewResponse> {
    const { reviewId } = input;
    const now = this.clock.now();
    const at = reviewTime(input.reviewedAt, now);
    // Taken before anything is read: an entry stored later may already include this review.
    const queued = this.dueCache.peek(userId);
    const found = await this.repo.findCardWithExam(userId, deckId, input.cardId, reviewId);
    if (reviewId) {
      // Read with the card; without the card, on its own (a retry after the card was deleted).
      const stored = found
        ? found.answer_card_id
          ? { card_id: found.answer_card_id, response_json: found.answer_json ?? null }
          : undefined
        : await this.repo.findReviewAnswer(userId, reviewId);
      const earlier = stored ? answerOf(stored, input.cardId) : undefined;
      if (earlier) return earlier;
    }
    if (!found) throw notFound('Card not found');
    const { deck_exam_date, deck_target_retention, answer_card_id: _id, answer_json: _json, ...card } = found;
    const exam = { exam_date: deck_exam_date, target_retention: Number(deck_target_retention) };
    const planAt = (time: number) => examPlanFor(exam, timeZone, time);
    // Reviews of this card made after this one (on another device): this review goes in before them.
    const later =
      card.last_review_at !== null && at < card.last_review_at ? await this.repo.reviewsAfter(userId, card.id, at) : [];
    const before: SchedulingFields = later[0]?.card_before_json
      ? (JSON.parse(later[0].card_before_json) as SchedulingFields)
      : schedulingOf(card);
    // Without the state before the later reviews (logged before undo existed) the review is applied
    // to the card as it is, at the latest time the card has seen.
    const merge = later.length > 0 && Boolean(later[0]?.card_before_json);
    const scheduledAt = merge || card.last_review_at === null ? at : Math.max(at, card.last_review_at);
    const { next: own, log } = scheduleForExam(before, input.quality, scheduledAt, planAt(scheduledAt));
    const { next, rewrites } = merge ? replayLater(own, later, planAt) : { next: own, rewrites: [] };
    // A card brought forward by 'Add to today's reviews' is reviewed early: no XP, like any early review.
    const amount = before.due_at <= at && !broughtForward(card) ? REVIEW_XP[input.quality] : 0;
    const plan = planAt(now);
    // Time-ordered (UUIDv7): the log's primary-key index grows at its end instead of touching a
    // random page per review, which is one page less for every review's COMMIT to write.
    const logId = uuidv7();
    let recorded: { value: ReviewResponse; studyVersion: number | undefined } | null;
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
          state_before: before.state,
          state_after: own.state,
          due_before: before.due_at,
          due_after: own.due_at,
          stability_after: own.stability,
          difficulty_after: own.difficulty,
          elapsed_days: log.elapsed_days,
          scheduled_days: own.scheduled_days,
          response_time_ms: input.responseTimeMs === undefined ? null : Math.round(input.responseTimeMs),
          reviewed_at: at,
          review_id: reviewId ?? null,
          card_before_json: JSON.stringify(schedulingOf(before)),
        },
        now,
        async (trx, updated) => {
          const award = await this.xp.award(
            { userId, reason: 'card_reviewed', amount, timeZone, ...(at === now ? {} : { at }) },
            trx,
          );
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
        rewrites,
      );
    } catch (error) {
      // The same reviewId committed by a concurrent submission (the unique index refused this one).
      const raced = reviewId ? await this.earlierAnswer(userId, reviewId, input.cardId) : undefined;
      if (raced) return raced;
      throw error;
    }
    if (recorded) {
      // A plain review made now; an offline one merged into the card's history leaves a rebuild.
      if (at === now && rewrites.length === 0) {
        this.updateDueQueue(userId, timeZone, queued, recorded.studyVersion, {
          id: card.id,
          deckId: card.deck_id,
          before: { state: card.state, due_at: Number(card.due_at) },
          after: { state: next.state, due_at: next.due_at },
          at,
        });
      }
      return recorded.value;
    }
    // The card changed between reading and writing: a concurrent submission of this review, a
    // review from another tab or device, or a deletion.
    const raced = reviewId ? await this.earlierAnswer(userId, reviewId, input.cardId) : undefined;
    if (raced) return raced;
    if (!(await this.repo.findCard(userId, deckId, input.cardId))) throw notFound('Card not found');
    throw conflict(STALE_REVIEW);
  }

  /** Takes back the user's latest review (ADR 0010); `reviewId`, when sent, must name it. */
  /** "Add to today's reviews" after a wrong practice answer (study-due-now.ts). */
  dueNow(userId: string, cardId: string): Promise<DueNowResponse> {
    return makeCardDueNow(this.repo, this.clock, userId, cardId);
  }

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
    return row ? answerOf(row, cardId) : undefined;
  }
}
