import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { BUILDER_EXAM_BOARDS, BUILDER_QUALIFICATIONS, BUILDER_SUBJECTS } from '@revisely/contracts';
import { ArrowLeftIcon, PlusIcon, SaveIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/app/routes';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { DraftRestoredNote } from '@/components/drafts/draft-restored-note';
import { draftKey, useDraftAutosave, useRestoredDraft } from '@/lib/drafts';
import { toast } from '@/lib/toast-store';
import { useAddCardsMutation } from '../api/add-cards';
import { useCreateDeckMutation } from '../api/create-deck';
import { useHighYieldDeckMutation } from '../api/get-high-yield-deck';
import {
  BuilderDraftSchema,
  DEFAULT_DECK_FIELDS,
  builderDraftName,
  draftCards,
  toBuilderDraft,
  type DeckFields,
} from '../lib/builder-draft';
import { AiAssistPanel } from './ai-assist-panel';
import { isBlank, newBuilderCard, toCardPayload, type BuilderCard } from './builder-card';
import { OptionSelect, toOptions } from './option-select';
import { SortableCardEditor } from './sortable-card-editor';

const subjects = toOptions(BUILDER_SUBJECTS);
const qualifications = toOptions(BUILDER_QUALIFICATIONS);
const examBoards = toOptions(BUILDER_EXAM_BOARDS);

/** Two questions that differ only in case or spacing are the same card. */
const questionKey = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** The deck being added to (add mode); its details feed AI Assist. */
export interface ExistingDeck {
  id: string;
  name: string;
  subject: string | null;
  topic: string | null;
  exam_board: string | null;
  qualification: string | null;
}

/** Without a `userId` nothing is kept as a draft. */
export function DeckBuilder({ existing, userId }: { existing?: ExistingDeck; userId?: string }) {
  const navigate = useNavigate();
  const createDeck = useCreateDeckMutation();
  const addCards = useAddCardsMutation();
  const highYield = useHighYieldDeckMutation();
  const ids = { name: useId(), subject: useId(), qualification: useId(), examBoard: useId(), topic: useId() };
  const listRef = useRef<HTMLOListElement>(null);

  const key = userId ? draftKey(userId, builderDraftName(existing?.id)) : null;
  const restored = useRestoredDraft(key, BuilderDraftSchema);
  const [fields, setFields] = useState<DeckFields>(() => restored?.data.fields ?? DEFAULT_DECK_FIELDS);
  const [cards, setCards] = useState<BuilderCard[]>(() => (restored ? draftCards(restored.data) : [newBuilderCard()]));
  const [showRestored, setShowRestored] = useState(restored !== null);
  const draft = useDraftAutosave(key, toBuilderDraft(existing ? undefined : fields, cards));

  const discardDraft = () => {
    draft.clear();
    setFields(DEFAULT_DECK_FIELDS);
    setCards([newBuilderCard()]);
    setShowRestored(false);
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const saving = createDeck.isPending || addCards.isPending;
  const filledCards = cards.filter((c) => !isBlank(c)).length;
  const canSave = existing ? filledCards > 0 : Boolean(fields.name.trim() && fields.subject);

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

  const set =
    <K extends keyof DeckFields>(key: K) =>
    (value: DeckFields[K]) =>
      setFields((f) => ({ ...f, [key]: value }));

  const focusCard = (index: number) => {
    // After React commits the new card.
    requestAnimationFrame(() => {
      listRef.current?.querySelectorAll<HTMLTextAreaElement>('textarea')[index * 2]?.focus();
    });
  };

  const addCard = () => {
    setCards((list) => [...list, newBuilderCard()]);
    focusCard(cards.length);
  };

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

  const save = () => {
    if (!canSave || saving) return;
    const payloadCards = toCardPayload(cards);
    if (existing) {
      addCards.mutate(
        { deckId: existing.id, cards: payloadCards },
        {
          onSuccess: (added) => {
            draft.clear();
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
        description: null,
        tags: [],
        userPlan: 'free',
        cards: payloadCards,
      },
      {
        onSuccess: (deck) => {
          draft.clear();
          void navigate(paths.studyDeck(deck.id));
        },
        onError: () => toast({ title: 'Error saving deck', description: 'Please try again.', variant: 'destructive' }),
      },
    );
  };

  const numberOf = (id: UniqueIdentifier) => cards.findIndex((c) => c.key === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up Card #${numberOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Card #${numberOf(active.id)} is over position ${numberOf(over.id)}.`
        : `Card #${numberOf(active.id)} is not over a position.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Card #${numberOf(active.id)} was moved to position ${numberOf(over.id)}.`
        : `Card #${numberOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Reordering cancelled. Card #${numberOf(active.id)} was dropped.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setCards((list) => {
      const from = list.findIndex((c) => c.key === active.id);
      const to = list.findIndex((c) => c.key === over.id);
      return from < 0 || to < 0 ? list : arrayMove(list, from, to);
    });
  };

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
            <Card>
              <CardHeader>
                <CardTitle className="text-lg">Deck details</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-4 sm:grid-cols-2">
                <div className="grid gap-2 sm:col-span-2">
                  <Label htmlFor={ids.name}>Deck Title</Label>
                  <Input
                    id={ids.name}
                    value={fields.name}
                    maxLength={200}
                    placeholder="e.g. Cell Biology Essentials"
                    onChange={(e) => set('name')(e.target.value)}
                    required
                  />
                </div>
                <div className="grid gap-2">
                  <Label htmlFor={ids.subject}>Subject</Label>
                  <OptionSelect
                    id={ids.subject}
                    value={fields.subject}
                    onValueChange={set('subject')}
                    options={subjects}
                    placeholder="Choose a subject"
                  />
                </div>
                <div className="grid gap-2">
                  <Label htmlFor={ids.qualification}>Qualification</Label>
                  <OptionSelect
                    id={ids.qualification}
                    value={fields.qualification}
                    onValueChange={set('qualification')}
                    options={qualifications}
                    placeholder="Choose a qualification"
                  />
                </div>
                <div className="grid gap-2">
                  <Label htmlFor={ids.examBoard}>Exam Board</Label>
                  <OptionSelect
                    id={ids.examBoard}
                    value={fields.examBoard}
                    onValueChange={set('examBoard')}
                    options={examBoards}
                    placeholder="Choose an exam board"
                  />
                </div>
                <div className="grid gap-2">
                  <Label htmlFor={ids.topic}>Topic</Label>
                  <Input
                    id={ids.topic}
                    value={fields.topic}
                    maxLength={200}
                    placeholder="e.g. Cell structure"
                    onChange={(e) => set('topic')(e.target.value)}
                  />
                </div>
              </CardContent>
            </Card>
          )}

          <section aria-labelledby="builder-cards-heading" className="grid gap-3">
            <div className="flex items-baseline justify-between gap-3">
              <h2 id="builder-cards-heading" className="text-lg font-semibold tracking-tight">
                Cards
              </h2>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {cards.length} {cards.length === 1 ? 'card' : 'cards'}
              </p>
            </div>
            <DndContext
              sensors={sensors}
              collisionDetection={closestCenter}
              onDragEnd={onDragEnd}
              accessibility={{
                announcements,
                screenReaderInstructions: {
                  draggable:
                    'To reorder a card, press Space or Enter to pick it up, use the arrow keys to move it, then press Space or Enter again to drop it, or Escape to cancel.',
                },
              }}
            >
              <SortableContext items={cards.map((c) => c.key)} strategy={verticalListSortingStrategy}>
                <ol ref={listRef} className="grid gap-3" aria-label="Cards in this deck">
                  {cards.map((card, index) => (
                    <li key={card.key}>
                      <SortableCardEditor
                        card={card}
                        number={index + 1}
                        canDelete={cards.length > 1}
                        onChange={(next) => setCards((list) => list.map((c) => (c.key === next.key ? next : c)))}
                        onDelete={() =>
                          setCards((list) => (list.length > 1 ? list.filter((c) => c.key !== card.key) : list))
                        }
                      />
                    </li>
                  ))}
                </ol>
              </SortableContext>
            </DndContext>
            <Button variant="outline" size="lg" className="border-dashed" onClick={addCard}>
              <PlusIcon aria-hidden="true" />
              Add New Card
            </Button>
          </section>
        </div>

        <aside className="lg:sticky lg:top-10" aria-label="AI Assist">
          <AiAssistPanel
            canGenerate={missing.length === 0}
            missing={missing}
            editDetailsHref={existing ? paths.editDeck(existing.id) : undefined}
            pending={highYield.isPending}
            onGenerate={generate}
          />
        </aside>
      </div>
    </div>
  );
}
