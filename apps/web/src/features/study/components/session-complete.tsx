import { ArrowLeftIcon, CloudUploadIcon, RotateCcwIcon, TrophyIcon } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useSyncState } from '@/lib/offline/offline-sync';
import { useOnline } from '@/lib/use-online';
import { nextReviewText } from '../lib/next-review';

/**
 * What ratings made offline will earn once the server has them (ADR 0023): offline they wait for
 * the connection; online they are on their way (ratings queue behind unsent ones, in order) until
 * none waits, when the server has awarded their XP and the note goes.
 */
export function pendingXpText(xp: number, online: boolean): string {
  return online ? `+${xp} XP once your offline ratings have synced` : `+${xp} XP when you're back online`;
}

/** The relative time is read against a clock that moves, so 'in 10 minutes' does not go stale. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export function SessionComplete({
  reviewed,
  correct,
  xpEarned,
  pendingXp = 0,
  nextDueAt,
  undoButton,
  onStudyAgain,
}: {
  reviewed: number;
  correct: number;
  xpEarned: number;
  /** XP of ratings made offline, awarded by the server once they are synced. */
  pendingXp?: number;
  /** When the next card comes due (ms), if anything is scheduled. */
  nextDueAt: number | null;
  /** Undo of the last rating, when there is one. */
  undoButton?: ReactNode;
  onStudyAgain: () => void;
}) {
  const now = useNow(30_000);
  const online = useOnline();
  const waiting = useSyncState().pending > 0;
  const accuracy = reviewed > 0 ? Math.round((correct / reviewed) * 100) : 0;
  const stats = [
    { label: 'Cards Reviewed', value: String(reviewed) },
    { label: 'Correct', value: String(correct) },
    { label: 'Accuracy', value: `${accuracy}%` },
    { label: 'XP Earned', value: `+${xpEarned}` },
  ];
  return (
    <Card className="mx-auto flex w-full max-w-lg flex-col items-center gap-6 px-6 py-10 text-center sm:px-10">
      <span className="brand-gradient flex size-16 animate-pop items-center justify-center rounded-full text-white shadow-lifted">
        <TrophyIcon className="size-8" aria-hidden="true" />
      </span>
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Session Complete!</h1>
        <p className="text-muted-foreground">Nice work. Your next reviews are scheduled.</p>
      </div>
      <dl className="grid w-full grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
        {stats.map((stat) => (
          <div key={stat.label} className="grid gap-1 rounded-xl bg-muted/70 px-2 py-3">
            <dt className="text-xs font-medium text-muted-foreground">{stat.label}</dt>
            <dd className="text-2xl font-bold tabular-nums">{stat.value}</dd>
          </div>
        ))}
      </dl>
      {pendingXp > 0 && (!online || waiting) && (
        <p
          className="-mt-3 flex items-center gap-1.5 text-sm font-medium text-muted-foreground"
          data-testid="pending-xp"
        >
          <CloudUploadIcon className="size-4 shrink-0" aria-hidden="true" />
          {pendingXpText(pendingXp, online)}
        </p>
      )}
      {nextDueAt !== null && (
        <p className="text-sm font-semibold text-primary" data-testid="next-review">
          {nextReviewText(nextDueAt, now)}
        </p>
      )}
      <div className="flex w-full flex-col-reverse gap-2 sm:flex-row sm:justify-center">
        <Button asChild variant="outline">
          <Link to={paths.flashcards}>
            <ArrowLeftIcon aria-hidden="true" />
            Back to Flashcards
          </Link>
        </Button>
        <Button onClick={onStudyAgain}>
          <RotateCcwIcon aria-hidden="true" />
          Study Again
        </Button>
      </div>
      {undoButton}
    </Card>
  );
}
