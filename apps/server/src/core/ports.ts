import type { AwardResult } from '@revisely/contracts';

/**
 * Interfaces one feature offers another. Implementations are wired in app.ts, so features never
 * import each other's internals.
 */
export interface XpAwarder {
  /** Adds XP and marks today (in the user's zone) as an activity day. */
  award(input: { userId: string; reason: XpReason; amount: number; timeZone: string }): Promise<AwardResult>;
  /** Marks an activity day without XP (e.g. a review that earns nothing). */
  recordActivity(userId: string, timeZone: string): Promise<void>;
}

export type XpReason = 'summary_created' | 'card_reviewed' | 'cards_generated' | 'deck_created';

export interface StoredFiles {
  save(input: {
    userId: string;
    data: Buffer;
    mimeType: string;
    purpose: 'summary_photo' | 'feedback_attachment';
  }): Promise<{ id: string; url: string }>;
  remove(userId: string, fileId: string): Promise<void>;
  urlFor(fileId: string): string;
}

/** What the flashcard features need from the summaries feature. */
export interface SummarySources {
  /** The summary's points joined as text, or null when it is not the user's. */
  summaryText(userId: string, summaryId: string): Promise<string | null>;
  sourcesForTopic(userId: string, topic: string): Promise<{ text: string }[]>;
}
