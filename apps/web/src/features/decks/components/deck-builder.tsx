import { ArrowLeftIcon, SaveIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { DraftRestoredNote } from '@/components/drafts/draft-restored-note';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import type { ExistingDeck } from '../lib/builder-draft';
import { useAiSuggestions } from '../lib/use-ai-suggestions';
import { useDeckDraft } from '../lib/use-deck-draft';
import { useSaveDeck } from '../lib/use-save-deck';
import { AiAssistPanel } from './ai-assist-panel';
import { BuilderCardList } from './builder-card-list';
import { BuilderDeckDetails } from './builder-deck-details';

/** Spec §3 deck builder: a new deck (details and cards), or cards added to `existing`. Without a `userId` nothing is kept as a draft. */
export function DeckBuilder({ existing, userId }: { existing?: ExistingDeck; userId?: string }) {
  const { fields, setField, cards, setCards, showRestored, discardDraft, clearDraft } = useDeckDraft({
    deckId: existing?.id,
    userId,
  });
  const suggestions = useAiSuggestions({ existing, fields, cards, setCards });
  const { save, saving, canSave, examDateValid } = useSaveDeck({ existing, fields, cards, onSaved: clearDraft });

  return (
    <div className="grid gap-6 lg:gap-8">
      <div className="grid gap-3">
        <Link
          to={paths.flashcards}
          className="inline-flex w-fit items-center gap-1.5 rounded-lg text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          Decks
        </Link>
        <PageHeader
          title={existing ? 'Add Cards' : 'Create Deck'}
          description={
            existing ? (
              <>
                to: <span className="font-semibold text-foreground">{existing.name}</span>
              </>
            ) : (
              'Write your own cards, or let AI Assist suggest some.'
            )
          }
          actions={
            <Button onClick={save} disabled={!canSave || saving}>
              <SaveIcon aria-hidden="true" />
              {saving ? 'Saving...' : 'Save'}
            </Button>
          }
        />
      </div>

      {showRestored && <DraftRestoredNote onStartOver={discardDraft} />}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="grid gap-6">
          {!existing && (
            <BuilderDeckDetails fields={fields} onFieldChange={setField} examDateInvalid={!examDateValid} />
          )}
          <BuilderCardList cards={cards} setCards={setCards} />
        </div>

        <aside className="lg:sticky lg:top-10" aria-label="AI Assist">
          <AiAssistPanel
            canGenerate={suggestions.missing.length === 0}
            missing={suggestions.missing}
            editDetailsHref={existing ? paths.editDeck(existing.id) : undefined}
            pending={suggestions.pending}
            onGenerate={suggestions.generate}
          />
        </aside>
      </div>
    </div>
  );
}
