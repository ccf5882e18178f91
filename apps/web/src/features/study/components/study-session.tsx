import type { Quality, StudyCard, StudyResponse } from '@revisely/contracts';
import { EyeIcon, XIcon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { celebrationPresets } from '@/components/celebration/celebration-presets';
import { useCelebrate } from '@/components/celebration/celebration-context';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { RichText } from '@/components/rich-text/rich-text';
import { cn } from '@/lib/utils';
import { useReviewCardMutation } from '../api/review-card';
import { NoCardsDue } from './no-cards-due';
import { RATINGS, RatingButtons } from './rating-buttons';
import { SessionComplete } from './session-complete';

const CORRECT: ReadonlySet<Quality> = new Set(['good', 'easy']);

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

/**
 * One pass over the cards that were due when the session started (spec §4). The cards are a
 * snapshot: ratings change what is due on the server, but the session keeps its own list.
 */
export function StudySession({
  deckId,
  session,
  onStudyAgain,
}: {
  deckId: string;
  session: StudyResponse;
  onStudyAgain: () => void;
}) {
  const celebrate = useCelebrate();
  const review = useReviewCardMutation();
  const cards = session.dueCards;
  const [index, setIndex] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const [stats, setStats] = useState({ reviewed: 0, correct: 0 });
  const shownAt = useRef(performance.now());
  const showAnswerRef = useRef<HTMLButtonElement>(null);
  const goodRatingRef = useRef<HTMLButtonElement>(null);

  const card: StudyCard | undefined = cards[index];
  const finished = cards.length > 0 && index >= cards.length;

  // Response time runs from the moment a card is shown until it is rated.
  useEffect(() => {
    shownAt.current = performance.now();
  }, [index]);

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

  const rate = useCallback(
    (quality: Quality, byKeyboard: boolean) => {
      if (!card || !revealed) return;
      const responseTimeMs = Math.max(0, Math.round(performance.now() - shownAt.current));
      // Level-up and failure are handled by the mutation itself, so a quick run of ratings, or
      // leaving the session before the last answer arrives, still celebrates and reports each one.
      review.mutate({ deckId, review: { cardId: card.id, quality, responseTimeMs } });
      setStats((s) => ({ reviewed: s.reviewed + 1, correct: s.correct + (CORRECT.has(quality) ? 1 : 0) }));
      setRevealed(false);
      setIndex((i) => i + 1);
      if (index + 1 >= cards.length) {
        celebrate(celebrationPresets.deckComplete());
      } else if (byKeyboard) {
        requestAnimationFrame(() => showAnswerRef.current?.focus({ preventScroll: true }));
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- review.mutate is stable; the object is not.
    [card, revealed, deckId, index, cards.length, celebrate],
  );

  useEffect(() => {
    if (finished || !card) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      // A dialog (e.g. a celebration) has the keyboard while it is open.
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      if (isTyping(event.target)) return;
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
  }, [finished, card, revealed, reveal, rate]);

  if (cards.length === 0) return <NoCardsDue />;

  if (finished || !card) {
    return (
      <SessionComplete
        reviewed={stats.reviewed}
        correct={stats.correct}
        onStudyAgain={() => {
          setIndex(0);
          setRevealed(false);
          setStats({ reviewed: 0, correct: 0 });
          onStudyAgain();
        }}
      />
    );
  }

  const details = [session.deck.subject, session.deck.topic].filter(Boolean).join(' · ');
  // A cloze card reveals its answer in place, in the question; its back is optional extra text.
  const cloze = card.cloze_index ?? undefined;
  const showAnswer = revealed && (cloze === undefined || Boolean(card.back_text.trim() || card.explanation?.trim()));

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-5">
      <div className="flex items-center justify-between gap-3">
        <Button asChild variant="ghost" size="sm" className="-ml-2 text-muted-foreground">
          <Link to={paths.flashcards}>
            <XIcon aria-hidden="true" />
            Exit Study
          </Link>
        </Button>
        <p className="text-sm font-semibold tabular-nums" aria-live="polite">
          Card {index + 1} of {cards.length}
        </p>
      </div>

      <Progress value={index} max={cards.length} aria-label="Session progress" />

      <header className="text-center">
        <h1 className="text-xl font-bold tracking-tight sm:text-2xl">{session.deck.name}</h1>
        {details && <p className="mt-0.5 text-sm text-muted-foreground">{details}</p>}
      </header>

      <Card
        className={cn(
          'relative flex min-h-72 flex-col overflow-hidden shadow-lifted sm:min-h-80',
          !revealed && 'cursor-pointer transition-transform hover:-translate-y-0.5',
        )}
        // A click anywhere on the card reveals it (spec §2); the Show Answer button is the keyboard path.
        onClick={revealed ? undefined : () => reveal(false)}
        data-testid="study-card"
      >
        <div className="brand-gradient h-1.5 shrink-0" aria-hidden="true" />
        <section
          aria-label="Question"
          className="flex flex-1 flex-col items-center justify-center gap-3 px-6 py-8 text-center sm:px-10"
        >
          <span className="text-xs font-semibold tracking-widest text-primary uppercase">Question</span>
          <p
            className="text-xl leading-snug font-semibold break-words whitespace-pre-wrap sm:text-2xl"
            aria-live={cloze === undefined ? undefined : 'polite'}
          >
            {card.front_text.trim() ? (
              <RichText text={card.front_text.trim()} cloze={cloze} revealed={revealed} />
            ) : (
              'No question text'
            )}
          </p>
        </section>
        {showAnswer && (
          <section
            aria-label="Answer"
            aria-live="polite"
            className="flex animate-slide-in flex-col items-center gap-3 border-t border-dashed border-border bg-muted/40 px-6 py-7 text-center sm:px-10"
          >
            <span className="text-xs font-semibold tracking-widest text-success uppercase">Answer</span>
            {(cloze === undefined || card.back_text.trim()) && (
              <p className="text-lg leading-snug font-medium break-words whitespace-pre-wrap sm:text-xl">
                {card.back_text.trim() ? <RichText text={card.back_text.trim()} /> : 'No answer text'}
              </p>
            )}
            {card.explanation?.trim() && (
              <p className="max-w-prose rounded-xl bg-card px-4 py-3 text-left text-sm break-words whitespace-pre-wrap text-muted-foreground">
                <span className="font-semibold text-foreground">Explanation: </span>
                <RichText text={card.explanation} />
              </p>
            )}
          </section>
        )}
      </Card>

      {revealed ? (
        <div className="grid gap-2">
          <RatingButtons intervals={card.intervals} onRate={rate} goodButtonRef={goodRatingRef} />
          <p className="hidden text-center text-xs text-muted-foreground sm:block">Press 1–4 to rate</p>
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
          </p>
        </div>
      )}
    </div>
  );
}
