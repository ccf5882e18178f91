/**
 * Cloze deletions in card text (docs/card-text.md): `{{c1::answer}}` or `{{c1::answer::hint}}`,
 * Anki's syntax, so exported notes work in Anki and imported ones here. One card is made per
 * deletion number; the card for number N hides every deletion numbered N and shows the others as
 * their answers. Pure TypeScript, shared by the server (siblings, export) and the web (study, builder).
 *
 * Nesting (`{{c1::a {{c2::b}}}}`) is not supported: the first `}}` closes a deletion, as in Anki
 * before 2.1.56. TeX that ends in `}}` inside a deletion needs a space before the closing braces.
 */

/** The most deletion numbers one note may use, so one card cannot become thousands of rows. */
export const CLOZE_NUMBER_MAX = 100;
export const CLOZE_EMPTY_MESSAGE = 'A cloze card needs at least one non-empty deletion, e.g. {{c1::answer}}';
export const CLOZE_NUMBER_MESSAGE = `Cloze numbers must be between 1 and ${CLOZE_NUMBER_MAX}`;
/** What a hidden deletion shows when it has no hint. */
export const CLOZE_BLANK = '[...]';

// Lazy answer, then an optional `::hint`; the first `}}` ends the deletion.
const CLOZE_PATTERN = /\{\{c(\d+)::([\s\S]*?)(?:::([\s\S]*?))?\}\}/g;

export type ClozeSegment =
  { kind: 'text'; text: string } | { kind: 'cloze'; index: number; answer: string; hint: string | null; raw: string };

/** Splits text into plain runs and deletions, in order. Text without deletions is one text run. */
export function parseCloze(text: string): ClozeSegment[] {
  const out: ClozeSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(CLOZE_PATTERN)) {
    const start = match.index;
    if (start > last) out.push({ kind: 'text', text: text.slice(last, start) });
    const hint = match[3]?.trim();
    out.push({
      kind: 'cloze',
      index: Number(match[1]),
      answer: match[2] ?? '',
      hint: hint ? hint : null,
      raw: match[0],
    });
    last = start + match[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

/** Whether the text holds any `{{cN::…}}` marker (even an empty one): it is then a cloze note. */
export function hasCloze(text: string): boolean {
  return parseCloze(text).some((s) => s.kind === 'cloze');
}

/** The deletion numbers that have a non-empty answer somewhere, ascending: one card each. */
export function clozeNumbers(text: string): number[] {
  const numbers = new Set<number>();
  for (const s of parseCloze(text)) {
    if (s.kind === 'cloze' && s.answer.trim()) numbers.add(s.index);
  }
  return [...numbers].sort((a, b) => a - b);
}

/**
 * Why a cloze front cannot be saved, or null when it can (or is not a cloze front at all): it needs
 * at least one non-empty deletion, and numbers from 1 to CLOZE_NUMBER_MAX.
 */
export function clozeProblem(text: string): string | null {
  const segments = parseCloze(text).filter((s) => s.kind === 'cloze');
  if (segments.length === 0) return null;
  if (segments.some((s) => s.index < 1 || s.index > CLOZE_NUMBER_MAX)) return CLOZE_NUMBER_MESSAGE;
  return clozeNumbers(text).length === 0 ? CLOZE_EMPTY_MESSAGE : null;
}

/** The number the Cloze button uses next: one more than the highest in the text (Anki's rule). */
export function nextClozeNumber(text: string): number {
  let max = 0;
  for (const s of parseCloze(text)) if (s.kind === 'cloze') max = Math.max(max, s.index);
  return Math.min(max + 1, CLOZE_NUMBER_MAX);
}

/** The front of the card for deletion `index`: its deletions become '[...]' or '[hint]', the others their answers. */
export function renderCloze(text: string, index: number): string {
  return parseCloze(text)
    .map((s) => {
      if (s.kind === 'text') return s.text;
      if (s.index !== index) return s.answer;
      return s.hint ? `[${s.hint}]` : CLOZE_BLANK;
    })
    .join('');
}

/** The text with every deletion replaced by its answer (the revealed note). */
export function revealCloze(text: string): string {
  return parseCloze(text)
    .map((s) => (s.kind === 'text' ? s.text : s.answer))
    .join('');
}

/**
 * Wraps text[start, end) in a deletion with the next free number. Returns the new text and the
 * selection to restore: the wrapped answer (or the caret inside an empty deletion).
 */
export function wrapCloze(
  text: string,
  start: number,
  end: number,
): { text: string; selectionStart: number; selectionEnd: number; index: number } {
  const from = Math.max(0, Math.min(start, end, text.length));
  const to = Math.min(text.length, Math.max(start, end));
  const index = nextClozeNumber(text);
  const open = `{{c${index}::`;
  const answer = text.slice(from, to);
  const next = `${text.slice(0, from)}${open}${answer}}}${text.slice(to)}`;
  return { text: next, selectionStart: from + open.length, selectionEnd: from + open.length + answer.length, index };
}
