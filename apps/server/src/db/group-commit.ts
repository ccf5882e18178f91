import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema.js';

/** Runs `work` in a transaction that commits before the returned promise settles. */
export type WriteTransaction<DB = Database> = <T>(work: (trx: Transaction<DB>) => Promise<T>) => Promise<T>;

/** One transaction per call: PostgreSQL, where concurrent writers each have their own connection. */
export function plainTransactions(db: Kysely<Database>): WriteTransaction {
  return (work) => db.transaction().execute(work);
}

interface Job<DB> {
  work: (trx: Transaction<DB>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Reviews in one commit at most; bounds how long a batch holds the one SQLite connection. */
export const GROUP_COMMIT_MAX = 64;

/**
 * Group commit for SQLite's one connection (ADR 0018). A review's COMMIT was half of its SQL time
 * (appending every page it dirtied to the WAL); the reviews that queue for the connection while
 * another holds it are committed together instead: one BEGIN, each job inside its own savepoint
 * (so one that fails is rolled back alone and gets its own error), one COMMIT. Every caller's
 * promise settles only after that COMMIT, so a response still never reports a write that is not
 * durable, and the pages the jobs share (the log's and the XP ledger's last pages and indexes)
 * are written once per batch. With no queue a batch is one job, as before.
 */
export class GroupCommit<DB = Database> {
  private readonly queue: Job<DB>[] = [];
  private draining = false;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly maxBatch = GROUP_COMMIT_MAX,
  ) {}

  readonly run: WriteTransaction<DB> = <T>(work: (trx: Transaction<DB>) => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.draining) {
        this.draining = true;
        // Not at once: the requests that arrived in this turn of the event loop reach their
        // writes first and join the batch (better-sqlite3 is synchronous, so the connection is
        // rarely busy and nothing would queue for it otherwise).
        setImmediate(() => void this.drain());
      }
    });

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) await this.commitBatch();
    } finally {
      this.draining = false;
    }
  }

  private async commitBatch(): Promise<void> {
    const taken: Job<DB>[] = [];
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      await this.db.transaction().execute(async (trx) => {
        // Taken once the connection is ours: whatever queued while we waited joins this batch.
        while (this.queue.length > 0 && taken.length < this.maxBatch) {
          const job = this.queue.shift()!;
          taken.push(job);
          await sql`savepoint grouped`.execute(trx);
          try {
            const value = await job.work(trx);
            await sql`release grouped`.execute(trx);
            outcomes.push({ ok: true, value });
          } catch (error) {
            await sql`rollback to grouped`.execute(trx);
            await sql`release grouped`.execute(trx);
            outcomes.push({ ok: false, error });
          }
        }
      });
    } catch (error) {
      // The batch did not commit (or a savepoint could not be undone): nothing in it was written,
      // so every job taken gets the error. If it failed before taking one (BEGIN itself), the
      // jobs waiting get it rather than a retry loop.
      const failed = taken.length > 0 ? taken : this.queue.splice(0, this.maxBatch);
      for (const job of failed) job.reject(error);
      return;
    }
    taken.forEach((job, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) job.resolve(outcome.value);
      else job.reject(outcome.error);
    });
  }
}
