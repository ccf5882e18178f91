import { EXAM_BOARD_OPTIONS, QUALIFICATION_OPTIONS } from '@revisely/contracts';
import { useId } from 'react';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/utils';
import type { GenerateFormValues } from './generate-form';

type DetailField = 'examBoard' | 'qualification';

const FIELDS = {
  examBoard: { label: 'Exam board', placeholder: 'Choose an exam board', options: EXAM_BOARD_OPTIONS },
  qualification: { label: 'Qualification', placeholder: 'Choose a qualification', options: QUALIFICATION_OPTIONS },
} as const;

/**
 * Asks, inside the generation dialog, for the details flashcards need but the summary lacks (the
 * wizard lets students skip the exam board). Each starts on 'Other', so generating never waits for
 * an answer (issue 27 item 8); the lists are every screen's (ADR 0026).
 */
export function MissingDetailsFields({
  missing,
  control,
  errors,
  disabled,
  saves,
}: {
  missing: readonly DetailField[];
  control: Control<GenerateFormValues>;
  errors: FieldErrors<GenerateFormValues>;
  disabled: boolean;
  /** Whether the choice is stored on the summary (it is when the summary has an id). */
  saves: boolean;
}) {
  const baseId = useId();
  const names = missing.map((m) => FIELDS[m].label.toLowerCase());
  const introId = `${baseId}-intro`;
  return (
    <fieldset aria-describedby={introId} className="grid gap-2.5 rounded-xl border border-border bg-muted/50 p-3.5">
      <legend className="sr-only">Missing study details</legend>
      <p id={introId} className="text-sm text-muted-foreground">
        This summary has no {new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(names)} yet: choose{' '}
        {missing.length > 1 ? 'them' : 'one'} or keep ‘Other’.
        {saves ? ` We’ll save your ${missing.length > 1 ? 'choices' : 'choice'} to the summary.` : ''}
      </p>
      <div className={cn('grid gap-3', missing.length > 1 && 'sm:grid-cols-2')}>
        {missing.map((name) => {
          const field = FIELDS[name];
          const id = `${baseId}-${name}`;
          const error = errors[name]?.message;
          return (
            <div key={name} className="grid content-start gap-2">
              <Label htmlFor={id}>{field.label}</Label>
              <Controller
                control={control}
                name={name}
                render={({ field: { value, onChange, ref } }) => (
                  <Select value={value} onValueChange={onChange} disabled={disabled}>
                    <SelectTrigger
                      ref={ref}
                      id={id}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-error` : undefined}
                    >
                      <SelectValue placeholder={field.placeholder} />
                    </SelectTrigger>
                    <SelectContent>
                      {field.options.map((option) => (
                        <SelectItem key={option.value} value={option.value}>
                          {option.label}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
              {error && (
                <p id={`${id}-error`} className="text-xs font-medium text-destructive">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
