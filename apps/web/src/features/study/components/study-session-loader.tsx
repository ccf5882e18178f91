import type { StudyAllResponse, StudyResponse } from '@revisely/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { paths } from '@/app/paths';
import { LoadFailed, LoadingScreen } from '@/components/ui/load-states';
import { Skeleton } from '@/components/ui/skeleton';
import { FETCH_STUDY_SESSION_FAILED } from '../api/get-study-session';
import { StudySession } from './study-session';

function StudySkeleton() {
  return (
    <LoadingScreen label="Loading study session" className="max-w-2xl gap-5">
      <div className="flex justify-between">
        <Skeleton className="h-8 w-28" />
        <Skeleton className="h-6 w-24" />
      </div>
      <Skeleton className="h-2.5 rounded-full" />
      <Skeleton className="mx-auto h-7 w-56" />
      <Skeleton className="h-72 rounded-2xl" />
      <Skeleton className="mx-auto h-12 w-56 rounded-xl" />
    </LoadingScreen>
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
      <LoadFailed
        message={FETCH_STUDY_SESSION_FAILED}
        onRetry={() => void query.refetch()}
        backTo={paths.flashcards}
        backLabel="Back to Flashcards"
      />
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
