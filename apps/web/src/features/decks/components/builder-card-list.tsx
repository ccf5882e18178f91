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
import { PlusIcon } from 'lucide-react';
import { useRef, type Dispatch, type SetStateAction } from 'react';
import { Button } from '@/components/ui/button';
import { newBuilderCard, type BuilderCard } from './builder-card';
import { SortableCardEditor } from './sortable-card-editor';

/** The builder's cards: edit, delete, add and reorder by drag or keyboard. */
export function BuilderCardList({
  cards,
  setCards,
}: {
  cards: readonly BuilderCard[];
  setCards: Dispatch<SetStateAction<BuilderCard[]>>;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

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
                  onDelete={() => setCards((list) => (list.length > 1 ? list.filter((c) => c.key !== card.key) : list))}
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
  );
}
