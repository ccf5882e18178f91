import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEEDS_CONNECTION, NeedsConnectionError, sendRequest } from './api-client';
import { isNetworkError, useOnline } from './use-online';

afterEach(() => {
  vi.unstubAllGlobals();
});

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('useOnline', () => {
  it('follows the browser going offline and back', () => {
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(true);
    act(() => setOnline(false));
    expect(result.current).toBe(false);
    act(() => setOnline(true));
    expect(result.current).toBe(true);
  });
});

describe('a request made offline', () => {
  it('says it needs a connection, and is still recognised as a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    setOnline(false);
    const error = await sendRequest('POST', '/api/summaries', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NeedsConnectionError);
    expect((error as Error).message).toBe(NEEDS_CONNECTION);
    expect(isNetworkError(error)).toBe(true);
    // Online, a failed request keeps the browser's own error.
    setOnline(true);
    const other = await sendRequest('GET', '/api/x').catch((e: unknown) => e);
    expect(other).not.toBeInstanceOf(NeedsConnectionError);
  });
});
