import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Worker as NodeWorker } from 'node:worker_threads';
import { createWorker, OEM, PSM, type Worker as TesseractWorker } from 'tesseract.js';
import { ServiceBusyError } from '../../../core/domain-errors.js';
import type { OcrEngine, OcrResult } from '../ocr-engine.js';
import { DEFAULT_PREPROCESS_OPTIONS, type PreprocessOptions } from '../image/preprocess.js';
import { OCR_BUSY_MESSAGE, OCR_CLOSED_MESSAGE } from './job-slots.js';
import { type PageReading, readPage } from './page-reader.js';

export { OCR_BUSY_MESSAGE } from './job-slots.js';
export { parseTsvLayout } from '../layout/tsv-layout.js';

export interface TesseractOcrEngineOptions {
  /** Warm workers kept, each on its own thread. Default: one per core. */
  workers?: number;
  /** Extractions allowed to wait for a free worker before new ones get a 503. Default: 4 per worker. */
  queueLimit?: number;
  preprocess?: Partial<PreprocessOptions>;
  /** Told how each page was read (which pass, whether an extra reading was abandoned): the bench. */
  onPageRead?: (reading: PageReading) => void;
}

/**
 * The English LSTM model shipped in @tesseract.js-data/eng, found through Node's own package
 * resolution so it works the same from src (vitest, tsx) and dist, and never touches the network.
 * The best_int folder holds the LSTM-only model: a quarter of the size of the 4.0.0 folder,
 * which also carries the legacy engine's data that OEM.LSTM_ONLY never reads.
 */
export function englishLangPath(): string {
  const require = createRequire(import.meta.url);
  const dir = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
  if (!existsSync(path.join(dir, 'eng.traineddata.gz'))) {
    throw new Error(`eng.traineddata.gz is missing from ${dir}; reinstall @tesseract.js-data/eng`);
  }
  return dir;
}

interface Slot {
  worker: TesseractWorker;
  dead: boolean;
  /** Rejects the extraction in flight if the worker thread dies under it. */
  fail?: (error: Error) => void;
}

interface Waiter {
  resolve: (slot: Slot) => void;
  reject: (error: Error) => void;
}

/**
 * Tesseract (WebAssembly, tesseract.js) behind OcrEngine. Recognition runs on worker threads, so
 * the event loop stays free; a bounded queue in front of a fixed pool keeps memory bounded and
 * turns overload into a clear 503 instead of ever-growing latency.
 */
export class TesseractOcrEngine implements OcrEngine {
  private readonly size: number;
  private readonly queueLimit: number;
  private readonly preprocessOptions: PreprocessOptions;
  private readonly slots = new Set<Slot>();
  private readonly idle: Slot[] = [];
  private readonly waiting: Waiter[] = [];
  private starting = 0;
  private closed = false;
  private langPath: string | undefined;
  private readonly onPageRead: ((reading: PageReading) => void) | undefined;

  constructor(options: TesseractOcrEngineOptions = {}) {
    this.size = Math.max(1, Math.floor(options.workers ?? os.availableParallelism()));
    this.queueLimit = Math.max(0, Math.floor(options.queueLimit ?? this.size * 4));
    this.preprocessOptions = { ...DEFAULT_PREPROCESS_OPTIONS, ...options.preprocess };
    this.onPageRead = options.onPageRead;
  }

  async extract(image: Buffer): Promise<OcrResult> {
    const slot = await this.acquire();
    try {
      return await this.recognise(slot, image);
    } finally {
      this.release(slot);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const waiter of this.waiting.splice(0)) waiter.reject(new ServiceBusyError(OCR_CLOSED_MESSAGE));
    const slots = [...this.slots];
    this.slots.clear();
    this.idle.length = 0;
    await Promise.all(slots.map((slot) => this.retire(slot)));
  }

  private async recognise(slot: Slot, image: Buffer): Promise<OcrResult> {
    const reading = await readPage(image, this.preprocessOptions, (prepared, _pass, signal) =>
      new Promise<{ text: string; tsv: string }>((resolve, reject) => {
        slot.fail = reject;
        // An extra reading past its time budget: a worker cannot stop one job, so it is ended and
        // replaced; the page keeps the reading it has and makes no more.
        signal?.addEventListener('abort', () => this.abandon(slot), { once: true });
        slot.worker.recognize(prepared.image, {}, { text: true, tsv: true }).then(
          ({ data }) => resolve({ text: data.text, tsv: data.tsv ?? '' }),
          (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
        );
      }).finally(() => {
        slot.fail = undefined;
      }),
    );
    this.onPageRead?.(reading);
    return reading.result;
  }

  private abandon(slot: Slot): void {
    if (slot.dead) return;
    slot.dead = true;
    this.slots.delete(slot);
    const at = this.idle.indexOf(slot);
    if (at >= 0) this.idle.splice(at, 1);
    slot.fail?.(new Error('reading abandoned'));
    void slot.worker.terminate().catch(() => undefined);
    if (!this.closed) this.pump();
  }

  isFull(): boolean {
    return this.closed || (!this.canServeNow() && this.waiting.length >= this.queueLimit);
  }

  private canServeNow(): boolean {
    return this.idle.length > 0 || this.slots.size + this.starting < this.size;
  }

  private acquire(): Promise<Slot> {
    if (this.closed) return Promise.reject(new ServiceBusyError(OCR_CLOSED_MESSAGE));
    if (!this.canServeNow() && this.waiting.length >= this.queueLimit) {
      return Promise.reject(new ServiceBusyError(OCR_BUSY_MESSAGE));
    }
    return new Promise<Slot>((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.pump();
    });
  }

  private release(slot: Slot): void {
    if (this.closed || slot.dead) return;
    this.idle.push(slot);
    this.pump();
  }

  /** Hands free or newly started workers to waiting extractions, oldest first. */
  private pump(): void {
    while (this.waiting.length > 0) {
      const slot = this.idle.pop();
      if (slot) {
        this.waiting.shift()?.resolve(slot);
        continue;
      }
      if (this.slots.size + this.starting >= this.size) return;
      const waiter = this.waiting.shift();
      if (!waiter) return;
      this.startSlot().then(waiter.resolve, (error: unknown) => {
        waiter.reject(error instanceof Error ? error : new Error(String(error)));
        // The next waiter gets its own attempt rather than waiting for a release that won't come.
        if (!this.closed) this.pump();
      });
    }
  }

  private async startSlot(): Promise<Slot> {
    this.starting++;
    try {
      this.langPath ??= englishLangPath();
      const worker = await createWorker('eng', OEM.LSTM_ONLY, {
        langPath: this.langPath,
        gzip: true,
        // Without this, tesseract.js writes an unzipped 5 MB model copy into the working directory.
        cacheMethod: 'none',
        // tesseract.js throws from its message handler, crashing the process, unless this is set;
        // the failed job is rejected either way.
        errorHandler: () => undefined,
      });
      await worker.setParameters({
        // Automatic page segmentation: the default single-block mode reads straight across columns.
        tessedit_pageseg_mode: PSM.AUTO,
        // Tesseract's diagnostics ("Estimating resolution as …") would go to the server's stderr.
        debug_file: '/dev/null',
      });
      const slot: Slot = { worker, dead: false };
      if (this.closed) {
        await this.retire(slot);
        throw new ServiceBusyError(OCR_CLOSED_MESSAGE);
      }
      this.watchThread(slot);
      this.slots.add(slot);
      return slot;
    } finally {
      this.starting--;
    }
  }

  /** tesseract.js leaves a job pending forever if its thread dies; fail it and replace the worker. */
  private watchThread(slot: Slot): void {
    const thread: unknown = (slot.worker as unknown as { worker?: unknown }).worker;
    if (!(thread instanceof NodeWorker)) return;
    const onDeath = (error?: Error) => {
      if (slot.dead) return;
      slot.dead = true;
      this.slots.delete(slot);
      const at = this.idle.indexOf(slot);
      if (at >= 0) this.idle.splice(at, 1);
      slot.fail?.(error ?? new Error('OCR worker stopped'));
      if (!this.closed) this.pump();
    };
    thread.on('error', (error: Error) => onDeath(error));
    thread.on('exit', () => onDeath());
  }

  private async retire(slot: Slot): Promise<void> {
    slot.dead = true;
    slot.fail?.(new ServiceBusyError(OCR_CLOSED_MESSAGE));
    await slot.worker.terminate();
  }
}
