import type { DeckWithCards } from '@revisely/contracts';
import { ArrowRightIcon, PartyPopperIcon, RotateCcwIcon } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { AddToTodaysReviews, isDueSoon } from '../components/add-to-todays-reviews';
import { CardPrompt } from '../components/card-prompt';
import { LearnQuestionView, type LearnAnswer } from '../components/learn-question-view';
import { NoPracticeCards, PracticeShell } from '../components/practice-shell';
import { ResultXp } from '../components/result-xp';
import {
  allLearned,
  answerLearn,
  currentQuestion,
  learnedCount,
  learnPercent,
  roundComplete,
  startLearn,
  startNextRound,
  type LearnQuestion,
  type LearnState,
} from '../lib/learn-session';
import { toPracticeCards, type PracticeCard } from '../lib/practice-card';
import { seededRandom } from '../lib/random';
import { useSaveResult } from '../lib/use-save-result';

/**
 * The session and the question on screen. The question is drawn when the session moves on, not on
 * render, so its options do not reshuffle; `step` counts the moves and keys the question view.
 */
interface LearnRunState {
  learn: LearnState;
  question: LearnQuestion | null;
  step: number;
}

function LearnRun({ deck }: { deck: DeckWithCards }) {
  const cards = useMemo(() => toPracticeCards(deck.cards), [deck.cards]);
  const random = useRef(seededRandom(Date.now()));
  const [run, setRun] = useState<LearnRunState>(() => {
    const learn = startLearn(cards, random.current);
    return { learn, question: currentQuestion(learn, random.current), step: 0 };
  });
  const { learn: state, question, step } = run;
  const startedAt = useRef(Date.now());
  const overrides = useRef(0);
  /** Cards answered wrong at least once this session, in first-missed order. */
  const [missed, setMissed] = useState<ReadonlyMap<string, PracticeCard>>(() => new Map());
  const { save, reset, saved, failed, waiting } = useSaveResult();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const done = cards.length > 0 && allLearned(state);
  const between = !done && roundComplete(state);

  useEffect(() => {
    if (done) headingRef.current?.focus();
  }, [done]);

  const moveTo = (learn: LearnState) =>
    setRun({ learn, question: currentQuestion(learn, random.current), step: step + 1 });

  const answer = (current: LearnQuestion, given: LearnAnswer) => {
    if (given.correct && given.written?.verdict === 'wrong') overrides.current += 1;
    if (!given.correct && !missed.has(current.card.id)) {
      setMissed((m) => new Map(m).set(current.card.id, current.card));
    }
    const next = answerLearn(state, current.kind, given.correct);
    moveTo(next);
    // Saved once, when this answer learns the last card.
    if (allLearned(next)) {
      save({
        deckId: deck.id,
        mode: 'learn',
        correct: next.correctAnswers,
        total: Math.max(1, next.answered),
        durationMs: Math.min(86_400_000, Date.now() - startedAt.current),
        overrides: Math.min(overrides.current, next.correctAnswers),
      });
    }
  };

  if (cards.length === 0) return <NoPracticeCards deckId={deck.id} />;

  const restart = () => {
    reset();
    overrides.current = 0;
    setMissed(new Map());
    startedAt.current = Date.now();
    moveTo(startLearn(cards, random.current));
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="font-semibold">Round {state.round}</span>
          <span className="text-muted-foreground tabular-nums" aria-live="polite">
            {learnedCount(state)} of {cards.length} learned
          </span>
        </div>
        <Progress value={learnPercent(state)} aria-label="Learn progress" />
      </div>

      {done ? (
        <>
          <Card className="grid justify-items-center gap-4 px-6 py-10 text-center">
            <span className="flex size-16 items-center justify-center rounded-full bg-success-soft text-success">
              <PartyPopperIcon className="size-8" aria-hidden="true" />
            </span>
            <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
              You've learned all {cards.length} {cards.length === 1 ? 'card' : 'cards'}!
            </h2>
            <p className="text-muted-foreground">
              {state.correctAnswers} right answers out of {state.answered}, in {state.round}{' '}
              {state.round === 1 ? 'round' : 'rounds'}.
            </p>
            <ResultXp saved={saved} failed={failed} waiting={waiting} />
            <Button onClick={restart}>
              <RotateCcwIcon aria-hidden="true" />
              Learn again
            </Button>
          </Card>
          <MissedDueSoon cards={[...missed.values()]} />
        </>
      ) : between ? (
        <Card className="grid justify-items-center gap-4 px-6 py-10 text-center">
          <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
            Round complete
          </h2>
          <p className="text-muted-foreground">
            {learnedCount(state)} of {cards.length} learned so far. Keep going!
          </p>
          <Button autoFocus onClick={() => moveTo(startNextRound(state))}>
            Next round
            <ArrowRightIcon aria-hidden="true" />
          </Button>
        </Card>
      ) : question ? (
        <LearnQuestionView
          key={`${state.round}:${step}`}
          question={question}
          onContinue={(given) => answer(question, given)}
        />
      ) : null}
    </div>
  );
}

/** At the end of Learn: the cards answered wrong that are due for review soon, to bring forward. */
function MissedDueSoon({ cards }: { cards: readonly PracticeCard[] }) {
  const dueSoon = cards.filter((card) => isDueSoon(card));
  if (dueSoon.length === 0) return null;
  return (
    <section aria-labelledby="missed-heading" className="grid gap-3">
      <h2 id="missed-heading" className="text-lg font-semibold">
        Missed cards due soon ({dueSoon.length})
      </h2>
      {dueSoon.map((card) => (
        <Card key={card.id} className="grid min-w-0 gap-3 p-4 sm:p-5" data-testid="missed-card">
          <CardPrompt card={card} compact className="justify-items-start text-left" />
          <AddToTodaysReviews card={card} />
        </Card>
      ))}
    </section>
  );
}

export function LearnPage() {
  const { id = '' } = useParams();
  return (
    <PracticeShell deckId={id} mode="learn">
      {(deck) => <LearnRun deck={deck} />}
    </PracticeShell>
  );
}
