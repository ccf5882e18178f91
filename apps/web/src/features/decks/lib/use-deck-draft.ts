import { useState } from 'react';
import { draftKey, useDraftAutosave, useRestoredDraft } from '@/lib/drafts';
import { newBuilderCard, type BuilderCard } from '../components/builder-card';
import {
  BuilderDraftSchema,
  DEFAULT_DECK_FIELDS,
  builderDraftName,
  draftCards,
  toBuilderDraft,
  type DeckFields,
} from './builder-draft';

/**
 * The builder's deck details and cards, restored from and saved to a local draft. Without a
 * `userId` nothing is kept. In add mode (a `deckId`) only the cards are drafted.
 */
export function useDeckDraft({ deckId, userId }: { deckId: string | undefined; userId: string | undefined }) {
  const key = userId ? draftKey(userId, builderDraftName(deckId)) : null;
  const restored = useRestoredDraft(key, BuilderDraftSchema);
  const [fields, setFields] = useState<DeckFields>(() => restored?.data.fields ?? DEFAULT_DECK_FIELDS);
  const [cards, setCards] = useState<BuilderCard[]>(() => (restored ? draftCards(restored.data) : [newBuilderCard()]));
  const [showRestored, setShowRestored] = useState(restored !== null);
  const draft = useDraftAutosave(key, toBuilderDraft(deckId ? undefined : fields, cards));

  const setField =
    <K extends keyof DeckFields>(name: K) =>
    (value: DeckFields[K]) =>
      setFields((current) => ({ ...current, [name]: value }));

  const discardDraft = () => {
    draft.clear();
    setFields(DEFAULT_DECK_FIELDS);
    setCards([newBuilderCard()]);
    setShowRestored(false);
  };

  return { fields, setField, cards, setCards, showRestored, discardDraft, clearDraft: draft.clear };
}
