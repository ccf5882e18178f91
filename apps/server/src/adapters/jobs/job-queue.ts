/** What a job handler receives: the payload as enqueued (JSON-safe) and which attempt this is. */
export interface JobContext<T> {
  payload: T;
  /** 0 on the first run, 1 on the first retry, … */
  retryCount: number;
}

export interface EnqueueOptions {
  /** Retries after the first failed attempt (0: run once). */
  retryLimit?: number;
  /** Delay before the first retry; each later retry waits about twice as long (exponential backoff). */
  retryDelaySeconds?: number;
  /**
   * A job with this key for the same name runs once: a second enqueue while the first is kept
   * (queued, running or recently finished) is dropped and returns null.
   */
  singletonKey?: string;
}

export interface ScheduleOptions {
  /**
   * How often the job runs. Across several servers on one PostgreSQL it runs once per period, on
   * one of them. Whole minutes dividing an hour, or whole hours dividing a day (cron on pg-boss).
   */
  everyMinutes: number;
}

export type JobHandler<T> = (job: JobContext<T>) => Promise<void>;

/**
 * Background work that must not be lost to a failed attempt: mail with retries, the hourly orphan
 * sweep. Implementations: pg-boss on PostgreSQL (shared by every server), an in-process runner on
 * SQLite (one server owns the data; ADR 0009). Register workers and schedules before start().
 */
export interface JobQueue {
  /** Queues a job; resolves with its id, or null when the singleton key dropped it. */
  enqueue<T extends object>(name: string, payload: T, options?: EnqueueOptions): Promise<string | null>;
  work<T extends object>(name: string, handler: JobHandler<T>): void;
  schedule(name: string, options: ScheduleOptions): void;
  start(): Promise<void>;
  /** Stops taking jobs, waits (briefly) for running ones; queued jobs stay queued where persisted. */
  stop(): Promise<void>;
  /** Resolves when nothing this queue knows of is waiting, retrying or running (tests, shutdown). */
  idle(): Promise<void>;
}
