import type { PracticeResultRequest, PracticeResultResponse, PracticeStats } from '@revisely/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { Clock } from '../../core/clock.js';
import { notFound } from '../../core/http-error.js';
import type { XpAwarder } from '../../core/ports.js';
import { localDay } from '../../core/time-zone.js';
import type { PracticeRepository } from './practice.repository.js';
import { cappedXp, PRACTICE_XP_DAILY_CAP, practiceXp } from './practice-xp.js';

const DECK_NOT_FOUND = 'Deck not found';

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
    return this.repo.transaction(async (repo, trx) => {
      await repo.lockUser(userId);
      const before = body.mode === 'match' ? await repo.bestMatchMs(userId, body.deckId) : null;
      const earnedToday = await repo.xpOnDay(userId, day);
      const xp = cappedXp(practiceXp(body), earnedToday);
      await repo.insert({
        id: uuidv7(),
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
      };
    });
  }
}
