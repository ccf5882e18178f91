import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { EnqueueOptions, JobHandler, JobQueue, ScheduleOptions } from './job-queue.js';

export interface PgBossJobQueueOptions {
  connectionString: string;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** How often idle workers look for jobs; jobs enqueued by this server are picked up at once. */
  pollingIntervalSeconds?: number;
  /** How often each server checks whether a scheduled job is due (tests shorten it). */
  cronMonitorIntervalSeconds?: number;
  /** Connections pg-boss may hold, besides the app's own pool. */
  maxConnections?: number;
}

/** pg-boss accepts cron only: every n minutes (n | 60) or every n hours (n | 24), at minute 0. */
export function cronFor({ everyMinutes }: ScheduleOptions): string {
  if (Number.isInteger(everyMinutes) && everyMinutes >= 1 && everyMinutes < 60 && 60 % everyMinutes === 0) {
    return everyMinutes === 1 ? '* * * * *' : `*/${everyMinutes} * * * *`;
  }
  const hours = everyMinutes / 60;
  if (Number.isInteger(hours) && hours >= 1 && 24 % hours === 0) {
    return hours === 1 ? '0 * * * *' : `0 */${hours} * * *`;
  }
  throw new Error(`Unsupported schedule: every ${everyMinutes} minutes`);
}

/** A stable job id per (name, key): pg-boss inserts with ON CONFLICT DO NOTHING, so a repeat is dropped. */
export function singletonJobId(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Jobs in PostgreSQL (schema `pgboss`, the app's DATABASE_URL), shared by every server: a job runs
 * on one of them, failed attempts are retried with backoff, a scheduled job runs once per period
 * across all servers (pg-boss's cron lock), and queued jobs survive restarts (ADR 0009).
 */
export class PgBossJobQueue implements JobQueue {
  private readonly boss: PgBoss;
  private readonly handlers = new Map<string, JobHandler<object>>();
  private readonly schedules = new Map<string, ScheduleOptions>();
  private readonly workerIds = new Map<string, string>();
  private readonly active = new Set<Promise<void>>();
  private readonly queues = new Map<string, Promise<void>>();
  private started = false;

  constructor(private readonly options: PgBossJobQueueOptions) {
    this.boss = new PgBoss({
      connectionString: options.connectionString,
      schema: 'pgboss',
      max: options.maxConnections ?? 4,
      application_name: 'revisely-jobs',
      ...(options.cronMonitorIntervalSeconds ? { cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds } : {}),
      ...(options.cronMonitorIntervalSeconds ? { cronWorkerIntervalSeconds: options.cronMonitorIntervalSeconds } : {}),
    });
    this.boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  }

  async enqueue<T extends object>(name: string, payload: T, options: EnqueueOptions = {}): Promise<string | null> {
    await this.ensureQueue(name);
    const id = await this.boss.send(name, payload, {
      retryLimit: options.retryLimit ?? 0,
      // pg-boss counts whole seconds.
      retryDelay: Math.max(1, Math.round(options.retryDelaySeconds ?? 1)),
      retryBackoff: true,
      ...(options.singletonKey !== undefined ? { id: singletonJobId(name, options.singletonKey) } : {}),
    });
    // This server's own worker takes it now rather than at its next poll.
    const workerId = this.workerIds.get(name);
    if (id && workerId) this.boss.notifyWorker(workerId);
    return id;
  }

  work<T extends object>(name: string, handler: JobHandler<T>): void {
    this.handlers.set(name, handler as JobHandler<object>);
  }

  schedule(name: string, options: ScheduleOptions): void {
    cronFor(options);
    this.schedules.set(name, options);
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    await this.boss.start();
    for (const [name, handler] of this.handlers) {
      await this.ensureQueue(name);
      const workerId = await this.boss.work<object>(
        name,
        { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2, includeMetadata: true },
        async ([job]) => {
          if (!job) return;
          const run = handler({ payload: job.data, retryCount: job.retryCount });
          this.active.add(run);
          try {
            await run;
          } catch (error) {
            // pg-boss records the failure and schedules the retry; the log says so where people look.
            this.options.log.warn({ err: error, job: name, retryCount: job.retryCount }, 'job attempt failed');
            throw error;
          } finally {
            this.active.delete(run);
          }
        },
      );
      this.workerIds.set(name, workerId);
    }
    for (const [name, options] of this.schedules) {
      await this.ensureQueue(name);
      await this.boss.schedule(name, cronFor(options), {}, { retryLimit: 0 });
    }
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    // Graceful: running handlers finish; queued jobs stay in the table for the next server.
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }

  /** pg-boss 10 needs a queue created before jobs are sent to it; once per name per process. */
  private ensureQueue(name: string): Promise<void> {
    let created = this.queues.get(name);
    if (!created) {
      created = this.createQueue(name);
      created.catch(() => this.queues.delete(name));
      this.queues.set(name, created);
    }
    return created;
  }

  /**
   * Creating a queue adds a partition to pg-boss's job table; servers starting together can
   * deadlock doing so (PostgreSQL aborts one of them), so the loser retries after a short pause.
   */
  private async createQueue(name: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        if (!(await this.boss.getQueue(name))) await this.boss.createQueue(name);
        return;
      } catch (error) {
        const code = (error as { code?: string }).code;
        const retriable = code === '40P01' || code === '23505' || code === '42P07';
        if (!retriable || attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
      }
    }
  }

  async idle(): Promise<void> {
    const names = [...new Set([...this.handlers.keys(), ...this.schedules.keys()])];
    for (;;) {
      const sizes = await Promise.all(names.map((n) => this.boss.getQueueSize(n, { before: 'completed' })));
      if (sizes.every((s) => !s) && this.active.size === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
