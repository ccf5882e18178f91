import { PlusIcon } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/lib/toast-store';
import { ADD_CARD_FAILED, useAddCardMutation } from '../api/add-cards';
import {
  CardFields,
  draftPayload,
  emptyDraft,
  isDraftComplete,
  toastIncompleteCard,
  type CardDraft,
} from './card-fields';

/** Spec §4: the panel closes and clears after a successful add. */
export function AddCardPanel({
  deckId,
  id,
  onClose,
  onDirtyChange,
}: {
  deckId: string;
  id: string;
  onClose: () => void;
  /** Whether anything has been typed that is not saved. */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const addCard = useAddCardMutation();
  const [draft, setDraft] = useState<CardDraft>(emptyDraft);
  const dirty = Boolean(draft.front_text.trim() || draft.back_text.trim() || draft.explanation.trim());
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const [showErrors, setShowErrors] = useState(false);
  const pending = addCard.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!isDraftComplete(draft)) {
      setShowErrors(true);
      toastIncompleteCard();
      return;
    }
    addCard.mutate(
      { deckId, card: draftPayload(draft) },
      {
        onSuccess: () => {
          setDraft(emptyDraft);
          setShowErrors(false);
          toast({ title: 'Flashcard added', variant: 'success' });
          onClose();
        },
        onError: () => toast({ title: 'Add failed', description: ADD_CARD_FAILED, variant: 'destructive' }),
      },
    );
  };

  return (
    <Card id={id} className="border-primary/40 ring-4 ring-primary/10">
      <CardHeader>
        <CardTitle className="text-base">New flashcard</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate aria-label="Add a flashcard" className="grid gap-4">
          <CardFields draft={draft} onChange={setDraft} showErrors={showErrors} disabled={pending} autoFocus />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              <PlusIcon aria-hidden="true" />
              {pending ? 'Adding...' : 'Add Flashcard'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
