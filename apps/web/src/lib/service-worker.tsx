import { toast } from './toast-store';

export const SERVICE_WORKER_URL = '/sw.js';
export const UPDATED_TITLE = 'Revisely was updated';

/**
 * Registers the service worker that makes the app start offline (src/sw/sw.ts, ADR 0023).
 *
 * A new version installs in the background and then waits: the tabs open now keep the version
 * they started with (its precache stays until the new worker activates), so a tab never mixes
 * old and new chunks. It activates on the next visit, or at once when the student presses
 * 'Reload' on the 'Revisely was updated' toast.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  // After the page has loaded, so precaching never competes with the first paint.
  if (document.readyState === 'complete') void registerAndWatch();
  else window.addEventListener('load', () => void registerAndWatch(), { once: true });
}

/** Registers the worker and offers the reload when a new version is waiting (exported for tests). */
export async function registerAndWatch(container: ServiceWorkerContainer = navigator.serviceWorker): Promise<void> {
  let registration: ServiceWorkerRegistration;
  try {
    registration = await container.register(SERVICE_WORKER_URL, { scope: '/' });
  } catch {
    // Private windows and some embedded browsers refuse service workers; the app still works online.
    return;
  }
  // A worker already waiting (installed during an earlier visit while another tab held the old one).
  if (registration.waiting && container.controller) offerUpdate(container, registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    if (!worker) return;
    worker.addEventListener('statechange', () => {
      // With no controller this is the first install, not an update.
      if (worker.state === 'installed' && container.controller) offerUpdate(container, worker);
    });
  });
  // A tab left open for days still learns about a deploy when the student comes back to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
  });
}

let offered = false;

function offerUpdate(container: ServiceWorkerContainer, worker: ServiceWorker): void {
  if (offered) return;
  offered = true;
  const reload = () => {
    container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    worker.postMessage({ type: 'SKIP_WAITING' });
  };
  toast({
    title: UPDATED_TITLE,
    description: (
      <span className="flex items-center justify-between gap-3">
        <span>The new version starts next time you open it.</span>
        <button
          type="button"
          onClick={reload}
          className="shrink-0 rounded-md border border-border px-2.5 py-1 text-sm font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          Reload
        </button>
      </span>
    ),
    duration: Infinity,
  });
}
