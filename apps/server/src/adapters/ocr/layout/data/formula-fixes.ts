/**
 * What the `eng` model reliably reads for a maths or science symbol, turned back into the symbol
 * where the rest of a formula line leaves one reading only (formula-lines.ts applies them, in this
 * order, to formula lines alone: lines holding "=", an operator between numbers, or a number with a
 * unit). The model has no glyphs for ×, ², √, ½, Δ, so it reads them as the nearest letters: `m x a`,
 * `m/s?`, `V9`, `%`, `AT`. A corrected line is still marked for checking (line-checks.ts): a rule
 * here may only say what the symbol almost surely was, never that the line is right.
 *
 * Each row names the fix and gives formula lines (as OCR returns them) with what they become, and
 * formula lines it must leave as they are; all are unit tests (formula-lines.test.ts). `notes` says
 * why the context is unambiguous. Rules whose context is a whole word rather than a character
 * pattern work on the line's whitespace-separated tokens (`tokens`). Data only, plus the small
 * token helpers the rows share.
 */
import { SHORT_WORDS } from './short-words.js';

export interface FormulaFix {
  name: string;
  fix: (line: string) => string;
  /** [as read, as corrected]: formula lines the fix changes. */
  examples: readonly (readonly [string, string])[];
  /** Formula lines the fix must leave unchanged (read right, or ambiguous). */
  counterExamples: readonly string[];
  notes: string;
}

const NUMBER = /^[−-]?\d+(?:[.,]\d+)?[²³°]?$/u;
/** A number with its unit glued on, as OCR often returns it: "1kg", "9.8N". */
const NUMBER_UNIT = /^\d+(?:\.\d+)?[a-zA-Z]{1,3}[²³?]?$/u;
/** Units that stand alone in a formula: "1 kg × 1 m/s²". */
const UNIT = /^(?:kg|mol|kJ|kW|kPa|Pa|Hz|cm|dm|mm|km|m\/s[²?]?|N\/kg|J\/kg)$/u;
/** One or two letters, maybe a digit or power after them: a quantity's symbol (m, g, Ek, V1, Δv, x²). */
const SYMBOL = /^Δ?[A-Za-z][A-Za-z]?\d?[²³?]?$/u;
const FUNCTION = /^(?:sin|cos|tan|log|ln)$/u;
const TRAILING = /[,.;:]+$/u;
/** A species of a chemical equation: elements' capitals and a digit, three characters or more ("CO2", "2H20", "NH3"; not "V1"). */
const CHEMICAL = /^(?=\S{3,})(?=\D*\d)\d?(?:[A-Z][a-z]?\d*){1,4}$/u;

/** A token that can stand on either side of "×" in a formula: a number, a quantity's symbol, a bracket. */
function operand(token: string | undefined, side: 'left' | 'right'): boolean {
  if (token === undefined) return false;
  // "m × a,so1N": the operand ends at the comma. A bracket is part of the operand it closes or opens.
  const bare = side === 'right' ? token.replace(/[,;:].*$/u, '').replace(/[.)]+$/u, '') : token.replace(/^.*\(/u, '');
  // A root is an operand like the number under it ("√3 × √3").
  const t = bare.replace(/^\d*√/u, '');
  if (!t) return false;
  if (NUMBER.test(t) || NUMBER_UNIT.test(t) || UNIT.test(t) || FUNCTION.test(t) || t === '½') return true;
  // Two-letter English words ("so x is", "If x =") are words, not quantities; single letters and
  // capitals ("AT", the change ΔT read with its Δ as "A") are quantities.
  if (SYMBOL.test(t)) {
    const letters = t.replace(/[\d²³?]/gu, '');
    return letters.length === 1 || letters === letters.toUpperCase() || !SHORT_WORDS.has(letters.toLowerCase());
  }
  if (side === 'left') return /\)[²³?]?$/u.test(t);
  // "A@": a capital and a glyph no word holds, a Greek letter read wrong ("Δθ").
  return /^[(√]/u.test(t) || /^[A-Z][^\s\p{L}\d]$/u.test(t);
}

/** A line's tokens and the whitespace between them, so a fix can look at whole words and put the line back. */
function tokens(line: string): string[] {
  return line.split(/(\s+)/u);
}

/** Replaces tokens (at even indices of `tokens(line)`) for which `swap` returns a string. */
function mapTokens(line: string, swap: (token: string, before: string | undefined, after: string | undefined) => string | undefined) {
  const parts = tokens(line);
  const words = parts.filter((_, i) => i % 2 === 0);
  const out = parts.slice();
  let w = 0;
  for (let i = 0; i < parts.length; i += 2, w++) {
    const token = parts[i]!;
    if (!token) continue;
    const swapped = swap(token, words[w - 1] || undefined, words[w + 1] || undefined);
    if (swapped !== undefined) out[i] = swapped;
  }
  return out.join('');
}

/** English words with an "x" between two letters, never a product of two quantities. */
const X_WORDS = new Set(['axe', 'oxo', 'oxy', 'exe', 'ox', 'ax', 'ex']);
/** "xXx": the sign read as a capital between two small x's, one sign ("2xXxaxs" for 2 × a × s). */
const GLUED_SIGN = /xXx|x/u;
const GLUED_PRODUCT = /^((?:[A-Za-z]|\d+(?:\.\d+)?)(?:(?:xXx|x)(?:[A-Za-z]|\d+(?:\.\d+)?)){2,})([,.;]?)$/u;
const GLUED_PAIR = /^([A-Za-z])x([A-Za-z])([,.;]?)$/u;

/** "²" after a quantity, read as "?": the "?" is followed by an operator, "=" or a comma. */
const SQUARED_MID = /(?<=(?:^|[\s(=+×÷−—–-])(?:\d*[A-Za-z]|\d+)|\))\?(?=\s*(?:[=+×÷−—–,)-]|[xX×]\s))/gu;
/** … or ends a line as the last factor of a product ("½ x m x v?"). */
const SQUARED_END = /(?<=(?:[=+×÷−xX]\s*)[A-Za-z])\?$/u;
/** A cube is read as "?" too: where the line is about a volume, "?" stays (and stays marked). */
const CUBES = /volume|sphere|cube|³/iu;
/** A question ends with "?" as well: a line that asks one keeps it. */
const QUESTION = /^(?:what|how|which|why|when|where|find|calculate|work out|is|are|does|do)\b/iu;

/** A surd: "√" read as "V", "v" or "¥" glued before a number or a bracket. */
const ROOT = /(?<=^|[\s=(+×÷−—–-]|\d)[Vv¥](?=\d|\()/gu;
/**
 * A surd no quantity's name can be: "V9", "¥18", "V(": a subscript is 1 or 2 ("V1", "V2", "v2"),
 * and "7" is how "²" is often read ("v7 = 2 × 98" for v² = …).
 */
const SURE_ROOT = /(?:^|[\s=(+×÷−—–-]|\d)(?:[Vv]\(|¥\d|[Vv](?:[345689]|\d{2,}))/u;
/** … unless the line names quantities with subscripts ("p1 × V1 = p2 × V2"): √1 is never written. */
const SUBSCRIPTED = /(?:^|[\s(=])[A-Za-z]1\b/u;

export const FORMULA_FIXES: readonly FormulaFix[] = [
  {
    name: 'equals-spaced',
    fix: (line) => line.replace(/(?<=[^\s<>=!≤≥])[ ]*=[ ]*(?=[^\s=<>])/gu, ' = '),
    examples: [
      ['Force F =m x a', 'Force F = m x a'],
      ['Fp=2x98x5=98 J', 'Fp = 2x98x5 = 98 J'],
      ['a= 24+ 8 =3 m/s', 'a = 24+ 8 = 3 m/s'],
    ],
    counterExamples: ['Speed = distance ÷ time', 'x <= 3', 'if a == b', 'i=', '= 5 m'],
    notes:
      'Typed notes put a space each side of "=" ("F = m × a"); the model drops it beside a symbol it could not read. Only an "=" with something on both sides: "<=", "==" and an "=" ending or starting a line are left.',
  },
  {
    name: 'minus-read-as-dash',
    fix: (line) =>
      mapTokens(line.replace(/(?<=^|[\s(=,])[—–]-?(?=[\p{L}\d(√])/gu, '−'), (token, before, after) => {
        if (!/^[—–]-?$/u.test(token)) return undefined;
        // Between two species of a chemical equation the dash is the arrow ("CH4 + 202 — CO2").
        if (CHEMICAL.test(before ?? '') || CHEMICAL.test(after ?? '')) return '→';
        return operand(before, 'left') && operand(after, 'right') ? '−' : undefined;
      }),
    examples: [
      ['x = (—b + V(b? — 4ac)) + 2a', 'x = (−b + V(b? − 4ac)) + 2a'],
      ['so x = —3 or x = —7', 'so x = −3 or x = −7'],
      ['2x? —- 8 = 0', '2x? − 8 = 0'],
      ['CH4 + 202 — CO2 + 2H20', 'CH4 + 202 → CO2 + 2H20'],
    ],
    counterExamples: ['Absolute zero = −273 °C', 'so x = -2', 'Energy = work done — see page 4'],
    notes:
      'An em or en dash before a number, a letter or a bracket, or between two operands, is a minus sign on a formula line: a dash is never typed inside a formula; between two species of a chemical equation it is the arrow. A hyphen is left: it is what many students type for minus.',
  },
  {
    name: 'half-read-as-percent',
    fix: (line) =>
      mapTokens(line, (token, before, after) => {
        if (before !== '=') return undefined;
        if (token === '%' && /^[xX×]$/u.test(after ?? '')) return '½';
        // "%xm": the sign and the first quantity glued to it.
        const glued = /^%x([A-Za-z])$/u.exec(token);
        return glued && /^[xX×]$/u.test(after ?? '') ? `½ × ${glued[1]}` : undefined;
      }),
    examples: [
      ['Kinetic energy Ek = % x m x v?', 'Kinetic energy Ek = ½ x m x v?'],
      ['Kinetic energy Ek = %xm x v?', 'Kinetic energy Ek = ½ × m x v?'],
    ],
    counterExamples: ['Profit = % change x 100', 'PED = % change in quantity ÷ % change in price'],
    notes: 'A "%" standing alone right after "=" and before a product sign is "½": a per cent is a number\'s ("20%") or a word\'s ("% change").',
  },
  {
    name: 'root-read-as-V',
    fix: (line) => (SURE_ROOT.test(line) && !SUBSCRIPTED.test(line) && !/[Vv]1\b/u.test(line) ? line.replace(ROOT, '√') : line),
    examples: [
      ['¥18 = v9 x V2 = 3v2', '√18 = √9 x √2 = 3√2'],
      ['v3 x V3 = 3', '√3 x √3 = 3'],
      ['Formula: x = (−b + V(b? − 4ac)) + 2a', 'Formula: x = (−b + √(b? − 4ac)) + 2a'],
      ['c² = 6² + 8² = 100, soc = V100 = 10cm', 'c² = 6² + 8² = 100, soc = √100 = 10cm'],
    ],
    counterExamples: [
      'Boyle: pl x V1 = p2 x V2 at constant T',
      'A 12 V supply heats the water = 6 W',
      'V = IR',
      'v2 = u2 + 2as',
      '(1 + v2)² = 3 + 2v2',
      'V3 = V1 + V2',
      'v7 = 2 x 98 + 2 = 98',
    ],
    notes:
      '"√" is read as "V", "v" or "¥" glued before a number or a bracket. A line counts as surds when one of them cannot be a quantity: "¥", "V(", or V or v before a number other than 1 and 2 (subscripts are 1 and 2; "v2" may be v²). Then every such "V" on the line is a root. A line with a subscript 1 ("p1", "V1") is left: √1 is never written.',
  },
  {
    name: 'times-read-as-x',
    fix: (line) =>
      mapTokens(line, (token, before, after) => {
        if (!/^(?:[xX]{1,2}|×)$/u.test(token) || token === '×') return undefined;
        const between = operand(before, 'left') && operand(after, 'right');
        // "useful output ÷ total input x 100": a word before, a number after.
        const wordTimesNumber = /^\p{L}{3,}$/u.test(before ?? '') && NUMBER.test((after ?? '').replace(TRAILING, ''));
        return between || wordTimesNumber ? '×' : undefined;
      }),
    examples: [
      ['Weight W = m x g, where g = 9.8 N/kg', 'Weight W = m × g, where g = 9.8 N/kg'],
      ['Force F = m xX a,so1N = 1kg x 1 m/s?', 'Force F = m × a,so1N = 1kg × 1 m/s?'],
      ['Sum of angles in a polygon = (n — 2) x 180°', 'Sum of angles in a polygon = (n — 2) × 180°'],
      ['Efficiency = useful output + total input x 100', 'Efficiency = useful output + total input × 100'],
      ['A ramp at 30° gives a < g x sin 30°', 'A ramp at 30° gives a < g × sin 30°'],
    ],
    counterExamples: ['so x = -2 or x = -3', 'x = 3 and 3x + 2 = 11', 'if x is 2 then y = 4', 'Let x be 5 = n', '(x + 2)(x + 3) = 0'],
    notes:
      'A lone "x" (or "X", "xX") with a quantity on each side (a number, a one- or two-letter symbol that is not an English word, a bracket, a unit, sin/cos/tan) is "×". Algebra\'s "x" is an operand itself: next to "=", "+", a bracket or a word ("so x =", "if x is"), never between two operands.',
  },
  {
    name: 'times-glued',
    fix: (line) =>
      mapTokens(line, (token, before) => {
        const product = GLUED_PRODUCT.exec(token);
        if (product) return `${product[1]!.split(new RegExp(GLUED_SIGN, 'gu')).join(' × ')}${product[2]}`;
        const pair = GLUED_PAIR.exec(token);
        if (pair && !X_WORDS.has(`${pair[1]}x${pair[2]}`.toLowerCase())) return `${pair[1]} × ${pair[2]}${pair[3]}`;
        // "W = F xd": the sign glued to the quantity after it.
        const after = /^x([A-Za-z])([,.;]?)$/u.exec(token);
        if (after && operand(before, 'left') && before !== '=') return `× ${after[1]}${after[2]}`;
        return undefined;
      }),
    examples: [
      ['Gravitational energy Ep = mxgxh', 'Gravitational energy Ep = m × g × h'],
      ['Fp = 2x98x5 = 98 J', 'Fp = 2 × 98 × 5 = 98 J'],
      ['v—-u2 = 2xaxs', 'v—-u2 = 2 × a × s'],
      ['Energy to melt E = mxL', 'Energy to melt E = m × L'],
      ['Work done W = F xd', 'Work done W = F × d'],
    ],
    counterExamples: ['y = 2x + 1', 'x² + 6x + 2 = 0', '2xy = 6', 'Max = 3 x 10', 'An axe = 2 kg'],
    notes:
      '"×" read as an "x" glued to its operands: three or more single letters or numbers joined by "x" ("mxgxh", "2x98x5") are a product, never a word or algebra ("2xy" has one "x" and a digit first); two single letters joined by "x" ("Ixt", "mxL") are one too, but for the few words of that shape ("axe"). Algebra\'s "2x", "6x" end at the "x".',
  },
  {
    name: 'squared-read-as-question-mark',
    fix: (line) => {
      let out = line.replace(SQUARED_MID, '²');
      if (!CUBES.test(line) && !QUESTION.test(line.trim())) out = out.replace(SQUARED_END, '²');
      return out;
    },
    examples: [
      ['x? + 5x + 6 = 0', 'x² + 5x + 6 = 0'],
      ['c? = 6? + 8? = 100, soc = V100', 'c² = 6² + 8² = 100, soc = V100'],
      ['Kinetic energy Ek = ½ x m x v?', 'Kinetic energy Ek = ½ x m x v²'],
      ['(1 + v2)? = 3 + 2v2', '(1 + v2)² = 3 + 2v2'],
      ['b? — 4ac = 9', 'b² — 4ac = 9'],
    ],
    counterExamples: [
      'How many moles in 4.4 g of CO2 (Mr = 44)?',
      'Volume of a sphere = 4/3 x n x r?',
      'What is x?',
      'Is it true that y = x?',
    ],
    notes:
      'A "?" right after a one-letter quantity, a number or a bracket, and before an operator, "=" or a comma, is "²": a question mark is never followed by an operator. At the end of a line only as the last factor of a product ("x v?"), and not where the line is about a volume (then it may be "³") or asks a question.',
  },
  {
    name: 'unit-power',
    fix: (line) =>
      line
        .replace(/(?<=(?:^|[\s\d(])(?:m\/s|N\/m))[?2](?=$|[\s,.;)])/gu, '²')
        .replace(/(?<=(?:^|[\s\d(])(?:kg\/m|g\/cm|(?:mol\/)?dm))[?3](?=$|[\s,.;)])/gu, '³')
        .replace(/(?<=\d\s?(?:m|cm|mm|km))2(?=$|[\s,.;)])/gu, '²')
        .replace(/(?<=\d\s?(?:m|cm|dm|mm))3(?=$|[\s,.;)])/gu, '³'),
    examples: [
      ['Acceleration a = Av + t, measured in m/s?', 'Acceleration a = Av + t, measured in m/s²'],
      ['Density p = m + V, in kg/m?', 'Density p = m + V, in kg/m³'],
      ['Concentration in mol/dm? = moles + volume', 'Concentration in mol/dm³ = moles + volume'],
      ['Pressure p = F + A, in Pa or N/m2', 'Pressure p = F + A, in Pa or N/m²'],
      ['A 600 N crate stands on 0.25 m2.', 'A 600 N crate stands on 0.25 m².'],
      ['1 dm? = 1000 cm3', '1 dm³ = 1000 cm³'],
    ],
    counterExamples: ['1 dm³ = 1000 cm?', 'What is its speed in m/s', 'Area = 2 m x 3 m', 'R2 = 4 ohms'],
    notes:
      'Units whose power is fixed by what they measure: m/s² (acceleration), N/m² (pressure), kg/m³ and g/cm³ (density), dm³ (volume). "cm?" and "m?" alone may be ² or ³, so they stay (and stay marked). A digit glued after a length unit that follows a number ("0.25 m2", "25 cm3") is its power.',
  },
  {
    name: 'delta-read-as-A',
    fix: (line) => line.replace(/(?<=^|[\s(=])A(?=[HTEGv](?:$|[\s,.;)=]))/gu, 'Δ'),
    examples: [
      ['Q = m xc x AT, with c = 4.18 J/g°C', 'Q = m xc x ΔT, with c = 4.18 J/g°C'],
      ['Specific heat: AE = m x c x A@', 'Specific heat: ΔE = m x c x A@'],
      ['Acceleration a = Av + t', 'Acceleration a = Δv + t'],
    ],
    counterExamples: ['A = 2 m x 3 m', 'AS level mark = 40%', 'Area A = 4 m²'],
    notes:
      '"Δ" is read as "A": on a formula line "AH", "AT", "AE", "AG", "Av" standing alone are changes (ΔH, ΔT, ΔE, ΔG, Δv); "AS" is left (a qualification).',
  },
];
