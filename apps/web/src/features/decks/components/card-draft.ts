import type { FieldErrors } from 'react-hook-form';
import { CLOZE_EMPTY_MESSAGE, CLOZE_NUMBER_MESSAGE } from '@revisely/contracts';
import { toast } from '@/lib/toast-store';

export interface CardDraft {
  front_text: string;
  back_text: string;
  explanation: string;
}

export const emptyDraft: CardDraft = { front_text: '', back_text: '', explanation: '' };

export function draftPayload(draft: CardDraft) {
  return {
    front_text: draft.front_text.trim(),
    back_text: draft.back_text.trim(),
    explanation: draft.explanation.trim() || null,
  };
}

export function toastIncompleteCard(errors?: FieldErrors<CardDraft>) {
  const cloze = errors?.front_text?.message;
  const description =
    cloze === CLOZE_EMPTY_MESSAGE || cloze === CLOZE_NUMBER_MESSAGE
      ? `${cloze}.`
      : 'Please fill in both question and answer.';
  toast({ title: 'Validation error', description, variant: 'destructive' });
}
