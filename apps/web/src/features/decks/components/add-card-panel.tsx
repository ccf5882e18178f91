import { PlusIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/lib/toast-store';
import { ADD_CARD_FAILED, useAddCardMutation } from '../api/add-cards';
import { draftPayload, emptyDraft, toastIncompleteCard } from './card-draft';
import { cardFormResolver, type CardFormValues } from './card-form';
import { CardFormFields } from './card-form-fields';

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
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setValue,
    formState: { errors },
  } = useForm<CardFormValues>({
    defaultValues: emptyDraft,
    resolver: cardFormResolver,
    // Errors show on Add and then follow each edit; focus stays where the user is.
    shouldFocusError: false,
  });
  const draft = watch();
  const dirty = Boolean(draft.front_text.trim() || draft.back_text.trim() || draft.explanation.trim());
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const pending = addCard.isPending;

  const add = (values: CardFormValues) => {
    addCard.mutate(
      { deckId, card: draftPayload(values) },
      {
        onSuccess: () => {
          reset();
          toast({ title: 'Flashcard added', variant: 'success' });
          onClose();
        },
        onError: () => toast({ title: 'Add failed', description: ADD_CARD_FAILED, variant: 'destructive' }),
      },
    );
  };

  const submit = handleSubmit(add, (errors) => toastIncompleteCard(errors));

  return (
    <Card id={id} className="border-primary/40 ring-4 ring-primary/10">
      <CardHeader>
        <CardTitle className="text-base">New flashcard</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={(event) => {
            if (pending) event.preventDefault();
            else void submit(event);
          }}
          noValidate
          aria-label="Add a flashcard"
          className="grid gap-4"
        >
          <CardFormFields
            register={register}
            setValue={setValue}
            values={draft}
            errors={errors}
            disabled={pending}
            autoFocus
          />
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
