const RELOADED_AT_KEY = 'revisely:chunk-reload-at';
const MIN_INTERVAL_MS = 60_000;

/**
 * After a deploy, a tab opened earlier still asks for the old hashed chunks, which no longer
 * exist. Vite reports that as `vite:preloadError`; one reload fetches the new shell and its
 * chunks. At most one reload a minute, so a chunk that is truly broken shows the error screen
 * instead of reloading forever.
 */
export function reloadOnStaleChunk(target: Window = window, storage: Storage = window.sessionStorage): void {
  target.addEventListener('vite:preloadError', (event) => {
    let last = 0;
    try {
      last = Number(storage.getItem(RELOADED_AT_KEY) ?? 0);
    } catch {
      // Storage blocked: fall through and reload once.
    }
    if (Date.now() - last < MIN_INTERVAL_MS) return;
    try {
      storage.setItem(RELOADED_AT_KEY, String(Date.now()));
    } catch {
      // Without storage the guard cannot persist; a reload is still the best recovery.
    }
    event.preventDefault();
    target.location.reload();
  });
}
