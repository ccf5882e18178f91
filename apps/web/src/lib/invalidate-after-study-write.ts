import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/**
 * After any write that awards XP or changes progress totals (a summary made or deleted, cards
 * generated, a deck created, a card reviewed): the dashboard, progress and settings screens show
 * level, streak, weekly and account totals and the progress charts, so all of them refresh.
 */
export function invalidateAfterStudyWrite(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [
      queryKeys.progress,
      queryKeys.weeklyProgress,
      queryKeys.progressStats,
      queryKeys.gamification,
      queryKeys.userStats,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
