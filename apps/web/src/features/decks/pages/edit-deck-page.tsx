import { ArrowLeftIcon, PlusIcon, RotateCwIcon, SaveIcon, XIcon } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeckQuery } from '../api/get-deck';
import { FETCH_FLASHCARDS_FAILED, useDeckCardsQuery } from '../api/get-deck-cards';
import { AddCardPanel } from '../components/add-card-panel';
import { DECK_DETAILS_FORM_ID, DeckDetailsForm } from '../components/deck-details-form';
import { DiscardChangesDialog } from '../components/discard-changes-dialog';
import { ExamForecastCard } from '../components/exam-forecast-card';
import { FlashcardItem } from '../components/flashcard-item';

function EditDeckSkeleton() {
  return (
    <div role="status" aria-label="Loading deck" className="grid gap-6">
      <Skeleton className="h-9 w-48" />
      <Card className="grid gap-4 p-6 sm:grid-cols-2">
        <Skeleton className="h-11 sm:col-span-2" />
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
      </Card>
      <Skeleton className="h-32 rounded-2xl" />
      <Skeleton className="h-32 rounded-2xl" />
    </div>
  );
}

export function EditDeckPage() {
  const { id = '' } = useParams();
  const deck = useDeckQuery(id);
  const cards = useDeckCardsQuery(id);
  const [saving, setSaving] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const addPanelId = useId();
  const navigate = useNavigate();
  // Card work not yet saved: an open editor with changes, or text in the add panel. It is never
  // thrown away without asking (switching cards, leaving) and the browser warns on reload.
  const [editDirty, setEditDirty] = useState(false);
  const [addDirty, setAddDirty] = useState(false);
  const [switchTo, setSwitchTo] = useState<string | null>(null);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const unsaved = (editingId !== null && editDirty) || (adding && addDirty);
  const onEditDirtyChange = useCallback((dirty: boolean) => setEditDirty(dirty), []);
  const onAddDirtyChange = useCallback((dirty: boolean) => setAddDirty(dirty), []);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const startEditing = (cardId: string) => {
    if (editingId !== null && editingId !== cardId && editDirty) setSwitchTo(cardId);
    else {
      setEditDirty(false);
      setEditingId(cardId);
    }
  };
  const leave = () => {
    if (unsaved) setConfirmLeave(true);
    else void navigate(paths.flashcards);
  };

  if (deck.isPending) return <EditDeckSkeleton />;

  if (deck.isError) {
    return (
      <Card role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-12 text-center">
        <p className="text-base font-semibold">Failed to load deck for editing.</p>
        <Button asChild variant="outline">
          <Link to={paths.flashcards}>
            <ArrowLeftIcon aria-hidden="true" />
            Back to Flashcards
          </Link>
        </Button>
      </Card>
    );
  }

  const list = cards.data ?? [];

  return (
    <div className="grid gap-6 lg:gap-8">
      <PageHeader
        title="Edit Deck"
        description={deck.data.name}
        actions={
          <>
            <Button asChild variant="outline">
              <Link
                to={paths.flashcards}
                onClick={(event) => {
                  if (!unsaved) return;
                  event.preventDefault();
                  setConfirmLeave(true);
                }}
              >
                <XIcon aria-hidden="true" />
                Cancel
              </Link>
            </Button>
            <Button type="submit" form={DECK_DETAILS_FORM_ID} disabled={saving}>
              <SaveIcon aria-hidden="true" />
              {saving ? 'Saving...' : 'Save Changes'}
            </Button>
          </>
        }
      />

      {/* Keyed by deck so a refetch after saving does not overwrite what the user is typing. */}
      <DeckDetailsForm key={deck.data.id} deck={deck.data} onPendingChange={setSaving} onSaved={leave} />

      <ExamForecastCard deck={deck.data} />

      <nav aria-label="Practise this deck" className="flex flex-wrap items-center gap-2">
        <span className="mr-1 text-sm font-semibold">Practise:</span>
        {(
          [
            ['Learn', paths.learnDeck],
            ['Test', paths.testDeck],
            ['Match', paths.matchDeck],
          ] as const
        ).map(([label, to]) => (
          <Button key={label} asChild variant="outline" size="sm">
            <Link to={to(deck.data.id)}>{label}</Link>
          </Button>
        ))}
      </nav>

      <section aria-labelledby="flashcards-heading" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="flashcards-heading" className="text-lg font-semibold tracking-tight">
            Flashcards{' '}
            <span className="ml-1 rounded-full bg-accent px-2 py-0.5 align-middle text-sm font-semibold text-accent-foreground">
              {cards.isSuccess ? list.length : deck.data.total_cards}
            </span>
          </h2>
          <Button
            variant={adding ? 'secondary' : 'primary'}
            onClick={() => setAdding((open) => !open)}
            aria-expanded={adding}
            aria-controls={adding ? addPanelId : undefined}
          >
            <PlusIcon aria-hidden="true" />
            Add Card
          </Button>
        </div>

        {adding && (
          <AddCardPanel
            id={addPanelId}
            deckId={id}
            onClose={() => {
              setAdding(false);
              setAddDirty(false);
            }}
            onDirtyChange={onAddDirtyChange}
          />
        )}

        {cards.isPending ? (
          <div role="status" aria-label="Loading flashcards" className="grid gap-3">
            <Skeleton className="h-32 rounded-2xl" />
            <Skeleton className="h-32 rounded-2xl" />
          </div>
        ) : cards.isError ? (
          <Card role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center">
            <p className="font-semibold text-destructive">{FETCH_FLASHCARDS_FAILED}</p>
            <Button variant="outline" onClick={() => void cards.refetch()}>
              <RotateCwIcon aria-hidden="true" />
              Try again
            </Button>
          </Card>
        ) : list.length === 0 ? (
          <Card className="flex flex-col items-center gap-1 border-dashed px-6 py-12 text-center">
            <p className="font-medium">No flashcards in this deck yet.</p>
            <p className="text-sm text-muted-foreground">Click “Add Card” to create your first flashcard.</p>
          </Card>
        ) : (
          <ol aria-label="Flashcards" className="grid gap-3">
            {list.map((card, index) => (
              <li key={card.id}>
                <FlashcardItem
                  card={card}
                  number={index + 1}
                  editing={editingId === card.id}
                  onEdit={() => startEditing(card.id)}
                  onDoneEditing={() => {
                    setEditingId(null);
                    setEditDirty(false);
                  }}
                  onDirtyChange={onEditDirtyChange}
                />
              </li>
            ))}
          </ol>
        )}
      </section>

      <DiscardChangesDialog
        open={switchTo !== null}
        title={`Discard changes to Card #${list.findIndex((c) => c.id === editingId) + 1}?`}
        description="Your changes to this card have not been saved."
        confirmLabel="Discard changes"
        onCancel={() => setSwitchTo(null)}
        onConfirm={() => {
          setEditDirty(false);
          setEditingId(switchTo);
          setSwitchTo(null);
        }}
      />
      <DiscardChangesDialog
        open={confirmLeave}
        title="Leave without saving your card?"
        description="A flashcard you are writing or editing has not been saved yet."
        confirmLabel="Leave"
        onCancel={() => setConfirmLeave(false)}
        onConfirm={() => {
          setConfirmLeave(false);
          void navigate(paths.flashcards);
        }}
      />
    </div>
  );
}
