import { wordSet } from './word-set.js';

/** Countries, continents and capitals (and cities of GCSE case studies): names, but the setting rather than the point. */
const PLACES = new Set(
  `
britain england scotland wales ireland france germany russia america usa china india japan italy spain
portugal belgium netherlands holland austria hungary poland turkey greece egypt israel iran iraq
afghanistan pakistan bangladesh nepal brazil mexico canada australia nigeria kenya ghana ethiopia
cuba korea vietnam ukraine serbia europe africa asia oceania antarctica london paris berlin moscow
washington rome madrid vienna tokyo beijing delhi
albania algeria andorra angola argentina armenia azerbaijan bahamas bahrain barbados belarus belize
benin bhutan bolivia bosnia botswana brunei bulgaria burundi cambodia cameroon chad chile colombia
congo croatia cyprus czechia denmark djibouti dominica ecuador eritrea estonia eswatini fiji finland
gabon gambia georgia grenada guatemala guyana haiti honduras iceland indonesia jamaica jordan
kazakhstan kiribati kosovo kuwait kyrgyzstan laos latvia lebanon lesotho liberia libya liechtenstein
lithuania luxembourg madagascar malawi malaysia maldives mali malta mauritania mauritius moldova monaco
mongolia montenegro morocco mozambique myanmar namibia nauru nicaragua niger norway oman palau palestine
panama paraguay peru philippines qatar romania rwanda samoa senegal seychelles singapore slovakia
slovenia somalia sudan suriname sweden switzerland syria taiwan tajikistan tanzania thailand togo tonga
tunisia turkmenistan tuvalu uganda uzbekistan vanuatu venezuela yemen zambia zimbabwe
lagos mumbai nairobi cairo baghdad tehran kabul islamabad dhaka kathmandu brasilia lima santiago
bogota caracas havana ottawa canberra sydney melbourne wellington jakarta manila bangkok hanoi seoul
pyongyang shanghai dublin edinburgh cardiff belfast amsterdam brussels lisbon athens warsaw prague
budapest stockholm oslo copenhagen helsinki geneva zurich istanbul jerusalem riyadh dubai
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
