import { CalendarClockIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** 'Exam today', 'Exam tomorrow', 'Exam in N days' (never 'in 1 day'); null when there is no exam ahead. */
export function examCountdownText(daysLeft: number | null | undefined): string | null {
  if (daysLeft === null || daysLeft === undefined || daysLeft < 0) return null;
  if (daysLeft === 0) return 'Exam today';
  if (daysLeft === 1) return 'Exam tomorrow';
  return `Exam in ${daysLeft} days`;
}

/** The countdown to a deck's exam (deck card, study header); the server counts days in the user's zone. */
export function ExamCountdown({
  daysLeft,
  examDate,
  className,
}: {
  daysLeft: number | null | undefined;
  examDate: string | null | undefined;
  className?: string;
}) {
  const text = examCountdownText(daysLeft);
  if (!text) return null;
  const when = examDate ? formatExamDate(examDate) : '';
  return (
    <Badge
      variant={daysLeft !== undefined && daysLeft !== null && daysLeft <= 7 ? 'warning' : 'default'}
      className={className}
    >
      <CalendarClockIcon aria-hidden="true" />
      <span>{text}</span>
      {when && <span className="sr-only">, on {when}</span>}
    </Badge>
  );
}

/** '15 March 2027' from 'YYYY-MM-DD', read as a calendar day (no time-zone shift). */
export function formatExamDate(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
