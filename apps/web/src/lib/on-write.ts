import type { Summary, User } from '@revisely/contracts';
import type { Query, QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/**
 * What each kind of write makes stale, in one place: features call these after a write and never
 * invalidate queries themselves (lint forbids `invalidateQueries`/`removeQueries` elsewhere). Keys
 * nest (see `query-keys.ts`), so one prefix reaches a deck's page, cards, forecast and practice
 * stats together.
 *
 * A running study session works from its own snapshot of due cards: its query is only marked
 * stale (`refetchType: 'none'`), never refetched under the student; 'Study Again' or the next
 * visit fetches it.
 */

type Settled = Promise<unknown>;

const markSessionsStale = (qc: QueryClient): Settled =>
  qc.invalidateQueries({ queryKey: queryKeys.studySessions, refetchType: 'none' });

/**
 * XP, level, streak, weekly and heatmap data, progress charts and account totals: after anything
 * that awards XP or changes counts (a summary made or deleted, cards made, a card reviewed, a
 * practice round).
 */
export function progressChanged(qc: QueryClient): Settled {
  return Promise.all([
    qc.invalidateQueries({ queryKey: queryKeys.progress }),
    qc.invalidateQueries({ queryKey: queryKeys.userStats }),
  ]);
}

/**
 * A deck or its cards were created, edited, imported or generated: the deck list and its counts,
 * every open deck (its cards, exam forecast), the due queue, progress totals, and the study
 * session of each changed deck (not running yet, so it refetches).
 */
export function deckChanged(qc: QueryClient, deckIds?: string | readonly string[]): Settled {
  const ids = deckIds === undefined ? [] : typeof deckIds === 'string' ? [deckIds] : deckIds;
  return Promise.all([
    qc.invalidateQueries({ queryKey: queryKeys.decks }),
    qc.invalidateQueries({ queryKey: queryKeys.dueReview }),
    ...ids.map((id) => qc.invalidateQueries({ queryKey: queryKeys.studySession(id) })),
    progressChanged(qc),
  ]);
}

/** A card was added, edited or deleted: the same as a deck change, for that deck. */
export const cardsChanged = (qc: QueryClient, deckId: string): Settled => deckChanged(qc, deckId);

/** A deck is gone: its own queries are dropped (not refetched into a 404), the rest refresh. */
export function deckDeleted(qc: QueryClient, deckId: string): Settled {
  qc.removeQueries({ queryKey: queryKeys.deck(deckId) });
  qc.removeQueries({ queryKey: queryKeys.studySession(deckId) });
  return deckChanged(qc);
}

/**
 * A card was reviewed or a review undone (spec §7: the study, deck list, gamification and weekly
 * data refresh): every study session is marked stale, and the deck list's due counts, open decks
 * and their exam forecasts, the due queue and progress (heatmap, XP, streak) refetch. The offline
 * queue lives in IndexedDB, not in the query cache: the review itself updates it.
 */
export function cardReviewed(qc: QueryClient): Settled {
  return Promise.all([
    markSessionsStale(qc),
    qc.invalidateQueries({ queryKey: queryKeys.decks }),
    qc.invalidateQueries({ queryKey: queryKeys.dueReview }),
    progressChanged(qc),
  ]);
}

/**
 * A card was brought forward into today's reviews from a practice result: the due queue refetches;
 * study sessions, the deck list and open decks are only marked stale (the practice screen showing
 * the result keeps its cards), so each refetches when next shown.
 */
export function cardMadeDue(qc: QueryClient): Settled {
  return Promise.all([
    markSessionsStale(qc),
    qc.invalidateQueries({ queryKey: queryKeys.decks, refetchType: 'none' }),
    qc.invalidateQueries({ queryKey: queryKeys.dueReview }),
  ]);
}

/**
 * Reviews made offline reached the server: everything may have moved, so every query refreshes,
 * except running study sessions, which are only marked stale.
 */
export function reviewsSynced(qc: QueryClient): Settled {
  const isSession = (query: Query) => queryKeys.isStudySession(query.queryKey);
  return Promise.all([
    qc.invalidateQueries({ predicate: (query) => !isSession(query) }),
    qc.invalidateQueries({ predicate: isSession, refetchType: 'none' }),
  ]);
}

/** A practice round was recorded: the best time is known from the answer; XP and charts refresh. */
export function practiceRecorded(qc: QueryClient, deckId: string, bestMatchMs: number | null): Settled {
  qc.setQueryData(queryKeys.practiceStats(deckId), { bestMatchMs });
  return progressChanged(qc);
}

/**
 * A summary was created, edited or deleted. `saved` (the server's copy) seeds the summary's own
 * query so the detail screen shows it at once; the list refreshes (exactly: each summary's key
 * sits under the list's).
 */
export function summaryChanged(qc: QueryClient, id?: string, saved?: Summary | null): Settled {
  if (id && saved) qc.setQueryData(queryKeys.summary(id), saved);
  return Promise.all([
    qc.invalidateQueries({ queryKey: queryKeys.summaries, exact: true }),
    ...(id ? [qc.invalidateQueries({ queryKey: queryKeys.summary(id) })] : []),
  ]);
}

/** A summary was created: the list, and the XP it earned. */
export const summaryCreated = (qc: QueryClient): Settled => Promise.all([summaryChanged(qc), progressChanged(qc)]);

/**
 * A summary was deleted. Its own query is marked stale without a refetch: the open detail screen
 * is about to leave, and a later visit (browser Back) fetches again and shows 'Summary not found'
 * rather than cached text.
 */
export function summaryDeleted(qc: QueryClient, id: string): Settled {
  return Promise.all([
    qc.invalidateQueries({ queryKey: queryKeys.summary(id), exact: true, refetchType: 'none' }),
    qc.invalidateQueries({ queryKey: queryKeys.summaries, exact: true }),
    progressChanged(qc),
  ]);
}

/** The signed-in user changed (username set, profile saved); `user` is the server's copy when known. */
export function userChanged(qc: QueryClient, user?: User): Settled {
  if (user) qc.setQueryData(queryKeys.currentUser, user);
  return qc.invalidateQueries({ queryKey: queryKeys.currentUser });
}
