import type { SummaryLength } from '@revisely/contracts';
import { useId } from 'react';
import { SegmentedControl, type SegmentedOption } from '@/components/ui/segmented-control';
import { cn } from '@/lib/utils';
import { useSummaryLength, type SummaryLengthState } from '../lib/use-summary-length';

export const SUMMARY_LENGTH_OPTIONS: readonly SegmentedOption<SummaryLength>[] = [
  { value: 'short', label: 'Short', description: 'Key facts' },
  { value: 'standard', label: 'Standard', description: 'About 40%' },
  { value: 'detailed', label: 'Detailed', description: 'Most facts' },
];

/**
 * 'Summary length: Short, Standard, Detailed' (issue 27), a radio group (arrow keys move, screen
 * readers say "radio, 2 of 3"). Reads and saves the student's preference; pass `state` when the page
 * also needs the length for its request (from the same useSummaryLength()).
 */
export function SummaryLengthSelect({ state, className }: { state?: SummaryLengthState; className?: string }) {
  const own = useSummaryLength();
  const { length, setLength } = state ?? own;
  const id = useId();
  return (
    <div className={cn('space-y-1.5', className)}>
      <p id={`${id}-label`} className="text-sm font-medium leading-none">
        Summary length
      </p>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        Detailed keeps more of your notes; Short only the headline facts.
      </p>
      <SegmentedControl
        value={length}
        onValueChange={setLength}
        options={SUMMARY_LENGTH_OPTIONS}
        aria-labelledby={`${id}-label`}
      />
    </div>
  );
}
