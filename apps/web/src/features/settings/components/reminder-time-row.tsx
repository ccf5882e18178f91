import { REMINDER_TIME_PATTERN } from '@revisely/contracts';
import { AlarmClockIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** Saves this long after the last change, so stepping through the time field sends one request. */
const SAVE_DELAY_MS = 500;

export function ReminderTimeRow({
  value,
  enabled,
  onSave,
}: {
  value: string;
  enabled: boolean;
  onSave: (value: string) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<string | null>(null);

  // A newer value from the server (another device, a rolled-back save) replaces what is shown.
  useEffect(() => setDraft(value), [value]);

  const flush = () => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    if (next && next !== value) onSave(next);
  };
  // Leaving the page within the delay still saves.
  const flushRef = useRef(flush);
  flushRef.current = flush;
  useEffect(() => () => flushRef.current(), []);

  const change = (next: string) => {
    setDraft(next);
    if (!REMINDER_TIME_PATTERN.test(next)) return;
    pending.current = next;
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, SAVE_DELAY_MS);
  };

  return (
    <div className="flex items-center gap-3.5 py-3.5 first:pt-0 last:pb-0">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground [&_svg]:size-4.5"
      >
        <AlarmClockIcon />
      </span>
      <div className="min-w-0 flex-1">
        <Label htmlFor={id} className="leading-snug">
          Reminder time
        </Label>
        <p id={`${id}-description`} className="mt-0.5 text-sm text-muted-foreground">
          {enabled
            ? 'When cards are due and you have not studied yet that day.'
            : 'Turn on a reminder above to choose a time.'}
        </p>
      </div>
      <Input
        id={id}
        type="time"
        step={300}
        required
        value={draft}
        disabled={!enabled}
        onChange={(event) => change(event.target.value)}
        onBlur={flush}
        aria-describedby={`${id}-description`}
        className="w-auto shrink-0 px-2.5"
      />
    </div>
  );
}
