import os from 'node:os';
import { InputRejectedError, ServiceBusyError } from '../../core/domain-errors.js';
import { BoundedWorkerPool, workerBeside, type JobErrors, type WorkerModule } from '../../core/worker-pool.js';
import type { GenerateCardsInput, GeneratedCard } from '../card-generator/card-generator.js';
import type { SummariseInput } from '../summariser/summariser.js';
import type { NlpResult, NlpTask } from './nlp-task.js';

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
  worker?: WorkerModule;
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
 * terminated, and overload turns into a clear 503 rather than ever-growing latency (the bounded
 * pool in core/worker-pool.ts). See docs/decisions/0006-nlp-in-worker-threads.md.
 */
export class NlpPool {
  readonly threads: number;
  readonly queueLimit: number;
  readonly jobTimeoutMs: number;
  private readonly pool: BoundedWorkerPool<NlpTask, NlpResult>;

  constructor(options: NlpPoolOptions = {}) {
    this.pool = new BoundedWorkerPool({
      threads: options.threads ?? Math.min(os.availableParallelism(), 4),
      queueLimit: options.queueLimit ?? 16,
      jobTimeoutMs: options.jobTimeoutMs ?? 10_000,
      eager: options.eager ?? true,
      worker: options.worker ?? workerBeside(import.meta.url, 'nlp-worker'),
      heapMb: WORKER_HEAP_MB,
      niceIncrement: WORKER_NICE_INCREMENT,
    });
    this.threads = this.pool.threads;
    this.queueLimit = this.pool.queueLimit;
    this.jobTimeoutMs = this.pool.jobTimeoutMs;
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

  close(): Promise<void> {
    return this.pool.close();
  }

  private run(task: NlpTask, kind: JobKind): Promise<NlpResult> {
    return this.pool.run(task, JOB_ERRORS[kind]);
  }
}

/** Over budget or out of heap, the text is what was too much: a 422 asking for shorter notes. */
const JOB_ERRORS: Record<JobKind, JobErrors> = {
  summarise: {
    busy: () => new ServiceBusyError(NLP_BUSY_MESSAGES.summarise),
    overBudget: () => new InputRejectedError(NLP_TIMEOUT_MESSAGES.summarise),
    closed: () => new ServiceBusyError(NLP_CLOSED_MESSAGE),
  },
  cards: {
    busy: () => new ServiceBusyError(NLP_BUSY_MESSAGES.cards),
    overBudget: () => new InputRejectedError(NLP_TIMEOUT_MESSAGES.cards),
    closed: () => new ServiceBusyError(NLP_CLOSED_MESSAGE),
  },
};
