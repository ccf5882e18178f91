import type { Dispatch, SetStateAction } from 'react';
import { toast } from '@/lib/toast-store';
import { useHighYieldDeckMutation } from '../api/get-high-yield-deck';
import { isBlank, newBuilderCard, type BuilderCard } from '../components/builder-card';
import type { DeckFields, ExistingDeck } from './builder-draft';

/** Two questions that differ only in case or spacing are the same card. */
const questionKey = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** AI Assist: suggested cards for the deck's topic, added to the builder without repeats. */
export function useAiSuggestions({
  existing,
  fields,
  cards,
  setCards,
}: {
  existing: ExistingDeck | undefined;
  fields: DeckFields;
  cards: readonly BuilderCard[];
  setCards: Dispatch<SetStateAction<BuilderCard[]>>;
}) {
  const highYield = useHighYieldDeckMutation();

  // AI Assist works from the deck's own details in add mode.
  const assist = existing
    ? {
        topic: existing.topic ?? '',
        subject: existing.subject ?? '',
        examBoard: existing.exam_board ?? '',
        qualification: existing.qualification ?? '',
      }
    : {
        topic: fields.topic,
        subject: fields.subject,
        examBoard: fields.examBoard,
        qualification: fields.qualification,
      };
  // A missing qualification is reported on Generate with the spec's own error text (§5).
  const missing = [
    !assist.topic.trim() && 'a topic',
    !assist.subject.trim() && 'a subject',
    !assist.examBoard.trim() && 'an exam board',
  ].filter((m): m is string => Boolean(m));

  const generate = () => {
    highYield.mutate(assist, {
      onSuccess: (suggested) => {
        if (suggested.length === 0) {
          toast({
            title: 'No suggestions yet',
            description: `We couldn't find material on "${assist.topic.trim()}" in your summaries and decks.`,
          });
          return;
        }
        // A second press must not add the same suggestions again.
        const known = new Set(cards.map((c) => questionKey(c.front)));
        const fresh = suggested.filter((s) => {
          const key = questionKey(s.front);
          if (known.has(key)) return false;
          known.add(key);
          return true;
        });
        if (fresh.length === 0) {
          toast({ title: 'No new suggestions', description: 'Every suggestion is already in your cards.' });
          return;
        }
        // Blank cards would only be dropped on save, so suggestions take their place.
        setCards((list) => [...list.filter((c) => !isBlank(c)), ...fresh.map((s) => newBuilderCard(s.front, s.back))]);
        toast({
          title: 'Cards generated',
          description: `Added ${fresh.length} suggested ${fresh.length === 1 ? 'card' : 'cards'}. Review and edit them before saving.`,
          variant: 'success',
        });
      },
      onError: (error) => toast({ title: 'Generation Failed', description: error.message, variant: 'destructive' }),
    });
  };

  return { generate, missing, pending: highYield.isPending };
}
