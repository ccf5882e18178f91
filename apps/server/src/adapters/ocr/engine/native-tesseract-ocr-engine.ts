import { spawn } from 'node:child_process';
import os from 'node:os';
import { ServiceBusyError, TimeoutError } from '../../../core/domain-errors.js';
import { JobSlots, OCR_CLOSED_MESSAGE } from './job-slots.js';
import type { OcrEngine, OcrResult } from '../ocr-engine.js';
import { type PageReading, readPage } from './page-reader.js';
import { DEFAULT_PREPROCESS_OPTIONS, type PreprocessedImage, type PreprocessOptions } from '../image/preprocess.js';
import { DEFAULT_READING_BUDGET, type ReadingBudget } from './reading-budget.js';
import { binaryPgmToPbm, MIN_PBM_PIXELS } from './pbm-encode.js';

export interface NativeTesseractOcrEngineOptions {
  /** Tesseract processes allowed at once. Default: one per core. */
  workers?: number;
  /** Extractions allowed to wait for a free slot before new ones get a 503. Default: 4 per slot. */
  queueLimit?: number;
  /** A process still running after this is killed and its extraction fails. Default 60 s. */
  timeoutMs?: number;
  /** The binary to run; `tesseract` from PATH unless a test says otherwise. */
  command?: string;
  preprocess?: Partial<PreprocessOptions>;
  /** Told how each page was read (which pass, whether an extra reading was abandoned): the bench. */
  onPageRead?: (reading: PageReading) => void;
  /** How long an extra reading may take (reading-budget.ts); a test shortens it. */
  readingBudget?: Partial<ReadingBudget>;
}

const TIMEOUT_MESSAGE = 'OCR took too long on this image. Please try again with a smaller or clearer photo.';
/** TSV for a dense page is a few hundred KB; anything near this is not a page of notes. */
const MAX_OUTPUT_BYTES = 32 * 1024 * 1024;
const MAX_STDERR_BYTES = 4096;

/**
 * Debian's native Tesseract (the `tesseract` CLI) behind OcrEngine: one short-lived process per
 * extraction, image in on stdin and TSV out on stdout, so nothing is written to disk. It is about
 * twice as fast as the WebAssembly build on this hardware (docs/ocr.md). The settings match the
 * WebAssembly engine: LSTM only, automatic page segmentation (PSM 3), one thread per process
 * (Tesseract's OpenMP threading is several times slower on a shared 2-core machine).
 */
export class NativeTesseractOcrEngine implements OcrEngine {
  private readonly slots: JobSlots;
  private readonly timeoutMs: number;
  private readonly command: string;
  private readonly preprocessOptions: PreprocessOptions;
  private readonly running = new Set<(error: Error | undefined) => void>();
  private readonly onPageRead: ((reading: PageReading) => void) | undefined;
  private readonly readingBudget: ReadingBudget;

  constructor(options: NativeTesseractOcrEngineOptions = {}) {
    const size = Math.max(1, Math.floor(options.workers ?? os.availableParallelism()));
    this.slots = new JobSlots(size, Math.max(0, Math.floor(options.queueLimit ?? size * 4)));
    this.timeoutMs = options.timeoutMs ?? 60_000;
    this.command = options.command ?? 'tesseract';
    this.onPageRead = options.onPageRead;
    this.readingBudget = { ...DEFAULT_READING_BUDGET, ...options.readingBudget };
    this.preprocessOptions = { ...DEFAULT_PREPROCESS_OPTIONS, ...options.preprocess };
  }

  extract(image: Buffer): Promise<OcrResult> {
    return this.slots.run(async () => {
      // Tesseract loads its model (~80–100 ms) before it reads stdin, so the process starts now and
      // loads while the image is prepared on this thread; the page then costs only the read itself.
      const first = this.startRecogniser();
      const reading = await readPage(
        image,
        this.preprocessOptions,
        async (prepared, pass, signal) => {
          const recogniser = pass === 'cleaned' ? first : this.startRecogniser();
          // An extra reading past its time budget: its process is killed, the page keeps what it has.
          signal?.addEventListener('abort', () => recogniser.cancel(), { once: true });
          return { tsv: await recogniser.read(tesseractInput(prepared)) };
        },
        () => first.cancel(),
        this.readingBudget,
        // Each extra reading is a fresh tesseract process, so one may still be made after another
        // was stopped: a page whose cut-out held nothing gets its plain reading (never empty).
        { readsAfterStop: true },
      );
      this.onPageRead?.(reading);
      return reading.result;
    });
  }

  isFull(): boolean {
    return this.slots.isFull();
  }

  async close(): Promise<void> {
    this.slots.close();
    for (const stop of [...this.running]) stop(new ServiceBusyError(OCR_CLOSED_MESSAGE));
  }

  /**
   * Starts one Tesseract process. `read(image)` writes the image to its stdin and resolves with its
   * TSV; `cancel()` stops it when there is nothing to read. The time limit runs from the start.
   */
  private startRecogniser(): { read: (image: Buffer) => Promise<string>; cancel: () => void } {
    const child = spawn(this.command, ['stdin', 'stdout', '--oem', '1', '--psm', '3', '-l', 'eng', 'tsv'], {
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    let outBytes = 0;
    let stderr = '';
    let settled = false;
    let resolveTsv: (tsv: string) => void = () => undefined;
    let rejectTsv: (error: Error) => void = () => undefined;
    const result = new Promise<string>((resolve, reject) => {
      resolveTsv = resolve;
      rejectTsv = reject;
    });
    // Nobody awaits the result of a cancelled process; its rejection must not go unhandled.
    result.catch(() => undefined);
    const finish = (error: Error | undefined, tsv?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      this.running.delete(finish);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      if (error) rejectTsv(error);
      else resolveTsv(tsv ?? '');
    };
    this.running.add(finish);
    const timer = setTimeout(() => finish(new TimeoutError(TIMEOUT_MESSAGE)), this.timeoutMs);

    child.on('error', (error) => finish(new Error(`could not run ${this.command}: ${error.message}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      outBytes += chunk.length;
      if (outBytes > MAX_OUTPUT_BYTES) finish(new Error('tesseract wrote more output than any page needs'));
      else out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      // Diagnostics ("Estimating resolution as …") are kept only to explain a failure.
      if (stderr.length < MAX_STDERR_BYTES) stderr += chunk.toString('utf8').slice(0, MAX_STDERR_BYTES);
    });
    child.on('close', (code, signal) => {
      if (code === 0) finish(undefined, Buffer.concat(out).toString('utf8'));
      else finish(new Error(`tesseract exited with ${signal ?? code}: ${stderr.trim().slice(-500)}`));
    });
    // A process that dies before reading all of stdin makes the write fail with EPIPE;
    // the exit code above already reports that.
    child.stdin.on('error', () => undefined);

    return {
      read: (image) => {
        if (!settled) child.stdin.end(image);
        return result;
      },
      cancel: () => finish(new Error('cancelled')),
    };
  }
}

/**
 * One-bit PBM: the same TSV as from the PGM, with less of Tesseract's time (pbm-encode.ts). A
 * binarised image is purely black and white (any turn happens before the threshold).
 */
function tesseractInput(prepared: PreprocessedImage): Buffer {
  return prepared.binary && prepared.width * prepared.height >= MIN_PBM_PIXELS
    ? binaryPgmToPbm(prepared.image, prepared.width, prepared.height)
    : prepared.image;
}
