import type { Quality, StudyAllResponse, StudyResponse } from '@revisely/contracts';
import { EyeIcon, Undo2Icon, XIcon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { ExamRecall } from '@/components/exam/exam-recall';
import { celebrationPresets } from '@/components/celebration/celebration-presets';
import { useCelebrate } from '@/components/celebration/celebration-context';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { isFinished } from '../lib/session-queue';
import { useSessionState } from '../lib/use-session-state';
import { NoCardsDue } from './no-cards-due';
import { PracticeLinks } from './practice-links';
import { RATINGS, RatingButtons } from './rating-buttons';
import { SessionComplete } from './session-complete';
import { CardSound } from './card-sound';
import { StudyCardView } from './study-card-view';

/** Space and Enter belong to a focused control (a link or button), not to the session. */
function isInteractive(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    Boolean(target.closest('a, button, input, textarea, select, [contenteditable="true"], [role="menuitem"]'))
  );
}

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && Boolean(target.closest('input, textarea, select, [contenteditable="true"]'));
}

const dialogOpen = () => Boolean(document.querySelector('[role="dialog"], [role="alertdialog"]'));

/** Z, Ctrl+Z or Cmd+Z (not Shift, which is redo elsewhere). */
function isUndoKey(event: KeyboardEvent): boolean {
  return (
    (event.key === 'z' || event.key === 'Z') && !event.altKey && !(event.shiftKey && (event.ctrlKey || event.metaKey))
  );
}

/**
 * A pass over the cards due when the session started (spec §4), with the study loop of issue 14:
 * cards failed while (re)learning come back once their step is due (or early, when nothing else
 * is left), and the latest rating can be undone. The cards are a snapshot: the session keeps its
 * own list while ratings change what is due on the server.
 */
export function StudySession({
  session,
  onStudyAgain,
}: {
  /** A deck's session, or review all (no deck: each card names its own). */
  session: StudyResponse | StudyAllResponse;
  onStudyAgain: () => void;
}) {
  const celebrate = useCelebrate();
  const deck = 'deck' in session ? session.deck : null;
  const state = useSessionState(session.dueCards, session.nextDueAt);
  const { card, position, finished, canUndo, undoing, stats } = state;
  const [revealed, setRevealed] = useState(false);
  const [titleOpen, setTitleOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const shownAt = useRef(performance.now());
  const showAnswerRef = useRef<HTMLButtonElement>(null);
  const goodRatingRef = useRef<HTMLButtonElement>(null);

  // Response time runs from the moment a card is shown until it is rated.
  useEffect(() => {
    shownAt.current = performance.now();
  }, [card, position.n]);

  // The control that was used disappears (Show Answer) or changes card (a rating); keyboard users
  // get focus moved to the next control, pointer users are left alone so no tooltip pops up.
  // After a reveal focus lands on Good, so a second Space or Enter means Good, as in Anki, never
  // an accidental Again.
  const reveal = useCallback(
    (byKeyboard: boolean) => {
      if (!card || revealed) return;
      setRevealed(true);
      if (byKeyboard) requestAnimationFrame(() => goodRatingRef.current?.focus({ preventScroll: true }));
    },
    [card, revealed],
  );

  const { rate: rateInQueue, undo: undoInQueue } = state;
  const rate = useCallback(
    (quality: Quality, byKeyboard: boolean) => {
      if (!card || !revealed || undoing) return;
      const responseTimeMs = Math.max(0, Math.round(performance.now() - shownAt.current));
      // Level-up and failure are handled by the mutation itself, so a quick run of ratings, or
      // leaving the session before the last answer arrives, still celebrates and reports each one.
      const next = rateInQueue(quality, responseTimeMs);
      if (!next) return;
      setRevealed(false);
      setAnnouncement('');
      if (isFinished(next)) {
        celebrate(celebrationPresets.deckComplete());
      } else if (byKeyboard) {
        requestAnimationFrame(() => showAnswerRef.current?.focus({ preventScroll: true }));
      }
    },
    [card, revealed, undoing, rateInQueue, celebrate],
  );

  const undo = useCallback(async () => {
    if (await undoInQueue()) {
      setRevealed(false);
      setAnnouncement('Rating undone. The card is shown again.');
      requestAnimationFrame(() => showAnswerRef.current?.focus({ preventScroll: true }));
    }
  }, [undoInQueue]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || dialogOpen() || isTyping(event.target)) return;
      if (isUndoKey(event)) {
        if (!canUndo) return;
        event.preventDefault();
        void undo();
        return;
      }
      if (finished || !card || event.altKey || event.ctrlKey || event.metaKey) return;
      if ((event.key === ' ' || event.key === 'Enter') && !revealed) {
        if (isInteractive(event.target) && event.target !== showAnswerRef.current) return;
        event.preventDefault();
        reveal(true);
        return;
      }
      const rating = RATINGS.find((r) => r.key === event.key);
      if (rating && revealed) {
        event.preventDefault();
        rate(rating.quality, true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [finished, card, revealed, reveal, rate, canUndo, undo]);

  const undoButton = canUndo && (
    <Button
      variant="outline"
      size="sm"
      onClick={() => void undo()}
      disabled={undoing}
      aria-keyshortcuts="Z Control+Z Meta+Z"
      title="Undo the last rating (Z)"
    >
      <Undo2Icon aria-hidden="true" />
      {undoing ? 'Undoing…' : 'Undo'}
    </Button>
  );

  if (session.dueCards.length === 0) return <NoCardsDue deckId={deck?.id} />;

  if (finished || !card) {
    return (
      <SessionComplete
        reviewed={stats.reviewed}
        correct={stats.correct}
        xpEarned={stats.xp}
        pendingXp={stats.pendingXp}
        nextDueAt={stats.nextDueAt}
        undoButton={undoButton}
        onStudyAgain={onStudyAgain}
      />
    );
  }

  const title = deck?.name ?? 'Review all due';
  const details = deck ? [deck.subject, deck.topic].filter(Boolean).join(' · ') : 'All your decks';

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-5">
      <div className="flex items-center justify-between gap-2">
        <Button asChild variant="ghost" size="sm" className="-ml-2 text-muted-foreground">
          <Link to={paths.flashcards}>
            <XIcon aria-hidden="true" />
            Exit Study
          </Link>
        </Button>
        <div className="flex items-center gap-3">
          {undoButton}
          <p className="text-sm font-semibold whitespace-nowrap tabular-nums" aria-live="polite">
            Card {position.n} of {position.total}
          </p>
        </div>
      </div>

      <Progress value={position.n - 1} max={position.total} aria-label="Session progress" />
      <p className="sr-only" role="status">
        {announcement}
      </p>

      <header className="text-center">
        {/* Two lines at most, so a long name never pushes the card and 'Show Answer' down; the full
            name stays the heading's text (its accessible name), its title, and a tap shows it all. */}
        <h1 className="text-xl font-bold tracking-tight break-words sm:text-2xl" title={title}>
          <button
            type="button"
            onClick={() => setTitleOpen((open) => !open)}
            aria-expanded={titleOpen}
            className={cn('cursor-default rounded-md text-balance', !titleOpen && 'line-clamp-2')}
            data-testid="study-title"
          >
            {title}
          </button>
        </h1>
        {details && <p className="mt-0.5 text-sm text-muted-foreground">{details}</p>}
        {deck && (
          <ExamRecall
            deckId={deck.id}
            daysLeft={deck.examDaysLeft}
            examDate={deck.examDate}
            className="mt-2 justify-center"
          />
        )}
        {/* Not on a phone, where the card and its answer bar need the height; there the deck page offers them. */}
        {deck && <PracticeLinks deckId={deck.id} className="mt-1 hidden justify-center sm:flex" />}
      </header>

      <StudyCardView card={card} revealed={revealed} showDeckName={!deck} onReveal={() => reveal(false)} />
      <CardSound card={card} revealed={revealed} />

      {/* The answer bar stays in view above the phone's bottom navigation (issue 27 item 5), however
          long the answer: sticky, so it sits in the flow when the page is short. */}
      <div
        className="sticky bottom-[calc(4.25rem+env(safe-area-inset-bottom))] z-20 -mx-4 -mt-2 bg-background/90 px-4 pt-2 pb-2 backdrop-blur-md sm:-mx-6 sm:px-6 lg:bottom-0 lg:mx-0 lg:px-0 lg:pb-4"
        data-testid="answer-bar"
      >
        {revealed ? (
          <div className="grid gap-2">
            <RatingButtons intervals={card.intervals} onRate={rate} goodButtonRef={goodRatingRef} />
            <p className="hidden text-center text-xs text-muted-foreground sm:block">
              Press 1–4 to rate{canUndo ? ', Z to undo' : ''}
            </p>
          </div>
        ) : (
          <div className="grid justify-items-center gap-2">
            <Button
              ref={showAnswerRef}
              size="lg"
              className="w-full sm:w-auto sm:min-w-56"
              onClick={(e) => reveal(e.currentTarget.matches(':focus-visible'))}
              aria-keyshortcuts="Space Enter"
            >
              <EyeIcon aria-hidden="true" />
              Show Answer
            </Button>
            <p className="hidden text-xs text-muted-foreground sm:block">
              Press <kbd className="rounded border border-border bg-muted px-1 font-sans">Space</kbd> or{' '}
              <kbd className="rounded border border-border bg-muted px-1 font-sans">Enter</kbd> to reveal
              {canUndo && (
                <>
                  , <kbd className="rounded border border-border bg-muted px-1 font-sans">Z</kbd> to undo
                </>
              )}
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
