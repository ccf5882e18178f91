import type { Summary } from '@revisely/contracts';
import { AlertTriangleIcon, ChevronRightIcon, FileTextIcon, PlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** Spec §9: the dashboard lists the 3 most recent summaries (the API returns newest first). */
export const RECENT_SUMMARIES_COUNT = 3;

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

function Body({
  summaries,
  isLoading,
  isError,
}: {
  summaries: Summary[] | undefined;
  isLoading: boolean;
  isError: boolean;
}) {
  if (isLoading) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <span className="sr-only">Loading recent summaries</span>
        {Array.from({ length: RECENT_SUMMARIES_COUNT }, (_, i) => (
          <div key={i} className="flex items-center gap-3 p-2">
            <Skeleton className="size-10 rounded-xl" />
            <div className="grid flex-1 gap-1.5">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          </div>
        ))}
      </div>
    );
  }

  if (isError || !summaries) {
    return (
      <p role="alert" className="flex items-center gap-2 py-6 text-sm font-medium text-destructive">
        <AlertTriangleIcon className="size-4 shrink-0" aria-hidden="true" />
        Failed to fetch summaries
      </p>
    );
  }

  if (summaries.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-6 text-center">
        <span
          className="flex size-12 items-center justify-center rounded-2xl bg-accent text-accent-foreground"
          aria-hidden="true"
        >
          <FileTextIcon className="size-6" />
        </span>
        <p className="font-semibold text-foreground">No summaries yet</p>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.createSummary}>
            <PlusIcon aria-hidden="true" />
            Create your first summary
          </Link>
        </Button>
      </div>
    );
  }

  return (
    <ul className="-mx-2 grid grid-cols-1 gap-1">
      {summaries.slice(0, RECENT_SUMMARIES_COUNT).map((summary) => (
        <li key={summary.id}>
          <Link
            to={paths.summary(summary.id)}
            className="group flex items-center gap-3 rounded-xl p-2 transition-colors outline-none hover:bg-muted focus-visible:ring-4 focus-visible:ring-primary/25"
          >
            <span
              className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground"
              aria-hidden="true"
            >
              <FileTextIcon className="size-5" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold text-foreground">{summary.topic}</span>
              <span className="block truncate text-sm text-muted-foreground">{summary.subject}</span>
            </span>
            <span className="shrink-0 text-xs font-medium text-muted-foreground">{formatDate(summary.createdAt)}</span>
            <ChevronRightIcon
              className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
              aria-hidden="true"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function RecentSummariesCard({
  summaries,
  isLoading,
  isError,
}: {
  summaries: Summary[] | undefined;
  isLoading: boolean;
  isError: boolean;
}) {
  return (
    <Card role="region" aria-labelledby="recent-summaries-title" className="flex flex-col gap-4 p-5 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id="recent-summaries-title" className="flex items-center gap-2.5 text-lg font-semibold tracking-tight">
          <span
            className="flex size-9 items-center justify-center rounded-xl bg-accent text-accent-foreground"
            aria-hidden="true"
          >
            <FileTextIcon className="size-5" />
          </span>
          Recent Summaries
        </h2>
        {summaries && summaries.length > 0 && (
          <Link
            to={paths.summaries}
            className="inline-flex items-center gap-0.5 rounded-lg px-2 py-1 text-sm font-semibold text-primary transition-colors hover:bg-accent"
          >
            View all
            <ChevronRightIcon className="size-4" aria-hidden="true" />
          </Link>
        )}
      </div>
      <Body summaries={summaries} isLoading={isLoading} isError={isError} />
    </Card>
  );
}
