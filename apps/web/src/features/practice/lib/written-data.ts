/**
 * Word lists for lenient written marking (mark-written.ts). Data only, so adding a unit or a
 * confusable pair is a one-line change.
 */

/** Articles a student may put in front of an answer ('the mitochondria'); only at the start. */
export const LEADING_ARTICLES: readonly string[] = ['the', 'a', 'an'];

/**
 * Units an answer may end with. A unit may be left out only when the question names it (by symbol
 * or by one of its names): 'Speed of light in m/s?' accepts '300000000' for '3e8 m/s'.
 */
export const UNITS: readonly { symbol: string; names: readonly string[] }[] = [
  { symbol: 'm', names: ['metre', 'metres', 'meter', 'meters'] },
  { symbol: 'cm', names: ['centimetre', 'centimetres'] },
  { symbol: 'mm', names: ['millimetre', 'millimetres'] },
  { symbol: 'km', names: ['kilometre', 'kilometres'] },
  { symbol: 'nm', names: ['nanometre', 'nanometres'] },
  { symbol: 'kg', names: ['kilogram', 'kilograms'] },
  { symbol: 'g', names: ['gram', 'grams'] },
  { symbol: 'mg', names: ['milligram', 'milligrams'] },
  { symbol: 's', names: ['second', 'seconds'] },
  { symbol: 'ms', names: ['millisecond', 'milliseconds'] },
  { symbol: 'min', names: ['minute', 'minutes'] },
  { symbol: 'h', names: ['hour', 'hours'] },
  { symbol: 'm/s', names: ['metres per second', 'meters per second'] },
  { symbol: 'm/s2', names: ['metres per second squared', 'meters per second squared'] },
  { symbol: 'n', names: ['newton', 'newtons'] },
  { symbol: 'j', names: ['joule', 'joules'] },
  { symbol: 'kj', names: ['kilojoule', 'kilojoules'] },
  { symbol: 'w', names: ['watt', 'watts'] },
  { symbol: 'kw', names: ['kilowatt', 'kilowatts'] },
  { symbol: 'v', names: ['volt', 'volts'] },
  { symbol: 'a', names: ['amp', 'amps', 'ampere', 'amperes'] },
  { symbol: 'ω', names: ['ohm', 'ohms'] },
  { symbol: 'c', names: ['coulomb', 'coulombs'] },
  { symbol: 'hz', names: ['hertz'] },
  { symbol: 'pa', names: ['pascal', 'pascals'] },
  { symbol: 'kpa', names: ['kilopascal', 'kilopascals'] },
  { symbol: 'k', names: ['kelvin'] },
  { symbol: '°c', names: ['degrees celsius', 'celsius', 'degrees'] },
  { symbol: '°', names: ['degrees', 'degree'] },
  { symbol: 'mol', names: ['mole', 'moles'] },
  { symbol: 'mol/dm3', names: ['moles per cubic decimetre'] },
  { symbol: 'l', names: ['litre', 'litres', 'liter', 'liters'] },
  { symbol: 'ml', names: ['millilitre', 'millilitres'] },
  { symbol: 'cm3', names: ['cubic centimetres'] },
  { symbol: 'dm3', names: ['cubic decimetres'] },
  { symbol: 'm2', names: ['square metres'] },
  { symbol: 'm3', names: ['cubic metres'] },
  { symbol: '%', names: ['percent', 'per cent'] },
  { symbol: '£', names: ['pounds'] },
  { symbol: 'p', names: ['pence'] },
];

/**
 * Pairs one letter apart that mean different things: the one-typo allowance never turns one into
 * the other (a wrong answer is wrong).
 */
export const CONFUSABLE_WORDS: readonly (readonly [string, string])[] = [
  ['alkane', 'alkene'],
  ['alkane', 'alkyne'],
  ['alkene', 'alkyne'],
  ['affect', 'effect'],
  ['anion', 'cation'],
  ['mitosis', 'meiosis'],
  ['ileum', 'ilium'],
  ['diffusion', 'infusion'],
  ['absorption', 'adsorption'],
  ['hypotonic', 'hypertonic'],
  ['exothermic', 'endothermic'],
  ['prophase', 'metaphase'],
  ['ethane', 'ethene'],
  ['ethene', 'ethyne'],
  ['propane', 'propene'],
  ['butane', 'butene'],
  ['methane', 'methene'],
];
