import { z } from 'zod';
import { FlashcardSchema } from './decks.js';
import { DeckExamFieldsSchema } from './exam.js';

/** The offline queue covers cards due within this many days (ADR 0023). */
export const OFFLINE_QUEUE_DAYS = 3;
/** At most this many cards in one offline queue, so a huge collection cannot fill a phone. */
export const OFFLINE_QUEUE_MAX_CARDS = 2000;

export const OfflineQueueQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'days must be a number' })
    .int('days must be a whole number')
    .min(1, 'days must be at least 1')
    .max(7, 'days must be at most 7')
    .optional(),
});

/** A card's FSRS state exactly as the server stores it, for @revisely/scheduler in the browser. */
export const OfflineSchedulingSchema = z.object({
  due_at: z.number(),
  stability: z.number(),
  difficulty: z.number(),
  elapsed_days: z.number(),
  scheduled_days: z.number(),
  learning_steps: z.number(),
  reps: z.number(),
  lapses: z.number(),
  state: z.number().int(),
  last_review_at: z.number().nullable(),
});

export const OfflineCardSchema = FlashcardSchema.extend({
  deck_name: z.string(),
  scheduling: OfflineSchedulingSchema,
});
export type OfflineCard = z.infer<typeof OfflineCardSchema>;

export const OfflineDeckSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    subject: z.string().nullable(),
    topic: z.string().nullable(),
    /** Start of the exam day in the student's zone (epoch ms), for the exam rule; null without a date. */
    examStart: z.number().nullable(),
    /** New cards the deck may still introduce today (the daily allowance less those started). */
    newAllowanceToday: z.number().int(),
  })
  .extend(DeckExamFieldsSchema.shape);
export type OfflineDeck = z.infer<typeof OfflineDeckSchema>;

/** `GET /api/study/offline-queue`: what the app keeps in IndexedDB to study without a network. */
export const OfflineQueueResponseSchema = z.object({
  /** When the queue was built (ISO). */
  generatedAt: z.string(),
  /** The student's today (YYYY-MM-DD in their zone) when it was built: the allowance is for that day. */
  today: z.string(),
  /** New cards a deck may introduce per local day. */
  dailyNewCards: z.number().int(),
  decks: z.array(OfflineDeckSchema),
  /** Cards due within `days` (learning, review), then new cards for those days, each deck in study order. */
  cards: z.array(OfflineCardSchema),
  /** True when OFFLINE_QUEUE_MAX_CARDS cut the list short. */
  truncated: z.boolean(),
});
export type OfflineQueueResponse = z.infer<typeof OfflineQueueResponseSchema>;
