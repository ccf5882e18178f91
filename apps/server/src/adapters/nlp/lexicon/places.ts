import { wordSet } from './word-set.js';

/** Countries, continents and capitals: names, but the setting rather than the point. */
const PLACES = new Set(
  `
britain england scotland wales ireland france germany russia america usa china india japan italy spain
portugal belgium netherlands holland austria hungary poland turkey greece egypt israel iran iraq
afghanistan pakistan bangladesh nepal brazil mexico canada australia nigeria kenya ghana ethiopia
cuba korea vietnam ukraine serbia europe africa asia oceania antarctica london paris berlin moscow
washington rome madrid vienna tokyo beijing delhi
`
    .split(/\s+/u)
    .filter(Boolean),
);

export function isPlaceName(lower: string): boolean {
  return PLACES.has(lower);
}

/** "Western Europe", "West Berlin": places, worth less than the events that happened there. */
export const DIRECTIONS: ReadonlySet<string> = wordSet([
  'north',
  'south',
  'east',
  'west',
  'northern',
  'southern',
  'eastern',
  'western',
  'central',
  'north-west',
  'north-east',
  'south-west',
  'south-east',
]);
