import { describe, expect, it } from 'vitest';
import { pastedPage } from './wizard-pages';
import { sectionProgress, splitIntoSections } from './sections';

const page = (text: string) => ({ ...pastedPage(), text });
const texts = (sections: { text: string }[]) => sections.map((s) => s.text);

describe('splitIntoSections', () => {
  it('keeps short pages together and in order', () => {
    const sections = splitIntoSections([page('One.'), page('Two.'), page('  ')], 100);
    expect(texts(sections)).toEqual(['One.\n\nTwo.']);
    expect(sections[0]).toMatchObject({ firstPage: 1, lastPage: 2 });
  });

  it('starts a new section when the next page would not fit', () => {
    const pages = [page('a'.repeat(60)), page('b'.repeat(60)), page('c'.repeat(30))];
    const sections = splitIntoSections(pages, 100);
    expect(texts(sections)).toEqual(['a'.repeat(60), `${'b'.repeat(60)}\n\n${'c'.repeat(30)}`]);
    expect(sections.map((_, i) => sectionProgress(sections, i, 3))).toEqual([
      'Summarising page 1 of 3…',
      'Summarising pages 2–3 of 3…',
    ]);
  });

  it('cuts a long page at paragraph breaks, every section within the limit and nothing lost', () => {
    const paragraphs = Array.from({ length: 30 }, (_, i) => `Paragraph ${i} ${'word '.repeat(8).trim()}.`);
    const sections = splitIntoSections([page(paragraphs.join('\n\n'))], 200);
    expect(sections.length).toBeGreaterThan(3);
    for (const section of sections) expect(section.text.length).toBeLessThanOrEqual(200);
    expect(texts(sections).join('\n\n')).toBe(paragraphs.join('\n\n'));
    expect(sections.every((s) => s.firstPage === 1 && s.lastPage === 1)).toBe(true);
    expect(sectionProgress(sections, 1, 1)).toBe(`Summarising part 2 of ${sections.length}…`);
  });
});
