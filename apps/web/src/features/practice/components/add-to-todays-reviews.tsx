import { CalendarPlusIcon, CheckIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useOnline } from '@/lib/use-online';
import { useAddToTodaysReviewsMutation } from '../api/add-to-todays-reviews';
import type { PracticeCard } from '../lib/practice-card';

const DAY_MS = 86_400_000;
/** The server accepts cards due within this many days (DUE_NOW_MAX_DAYS_AHEAD). */
const DUE_SOON_DAYS = 7;

/** A studied card due after now but within a week: a wrong practice answer may bring it forward. */
export function isDueSoon(card: Pick<PracticeCard, 'due' | 'state'>, now = Date.now()): boolean {
  if (card.state === 'new') return false;
  const due = Date.parse(card.due);
  return Number.isFinite(due) && due > now && due <= now + DUE_SOON_DAYS * DAY_MS;
}

/**
 * 'Add to today's reviews' under a wrong answer (ADR 0022): the card joins today's FSRS reviews,
 * keeping its memory state. Shown only for cards due soon; the server has the last word (422).
 */
export function AddToTodaysReviews({ card }: { card: Pick<PracticeCard, 'id' | 'due' | 'state'> }) {
  const online = useOnline();
  const add = useAddToTodaysReviewsMutation();
  if (!isDueSoon(card) && !add.isSuccess) return null;
  if (add.isSuccess) {
    return (
      <p className="flex items-center gap-1 text-sm font-medium text-success" role="status">
        <CheckIcon className="size-4" aria-hidden="true" />
        Added to today&apos;s reviews
      </p>
    );
  }
  return (
    <div className="grid justify-items-start gap-1">
      <Button variant="outline" size="sm" disabled={!online || add.isPending} onClick={() => add.mutate(card.id)}>
        <CalendarPlusIcon aria-hidden="true" />
        {online ? "Add to today's reviews" : "Add to today's reviews (needs a connection)"}
      </Button>
      {add.isError && (
        <p className="text-sm text-destructive" role="alert">
          {add.error.message}
        </p>
      )}
    </div>
  );
}
