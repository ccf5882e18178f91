import type { QueryClient } from '@tanstack/react-query';
import { decksQueryKey } from '@/api/get-decks';
import { dueReviewQueryKey } from '@/api/get-due-review';

/**
 * After any deck or card change: the list (card counts), the deck and its cards (prefix match on
 * ['/api/flashcards/decks', id]), the review queue, the study session and the progress totals.
 */
export function invalidateDeckData(queryClient: QueryClient, deckId?: string): void {
  void Promise.all([
    queryClient.invalidateQueries({ queryKey: decksQueryKey }),
    queryClient.invalidateQueries({ queryKey: dueReviewQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['/api/progress'] }),
    ...(deckId ? [queryClient.invalidateQueries({ queryKey: ['/api/decks', deckId, 'study'] })] : []),
  ]);
}
