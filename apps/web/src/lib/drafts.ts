import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';

/**
 * Unsaved work kept in this browser, so a reloaded or discarded tab (common on phones) or a
 * mistapped link does not lose it. Drafts are scoped to the signed-in user: two accounts on a
 * shared laptop never see each other's.
 */

/**
 * Bump when the envelope changes. A screen whose data changes shape reads the old shape too (its
 * schema converts it); a draft still unreadable is moved to a backup key, never dropped silently.
 */
export const DRAFT_VERSION = 1;
export const DRAFT_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
/** How long an unreadable draft's backup is kept: long enough for a student or support to find it. */
export const DRAFT_BACKUP_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** localStorage holds about 5 MB per origin, shared with the session and preferences. */
export const DRAFT_MAX_CHARS = 1_000_000;
export const DRAFT_SAVE_DELAY_MS = 400;

const DRAFT_PREFIX = 'revisely:draft:';
/** Not under DRAFT_PREFIX, so pruning drafts never touches a backup. */
const BACKUP_PREFIX = 'revisely:draft-backup:';
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

type Opened = { kind: 'current'; data: unknown; savedAt: number } | { kind: 'expired' } | { kind: 'unreadable' };

/** The envelope's data if it is current and unexpired; expired, or unreadable (corrupt, another version). */
function openEnvelope(raw: string, now: number): Opened {
  try {
    const envelope: unknown = JSON.parse(raw);
    if (!envelope || typeof envelope !== 'object') return { kind: 'unreadable' };
    const { version, savedAt, data } = envelope as Record<string, unknown>;
    if (version !== DRAFT_VERSION || typeof savedAt !== 'number') return { kind: 'unreadable' };
    if (now - savedAt > DRAFT_MAX_AGE_MS) return { kind: 'expired' };
    return { kind: 'current', data, savedAt };
  } catch {
    return { kind: 'unreadable' };
  }
}

/** Where a draft this version cannot read is kept (one per draft key, the latest). */
export function draftBackupKey(key: string): string {
  return key.startsWith(DRAFT_PREFIX) ? `${BACKUP_PREFIX}${key.slice(DRAFT_PREFIX.length)}` : `${BACKUP_PREFIX}${key}`;
}

/**
 * Moves a draft this version cannot read to its backup key, as it was stored, so a newer or older
 * build (or support) can still recover it. When the backup cannot be written the draft stays.
 */
function backUpDraft(key: string, raw: string, now: number): void {
  try {
    window.localStorage.setItem(draftBackupKey(key), JSON.stringify({ backedUpAt: now, raw }));
  } catch {
    return;
  }
  removeItem(key);
}

/** The backup's stored text (what was under the draft key), or null. */
export function readDraftBackup(key: string): { raw: string; backedUpAt: number } | null {
  try {
    const backup: unknown = JSON.parse(window.localStorage.getItem(draftBackupKey(key)) ?? 'null');
    if (!backup || typeof backup !== 'object') return null;
    const { raw, backedUpAt } = backup as Record<string, unknown>;
    return typeof raw === 'string' && typeof backedUpAt === 'number' ? { raw, backedUpAt } : null;
  } catch {
    return null;
  }
}

/**
 * Removes every user's expired drafts, so drafts for screens never reopened do not pile up; moves
 * unreadable ones to their backup key; removes backups older than DRAFT_BACKUP_MAX_AGE_MS.
 */
export function pruneDrafts(now = Date.now()): void {
  try {
    const storage = window.localStorage;
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i));
    for (const key of keys) {
      if (key?.startsWith(DRAFT_PREFIX)) {
        const raw = storage.getItem(key);
        const opened = raw === null ? null : openEnvelope(raw, now);
        if (raw === null || opened?.kind === 'expired') storage.removeItem(key);
        else if (opened?.kind === 'unreadable') backUpDraft(key, raw, now);
      } else if (key?.startsWith(BACKUP_PREFIX)) {
        const backup = readDraftBackup(`${DRAFT_PREFIX}${key.slice(BACKUP_PREFIX.length)}`);
        if (!backup || now - backup.backedUpAt > DRAFT_BACKUP_MAX_AGE_MS) storage.removeItem(key);
      }
    }
  } catch {
    // Blocked storage holds no drafts.
  }
}

/**
 * The draft this build can read from the key's backup, moved back under the key (so it is restored
 * like any draft and the backup goes), or null. A build with another envelope version or data
 * shape (an old one still cached by the service worker, say) backs up the draft it cannot read;
 * the build that wrote it, opened again, finds its draft here. A backup this build cannot read
 * either (corrupt) stays for its 30 days.
 */
function restoreBackup<T>(key: string, schema: z.ZodType<T>, now: number): Draft<T> | null {
  const backup = readDraftBackup(key);
  const opened = backup && openEnvelope(backup.raw, now);
  if (!backup || opened?.kind !== 'current') return null;
  const parsed = schema.safeParse(opened.data);
  if (!parsed.success) return null;
  try {
    window.localStorage.setItem(key, backup.raw);
  } catch {
    return null;
  }
  removeItem(draftBackupKey(key));
  return { data: parsed.data, savedAt: opened.savedAt };
}

/**
 * The stored draft, or null. An expired draft is removed; one the schema cannot read (corrupt, of
 * another version or shape) is moved to its backup key instead of being lost. With no draft, a
 * backup this build can read is restored (restoreBackup).
 */
export function readDraft<T>(key: string, schema: z.ZodType<T>, now = Date.now()): Draft<T> | null {
  if (!isAutoSaveEnabled()) return null;
  pruneDrafts(now);
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return restoreBackup(key, schema, now);
  const opened = openEnvelope(raw, now);
  if (opened.kind === 'expired') {
    removeItem(key);
    return null;
  }
  const parsed = opened.kind === 'current' ? schema.safeParse(opened.data) : undefined;
  if (opened.kind !== 'current' || !parsed?.success) {
    backUpDraft(key, raw, now);
    return null;
  }
  return { data: parsed.data, savedAt: opened.savedAt };
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
