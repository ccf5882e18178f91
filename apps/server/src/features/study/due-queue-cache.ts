import type { DueReviewResponse } from '@revisely/contracts';
import type { DueQueueState } from './due-queue-update.js';

export interface DueQueueKey {
  /** users.study_version when the queue was read: any later card, deck or review write changes it. */
  version: number;
  /** The new-card allowance and the local day depend on the zone. */
  timeZone: string;
}

export interface DueQueueEntry extends DueQueueKey, Partial<DueQueueState> {
  /** The queue changes by itself when a card comes due or a new local day starts. */
  validUntil: number;
  response: DueReviewResponse;
}
type Entry = DueQueueEntry;

/**
 * The cross-deck due queue, remembered per user. The dashboard, the decks page and the study
 * screens all ask for it, often, and for a large collection it costs a dozen indexed queries;
 * between writes it only changes at known moments, so it is rebuilt only then. Bounded, least
 * recently used first out.
 */
export class DueQueueCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxUsers = 10_000) {}

  get(userId: string, key: DueQueueKey, now: number): DueReviewResponse | undefined {
    const entry = this.entries.get(userId);
    if (!entry) return undefined;
    if (entry.version !== key.version || entry.timeZone !== key.timeZone || now >= entry.validUntil) {
      this.entries.delete(userId);
      return undefined;
    }
    this.entries.delete(userId);
    this.entries.set(userId, entry);
    return entry.response;
  }

  /** The user's entry as stored, whatever its version: a review holds on to it to update it after. */
  peek(userId: string): Entry | undefined {
    return this.entries.get(userId);
  }

  /**
   * Replaces `expected` with `next` only if it is still the user's entry: an entry stored since
   * (a rebuild that may already include the change) is left alone.
   */
  replace(userId: string, expected: Entry, next: Entry | undefined): void {
    if (this.entries.get(userId) !== expected) return;
    if (next) this.entries.set(userId, next);
    else this.entries.delete(userId);
  }

  set(userId: string, entry: Entry): void {
    this.entries.delete(userId);
    if (this.entries.size >= this.maxUsers) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(userId, entry);
  }
}
