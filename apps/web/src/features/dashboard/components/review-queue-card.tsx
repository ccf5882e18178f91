import type { DueReviewResponse } from '@revisely/contracts';
import { AlertTriangleIcon, BrainIcon, ChevronRightIcon, PartyPopperIcon, PlayIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export function totalDue(queue: Pick<DueReviewResponse, 'newCards' | 'learningCards' | 'reviewCards'>): number {
  return queue.newCards + queue.learningCards + queue.reviewCards;
}

const counts = [
  { key: 'newCards', label: 'New', dot: 'bg-sky-500' },
  { key: 'learningCards', label: 'Learning', dot: 'bg-tertiary' },
  { key: 'reviewCards', label: 'Review', dot: 'bg-success' },
] as const;

function QueueBody({
  queue,
  isLoading,
  isError,
}: {
  queue: DueReviewResponse | undefined;
  isLoading: boolean;
  isError: boolean;
}) {
  if (isLoading) {
    return (
      <div data-testid="review-queue-loading" className="grid gap-4" aria-busy="true">
        <span className="sr-only">Loading review queue</span>
        <Skeleton className="h-10 w-32" />
        <div className="grid grid-cols-3 gap-2">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
        <Skeleton className="h-11 w-full" />
      </div>
    );
  }

  if (isError || !queue) {
    return (
      <div role="alert" className="flex flex-col items-center gap-2 py-6 text-center">
        <span
          className="flex size-12 items-center justify-center rounded-2xl bg-destructive-soft text-destructive"
          aria-hidden="true"
        >
          <AlertTriangleIcon className="size-6" />
        </span>
        <p className="font-semibold text-foreground">Unable to load review queue</p>
        <p className="text-sm text-muted-foreground">Please try refreshing the page</p>
      </div>
    );
  }

  const due = totalDue(queue);
  if (due === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-6 text-center">
        <span
          className="flex size-12 items-center justify-center rounded-2xl bg-success-soft text-success"
          aria-hidden="true"
        >
          <PartyPopperIcon className="size-6" />
        </span>
        <p className="font-semibold text-foreground">All Caught Up! 🎉</p>
        <p className="text-sm text-muted-foreground">No cards due for review right now</p>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <p className="flex items-baseline gap-2">
        <span data-testid="due-count" className="text-4xl font-bold tracking-tight text-foreground tabular-nums">
          {due}
        </span>
        <span className="text-sm font-medium text-muted-foreground">
          {due === 1 ? 'card due for review' : 'cards due for review'}
        </span>
      </p>
      <dl className="grid grid-cols-3 gap-2">
        {counts.map(({ key, label, dot }) => (
          <div key={key} className="rounded-xl bg-muted/70 px-3 py-2.5">
            <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
              <span aria-hidden="true" className={`size-2 rounded-full ${dot}`} />
              {label}
            </dt>
            <dd className="mt-0.5 text-lg font-semibold text-foreground tabular-nums">{queue[key]}</dd>
          </div>
        ))}
      </dl>
      <Button asChild size="lg" className="w-full">
        {/* Spec §2: the review-queue card leads to the decks list, where each deck shows its due count. */}
        <Link to={paths.flashcards}>
          <PlayIcon aria-hidden="true" fill="currentColor" />
          Start Review
        </Link>
      </Button>
    </div>
  );
}

export function ReviewQueueCard({
  queue,
  isLoading,
  isError,
}: {
  queue: DueReviewResponse | undefined;
  isLoading: boolean;
  isError: boolean;
}) {
  return (
    <Card role="region" className="flex flex-col gap-5 p-5 sm:p-6" aria-labelledby="review-queue-title">
      <div className="flex items-center justify-between gap-3">
        <h2 id="review-queue-title" className="flex items-center gap-2.5 text-lg font-semibold tracking-tight">
          <span
            className="flex size-9 items-center justify-center rounded-xl bg-accent text-accent-foreground"
            aria-hidden="true"
          >
            <BrainIcon className="size-5" />
          </span>
          Review Queue
        </h2>
        <Link
          to={paths.flashcards}
          className="inline-flex items-center gap-0.5 rounded-lg px-2 py-1 text-sm font-semibold text-primary transition-colors hover:bg-accent"
        >
          All decks
          <ChevronRightIcon className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <QueueBody queue={queue} isLoading={isLoading} isError={isError} />
    </Card>
  );
}
