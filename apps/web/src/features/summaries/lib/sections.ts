import type { ReviewPage } from '@/features/summaries/lib/wizard-pages';

/**
 * Long material is summarised in sections of about this many characters (ADR 0021): small enough
 * that each section's points cover it, large enough that a 50-page PDF is a dozen requests.
 */
export const SECTION_CHARS = 12_000;

/** Cuts text longer than `max` at blank lines, then line ends, then spaces, else at `max`. */
function cut(text: string, max: number): string[] {
  const parts: string[] = [];
  let rest = text.trim();
  while (rest.length > max) {
    const window = rest.slice(0, max);
    const at =
      Math.max(window.lastIndexOf('\n\n'), 0) || Math.max(window.lastIndexOf('\n'), 0) || window.lastIndexOf(' ');
    const end = at > max / 4 ? at : max;
    parts.push(rest.slice(0, end).trim());
    rest = rest.slice(end).trim();
  }
  if (rest) parts.push(rest);
  return parts;
}

/** A run of text to summarise, with the pages (1-based, in page order) it was taken from. */
export interface Section {
  text: string;
  firstPage: number;
  lastPage: number;
}

/**
 * The pages' text in sections, in page order: consecutive pages (slides, headings' pages) go
 * together while they fit, and a page too long for one section is cut at paragraph breaks.
 */
export function splitIntoSections(pages: readonly ReviewPage[], max = SECTION_CHARS): Section[] {
  const sections: Section[] = [];
  let current = null as Section | null;
  for (const [index, page] of pages.entries()) {
    const number = index + 1;
    for (const piece of cut(page.text, max)) {
      if (current && current.text.length + 2 + piece.length > max) {
        sections.push(current);
        current = null;
      }
      if (current) {
        current.text = `${current.text}\n\n${piece}`;
        current.lastPage = number;
      } else {
        current = { text: piece, firstPage: number, lastPage: number };
      }
    }
  }
  if (current) sections.push(current);
  return sections;
}

/**
 * What the student sees while section `index` (0-based) of `sections` is summarised: 'Summarising
 * page 3 of 12…', 'pages 3–5 of 12' for a section of several pages, or 'part 2 of 3' when the text
 * is one long page.
 */
export function sectionProgress(sections: readonly Section[], index: number, pageCount: number): string {
  const section = sections[index];
  if (!section || pageCount <= 1) return `Summarising part ${index + 1} of ${sections.length}…`;
  const pages =
    section.firstPage === section.lastPage
      ? `page ${section.firstPage}`
      : `pages ${section.firstPage}–${section.lastPage}`;
  return `Summarising ${pages} of ${pageCount}…`;
}
