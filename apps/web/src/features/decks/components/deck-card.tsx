import type { Deck } from '@revisely/contracts';
import { EllipsisVerticalIcon, GraduationCapIcon, PencilIcon, PlayIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { CardImage } from '@/components/card-media/card-image';
import { ExamRecall } from '@/components/exam/exam-recall';
import { SubjectIcon } from '@/components/subject/subject-icon';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { DeleteDeckDialog } from './delete-deck-dialog';
import { DifficultyBadge } from './difficulty-badge';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function DeckCard({ deck }: { deck: Deck }) {
  const navigate = useNavigate();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const details = [deck.subject, deck.topic].filter(Boolean).join(' · ');
  const headingId = `deck-${deck.id}-name`;

  return (
    <Card
      className="group flex w-full min-w-0 flex-col gap-4 p-5 transition-shadow hover:shadow-lifted"
      aria-labelledby={headingId}
      role="article"
    >
      <div className="flex items-start gap-3">
        {deck.cover_image_id ? (
          <CardImage
            fileId={deck.cover_image_id}
            alt={`Image on the first card of ${deck.name}`}
            className="size-11 shrink-0 border border-border bg-muted object-cover"
          />
        ) : (
          <SubjectIcon subject={deck.subject} />
        )}
        <div className="min-w-0 flex-1">
          {/* Two lines at most; the full name is the heading's text and its title. */}
          <h2
            id={headingId}
            className="line-clamp-2 text-base font-semibold tracking-tight break-words"
            title={deck.name}
          >
            {deck.name}
          </h2>
          <p className="truncate text-sm text-muted-foreground">{details || 'No subject'}</p>
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              className="-mt-1.5 -mr-2 size-9 text-muted-foreground"
              aria-label={`Deck options for ${deck.name}`}
            >
              <EllipsisVerticalIcon aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="min-w-44">
            <DropdownMenuItem onSelect={() => void navigate(paths.editDeck(deck.id))}>
              <PencilIcon aria-hidden="true" />
              Edit Deck
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={() => setConfirmingDelete(true)}>
              <Trash2Icon aria-hidden="true" />
              Delete Deck
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>

      <div className="flex flex-wrap items-center gap-1.5">
        <DifficultyBadge difficulty={deck.difficulty} />
        {deck.qualification && (
          <Badge variant="outline">
            <GraduationCapIcon aria-hidden="true" />
            {deck.qualification}
          </Badge>
        )}
        {deck.exam_board && <Badge variant="outline">{deck.exam_board}</Badge>}
        <ExamRecall
          deckId={deck.id}
          daysLeft={deck.examDaysLeft}
          examDate={deck.examDate}
          targetRetention={deck.targetRetention}
        />
      </div>

      <dl className="mt-auto grid grid-cols-2 gap-2 rounded-xl bg-muted/70 p-3 text-center">
        <div>
          <dt className="text-xs text-muted-foreground">Cards</dt>
          <dd className="text-lg font-bold tabular-nums">{deck.total_cards}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Due now</dt>
          <dd className={`text-lg font-bold tabular-nums ${deck.due_cards > 0 ? 'text-primary' : ''}`}>
            {deck.due_cards}
          </dd>
        </div>
      </dl>

      <div className="flex gap-2">
        <Button asChild className="flex-1">
          <Link
            to={paths.studyDeck(deck.id)}
            aria-label={`Study ${deck.name}, ${plural(deck.due_cards, 'card', 'cards')} due`}
          >
            <PlayIcon aria-hidden="true" />
            Study
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.addCards(deck.id)} aria-label={`Add cards to ${deck.name}`}>
            <PlusIcon aria-hidden="true" />
            Add
          </Link>
        </Button>
      </div>

      <DeleteDeckDialog deck={deck} open={confirmingDelete} onOpenChange={setConfirmingDelete} />
    </Card>
  );
}
