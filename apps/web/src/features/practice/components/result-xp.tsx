import type { PracticeResultResponse } from '@revisely/contracts';
import { SparklesIcon } from 'lucide-react';
import { SAVE_PRACTICE_FAILED } from '../api/post-practice-result';

/** What the finished session earned, or why it earned nothing (daily cap, offline). */
export const RESULT_WAITING = "You're offline: your result will be saved when you're back online";

export function ResultXp({
  saved,
  failed,
  waiting = false,
}: {
  saved: PracticeResultResponse | undefined;
  failed: boolean;
  /** Offline: the save waits for the network. */
  waiting?: boolean;
}) {
  if (waiting) return <p className="text-sm text-muted-foreground">{RESULT_WAITING}</p>;
  if (failed) return <p className="text-sm text-muted-foreground">{SAVE_PRACTICE_FAILED}</p>;
  if (!saved) return <p className="text-sm text-muted-foreground">Saving your result…</p>;
  return (
    <p
      className="inline-flex flex-wrap items-center justify-center gap-1.5 text-sm font-semibold"
      data-testid="practice-xp"
    >
      <SparklesIcon className="size-4 text-primary" aria-hidden="true" />
      {saved.xpAwarded > 0 ? `+${saved.xpAwarded} XP` : 'No XP this time'}
      <span className="font-normal text-muted-foreground">
        {saved.practiceXpToday >= saved.practiceXpCap
          ? `(practice XP for today reached: ${saved.practiceXpCap})`
          : `(${saved.practiceXpToday} of ${saved.practiceXpCap} practice XP today)`}
      </span>
    </p>
  );
}
