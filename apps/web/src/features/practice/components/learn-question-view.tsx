import { ArrowRightIcon, CheckCircle2Icon, CheckIcon, XCircleIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { RichText } from '@/components/rich-text/rich-text';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import type { LearnQuestion } from '../lib/learn-session';
import { markWritten, type WrittenMark } from '../lib/mark-written';
import { optionKey } from '../lib/choose-distractors';
import { CardAnswer, CardPrompt } from './card-prompt';

export interface LearnAnswer {
  correct: boolean;
  given: string;
  written: WrittenMark | null;
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && Boolean(target.closest('input, textarea, select, [contenteditable="true"]'));

/**
 * One Learn question and, once answered, 'Correct' / 'Incorrect' with the right answer. Keys:
 * 1–4 choose an option, Enter checks a written answer, then Enter continues.
 */
export function LearnQuestionView({
  question,
  onAnswered,
  onContinue,
}: {
  question: LearnQuestion;
  /** Reports the answer as soon as it is given (an override later reports it again as right). */
  onAnswered?: (answer: LearnAnswer) => void;
  onContinue: (answer: LearnAnswer) => void;
}) {
  const id = useId();
  const [answer, setAnswer] = useState<LearnAnswer | null>(null);
  const [typed, setTyped] = useState('');
  const continueRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { card } = question;

  const give = (next: LearnAnswer) => {
    setAnswer(next);
    onAnswered?.(next);
  };

  const choose = (option: string) => {
    if (answer) return;
    give({ correct: optionKey(option) === optionKey(card.answer), given: option, written: null });
  };

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (answer || !typed.trim()) return;
    const written = markWritten(typed, card.answer, card.promptText);
    give({ correct: written.correct, given: typed, written });
  };

  useEffect(() => {
    if (answer) continueRef.current?.focus();
    else if (question.kind === 'written') inputRef.current?.focus();
  }, [answer, question.kind]);

  useEffect(() => {
    if (question.kind !== 'multiple-choice' || answer) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      const n = Number(event.key);
      const option = Number.isInteger(n) && n >= 1 ? question.options[n - 1] : undefined;
      if (option === undefined) return;
      event.preventDefault();
      choose(option);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  });

  return (
    <div className="grid gap-4">
      <Card className="min-w-0 px-5 py-7 sm:px-8">
        <p className="mb-4 text-center text-xs font-semibold tracking-widest text-primary uppercase">
          {question.kind === 'multiple-choice' ? 'Choose the answer' : 'Write the answer'}
        </p>
        <CardPrompt card={card} />
      </Card>

      {question.kind === 'multiple-choice' ? (
        <div className="grid gap-2 sm:grid-cols-2" role="group" aria-label="Options">
          {question.options.map((option, i) => {
            const isRight = answer && optionKey(option) === optionKey(card.answer);
            const isChosen = answer?.given === option;
            return (
              <button
                key={option}
                type="button"
                onClick={() => choose(option)}
                disabled={Boolean(answer)}
                aria-keyshortcuts={String(i + 1)}
                className={cn(
                  'flex min-h-12 items-center gap-3 rounded-xl border border-input bg-card px-4 py-2.5 text-left text-sm transition-colors hover:bg-muted disabled:cursor-default sm:text-base',
                  isRight && 'border-success bg-success-soft',
                  isChosen && !isRight && 'border-destructive bg-destructive-soft',
                )}
              >
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-lg border border-border bg-muted text-xs font-bold"
                >
                  {i + 1}
                </span>
                <span className="min-w-0 break-words">
                  <RichText text={option} />
                </span>
              </button>
            );
          })}
        </div>
      ) : (
        <form className="flex flex-col gap-2 sm:flex-row" onSubmit={check}>
          <Input
            ref={inputRef}
            id={`${id}-answer`}
            aria-label="Your answer"
            placeholder="Type your answer"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="done"
            value={typed}
            readOnly={Boolean(answer)}
            onChange={(e) => setTyped(e.target.value)}
            className="min-w-0 flex-1 scroll-mb-24 lg:scroll-mb-4"
          />
          {!answer && (
            <Button type="submit" disabled={!typed.trim()}>
              Check
            </Button>
          )}
        </form>
      )}

      {!answer && (
        <p className="hidden text-center text-xs text-muted-foreground sm:block">
          {question.kind === 'multiple-choice' ? 'Press 1–4 to choose' : 'Press Enter to check'}
        </p>
      )}

      {answer && (
        <Card
          role="status"
          className={cn(
            'grid min-w-0 animate-slide-in gap-3 border-2 p-4 sm:p-5',
            answer.correct ? 'border-success/60' : 'border-destructive/60',
          )}
        >
          <p
            className={cn(
              'flex items-center gap-2 text-lg font-bold',
              answer.correct ? 'text-success' : 'text-destructive',
            )}
          >
            {answer.correct ? <CheckCircle2Icon aria-hidden="true" /> : <XCircleIcon aria-hidden="true" />}
            {answer.correct ? 'Correct' : 'Incorrect'}
          </p>
          {answer.written?.note && answer.correct && (
            <p className="text-sm text-muted-foreground">{answer.written.note}</p>
          )}
          <div className="text-sm">
            <span className="text-muted-foreground">Answer: </span>
            <CardAnswer card={card} />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button ref={continueRef} className="scroll-mb-24 lg:scroll-mb-4" onClick={() => onContinue(answer)}>
              Continue
              <ArrowRightIcon aria-hidden="true" />
            </Button>
            {!answer.correct && answer.written && answer.written.verdict === 'wrong' && (
              <Button
                variant="outline"
                onClick={() => {
                  const overridden = { ...answer, correct: true };
                  give(overridden);
                }}
              >
                <CheckIcon aria-hidden="true" />
                Mark as correct
              </Button>
            )}
          </div>
        </Card>
      )}
    </div>
  );
}
