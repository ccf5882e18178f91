import { LayersIcon, ListIcon, PlusIcon, SparklesIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SummaryPoints } from '@/features/summaries/components/summary-points';

export function SummaryCompleteStep({
  summaryId,
  points,
  xpAwarded,
  onGenerateFlashcards,
  onStartOver,
}: {
  summaryId: string;
  points: readonly string[];
  xpAwarded: number;
  onGenerateFlashcards: () => void;
  onStartOver: () => void;
}) {
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="success">
          <SparklesIcon aria-hidden="true" />+{xpAwarded} XP
        </Badge>
        <span className="text-sm text-muted-foreground">
          {points.length} key {points.length === 1 ? 'point' : 'points'} ·{' '}
          <Link to={paths.summary(summaryId)} className="font-medium text-primary underline-offset-4 hover:underline">
            Open this summary
          </Link>
        </span>
      </div>

      <SummaryPoints points={points} />

      <div className="flex flex-col gap-2 sm:flex-row-reverse sm:items-center sm:justify-between">
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <Button size="lg" onClick={onGenerateFlashcards}>
            <LayersIcon aria-hidden="true" />
            Generate Flashcards
          </Button>
          <Button variant="outline" size="lg" asChild>
            <Link to={paths.summaries}>
              <ListIcon aria-hidden="true" />
              View Summaries
            </Link>
          </Button>
        </div>
        <Button variant="ghost" onClick={onStartOver}>
          <PlusIcon aria-hidden="true" />
          Create another
        </Button>
      </div>
    </div>
  );
}
