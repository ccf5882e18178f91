import { useId, useRef } from 'react';
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { CardFormValues } from './card-form';
import { CardPreview } from './card-preview';
import { ClozeButton } from './cloze-button';

/**
 * Question, answer and optional explanation, registered with the card form; shared by the add-card
 * panel and inline card editing. A side is marked invalid only once a submit has found it empty.
 */
export function CardFormFields({
  register,
  setValue,
  values,
  errors,
  disabled,
  autoFocus,
}: {
  register: UseFormRegister<CardFormValues>;
  setValue: UseFormSetValue<CardFormValues>;
  /** The current text, for the Cloze button and the preview. */
  values: CardFormValues;
  errors: FieldErrors<CardFormValues>;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  const ids = { front: useId(), back: useId(), explanation: useId() };
  const frontRef = useRef<HTMLTextAreaElement | null>(null);
  const front = register('front_text');
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={ids.front}>Question</Label>
          <ClozeButton
            textareaRef={frontRef}
            value={values.front_text}
            disabled={disabled}
            onChange={(next) =>
              setValue('front_text', next, { shouldDirty: true, shouldValidate: Boolean(errors.front_text) })
            }
          />
        </div>
        <Textarea
          id={ids.front}
          rows={2}
          className="min-h-16"
          maxLength={5000}
          disabled={disabled}
          autoFocus={autoFocus}
          aria-invalid={errors.front_text ? true : undefined}
          {...front}
          ref={(el) => {
            front.ref(el);
            frontRef.current = el;
          }}
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
      <CardPreview front={values.front_text} back={values.back_text} />
    </div>
  );
}
