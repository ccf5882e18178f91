import type { ImportResponse } from '@revisely/contracts';

const plural = (n: number, word: string) => `${n.toLocaleString('en-GB')} ${word}${n === 1 ? '' : 's'}`;

/**
 * The import's toast title: cards new to the account are 'imported', cards it already had (the
 * same package again) are 'updated': 'Imported 3 cards', 'Updated 9 cards', 'Imported 3 cards, updated 6'.
 */
export function importResultTitle(result: Pick<ImportResponse, 'added' | 'updated'>): string {
  if (result.updated === 0) return `Imported ${plural(result.added, 'card')}`;
  if (result.added === 0) return `Updated ${plural(result.updated, 'card')}`;
  return `Imported ${plural(result.added, 'card')}, updated ${result.updated.toLocaleString('en-GB')}`;
}
