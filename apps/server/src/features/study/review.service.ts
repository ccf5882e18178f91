import { PostgresAdapter } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import {
  REVIEW_XP,
  type AwardResult,
  type DueNowResponse,
  type ReviewRequest,
  type ReviewResponse,
  type UndoReviewRequest,
  type UndoReviewResponse,
} from '@revisely/contracts';
import { toFlashcard } from '../../core/card-view.js';
import type { Clock } from '../../core/clock.js';
import { conflict, notFound } from '../../core/http-error.js';
import type { AwardReceipt, Executor, UnitOfWork, XpAwarder } from '../../core/ports.js';
import type { StudyVersions } from '../../core/study-version.js';
import type { PendingSession } from '../../core/user-sessions.js';
import type { CardsTable, ReviewLogsTable } from '../../db/schema.js';
import type { DueQueueCache, DueQueueEntry } from './due-queue-cache.js';
import { queueAfterReview } from './due-queue-update.js';
import { examPlanFor, previewForExam, scheduleForExam } from './exam-schedule.js';
import type { ExamRepository } from './exam.repository.js';
import * as reviewRepository from './review.repository.js';
import { StaleCard } from './review.repository.js';
import { RATING_BY_QUALITY, schedulingOf, type SchedulingFields } from './scheduler.js';
import { writeInOneStatement } from './review-one-statement.js';
import { type CardForOneStatement, type CardForReview, oneStatementReviewQueries } from './study-review-queries.js';
import { earnsNoReviewXp, makeCardDueNow } from './study-due-now.js';
import { answerOf, replayLater, reviewTime } from './study-review-merge.js';
import { DUE_QUEUE_LIST_LIMIT } from './study.service.js';

export { REVIEW_ID_OTHER_CARD, REVIEWED_AT_FUTURE, REVIEWED_AT_TOO_OLD } from './study-review-merge.js';

export const NOTHING_TO_UNDO = 'There is no review to undo.';
export const UNDO_NOT_LATEST = 'Only your latest review can be undone.';
export const UNDO_TOO_OLD = 'This review was recorded before undo existed and cannot be undone.';
export const UNDO_CHANGED = 'This card has changed since that review, so it cannot be undone.';

/** 409: the card was reviewed, edited or deleted between reading it and writing the review. */
export const STALE_REVIEW = 'This card was just reviewed or changed elsewhere. Please reload to see its new schedule.';

/** XP per rating for a card that was due (docs/gamification.md); reviewing early earns nothing. */
export type ReviewRepository = typeof reviewRepository;

export interface ReviewServiceDeps {
  /** The root database: the reads made before an operation's transaction. */
  db: Executor;
  /** Opens the operation's transaction; on SQLite, reviews that queue commit together (ADR 0018). */
  unitOfWork?: UnitOfWork;
  versions: StudyVersions;
  /** XP and the activity day, written with the operation's `trx`. */
  xp: XpAwarder;
  clock: Clock;
  /** The cached due queues (shared with StudyService), updated in place after a review (ADR 0028). */
  dueQueue: DueQueueCache;
  exams?: ExamRepository;
  /** The review's statements; tests replace one to stage a race. */
  repo?: ReviewRepository;
}

class UndoRaced extends Error {}

type UndoOutcome =
  | { kind: 'undone'; card: Parameters<typeof toFlashcard>[0] & { deck_name: string }; xpRemoved: number }
  | { kind: 'none' | 'not-found' | 'not-latest' | 'too-old' | 'changed' };

/**
 * The study writes: a rating, its undo and "Add to today's reviews". Each operation owns its unit
 * of work (as an Anki operation does): it opens the transaction, and the card, the review log, XP
 * and the activity day (through XpAwarder) and the study version are all written with that `trx`,
 * committing together or not at all (ADR 0008).
 */
export class ReviewService {
  private readonly db: Executor;
  private readonly unitOfWork: UnitOfWork;
  private readonly repo: ReviewRepository;
  /** PostgreSQL's one-statement review (ADR 0035), when it applies. */
  private readonly oneStatement: Parameters<typeof writeInOneStatement>[0] | undefined;

  constructor(private readonly deps: ReviewServiceDeps) {
    this.db = deps.db;
    this.unitOfWork = deps.unitOfWork ?? ((work) => deps.db.transaction().execute(work));
    this.repo = deps.repo ?? reviewRepository;
    // PostgreSQL with the version in the users row: a review made now is one statement (ADR 0035).
    const award = deps.xp.inStatement;
    this.oneStatement =
      award && deps.versions.inUsersRow === true && deps.db.getExecutor().adapter instanceof PostgresAdapter
        ? { db: this.db, repo: this.repo, award, queries: oneStatementReviewQueries(award) }
        : undefined;
  }

  /**
   * Records a rating in one transaction (ADR 0008). With a `reviewId`, a resubmission (a retry
   * whose first answer was lost, or an offline review synced twice) records nothing and gets the
   * first answer again, marked `duplicate`. With `reviewedAt` (ADR 0023) the review is scheduled,
   * and its XP and activity day counted, at that time; when the card was reviewed after that time
   * (on another device), the card is re-scheduled from the merged history in time order.
   */
  async review(
    userId: string,
    deckId: string,
    /** The request's zone, or its session still to be checked (ADR 0036): then checked here first. */
    zoneOrSession: string | PendingSession,
    input: ReviewRequest,
  ): Promise<ReviewResponse> {
    const { repo, db } = this;
    const { reviewId } = input;
    const now = this.deps.clock.now();
    const at = reviewTime(input.reviewedAt, now);
    // Taken before anything is read: an entry stored later may already include this review.
    const queued = this.deps.dueQueue.peek(userId);
    const pending = typeof zoneOrSession === 'string' ? undefined : zoneOrSession;
    let timeZone: string;
    let found: CardForReview | CardForOneStatement | undefined;
    if (this.oneStatement && pending) {
      // The session row rides on the card read; nothing is answered or written before its check.
      const read = await repo.cardAndSessionForOneStatement(
        db,
        this.oneStatement.queries,
        userId,
        deckId,
        input.cardId,
        reviewId,
      );
      timeZone = await pending.confirm(read.session);
      found = read.card;
    } else {
      timeZone = pending ? await pending.check() : (zoneOrSession as string);
      found = this.oneStatement
        ? await repo.cardForOneStatement(db, this.oneStatement.queries, userId, deckId, input.cardId, reviewId)
        : await repo.cardForReview(db, userId, deckId, input.cardId, reviewId);
    }
    if (reviewId) {
      // Read with the card; without the card, on its own (a retry after the card was deleted).
      const stored = found
        ? found.answer_card_id
          ? { card_id: found.answer_card_id, response_json: found.answer_json ?? null }
          : undefined
        : await repo.reviewAnswer(db, userId, reviewId);
      const earlier = stored ? answerOf(stored, input.cardId) : undefined;
      if (earlier) return earlier;
    }
    if (!found) throw notFound('Card not found');
    const {
      deck_exam_date,
      deck_target_retention,
      answer_card_id: _id,
      answer_json: _json,
      xp_total,
      ...card
    } = found as CardForOneStatement;
    const exam = { exam_date: deck_exam_date, target_retention: Number(deck_target_retention) };
    const planAt = (time: number) => examPlanFor(exam, timeZone, time);
    // Reviews of this card made after this one (on another device): this review goes in before them.
    const later =
      card.last_review_at !== null && at < card.last_review_at ? await repo.reviewsAfter(db, userId, card.id, at) : [];
    const before: SchedulingFields = later[0]?.card_before_json
      ? (JSON.parse(later[0].card_before_json) as SchedulingFields)
      : schedulingOf(card);
    // Without the state before the later reviews (logged before undo existed) the review is applied
    // to the card as it is, at the latest time the card has seen.
    const merge = later.length > 0 && Boolean(later[0]?.card_before_json);
    const scheduledAt = merge || card.last_review_at === null ? at : Math.max(at, card.last_review_at);
    const { next: own, log } = scheduleForExam(before, input.quality, scheduledAt, planAt(scheduledAt));
    const { next, rewrites } = merge ? replayLater(own, later, planAt) : { next: own, rewrites: [] };
    // Only a card that was due earns XP; an early review, and any review of a card brought forward
    // by 'Add to today's reviews' that day, earn nothing (study-due-now.ts, docs/gamification.md).
    const amount = before.due_at <= at && !earnsNoReviewXp(card, at, timeZone) ? REVIEW_XP[input.quality] : 0;
    const plan = planAt(now);
    // Time-ordered (UUIDv7): the log's primary-key index grows at its end instead of touching a
    // random page per review, which is one page less for every review's COMMIT to write.
    const logId = uuidv7();
    // Always moves forward, so the card's guard also catches a second review within the same millisecond.
    const updated: CardsTable = { ...card, ...next, updated_at: Math.max(now, card.updated_at + 1) };
    const valueOf = (award: AwardResult): ReviewResponse => ({
      xpAwarded: award.xpAwarded,
      leveledUp: award.leveledUp,
      newLevel: award.newLevel,
      card: toFlashcard(updated),
      reviewId: reviewId ?? logId,
      // Only a card still in (re)learning comes back within the session.
      ...(updated.state === 1 || updated.state === 3 ? { intervals: previewForExam(updated, now, plan) } : {}),
    });
    const logOf = (value: ReviewResponse, award: AwardReceipt): ReviewLogsTable => ({
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
      response_json: reviewId ? JSON.stringify(value) : null,
      xp_event_id: award.eventId ?? null,
      started_day: award.startedDay ?? null,
    });
    let recorded: { value: ReviewResponse; studyVersion: number | undefined } | null;
    try {
      recorded =
        this.oneStatement && rewrites.length === 0
          ? await writeInOneStatement(this.oneStatement, {
              userId,
              timeZone,
              amount,
              at,
              xpTotal: Number(xp_total ?? 0),
              card,
              next,
              updatedAt: updated.updated_at,
              logId,
              storesAnswer: reviewId !== undefined,
              valueOf,
              logOf,
            })
          : await this.unitOfWork(async (trx) => {
              // The card's row before the XP rows, as the one-statement review takes them (ADR 0035).
              await repo.lockCard(trx, card.id);
              // XP first: the card, its log and the study version then go in one statement on
              // PostgreSQL (review.repository.ts), which needs the award's ledger row. A stale card
              // throws StaleCard there and the award is rolled back with everything else.
              const award = await this.deps.xp.award(
                { userId, reason: 'card_reviewed', amount, timeZone, ...(at === now ? {} : { at }) },
                trx,
              );
              const value = valueOf(award);
              const written = await repo.writeReview(
                trx,
                card,
                next,
                updated.updated_at,
                logOf(value, award),
                this.deps.versions.inUsersRow === true,
              );
              await repo.rewriteLaterReviews(trx, card.id, rewrites);
              const studyVersion = written.bumped ? written.studyVersion : await this.deps.versions.bump(trx, userId);
              return { value, studyVersion: studyVersion ?? undefined };
            });
    } catch (error) {
      // The card changed between reading and writing (its XP and log were rolled back with it).
      if (error instanceof StaleCard) recorded = null;
      else {
        // The same reviewId committed by a concurrent submission (the unique index refused this one).
        const raced = reviewId ? await this.earlierAnswer(userId, reviewId, input.cardId) : undefined;
        if (raced) return raced;
        throw error;
      }
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
    if (!(await repo.cardInDeck(db, userId, deckId, input.cardId))) throw notFound('Card not found');
    throw conflict(STALE_REVIEW);
  }

  /** "Add to today's reviews" after a wrong practice answer (study-due-now.ts). */
  dueNow(userId: string, cardId: string): Promise<DueNowResponse> {
    return makeCardDueNow(
      { db: this.db, unitOfWork: this.unitOfWork, repo: this.repo, versions: this.deps.versions },
      this.deps.clock,
      userId,
      cardId,
    );
  }

  /** Takes back the user's latest review (ADR 0010); `reviewId`, when sent, must name it. */
  async undo(userId: string, timeZone: string, input: UndoReviewRequest, deckId?: string): Promise<UndoReviewResponse> {
    if (deckId !== undefined && !(await this.repo.deckIsUsers(this.db, userId, deckId))) {
      throw notFound('Deck not found');
    }
    const now = this.deps.clock.now();
    const outcome = await this.undoLatest(userId, input.reviewId, now, deckId);
    switch (outcome.kind) {
      case 'undone': {
        const row = outcome.card;
        const exams = this.deps.exams ? await this.deps.exams.examDecks(userId) : new Map();
        const plan = examPlanFor(exams.get(row.deck_id), timeZone, now);
        return {
          card: { ...toFlashcard(row), deck_name: row.deck_name, intervals: previewForExam(row, now, plan) },
          xpRemoved: outcome.xpRemoved,
        };
      }
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
   * One transaction (ADR 0010): the card gets its scheduling state from before the rating, the log
   * row goes, XP and the activity day are taken back with `trx`, and the study version moves.
   * `reviewId` (a log's review_id or id), when given, must name the latest review; with `deckId`
   * it must be a review of that deck.
   */
  private async undoLatest(
    userId: string,
    reviewId: string | undefined,
    now: number,
    deckId: string | undefined,
  ): Promise<UndoOutcome> {
    const { repo } = this;
    try {
      return await this.unitOfWork(async (trx): Promise<UndoOutcome> => {
        const latest = await repo.latestReview(trx, userId);
        if (reviewId !== undefined && latest?.id !== reviewId && latest?.review_id !== reviewId) {
          return { kind: (await repo.hasReview(trx, userId, reviewId)) ? 'not-latest' : 'not-found' };
        }
        if (!latest) return { kind: 'none' };
        // The deck-scoped route undoes only a review of that deck.
        if (deckId !== undefined && latest.deck_id !== deckId) return { kind: 'not-latest' };
        if (!latest.card_before_json) return { kind: 'too-old' };
        // The card's row first, as a review takes it (PostgreSQL; no deadlock, ADR 0035).
        await repo.lockCard(trx, latest.card_id);
        const card = await repo.ownCard(trx, userId, latest.card_id);
        if (!card || !reviewedLast(card, latest)) return { kind: 'changed' };
        const before = JSON.parse(latest.card_before_json) as SchedulingFields;
        if (!(await repo.deleteReviewLog(trx, latest.id))) throw new UndoRaced();
        // XP before the card, as a review writes them: two transactions of one user never wait for
        // each other's rows in opposite orders (a deadlock on PostgreSQL).
        const xpRemoved = await this.deps.xp.revoke(
          {
            userId,
            eventId: latest.xp_event_id ?? null,
            startedDay: latest.started_day ?? null,
            since: latest.reviewed_at,
          },
          trx,
        );
        const restored = await repo.restoreCard(trx, card, before, now);
        if (!restored) throw new UndoRaced();
        await this.deps.versions.bump(trx, userId);
        return {
          kind: 'undone',
          card: { ...restored, deck_name: await repo.deckName(trx, card.deck_id) },
          xpRemoved,
        };
      });
    } catch (error) {
      // Another undo or review of this card committed first; nothing of this one was written.
      if (error instanceof UndoRaced) return { kind: 'changed' };
      throw error;
    }
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
    this.deps.dueQueue.replace(userId, entry, next && { ...next, version: studyVersion, timeZone });
  }

  /**
   * The first answer to this user's review `reviewId`, when it was recorded. Ids are scoped to the
   * user (another student's use of the same id is theirs alone); reusing one for another card is
   * the client's mistake, refused rather than answered with the first card's result.
   */
  private async earlierAnswer(userId: string, reviewId: string, cardId: string): Promise<ReviewResponse | undefined> {
    const row = await this.repo.reviewAnswer(this.db, userId, reviewId);
    return row ? answerOf(row, cardId) : undefined;
  }
}

/** The card is as the review left it: nothing (another review, an edit, a reset) changed it since. */
function reviewedLast(
  card: { due_at: number; state: number; last_review_at: number | null },
  log: ReviewLogsTable,
): boolean {
  return (
    Number(card.due_at) === Number(log.due_after) &&
    card.state === log.state_after &&
    Number(card.last_review_at) === Number(log.reviewed_at)
  );
}
