import { z } from 'zod';

export const ProgressResponseSchema = z.object({
  totalSummaries: z.number(),
  totalDecks: z.number(),
  /** Shown as "Total Cards": every card in the user's decks. */
  flashcardsStudied: z.number(),
  weeklyProgress: z.object({ completed: z.number(), goal: z.number() }),
});
export type ProgressResponse = z.infer<typeof ProgressResponseSchema>;

export const WeeklyProgressResponseSchema = z.object({
  currentStreak: z.number(),
  longestStreak: z.number(),
  /** The latest activity day in the user's zone, YYYY-MM-DD, or null. */
  lastStudyDate: z.string().nullable(),
  totalCardsReviewed: z.number(),
  /** Minutes spent answering cards (sum of response times). */
  totalStudyTime: z.number(),
  daysActive: z.number(),
});
export type WeeklyProgressResponse = z.infer<typeof WeeklyProgressResponseSchema>;

export const GamificationResponseSchema = z.object({
  level: z.number(),
  totalXP: z.number(),
  levelProgress: z.number(),
  currentStreak: z.number(),
  /** Total XP at which the next level is reached. */
  nextLevelXP: z.number(),
});
export type GamificationResponse = z.infer<typeof GamificationResponseSchema>;

export const UserStatsResponseSchema = z.object({
  level: z.number(),
  totalXP: z.number(),
  currentStreak: z.number(),
  summariesCount: z.number(),
  createdAt: z.string(),
});
export type UserStatsResponse = z.infer<typeof UserStatsResponseSchema>;

/** A calendar day in the user's zone, YYYY-MM-DD. */
const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The target the scheduler aims for (FSRS desired retention); the Retention card compares against it. */
export const RETENTION_TARGET = 0.9;
/** The Retention card and the Due forecast look this many days back and ahead. */
export const RETENTION_WINDOW_DAYS = 30;
export const FORECAST_DAYS = 30;

/**
 * GET /api/progress/stats: the charts below the spec's cards on /progress. Days are calendar days
 * in the user's zone (X-Time-Zone, as everywhere else).
 */
export const ProgressStatsResponseSchema = z.object({
  /** Today in the user's zone. */
  today: DaySchema,
  activity: z.object({
    /** First day shown: the Monday 52 weeks before this week's Monday, so the heatmap has whole weeks. */
    from: DaySchema,
    /**
     * Reviews per day from `from` to today, and practice sessions (Learn, Test, Match; ADR 0022)
     * finished that day when there were any; days with neither are left out.
     */
    days: z.array(z.object({ date: DaySchema, reviews: z.number().int(), practice: z.number().int().optional() })),
    totalReviews: z.number().int(),
    /** Same rule as the rest of the app (docs/gamification.md): activity days, not only reviews. */
    currentStreak: z.number().int(),
    longestStreak: z.number().int(),
  }),
  forecast: z.object({
    /** FORECAST_DAYS entries from today; overdue learning and review cards count today. New cards are not scheduled, so not counted. */
    days: z.array(z.object({ date: DaySchema, due: z.number().int() })),
    /** Of today's count, cards that were due before today. */
    overdue: z.number().int(),
  }),
  retention: z.object({
    windowDays: z.number().int(),
    /** Answers to cards in review state (not new, learning or relearning) over the window. */
    reviews: z.number().int(),
    /** Of those, answered Hard, Good or Easy. */
    passed: z.number().int(),
    /** passed / reviews, or null with no reviews. */
    rate: z.number().nullable(),
    target: z.number(),
  }),
  week: z.object({
    /** Monday of this week in the user's zone. */
    from: DaySchema,
    /** Cards reviewed since Monday 00:00 in the user's zone. */
    cardsReviewed: z.number().int(),
  }),
});
export type ProgressStatsResponse = z.infer<typeof ProgressStatsResponseSchema>;
