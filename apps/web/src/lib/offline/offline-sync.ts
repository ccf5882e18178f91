import { OfflineQueueResponseSchema, ReviewResponseSchema } from '@revisely/contracts';
import { useSyncExternalStore } from 'react';
import { readJson, sendRequest } from '../api-client';
import { isNetworkError } from '../use-online';
import { offlineDb, type OfflineDb, type StoredCard } from './offline-db';

/** Media kept for offline cards: at most this many bytes, the oldest stored leaving first. */
export const OFFLINE_MEDIA_CAP_BYTES = 50 * 1024 * 1024;
/** The queue is fetched again at most this often while the app stays open (and after each sync). */
const QUEUE_REFRESH_MS = 5 * 60_000;

export const SYNCED_MESSAGE = 'All reviews synced';
export const waitingMessage = (n: number) => `${n} review${n === 1 ? '' : 's'} waiting to sync`;

// --- pending count, for the user menu ---------------------------------------------------------

interface SyncState {
  pending: number;
  /** True once a sync has emptied the queue in this tab (shows 'All reviews synced'). */
  synced: boolean;
  syncing: boolean;
}

let state: SyncState = { pending: 0, synced: false, syncing: false };
const listeners = new Set<() => void>();

function setState(next: Partial<SyncState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** Re-reads how many reviews wait; call after writing to the pending table. */
export async function refreshPendingCount(db: OfflineDb | null = offlineDb()): Promise<number> {
  const pending = db ? await db.pending.count() : 0;
  setState({ pending });
  return pending;
}

export function useSyncState(): SyncState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}

// --- sending reviews made offline -------------------------------------------------------------

let flushing: Promise<number> | null = null;
const syncedListeners = new Set<(count: number) => void>();

/** Called with the number of reviews sent whenever a sync empties the queue. */
export function onAllSynced(listener: (count: number) => void): () => void {
  syncedListeners.add(listener);
  return () => syncedListeners.delete(listener);
}

/**
 * Sends the reviews made offline, oldest first, each with its reviewId and the time it was made.
 * One at a time and in order: the server schedules each at its own time. A review the server
 * already has is answered as a duplicate and simply leaves the queue. Stops at the first network
 * failure or server error (tried again when the network returns or the app starts); a review the
 * server refuses for good (card deleted, too old) leaves the queue so it cannot block the rest.
 */
export function flushPendingReviews(): Promise<number> {
  flushing ??= doFlush().finally(() => {
    flushing = null;
  });
  return flushing;
}

async function doFlush(): Promise<number> {
  const db = offlineDb();
  if (!db || !navigator.onLine) return 0;
  let sent = 0;
  setState({ syncing: true });
  try {
    for (;;) {
      const next = await db.pending.orderBy('seq').first();
      if (!next) break;
      let response: Response;
      try {
        response = await sendRequest('POST', `/api/decks/${encodeURIComponent(next.deckId)}/review`, {
          cardId: next.cardId,
          quality: next.quality,
          reviewId: next.reviewId,
          reviewedAt: next.reviewedAt,
          ...(next.responseTimeMs === undefined ? {} : { responseTimeMs: next.responseTimeMs }),
        });
      } catch (error) {
        if (isNetworkError(error)) break;
        throw error;
      }
      if (response.status === 401) break;
      if (response.status >= 500 || response.status === 429) break;
      if (response.ok) {
        const parsed = ReviewResponseSchema.safeParse(await readJson(response));
        if (parsed.success && !parsed.data.duplicate) sent++;
      }
      await db.pending.delete(next.seq!);
      await refreshPendingCount(db);
    }
  } finally {
    const left = await refreshPendingCount(db);
    setState({ syncing: false, ...(left === 0 && sent > 0 ? { synced: true } : {}) });
    if (left === 0 && sent > 0) for (const listener of syncedListeners) listener(sent);
  }
  return sent;
}

// --- keeping the queue ------------------------------------------------------------------------

let lastRefresh = 0;

/**
 * Stores what the app needs to study offline for the next days (GET /api/study/offline-queue):
 * cards with their FSRS state, decks with their exam dates and new-card allowance, and the cards'
 * images and sound clips under OFFLINE_MEDIA_CAP_BYTES. Skipped while reviews wait to be sent:
 * the server's copy would not include them yet.
 */
export async function refreshOfflineQueue({ force = false } = {}): Promise<boolean> {
  const db = offlineDb();
  if (!db || !navigator.onLine) return false;
  if (!force && Date.now() - lastRefresh < QUEUE_REFRESH_MS) return false;
  if ((await db.pending.count()) > 0) return false;
  lastRefresh = Date.now();
  let body: unknown;
  try {
    const response = await sendRequest('GET', '/api/study/offline-queue', undefined, { on401: 'return-null' });
    if (!response.ok) return false;
    body = await readJson(response);
  } catch (error) {
    if (isNetworkError(error)) return false;
    throw error;
  }
  const parsed = OfflineQueueResponseSchema.safeParse(body);
  if (!parsed.success) return false;
  const queue = parsed.data;
  await db.transaction('rw', [db.cards, db.decks, db.meta, db.pending], async () => {
    // A review made in the meantime (another tab) would be overwritten: keep it for the next refresh.
    if ((await db.pending.count()) > 0) return;
    await db.cards.clear();
    await db.decks.clear();
    await db.cards.bulkPut(queue.cards as StoredCard[]);
    await db.decks.bulkPut(queue.decks);
    await db.meta.put({
      key: 'queue',
      value: { today: queue.today, dailyNewCards: queue.dailyNewCards, generatedAt: queue.generatedAt },
    });
    await db.meta.put({ key: 'new-started', value: { day: queue.today, byDeck: {} } });
  });
  void storeMedia(db, queue.cards as StoredCard[]);
  return true;
}

function mediaPaths(cards: StoredCard[]): string[] {
  const ids = cards.flatMap((c) => [c.front_image_id, c.back_image_id, c.audio_id]);
  return [...new Set(ids.filter((id): id is string => Boolean(id)))].map(
    (id) => `/api/files/${encodeURIComponent(id)}`,
  );
}

/** Fetches media the queue's cards show that is not stored yet, then trims to the cap, oldest first out. */
async function storeMedia(db: OfflineDb, cards: StoredCard[]): Promise<void> {
  for (const path of mediaPaths(cards)) {
    if (await db.media.get(path)) continue;
    try {
      const response = await sendRequest('GET', path, undefined, { on401: 'return-null' });
      if (!response.ok) continue;
      const blob = await response.blob();
      await db.media.put({ path, blob, size: blob.size, storedAt: Date.now() });
    } catch {
      break;
    }
  }
  let total = 0;
  const rows = await db.media.orderBy('storedAt').reverse().toArray();
  const drop: string[] = [];
  for (const row of rows) {
    total += row.size;
    if (total > OFFLINE_MEDIA_CAP_BYTES) drop.push(row.path);
  }
  if (drop.length > 0) await db.media.bulkDelete(drop);
}

/** A stored file from the offline store, for showing a card's media without a network. */
export async function offlineMedia(path: string): Promise<Blob | undefined> {
  return (await offlineDb()?.media.get(path))?.blob;
}

/** Sends waiting reviews, then refreshes the queue: on app start, when the network returns, and after study. */
export async function syncNow({ force = false } = {}): Promise<void> {
  const sent = await flushPendingReviews();
  await refreshOfflineQueue({ force: force || sent > 0 });
}
