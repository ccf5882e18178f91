import type { AwardResult, ReviewResponse } from '@revisely/contracts';
import type { AwardInStatement, AwardReceipt, Executor } from '../../core/ports.js';
import type { CardsTable, ReviewLogsTable } from '../../db/schema.js';
import type * as reviewRepository from './review.repository.js';
import { StaleCard } from './review.repository.js';
import type { SchedulingFields } from './scheduler.js';
import type { OneStatementReviewQueries } from './study-review-queries.js';

export interface OneStatementReview {
  userId: string;
  timeZone: string;
  amount: number;
  at: number;
  /** The user's XP total read with the card. */
  xpTotal: number;
  card: CardsTable;
  next: SchedulingFields;
  updatedAt: number;
  logId: string;
  /** A `reviewId` was sent, so the answer is stored with the log row. */
  storesAnswer: boolean;
  valueOf: (award: AwardResult) => ReviewResponse;
  logOf: (value: ReviewResponse, award: AwardReceipt) => ReviewLogsTable;
}

/**
 * The review's writes as one statement (PostgreSQL, ADR 0035): no transaction to open or commit.
 * The stored answer's level fields are predicted from the XP total read with the card; when
 * another award of the user's landed in between and changed them, the answer is corrected.
 * Throws StaleCard when the card changed since it was read (nothing was written).
 */
export async function writeInOneStatement(
  deps: { db: Executor; repo: typeof reviewRepository; award: AwardInStatement; queries: OneStatementReviewQueries },
  r: OneStatementReview,
): Promise<{ value: ReviewResponse; studyVersion: number | undefined }> {
  const award = deps.award.plan({
    userId: r.userId,
    reason: 'card_reviewed',
    amount: r.amount,
    timeZone: r.timeZone,
    at: r.at,
  });
  const predicted = award.receipt(r.xpTotal + award.params.award_amount, false);
  const stored = r.valueOf(predicted);
  const written = await deps.repo.writeReviewInOneStatement(
    deps.db,
    deps.queries,
    r.card,
    r.next,
    r.updatedAt,
    // started_day comes from the statement itself (the activity day it inserted, if any).
    r.logOf(stored, predicted),
    award,
  );
  if (!written) throw new StaleCard();
  const receipt = award.receipt(Number(written.total ?? 0), Number(written.started) > 0);
  let value = stored;
  if (receipt.leveledUp !== predicted.leveledUp || receipt.newLevel !== predicted.newLevel) {
    value = r.valueOf(receipt);
    if (r.storesAnswer) await deps.repo.storeAnswer(deps.db, r.logId, JSON.stringify(value));
  }
  const version = written.study_version;
  return { value, studyVersion: version === null || version === undefined ? undefined : Number(version) };
}
