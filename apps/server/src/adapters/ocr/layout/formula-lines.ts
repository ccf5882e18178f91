import { FORMULA_FIXES } from './data/formula-fixes.js';
import { SYMBOL_RULES } from './data/symbol-rules.js';
import { MAX_LINE_CHECKS, type LineCheck } from './line-checks.js';
import type { OcrResult } from '../ocr-engine.js';

/**
 * Formula lines read back into their symbols (data/formula-fixes.ts): what the `eng` model reliably
 * reads for ×, ², √, ½, Δ and a minus sign ("m x a", "m/s?", "V9", "%", "AT", "—") is turned back
 * where the line leaves one reading only. Only formula lines are touched, and every formula line is
 * marked for checking whatever is corrected (line-checks.ts): a correction makes the text closer to
 * the page, never certain. Runs on the page's final reading (engine/page-reader.ts), after the
 * cleaned and plain readings were compared and merged: those match words as the engine spelled
 * them, so a line corrected in one reading and not in the other must not count as text lost.
 */

/** The symbol rules (data/symbol-rules.ts) that make a line a formula: an equation, a product or a quantity. */
const FORMULA_RULES = SYMBOL_RULES.filter((rule) =>
  ['arithmetic', 'unit', 'power', 'squared-read-as-question-mark', 'times-read-as-x'].includes(rule.name),
);
const OPERATORS = /[=×÷±√]/u;

/**
 * A line that holds "=" or ×, ÷, ±, √, arithmetic between numbers, a number with a unit, or a
 * power. Each of these is a symbol rule, so a formula line is always marked for checking.
 */
export function formulaLine(line: string): boolean {
  return OPERATORS.test(line) || FORMULA_RULES.some((rule) => rule.pattern.test(line));
}

/** `line` with every fix applied, in order, when it is a formula line; otherwise as it was. */
export function correctFormulaLine(line: string): string {
  if (!formulaLine(line)) return line;
  return FORMULA_FIXES.reduce((text, rule) => rule.fix(text), line);
}

/** Each line of `text` corrected on its own; lines, their order and blank lines are kept. */
export function correctFormulaLines(text: string): string {
  return text
    .split('\n')
    .map((line) => correctFormulaLine(line))
    .join('\n');
}

/**
 * The page's reading with its formula lines corrected, and its lines to check following the text:
 * each check names its line as corrected, and a corrected line that was not marked (none should be:
 * every formula line holds a symbol rule's pattern) is marked for its symbols. The confidence and
 * layout label stay those of the reading as the engine gave it: a symbol put back is not a word
 * the engine was sure of.
 */
export function withFormulaLines(reading: OcrResult): OcrResult {
  const lines = reading.extractedText.split('\n');
  const corrected = lines.map((line) => correctFormulaLine(line));
  if (corrected.every((line, i) => line === lines[i])) return reading;
  const checks: LineCheck[] = (reading.linesToCheck ?? []).map((check) => ({
    ...check,
    text: correctFormulaLine(check.text),
  }));
  const marked = new Set(checks.map((check) => check.text));
  corrected.forEach((line, i) => {
    const text = line.trim();
    if (line === lines[i] || marked.has(text) || checks.length >= MAX_LINE_CHECKS) return;
    checks.push({ text, reason: 'symbols' });
    marked.add(text);
  });
  return { ...reading, extractedText: corrected.join('\n'), linesToCheck: checks };
}
