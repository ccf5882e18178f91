import type { QueryClient } from '@tanstack/react-query';
import { summariesQueryKey } from '@/api/get-summaries';

export const summaryQueryKey = (id: string) => [...summariesQueryKey, id] as const;

/** Counts of summaries show on the dashboard, progress and settings screens, so they refresh too. */
export function invalidateSummaryCounts(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/progress'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/progress/weekly'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/progress/gamification'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/user/stats'] }),
  ]);
}
