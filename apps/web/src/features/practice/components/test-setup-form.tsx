import { PlayIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  availableTypes,
  defaultQuestionCount,
  MULTIPLE_CHOICE_MIN_CARDS,
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
  type QuestionType,
  type TestSetup,
} from '../lib/build-test';

export function TestSetupForm({ cardCount, onStart }: { cardCount: number; onStart: (setup: TestSetup) => void }) {
  const id = useId();
  const possible = availableTypes(cardCount);
  const [questions, setQuestions] = useState(String(defaultQuestionCount(cardCount)));
  const [types, setTypes] = useState<QuestionType[]>(possible);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(questions);
    if (!Number.isInteger(n) || n < 1 || n > cardCount) {
      setError(`Choose between 1 and ${cardCount} questions`);
      return;
    }
    if (types.length === 0) {
      setError('Choose at least one question type');
      return;
    }
    setError(null);
    onStart({ questions: n, types });
  };

  return (
    <Card className="p-5 sm:p-6">
      <form className="grid gap-5" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          Set up your test
        </h2>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-questions`}>Questions</Label>
          <Input
            id={`${id}-questions`}
            type="number"
            inputMode="numeric"
            min={1}
            max={cardCount}
            value={questions}
            onChange={(e) => setQuestions(e.target.value)}
            className="w-32"
            aria-describedby={`${id}-questions-hint`}
          />
          <p id={`${id}-questions-hint`} className="text-sm text-muted-foreground">
            Up to {cardCount} (one per card).
          </p>
        </div>
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-medium">Question types</legend>
          {QUESTION_TYPES.map((type) => {
            const enabled = possible.includes(type);
            return (
              <div key={type} className="flex items-center gap-3">
                <Checkbox
                  id={`${id}-${type}`}
                  checked={types.includes(type)}
                  disabled={!enabled}
                  onCheckedChange={(checked) =>
                    setTypes((now) => (checked === true ? [...now, type] : now.filter((t) => t !== type)))
                  }
                />
                <Label htmlFor={`${id}-${type}`} className={enabled ? '' : 'text-muted-foreground'}>
                  {QUESTION_TYPE_LABELS[type]}
                </Label>
              </div>
            );
          })}
          {!possible.includes('multiple-choice') && (
            <p className="text-sm text-muted-foreground">
              Multiple choice needs at least {MULTIPLE_CHOICE_MIN_CARDS} cards; this deck has {cardCount}.
            </p>
          )}
        </fieldset>
        {error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
        <div>
          <Button type="submit" size="lg" className="w-full sm:w-auto">
            <PlayIcon aria-hidden="true" />
            Start test
          </Button>
        </div>
      </form>
    </Card>
  );
}
