import {
  ArrowLeftIcon,
  CalendarIcon,
  DownloadIcon,
  FileQuestionIcon,
  ImageIcon,
  LayersIcon,
  PencilIcon,
  PlusIcon,
  RotateCcwIcon,
  Trash2Icon,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { GenerateFlashcardsDialog } from '@/features/summaries/components/generate-flashcards/generate-flashcards-dialog';
import { SubjectIcon } from '@/components/subject/subject-icon';
import { subjectStyle } from '@/components/subject/subject-style';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { FETCH_SUMMARY_FAILED, useSummaryQuery } from '@/features/summaries/api/get-summary';
import { DeleteSummaryDialog } from '@/features/summaries/components/delete-summary-dialog';
import { SummaryPhoto } from '@/features/summaries/components/summary-photo';
import { SummaryPoints } from '@/features/summaries/components/summary-points';
import { downloadTextFile, summaryExportFileName, summaryToMarkdown } from '@/features/summaries/lib/summary-export';
import { formatSummaryDate, joinSummaryPoints } from '@/features/summaries/lib/summary-text';

function BackLink() {
  return (
    <Button variant="ghost" size="sm" className="-ml-2 w-fit text-muted-foreground" asChild>
      <Link to={paths.summaries}>
        <ArrowLeftIcon aria-hidden="true" />
        Back
      </Link>
    </Button>
  );
}

function DetailSkeleton() {
  return (
    <div className="grid gap-6" aria-busy="true" aria-label="Loading summary">
      <Skeleton className="h-8 w-24" />
      <div className="flex gap-4">
        <Skeleton className="size-14 rounded-2xl" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-8 w-2/3" />
        </div>
      </div>
      <Skeleton className="h-72 w-full rounded-2xl" />
    </div>
  );
}

export function SummaryDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useSummaryQuery(id);
  const [flashcardsOpen, setFlashcardsOpen] = useState(false);

  if (query.isPending) return <DetailSkeleton />;

  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="grid gap-6">
        <BackLink />
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-card px-6 py-16 text-center"
        >
          <span className="flex size-14 items-center justify-center rounded-2xl bg-muted text-muted-foreground">
            <FileQuestionIcon className="size-7" aria-hidden="true" />
          </span>
          <h1 className="text-xl font-semibold">{notFound ? 'Summary not found' : FETCH_SUMMARY_FAILED}</h1>
          <p className="max-w-sm text-sm text-muted-foreground">
            {notFound ? 'It may have been deleted, or the link is wrong.' : 'Check your connection and try again.'}
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            {!notFound && (
              <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
                <RotateCcwIcon aria-hidden="true" />
                Try again
              </Button>
            )}
            <Button asChild>
              <Link to={paths.summaries}>Back to Summaries</Link>
            </Button>
          </div>
        </div>
      </div>
    );
  }

  const summary = query.data;
  const style = subjectStyle(summary.subject);
  const subject = summary.subject.trim() || 'Study Summary';
  const photoUrls = summary.photoUrls.length > 0 ? summary.photoUrls : summary.photoUrl ? [summary.photoUrl] : [];

  const exportSummary = () => {
    const fileName = summaryExportFileName(summary);
    downloadTextFile(fileName, summaryToMarkdown(summary));
    toast({ title: 'Summary exported', description: `Saved as ${fileName}`, variant: 'success' });
  };

  return (
    <div className="grid gap-6">
      <div className="flex items-center justify-between gap-2">
        <BackLink />
        <Button variant="ghost" size="sm" className="-mr-2" asChild>
          <Link to={paths.createSummary}>
            <PlusIcon aria-hidden="true" />
            Create New Summary
          </Link>
        </Button>
      </div>

      <header className="grid gap-5">
        <div className="flex min-w-0 gap-4">
          <SubjectIcon subject={summary.subject} size="lg" />
          <div className="min-w-0">
            <p className={cn('text-sm font-semibold tracking-wide uppercase', style.textClassName)}>{subject}</p>
            <h1 className="mt-0.5 text-2xl font-bold tracking-tight break-words sm:text-3xl">{summary.topic}</h1>
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <Badge>{summary.qualification}</Badge>
              {summary.examBoard && <Badge variant="outline">{summary.examBoard}</Badge>}
              <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
                <CalendarIcon className="size-4" aria-hidden="true" />
                <time dateTime={summary.createdAt}>{formatSummaryDate(summary.createdAt)}</time>
              </span>
            </div>
          </div>
        </div>

        <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
          <Button className="col-span-3" onClick={() => setFlashcardsOpen(true)}>
            <LayersIcon aria-hidden="true" />
            Create Flashcards
          </Button>
          <Button variant="outline" asChild>
            <Link to={paths.editSummary(summary.id)}>
              <PencilIcon aria-hidden="true" />
              Edit
            </Link>
          </Button>
          <Button variant="outline" onClick={exportSummary}>
            <DownloadIcon aria-hidden="true" />
            Export
          </Button>
          <DeleteSummaryDialog
            summaryId={summary.id}
            topic={summary.topic}
            onDeleted={() => void navigate(paths.summaries)}
            trigger={
              <Button variant="outline" className="text-destructive hover:bg-destructive-soft">
                <Trash2Icon aria-hidden="true" />
                Delete
              </Button>
            }
          />
        </div>
      </header>

      <div className={cn('grid gap-6', photoUrls.length > 0 && 'lg:grid-cols-[minmax(0,1fr)_22rem]')}>
        <Card>
          <CardHeader className="px-4 pt-5 sm:px-6 sm:pt-6">
            <CardTitle>Key Points</CardTitle>
          </CardHeader>
          <CardContent className="p-4 sm:p-6">
            {summary.summary.length > 0 ? (
              <SummaryPoints points={summary.summary} />
            ) : (
              <p className="text-sm text-muted-foreground">This summary has no points yet.</p>
            )}
          </CardContent>
        </Card>

        {photoUrls.length > 0 && (
          <Card className="h-fit">
            <CardHeader className="px-4 pt-5 sm:px-6 sm:pt-6">
              <CardTitle className="flex items-center gap-2 text-lg">
                <ImageIcon className="size-5 text-muted-foreground" aria-hidden="true" />
                Original Source
              </CardTitle>
            </CardHeader>
            <CardContent className="p-4 sm:p-6">
              {photoUrls.length === 1 ? (
                <SummaryPhoto photoUrl={photoUrls[0] ?? ''} topic={summary.topic} />
              ) : (
                <ol className="grid gap-5" data-testid="summary-pages">
                  {photoUrls.map((url, index) => (
                    <li key={url} className="grid gap-2">
                      <p className="text-sm font-semibold">Page {index + 1}</p>
                      <SummaryPhoto photoUrl={url} topic={summary.topic} page={index + 1} />
                    </li>
                  ))}
                </ol>
              )}
            </CardContent>
          </Card>
        )}
      </div>

      <GenerateFlashcardsDialog
        open={flashcardsOpen}
        onOpenChange={setFlashcardsOpen}
        source={{
          summaryId: summary.id,
          summaryText: joinSummaryPoints(summary.summary),
          summaryPoints: summary.summary,
          subject: summary.subject,
          topic: summary.topic,
          qualification: summary.qualification,
          examBoard: summary.examBoard,
        }}
      />
    </div>
  );
}
