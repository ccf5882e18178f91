import { SendIcon } from 'lucide-react';
import { useRef, type FormEvent, type KeyboardEvent } from 'react';
import { RichText } from '@/components/rich-text/rich-text';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { QUESTION_TYPE_LABELS, type TestQuestion, type TestResponse } from '../lib/build-test';
import { CardPrompt } from './card-prompt';

const optionClasses =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-input bg-card px-4 py-2.5 text-left text-sm transition-colors hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-primary/20 sm:text-base';

function Choice({
  name,
  label,
  number,
  checked,
  onSelect,
  children,
}: {
  name: string;
  label: string;
  number: number;
  checked: boolean;
  onSelect: () => void;
  children: React.ReactNode;
}) {
  return (
    <label className={optionClasses}>
      <input type="radio" name={name} value={label} checked={checked} onChange={onSelect} className="sr-only" />
      <span
        aria-hidden="true"
        className="flex size-7 shrink-0 items-center justify-center rounded-lg border border-border bg-muted text-xs font-bold tabular-nums"
      >
        {number}
      </span>
      <span className="min-w-0 break-words">{children}</span>
    </label>
  );
}

/**
 * Every question on one scrolling page. Number keys choose an option of the question holding the
 * focus; Enter in a written answer moves to the next question rather than sending the test.
 */
export function TestQuestionList({
  questions,
  responses,
  onChange,
  onSubmit,
}: {
  questions: readonly TestQuestion[];
  responses: Record<string, TestResponse>;
  onChange: (id: string, response: TestResponse) => void;
  onSubmit: () => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const focusAfter = (index: number) => {
    const next = form.current?.querySelectorAll<HTMLElement>('[data-question]')[index + 1];
    const target =
      next?.querySelector<HTMLElement>('input[type="text"], input:checked, input') ??
      form.current?.querySelector<HTMLElement>('button[type="submit"]');
    target?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, question: TestQuestion, index: number) => {
    const target = event.target as HTMLElement;
    if (target instanceof HTMLInputElement && target.type === 'text') {
      if (event.key === 'Enter') {
        event.preventDefault();
        focusAfter(index);
      }
      return;
    }
    const n = Number(event.key);
    if (!Number.isInteger(n) || n < 1 || event.altKey || event.ctrlKey || event.metaKey) return;
    if (question.type === 'multiple-choice' && n <= question.options.length) {
      event.preventDefault();
      onChange(question.id, question.options[n - 1] ?? null);
    } else if (question.type === 'true-false' && n <= 2) {
      event.preventDefault();
      onChange(question.id, n === 1);
    }
  };
  const answered = questions.filter((q) => {
    const r = responses[q.id];
    return r !== undefined && r !== null && r !== '';
  }).length;

  return (
    <form ref={form} className="grid gap-4" onSubmit={submit} aria-label="Test">
      {questions.map((question, index) => {
        const response = responses[question.id] ?? null;
        const name = `answer-${question.id}`;
        return (
          <Card key={question.id} className="min-w-0 p-4 sm:p-6" data-question={question.id}>
            <fieldset className="grid min-w-0 gap-4" onKeyDown={(e) => onKeyDown(e, question, index)}>
              <legend className="mb-3 flex w-full flex-wrap items-center justify-between gap-2 text-sm">
                <span className="font-semibold">
                  Question {index + 1} of {questions.length}
                </span>
                <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground">
                  {QUESTION_TYPE_LABELS[question.type]}
                </span>
              </legend>
              <CardPrompt card={question.card} />
              {question.type === 'multiple-choice' && (
                <div className="grid gap-2 sm:grid-cols-2">
                  {question.options.map((option, i) => (
                    <Choice
                      key={option}
                      name={name}
                      label={option}
                      number={i + 1}
                      checked={response === option}
                      onSelect={() => onChange(question.id, option)}
                    >
                      <RichText text={option} />
                    </Choice>
                  ))}
                </div>
              )}
              {question.type === 'written' && (
                <Input
                  type="text"
                  aria-label={`Your answer to question ${index + 1}`}
                  placeholder="Type your answer"
                  autoComplete="off"
                  autoCapitalize="off"
                  spellCheck={false}
                  enterKeyHint="next"
                  value={typeof response === 'string' ? response : ''}
                  onChange={(e) => onChange(question.id, e.target.value)}
                />
              )}
              {question.type === 'true-false' && (
                <>
                  <p className="rounded-xl bg-muted/60 px-4 py-3 text-center break-words">
                    <span className="text-xs font-semibold tracking-widest text-muted-foreground uppercase">
                      Answer:{' '}
                    </span>
                    <RichText text={question.shown} className="font-semibold" />
                  </p>
                  <div className="grid grid-cols-2 gap-2">
                    {([true, false] as const).map((value, i) => (
                      <Choice
                        key={String(value)}
                        name={name}
                        label={value ? 'True' : 'False'}
                        number={i + 1}
                        checked={response === value}
                        onSelect={() => onChange(question.id, value)}
                      >
                        {value ? 'True' : 'False'}
                      </Choice>
                    ))}
                  </div>
                </>
              )}
            </fieldset>
          </Card>
        );
      })}
      <div
        // Sticky above the phone's bottom navigation (4.25rem, as the study screen's answer bar).
        className="sticky bottom-[calc(4.25rem+env(safe-area-inset-bottom))] z-20 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-background/95 px-3 py-3 backdrop-blur lg:bottom-2"
      >
        <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
          {answered} of {questions.length} answered
        </p>
        <Button type="submit" size="lg">
          <SendIcon aria-hidden="true" />
          Submit test
        </Button>
      </div>
    </form>
  );
}
