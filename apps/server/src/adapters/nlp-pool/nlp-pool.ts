import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { InputRejectedError, ServiceBusyError } from '../../core/domain-errors.js';
import type { GenerateCardsInput, GeneratedCard } from '../card-generator/card-generator.js';
import type { SummariseInput } from '../summariser/summariser.js';
import type { NlpResult, NlpTask, NlpTaskMessage } from './nlp-task.js';

export interface NlpPoolOptions {
  /** Worker threads. Default: one per core, at most 4. */
  threads?: number;
  /** Jobs allowed to wait for a free thread before new ones get a 503. Default 16. */
  queueLimit?: number;
  /** Running time one job may use before its thread is stopped. Default 10 s. */
  jobTimeoutMs?: number;
  /** Start the threads (and load the model in each) now rather than on the first job. Default true. */
  eager?: boolean;
  /** Worker module; tests swap in a fixture. Default: nlp-worker next to this file. */
  worker?: { filename: string; execArgv?: string[] };
}

export type JobKind = 'summarise' | 'cards';

export const NLP_BUSY_MESSAGES: Record<JobKind, string> = {
  summarise: 'The server is busy summarising other notes. Please try again in a moment.',
  cards: 'The server is busy making flashcards for other students. Please try again in a moment.',
};
export const NLP_TIMEOUT_MESSAGES: Record<JobKind, string> = {
  summarise:
    'These notes took too long to summarise, so the server stopped. Please shorten them or split them into parts.',
  cards:
    'This text took too long to turn into flashcards, so the server stopped. Please shorten it or split it into parts.',
};
const NLP_CLOSED_MESSAGE = 'Summarising is not available right now. Please try again in a moment.';
/** A thread's heap cap: a hostile text kills its own thread, not the server. */
const WORKER_HEAP_MB = 512;
/**
 * Lower CPU priority for the NLP threads (Linux, via piscina's optional @napi-rs/nice): when the
 * cores are busy, the event loop answering other requests wins over a long summary.
 */
const WORKER_NICE_INCREMENT = 10;

/**
 * The built-in summariser and card generator (wink-nlp plus regexes, CPU-bound for a whole request)
 * on piscina worker threads, so no text a user sends can stall the event loop. Admission is
 * bounded (running + queued jobs), each job has a running-time budget after which its thread is
 * terminated, and overload turns into a clear 503 rather than ever-growing latency. See
 * docs/decisions/0006-nlp-in-worker-threads.md.
 */
export class NlpPool {
  readonly threads: number;
  readonly queueLimit: number;
  readonly jobTimeoutMs: number;
  private readonly worker: { filename: string; execArgv?: string[] };
  private pool: Piscina | undefined;
  private admitted = 0;
  private closed = false;

  constructor(options: NlpPoolOptions = {}) {
    this.threads = Math.max(1, Math.floor(options.threads ?? Math.min(os.availableParallelism(), 4)));
    this.queueLimit = Math.max(0, Math.floor(options.queueLimit ?? 16));
    this.jobTimeoutMs = Math.max(1, Math.floor(options.jobTimeoutMs ?? 10_000));
    this.worker = options.worker ?? defaultWorker();
    if (options.eager ?? true) this.piscina();
  }

  summarise(input: SummariseInput): Promise<string[]> {
    return this.run({ kind: 'summarise', input }, 'summarise') as Promise<string[]>;
  }

  generateCards(input: GenerateCardsInput): Promise<GeneratedCard[]> {
    return this.run({ kind: 'cards', input }, 'cards') as Promise<GeneratedCard[]>;
  }

  /**
   * The OCR clean-up alone, for the LLM adapters: they send the cleaned notes to the model, and
   * cleaning a hostile 1 MB text takes long enough to be felt by other requests on the event loop.
   */
  cleanNotes(text: string, kind: JobKind): Promise<string> {
    return this.run({ kind: 'clean', text }, kind) as Promise<string>;
  }

  /** Resolves once a thread has started and loaded the model (used by tests and benchmarks). */
  async warm(): Promise<void> {
    await this.run({ kind: 'warm' }, 'summarise');
  }

  async close(): Promise<void> {
    this.closed = true;
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }

  private async run(task: NlpTask, kind: JobKind): Promise<NlpResult> {
    if (this.closed) throw new ServiceBusyError(NLP_CLOSED_MESSAGE);
    // Counted here rather than with piscina's maxQueue, whose count leaves out jobs parked while
    // a thread starts: this bound is exact.
    if (this.admitted >= this.threads + this.queueLimit) throw new ServiceBusyError(NLP_BUSY_MESSAGES[kind]);
    this.admitted += 1;
    const { port1, port2 } = new MessageChannel();
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    port1.once('message', () => {
      timer = setTimeout(() => controller.abort(), this.jobTimeoutMs);
    });
    try {
      const message: NlpTaskMessage = { task, started: port2 };
      return (await this.piscina().run(message, { signal: controller.signal, transferList: [port2] })) as NlpResult;
    } catch (error) {
      if (controller.signal.aborted) throw new InputRejectedError(NLP_TIMEOUT_MESSAGES[kind]);
      if (isOutOfMemory(error)) throw new InputRejectedError(NLP_TIMEOUT_MESSAGES[kind]);
      if (this.closed) throw new ServiceBusyError(NLP_CLOSED_MESSAGE);
      throw error;
    } finally {
      clearTimeout(timer);
      port1.close();
      this.admitted -= 1;
    }
  }

  private piscina(): Piscina {
    this.pool ??= new Piscina({
      filename: this.worker.filename,
      ...(this.worker.execArgv ? { execArgv: this.worker.execArgv } : {}),
      minThreads: this.threads,
      maxThreads: this.threads,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      niceIncrement: WORKER_NICE_INCREMENT,
    });
    return this.pool;
  }
}

function isOutOfMemory(error: unknown): boolean {
  return error instanceof Error && (error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY';
}

/**
 * nlp-worker next to this module: the compiled .js in dist, or the .ts source under vitest and
 * tsx, where the thread needs tsx's loader to read TypeScript.
 */
function defaultWorker(): { filename: string; execArgv?: string[] } {
  const here = fileURLToPath(import.meta.url);
  const dir = path.dirname(here);
  if (here.endsWith('.ts')) return { filename: path.join(dir, 'nlp-worker.ts'), execArgv: ['--import', 'tsx'] };
  return { filename: path.join(dir, 'nlp-worker.js') };
}
