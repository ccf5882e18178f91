import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InlineMarkdown } from './inline-markdown';
import { parseInlineMarkdown, stripInlineMarkdown } from './parse-inline-markdown';

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

describe('InlineMarkdown', () => {
  it('renders bold, italic and bold italic as strong and em elements', () => {
    const { container } = render(<InlineMarkdown text="**Key** then *soft* then ***both***" />);
    expect(container.querySelector('strong')).toHaveTextContent('Key');
    expect(container.querySelector('em')).toHaveTextContent('soft');
    const both = container.querySelector('strong > em');
    expect(both).toHaveTextContent('both');
    expect(container.textContent).toBe('Key then soft then both');
  });

  it('shows HTML in the text as text and creates no elements from it', () => {
    const hostile =
      '<script>window.pwned = true</script> and <img src=x onerror="window.pwned=true"> in **<b>bold</b>**';
    const { container } = render(<InlineMarkdown text={hostile} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe(
      '<script>window.pwned = true</script> and <img src=x onerror="window.pwned=true"> in <b>bold</b>',
    );
    expect(container.querySelector('strong')).toHaveTextContent('<b>bold</b>');
    expect((window as unknown as { pwned?: boolean }).pwned).toBeUndefined();
  });
});
