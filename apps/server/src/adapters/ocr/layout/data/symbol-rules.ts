/**
 * Patterns that mark a line of OCR text for checking because its meaning hangs on a symbol
 * (line-checks.ts, reason 'symbols'). Two kinds of row: the symbol itself was read (a misreading
 * of it elsewhere on the line is likely), or what a lost symbol leaves behind ("÷" read as "+",
 * "ΔH" as "AH", "×" as "x", "π" as "1%", "m/s²" as "m/s?"), which Tesseract reports with high
 * confidence. Each row names the rule and gives lines it must mark (tested in
 * line-checks.test.ts); `notes` says why the pattern is what it is. Data only.
 */
export interface SymbolRule {
  name: string;
  pattern: RegExp;
  /** Lines (as OCR returns them) the rule marks. */
  examples: readonly string[];
  notes: string;
}

const UNITS = String.raw`m\/s|km\/h|mol|dm|cm|mm|km|nm|kg|mg|kJ|kW|kPa|Pa|Hz|ms|[mgsNJWVAKL]`;

/** Elements of school chemistry, two-letter symbols first so "Cl" is not read as "C". */
const ELEMENTS = 'He|Li|Be|Ne|Na|Mg|Al|Si|Cl|Ar|Ca|Fe|Cu|Zn|Br|Ag|Ba|Pb|Mn|H|B|C|N|O|F|P|S|K|I';

export const SYMBOL_RULES: readonly SymbolRule[] = [
  {
    name: 'symbol',
    pattern: /[=±÷×√π≤≥≠≈∝<>→←↑↓⇌°ΔδµμλΩσθ∑∫²³¹⁰⁴⁵⁶⁷⁸⁹⁻⁺^]/u,
    examples: ['Speed = distance ÷ time', 'Water boils at 100 °C', 'Working memory holds 7 ± 2 items', 'ΔT is the temperature change', '10 <t< 20'],
    notes: '"<" and ">" are here because "≤" and "≥" come back as them (or worse) with confidence.',
  },
  {
    name: 'arithmetic',
    pattern: /\d\s*[-+*/x−]\s*\d/u,
    examples: ['7 + 2 is nine', '3 x 4', 'a= 24+ 8'],
    notes: 'Arithmetic between numbers: "×" read as "x", "÷" as "+" or "/".',
  },
  {
    name: 'unit',
    pattern: new RegExp(String.raw`\d\s*(?:%|(?:${UNITS})(?:[-\d/²³?]|\/\w+)*(?![\p{L}]))`, 'u'),
    examples: ['g is 9.8 m/s', 'a mass of 3 kg', 'Inflation fell to 2%', '20 cm3 of acid', 'a wave of 500 nm'],
    notes: 'A number with a unit: a lost power or prefix changes the quantity.',
  },
  {
    name: 'pi-read-as-percent',
    pattern: /\d\s*%\s*\p{L}/u,
    examples: ['Area = 1%r2', 'circumference is 2 1% r'],
    notes: '"π" after a number is read as "1%" or "%"; a per cent sign followed by a letter is rarely a per cent.',
  },
  {
    name: 'power',
    pattern: /(?:\/\p{L}{1,3}\d\b|\b\p{L}\^?\d\b\s*[-+=])/u,
    examples: ['acceleration in m/s2', 'x2 + 3x is ten'],
    notes: 'A power written on the line: the superscript was read as a digit.',
  },
  {
    name: 'squared-read-as-question-mark',
    pattern: /(?:\/\p{L}{1,3}|\b(?:m|cm|dm|mm|km))[?;](?=\s|$|[.,])/u,
    examples: ['measured in m/s?', '1 dm? is 1000 cm;'],
    notes: '"²" and "³" at the end of a unit come back as "?" or ";".',
  },
  {
    name: 'delta-read-as-A',
    pattern: /\bA[HGTv]\b/u,
    examples: ['Exothermic: AH is negative, surroundings warm up', 'Acceleration a = Av + t'],
    notes: '"Δ" is read as "A": "AH", "AG", "AT", "Av". Not "AS", which is a qualification.',
  },
  {
    name: 'plus-minus-read-as-plus',
    pattern: /(?:^|\s)\+\s*\d/u,
    examples: ['Reading error on the burette: + 0.05'],
    notes: '"±" loses its bar and becomes "+" before the number.',
  },
  {
    name: 'divide-read-as-plus',
    pattern: /(?:^|\p{L}[.)]?\s*)\+\s*\p{L}/u,
    examples: ['frequency + class width', '+ time', 'Speed = distance + time'],
    notes: '"÷" between words (a formula in words) is read as "+"; a "+" between words is worth a look either way.',
  },
  {
    name: 'times-read-as-x',
    pattern: /(?:^|\s)(?:[xX]{1,2}|\p{L}xx)(?:\s|$)/u,
    examples: ['Midpoint f x x', 'Frequency Midpoint fxx', 'Frequency Midpoint xx', 'm x a'],
    notes: '"×" standing alone becomes "x", "xx" or glues to the letter before it.',
  },
  {
    name: 'le-read-as-s',
    pattern: /(?:^|\s)s\s+-?\d|-[lI1]\s*s/u,
    examples: ['Significance level: p s 0.05', 'Correlation r lies in-lsrsl'],
    notes: '"≤" is read as a lone "s"; "−1 ≤" as "-ls".',
  },
  {
    name: 'chemical-formula',
    pattern: new RegExp(String.raw`\b(?=[A-Za-z\d]*\d)\d?(?:(?:${ELEMENTS})\d*){2,}\b`, 'u'),
    examples: ['CH4 and 202 give CO2', 'Haber process makes NH3'],
    notes:
      'Formulae (two or more common elements and a digit) lose subscripts and arrows ("→" read as "+"): "2H20" for 2H₂O. Not "WW2".',
  },
  {
    name: 'degree-read-as-o',
    pattern: /\d\s?[o0O]\s?C\b/u,
    examples: ['Keep it at 37 oC', 'It melts at 1000C'],
    notes: '"°C" comes back as "oC" or "0C", which turns 100 °C into 1000 C.',
  },
  {
    name: 'micro-read-as-u',
    pattern: /\d\s*(?:u(?:m|g|s|L|l|mol)|(?:[py]|p:)m)\b/u,
    examples: ['A cell is about 10 um across', 'Animal cell: about 10 to 30 pm across', 'Bacterium: about 1 to 5 ym long', 'Red blood cell: 7.5 p:m wide'],
    notes:
      '"µ" is read as "u", and in "µm" as "p", "y" or "p:" (dev `cells-microscopy`: "30 pm across", "5 ym long"; the size was left unmarked). A time ("at 5 pm") is marked too: one needless line to check, against a size off by a million.',
  },
  {
    name: 'arrow-read-as-dash',
    pattern: new RegExp(String.raw`[—–]\s*\d*(?:(?:${ELEMENTS})\d*)+(?:\((?:s|l|I|g|aq)\))?\s*$`, 'u'),
    examples: ['Cathode (—): Pb2+ ions gain 2 electrons — Pb', 'bromide ions lose electrons — Br2'],
    notes:
      '"→" before a product at the end of a line is read as a dash (dev `electrolysis-equations`). Only before a formula that ends the line: a dash in running text ("— He said") is left alone.',
  },
  {
    name: 'root-read-as-V',
    pattern: /(?:^|[\s=(])V\s?\d/u,
    examples: ['so V16 is 4'],
    notes: '"√" is read as "V" before the number.',
  },
];
