import { wordSet } from './word-set.js';
import { readWordGroup } from './word-list.js';

const words = (group: string): readonly string[] => readWordGroup('places', group);

/** Countries, continents and capitals (and cities of GCSE case studies): names, but the setting rather than the point. */
const PLACES = new Set(words('places'));

export function isPlaceName(lower: string): boolean {
  return PLACES.has(lower);
}

/** "Western Europe", "West Berlin": places, worth less than the events that happened there. */
export const DIRECTIONS: ReadonlySet<string> = wordSet(words('directions'));
