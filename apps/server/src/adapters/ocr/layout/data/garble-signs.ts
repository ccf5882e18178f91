/**
 * Signs that a formula line came back as confident wrong words rather than with one symbol lost
 * (line-checks.ts `garbledFormula`). The `eng` model has no glyphs for π, ², ×, so a formula can come
 * back as sure but wrong "words": `Area = 11%` (π r²), `ChargeQ=Ixt` (Charge Q = I × t),
 * `v—-uz2=2xXxaxs` (v² − u² = 2 × a × s). A sign only counts on a formula line (one holding `=`):
 * elsewhere `2%`, `iPhone` or `100mph` are ordinary notes. Each row names the sign and gives lines
 * it must mark and lines it must not (tested in line-checks.test.ts); `notes` says why. Data only.
 */
export interface GarbleSign {
  name: string;
  pattern: RegExp;
  /** Formula lines (as OCR returns them) that show the sign. */
  examples: readonly string[];
  /** Formula lines, read right, that must not show it. */
  counterExamples: readonly string[];
  notes: string;
}

export const GARBLE_SIGNS: readonly GarbleSign[] = [
  {
    name: 'percent-glued-to-number',
    pattern: /\d%/u,
    examples: ['Area = 11%', 'Circumference = 2 1%r', 'C = 21%r'],
    counterExamples: ['PED = % change in quantity demanded ÷ % change in price', 'Speed = distance ÷ time'],
    notes:
      'On a formula line a per cent glued to a number is π read as "%" or "1%"; a percentage in a formula is written "% change", "× 100", not glued to a number.',
  },
  {
    name: 'capital-glued-to-word',
    pattern: /\p{Ll}{2,}\p{Lu}/u,
    examples: ['ChargeQ=Ixt', 'CurrentI = Q+t', 'PowerP = IV'],
    counterExamples: ['Power P = I × V', 'E = 4.18 kJ per kg'],
    notes:
      'A quantity\'s name glued to its letter ("Charge Q" read as "ChargeQ"): the space was lost with the symbol after it. Units ("kJ", "kPa", "mA") have one lower-case letter before the capital.',
  },
  {
    name: 'x-glued-between-letters',
    pattern: /(?:^|[\s=(])\p{L}x\p{L}(?=$|[\s,.;)])/u,
    examples: ['ChargeQ=Ixt', 'W = Fxs, in joules', 'Voltage V =IxR'],
    counterExamples: ['Work done W = F × s, in joules', 'Exam mark = raw mark', 'x = axis value'],
    notes: '"×" between two one-letter quantities read as an "x" glued to both ("I × t" as "Ixt"); three letters only, so "exam" and "axis" are not signs.',
  },
  {
    name: 'digit-glued-to-letters',
    pattern: /\p{Ll}\d\p{L}|\d\p{L}{3,}/u,
    examples: ['Force F =m xX a,so1N =1kg', 'v—-uz2=2xXxaxs'],
    counterExamples: [
      'Q = m × c × ΔT, with c = 4.18 J/g°C for water',
      'CH4 + 2O2 = CO2 + 2H2O',
      'x2 + 3x = 10',
      'a = 24 ÷ 8 = 3 m/s²',
      'Volume = 20 cm3 of acid',
    ],
    notes:
      'A digit inside a word after a lower-case letter ("so1N") or three letters glued after a digit ("2xXxaxs"): a power, a "×" or a space was lost. Chemical formulas (a capital element before the digit, "H2O"), a power read on the line ("x2", "cm3") and units glued to a number ("10kg") are not signs: they lost one symbol, which the symbol rules mark.',
  },
  {
    name: 'stray-mark',
    pattern: /[®©™“”„§¶]|(?<![/\p{L}])(?!(?:[cdmk]?m|s)\?)\p{Ll}{1,2}\?/u,
    examples: ['Area of a circle: A = nr? and circumference C = 2nr', 'Kinetic energy: Ex = “mv?', 'Change in energy: AE = mcA8®'],
    counterExamples: ['Acceleration a = Av + t, measured in m/s?', '1 dm? = 1000 cm?', 'Concentration in mol/dm? = moles + volume'],
    notes:
      'A mark no formula holds ("®", a quote inside it) or a "?" after a one- or two-letter quantity ("nr?" for πr²): the symbol was read as the nearest glyph. A unit ending in "?" ("m/s?", "dm?") lost only its power, which the symbol rules mark.',
  },
];
