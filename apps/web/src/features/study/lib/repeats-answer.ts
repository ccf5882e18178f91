/** Letters and digits only, lower case: "**fiend-like queen**." and "fiend like queen" compare equal. */
function bare(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** A short lead-in such as 'From your notes:' is all an explanation may add to an answer it repeats. */
const LEAD_IN_LETTERS = 20;

/**
 * Whether an explanation only repeats the answer: a generated cloze's answer is its whole sentence,
 * and its explanation quotes the same sentence, so showing both says it twice.
 */
export function explanationRepeatsAnswer(explanation: string, answer: string): boolean {
  const a = bare(answer);
  const e = bare(explanation);
  return a.length > 0 && e.includes(a) && e.length - a.length <= LEAD_IN_LETTERS;
}
