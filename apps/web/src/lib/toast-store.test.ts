import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast, TOAST_REMOVE_DELAY_MS, useToasts } from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => {
    dismissToast();
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
  });
  vi.useRealTimers();
});

describe('toast store', () => {
  it('keeps one toast at a time, the newest', () => {
    const { result } = renderHook(() => useToasts());

    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });

    expect(result.current).toHaveLength(1);
    expect(result.current[0]?.title).toBe('Second');
    expect(result.current[0]?.open).toBe(true);
  });

  it('closes on dismiss and removes the toast 5000 ms later', () => {
    const { result } = renderHook(() => useToasts());
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: 'Saved' });
    });

    act(() => handle?.dismiss());
    expect(result.current[0]?.open).toBe(false);

    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1));
    expect(result.current).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toHaveLength(0);
  });
});
