import type { StudyAllResponse, StudyResponse } from '@revisely/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeftIcon, RotateCwIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { FETCH_STUDY_SESSION_FAILED } from '../api/get-study-session';
import { StudySession } from './study-session';

function StudySkeleton() {
  return (
    <div role="status" aria-label="Loading study session" className="mx-auto grid w-full max-w-2xl gap-5">
      <div className="flex justify-between">
        <Skeleton className="h-8 w-28" />
        <Skeleton className="h-6 w-24" />
      </div>
      <Skeleton className="h-2.5 rounded-full" />
      <Skeleton className="mx-auto h-7 w-56" />
      <Skeleton className="h-72 rounded-2xl" />
      <Skeleton className="mx-auto h-12 w-56 rounded-xl" />
    </div>
  );
}

/**
 * Runs a session on the cards due when it started (see StudySession), fetched after `since`, so
 * neither a cached answer from an earlier visit nor the previous round is studied again.
 */
export function StudySessionLoader({ query }: { query: UseQueryResult<StudyResponse | StudyAllResponse> }) {
  const [since, setSince] = useState(() => Date.now());
  const [snapshot, setSnapshot] = useState<{ data: StudyResponse | StudyAllResponse; round: number } | null>(null);

  const fresh = query.isSuccess && !query.isFetching && query.dataUpdatedAt >= since;
  useEffect(() => {
    if (snapshot === null && fresh && query.data) setSnapshot({ data: query.data, round: since });
  }, [snapshot, fresh, query.data, since]);

  if (query.isError && !snapshot) {
    return (
      <Card role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-12 text-center">
        <p className="text-base font-semibold">{FETCH_STUDY_SESSION_FAILED}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild variant="outline">
            <Link to={paths.flashcards}>
              <ArrowLeftIcon aria-hidden="true" />
              Back to Flashcards
            </Link>
          </Button>
          <Button onClick={() => void query.refetch()}>
            <RotateCwIcon aria-hidden="true" />
            Try again
          </Button>
        </div>
      </Card>
    );
  }

  if (!snapshot) return <StudySkeleton />;

  return (
    <StudySession
      key={snapshot.round}
      session={snapshot.data}
      onStudyAgain={() => {
        setSince(Date.now());
        setSnapshot(null);
        void query.refetch();
      }}
    />
  );
}
