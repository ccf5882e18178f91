import type { PracticeCard } from './practice-card';
import { shuffle, type Random } from './random';

/** Match (issue 28): up to 6 pairs as tiles, questions and answers mixed. */
export const MATCH_PAIRS = 6;

export interface MatchTile {
  id: string;
  cardId: string;
  side: 'question' | 'answer';
  card: PracticeCard;
}

export function dealMatch(cards: readonly PracticeCard[], random: Random): MatchTile[] {
  const picked: PracticeCard[] = [];
  const answers = new Set<string>();
  // Two cards with the same answer would make two right pairings; only one of them is dealt.
  for (const card of shuffle(cards, random)) {
    const key = card.answer.trim().toLowerCase();
    if (answers.has(key)) continue;
    answers.add(key);
    picked.push(card);
    if (picked.length === MATCH_PAIRS) break;
  }
  const tiles = picked.flatMap((card): MatchTile[] => [
    { id: `${card.id}:q`, cardId: card.id, side: 'question', card },
    { id: `${card.id}:a`, cardId: card.id, side: 'answer', card },
  ]);
  return shuffle(tiles, random);
}

/** Two tiles match when they are the two sides of one card. */
export const tilesMatch = (a: MatchTile, b: MatchTile) => a.cardId === b.cardId && a.side !== b.side;

/** '12.4 s': tenths of a second, rounded down, so the clock never shows a time not yet reached. */
export function formatSeconds(ms: number): string {
  return `${(Math.floor(Math.max(0, ms) / 100) / 10).toFixed(1)} s`;
}
