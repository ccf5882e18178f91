import type {
  PracticeOverridesRequest,
  PracticeOverridesResponse,
  PracticeResultRequest,
  PracticeResultResponse,
  PracticeStats,
} from '@revisely/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { Clock } from '../../core/clock.js';
import { HttpError, notFound } from '../../core/http-error.js';
import type { XpAwarder } from '../../core/ports.js';
import { localDay } from '../../core/time-zone.js';
import type { PracticeRepository } from './practice.repository.js';
import { cappedXp, PRACTICE_XP_DAILY_CAP, practiceXp } from './practice-xp.js';

const DECK_NOT_FOUND = 'Deck not found';
const RESULT_NOT_FOUND = 'Practice result not found';
export const OVERRIDES_ONLY_TEST = 'Only a Test result can have answers marked correct afterwards.';
export const OVERRIDES_NO_TAKE_BACK = 'Answers already marked correct cannot be taken back.';
export const OVERRIDES_TOO_MANY = 'More answers marked correct than were wrong.';

/**
 * Records finished practice sessions (issue 28, ADR 0022). Answers are not reviews: a card's
 * schedule is never touched here. The XP and the activity day are written in the same transaction
 * as the result, so the cap's ledger and the XP ledger cannot disagree.
 */
export class PracticeService {
  constructor(
    private readonly repo: PracticeRepository,
    private readonly xp: XpAwarder,
    private readonly clock: Clock,
  ) {}

  async stats(userId: string, deckId: string): Promise<PracticeStats> {
    if (!(await this.repo.ownsDeck(userId, deckId))) throw notFound(DECK_NOT_FOUND);
    return { bestMatchMs: await this.repo.bestMatchMs(userId, deckId) };
  }

  async record(userId: string, timeZone: string, body: PracticeResultRequest): Promise<PracticeResultResponse> {
    if (!(await this.repo.ownsDeck(userId, body.deckId))) throw notFound(DECK_NOT_FOUND);
    const now = this.clock.now();
    const day = localDay(now, timeZone);
    const id = uuidv7();
    return this.repo.transaction(async (repo, trx) => {
      await repo.lockUser(userId);
      const before = body.mode === 'match' ? await repo.bestMatchMs(userId, body.deckId) : null;
      const earnedToday = await repo.xpOnDay(userId, day);
      const xp = cappedXp(practiceXp(body), earnedToday);
      await repo.insert({
        id,
        user_id: userId,
        deck_id: body.deckId,
        mode: body.mode,
        correct: body.correct,
        total: body.total,
        overrides: body.overrides,
        duration_ms: body.durationMs,
        xp,
        day,
        created_at: now,
      });
      // Marks today on the heatmap's streak even when the cap leaves nothing to award.
      const award = await this.xp.award({ userId, reason: 'practice', amount: xp, timeZone }, trx);
      const finishedMatch = body.mode === 'match' && body.correct === body.total;
      const bestMatchMs =
        body.mode !== 'match'
          ? await repo.bestMatchMs(userId, body.deckId)
          : finishedMatch && (before === null || body.durationMs < before)
            ? body.durationMs
            : before;
      return {
        xpAwarded: award.xpAwarded,
        leveledUp: award.leveledUp,
        newLevel: award.newLevel,
        practiceXpToday: earnedToday + xp,
        practiceXpCap: PRACTICE_XP_DAILY_CAP,
        bestMatchMs,
        newBest: finishedMatch && before !== null && body.durationMs < before,
        resultId: id,
      };
    });
  }

  /**
   * 'Mark as correct' on a saved Test result: `overrides` is the new total; each new one turns a
   * wrong answer right. XP stays as awarded (an overridden answer earns none), so sending the same
   * total again, or late, changes nothing else.
   */
  async recordOverrides(
    userId: string,
    resultId: string,
    body: PracticeOverridesRequest,
  ): Promise<PracticeOverridesResponse> {
    return this.repo.transaction(async (repo) => {
      await repo.lockUser(userId);
      const result = await repo.findResult(userId, resultId);
      if (!result) throw notFound(RESULT_NOT_FOUND);
      if (result.mode !== 'test') throw new HttpError(422, OVERRIDES_ONLY_TEST);
      const added = body.overrides - result.overrides;
      if (added < 0) throw new HttpError(422, OVERRIDES_NO_TAKE_BACK);
      const correct = result.correct + added;
      if (correct > result.total) throw new HttpError(422, OVERRIDES_TOO_MANY);
      if (added > 0) await repo.updateScore(result.id, correct, body.overrides);
      return { resultId: result.id, correct, total: result.total, overrides: body.overrides };
    });
  }
}
