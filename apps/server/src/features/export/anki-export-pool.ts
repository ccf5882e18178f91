import { ServiceBusyError } from '../../core/domain-errors.js';
import { HttpError } from '../../core/http-error.js';
import { BoundedWorkerPool, workerBeside, type JobErrors } from '../../core/worker-pool.js';
import { chunkBuffers, packChunksYielding } from '../../core/thread-chunks.js';
import type { AnkiBuildTask, AnkiDeckChunks } from './anki-export-worker.js';
import type { AnkiDeckInput, BuildAnkiPackageOptions } from './anki-package.js';

/** Builds an Anki package; the pool's thread in the app, the function itself in unit tests. */
export type AnkiPackageBuilder = (decks: AnkiDeckInput[], options: BuildAnkiPackageOptions) => Promise<Buffer>;

export const EXPORT_BUSY = 'Exports are busy right now. Please try again in a minute.';
export const EXPORT_TOO_SLOW = 'This export took too long to build. Export fewer decks at a time.';
const CLOSED = 'Exporting is not available right now. Please try again in a moment.';

const ERRORS: JobErrors = {
  busy: () => new ServiceBusyError(EXPORT_BUSY),
  overBudget: () => new HttpError(422, EXPORT_TOO_SLOW),
  outOfMemory: () => new HttpError(413, EXPORT_TOO_SLOW),
  closed: () => new ServiceBusyError(CLOSED),
};

/**
 * Anki packages are built on a piscina thread (ADR 0024, as imports are read: ADR 0016): writing
 * a 50,000-card collection and zipping it takes seconds of CPU that must not hold the event loop.
 * One thread at a lowered priority, two packages waiting at most (503 past that), two minutes each.
 */
export class AnkiExportPool {
  private readonly pool: BoundedWorkerPool<AnkiBuildTask, Uint8Array>;

  constructor(options: { eager?: boolean; threads?: number; queueLimit?: number; jobTimeoutMs?: number } = {}) {
    this.pool = new BoundedWorkerPool({
      threads: options.threads ?? 1,
      queueLimit: options.queueLimit ?? 2,
      jobTimeoutMs: options.jobTimeoutMs ?? 120_000,
      eager: options.eager ?? true,
      worker: workerBeside(import.meta.url, 'anki-export-worker'),
      heapMb: 1024,
      niceIncrement: 10,
    });
  }

  readonly build: AnkiPackageBuilder = async (decks, options) => {
    // The cards are moved to the thread as chunks, made a page at a time between other requests;
    // media is copied (structured clone); the package is moved back.
    const sent: AnkiDeckChunks[] = [];
    for (const { cards, ...deck } of decks) sent.push({ ...deck, cardChunks: await packChunksYielding(cards) });
    const transfer = sent.flatMap((deck) => chunkBuffers(deck.cardChunks));
    const result = await this.pool.run({ decks: sent, options }, ERRORS, transfer);
    return Buffer.from(result.buffer, result.byteOffset, result.byteLength);
  };

  close(): Promise<void> {
    return this.pool.close();
  }
}
