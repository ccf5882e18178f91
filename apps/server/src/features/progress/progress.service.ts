import {
  FORECAST_DAYS,
  RETENTION_TARGET,
  RETENTION_WINDOW_DAYS,
  WEEKLY_SUMMARY_GOAL,
  type ProgressStatsResponse,
  type GamificationResponse,
  type ProgressResponse,
  type UserStatsResponse,
  type WeeklyProgressResponse,
} from '@revisely/contracts';
import type { Clock } from '../../core/clock.js';
import { notFound } from '../../core/http-error.js';
import { v7 as uuidv7 } from 'uuid';
import type {
  AwardInStatement,
  AwardReceipt,
  Executor,
  PlannedAward,
  PracticeActivity,
  XpAwarder,
  XpReason,
} from '../../core/ports.js';
import { addDays, localDay, mondayOf, startOfLocalDay } from '../../core/time-zone.js';
import { levelForXp, levelInfo } from './levels.js';
import { type ProgressRepository, withAwardWrites, xpTotalOf } from './progress.repository.js';
import { computeStreaks } from './streaks.js';
import { dayFromNumber, dayNumber, offsetSegments } from './zone-offsets.js';

/** The heatmap shows this many whole weeks before the current one (about 12 months). */
export const ACTIVITY_WEEKS = 52;

/**
 * Adds practice sessions to the heatmap's days (a day with only practice gets 0 reviews). A
 * session's day is the local day it was recorded on, in the zone of that moment.
 */
function mergePracticeDays(
  days: { date: string; reviews: number }[],
  practice: readonly { day: string; count: number }[],
): { date: string; reviews: number; practice?: number }[] {
  if (practice.length === 0) return days;
  const byDate = new Map<string, { date: string; reviews: number; practice?: number }>(
    days.map((d) => [d.date, { ...d }]),
  );
  for (const p of practice) {
    if (p.count <= 0) continue;
    const day = byDate.get(p.day) ?? { date: p.day, reviews: 0 };
    day.practice = p.count;
    byDate.set(p.day, day);
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

function receiptOf(amount: number, total: number, eventId: string | null, startedDay: string | null): AwardReceipt {
  const beforeLevel = levelForXp(total - amount);
  const afterLevel = levelForXp(total);
  return { xpAwarded: amount, leveledUp: afterLevel > beforeLevel, newLevel: afterLevel, eventId, startedDay };
}

export class ProgressService implements XpAwarder {
  constructor(
    private readonly repo: ProgressRepository,
    private readonly clock: Clock,
    /** Practice sessions shown on the heatmap beside reviews (issue 28); none when not wired. */
    private readonly practice?: PracticeActivity,
  ) {}

  /** With `trx`, the XP and the activity day are written in the caller's transaction (ADR 0008). */
  async award(
    input: { userId: string; reason: XpReason; amount: number; timeZone: string; at?: number },
    trx?: Executor,
  ): Promise<AwardReceipt> {
    const now = input.at ?? this.clock.now();
    const amount = Math.max(0, Math.floor(input.amount));
    const day = localDay(now, input.timeZone);
    const { total: after, eventId, started } = await this.repo.award(input.userId, input.reason, amount, now, day, trx);
    return receiptOf(amount, after, eventId, started ? day : null);
  }

  /** The same award, written by the caller's own statement (ADR 0035): same day, amount and receipt. */
  readonly inStatement: AwardInStatement = {
    plan: (input): PlannedAward => {
      const amount = Math.max(0, Math.floor(input.amount));
      const day = localDay(input.at, input.timeZone);
      // Time-ordered like the review log's ids (ADR 0018), as addXp makes them.
      const eventId = amount > 0 ? uuidv7() : null;
      return {
        params: {
          award_user_id: input.userId,
          award_reason: input.reason,
          award_amount: amount,
          award_event_id: eventId,
          award_day: day,
          award_at: input.at,
        },
        addsXp: amount > 0,
        receipt: (total, started) => receiptOf(amount, total, eventId, started ? day : null),
      };
    },
    withWrites: withAwardWrites,
    total: xpTotalOf,
  };

  async revoke(
    input: { userId: string; eventId: string | null; startedDay: string | null; since: number },
    trx?: Executor,
  ): Promise<number> {
    const taken = input.eventId ? await this.repo.removeXpEvent(input.userId, input.eventId, trx) : 0;
    if (input.startedDay && !(await this.repo.activitySince(input.userId, input.since, trx))) {
      await this.repo.unmarkDay(input.userId, input.startedDay, trx);
    }
    return taken;
  }

  async recordActivity(userId: string, timeZone: string, trx?: Executor): Promise<void> {
    const now = this.clock.now();
    await this.repo.markDay(userId, localDay(now, timeZone), now, trx);
  }

  private async streaks(userId: string, timeZone: string) {
    return computeStreaks(await this.repo.activityDays(userId), localDay(this.clock.now(), timeZone));
  }

  async gamification(userId: string, timeZone: string): Promise<GamificationResponse> {
    const [xp, streaks] = await Promise.all([this.repo.totalXp(userId), this.streaks(userId, timeZone)]);
    return { ...levelInfo(xp), currentStreak: streaks.currentStreak };
  }

  async progress(userId: string, timeZone: string): Promise<ProgressResponse> {
    const today = localDay(this.clock.now(), timeZone);
    const weekStart = startOfLocalDay(mondayOf(today), timeZone);
    const counts = await this.repo.counts(userId, weekStart);
    return {
      totalSummaries: counts.summaries,
      totalDecks: counts.decks,
      flashcardsStudied: counts.cards,
      weeklyProgress: { completed: counts.weekSummaries, goal: WEEKLY_SUMMARY_GOAL },
    };
  }

  async weekly(userId: string, timeZone: string): Promise<WeeklyProgressResponse> {
    const [streaks, totals] = await Promise.all([this.streaks(userId, timeZone), this.repo.reviewTotals(userId)]);
    return {
      ...streaks,
      totalCardsReviewed: totals.reviews,
      totalStudyTime: Math.round(totals.responseMs / 60_000),
    };
  }

  async userStats(userId: string, timeZone: string): Promise<UserStatsResponse> {
    const createdAt = await this.repo.userCreatedAt(userId);
    if (createdAt === undefined) throw notFound('User not found');
    const today = localDay(this.clock.now(), timeZone);
    const [xp, streaks, counts] = await Promise.all([
      this.repo.totalXp(userId),
      this.streaks(userId, timeZone),
      this.repo.counts(userId, startOfLocalDay(mondayOf(today), timeZone)),
    ]);
    const info = levelInfo(xp);
    return {
      level: info.level,
      totalXP: info.totalXP,
      currentStreak: streaks.currentStreak,
      summariesCount: counts.summaries,
      createdAt: new Date(createdAt).toISOString(),
    };
  }

  /** The /progress charts: review heatmap and streaks, due forecast, retention, this week's reviews. */
  async stats(userId: string, timeZone: string): Promise<ProgressStatsResponse> {
    const now = this.clock.now();
    const today = localDay(now, timeZone);
    const monday = mondayOf(today);
    const from = addDays(monday, -7 * ACTIVITY_WEEKS);
    const fromStart = startOfLocalDay(from, timeZone);
    const todayStart = startOfLocalDay(today, timeZone);
    const tomorrowStart = startOfLocalDay(addDays(today, 1), timeZone);
    const forecastEnd = startOfLocalDay(addDays(today, FORECAST_DAYS), timeZone);
    const segments = offsetSegments(fromStart, forecastEnd, timeZone);

    const [perDay, due, answers, weekReviews, streaks, practiceDays] = await Promise.all([
      // Up to the end of today, so a review stamped a moment ahead of this clock still counts.
      this.repo.reviewsPerDay(userId, fromStart, tomorrowStart, segments),
      this.repo.duePerDay(userId, todayStart, forecastEnd, segments),
      this.repo.reviewStateAnswers(userId, startOfLocalDay(addDays(today, 1 - RETENTION_WINDOW_DAYS), timeZone)),
      this.repo.reviewsSince(userId, startOfLocalDay(monday, timeZone)),
      this.streaks(userId, timeZone),
      this.practice?.sessionsPerDay(userId, from, today) ?? [],
    ]);

    const days = mergePracticeDays(
      perDay
        .filter((d) => d.count > 0)
        .sort((a, b) => a.day - b.day)
        .map((d) => ({ date: dayFromNumber(d.day), reviews: d.count })),
      practiceDays,
    );
    const dueByDay = new Map(due.days.map((d) => [d.day, d.count]));
    const first = dayNumber(today);
    return {
      today,
      activity: {
        from,
        days,
        totalReviews: days.reduce((sum, d) => sum + d.reviews, 0),
        currentStreak: streaks.currentStreak,
        longestStreak: streaks.longestStreak,
      },
      forecast: {
        days: Array.from({ length: FORECAST_DAYS }, (_, i) => ({
          date: dayFromNumber(first + i),
          due: dueByDay.get(first + i) ?? 0,
        })),
        overdue: due.overdue,
      },
      retention: {
        windowDays: RETENTION_WINDOW_DAYS,
        reviews: answers.reviews,
        passed: answers.passed,
        rate: answers.reviews > 0 ? answers.passed / answers.reviews : null,
        target: RETENTION_TARGET,
      },
      week: { from: monday, cardsReviewed: weekReviews },
    };
  }
}
