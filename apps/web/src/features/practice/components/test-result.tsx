import type { PracticeResultResponse } from '@revisely/contracts';
import { CheckIcon, RotateCcwIcon, SlidersHorizontalIcon, XIcon } from 'lucide-react';
import { RichText } from '@/components/rich-text/rich-text';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QUESTION_TYPE_LABELS, type QuestionResult, type TestScore } from '../lib/build-test';
import { AddToTodaysReviews } from './add-to-todays-reviews';
import { CardAnswer, CardPrompt } from './card-prompt';
import { ResultXp } from './result-xp';

function givenText(result: QuestionResult): string {
  const { question, response } = result;
  if (response === null || response === '') return 'No answer';
  if (question.type === 'true-false') return response === true ? 'True' : 'False';
  return String(response);
}

export function TestResult({
  results,
  score,
  saved,
  saveFailed,
  saveWaiting,
  onOverride,
  onRetakeWrong,
  onNewTest,
}: {
  results: readonly QuestionResult[];
  score: TestScore;
  saved: PracticeResultResponse | undefined;
  saveFailed: boolean;
  saveWaiting: boolean;
  onOverride: (questionId: string) => void;
  onRetakeWrong: () => void;
  onNewTest: () => void;
}) {
  const wrong = results.filter((r) => !r.correct);
  const forgiven = results.filter((r) => r.correct && r.written?.note && !r.overridden);
  return (
    <div className="grid gap-5">
      <Card className="grid justify-items-center gap-3 px-5 py-8 text-center" aria-labelledby="test-score">
        <h2 id="test-score" className="text-sm font-semibold tracking-widest text-muted-foreground uppercase">
          Score
        </h2>
        <p className="text-5xl font-bold tabular-nums" data-testid="test-score">
          {score.percent}%
        </p>
        <p className="text-muted-foreground">
          {score.correct} of {score.total} right
          {score.overrides > 0 && ` (${score.overrides} marked correct by you)`}
        </p>
        <ResultXp saved={saved} failed={saveFailed} waiting={saveWaiting} />
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          {wrong.length > 0 && (
            <Button onClick={onRetakeWrong}>
              <RotateCcwIcon aria-hidden="true" />
              Retake wrong answers
            </Button>
          )}
          <Button variant="outline" onClick={onNewTest}>
            <SlidersHorizontalIcon aria-hidden="true" />
            New test
          </Button>
        </div>
      </Card>

      {wrong.length > 0 && (
        <section aria-labelledby="wrong-heading" className="grid gap-3">
          <h2 id="wrong-heading" className="text-lg font-semibold">
            Wrong answers ({wrong.length})
          </h2>
          {wrong.map((r) => (
            <Card key={r.question.id} className="grid min-w-0 gap-3 p-4 sm:p-5" data-testid="wrong-answer">
              <span className="text-xs font-semibold text-muted-foreground">
                {QUESTION_TYPE_LABELS[r.question.type]}
              </span>
              <CardPrompt card={r.question.card} compact className="justify-items-start text-left" />
              {r.question.type === 'true-false' && (
                <p className="text-sm break-words">
                  Shown answer: <RichText text={r.question.shown} className="font-semibold" />
                </p>
              )}
              <dl className="grid gap-2 text-sm">
                <div className="flex min-w-0 flex-wrap items-baseline gap-x-2">
                  <dt className="flex items-center gap-1 font-medium text-destructive">
                    <XIcon className="size-4" aria-hidden="true" />
                    Your answer:
                  </dt>
                  <dd className="min-w-0 break-words">{givenText(r)}</dd>
                </div>
                <div className="flex min-w-0 flex-wrap items-baseline gap-x-2">
                  <dt className="flex items-center gap-1 font-medium text-success">
                    <CheckIcon className="size-4" aria-hidden="true" />
                    Correct answer:
                  </dt>
                  <dd className="min-w-0">
                    {r.question.type === 'true-false' ? (
                      r.question.isTrue ? (
                        'True'
                      ) : (
                        'False'
                      )
                    ) : (
                      <CardAnswer card={r.question.card} />
                    )}
                  </dd>
                </div>
              </dl>
              {r.question.type === 'written' && r.written?.verdict === 'wrong' && (
                <div>
                  <Button variant="outline" size="sm" onClick={() => onOverride(r.question.id)}>
                    <CheckIcon aria-hidden="true" />
                    Mark as correct
                  </Button>
                </div>
              )}
              <AddToTodaysReviews card={r.question.card} />
            </Card>
          ))}
        </section>
      )}

      {forgiven.length > 0 && (
        <section aria-labelledby="forgiven-heading" className="grid gap-3">
          <h2 id="forgiven-heading" className="text-lg font-semibold">
            Accepted with lenient marking ({forgiven.length})
          </h2>
          {forgiven.map((r) => (
            <Card key={r.question.id} className="grid min-w-0 gap-1 p-4 text-sm" data-testid="lenient-answer">
              <p className="break-words">
                You wrote <span className="font-semibold">{givenText(r)}</span> for{' '}
                <RichText text={r.question.card.answer} className="font-semibold" />
              </p>
              <p className="text-muted-foreground">{r.written?.note}</p>
            </Card>
          ))}
        </section>
      )}
    </div>
  );
}
