import { addDays, localDay, startOfLocalDay } from '../../core/time-zone.js';
import type { DueCardRow, StudyRepository } from './study.repository.js';

/** New cards introduced per deck per local day (Anki's default), so a big deck stays manageable. */
export const DAILY_NEW_CARDS_PER_DECK = 20;

/** Each deck's remaining new-card allowance for the user's local day. */
export async function newCardAllowance(
  repo: StudyRepository,
  userId: string,
  now: number,
  timeZone: string,
  deckId?: string,
): Promise<Map<string, number>> {
  const dayStart = startOfLocalDay(localDay(now, timeZone), timeZone);
  const introduced = await repo.decksWithIntroducedSince(userId, dayStart, deckId);
  return new Map([...introduced].map(([id, n]) => [id, Math.max(0, DAILY_NEW_CARDS_PER_DECK - n)]));
}

/**
 * Learning cards first, then reviews, then new cards within each deck's daily allowance, then
 * (with `learnAheadMs`) learning cards due within that window. `byDue` orders the seen cards by
 * due time alone (review all), new cards still last.
 */
export async function dueRows(
  repo: StudyRepository,
  userId: string,
  timeZone: string,
  deckId: string | undefined,
  limit: number,
  now: number,
  { learnAheadMs = 0, byDue = false }: { learnAheadMs?: number; byDue?: boolean } = {},
) {
  const [seen, allowance] = await Promise.all([
    repo.dueSeenCards(userId, now, deckId, limit, learnAheadMs),
    newCardAllowance(repo, userId, now, timeZone, deckId),
  ]);
  const fresh = seen.length < limit ? await repo.newCards(userId, allowance, limit - seen.length, deckId) : [];
  if (byDue) return { ordered: [...seen, ...fresh].slice(0, limit), allowance };
  const learning = seen.filter((c) => (c.state === 1 || c.state === 3) && c.due_at <= now);
  const review = seen.filter((c) => c.state === 2);
  const ahead = seen.filter((c) => (c.state === 1 || c.state === 3) && c.due_at > now);
  return { ordered: [...learning, ...review, ...fresh, ...ahead].slice(0, limit), allowance };
}

/**
 * When the next card not in `rows` comes due: the next learning or review card after the list,
 * or the next local midnight when new cards wait for tomorrow's allowance.
 */
export async function nextDueAt(
  repo: StudyRepository,
  userId: string,
  timeZone: string,
  deckId: string | undefined,
  rows: DueCardRow[],
  now: number,
) {
  const listed = rows.filter((r) => r.state !== 0);
  const after = listed.length > 0 ? Math.max(now, ...listed.map((r) => r.due_at)) : now;
  const [nextSeen, newWaiting] = await Promise.all([
    repo.nextDueAfter(userId, after, deckId),
    moreNewCards(repo, userId, deckId, rows.filter((r) => r.state === 0).length),
  ]);
  const tomorrow = newWaiting ? startOfLocalDay(addDays(localDay(now, timeZone), 1), timeZone) : Infinity;
  const next = Math.min(nextSeen ?? Infinity, tomorrow);
  return Number.isFinite(next) ? new Date(next).toISOString() : null;
}

/** Whether more new cards exist (in the deck, or any deck) than the `listed` ones. */
async function moreNewCards(repo: StudyRepository, userId: string, deckId: string | undefined, listed: number) {
  const deckIds = await repo.userDeckIds(userId, deckId);
  const counts = await repo.newCountsByDeck(userId, deckIds, listed + 1);
  let total = 0;
  for (const n of counts.values()) total += n;
  return total > listed;
}
