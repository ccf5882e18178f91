import type { DocumentExtractResponse } from '@revisely/contracts';
import { InputRejectedError, ServiceBusyError } from '../../core/domain-errors.js';
import { BoundedWorkerPool, workerBeside, type JobErrors, type WorkerModule } from '../../core/worker-pool.js';
import type { OcrEngine, OcrResult } from '../ocr/ocr-engine.js';
import { DocumentReadError, type DocumentReader } from './document-reader.js';
import { documentResponse } from './document-result.js';
import type { DocumentTask, DocumentTaskResult } from './read-document.js';
import type { ReadDocumentResult, RenderPageResult } from './read-result.js';

export interface PooledDocumentReaderOptions {
  /** Reads scanned pages; the same engine (and job slots) as photos. */
  ocr: OcrEngine;
  /** Reader threads. Default 1: on a two-core server the other core keeps answering requests. */
  threads?: number;
  /** Jobs allowed to wait for the thread before new documents get a 503. Default 2. */
  queueLimit?: number;
  /** Running time one job (reading a file, or rendering one page) may use. Default 60 s. */
  jobTimeoutMs?: number;
  /** Start the thread now rather than on the first document. Default true. */
  eager?: boolean;
  /** Worker module; tests may swap in a fixture. Default: document-worker next to this file. */
  worker?: WorkerModule;
}

export const DOCUMENTS_BUSY = 'Too many documents are being read right now. Please try again in a minute.';
const CLOSED = 'Reading documents is not available right now. Please try again in a moment.';
const TOO_SLOW = 'This document took too long to read. Please upload a shorter or simpler file.';

const ERRORS: JobErrors = {
  busy: () => new ServiceBusyError(DOCUMENTS_BUSY),
  overBudget: () => new InputRejectedError(TOO_SLOW),
  outOfMemory: () => new DocumentReadError('too-much-text'),
  closed: () => new ServiceBusyError(CLOSED),
};

/** pdfjs holds a 20 MB PDF's objects and one page canvas at a time; Office text is far smaller. */
const WORKER_HEAP_MB = 768;
const WORKER_NICE_INCREMENT = 10;

/**
 * Documents read on a piscina thread (ADR 0020): the file's text layer or XML, and the rendering
 * of PDF pages that are only images, never on the event loop. Those pages then go one at a time
 * through the OCR engine (its own threads or processes), the next page rendering while the last
 * one is read.
 */
export class PooledDocumentReader implements DocumentReader {
  private readonly pool: BoundedWorkerPool<DocumentTask, DocumentTaskResult>;
  private readonly ocr: OcrEngine;

  constructor(options: PooledDocumentReaderOptions) {
    this.ocr = options.ocr;
    this.pool = new BoundedWorkerPool({
      threads: options.threads ?? 1,
      queueLimit: options.queueLimit ?? 2,
      jobTimeoutMs: options.jobTimeoutMs ?? 60_000,
      eager: options.eager ?? true,
      worker: options.worker ?? workerBeside(import.meta.url, 'document-worker'),
      heapMb: WORKER_HEAP_MB,
      niceIncrement: WORKER_NICE_INCREMENT,
    });
  }

  async read(data: Buffer): Promise<DocumentExtractResponse> {
    // Copied to the thread, not moved: scanned pages need the bytes again for rendering.
    const read = (await this.pool.run({ op: 'read', data }, ERRORS)) as ReadDocumentResult;
    if (!read.ok) throw new DocumentReadError(read.problem);
    const scanned = read.document.pages.flatMap((page, index) => (page.needsOcr ? [index] : []));
    const ocr = new Map<number, OcrResult | null>();
    let next = scanned.length > 0 ? this.render(data, scanned[0]!) : null;
    for (let i = 0; i < scanned.length; i++) {
      const png = await next!;
      next = i + 1 < scanned.length ? this.render(data, scanned[i + 1]!) : null;
      // A failed OCR leaves the next render unawaited; it must not become an unhandled rejection.
      next?.catch(() => undefined);
      ocr.set(
        scanned[i]!,
        png ? await this.ocr.extract(Buffer.from(png.buffer, png.byteOffset, png.byteLength)) : null,
      );
    }
    return documentResponse(read.document, ocr);
  }

  private async render(data: Buffer, index: number): Promise<Uint8Array | null> {
    const result = (await this.pool.run({ op: 'render', data, page: index + 1 }, ERRORS)) as RenderPageResult;
    if (!result.ok) throw new DocumentReadError(result.problem);
    return result.png;
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
