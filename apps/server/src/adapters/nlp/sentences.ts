import { analyseText } from './analyse.js';

/**
 * The notes' sentences after OCR clean-up, in order: wrapped lines joined, bullets and
 * "term: explanation" items as units of their own, headings left out.
 */
export function splitSentences(text: string): string[] {
  return analyseText(text).units.map((u) => u.text);
}
