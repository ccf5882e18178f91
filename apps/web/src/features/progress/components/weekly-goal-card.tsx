import { RepeatIcon, TargetIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';

export function weeklyGoalMessage(completed: number, goal: number): string {
  if (goal <= 0) return 'Keep creating summaries to build your revision library.';
  if (completed >= goal) return 'Weekly goal reached. Brilliant work!';
  const left = goal - completed;
  return `${left} more ${left === 1 ? 'summary' : 'summaries'} to reach this week's goal.`;
}

const numberFormat = new Intl.NumberFormat('en-GB');

export function WeeklyGoalCard({
  weekly,
  loading,
  cardsReviewed,
  reviewsLoading,
}: {
  weekly: { completed: number; goal: number } | undefined;
  loading: boolean;
  /** Reviews since Monday in the student's zone (GET /api/progress/stats). */
  cardsReviewed: number | undefined;
  reviewsLoading: boolean;
}) {
  const completed = weekly?.completed ?? 0;
  const goal = weekly?.goal ?? 5;
  return (
    <Card role="region" aria-labelledby="weekly-progress-title" className="p-5 sm:p-6">
      <div className="flex items-center gap-3">
        <span
          className="flex size-10 items-center justify-center rounded-xl bg-accent text-accent-foreground"
          aria-hidden="true"
        >
          <TargetIcon className="size-5" />
        </span>
        <h2 id="weekly-progress-title" className="text-lg font-semibold tracking-tight">
          Weekly Progress
        </h2>
      </div>
      <div className="mt-5 flex items-baseline justify-between gap-3">
        <p id="weekly-goal-label" className="text-sm font-medium text-foreground">
          Summaries Created This Week
        </p>
        {loading ? (
          <Skeleton className="h-6 w-10" />
        ) : (
          <p data-testid="weekly-goal" className="text-lg font-bold text-foreground tabular-nums">
            {weekly ? `${completed}/${goal}` : `–/${goal}`}
          </p>
        )}
      </div>
      <Progress
        className="mt-2.5 h-3"
        value={loading ? 0 : Math.min(completed, goal)}
        max={Math.max(goal, 1)}
        aria-labelledby="weekly-goal-label"
        aria-valuetext={`${completed} of ${goal}`}
      />
      {!loading && weekly && (
        <p className="mt-2.5 text-sm text-muted-foreground">{weeklyGoalMessage(completed, goal)}</p>
      )}
      <div className="mt-4 flex items-center justify-between gap-3 border-t border-border pt-4">
        <p className="flex items-center gap-2 text-sm font-medium text-foreground">
          <RepeatIcon aria-hidden="true" className="size-4 text-primary" />
          Cards reviewed this week
        </p>
        {reviewsLoading ? (
          <Skeleton className="h-6 w-10" />
        ) : (
          <p data-testid="weekly-reviews" className="text-lg font-bold text-foreground tabular-nums">
            {cardsReviewed === undefined ? '–' : numberFormat.format(cardsReviewed)}
          </p>
        )}
      </div>
    </Card>
  );
}
