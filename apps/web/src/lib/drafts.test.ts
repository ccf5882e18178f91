import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  DRAFT_BACKUP_MAX_AGE_MS,
  DRAFT_MAX_AGE_MS,
  DRAFT_MAX_CHARS,
  DRAFT_SAVE_DELAY_MS,
  clearDraft,
  draftBackupKey,
  draftKey,
  readDraft,
  readDraftBackup,
  useDraftAutosave,
  writeDraft,
} from './drafts';

const Schema = z.object({ title: z.string() });
const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2025, 0, 1);

const aliceKey = draftKey('alice', 'summary-wizard');
const bobKey = draftKey('bob', 'summary-wizard');

function setAutoSave(value: unknown) {
  window.localStorage.setItem('revisely:preferences', JSON.stringify({ autoSave: value }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('drafts', () => {
  it('keeps each user their own draft, with a version and a saved-at time', () => {
    expect(writeDraft(aliceKey, { title: 'Alice notes' }, T0)).toBe(true);

    expect(readDraft(aliceKey, Schema, T0 + 1000)).toEqual({ data: { title: 'Alice notes' }, savedAt: T0 });
    expect(readDraft(bobKey, Schema, T0 + 1000)).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(aliceKey) ?? '')).toEqual({
      version: 1,
      savedAt: T0,
      data: { title: 'Alice notes' },
    });
    expect(aliceKey).not.toBe(bobKey);
    expect(draftKey('a:b', 'x')).not.toBe(draftKey('a', 'b:x'));
  });

  it('ignores and removes drafts older than 14 days, including other users’ and other screens’', () => {
    writeDraft(aliceKey, { title: 'old' }, T0);
    writeDraft(draftKey('bob', 'deck-builder:new'), { title: 'old too' }, T0);
    writeDraft(draftKey('bob', 'deck-builder:d1'), { title: 'recent' }, T0 + 10 * DAY);

    expect(readDraft(aliceKey, Schema, T0 + DRAFT_MAX_AGE_MS)).not.toBeNull();
    expect(readDraft(aliceKey, Schema, T0 + DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(window.localStorage.getItem(aliceKey)).toBeNull();
    expect(window.localStorage.getItem(draftKey('bob', 'deck-builder:new'))).toBeNull();
    expect(window.localStorage.getItem(draftKey('bob', 'deck-builder:d1'))).not.toBeNull();
  });

  it('moves corrupt, other-version or misshapen drafts to a backup key instead of restoring or dropping them', () => {
    const cases = [
      '{not json',
      'null',
      JSON.stringify({ version: 0, savedAt: T0, data: { title: 'x' } }),
      JSON.stringify({ version: 2, savedAt: T0, data: { title: 'from a newer app' } }),
      JSON.stringify({ version: 1, data: { title: 'x' } }),
      JSON.stringify({ version: 1, savedAt: T0, data: { title: 42 } }),
    ];
    for (const raw of cases) {
      window.localStorage.setItem(aliceKey, raw);
      expect(readDraft(aliceKey, Schema, T0)).toBeNull();
      expect(window.localStorage.getItem(aliceKey)).toBeNull();
      expect(readDraftBackup(aliceKey)).toEqual({ raw, backedUpAt: T0 });
    }
    expect(draftBackupKey(aliceKey)).not.toBe(aliceKey);
    expect(draftBackupKey(aliceKey)).not.toBe(draftBackupKey(bobKey));
  });

  it('backs up another screen’s unreadable draft while pruning, and keeps backups 30 days', () => {
    const other = draftKey('bob', 'deck-builder:new');
    window.localStorage.setItem(other, '{cut short');
    writeDraft(aliceKey, { title: 'fine' }, T0);
    expect(readDraft(aliceKey, Schema, T0)?.data).toEqual({ title: 'fine' });
    expect(window.localStorage.getItem(other)).toBeNull();
    expect(readDraftBackup(other)?.raw).toBe('{cut short');

    readDraft(aliceKey, Schema, T0 + DRAFT_BACKUP_MAX_AGE_MS);
    expect(readDraftBackup(other)).not.toBeNull();
    readDraft(aliceKey, Schema, T0 + DRAFT_BACKUP_MAX_AGE_MS + 1);
    expect(readDraftBackup(other)).toBeNull();
  });

  it('restores a backed-up draft when a build that can read it opens the screen', () => {
    // An older build (cached by the service worker) cannot read the draft this build wrote...
    const OlderSchema = z.object({ heading: z.string() });
    writeDraft(aliceKey, { title: 'Cells revision' }, T0);
    expect(readDraft(aliceKey, OlderSchema, T0 + 1000)).toBeNull();
    expect(readDraftBackup(aliceKey)).not.toBeNull();
    // ...and leaves it alone while it has no draft of its own.
    expect(readDraft(aliceKey, OlderSchema, T0 + 2000)).toBeNull();
    expect(readDraftBackup(aliceKey)).not.toBeNull();

    // This build, opened again, gets its draft back, under the draft key; the backup goes.
    expect(readDraft(aliceKey, Schema, T0 + 3000)).toEqual({ data: { title: 'Cells revision' }, savedAt: T0 });
    expect(readDraftBackup(aliceKey)).toBeNull();
    expect(readDraft(aliceKey, Schema, T0 + 4000)?.data).toEqual({ title: 'Cells revision' });
  });

  it('leaves a backup no schema here can read, and an expired one, where they are', () => {
    window.localStorage.setItem(aliceKey, '{cut short');
    expect(readDraft(aliceKey, Schema, T0)).toBeNull();
    expect(readDraft(aliceKey, Schema, T0 + 1000)).toBeNull();
    expect(readDraftBackup(aliceKey)?.raw).toBe('{cut short');

    writeDraft(bobKey, { title: 'old' }, T0);
    expect(readDraft(bobKey, z.object({ heading: z.string() }), T0)).toBeNull();
    expect(readDraft(bobKey, Schema, T0 + DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(window.localStorage.getItem(bobKey)).toBeNull();
  });

  it('keeps the draft where it is when its backup cannot be written', () => {
    window.localStorage.setItem(aliceKey, '{not json');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(readDraft(aliceKey, Schema, T0)).toBeNull();
    vi.restoreAllMocks();
    expect(window.localStorage.getItem(aliceKey)).toBe('{not json');
  });

  it('neither saves nor restores with the autoSave preference off, and keeps what was there', () => {
    writeDraft(aliceKey, { title: 'before' }, T0);
    setAutoSave(false);

    expect(writeDraft(aliceKey, { title: 'after' }, T0)).toBe(false);
    expect(readDraft(aliceKey, Schema, T0)).toBeNull();

    setAutoSave(true);
    expect(readDraft(aliceKey, Schema, T0)?.data).toEqual({ title: 'before' });
  });

  it('treats missing or damaged preferences as autoSave on', () => {
    window.localStorage.setItem('revisely:preferences', '{oops');
    expect(writeDraft(aliceKey, { title: 'x' }, T0)).toBe(true);
    setAutoSave('no');
    expect(readDraft(aliceKey, Schema, T0)).not.toBeNull();
  });

  it('fails quietly when storage is full or blocked', () => {
    writeDraft(aliceKey, { title: 'kept' }, T0);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeDraft(aliceKey, { title: 'lost' }, T0)).toBe(false);
    expect(readDraft(aliceKey, Schema, T0)?.data).toEqual({ title: 'kept' });

    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readDraft(aliceKey, Schema, T0)).toBeNull();
    expect(() => clearDraft(aliceKey)).not.toThrow();
  });

  it('does not store a draft over the size limit, keeping the previous one', () => {
    writeDraft(aliceKey, { title: 'small' }, T0);
    expect(writeDraft(aliceKey, { title: 'x'.repeat(DRAFT_MAX_CHARS) }, T0)).toBe(false);
    expect(readDraft(aliceKey, Schema, T0)?.data).toEqual({ title: 'small' });
  });
});

describe('useDraftAutosave', () => {
  const stored = () => readDraft(aliceKey, Schema)?.data ?? null;

  it('saves after a pause in changes, and removes the draft when there is nothing to keep', () => {
    vi.useFakeTimers();
    const { rerender } = renderHook(({ data }) => useDraftAutosave(aliceKey, data), {
      initialProps: { data: { title: 'a' } as { title: string } | null },
    });
    rerender({ data: { title: 'ab' } });
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1));
    expect(stored()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(stored()).toEqual({ title: 'ab' });

    rerender({ data: null });
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    expect(window.localStorage.getItem(aliceKey)).toBeNull();
  });

  it('writes a pending change at once when the page is hidden or the screen closes', () => {
    vi.useFakeTimers();
    const { rerender, unmount } = renderHook(({ data }) => useDraftAutosave(aliceKey, data), {
      initialProps: { data: { title: 'one' } },
    });
    window.dispatchEvent(new Event('pagehide'));
    expect(stored()).toEqual({ title: 'one' });

    rerender({ data: { title: 'two' } });
    unmount();
    expect(stored()).toEqual({ title: 'two' });
  });

  it('clear removes the draft and drops a pending save', () => {
    vi.useFakeTimers();
    const { result, unmount } = renderHook(() => useDraftAutosave(aliceKey, { title: 'saved elsewhere' }));
    writeDraft(aliceKey, { title: 'older' });
    act(() => result.current.clear());
    unmount();
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    expect(window.localStorage.getItem(aliceKey)).toBeNull();
  });

  it('does nothing without a key or with autoSave off', () => {
    vi.useFakeTimers();
    writeDraft(bobKey, { title: 'kept' });
    renderHook(() => useDraftAutosave(null, { title: 'x' }));
    setAutoSave(false);
    renderHook(() => useDraftAutosave(bobKey, null));
    renderHook(() => useDraftAutosave(aliceKey, { title: 'not saved' }));
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    expect(Object.keys(window.localStorage).filter((k) => k.startsWith('revisely:draft:'))).toEqual([bobKey]);
  });
});
