import {
  WEEKLY_SUMMARY_GOAL,
  type GamificationResponse,
  type ProgressResponse,
  type UserStatsResponse,
  type WeeklyProgressResponse,
} from '@revisely/contracts';
import type { Clock } from '../../core/clock.js';
import { notFound } from '../../core/http-error.js';
import type { AwardReceipt, Executor, XpAwarder, XpReason } from '../../core/ports.js';
import { localDay, mondayOf, startOfLocalDay } from '../../core/time-zone.js';
import { levelForXp, levelInfo } from './levels.js';
import type { ProgressRepository } from './progress.repository.js';
import { computeStreaks } from './streaks.js';

export class ProgressService implements XpAwarder {
  constructor(
    private readonly repo: ProgressRepository,
    private readonly clock: Clock,
  ) {}

  /** With `trx`, the XP and the activity day are written in the caller's transaction (ADR 0008). */
  async award(
    input: { userId: string; reason: XpReason; amount: number; timeZone: string },
    trx?: Executor,
  ): Promise<AwardReceipt> {
    const now = this.clock.now();
    const amount = Math.max(0, Math.floor(input.amount));
    const added = amount > 0 ? await this.repo.addXp(input.userId, input.reason, amount, now, trx) : null;
    const after = added ? added.total : await this.repo.totalXp(input.userId, trx);
    const day = localDay(now, input.timeZone);
    const started = await this.repo.markDay(input.userId, day, now, trx);
    const beforeLevel = levelForXp(after - amount);
    const afterLevel = levelForXp(after);
    return {
      xpAwarded: amount,
      leveledUp: afterLevel > beforeLevel,
      newLevel: afterLevel,
      eventId: added?.eventId ?? null,
      startedDay: started ? day : null,
    };
  }

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
}
