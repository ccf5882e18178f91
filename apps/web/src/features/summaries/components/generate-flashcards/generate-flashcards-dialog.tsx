import {
  CARD_COUNT_OPTIONS,
  DECK_NAME_MAX,
  DECK_NAME_TOO_LONG,
  DIFFICULTY_OPTIONS,
  fitDeckName,
} from '@revisely/contracts';
import { LayersIcon, PlayIcon, PlusIcon, SparklesIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useDecksQuery } from '@/api/get-decks';
import { paths } from '@/app/paths';
import { celebrationPresets } from '@/components/celebration/celebration-presets';
import { useCelebrate } from '@/components/celebration/celebration-context';
import { Button } from '@/components/ui/button';
import { CharactersLeft, isOverLimit } from '@/components/ui/characters-left';
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
import {
  DETAIL_REQUIRED,
  generateFormDefaults,
  generatedToastDescription,
  type CardCount,
  type GenerateFormValues,
} from './generate-form';
import { GENERATION_FAILED, useGenerateFromSummaryMutation } from './generate-from-summary';
import { MissingDetailsFields } from './missing-details-fields';
import { SAVE_DETAILS_FAILED, useSaveSummaryDetailsMutation } from './save-summary-details';

export interface GenerateFlashcardsSource {
  summaryId?: string;
  summaryText: string;
  subject: string;
  topic: string;
  qualification: string;
  examBoard?: string | null;
  /** The summary's points, sent back unchanged when the dialog saves a missing exam board. */
  summaryPoints?: readonly string[];
}

export interface GenerateFlashcardsDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  source: GenerateFlashcardsSource;
  /** Called once details chosen in the dialog are stored on the summary. */
  onDetailsSaved?(details: { examBoard: string; qualification: string }): void;
}

const modeOptions = [
  { value: 'new', label: 'New deck' },
  { value: 'existing', label: 'Existing deck' },
] as const;
const countOptions = CARD_COUNT_OPTIONS.map((n) => ({ value: String(n), label: String(n) }));
const difficultyOptions = DIFFICULTY_OPTIONS.map((d) => ({ value: d, label: d[0]!.toUpperCase() + d.slice(1) }));

export function defaultDeckName(source: Pick<GenerateFlashcardsSource, 'subject' | 'topic'>): string {
  return fitDeckName(`${source.subject}: ${source.topic}`);
}

/** Spec §2/§4: turns a summary into flashcards, in a new deck or appended to one of the user's decks. */
export function GenerateFlashcardsDialog({
  open,
  onOpenChange,
  source,
  onDetailsSaved,
}: GenerateFlashcardsDialogProps) {
  const ids = { mode: useId(), name: useId(), deck: useId(), deckHint: useId(), count: useId(), difficulty: useId() };
  const celebrate = useCelebrate();
  const generate = useGenerateFromSummaryMutation();
  const saveDetails = useSaveSummaryDetailsMutation();
  const decks = useDecksQuery({ enabled: open });
  // After a success the dialog stays open on the way to the deck (issue 27 item 3).
  const [made, setMade] = useState<{ deckId: string; deckName: string; count: number } | null>(null);
  const studyNowRef = useRef<HTMLAnchorElement>(null);
  // The button that was pressed is gone; focus moves to the next step rather than to the page.
  useEffect(() => {
    if (made) studyNowRef.current?.focus();
  }, [made]);
  const {
    control,
    register,
    handleSubmit,
    reset,
    watch,
    setError,
    clearErrors,
    setFocus,
    formState: { errors },
  } = useForm<GenerateFormValues>({ defaultValues: generateFormDefaults(defaultDeckName(source)) });

  // Each opening starts fresh, with the name of the summary being shown now.
  useEffect(() => {
    if (!open) return;
    reset(generateFormDefaults(defaultDeckName(source)));
    setMade(null);
    generate.reset();
    saveDetails.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening; the source may be a fresh object every render.
  }, [open]);

  // A choice clears its own 'Please select…' message.
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name === 'examBoard' || name === 'qualification') clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [watch, clearErrors]);

  const mode = watch('mode');
  const deckName = watch('deckName');
  const deckId = watch('deckId');
  const pending = generate.isPending || saveDetails.isPending;
  const needsDeck = mode === 'existing' && !deckId;
  // Generation needs subject, exam board and qualification (spec §5). The wizard lets a summary skip
  // the exam board, so the dialog asks for a missing one in place and saves it to the summary.
  const missingDetails = [
    !source.examBoard?.trim() && ('examBoard' as const),
    !source.qualification.trim() && ('qualification' as const),
  ].filter((m): m is 'examBoard' | 'qualification' => Boolean(m));
  const missingSubject = !source.subject.trim();
  const availableDecks = decks.data ?? [];

  const submit = handleSubmit(async (values) => {
    if (pending || (values.mode === 'existing' && !values.deckId)) return;
    if (values.mode === 'new' && isOverLimit(values.deckName, DECK_NAME_MAX)) {
      setError('deckName', { type: 'maxLength', message: `${DECK_NAME_TOO_LONG}.` });
      setFocus('deckName');
      return;
    }
    const unanswered = missingDetails.filter((field) => !values[field]);
    if (unanswered.length > 0) {
      for (const field of unanswered) setError(field, { type: 'required', message: DETAIL_REQUIRED[field] });
      setFocus(unanswered[0]!);
      return;
    }
    const examBoard = source.examBoard?.trim() || values.examBoard;
    const qualification = source.qualification.trim() || values.qualification;
    if (missingDetails.length > 0 && source.summaryId) {
      try {
        await saveDetails.mutateAsync({
          id: source.summaryId,
          details: {
            subject: source.subject,
            topic: source.topic,
            qualification,
            examBoard,
            summary: source.summaryPoints ? [...source.summaryPoints] : source.summaryText,
          },
        });
      } catch (error) {
        toast({
          title: SAVE_DETAILS_FAILED,
          description: error instanceof Error && error.message ? error.message : undefined,
          variant: 'destructive',
        });
        return;
      }
      onDetailsSaved?.({ examBoard, qualification });
    }
    const name = values.deckName.trim();
    generate.mutate(
      {
        ...(values.mode === 'existing' ? { deckId: values.deckId } : {}),
        payload: {
          ...(source.summaryId ? { summaryId: source.summaryId } : {}),
          summaryText: source.summaryText,
          subject: source.subject,
          topic: source.topic,
          qualification,
          ...(examBoard ? { examBoard } : {}),
          ...(values.mode === 'new' ? { deckName: name || defaultDeckName(source) } : {}),
          cardCount: values.cardCount,
          difficulty: values.difficulty,
        },
      },
      {
        onSuccess: (result) => {
          setMade({ deckId: result.deckId, deckName: result.deckName, count: result.cards.length });
          toast({
            title: 'Flashcards Generated! 🎉',
            description: generatedToastDescription(values.mode, result),
            variant: 'success',
            action: { label: 'Open deck', to: paths.editDeck(result.deckId) },
          });
          if (result.leveledUp) {
            // One toast at a time (spec §9): the level-up toast keeps the short-deck note visible.
            toast({
              title: `LEVEL UP! You reached Level ${result.newLevel}!`,
              ...(result.message ? { description: result.message } : {}),
              variant: 'success',
            });
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
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <span className="brand-gradient mx-auto mb-1 flex size-11 items-center justify-center rounded-xl text-white sm:mx-0">
            <SparklesIcon className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>Generate Flashcards</DialogTitle>
          <DialogDescription>
            {made ? (
              <>
                {made.count} {made.count === 1 ? 'flashcard is' : 'flashcards are'} ready in{' '}
                <strong className="font-semibold break-words text-foreground">{made.deckName}</strong>.
              </>
            ) : (
              <>
                Turn your{' '}
                {source.topic ? <strong className="font-semibold text-foreground">{source.topic}</strong> : 'summary'}{' '}
                summary into flashcards for spaced repetition.
              </>
            )}
          </DialogDescription>
        </DialogHeader>

        {made ? (
          <DialogFooter className="pt-1">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Done
            </Button>
            <Button asChild>
              <Link ref={studyNowRef} to={paths.studyDeck(made.deckId)} onClick={() => onOpenChange(false)}>
                <PlayIcon aria-hidden="true" />
                Study now
              </Link>
            </Button>
          </DialogFooter>
        ) : (
          <form
            onSubmit={(event) => void submit(event)}
            // The extra question would push the buttons below a laptop's fold; tighter spacing keeps them in view.
            className={missingDetails.length > 0 ? 'grid gap-4' : 'grid gap-5'}
            noValidate
          >
            {missingDetails.length > 0 && (
              <MissingDetailsFields
                missing={missingDetails}
                control={control}
                errors={errors}
                disabled={pending}
                saves={Boolean(source.summaryId)}
              />
            )}

            <div className="grid gap-2">
              <span id={ids.mode} className="text-sm font-medium">
                Add to
              </span>
              <Controller
                control={control}
                name="mode"
                render={({ field }) => (
                  <SegmentedControl
                    aria-labelledby={ids.mode}
                    value={field.value}
                    onValueChange={field.onChange}
                    options={modeOptions}
                    disabled={pending}
                  />
                )}
              />
            </div>

            {mode === 'new' ? (
              <div className="grid gap-2">
                <Label htmlFor={ids.name}>Deck name</Label>
                <Input
                  id={ids.name}
                  placeholder={defaultDeckName(source)}
                  disabled={pending}
                  aria-invalid={errors.deckName ? true : undefined}
                  aria-describedby={`${ids.name}-count${errors.deckName ? ` ${ids.name}-error` : ''}`}
                  {...register('deckName', { onChange: () => clearErrors('deckName') })}
                />
                {errors.deckName && (
                  <p id={`${ids.name}-error`} className="text-xs font-medium text-destructive">
                    {errors.deckName.message}
                  </p>
                )}
                <CharactersLeft id={`${ids.name}-count`} value={deckName} max={DECK_NAME_MAX} />
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
                    <Controller
                      control={control}
                      name="deckId"
                      render={({ field }) => (
                        <Select value={field.value} onValueChange={field.onChange} disabled={pending}>
                          <SelectTrigger
                            ref={field.ref}
                            id={ids.deck}
                            aria-describedby={needsDeck ? ids.deckHint : undefined}
                          >
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
                      )}
                    />
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
              <Controller
                control={control}
                name="cardCount"
                render={({ field }) => (
                  <SegmentedControl
                    aria-labelledby={ids.count}
                    value={String(field.value)}
                    onValueChange={(v) => field.onChange(Number(v) as CardCount)}
                    options={countOptions}
                    disabled={pending}
                  />
                )}
              />
            </div>

            <div className="grid gap-2">
              <span id={ids.difficulty} className="text-sm font-medium">
                Difficulty
              </span>
              <Controller
                control={control}
                name="difficulty"
                render={({ field }) => (
                  <SegmentedControl
                    aria-labelledby={ids.difficulty}
                    value={field.value}
                    onValueChange={field.onChange}
                    options={difficultyOptions}
                    disabled={pending}
                  />
                )}
              />
            </div>

            {missingSubject && (
              <p className="rounded-xl bg-muted px-3.5 py-3 text-sm text-muted-foreground">
                This summary has no subject, which flashcards need.{' '}
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
        )}
      </DialogContent>
    </Dialog>
  );
}
