import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';

/**
 * Unsaved work kept in this browser, so a reloaded or discarded tab (common on phones) or a
 * mistapped link does not lose it. Drafts are scoped to the signed-in user: two accounts on a
 * shared laptop never see each other's.
 */

/** Bump when a draft's shape changes: older drafts are then dropped rather than misread. */
export const DRAFT_VERSION = 1;
export const DRAFT_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
/** localStorage holds about 5 MB per origin, shared with the session and preferences. */
export const DRAFT_MAX_CHARS = 1_000_000;
export const DRAFT_SAVE_DELAY_MS = 400;

const DRAFT_PREFIX = 'revisely:draft:';
// Owned by features/settings/lib/preferences.ts; read here directly because lib must not import features.
const PREFERENCES_KEY = 'revisely:preferences';

export interface Draft<T> {
  data: T;
  /** Epoch milliseconds. */
  savedAt: number;
}

export function draftKey(userId: string, name: string): string {
  return `${DRAFT_PREFIX}${encodeURIComponent(userId)}:${name}`;
}

/** Spec §3 `autoSave`, on unless explicitly switched off. */
export function isAutoSaveEnabled(): boolean {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(PREFERENCES_KEY) ?? 'null');
    return !(stored && typeof stored === 'object' && (stored as Record<string, unknown>).autoSave === false);
  } catch {
    return true;
  }
}

function removeItem(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Blocked storage: nothing was kept, so nothing to remove.
  }
}

/** The envelope's data if it is current and unexpired, else undefined. */
function openEnvelope(raw: string, now: number): { data: unknown; savedAt: number } | undefined {
  try {
    const envelope: unknown = JSON.parse(raw);
    if (!envelope || typeof envelope !== 'object') return undefined;
    const { version, savedAt, data } = envelope as Record<string, unknown>;
    if (version !== DRAFT_VERSION || typeof savedAt !== 'number' || now - savedAt > DRAFT_MAX_AGE_MS) return undefined;
    return { data, savedAt };
  } catch {
    return undefined;
  }
}

/** Removes every user's expired or unreadable drafts, so drafts for screens never reopened do not pile up. */
export function pruneDrafts(now = Date.now()): void {
  try {
    const storage = window.localStorage;
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (key): key is string => key?.startsWith(DRAFT_PREFIX) ?? false,
    );
    for (const key of keys) {
      const raw = storage.getItem(key);
      if (raw === null || !openEnvelope(raw, now)) storage.removeItem(key);
    }
  } catch {
    // Blocked storage holds no drafts.
  }
}

/** The stored draft, or null; a draft that is expired, corrupt or of another shape is removed. */
export function readDraft<T>(key: string, schema: z.ZodType<T>, now = Date.now()): Draft<T> | null {
  if (!isAutoSaveEnabled()) return null;
  pruneDrafts(now);
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  const envelope = openEnvelope(raw, now);
  const parsed = envelope && schema.safeParse(envelope.data);
  if (!envelope || !parsed?.success) {
    removeItem(key);
    return null;
  }
  return { data: parsed.data, savedAt: envelope.savedAt };
}

/** `json` is the already serialised data. Returns whether the draft was stored. */
function writeJson(key: string, json: string, now: number): boolean {
  if (!isAutoSaveEnabled()) return false;
  const raw = `{"version":${DRAFT_VERSION},"savedAt":${now},"data":${json}}`;
  // Too big (or, below, no room): the previous, smaller draft is kept, as older work beats none.
  if (raw.length > DRAFT_MAX_CHARS) return false;
  try {
    window.localStorage.setItem(key, raw);
    return true;
  } catch {
    return false;
  }
}

export function writeDraft(key: string, data: unknown, now = Date.now()): boolean {
  return writeJson(key, JSON.stringify(data), now);
}

/** Always removes the draft, whatever the preference: used once the work is saved or discarded. */
export function clearDraft(key: string): void {
  removeItem(key);
}

/** The draft found when the screen opened (read once), or null. A null key disables drafts. */
export function useRestoredDraft<T>(key: string | null, schema: z.ZodType<T>): Draft<T> | null {
  const [draft] = useState(() => (key ? readDraft(key, schema) : null));
  return draft;
}

/**
 * Saves `data` once it has not changed for a moment; null means nothing worth keeping and removes
 * the draft. A pending save is written at once when the page is hidden or the screen unmounts,
 * because a phone may discard a background tab without further warning.
 * `clear` removes the draft and drops any pending save (call it once the work is saved).
 */
export function useDraftAutosave(
  key: string | null,
  data: unknown,
  delayMs = DRAFT_SAVE_DELAY_MS,
): { clear: () => void } {
  const json = data === null || data === undefined ? null : JSON.stringify(data);
  const pending = useRef<{ key: string; json: string | null } | null>(null);

  const flush = useCallback(() => {
    const next = pending.current;
    pending.current = null;
    if (!next || !isAutoSaveEnabled()) return;
    if (next.json === null) clearDraft(next.key);
    else writeJson(next.key, next.json, Date.now());
  }, []);

  useEffect(() => {
    if (!key) return;
    pending.current = { key, json };
    const timer = window.setTimeout(flush, delayMs);
    return () => window.clearTimeout(timer);
  }, [key, json, delayMs, flush]);

  useEffect(() => {
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const clear = useCallback(() => {
    pending.current = null;
    if (key) clearDraft(key);
  }, [key]);

  return { clear };
}
