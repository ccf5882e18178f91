import type { ExamForecastResponse } from '@revisely/contracts';
import type { Clock } from '../../core/clock.js';
import { examDaysLeft } from '../../core/exam-day.js';
import { notFound } from '../../core/http-error.js';
import { localDay, startOfLocalDay } from '../../core/time-zone.js';
import { forecastExam } from './exam-forecast.js';
import { examPlanFor } from './exam-schedule.js';
import type { ExamRepository } from './exam.repository.js';

export class ExamForecastService {
  constructor(
    private readonly repo: ExamRepository,
    private readonly clock: Clock,
    /** New cards a deck may introduce per local day (study.service's allowance). */
    private readonly newPerDay: number,
  ) {}

  async forecast(userId: string, deckId: string, timeZone: string): Promise<ExamForecastResponse> {
    const deck = await this.repo.deckExam(userId, deckId);
    if (!deck) throw notFound('Deck not found');
    const now = this.clock.now();
    const plan = examPlanFor(deck, timeZone, now);
    const base = {
      examDate: deck.exam_date,
      examDaysLeft: examDaysLeft(deck.exam_date, now, timeZone),
      targetRetention: deck.target_retention,
    };
    if (!plan) return { ...base, forecast: null };
    const dayStart = startOfLocalDay(localDay(now, timeZone), timeZone);
    const [cards, introduced] = await Promise.all([
      this.repo.deckCards(deckId),
      this.repo.newIntroducedSince(deckId, dayStart),
    ]);
    const forecast = forecastExam({
      cards,
      plan,
      now,
      timeZone,
      newToday: Math.max(0, this.newPerDay - introduced),
      newPerDay: this.newPerDay,
    });
    return { ...base, forecast };
  }
}
