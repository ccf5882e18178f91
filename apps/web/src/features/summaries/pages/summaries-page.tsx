import { FileTextIcon, PlusIcon, RotateCcwIcon, SearchIcon } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { FETCH_SUMMARIES_FAILED, useSummariesQuery } from '@/api/get-summaries';
import { paths } from '@/app/paths';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { SummaryCard } from '@/features/summaries/components/summary-card';

function matches(query: string, ...fields: (string | null)[]): boolean {
  return fields.some((field) => field?.toLowerCase().includes(query));
}

function LoadingGrid() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label="Loading summaries">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="rounded-2xl border border-border bg-card p-5">
          <div className="flex gap-3">
            <Skeleton className="size-10 rounded-xl" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-3 w-20" />
              <Skeleton className="h-4 w-3/4" />
            </div>
          </div>
          <Skeleton className="mt-4 h-3 w-full" />
          <Skeleton className="mt-2 h-3 w-full" />
          <Skeleton className="mt-2 h-3 w-2/3" />
          <Skeleton className="mt-5 h-3 w-24" />
        </div>
      ))}
    </div>
  );
}

export function SummariesPage() {
  const query = useSummariesQuery();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim().toLowerCase());
  const summaries = query.data ?? [];
  const visible = deferredSearch
    ? summaries.filter((s) =>
        matches(deferredSearch, s.subject, s.topic, s.qualification, s.examBoard, s.summary.join(' ')),
      )
    : summaries;

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Summaries"
        description="Your AI study summaries, newest first."
        actions={
          // The empty state has its own call to action; one is enough.
          query.isSuccess && summaries.length === 0 ? undefined : (
            <Button asChild>
              <Link to={paths.createSummary}>
                <PlusIcon aria-hidden="true" />
                New Summary
              </Link>
            </Button>
          )
        }
      />

      {query.isPending ? (
        <LoadingGrid />
      ) : query.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-card px-6 py-14 text-center"
        >
          <p className="text-base font-semibold">{FETCH_SUMMARIES_FAILED}</p>
          <p className="text-sm text-muted-foreground">Check your connection and try again.</p>
          <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
            <RotateCcwIcon aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : summaries.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl border-2 border-dashed border-border bg-card/60 px-6 py-16 text-center">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-accent text-primary">
            <FileTextIcon className="size-7" aria-hidden="true" />
          </span>
          <p className="max-w-sm text-base font-medium">No summaries found. Create your first summary!</p>
          <Button asChild>
            <Link to={paths.createSummary}>
              <PlusIcon aria-hidden="true" />
              Create Summary
            </Link>
          </Button>
        </div>
      ) : (
        <>
          {summaries.length > 3 && (
            <div className="relative max-w-md">
              <SearchIcon
                className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <Input
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder="Search by subject, topic or text"
                aria-label="Search summaries"
                className="pl-10"
              />
            </div>
          )}
          {visible.length === 0 ? (
            <p role="status" className="py-10 text-center text-sm text-muted-foreground">
              No summaries match &lsquo;{search.trim()}&rsquo;.
            </p>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {visible.map((summary) => (
                <SummaryCard key={summary.id} summary={summary} />
              ))}
            </div>
          )}
        </>
      )}
    </div>
  );
}
