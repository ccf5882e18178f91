import type { IntervalPreview, Quality } from '@revisely/contracts';
import type { Ref } from 'react';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';

/** Spec §2/§9: the four ratings, their keys and their tooltips (the typical interval of a new card). */
export const RATINGS: readonly { quality: Quality; label: string; key: string; tooltip: string; className: string }[] =
  [
    {
      quality: 'again',
      label: 'Again',
      key: '1',
      tooltip: 'Again (<1min)',
      className: 'border-destructive/30 bg-destructive-soft text-destructive hover:border-destructive/60',
    },
    {
      quality: 'hard',
      label: 'Hard',
      key: '2',
      tooltip: 'Hard (<10min)',
      className: 'border-tertiary/40 bg-tertiary/12 text-tertiary-text hover:border-tertiary/70',
    },
    {
      quality: 'good',
      label: 'Good',
      key: '3',
      tooltip: 'Good (1-4d)',
      className: 'border-success/30 bg-success-soft text-success hover:border-success/60',
    },
    {
      quality: 'easy',
      label: 'Easy',
      key: '4',
      tooltip: 'Easy (4+d)',
      className: 'border-primary/30 bg-accent text-accent-foreground hover:border-primary/60',
    },
  ];

export function RatingButtons({
  intervals,
  onRate,
  goodButtonRef,
}: {
  intervals: IntervalPreview;
  /** `byKeyboard` is true when a focused button was pressed from the keyboard. */
  onRate: (quality: Quality, byKeyboard: boolean) => void;
  /** Where keyboard focus lands after a reveal. */
  goodButtonRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <TooltipProvider>
      <div role="group" aria-label="How well did you know it?" className="grid grid-cols-4 gap-2 sm:gap-3">
        {RATINGS.map((rating) => (
          <Tooltip key={rating.quality}>
            <TooltipTrigger asChild>
              <button
                ref={rating.quality === 'good' ? goodButtonRef : undefined}
                type="button"
                onClick={(e) => onRate(rating.quality, e.currentTarget.matches(':focus-visible'))}
                // Named by the rating alone (spec §2); the interval below is extra, the tooltip describes it.
                aria-label={rating.label}
                aria-keyshortcuts={rating.key}
                className={cn(
                  'relative flex min-h-16 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-xl border-2 px-1 py-2 transition-[border-color,transform] outline-none active:translate-y-px',
                  'focus-visible:ring-4 focus-visible:ring-primary/30',
                  rating.className,
                )}
              >
                <span className="text-sm font-bold sm:text-base">{rating.label}</span>
                <span className="text-xs font-semibold tabular-nums">{intervals[rating.quality]}</span>
                <kbd
                  aria-hidden="true"
                  className="absolute top-1.5 right-1.5 hidden rounded border border-current/25 px-1 font-sans text-[0.625rem] leading-4 opacity-70 sm:block"
                >
                  {rating.key}
                </kbd>
              </button>
            </TooltipTrigger>
            <TooltipContent>{rating.tooltip}</TooltipContent>
          </Tooltip>
        ))}
      </div>
    </TooltipProvider>
  );
}
