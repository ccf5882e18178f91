import type { IntervalPreview, Quality } from '@revisely/contracts';
import type { Ref } from 'react';
import { cn } from '@/lib/utils';

/**
 * Spec §2/§9: the four ratings and their keys. The spec's tooltips ('Good (1-4d)', the typical
 * interval of a new card) are gone: each button shows this card's own interval, once, and a tooltip
 * that opened on focus after a reveal covered 'Read aloud' (issue 27 item 6).
 */
export const RATINGS: readonly { quality: Quality; label: string; key: string; className: string }[] = [
  {
    quality: 'again',
    label: 'Again',
    key: '1',
    className: 'border-destructive/30 bg-destructive-soft text-destructive hover:border-destructive/60',
  },
  {
    quality: 'hard',
    label: 'Hard',
    key: '2',
    className: 'border-tertiary/40 bg-tertiary/12 text-tertiary-text hover:border-tertiary/70',
  },
  {
    quality: 'good',
    label: 'Good',
    key: '3',
    className: 'border-success/30 bg-success-soft text-success hover:border-success/60',
  },
  {
    quality: 'easy',
    label: 'Easy',
    key: '4',
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
    <div role="group" aria-label="How well did you know it?" className="grid grid-cols-4 gap-2 sm:gap-3">
      {RATINGS.map((rating) => (
        <button
          key={rating.quality}
          ref={rating.quality === 'good' ? goodButtonRef : undefined}
          type="button"
          onClick={(e) => onRate(rating.quality, e.currentTarget.matches(':focus-visible'))}
          // Named by the rating alone (spec §2); the interval shown below it is its description.
          aria-label={rating.label}
          aria-description={`Next review in ${intervals[rating.quality]}`}
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
      ))}
    </div>
  );
}
