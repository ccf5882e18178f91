import { ServiceBusyError } from '../../core/domain-errors.js';
import {
  BoundedWorkerPool,
  wholeBuffer,
  workerBeside,
  type JobErrors,
  type WorkerModule,
} from '../../core/worker-pool.js';
import { importError, IMPORT_ERRORS } from './import-errors.js';
import { unpackChunksYielding } from '../../core/thread-chunks.js';
import { Warnings, type ImportCard, type MediaSource, type ParsedImport } from './import-card.js';
import type { ReadImportData, ReadImportResult, ReadImportTask } from './read-import-file.js';

export interface ImportReaderPoolOptions {
  /** Reader threads. Default 1: on a two-core server the other core keeps answering requests. */
  threads?: number;
  /** Files allowed to wait for a free thread before new ones get a 503. Default 1. */
  queueLimit?: number;
  /** Running time one file may use before its thread is stopped. Default 30 s. */
  jobTimeoutMs?: number;
  /** Start the threads now rather than on the first file. Default true. */
  eager?: boolean;
  /** Worker module; tests swap in a fixture. Default: import-worker next to this file. */
  worker?: WorkerModule;
}

/** Reads an uploaded file into cards; the service's view of the pool. */
export interface ImportReader {
  read(task: ReadImportTask): Promise<ParsedImport>;
}

/**
 * A largest package (50,000 cards) takes about 2 s of CPU to read; the heap holds its card text,
 * while the upload and the unpacked collection are ArrayBuffers outside the heap.
 */
const WORKER_HEAP_MB = 1024;
const WORKER_NICE_INCREMENT = 10;
const CLOSED = 'Importing is not available right now. Please try again in a moment.';

const ERRORS: Record<ReadImportTask['kind'], JobErrors> = {
  anki: {
    busy: () => new ServiceBusyError(IMPORT_ERRORS.busy),
    overBudget: () => importError(422, IMPORT_ERRORS.tooSlow),
    outOfMemory: () => importError(413, IMPORT_ERRORS.tooBig),
    closed: () => new ServiceBusyError(CLOSED),
  },
  text: {
    busy: () => new ServiceBusyError(IMPORT_ERRORS.busy),
    overBudget: () => importError(422, IMPORT_ERRORS.tooSlow),
    outOfMemory: () => importError(413, IMPORT_ERRORS.textTooBig),
    closed: () => new ServiceBusyError(CLOSED),
  },
};

/**
 * Anki packages and text files read on a piscina thread (ADR 0016): a 100 MB upload is unzipped,
 * decompressed, opened and turned into cards without holding the event loop, with a bounded queue
 * (503 past it) and a running-time budget per file (422 past it).
 */
export class ImportReaderPool implements ImportReader {
  private readonly pool: BoundedWorkerPool<ReadImportTask, ReadImportResult>;

  constructor(options: ImportReaderPoolOptions = {}) {
    this.pool = new BoundedWorkerPool({
      threads: options.threads ?? 1,
      queueLimit: options.queueLimit ?? 1,
      jobTimeoutMs: options.jobTimeoutMs ?? 30_000,
      eager: options.eager ?? true,
      worker: options.worker ?? workerBeside(import.meta.url, 'import-worker'),
      heapMb: WORKER_HEAP_MB,
      niceIncrement: WORKER_NICE_INCREMENT,
    });
  }

  /**
   * Reads the file on a thread. The upload's bytes are moved there when they fill their own
   * buffer (as an upload does): `task.data` is unusable afterwards.
   */
  async read(task: ReadImportTask): Promise<ParsedImport> {
    const whole = wholeBuffer(task.data);
    const result = await this.pool.run(task, ERRORS[task.kind], whole ? [whole] : []);
    if (!result.ok) throw importError(result.statusCode, result.message);
    return parsedImport(result.data, await unpackChunksYielding<ImportCard>(result.data.cardChunks));
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

function parsedImport(data: Omit<ReadImportData, 'cards'>, cards: ImportCard[]): ParsedImport {
  return {
    format: data.format,
    cards,
    skipped: data.skipped,
    warnings: Warnings.from(data.warnings),
    deckNames: data.deckNames,
    text: data.text,
    media: data.media ? readMedia(data.media) : null,
  };
}

/** The media the thread read, served to the main thread's checks and store. */
function readMedia(files: Map<string, Uint8Array>): MediaSource {
  const read = (name: string, maxBytes: number): Buffer | null => {
    const bytes = files.get(name);
    if (!bytes || bytes.length > maxBytes) return null;
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  };
  return {
    read,
    readMany(wanted) {
      const out = new Map<string, Buffer>();
      for (const [name, maxBytes] of wanted) {
        const bytes = read(name, maxBytes);
        if (bytes) out.set(name, bytes);
      }
      return out;
    },
  };
}
