import {
  LEARN_AHEAD_MINUTES,
  OFFLINE_QUEUE_DAYS,
  OFFLINE_QUEUE_MAX_CARDS,
  type OfflineQueueResponse,
  type DueReviewResponse,
  type StudyAllResponse,
  type StudyCard,
  type StudyResponse,
} from '@revisely/contracts';
import { toFlashcard } from '../../core/card-view.js';
import type { Clock } from '../../core/clock.js';
import { notFound } from '../../core/http-error.js';
import { addDays, localDay, startOfLocalDay } from '../../core/time-zone.js';
import type { DeckExam } from '../../core/exam-day.js';
import { deckExamFields, examDayStart } from '../../core/exam-day.js';
import { DueQueueCache } from './due-queue-cache.js';
import { examPlanFor, previewForExam } from './exam-schedule.js';
import type { ExamRepository } from './exam.repository.js';
import { schedulingOf } from './scheduler.js';
import { DAILY_NEW_CARDS_PER_DECK, dueRows, newCardAllowance, nextDueAt } from './study-due-rows.js';
import type { DueCardRow, StudyRepository } from './study.repository.js';

export { DAILY_NEW_CARDS_PER_DECK } from './study-due-rows.js';

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

interface ExamDecks {
  decks: Map<string, DeckExam>;
  timeZone: string;
}

/**
 * The study reads: sessions, the due queue (cached per user, ADR 0028) and the offline queue. The
 * writes (a rating, its undo, "Add to today's reviews") are ReviewService's, which updates the
 * same `dueCache` after a review.
 */
export class StudyService {
  constructor(
    private readonly repo: StudyRepository,
    private readonly clock: Clock,
    /** Decks with exam dates: their rule caps intervals (exam-schedule.ts, docs/scheduling.md). */
    private readonly exams?: ExamRepository,
    readonly dueCache = new DueQueueCache(),
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
  async due(userId: string, timeZone: string, knownVersion?: number): Promise<DueReviewResponse> {
    const now = this.clock.now();
    // A version read earlier in the request (with the session) is as good a key: data read after it
    // is at least that new, and any later write moves it on.
    const current = knownVersion ?? this.repo.studyVersion(userId);
    const key = { version: typeof current === 'number' ? current : await current, timeZone };
    const cached = this.dueCache.get(userId, key, now);
    if (cached) return cached;
    const { nextDue, ...built } = await this.buildDue(userId, timeZone, now);
    const nextLocalDay = startOfLocalDay(addDays(localDay(now, timeZone), 1), timeZone);
    const validUntil = Math.min(now + DUE_QUEUE_MAX_AGE_MS, nextLocalDay, nextDue ?? Infinity);
    this.dueCache.set(userId, { ...key, validUntil, ...built });
    return built.response;
  }

  private async buildDue(userId: string, timeZone: string, now: number) {
    const [{ ordered, allowance }, seen, exams] = await Promise.all([
      dueRows(this.repo, userId, timeZone, undefined, DUE_QUEUE_BUFFER, now),
      this.repo.dueSeenCountsAndNext(userId, now),
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
    return { response, queue, allowance, nextDue: seen.next };
  }
}
