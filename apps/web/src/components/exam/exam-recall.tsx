import { BrainIcon } from 'lucide-react';
import { useExamForecastQuery } from '@/api/get-exam-forecast';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { ExamCountdown } from './exam-countdown';

/**
 * 'Exam in N days' with the deck's predicted recall on exam day (issue 27 item 7), where the
 * student sees the deck: its card on /flashcards and its study screen. The forecast is asked for
 * only for a deck with an exam ahead (docs/scheduling.md); while it loads, or if it fails, the
 * countdown shows alone.
 */
export function ExamRecall({
  deckId,
  daysLeft,
  examDate,
  targetRetention,
  className,
}: {
  deckId: string;
  daysLeft: number | null | undefined;
  examDate: string | null | undefined;
  targetRetention?: number | null | undefined;
  className?: string;
}) {
  const ahead = Boolean(examDate) && daysLeft !== null && daysLeft !== undefined && daysLeft > 0;
  const query = useExamForecastQuery(deckId, ahead);
  const forecast = ahead ? query.data?.forecast : null;
  const recall = forecast && forecast.totalCards > 0 ? forecast.predictedRecall : null;
  const target = query.data?.targetRetention ?? targetRetention ?? 0.9;
  if (daysLeft === null || daysLeft === undefined || daysLeft < 0) return null;
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-1.5', className)}>
      <ExamCountdown daysLeft={daysLeft} examDate={examDate} />
      {recall !== null && (
        <Badge variant={recall >= target ? 'success' : 'warning'} data-testid="predicted-recall">
          <BrainIcon aria-hidden="true" />
          <span>{Math.round(recall * 100)}% predicted recall</span>
        </Badge>
      )}
    </span>
  );
}
