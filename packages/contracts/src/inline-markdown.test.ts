import { describe, expect, it } from 'vitest';
import { parseInlineMarkdown, stripInlineMarkdown } from './inline-markdown.js';

describe('parseInlineMarkdown', () => {
  it('splits plain, bold, italic and bold italic runs', () => {
    expect(parseInlineMarkdown('A **cell** is *tiny* and ***alive***.')).toEqual([
      { text: 'A ', bold: false, italic: false },
      { text: 'cell', bold: true, italic: false },
      { text: ' is ', bold: false, italic: false },
      { text: 'tiny', bold: false, italic: true },
      { text: ' and ', bold: false, italic: false },
      { text: 'alive', bold: true, italic: true },
      { text: '.', bold: false, italic: false },
    ]);
  });

  it('nests italic inside bold', () => {
    expect(parseInlineMarkdown('**the *mitochondria* organelle**')).toEqual([
      { text: 'the ', bold: true, italic: false },
      { text: 'mitochondria', bold: true, italic: true },
      { text: ' organelle', bold: true, italic: false },
    ]);
  });

  it('leaves arithmetic, lone and unclosed asterisks as text', () => {
    for (const text of ['2 * 3 * 4 = 24', 'a * b', '**unclosed bold', 'end*', '* bullet', '** spaced **']) {
      expect(parseInlineMarkdown(text)).toEqual([{ text, bold: false, italic: false }]);
    }
  });

  it('returns nothing for empty text', () => {
    expect(parseInlineMarkdown('')).toEqual([]);
  });

  it('strips markers for previews', () => {
    expect(stripInlineMarkdown('**Osmosis** is *passive* (***no ATP***)')).toBe('Osmosis is passive (no ATP)');
  });
});
