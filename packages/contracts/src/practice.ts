import { z } from 'zod';
import { AwardResultSchema } from './summaries.js';

/**
 * Practice modes (issue 28; docs/gamification.md "Practice"): Learn, Test and Match. Answers are
 * marked in the browser and are not FSRS reviews; the server records the result for XP (capped per
 * day), the heatmap's activity day and the best Match time per deck.
 */
export const PracticeModeSchema = z.enum(['learn', 'test', 'match'], { error: 'mode must be learn, test or match' });
export type PracticeMode = z.infer<typeof PracticeModeSchema>;

/** Most answers one result may report (a test of a 1000-card deck is still one result). */
export const PRACTICE_ANSWERS_MAX = 1000;
/** A practice session longer than a day is not one session. */
export const PRACTICE_DURATION_MAX_MS = 86_400_000;

const count = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(0, `${field} must not be negative`)
    .max(PRACTICE_ANSWERS_MAX, `${field} must be at most ${PRACTICE_ANSWERS_MAX}`);

export const PracticeResultRequestSchema = z
  .object({
    deckId: z.string({ error: 'deckId is required' }).min(1, 'deckId is required').max(100, 'deckId is too long'),
    mode: PracticeModeSchema,
    /** Right answers (Match: pairs matched), including written answers the student marked correct. */
    correct: count('correct'),
    /** Questions asked (Match: pairs dealt). */
    total: count('total').min(1, 'total must be at least 1'),
    durationMs: z
      .number({ error: 'durationMs must be a number' })
      .int('durationMs must be a whole number')
      .min(0, 'durationMs must not be negative')
      .max(PRACTICE_DURATION_MAX_MS, 'durationMs must be at most a day'),
    /** Written answers the student marked correct after the marker refused them. */
    overrides: count('overrides').default(0),
  })
  .refine((b) => b.correct <= b.total, { message: 'correct must not be more than total', path: ['correct'] })
  .refine((b) => b.overrides <= b.correct, { message: 'overrides must not be more than correct', path: ['overrides'] });
export type PracticeResultRequest = z.infer<typeof PracticeResultRequestSchema>;

export const PracticeStatsSchema = z.object({
  /** The student's fastest finished Match game of this deck, in ms; null before the first. */
  bestMatchMs: z.number().nullable(),
});
export type PracticeStats = z.infer<typeof PracticeStatsSchema>;

export const PracticeResultResponseSchema = AwardResultSchema.extend(PracticeStatsSchema.shape).extend({
  /** Practice XP earned today (local day) including this result, and the day's cap. */
  practiceXpToday: z.number(),
  practiceXpCap: z.number(),
  /** This Match game beat the previous best (false for the first game and for other modes). */
  newBest: z.boolean(),
  /** The stored result: 'Mark as correct' after it was saved updates it (PATCH, overrides only). */
  resultId: z.string(),
});
export type PracticeResultResponse = z.infer<typeof PracticeResultResponseSchema>;

/**
 * A Test result's written answers marked correct by the student after it was saved: the total
 * overrides so far. Each new override also counts as a right answer; XP is not changed, since
 * overridden answers earn none (docs/gamification.md).
 */
export const PracticeOverridesRequestSchema = z.object({ overrides: count('overrides') });
export type PracticeOverridesRequest = z.infer<typeof PracticeOverridesRequestSchema>;

export const PracticeOverridesResponseSchema = z.object({
  resultId: z.string(),
  correct: z.number(),
  total: z.number(),
  overrides: z.number(),
});
export type PracticeOverridesResponse = z.infer<typeof PracticeOverridesResponseSchema>;

/**
 * "Add to today's reviews" after a wrong practice answer (ADR 0022): only a card due within this
 * many days may be brought forward; its FSRS state is kept and the early review is scheduled from
 * the days actually elapsed, as Anki's "Set due date" does.
 */
export const DUE_NOW_MAX_DAYS_AHEAD = 7;

export const DueNowResponseSchema = z.object({
  cardId: z.string(),
  /** The card's due time after the call (epoch ms): now, or unchanged for a new or already-due card. */
  due: z.number(),
});
export type DueNowResponse = z.infer<typeof DueNowResponseSchema>;
