import type { JobQueue } from '../../adapters/jobs/job-queue.js';
import type { UnusedFilesSweep } from '../../core/ports.js';
import type { FilesService } from './files.service.js';

export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;
export const ORPHAN_SWEEP_JOB = 'files.sweep-orphans';
const HOUR_MS = 60 * 60 * 1000;

type SweepLog = { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };

/**
 * Removes stored files no row records (a crash between storing a photo and committing its row,
 * or between committing a delete and removing the bytes: ADR 0008), hourly as a scheduled job, so
 * several servers on one PostgreSQL sweep once between them (ADR 0009). A failed sweep is logged
 * and left to the next hour. Register before the queue starts; call the returned function after
 * it has started to sweep at start-up too (once per hour across servers, by its singleton key).
 *
 * Each of `unused` first deletes the files its feature stored that nothing uses any more (card
 * media never attached to a card), rows and bytes; each failure is logged on its own.
 */
export function registerOrphanSweep(
  jobs: Pick<JobQueue, 'work' | 'schedule' | 'enqueue'>,
  files: Pick<FilesService, 'sweepOrphans'>,
  log: SweepLog,
  unused: readonly UnusedFilesSweep[] = [],
): () => Promise<void> {
  jobs.work(ORPHAN_SWEEP_JOB, async () => {
    for (const sweep of unused) {
      try {
        const removed = await sweep.sweepUnused();
        if (removed > 0) log.info({ removed }, 'removed uploads nothing uses');
      } catch (error) {
        log.warn({ err: error }, 'unused upload sweep failed');
      }
    }
    try {
      const removed = await files.sweepOrphans(ORPHAN_MIN_AGE_MS);
      if (removed > 0) log.info({ removed }, 'removed orphaned uploads');
    } catch (error) {
      log.warn({ err: error }, 'orphaned upload sweep failed');
    }
  });
  jobs.schedule(ORPHAN_SWEEP_JOB, { everyMinutes: 60 });
  return async () => {
    const hour = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS).toISOString();
    await jobs.enqueue(ORPHAN_SWEEP_JOB, {}, { singletonKey: `start:${hour}` });
  };
}
