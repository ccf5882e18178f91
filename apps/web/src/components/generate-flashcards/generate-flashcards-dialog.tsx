import { CARD_COUNT_OPTIONS, DEFAULT_CARD_COUNT, DIFFICULTY_OPTIONS } from '@revisely/contracts';
import { LayersIcon, PlusIcon, SparklesIcon } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useDecksQuery } from '@/api/get-decks';
import { paths } from '@/app/routes';
import { celebrationPresets } from '@/components/celebration/celebration-presets';
import { useCelebrate } from '@/components/celebration/celebration-context';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast-store';
import { GENERATION_FAILED, useGenerateFromSummaryMutation } from './generate-from-summary';

export interface GenerateFlashcardsSource {
  summaryId?: string;
  summaryText: string;
  subject: string;
  topic: string;
  qualification: string;
  examBoard?: string | null;
}

export interface GenerateFlashcardsDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  source: GenerateFlashcardsSource;
}

type Mode = 'new' | 'existing';
type CardCount = (typeof CARD_COUNT_OPTIONS)[number];
type Difficulty = (typeof DIFFICULTY_OPTIONS)[number];

const modeOptions = [
  { value: 'new', label: 'New deck' },
  { value: 'existing', label: 'Existing deck' },
] as const;
const countOptions = CARD_COUNT_OPTIONS.map((n) => ({ value: String(n), label: String(n) }));
const difficultyOptions = DIFFICULTY_OPTIONS.map((d) => ({ value: d, label: d[0]!.toUpperCase() + d.slice(1) }));

export function defaultDeckName(source: Pick<GenerateFlashcardsSource, 'subject' | 'topic'>): string {
  return `${source.subject}: ${source.topic}`;
}

/** Spec §2/§4: turns a summary into flashcards, in a new deck or appended to one of the user's decks. */
export function GenerateFlashcardsDialog({ open, onOpenChange, source }: GenerateFlashcardsDialogProps) {
  const ids = { mode: useId(), name: useId(), deck: useId(), deckHint: useId(), count: useId(), difficulty: useId() };
  const celebrate = useCelebrate();
  const generate = useGenerateFromSummaryMutation();
  const decks = useDecksQuery({ enabled: open });

  const [mode, setMode] = useState<Mode>('new');
  const [deckName, setDeckName] = useState(() => defaultDeckName(source));
  const [deckId, setDeckId] = useState('');
  const [cardCount, setCardCount] = useState<CardCount>(DEFAULT_CARD_COUNT);
  const [difficulty, setDifficulty] = useState<Difficulty>('medium');

  // Each opening starts fresh, with the name of the summary being shown now.
  useEffect(() => {
    if (!open) return;
    setMode('new');
    setDeckName(defaultDeckName(source));
    setDeckId('');
    setCardCount(DEFAULT_CARD_COUNT);
    setDifficulty('medium');
    generate.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening; the source may be a fresh object every render.
  }, [open]);

  const pending = generate.isPending;
  const needsDeck = mode === 'existing' && !deckId;
  // Generation needs all three (spec §5). A summary may lack an exam board (optional in the wizard):
  // say so up front rather than only after submitting.
  const missingDetails = [
    !source.subject.trim() && 'subject',
    !source.examBoard?.trim() && 'exam board',
    !source.qualification.trim() && 'qualification',
  ].filter((m): m is string => Boolean(m));
  const availableDecks = decks.data ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending || needsDeck) return;
    const name = deckName.trim();
    generate.mutate(
      {
        ...(mode === 'existing' ? { deckId } : {}),
        payload: {
          ...(source.summaryId ? { summaryId: source.summaryId } : {}),
          summaryText: source.summaryText,
          subject: source.subject,
          topic: source.topic,
          qualification: source.qualification,
          ...(source.examBoard ? { examBoard: source.examBoard } : {}),
          ...(mode === 'new' ? { deckName: name || defaultDeckName(source) } : {}),
          cardCount,
          difficulty,
        },
      },
      {
        onSuccess: (result) => {
          onOpenChange(false);
          const count = result.cards.length;
          toast({
            title: 'Flashcards Generated! 🎉',
            description:
              mode === 'new'
                ? `Created ${count} flashcards. +${result.xpAwarded} XP earned!`
                : `Added ${count} flashcards to "${result.deckName}". +${result.xpAwarded} XP earned!`,
            variant: 'success',
          });
          if (result.leveledUp) {
            toast({ title: `LEVEL UP! You reached Level ${result.newLevel}!`, variant: 'success' });
            celebrate(celebrationPresets.levelUp(result.newLevel));
          }
        },
        onError: (error) => {
          toast({
            title: 'Generation Failed',
            description: error.message || GENERATION_FAILED,
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <span className="brand-gradient mx-auto mb-1 flex size-11 items-center justify-center rounded-xl text-white sm:mx-0">
            <SparklesIcon className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>Generate Flashcards</DialogTitle>
          <DialogDescription>
            Turn your{' '}
            {source.topic ? <strong className="font-semibold text-foreground">{source.topic}</strong> : 'summary'}{' '}
            summary into flashcards for spaced repetition.
          </DialogDescription>
        </DialogHeader>

        <form onSubmit={submit} className="grid gap-5" noValidate>
          <div className="grid gap-2">
            <span id={ids.mode} className="text-sm font-medium">
              Add to
            </span>
            <SegmentedControl
              aria-labelledby={ids.mode}
              value={mode}
              onValueChange={setMode}
              options={modeOptions}
              disabled={pending}
            />
          </div>

          {mode === 'new' ? (
            <div className="grid gap-2">
              <Label htmlFor={ids.name}>Deck name</Label>
              <Input
                id={ids.name}
                value={deckName}
                maxLength={200}
                onChange={(e) => setDeckName(e.target.value)}
                placeholder={defaultDeckName(source)}
                disabled={pending}
              />
            </div>
          ) : (
            <div className="grid gap-2">
              <Label htmlFor={ids.deck}>Deck</Label>
              {decks.isPending ? (
                <div className="flex h-11 items-center gap-2 text-sm text-muted-foreground">
                  <Spinner className="[&>span:first-child]:size-4" label="Loading decks" /> Loading your decks…
                </div>
              ) : decks.isError ? (
                <div role="alert" className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <p className="text-sm font-medium text-destructive">Failed to fetch decks</p>
                  <Button type="button" variant="outline" size="sm" onClick={() => void decks.refetch()}>
                    Try again
                  </Button>
                </div>
              ) : availableDecks.length === 0 ? (
                <p className="rounded-xl bg-muted px-3.5 py-3 text-sm text-muted-foreground">
                  You don't have any decks yet. Create a new deck instead.
                </p>
              ) : (
                <>
                  <Select value={deckId} onValueChange={setDeckId} disabled={pending}>
                    <SelectTrigger id={ids.deck} aria-describedby={needsDeck ? ids.deckHint : undefined}>
                      <SelectValue placeholder="Choose a deck" />
                    </SelectTrigger>
                    <SelectContent className="max-h-64">
                      {availableDecks.map((deck) => (
                        <SelectItem key={deck.id} value={deck.id}>
                          {deck.name}
                          <span className="ml-1.5 text-muted-foreground">· {deck.total_cards} cards</span>
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                  {needsDeck && (
                    <p id={ids.deckHint} className="text-xs text-muted-foreground">
                      Please select a deck
                    </p>
                  )}
                </>
              )}
            </div>
          )}

          <div className="grid gap-2">
            <span id={ids.count} className="text-sm font-medium">
              Number of cards
            </span>
            <SegmentedControl
              aria-labelledby={ids.count}
              value={String(cardCount)}
              onValueChange={(v) => setCardCount(Number(v) as CardCount)}
              options={countOptions}
              disabled={pending}
            />
          </div>

          <div className="grid gap-2">
            <span id={ids.difficulty} className="text-sm font-medium">
              Difficulty
            </span>
            <SegmentedControl
              aria-labelledby={ids.difficulty}
              value={difficulty}
              onValueChange={setDifficulty}
              options={difficultyOptions}
              disabled={pending}
            />
          </div>

          {missingDetails.length > 0 && (
            <p className="rounded-xl bg-muted px-3.5 py-3 text-sm text-muted-foreground">
              This summary has no {new Intl.ListFormat('en-GB', { type: 'disjunction' }).format(missingDetails)}, which
              flashcards need.{' '}
              {source.summaryId && (
                <Link
                  to={paths.editSummary(source.summaryId)}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  Edit summary
                </Link>
              )}
            </p>
          )}

          <DialogFooter className="pt-1">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending || needsDeck}>
              {mode === 'new' ? <LayersIcon aria-hidden="true" /> : <PlusIcon aria-hidden="true" />}
              {pending
                ? mode === 'new'
                  ? 'Creating...'
                  : 'Adding...'
                : mode === 'new'
                  ? 'Create Flashcards'
                  : 'Add Flashcards'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
