import type { Flashcard } from '@revisely/contracts';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { RichText, type ClozeMode } from '@/components/rich-text/rich-text';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { DELETE_CARD_FAILED, useDeleteCardMutation } from '../api/delete-card';
import { UPDATE_CARD_FAILED, useUpdateCardMutation } from '../api/update-card';
import { draftPayload, toastIncompleteCard } from './card-draft';
import { cardFormResolver, type CardFormValues } from './card-form';
import { CardFormFields } from './card-form-fields';
import { CardImage } from '@/components/card-media/card-image';
import { CardImageField } from './card-image-field';
import { CardVoiceField } from './card-voice-field';

function cardValues(card: Flashcard): CardFormValues {
  return { front_text: card.front_text, back_text: card.back_text, explanation: card.explanation ?? '' };
}

function CardSide({
  label,
  text,
  fallback,
  cloze,
}: {
  label: string;
  text: string;
  fallback: string;
  cloze?: ClozeMode;
}) {
  return (
    <div className="grid gap-1">
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className={cn('text-sm break-words whitespace-pre-wrap', !text.trim() && 'text-muted-foreground italic')}>
        {/* A cloze card shows the deletion it tests highlighted, as study reveals it. */}
        {text.trim() ? <RichText text={text} cloze={cloze} revealed /> : fallback}
      </dd>
    </div>
  );
}

/** One card of the edit screen: read view, or the inline editor when it is the card being edited. */
export function FlashcardItem({
  card,
  number,
  editing,
  onEdit,
  onDoneEditing,
  onDirtyChange,
}: {
  card: Flashcard;
  number: number;
  editing: boolean;
  onEdit: () => void;
  onDoneEditing: () => void;
  /** Whether the open editor holds changes that are not saved. */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const updateCard = useUpdateCardMutation();
  const deleteCard = useDeleteCardMutation();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setValue,
    formState: { errors },
  } = useForm<CardFormValues>({
    defaultValues: cardValues(card),
    resolver: cardFormResolver,
    // Errors show on Save and then follow each edit; focus stays where the user is.
    shouldFocusError: false,
  });
  const draft = watch();
  const mediaOf = (c: Flashcard) => ({
    front_image_id: c.front_image_id ?? null,
    back_image_id: c.back_image_id ?? null,
    audio_id: c.audio_id ?? null,
  });
  const [media, setMedia] = useState(() => mediaOf(card));
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const title = `Card #${number}`;
  const cloze = card.cloze_index ?? undefined;
  // Against the card as it is now, not as it was when editing began, so a refetch cannot hide edits.
  const dirty =
    editing &&
    (draft.front_text !== card.front_text ||
      draft.back_text !== card.back_text ||
      draft.explanation !== (card.explanation ?? '') ||
      media.front_image_id !== (card.front_image_id ?? null) ||
      media.back_image_id !== (card.back_image_id ?? null) ||
      media.audio_id !== (card.audio_id ?? null));
  useEffect(() => {
    if (editing) onDirtyChange?.(dirty);
  }, [editing, dirty, onDirtyChange]);

  const startEditing = () => {
    reset(cardValues(card));
    setMedia(mediaOf(card));
    onEdit();
  };

  // Only media that changed are sent, so a text edit never touches the card's images or clip.
  const changedMedia = () => {
    const before = mediaOf(card);
    return Object.fromEntries(
      (Object.keys(media) as (keyof typeof media)[]).filter((k) => media[k] !== before[k]).map((k) => [k, media[k]]),
    );
  };

  const update = (values: CardFormValues) => {
    updateCard.mutate(
      { deckId: card.deck_id, cardId: card.id, card: { ...draftPayload(values), ...changedMedia() } },
      {
        onSuccess: () => {
          toast({ title: 'Flashcard updated', variant: 'success' });
          onDoneEditing();
        },
        onError: () => toast({ title: 'Update failed', description: UPDATE_CARD_FAILED, variant: 'destructive' }),
      },
    );
  };

  const save = handleSubmit(update, (errors) => toastIncompleteCard(errors));

  return (
    <Card className={cn('p-4 sm:p-5', editing && 'border-primary/40 ring-4 ring-primary/10')}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 text-sm font-semibold text-primary">
          {title}
          {cloze !== undefined && (
            <span className="rounded-full bg-accent px-2 py-px text-xs font-semibold text-accent-foreground">
              Cloze {cloze}
            </span>
          )}
        </h3>
        {!editing && (
          <div className="-my-1.5 -mr-2 flex gap-1">
            <Button variant="ghost" size="icon" className="size-9" onClick={startEditing} aria-label={`Edit ${title}`}>
              <PencilIcon aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-9 text-destructive hover:bg-destructive-soft"
              onClick={() => setConfirmingDelete(true)}
              aria-label={`Delete ${title}`}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          </div>
        )}
      </div>

      {editing ? (
        <form
          onSubmit={(event) => {
            if (updateCard.isPending) event.preventDefault();
            else void save(event);
          }}
          noValidate
          aria-label={`Edit ${title}`}
          className="grid gap-4"
        >
          <CardFormFields
            register={register}
            setValue={setValue}
            values={draft}
            errors={errors}
            disabled={updateCard.isPending}
            autoFocus
          />
          <div className="flex flex-wrap items-start gap-2">
            <CardImageField
              side="front"
              cardNumber={number}
              imageId={media.front_image_id}
              onChange={(front_image_id) => setMedia((m) => ({ ...m, front_image_id }))}
            />
            <CardImageField
              side="back"
              cardNumber={number}
              imageId={media.back_image_id}
              onChange={(back_image_id) => setMedia((m) => ({ ...m, back_image_id }))}
            />
            <CardVoiceField
              cardNumber={number}
              audioId={media.audio_id}
              onChange={(audio_id) => setMedia((m) => ({ ...m, audio_id }))}
            />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onDoneEditing} disabled={updateCard.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={updateCard.isPending}>
              {updateCard.isPending ? 'Saving...' : 'Save'}
            </Button>
          </div>
        </form>
      ) : (
        <dl className="grid gap-3">
          {(card.front_image_id || card.back_image_id) && (
            <div className="flex flex-wrap gap-2">
              {card.front_image_id && (
                <CardImage
                  fileId={card.front_image_id}
                  alt={`Image on the front of card ${number}`}
                  className="h-20 w-32 border border-border bg-muted"
                />
              )}
              {card.back_image_id && (
                <CardImage
                  fileId={card.back_image_id}
                  alt={`Image on the back of card ${number}`}
                  className="h-20 w-32 border border-border bg-muted"
                />
              )}
            </div>
          )}
          <CardSide label="Question" text={card.front_text} fallback="No question text" cloze={cloze} />
          {(cloze === undefined || card.back_text.trim()) && (
            <CardSide label="Answer" text={card.back_text} fallback="No answer text" />
          )}
          {card.explanation?.trim() && (
            <div className="grid gap-1 rounded-xl bg-muted/70 p-3">
              <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Explanation</dt>
              <dd className="text-sm break-words whitespace-pre-wrap text-muted-foreground">
                <RichText text={card.explanation} />
              </dd>
            </div>
          )}
        </dl>
      )}

      <AlertDialog open={confirmingDelete} onOpenChange={(open) => !deleteCard.isPending && setConfirmingDelete(open)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete {title}?</AlertDialogTitle>
            <AlertDialogDescription>
              {cloze === undefined
                ? 'This flashcard and its review history will be deleted. This cannot be undone.'
                : 'This cloze note, with every card made from it and their review history, will be deleted. This cannot be undone.'}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={deleteCard.isPending}>Cancel</AlertDialogCancel>
            <AlertDialogAction
              disabled={deleteCard.isPending}
              onClick={(event) => {
                event.preventDefault();
                deleteCard.mutate(
                  { deckId: card.deck_id, cardId: card.id },
                  {
                    onSuccess: () => {
                      setConfirmingDelete(false);
                      toast({ title: 'Flashcard deleted', variant: 'success' });
                    },
                    onError: () => {
                      setConfirmingDelete(false);
                      toast({ title: 'Delete failed', description: DELETE_CARD_FAILED, variant: 'destructive' });
                    },
                  },
                );
              }}
            >
              {deleteCard.isPending ? 'Deleting...' : 'Delete'}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
