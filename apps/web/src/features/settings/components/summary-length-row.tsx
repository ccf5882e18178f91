import type { SummaryLength } from '@revisely/contracts';
import { ScrollTextIcon } from 'lucide-react';
import { useId } from 'react';
import { SegmentedControl } from '@/components/ui/segmented-control';

const OPTIONS = [
  { value: 'short', label: 'Short' },
  { value: 'standard', label: 'Standard' },
  { value: 'detailed', label: 'Detailed' },
] as const;

/** The length new summaries are made at (issue 27); the summary wizard shows and saves the same choice. */
export function SummaryLengthRow({
  value,
  onChange,
}: {
  value: SummaryLength;
  onChange: (value: SummaryLength) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-3.5 py-3.5 first:pt-0 last:pb-0">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground [&_svg]:size-4.5"
      >
        <ScrollTextIcon />
      </span>
      <div className="min-w-0 flex-1">
        <p id={`${id}-label`} className="text-sm leading-snug font-medium">
          Summary length
        </p>
        <p className="mt-0.5 text-sm text-muted-foreground">Standard keeps about 40% of your notes.</p>
      </div>
      <SegmentedControl
        value={value}
        onValueChange={onChange}
        options={OPTIONS}
        aria-labelledby={`${id}-label`}
        className="w-full"
      />
    </div>
  );
}
