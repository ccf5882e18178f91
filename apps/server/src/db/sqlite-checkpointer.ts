import { createRequire } from 'node:module';
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/** What the main connection falls back to without the worker (docs/performance.md). */
export const FALLBACK_AUTOCHECKPOINT_PAGES = 10_000;
/** The event loop's busy share under which the server counts as quiet enough for a catch-up. */
const QUIET_UTILIZATION = 0.5;

export interface CheckpointLog {
  warn(obj: object, msg: string): void;
}

export interface SqliteCheckpointerOptions {
  /** How often the worker runs a passive checkpoint. */
  intervalMs?: number;
  /**
   * WAL pages left after a worker checkpoint above which the main connection catches up once
   * itself, between transactions (a passive checkpoint cannot finish while writes go on).
   */
  walLimitPages?: number;
  /**
   * Above `walLimitPages` the catch-up waits for a quiet moment, since it holds every request for
   * several ms (ADR 0018); at this many pages it runs however busy the server is.
   */
  walHardLimitPages?: number;
  /**
   * Runs `PRAGMA wal_checkpoint(PASSIVE)` on the main connection when no transaction holds it;
   * resolves false if it was busy (the worker was mid-pass) and copied nothing.
   */
  catchUp: () => Promise<boolean>;
  log?: CheckpointLog;
  /** better-sqlite3's entry module; tests pass a broken one to check the fallback. */
  libraryPath?: string;
}

export interface CheckpointReport {
  busy: number;
  /** WAL pages at the checkpoint, and how many of them are now in the database file. */
  log: number;
  checkpointed: number;
}

/*
 * An eval'd CommonJS worker, so the same code runs from dist (`npm start`) and from the TypeScript
 * sources under vitest. It opens its own connection (WAL mode is a property of the file) and never
 * writes; a PASSIVE checkpoint never waits for the writer, so the main thread is never blocked by it.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.libraryPath);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('wal_autocheckpoint = 0');
const checkpoint = () => {
  let r;
  try {
    [r] = db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    // A momentary lock (another process recovering the WAL) is skipped; anything else ends the worker.
    if (error.code === 'SQLITE_BUSY' || error.code === 'SQLITE_LOCKED') return;
    throw error;
  }
  parentPort.postMessage({ type: 'checkpoint', busy: r.busy, log: r.log, checkpointed: r.checkpointed });
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  try { checkpoint(); } finally { db.close(); parentPort.close(); }
});
parentPort.postMessage({ type: 'ready' });
`;

/** A catch-up that found the worker mid-pass is retried this often, this many times at most. */
const CATCH_UP_RETRY_MS = 10;
const CATCH_UP_ATTEMPTS = 5;

type WorkerMessage = { type: 'ready' } | ({ type: 'checkpoint' } & CheckpointReport);

/**
 * Runs the WAL checkpoints of a SQLite file on a worker thread with its own connection, instead of
 * inside whichever request's COMMIT crosses `wal_autocheckpoint` (which stalled every waiting
 * request for tens of ms). ADR 0017.
 */
export class SqliteCheckpointer {
  private worker: Worker | undefined;
  private stopping = false;
  private catchingUp = false;
  private readonly reports: { resolve: (report: CheckpointReport) => void; reject: (error: Error) => void }[] = [];
  readonly intervalMs: number;
  readonly walLimitPages: number;
  readonly walHardLimitPages: number;
  private utilization: EventLoopUtilization = performance.eventLoopUtilization();

  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly options: SqliteCheckpointerOptions,
  ) {
    this.intervalMs = options.intervalMs ?? 250;
    this.walLimitPages = options.walLimitPages ?? 10_000;
    this.walHardLimitPages = Math.max(this.walLimitPages, options.walHardLimitPages ?? 50_000);
  }

  /** Whether the worker is running (false after a failure: the main connection checkpoints itself). */
  get running(): boolean {
    return this.worker !== undefined;
  }

  start(): void {
    const libraryPath = this.options.libraryPath ?? createRequire(import.meta.url).resolve('better-sqlite3');
    this.sqlite.pragma('wal_autocheckpoint = 0');
    let worker: Worker;
    try {
      worker = new Worker(WORKER_SOURCE, {
        eval: true,
        // The source is CommonJS JavaScript: none of the parent's loader flags (tsx, --input-type).
        execArgv: [],
        workerData: { libraryPath, file: this.sqlite.name, intervalMs: this.intervalMs },
      });
    } catch (error) {
      this.fallBack(error);
      return;
    }
    this.worker = worker;
    // Never keeps the process alive; stop() is what ends it on close.
    worker.unref();
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'checkpoint') this.onReport(message);
    });
    worker.on('error', (error) => this.fallBack(error));
    worker.on('exit', (code) => {
      if (!this.stopping) this.fallBack(new Error(`checkpoint worker exited with code ${code}`));
    });
  }

  /** The worker's next checkpoint report (tests and benches); rejects if the worker stops first. */
  nextReport(): Promise<CheckpointReport> {
    if (!this.worker) return Promise.reject(new Error('The checkpoint worker is not running.'));
    return new Promise((resolve, reject) => this.reports.push({ resolve, reject }));
  }

  /** Stops the worker after one last checkpoint; closing the main connection then checkpoints the rest. */
  async stop(): Promise<void> {
    const worker = this.worker;
    this.stopping = true;
    this.worker = undefined;
    this.rejectWaiters();
    if (!worker) return;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.postMessage('stop');
    const timer = setTimeout(() => void worker.terminate(), 5_000);
    await exited;
    clearTimeout(timer);
  }

  private onReport(report: CheckpointReport): void {
    for (const waiter of this.reports.splice(0)) waiter.resolve(report);
    // The WAL restarts from its beginning only when a write transaction starts with every frame
    // already copied; under a steady write load new frames always land after the worker's copy, so
    // the WAL would grow without end. One passive checkpoint on the main connection, taken between
    // transactions, copies the few frames written since, and the next write restarts the WAL.
    // (Measured against letting the worker copy while the connection is held: that stalled
    // longer, 19–37 ms against 8–17, docs/performance.md.) If the worker is mid-pass, this one
    // returns busy at once without copying, and is tried again shortly.
    //
    // That pass holds every request for several ms (8 on average under bench:api's review load),
    // so it waits for a quiet moment: the event loop busy under half the time since the last
    // report. A server under a sustained load gets none, so at walHardLimitPages (~200 MB of WAL)
    // it runs anyway (ADR 0018).
    const since = performance.eventLoopUtilization(this.utilization);
    this.utilization = performance.eventLoopUtilization();
    const limit = since.utilization < QUIET_UTILIZATION ? this.walLimitPages : this.walHardLimitPages;
    if (report.busy === 0 && report.log >= limit && !this.catchingUp && !this.stopping) {
      this.catchingUp = true;
      this.catchUpWithRetries()
        .catch((error: unknown) => {
          if (!this.stopping) this.options.log?.warn({ err: error }, 'SQLite WAL catch-up checkpoint failed');
        })
        .finally(() => (this.catchingUp = false));
    }
  }

  private async catchUpWithRetries(): Promise<void> {
    for (let attempt = 0; attempt < CATCH_UP_ATTEMPTS && !this.stopping; attempt++) {
      if (await this.options.catchUp()) return;
      await new Promise((resolve) => setTimeout(resolve, CATCH_UP_RETRY_MS));
    }
  }

  private fallBack(error: unknown): void {
    if (this.stopping) return;
    const worker = this.worker;
    this.worker = undefined;
    this.stopping = true;
    this.rejectWaiters();
    if (worker) void worker.terminate();
    if (this.sqlite.open) this.sqlite.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
    this.options.log?.warn(
      { err: error },
      `SQLite checkpoint worker unavailable; checkpointing on the main connection every ${FALLBACK_AUTOCHECKPOINT_PAGES} pages`,
    );
  }

  private rejectWaiters(): void {
    for (const waiter of this.reports.splice(0)) waiter.reject(new Error('The checkpoint worker stopped.'));
  }
}
