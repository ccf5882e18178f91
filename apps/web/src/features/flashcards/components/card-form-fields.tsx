import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { CardFormValues } from './card-form';

/**
 * Question, answer and optional explanation, registered with the card form; shared by the add-card
 * panel and inline card editing. A side is marked invalid only once a submit has found it empty.
 */
export function CardFormFields({
  register,
  errors,
  disabled,
  autoFocus,
}: {
  register: UseFormRegister<CardFormValues>;
  errors: FieldErrors<CardFormValues>;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  const ids = { front: useId(), back: useId(), explanation: useId() };
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={ids.front}>Question</Label>
        <Textarea
          id={ids.front}
          rows={2}
          className="min-h-16"
          maxLength={5000}
          disabled={disabled}
          autoFocus={autoFocus}
          aria-invalid={errors.front_text ? true : undefined}
          {...register('front_text')}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.back}>Answer</Label>
        <Textarea
          id={ids.back}
          rows={2}
          className="min-h-16"
          maxLength={5000}
          disabled={disabled}
          aria-invalid={errors.back_text ? true : undefined}
          {...register('back_text')}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.explanation}>
          Explanation <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Textarea
          id={ids.explanation}
          rows={2}
          className="min-h-16"
          maxLength={5000}
          disabled={disabled}
          {...register('explanation')}
        />
      </div>
    </div>
  );
}
