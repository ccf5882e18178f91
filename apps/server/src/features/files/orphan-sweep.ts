import type { FilesService } from './files.service.js';

export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;
export const ORPHAN_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Removes stored files no row records (a crash between storing a photo and committing its row,
 * or between committing a delete and removing the bytes: ADR 0008) at start and then hourly.
 * The timer never keeps the process alive; the returned function stops it.
 */
export function startOrphanSweep(
  files: Pick<FilesService, 'sweepOrphans'>,
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void },
  intervalMs = ORPHAN_SWEEP_INTERVAL_MS,
): () => void {
  let running: Promise<void> | null = null;
  const sweep = () => {
    if (running) return;
    running = files
      .sweepOrphans(ORPHAN_MIN_AGE_MS)
      .then((removed) => {
        if (removed > 0) log.info({ removed }, 'removed orphaned uploads');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'orphaned upload sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
