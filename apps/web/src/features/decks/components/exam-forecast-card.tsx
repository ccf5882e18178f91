import type { Deck } from '@revisely/contracts';
import { CalendarClockIcon } from 'lucide-react';
import { examCountdownText, formatExamDate } from '@/components/exam/exam-countdown';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { FETCH_EXAM_FORECAST_FAILED, useExamForecastQuery } from '@/api/get-exam-forecast';

const percent = (x: number) => `${Math.round(x * 100)}%`;

/**
 * The deck's exam outlook on its edit screen (issue 14): the countdown, 'Predicted recall on exam
 * day: NN%' and the reviews a day the schedule asks for. The server works these out
 * (docs/scheduling.md); nothing shows for a deck without an exam ahead.
 */
export function ExamForecastCard({ deck }: { deck: Deck }) {
  const ahead = Boolean(deck.examDate) && deck.examDaysLeft !== null && deck.examDaysLeft !== undefined;
  const query = useExamForecastQuery(deck.id, ahead && (deck.examDaysLeft ?? 0) > 0);
  if (!ahead || !deck.examDate) return null;
  const countdown = examCountdownText(deck.examDaysLeft);
  const forecast = query.data?.forecast;
  const target = query.data?.targetRetention ?? deck.targetRetention ?? 0.9;

  return (
    <Card aria-labelledby="exam-forecast-heading">
      <CardHeader>
        <CardTitle id="exam-forecast-heading" className="flex items-center gap-2 text-lg">
          <CalendarClockIcon className="size-5 text-primary" aria-hidden="true" />
          {countdown}
        </CardTitle>
        <CardDescription>{formatExamDate(deck.examDate)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {deck.examDaysLeft === 0 ? (
          <p className="text-sm text-muted-foreground">
            Good luck! After today this deck goes back to its usual schedule.
          </p>
        ) : query.isPending ? (
          <div role="status" aria-label="Loading exam forecast" className="grid gap-2">
            <Skeleton className="h-6 w-64" />
            <Skeleton className="h-5 w-52" />
          </div>
        ) : query.isError || !forecast ? (
          <p role="alert" className="text-sm text-destructive">
            {FETCH_EXAM_FORECAST_FAILED}
          </p>
        ) : forecast.totalCards === 0 ? (
          <p className="text-sm text-muted-foreground">Add cards to see your predicted recall on exam day.</p>
        ) : (
          <>
            <p className="text-base font-semibold">
              Predicted recall on exam day:{' '}
              <span className={forecast.predictedRecall >= target ? 'text-success' : 'text-tertiary-text'}>
                {percent(forecast.predictedRecall)}
              </span>
            </p>
            <p className="text-sm">
              ≈ {forecast.reviewsPerDay} {forecast.reviewsPerDay === 1 ? 'review' : 'reviews'} a day until the exam
            </p>
            <p className="text-xs text-muted-foreground">
              If you study each card when it is due and remember it. Aiming for {percent(target)}; if you stopped now,
              recall on the day would be about {percent(forecast.recallIfStoppedNow)}.
            </p>
            {forecast.cardsNotLearnedInTime > 0 && (
              <p className="text-xs text-tertiary-text">
                {forecast.cardsNotLearnedInTime} new {forecast.cardsNotLearnedInTime === 1 ? 'card' : 'cards'} cannot be
                started before the exam at 20 new cards a day.
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
