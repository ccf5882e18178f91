import { RichText } from '@/components/rich-text/rich-text';
import { cn } from '@/lib/utils';

/** The numbered lines of a summary (spec §2), each with its safe emphasis markup and maths. */
export function SummaryPoints({ points, className }: { points: readonly string[]; className?: string }) {
  return (
    <ol className={cn('grid gap-3', className)} data-testid="summary-points">
      {points.map((point, index) => (
        <li key={index} className="flex gap-3.5 rounded-xl bg-muted/50 px-4 py-3.5 dark:bg-muted/40">
          <span
            aria-hidden="true"
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground tabular-nums"
          >
            {index + 1}
          </span>
          <RichText
            text={point}
            className="min-w-0 pt-0.5 text-[0.9375rem] leading-relaxed break-words whitespace-pre-line"
          />
        </li>
      ))}
    </ol>
  );
}
