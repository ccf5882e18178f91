import { z } from 'zod';

/** Exam dates (issue 14, docs/scheduling.md). */

export const TARGET_RETENTION_DEFAULT = 0.9;
export const TARGET_RETENTION_MIN = 0.7;
export const TARGET_RETENTION_MAX = 0.97;

const EXAM_DATE_MESSAGE = 'examDate must be a date written YYYY-MM-DD';

/** A real calendar day ('2027-02-30' is refused), as the student's zone reckons days. */
export const ExamDateSchema = z
  .string({ error: EXAM_DATE_MESSAGE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, EXAM_DATE_MESSAGE)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, EXAM_DATE_MESSAGE);

/** Sent on create and update: a day, null to remove it, or absent to leave it as it is. */
export const ExamDateInputSchema = z.union([ExamDateSchema, z.null()], { error: EXAM_DATE_MESSAGE }).optional();

export const TargetRetentionInputSchema = z
  .number({ error: 'targetRetention must be a number' })
  .min(TARGET_RETENTION_MIN, `targetRetention must be between ${TARGET_RETENTION_MIN} and ${TARGET_RETENTION_MAX}`)
  .max(TARGET_RETENTION_MAX, `targetRetention must be between ${TARGET_RETENTION_MIN} and ${TARGET_RETENTION_MAX}`)
  .optional();

/** What every deck response carries about its exam. */
export const DeckExamFieldsSchema = z.object({
  /** 'YYYY-MM-DD', or null when the deck has no exam date. */
  examDate: z.string().nullable().optional(),
  /** Days from today (the user's zone) to the exam: 0 on the day; null when none or past. */
  examDaysLeft: z.number().int().nullable().optional(),
  /** The recall the deck aims for on exam day (0.9 unless chosen). */
  targetRetention: z.number().optional(),
});

/** GET /api/decks/{id}/exam-forecast. */
export const ExamForecastResponseSchema = z.object({
  examDate: z.string().nullable(),
  examDaysLeft: z.number().int().nullable(),
  targetRetention: z.number(),
  /** Null when the deck has no exam date ahead (none set, or it is today or past). */
  forecast: z
    .object({
      /** Mean FSRS retrievability of the deck's cards on exam day if the student studies as scheduled (0–1). */
      predictedRecall: z.number(),
      /** The same if the student stopped studying now (0–1): rises as the schedule is followed. */
      recallIfStoppedNow: z.number(),
      /** Reviews the schedule asks for between now and the exam, per day (rounded up). */
      reviewsPerDay: z.number().int(),
      /** New cards the daily new-card allowance cannot introduce before the exam (they count as 0). */
      cardsNotLearnedInTime: z.number().int(),
      totalCards: z.number().int(),
    })
    .nullable(),
});
export type ExamForecastResponse = z.infer<typeof ExamForecastResponseSchema>;
