import type { DeckWithCards } from '@revisely/contracts';
import { ArrowRightIcon, PartyPopperIcon, RotateCcwIcon } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { AddToTodaysReviews, isDueSoon } from '../components/add-to-todays-reviews';
import { CardPrompt } from '../components/card-prompt';
import { LearnQuestionView } from '../components/learn-question-view';
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
  type LearnState,
} from '../lib/learn-session';
import { toPracticeCards, type PracticeCard } from '../lib/practice-card';
import { seededRandom } from '../lib/random';
import { useSaveResult } from '../lib/use-save-result';

function LearnRun({ deck }: { deck: DeckWithCards }) {
  const cards = useMemo(() => toPracticeCards(deck.cards), [deck.cards]);
  const random = useRef(seededRandom(Date.now()));
  const [state, setState] = useState<LearnState>(() => startLearn(cards, random.current));
  const [step, setStep] = useState(0);
  const startedAt = useRef(Date.now());
  const overrides = useRef(0);
  /** Cards answered wrong at least once this session, in first-missed order. */
  const [missed, setMissed] = useState<ReadonlyMap<string, PracticeCard>>(() => new Map());
  const { save, reset, saved, failed, waiting } = useSaveResult();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The question for the current step is drawn once (its options must not reshuffle on re-render).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const question = useMemo(() => currentQuestion(state, random.current), [state.queue[0], state.round, step]);
  const done = cards.length > 0 && allLearned(state);
  const between = !done && roundComplete(state);

  useEffect(() => {
    if (done) {
      save({
        deckId: deck.id,
        mode: 'learn',
        correct: state.correctAnswers,
        total: Math.max(1, state.answered),
        durationMs: Math.min(86_400_000, Date.now() - startedAt.current),
        overrides: Math.min(overrides.current, state.correctAnswers),
      });
    }
    if (done) headingRef.current?.focus();
    // Saved once, when the last card is learned.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [done, between]);

  if (cards.length === 0) return <NoPracticeCards deckId={deck.id} />;

  const restart = () => {
    reset();
    overrides.current = 0;
    setMissed(new Map());
    startedAt.current = Date.now();
    setState(startLearn(cards, random.current));
    setStep((s) => s + 1);
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
          <Button
            autoFocus
            onClick={() => {
              setState(startNextRound(state));
              setStep((s) => s + 1);
            }}
          >
            Next round
            <ArrowRightIcon aria-hidden="true" />
          </Button>
        </Card>
      ) : question ? (
        <LearnQuestionView
          key={`${state.round}:${step}`}
          question={question}
          onContinue={(answer) => {
            if (answer.correct && answer.written?.verdict === 'wrong') overrides.current += 1;
            if (!answer.correct && !missed.has(question.card.id)) {
              setMissed((m) => new Map(m).set(question.card.id, question.card));
            }
            setState((now) => answerLearn(now, question.kind, answer.correct));
            setStep((s) => s + 1);
          }}
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
