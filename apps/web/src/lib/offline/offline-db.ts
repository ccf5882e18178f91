import type { Flashcard, OfflineDeck, Quality } from '@revisely/contracts';
import type { SchedulingFields } from '@revisely/scheduler';
import { Dexie, type EntityTable } from 'dexie';
import { lastUser } from './last-user';

/** A card kept for offline study: what the session shows, plus its FSRS state. */
export interface StoredCard extends Flashcard {
  deck_name: string;
  scheduling: SchedulingFields;
}

/** A rating made offline, waiting to be sent (in `seq` order) with its own time. */
export interface PendingReview {
  seq?: number;
  reviewId: string;
  deckId: string;
  cardId: string;
  quality: Quality;
  /** ISO time the rating was made. */
  reviewedAt: string;
  responseTimeMs?: number;
  /** The card's state before this rating: an offline undo puts it back. */
  before: SchedulingFields;
  /** The flashcard fields before this rating. */
  cardBefore: Flashcard;
}

export interface StoredMedia {
  /** The file's API path (`/api/files/{id}`). */
  path: string;
  blob: Blob;
  size: number;
  storedAt: number;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

export type OfflineDb = Dexie & {
  cards: EntityTable<StoredCard, 'id'>;
  decks: EntityTable<OfflineDeck, 'id'>;
  pending: EntityTable<PendingReview, 'seq'>;
  media: EntityTable<StoredMedia, 'path'>;
  meta: EntityTable<MetaRow, 'key'>;
};

const open = new Map<string, OfflineDb>();

/**
 * The signed-in student's offline store (ADR 0023), one IndexedDB database per user so a shared
 * device never mixes two students' queues or sends one's reviews with the other's token. Null
 * when nobody has signed in on this device or IndexedDB is unavailable.
 */
export function offlineDb(): OfflineDb | null {
  const user = lastUser();
  if (!user || typeof indexedDB === 'undefined') return null;
  const name = `revisely-offline-${user.id}`;
  let db = open.get(name);
  if (!db) {
    db = new Dexie(name) as OfflineDb;
    db.version(1).stores({
      cards: 'id, deck_id',
      decks: 'id',
      pending: '++seq, &reviewId, cardId',
      media: 'path, storedAt',
      meta: 'key',
    });
    open.set(name, db);
  }
  return db;
}
