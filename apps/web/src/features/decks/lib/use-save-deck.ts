import { clozeProblem, DECK_NAME_MAX, ExamDateSchema } from '@revisely/contracts';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { toast } from '@/lib/toast-store';
import { useAddCardsMutation } from '../api/add-cards';
import { useCreateDeckMutation } from '../api/create-deck';
import { isBlank, toCardPayload, type BuilderCard } from '../components/builder-card';
import type { DeckFields, ExistingDeck } from './builder-draft';

/**
 * Save: a new deck opens its study session; cards added to an existing deck return to the deck
 * list. `onSaved` runs first (the builder drops its draft).
 */
export function useSaveDeck({
  existing,
  fields,
  cards,
  onSaved,
}: {
  existing: ExistingDeck | undefined;
  fields: DeckFields;
  cards: readonly BuilderCard[];
  onSaved: () => void;
}) {
  const navigate = useNavigate();
  const createDeck = useCreateDeckMutation();
  const addCards = useAddCardsMutation();

  const saving = createDeck.isPending || addCards.isPending;
  const filledCards = cards.filter((c) => !isBlank(c)).length;
  // The date picker only yields whole dates; a browser without one could let a partial date through.
  const examDateValid = !fields.examDate || ExamDateSchema.safeParse(fields.examDate).success;
  // A name over the limit is refused here, with the message under the field, not cut short.
  const nameFits = fields.name.trim().length <= DECK_NAME_MAX;
  const canSave = existing
    ? filledCards > 0
    : Boolean(fields.name.trim() && nameFits && fields.subject && examDateValid);

  const save = () => {
    if (!canSave || saving) return;
    // A cloze front needs a deletion with an answer; say which card, rather than a 400 after the tap.
    const bad = cards.findIndex((c) => !isBlank(c) && clozeProblem(c.front) !== null);
    if (bad >= 0) {
      toast({
        title: 'Validation error',
        description: `Card #${bad + 1}: ${clozeProblem(cards[bad]!.front)}.`,
        variant: 'destructive',
      });
      return;
    }
    const payloadCards = toCardPayload(cards);
    if (existing) {
      addCards.mutate(
        { deckId: existing.id, cards: payloadCards },
        {
          onSuccess: (added) => {
            onSaved();
            toast({
              title: 'Cards added',
              description: `Added ${added.length} ${added.length === 1 ? 'card' : 'cards'} to "${existing.name}".`,
              variant: 'success',
            });
            void navigate(paths.flashcards);
          },
          onError: () =>
            toast({ title: 'Error adding cards', description: 'Please try again.', variant: 'destructive' }),
        },
      );
      return;
    }
    createDeck.mutate(
      {
        name: fields.name.trim(),
        subject: fields.subject,
        topic: fields.topic.trim() || null,
        qualification: fields.qualification || null,
        examBoard: fields.examBoard || null,
        examDate: fields.examDate || null,
        description: null,
        tags: [],
        userPlan: 'free',
        cards: payloadCards,
      },
      {
        onSuccess: (deck) => {
          onSaved();
          void navigate(paths.studyDeck(deck.id));
        },
        onError: () => toast({ title: 'Error saving deck', description: 'Please try again.', variant: 'destructive' }),
      },
    );
  };

  return { save, saving, canSave, examDateValid };
}
