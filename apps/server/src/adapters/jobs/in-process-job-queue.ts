import { randomUUID } from 'node:crypto';
import type { EnqueueOptions, JobHandler, JobQueue, ScheduleOptions } from './job-queue.js';

interface QueuedJob {
  id: string;
  name: string;
  payload: object;
  retryLimit: number;
  retryDelaySeconds: number;
  retryCount: number;
}

export interface InProcessJobQueueOptions {
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Jobs running at once; more wait their turn in order. */
  concurrency?: number;
  /** How long stop() waits for running jobs. */
  stopTimeoutMs?: number;
}

/** How long a singleton key is remembered, like pg-boss keeping a finished job's row. */
const SINGLETON_MEMORY_MS = 12 * 60 * 60 * 1000;

/**
 * Jobs run in this process, in memory: right for SQLite, where one server owns the data directory
 * (ADR 0005). A failed attempt is retried with exponential backoff; jobs waiting or retrying when
 * the process stops are lost (logged), which the ADR accepts for mail and the sweep (ADR 0009).
 * A job enqueued while a slot is free starts at once, so tests see its first effects immediately.
 */
export class InProcessJobQueue implements JobQueue {
  private readonly handlers = new Map<string, JobHandler<object>>();
  private readonly schedules = new Map<string, ScheduleOptions>();
  private readonly waiting: QueuedJob[] = [];
  private readonly running = new Set<Promise<void>>();
  private readonly retryTimers = new Set<NodeJS.Timeout>();
  private readonly intervals: NodeJS.Timeout[] = [];
  private readonly singletons = new Map<string, number>();
  private idleWaiters: (() => void)[] = [];
  private started = false;
  private stopped = false;

  constructor(private readonly options: InProcessJobQueueOptions) {}

  enqueue<T extends object>(name: string, payload: T, options: EnqueueOptions = {}): Promise<string | null> {
    if (this.stopped) return Promise.reject(new Error('The job queue has stopped'));
    if (options.singletonKey !== undefined && !this.claimSingleton(name, options.singletonKey)) {
      return Promise.resolve(null);
    }
    const job: QueuedJob = {
      id: randomUUID(),
      name,
      payload,
      retryLimit: options.retryLimit ?? 0,
      retryDelaySeconds: options.retryDelaySeconds ?? 1,
      retryCount: 0,
    };
    this.waiting.push(job);
    this.pump();
    return Promise.resolve(job.id);
  }

  work<T extends object>(name: string, handler: JobHandler<T>): void {
    this.handlers.set(name, handler as JobHandler<object>);
    this.pump();
  }

  schedule(name: string, options: ScheduleOptions): void {
    this.schedules.set(name, options);
  }

  start(): Promise<void> {
    if (this.started || this.stopped) return Promise.resolve();
    this.started = true;
    for (const [name, { everyMinutes }] of this.schedules) {
      const periodMs = everyMinutes * 60_000;
      // One run per period: a slow run still going when the next period starts is not doubled.
      const timer = setInterval(() => {
        void this.enqueue(name, {}, { singletonKey: `period:${Math.floor(Date.now() / periodMs)}` }).catch(() => {});
      }, periodMs);
      timer.unref();
      this.intervals.push(timer);
    }
    this.pump();
    return Promise.resolve();
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const timer of this.intervals) clearInterval(timer);
    for (const timer of this.retryTimers) clearTimeout(timer);
    const dropped = this.waiting.length + this.retryTimers.size;
    this.retryTimers.clear();
    this.waiting.length = 0;
    if (dropped > 0) this.options.log.warn({ dropped }, 'jobs not yet run were dropped on shutdown');
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, this.options.stopTimeoutMs ?? 10_000).unref());
    await Promise.race([Promise.allSettled([...this.running]), timeout]);
    this.notifyIdle();
  }

  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private isIdle(): boolean {
    const runnable = this.waiting.some((job) => this.handlers.has(job.name));
    return !runnable && this.running.size === 0 && this.retryTimers.size === 0;
  }

  private notifyIdle(): void {
    if (!this.isIdle() && !this.stopped) return;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  private claimSingleton(name: string, key: string): boolean {
    const now = Date.now();
    for (const [k, expires] of this.singletons) if (expires <= now) this.singletons.delete(k);
    const id = `${name}\u0000${key}`;
    if (this.singletons.has(id)) return false;
    this.singletons.set(id, now + SINGLETON_MEMORY_MS);
    return true;
  }

  /** Starts waiting jobs while slots are free; the handler's synchronous part runs right here. */
  private pump(): void {
    if (!this.started || this.stopped) return;
    const limit = this.options.concurrency ?? 4;
    for (let i = 0; i < this.waiting.length && this.running.size < limit;) {
      const job = this.waiting[i]!;
      const handler = this.handlers.get(job.name);
      if (!handler) {
        i += 1;
        continue;
      }
      this.waiting.splice(i, 1);
      const run: Promise<void> = this.attempt(job, handler).finally(() => {
        this.running.delete(run);
        this.pump();
        this.notifyIdle();
      });
      this.running.add(run);
    }
  }

  private async attempt(job: QueuedJob, handler: JobHandler<object>): Promise<void> {
    try {
      await handler({ payload: job.payload, retryCount: job.retryCount });
    } catch (error) {
      if (job.retryCount >= job.retryLimit || this.stopped) {
        this.options.log.error({ err: error, job: job.name, attempts: job.retryCount + 1 }, 'job failed');
        return;
      }
      const delayMs = job.retryDelaySeconds * 1000 * 2 ** job.retryCount;
      this.options.log.warn({ err: error, job: job.name, retryInMs: delayMs }, 'job failed; will retry');
      const timer = setTimeout(() => {
        this.retryTimers.delete(timer);
        this.waiting.push({ ...job, retryCount: job.retryCount + 1 });
        this.pump();
        this.notifyIdle();
      }, delayMs);
      timer.unref();
      this.retryTimers.add(timer);
    }
  }
}
