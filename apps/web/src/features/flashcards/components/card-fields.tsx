import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast-store';

export interface CardDraft {
  front_text: string;
  back_text: string;
  explanation: string;
}

export const emptyDraft: CardDraft = { front_text: '', back_text: '', explanation: '' };

export function isDraftComplete(draft: CardDraft): boolean {
  return Boolean(draft.front_text.trim() && draft.back_text.trim());
}

export function draftPayload(draft: CardDraft) {
  return {
    front_text: draft.front_text.trim(),
    back_text: draft.back_text.trim(),
    explanation: draft.explanation.trim() || null,
  };
}

/** Question, answer and optional explanation; shared by the add-card panel and inline card editing. */
export function CardFields({
  draft,
  onChange,
  showErrors,
  disabled,
  autoFocus,
}: {
  draft: CardDraft;
  onChange: (draft: CardDraft) => void;
  showErrors: boolean;
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
          name="front_text"
          rows={2}
          className="min-h-16"
          value={draft.front_text}
          maxLength={5000}
          disabled={disabled}
          autoFocus={autoFocus}
          aria-invalid={showErrors && !draft.front_text.trim() ? true : undefined}
          onChange={(e) => onChange({ ...draft, front_text: e.target.value })}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.back}>Answer</Label>
        <Textarea
          id={ids.back}
          name="back_text"
          rows={2}
          className="min-h-16"
          value={draft.back_text}
          maxLength={5000}
          disabled={disabled}
          aria-invalid={showErrors && !draft.back_text.trim() ? true : undefined}
          onChange={(e) => onChange({ ...draft, back_text: e.target.value })}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.explanation}>
          Explanation <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Textarea
          id={ids.explanation}
          name="explanation"
          rows={2}
          className="min-h-16"
          value={draft.explanation}
          maxLength={5000}
          disabled={disabled}
          onChange={(e) => onChange({ ...draft, explanation: e.target.value })}
        />
      </div>
    </div>
  );
}

export function toastIncompleteCard() {
  toast({ title: 'Validation error', description: 'Please fill in both question and answer.', variant: 'destructive' });
}
