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

export function toastIncompleteCard() {
  toast({ title: 'Validation error', description: 'Please fill in both question and answer.', variant: 'destructive' });
}
