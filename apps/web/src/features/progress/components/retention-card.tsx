import type { ProgressStatsResponse } from '@revisely/contracts';
import { BrainIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ChartUnavailable } from './chart-unavailable';
import { cn } from '@/lib/utils';
import { formatCount, plural, retentionView } from '../lib/chart-data';

const STATUS_TEXT = {
  above: 'text-primary',
  near: 'text-secondary-text',
  below: 'text-tertiary-text',
} as const;

export function RetentionCard({ stats, loading }: { stats: ProgressStatsResponse | undefined; loading: boolean }) {
  const retention = stats?.retention;
  const view = retention ? retentionView(retention) : null;
  return (
    <Card role="region" aria-labelledby="retention-title" className="flex flex-col p-5 sm:p-6">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 items-center justify-center rounded-xl bg-tertiary/15 text-tertiary-text"
        >
          <BrainIcon className="size-5" />
        </span>
        <h2 id="retention-title" className="text-lg font-semibold tracking-tight">
          Retention
        </h2>
      </div>
      {loading ? (
        <Skeleton className="mt-5 h-40 w-full" />
      ) : !retention ? (
        <ChartUnavailable className="mt-5" />
      ) : !view ? (
        <div
          className="mt-5 flex flex-1 flex-col justify-center rounded-xl bg-muted/60 p-4"
          data-testid="retention-empty"
        >
          <p className="font-semibold text-foreground">No reviews of learned cards yet</p>
          <p className="mt-1 text-sm text-muted-foreground">
            {`Retention shows how often you remember cards that have graduated to review, over the last ${retention.windowDays} days. It appears after your first reviews of them.`}
          </p>
        </div>
      ) : (
        <div className="mt-5">
          <p className="flex items-baseline gap-2">
            <span
              data-testid="retention-rate"
              className={cn('text-5xl font-bold tracking-tight tabular-nums', STATUS_TEXT[view.status])}
            >
              {`${view.percent}%`}
            </span>
            <span className="text-sm text-muted-foreground">{`target ${view.targetPercent}%`}</span>
          </p>
          <p className="mt-1 text-sm text-muted-foreground" data-testid="retention-basis">
            {`${formatCount(retention.passed)} of ${plural(retention.reviews, 'review', 'reviews')} answered Hard, Good or Easy in the last ${retention.windowDays} days`}
          </p>
          <div
            role="meter"
            aria-label="Retention against target"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={view.percent}
            aria-valuetext={`${view.percent}% remembered, target ${view.targetPercent}%`}
            className="relative mt-5 h-3 rounded-full bg-muted"
          >
            <div className="h-full rounded-full brand-gradient" style={{ width: `${view.percent}%` }} />
            <div
              aria-hidden="true"
              className="absolute -top-1.5 -bottom-1.5 w-0.5 rounded-full bg-foreground"
              style={{ left: `calc(${view.targetPercent}% - 1px)` }}
            />
          </div>
          <div aria-hidden="true" className="relative mt-1.5 h-4 text-xs text-muted-foreground">
            <span className="absolute left-0">0%</span>
            <span className="absolute -translate-x-1/2" style={{ left: `${view.targetPercent}%` }}>
              Target
            </span>
          </div>
          <p className="mt-4 text-sm text-foreground">{view.message}</p>
        </div>
      )}
    </Card>
  );
}
