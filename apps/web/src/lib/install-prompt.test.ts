import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt, promptInstall, useInstallOption } from './install-prompt';

describe('install prompt', () => {
  it("offers 'Install app' once the browser allows it, and shows its dialog once", async () => {
    captureInstallPrompt();
    const { result } = renderHook(() => useInstallOption());
    // jsdom is neither an installable Chromium nor iOS Safari.
    expect(result.current).toBeNull();
    const prompt = vi.fn(() => Promise.resolve());
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => {
      window.dispatchEvent(event);
    });
    // The browser's own mini-infobar is held back; the menu entry offers it instead.
    expect(event.defaultPrevented).toBe(true);
    expect(result.current).toBe('prompt');
    await act(() => promptInstall());
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(result.current).toBeNull();
  });

  it('suggests Share → Add to Home Screen on iOS Safari', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    );
    const { result } = renderHook(() => useInstallOption());
    expect(result.current).toBe('ios-hint');
  });
});
