import type { DueReviewResponse } from '@revisely/contracts';

export interface DueQueueKey {
  /** users.study_version when the queue was read: any later card, deck or review write changes it. */
  version: number;
  /** The new-card allowance and the local day depend on the zone. */
  timeZone: string;
}

interface Entry extends DueQueueKey {
  /** The queue changes by itself when a card comes due or a new local day starts. */
  validUntil: number;
  response: DueReviewResponse;
}

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

  set(userId: string, entry: Entry): void {
    this.entries.delete(userId);
    if (this.entries.size >= this.maxUsers) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(userId, entry);
  }
}
