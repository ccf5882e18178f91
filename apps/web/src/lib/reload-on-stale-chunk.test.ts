import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadOnStaleChunk } from './reload-on-stale-chunk';

function fakeWindow() {
  const target = new EventTarget() as EventTarget & { location: { reload: () => void } };
  target.location = { reload: vi.fn() };
  return target as unknown as Window & { location: { reload: ReturnType<typeof vi.fn> } };
}

afterEach(() => window.sessionStorage.clear());

describe('reloadOnStaleChunk', () => {
  it('reloads once when a chunk from an older deploy is missing, not again within a minute', () => {
    const win = fakeWindow();
    reloadOnStaleChunk(win, window.sessionStorage);

    const first = new Event('vite:preloadError', { cancelable: true });
    win.dispatchEvent(first);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);

    const second = new Event('vite:preloadError', { cancelable: true });
    win.dispatchEvent(second);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
  });
});
