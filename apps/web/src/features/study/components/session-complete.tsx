import { ArrowLeftIcon, RotateCcwIcon, TrophyIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export function SessionComplete({
  reviewed,
  correct,
  onStudyAgain,
}: {
  reviewed: number;
  correct: number;
  onStudyAgain: () => void;
}) {
  const accuracy = reviewed > 0 ? Math.round((correct / reviewed) * 100) : 0;
  const stats = [
    { label: 'Cards Reviewed', value: String(reviewed) },
    { label: 'Correct', value: String(correct) },
    { label: 'Accuracy', value: `${accuracy}%` },
  ];
  return (
    <Card className="mx-auto flex w-full max-w-lg flex-col items-center gap-6 px-6 py-10 text-center sm:px-10">
      <span className="brand-gradient flex size-16 animate-pop items-center justify-center rounded-full text-white shadow-lifted">
        <TrophyIcon className="size-8" aria-hidden="true" />
      </span>
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Session Complete!</h1>
        <p className="text-muted-foreground">Nice work. Your next reviews are scheduled.</p>
      </div>
      <dl className="grid w-full grid-cols-3 gap-2 sm:gap-3">
        {stats.map((stat) => (
          <div key={stat.label} className="grid gap-1 rounded-xl bg-muted/70 px-2 py-3">
            <dt className="text-xs font-medium text-muted-foreground">{stat.label}</dt>
            <dd className="text-2xl font-bold tabular-nums">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex w-full flex-col-reverse gap-2 sm:flex-row sm:justify-center">
        <Button asChild variant="outline">
          <Link to={paths.flashcards}>
            <ArrowLeftIcon aria-hidden="true" />
            Back to Flashcards
          </Link>
        </Button>
        <Button onClick={onStudyAgain}>
          <RotateCcwIcon aria-hidden="true" />
          Study Again
        </Button>
      </div>
    </Card>
  );
}
