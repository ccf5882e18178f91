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
