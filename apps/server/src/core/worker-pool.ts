import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MessageChannel, type MessagePort, type Transferable } from 'node:worker_threads';
import { move, Piscina, transferableSymbol, valueSymbol } from 'piscina';

/**
 * A bounded piscina pool for CPU-bound work on untrusted input (ADR 0006, ADR 0016): admission is
 * counted (running + waiting jobs) and refused past the bound, each job has a running-time budget
 * after which its thread is terminated and replaced, and a thread has a heap cap, so one hostile
 * input costs its own thread, never the event loop or the server's memory.
 */

export interface WorkerModule {
  filename: string;
  execArgv?: string[];
}

export interface WorkerPoolOptions {
  threads: number;
  /** Jobs allowed to wait for a free thread before new ones are refused. */
  queueLimit: number;
  /** Running time one job may use before its thread is stopped. */
  jobTimeoutMs: number;
  /** Start the threads now rather than on the first job. */
  eager: boolean;
  worker: WorkerModule;
  /** A thread's V8 heap cap (ArrayBuffers live outside it). */
  heapMb: number;
  /**
   * Lower CPU priority for the threads (Linux, via piscina's optional @napi-rs/nice): when the
   * cores are busy, the event loop answering other requests wins.
   */
  niceIncrement?: number;
}

/** What the pool posts to a worker: the job, and a port to say it has started. */
export interface WorkerJob<T> {
  task: T;
  /**
   * The worker posts once on this port when it picks the job up (`reportStarted`), so the time
   * budget counts running time only: a job waiting its turn is not punished for the ones ahead.
   */
  started: MessagePort;
}

/** The errors one job's refusals become; each caller words them for its own screen. */
export interface JobErrors {
  /** Every thread busy and the queue full. */
  busy: () => Error;
  /** Over the running-time budget (the thread was terminated). */
  overBudget: () => Error;
  /** Out of heap; `overBudget` when not given. */
  outOfMemory?: () => Error;
  /** The pool was closed (the server is shutting down). */
  closed: () => Error;
}

export class BoundedWorkerPool<TTask, TResult> {
  readonly threads: number;
  readonly queueLimit: number;
  readonly jobTimeoutMs: number;
  private pool: Piscina | undefined;
  private admitted = 0;
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions) {
    this.threads = Math.max(1, Math.floor(options.threads));
    this.queueLimit = Math.max(0, Math.floor(options.queueLimit));
    this.jobTimeoutMs = Math.max(1, Math.floor(options.jobTimeoutMs));
    if (options.eager) this.piscina();
  }

  /**
   * Runs one job. Buffers in `transfer` move to the thread without a copy (and are unusable here
   * afterwards).
   */
  async run(task: TTask, errors: JobErrors, transfer: Transferable[] = []): Promise<TResult> {
    if (this.closed) throw errors.closed();
    // Counted here rather than with piscina's maxQueue, whose count leaves out jobs parked while
    // a thread starts: this bound is exact.
    if (this.admitted >= this.threads + this.queueLimit) throw errors.busy();
    this.admitted += 1;
    const { port1, port2 } = new MessageChannel();
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    port1.once('message', () => {
      timer = setTimeout(() => controller.abort(), this.jobTimeoutMs);
    });
    try {
      const job: WorkerJob<TTask> = { task, started: port2 };
      return (await this.piscina().run(job, {
        signal: controller.signal,
        transferList: [port2, ...transfer],
      })) as TResult;
    } catch (error) {
      if (controller.signal.aborted) throw errors.overBudget();
      if (isOutOfMemory(error)) throw (errors.outOfMemory ?? errors.overBudget)();
      if (this.closed) throw errors.closed();
      throw error;
    } finally {
      clearTimeout(timer);
      port1.close();
      this.admitted -= 1;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }

  private piscina(): Piscina {
    this.pool ??= new Piscina({
      filename: this.options.worker.filename,
      ...(this.options.worker.execArgv ? { execArgv: this.options.worker.execArgv } : {}),
      minThreads: this.threads,
      maxThreads: this.threads,
      resourceLimits: { maxOldGenerationSizeMb: this.options.heapMb },
      ...(this.options.niceIncrement === undefined ? {} : { niceIncrement: this.options.niceIncrement }),
    });
    return this.pool;
  }
}

/** In a worker: tells the pool the job has started, so its time budget starts now. */
export function reportStarted(started: MessagePort): void {
  started.postMessage('started');
  started.close();
}

/**
 * A worker's result with the ArrayBuffers to move back rather than copy. Each buffer must be
 * whole (not a view into a larger one still in use) and listed once.
 */
export function moveResult<T extends object>(value: T, buffers: ArrayBuffer[]): T {
  return move({ [transferableSymbol]: [...new Set(buffers)], [valueSymbol]: value }) as T;
}

/**
 * The worker module `name` next to the module at `moduleUrl`: the compiled .js in dist, or the .ts
 * source under vitest and tsx, where the thread needs tsx's loader to read TypeScript.
 */
export function workerBeside(moduleUrl: string, name: string): WorkerModule {
  const here = fileURLToPath(moduleUrl);
  const dir = path.dirname(here);
  if (here.endsWith('.ts')) return { filename: path.join(dir, `${name}.ts`), execArgv: ['--import', 'tsx'] };
  return { filename: path.join(dir, `${name}.js`) };
}

/**
 * The ArrayBuffer under `view` when the view covers all of it, so it can be moved to another
 * thread; null for a slice of a larger buffer (Node's small-Buffer pool among them), which must
 * be copied instead.
 */
export function wholeBuffer(view: Uint8Array): ArrayBuffer | null {
  const buffer = view.buffer;
  if (!(buffer instanceof ArrayBuffer)) return null;
  return view.byteOffset === 0 && view.byteLength === buffer.byteLength ? buffer : null;
}

function isOutOfMemory(error: unknown): boolean {
  return error instanceof Error && (error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY';
}
