import type { AwardResult, SummaryLength } from '@revisely/contracts';
import type { Kysely, QueryCreator, SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Interfaces one feature offers another. Implementations are wired in app.ts, so features never
 * import each other's internals.
 *
 * Methods that take `trx` write with it, so the caller's transaction commits or rolls back their
 * rows together with its own (ADR 0008). Inside a transaction nothing may use the root database:
 * with SQLite its one connection is held by the transaction, and such a query would wait forever.
 */
export type Executor = Kysely<Database>;

/**
 * Runs `work` in one transaction that has committed before the returned promise settles. A
 * service that owns an operation's unit of work opens it and hands `trx` to every repository
 * function and port the operation writes with (SQLite may group several operations' transactions
 * into one commit, each in its own savepoint: `db/group-commit.ts`, ADR 0018).
 */
export type UnitOfWork = <T>(work: (trx: Executor) => Promise<T>) => Promise<T>;

/** What an award wrote, so it can be taken back (undo of a review). */
export interface AwardReceipt extends AwardResult {
  /** The XP ledger row written, if any XP was awarded. */
  eventId?: string | null;
  /** The local day this award started as an activity day, if it was the day's first activity. */
  startedDay?: string | null;
}

export interface XpAwarder {
  /**
   * Adds XP and marks today (in the user's zone) as an activity day; with `at`, the XP and the day
   * belong to that earlier moment (a review made offline and synced later, ADR 0023).
   */
  award(
    input: { userId: string; reason: XpReason; amount: number; timeZone: string; at?: number },
    trx?: Executor,
  ): Promise<AwardReceipt>;
  /**
   * Takes back an award (undo of a review, ADR 0010): deletes its ledger row and lowers the total;
   * removes the day it started unless other activity has happened since `since`. Returns the XP
   * taken back.
   */
  revoke(
    input: { userId: string; eventId: string | null; startedDay: string | null; since: number },
    trx?: Executor,
  ): Promise<number>;
  /** Marks an activity day without XP (e.g. a review that earns nothing). */
  recordActivity(userId: string, timeZone: string, trx?: Executor): Promise<void>;
  /** An award written inside the caller's own single statement (PostgreSQL, ADR 0035). */
  readonly inStatement?: AwardInStatement;
}

/** The parameters an award's statement parts bind (`AwardInStatement.withWrites`). */
export type AwardParams = {
  award_user_id: string;
  award_reason: string;
  award_amount: number;
  award_event_id: string | null;
  award_day: string;
  award_at: number;
};

/** An award computed but not yet written. */
export interface PlannedAward {
  params: AwardParams;
  /** Whether XP is added (else only the activity day is marked): chooses the statement's shape. */
  addsXp: boolean;
  /** The receipt, from the total after the statement and whether it started the day. */
  receipt(total: number, started: boolean): AwardReceipt;
}

/** Tables a statement carrying an award can read: what the award wrote, and the XP total. */
export interface AwardCtes {
  /** The activity day, when this award started it. */
  award_day: { day: string };
  /** The user's XP total after the award (no row: no XP yet). */
  award_total: { total: number };
}

/**
 * An award as parts of another statement (data-modifying CTEs), so a PostgreSQL review is one
 * statement with no BEGIN/COMMIT round trips (ADR 0035). The caller defines a CTE `award_guard`:
 * nothing is written unless it has a row.
 */
export interface AwardInStatement {
  plan(input: { userId: string; reason: XpReason; amount: number; timeZone: string; at: number }): PlannedAward;
  withWrites<DB extends Database & { award_guard: { id: string } }>(
    qc: QueryCreator<DB>,
    param: <K extends keyof AwardParams>(name: K) => AwardParams[K],
    addsXp: boolean,
  ): QueryCreator<DB & AwardCtes>;
  /** The user's XP total now, as a scalar subquery (read with the caller's first statement). */
  total(db: Kysely<Database>, userId: string): SelectQueryBuilder<Database, 'user_xp', { total: number }>;
}

export type XpReason = 'summary_created' | 'card_reviewed' | 'cards_generated' | 'deck_created' | 'practice';

/** What the progress heatmap needs from the practice feature: finished sessions per local day. */
export interface PracticeActivity {
  /** Sessions finished on each local day (YYYY-MM-DD, as recorded) from `fromDay` to `toDay` inclusive. */
  sessionsPerDay(userId: string, fromDay: string, toDay: string): Promise<{ day: string; count: number }[]>;
}

/** A file whose bytes are stored but which no row records yet (see StoredFiles.store). */
export interface PendingFile {
  id: string;
  userId: string;
  storageKey: string;
  mimeType: string;
  sizeBytes: number;
  purpose: string;
  /** SHA-256 of card media as received (files.content_hash); null for other files. */
  contentHash?: string | null;
}

/** What a stored file is for (files.purpose); card media comes from imports and the card builder. */
export type FilePurpose = 'summary_photo' | 'feedback_attachment' | 'card_image' | 'card_audio';

export interface StoredFiles {
  /**
   * Stores and records a file; with `contentHash`, returns the user's file of that purpose holding
   * the same bytes instead when there is one. Both `save` and `store` refuse (413) past the user's
   * storage limit.
   */
  save(input: {
    userId: string;
    data: Buffer;
    mimeType: string;
    purpose: FilePurpose;
    contentHash?: string;
  }): Promise<{ id: string; url: string }>;
  /**
   * Stores the bytes only. The caller then records the file in its own transaction (`record`) or,
   * if that transaction fails, `discard`s it; a crash in between leaves an orphan for the sweep.
   */
  store(input: {
    userId: string;
    data: Buffer;
    mimeType: string;
    purpose: FilePurpose;
    contentHash?: string;
  }): Promise<PendingFile>;
  record(trx: Executor, file: PendingFile): Promise<void>;
  discard(file: PendingFile): Promise<void>;
  /**
   * Deletes the file's row with `trx` and returns a function that deletes its bytes, to be called
   * only after the transaction committed (null when the file is not the user's).
   */
  unrecord(trx: Executor, userId: string, fileId: string): Promise<(() => Promise<void>) | null>;
  remove(userId: string, fileId: string): Promise<void>;
  urlFor(fileId: string): string;
}

/** What the flashcard features need from the summaries feature. */
export interface SummarySources {
  /**
   * The summary's points joined as text and the notes it was made from (as the student last edited
   * them), or null when it is not the user's.
   */
  summarySource(userId: string, summaryId: string): Promise<{ points: string; notes: string | null } | null>;
  sourcesForTopic(userId: string, topic: string): Promise<{ text: string }[]>;
}

/** What summaries need from preferences: the length a student's summaries are made at (issue 27). */
export interface SummaryLengthPreference {
  preferredLength(userId: string): Promise<SummaryLength>;
}

/** What study reminders need from the study feature: the count the dashboard shows as due. */
export interface DueCounter {
  /** Learning, review and today's allowance of new cards due now, in the user's zone. */
  dueCount(userId: string, timeZone: string): Promise<number>;
}

/** Reads a user's stored file (404 when it is not theirs). */
export interface FileReader {
  read(userId: string, fileId: string): Promise<{ data: Buffer; mimeType: string }>;
}

/** What the flashcard features need from the card-media feature (images and voice clips on cards). */
export interface CardMediaFiles {
  /** 404 unless every id is the user's own card image (kind 'image') or voice clip (kind 'audio'). */
  assertUsable(userId: string, refs: { id: string; kind: 'image' | 'audio' }[]): Promise<void>;
  /**
   * Deletes those of `ids` that no card references any more (row, then bytes). Called after the
   * transaction that removed or replaced them committed.
   */
  release(userId: string, ids: readonly (string | null | undefined)[]): Promise<void>;
  /**
   * The id of the user's card media file of this purpose holding these bytes (by content hash),
   * marked as used now so that neither the sweep of unattached media nor a release deletes it
   * before the card that will reference it is saved; null when there is none. Uploads and imports
   * both reuse stored media through this.
   */
  reuseByHash(userId: string, contentHash: string, purpose: 'card_image' | 'card_audio'): Promise<string | null>;
}

/**
 * A feature's sweep of files it stored that nothing uses any more (card media uploaded in a builder
 * closed without saving), run by the files feature's hourly sweep job before it sweeps bytes no
 * row records. Each decides its own safe age, so nothing a save in flight is about to use goes.
 */
export interface UnusedFilesSweep {
  /** Deletes them (row, then bytes); returns how many. */
  sweepUnused(): Promise<number>;
}
