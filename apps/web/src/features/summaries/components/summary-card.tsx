import { stripInlineMarkdown, type Summary } from '@revisely/contracts';
import { CalendarIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { SubjectIcon } from '@/components/subject/subject-icon';
import { subjectStyle } from '@/components/subject/subject-style';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { formatSummaryDate } from '@/features/summaries/lib/summary-text';
import { DeleteSummaryDialog } from './delete-summary-dialog';

/**
 * The whole card opens the summary through a stretched link, so Edit and Delete can stay real
 * buttons beside it (a button inside a link is invalid and confuses screen readers).
 */
export function SummaryCard({ summary }: { summary: Summary }) {
  const subject = summary.subject.trim() || 'Study Summary';
  const preview = summary.summary.map(stripInlineMarkdown).join(' ');
  const date = formatSummaryDate(summary.createdAt);

  return (
    <article
      data-testid="summary-card"
      className="group relative flex flex-col rounded-2xl border border-border bg-card p-5 shadow-soft transition-[box-shadow,border-color,transform] focus-within:border-primary/50 hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-lifted"
    >
      <div className="flex items-start gap-3">
        <SubjectIcon subject={summary.subject} />
        <div className="min-w-0 flex-1">
          <p
            className={cn(
              'truncate text-xs font-semibold tracking-wide uppercase',
              subjectStyle(summary.subject).textClassName,
            )}
          >
            {subject}
          </p>
          <h2 className="mt-0.5 line-clamp-2 text-base leading-snug font-semibold text-foreground">
            <Link
              to={paths.summary(summary.id)}
              className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:after:ring-4 focus-visible:after:ring-primary/30"
            >
              {summary.topic}
            </Link>
          </h2>
        </div>
      </div>

      <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-muted-foreground">{preview}</p>

      <div className="mt-auto flex items-center justify-between gap-2 pt-4">
        <span className="inline-flex items-center gap-1.5 text-xs whitespace-nowrap text-muted-foreground">
          <CalendarIcon className="size-3.5" aria-hidden="true" />
          <time dateTime={summary.createdAt}>{date}</time>
        </span>
        {/* Above the stretched link so these stay clickable. */}
        <div className="relative z-10 -mr-2 flex items-center">
          <Button variant="ghost" size="sm" className="px-2.5" asChild>
            <Link to={paths.editSummary(summary.id)} aria-label={`Edit ${summary.topic}`}>
              <PencilIcon aria-hidden="true" />
              Edit
            </Link>
          </Button>
          <DeleteSummaryDialog
            summaryId={summary.id}
            topic={summary.topic}
            trigger={
              <Button
                variant="ghost"
                size="sm"
                className="px-2.5 text-destructive hover:bg-destructive-soft"
                aria-label={`Delete ${summary.topic}`}
              >
                <Trash2Icon aria-hidden="true" />
                Delete
              </Button>
            }
          />
        </div>
      </div>
    </article>
  );
}
