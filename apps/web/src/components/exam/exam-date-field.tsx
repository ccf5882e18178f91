import type { ComponentProps } from 'react';
import { useId } from 'react';
import { ClearableLabel } from '@/components/ui/clearable-label';
import { Input } from '@/components/ui/input';

export const EXAM_DATE_HINT = 'Optional. Reviews are planned so every card is ready on the day.';

/**
 * The deck's optional 'Exam date' (a calendar day, the phone's own date picker). Used by the deck
 * builder and the edit screen; `inputProps` carries react-hook-form's `register` or a controlled value.
 */
export function ExamDateField({
  id,
  hasValue,
  onClear,
  invalid,
  inputProps,
}: {
  id: string;
  hasValue: boolean;
  onClear: () => void;
  invalid?: boolean;
  inputProps: ComponentProps<'input'>;
}) {
  const hintId = useId();
  return (
    <div className="grid gap-2">
      <ClearableLabel htmlFor={id} showClear={hasValue} onClear={onClear} clearLabel="Clear exam date">
        Exam date
      </ClearableLabel>
      <Input id={id} type="date" aria-describedby={hintId} aria-invalid={invalid ? true : undefined} {...inputProps} />
      <p id={hintId} className="text-xs text-muted-foreground">
        {EXAM_DATE_HINT}
      </p>
    </div>
  );
}
