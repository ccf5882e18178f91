import type { DeckWithCards } from '@revisely/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { usePracticeOverridesMutation } from '../api/patch-practice-overrides';
import { NoPracticeCards, PracticeShell } from '../components/practice-shell';
import { TestQuestionList } from '../components/test-question-list';
import { TestResult } from '../components/test-result';
import { TestSetupForm } from '../components/test-setup-form';
import {
  buildTest,
  markQuestion,
  scoreTest,
  type QuestionType,
  type TestQuestion,
  type TestResponse,
  type TestSetup,
} from '../lib/build-test';
import { toPracticeCards } from '../lib/practice-card';
import { seededRandom } from '../lib/random';
import { useSaveResult } from '../lib/use-save-result';

type Stage =
  | { kind: 'setup' }
  | { kind: 'taking'; questions: TestQuestion[]; startedAt: number }
  | { kind: 'result'; questions: TestQuestion[]; types: QuestionType[] };

function TestRun({ deck }: { deck: DeckWithCards }) {
  const cards = useMemo(() => toPracticeCards(deck.cards), [deck.cards]);
  const [stage, setStage] = useState<Stage>({ kind: 'setup' });
  const [responses, setResponses] = useState<Record<string, TestResponse>>({});
  const [overrides, setOverrides] = useState<Set<string>>(new Set());
  const types = useRef<QuestionType[]>([]);
  const top = useRef<HTMLDivElement>(null);
  const { save, reset, saved, failed, waiting } = useSaveResult();
  const { mutate: sendOverrides } = usePracticeOverridesMutation();
  /** Overrides the server has been sent for the saved result ('Mark as correct' after saving). */
  const sentOverrides = useRef(0);
  const resultId = saved?.resultId;
  const overrideCount = overrides.size;
  useEffect(() => {
    if (!resultId || overrideCount <= sentOverrides.current) return;
    sentOverrides.current = overrideCount;
    sendOverrides({ resultId, overrides: overrideCount });
  }, [resultId, overrideCount, sendOverrides]);

  const start = (setup: TestSetup, from = cards) => {
    types.current = [...setup.types];
    setResponses({});
    setOverrides(new Set());
    sentOverrides.current = 0;
    reset();
    setStage({
      kind: 'taking',
      questions: buildTest(from, setup, seededRandom(Date.now()), cards),
      startedAt: Date.now(),
    });
    requestAnimationFrame(() => top.current?.scrollIntoView({ block: 'start' }));
  };

  const results = useMemo(
    () =>
      stage.kind === 'result'
        ? stage.questions.map((q) => markQuestion(q, responses[q.id] ?? null, overrides.has(q.id)))
        : [],
    [stage, responses, overrides],
  );

  if (cards.length === 0) return <NoPracticeCards deckId={deck.id} />;

  return (
    <div ref={top} className="grid scroll-mt-24 gap-4">
      {stage.kind === 'setup' && <TestSetupForm cardCount={cards.length} onStart={(setup) => start(setup)} />}
      {stage.kind === 'taking' && (
        <TestQuestionList
          questions={stage.questions}
          responses={responses}
          onChange={(id, response) => setResponses((now) => ({ ...now, [id]: response }))}
          onSubmit={() => {
            const marked = stage.questions.map((q) => markQuestion(q, responses[q.id] ?? null));
            const score = scoreTest(marked);
            save({
              deckId: deck.id,
              mode: 'test',
              correct: score.correct,
              total: score.total,
              durationMs: Math.min(86_400_000, Date.now() - stage.startedAt),
              overrides: 0,
            });
            setStage({ kind: 'result', questions: stage.questions, types: types.current });
            requestAnimationFrame(() => top.current?.scrollIntoView({ block: 'start' }));
          }}
        />
      )}
      {stage.kind === 'result' && (
        <TestResult
          results={results}
          score={scoreTest(results)}
          saved={saved}
          saveFailed={failed}
          saveWaiting={waiting}
          onOverride={(id) => setOverrides((now) => new Set(now).add(id))}
          onRetakeWrong={() => {
            const wrong = results.filter((r) => !r.correct).map((r) => r.question.card);
            start({ questions: wrong.length, types: stage.types }, wrong);
          }}
          onNewTest={() => setStage({ kind: 'setup' })}
        />
      )}
    </div>
  );
}

export function TestPage() {
  const { id = '' } = useParams();
  return (
    <PracticeShell deckId={id} mode="test">
      {(deck) => <TestRun deck={deck} />}
    </PracticeShell>
  );
}
