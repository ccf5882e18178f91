import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVerticalIcon, Trash2Icon } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import type { BuilderCard } from './builder-card';
import { CardImageField } from './card-image-field';
import { CardPreview } from './card-preview';
import { ClozeButton } from './cloze-button';
import { CardVoiceField } from './card-voice-field';

export function SortableCardEditor({
  card,
  number,
  canDelete,
  onChange,
  onDelete,
}: {
  card: BuilderCard;
  number: number;
  canDelete: boolean;
  onChange: (card: BuilderCard) => void;
  onDelete: () => void;
}) {
  const ids = { front: useId(), back: useId() };
  const frontRef = useRef<HTMLTextAreaElement>(null);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: card.key,
  });
  const title = `Card #${number}`;

  return (
    <Card
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('relative p-4 sm:p-5', isDragging && 'z-10 shadow-lifted ring-4 ring-primary/20')}
      data-testid="builder-card"
    >
      <div className="mb-3 flex items-center gap-2">
        <button
          ref={setActivatorNodeRef}
          type="button"
          {...attributes}
          {...listeners}
          aria-label={`Reorder ${title}`}
          className="-ml-1.5 inline-flex size-9 cursor-grab touch-none items-center justify-center rounded-lg text-muted-foreground transition-colors outline-none hover:bg-muted hover:text-foreground focus-visible:ring-4 focus-visible:ring-primary/25 active:cursor-grabbing"
        >
          <GripVerticalIcon className="size-5" aria-hidden="true" />
        </button>
        <h3 className="text-sm font-semibold text-primary">{title}</h3>
        {/* A disabled button gets no pointer events, so the explanation sits on its wrapper. */}
        <span className="ml-auto" title={canDelete ? undefined : 'A deck needs at least one card'}>
          <Button
            variant="ghost"
            size="icon"
            className="size-9 text-destructive hover:bg-destructive-soft"
            onClick={onDelete}
            disabled={!canDelete}
            aria-label={`Delete ${title}`}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </span>
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <div className="grid content-start gap-2">
          <div className="flex min-h-8 items-center justify-between gap-2">
            <Label htmlFor={ids.front}>Front (Question)</Label>
            <ClozeButton textareaRef={frontRef} value={card.front} onChange={(front) => onChange({ ...card, front })} />
          </div>
          <Textarea
            ref={frontRef}
            id={ids.front}
            value={card.front}
            maxLength={5000}
            rows={3}
            placeholder="e.g. What is the powerhouse of the cell?"
            onChange={(e) => onChange({ ...card, front: e.target.value })}
          />
        </div>
        <div className="grid content-start gap-2">
          <div className="flex min-h-8 items-center">
            <Label htmlFor={ids.back}>Back (Answer)</Label>
          </div>
          <Textarea
            id={ids.back}
            value={card.back}
            maxLength={5000}
            rows={3}
            placeholder="e.g. The mitochondria"
            onChange={(e) => onChange({ ...card, back: e.target.value })}
          />
        </div>
      </div>

      <CardPreview front={card.front} back={card.back} className="mt-3" />

      <div className="mt-3 flex flex-wrap items-start gap-2">
        <CardImageField
          side="front"
          cardNumber={number}
          imageId={card.frontImageId ?? null}
          onChange={(frontImageId) => onChange({ ...card, frontImageId })}
        />
        <CardImageField
          side="back"
          cardNumber={number}
          imageId={card.backImageId ?? null}
          onChange={(backImageId) => onChange({ ...card, backImageId })}
        />
        <CardVoiceField
          cardNumber={number}
          audioId={card.audioId ?? null}
          onChange={(audioId) => onChange({ ...card, audioId })}
        />
      </div>
    </Card>
  );
}
