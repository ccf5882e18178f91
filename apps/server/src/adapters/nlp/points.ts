export function finishSentence(s: string): string {
  let text = s.trim();
  text = capitaliseFirst(text);
  text = text.replace(/\s*[,;:–—-]+$/u, '');
  // "... and water; for example, ..." with its example tail cut leaves "water;." behind.
  text = text.replace(/\s*[,;:]+\s*([.!?])$/u, '$1');
  if (!/[.!?]["')\]*]*$/u.test(text)) text = `${text}.`;
  return text;
}

/** Upper-cases the first letter unless the first word is a deliberate mixed-case token (pH, mRNA, eBay). */
export function capitaliseFirst(s: string): string {
  const lead = /^\**/u.exec(s)?.[0].length ?? 0;
  const firstWord = /^\S+/u.exec(s.slice(lead))?.[0]?.replace(/\*+$/u, '') ?? '';
  if (!/^\p{Ll}/u.test(firstWord) || /\p{Lu}/u.test(firstWord.slice(1))) return s;
  return s.slice(0, lead) + s.charAt(lead).toUpperCase() + s.slice(lead + 1);
}

/** Normalised form for duplicate checks: lower case, letters and digits only. */
export function normaliseForCompare(s: string): string {
  return s
    .toLowerCase()
    .replace(/\*+/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Keeps **bold**, *italic* and ***bold italic*** only when every marker is paired; otherwise strips
 * the asterisks, because a stray one would render the rest of the point in bold.
 */
export function balanceMarkup(s: string): string {
  const withoutPairs = s.replace(/\*\*\*[^*\n]+?\*\*\*|\*\*[^*\n]+?\*\*|\*[^*\n]+?\*/gu, '');
  return withoutPairs.includes('*') ? s.replace(/\*+/gu, '') : s;
}
