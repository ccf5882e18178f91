import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/**
 * After any deck or card change: the list (card counts), the deck and its cards (prefix match on
 * ['/api/flashcards/decks', id]), the review queue, the study session and the progress totals.
 */
export function invalidateDeckData(queryClient: QueryClient, deckId?: string): void {
  void Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.decks }),
    queryClient.invalidateQueries({ queryKey: queryKeys.dueReview }),
    queryClient.invalidateQueries({ queryKey: queryKeys.progress }),
    ...(deckId ? [queryClient.invalidateQueries({ queryKey: queryKeys.studySession(deckId) })] : []),
  ]);
}
