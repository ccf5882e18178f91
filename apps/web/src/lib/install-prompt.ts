import { useSyncExternalStore } from 'react';

/** Chromium's install prompt event (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const IOS_INSTALL_HINT = 'To install Revisely, tap Share, then Add to Home Screen.';

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/**
 * Keeps the browser's install prompt for the 'Install app' menu entry. Called at start-up: the
 * event fires once, early, and only where the browser allows installing (Chromium, not yet installed).
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    emit();
  });
}

function standalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** iOS Safari installs only through Share → Add to Home Screen, and never fires beforeinstallprompt. */
function iosSafari(): boolean {
  const ua = navigator.userAgent;
  const ios = /iPad|iPhone|iPod/u.test(ua) || (ua.includes('Macintosh') && navigator.maxTouchPoints > 1);
  return ios && /Safari/u.test(ua) && !/CriOS|FxiOS|EdgiOS/u.test(ua);
}

export type InstallOption = 'prompt' | 'ios-hint' | null;

function snapshot(): InstallOption {
  if (standalone()) return null;
  if (deferred) return 'prompt';
  return iosSafari() ? 'ios-hint' : null;
}

export function useInstallOption(): InstallOption {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot,
    () => null,
  );
}

/** Shows the browser's install dialog; the prompt can be used once. */
export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = null;
  emit();
  await event.prompt();
}
