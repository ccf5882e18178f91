import { describe, expect, it } from 'vitest';
import type { LayoutBlock, LayoutLine, LayoutParagraph } from '../types.js';
import { arrangeReadingOrder, classify, engineText } from './reading-order.js';

const LINE_HEIGHT = 20;

/** A line of text whose box starts at (x, y); about 10 px per character, like a 20 px font. */
function line(x: number, y: number, text: string, confidence = 90, width = text.length * 10): LayoutLine {
  return {
    bbox: { x0: x, y0: y, x1: x + width, y1: y + LINE_HEIGHT },
    words: text.split(' ').map((word) => ({ text: word, confidence })),
  };
}

function bounds(boxes: { x0: number; y0: number; x1: number; y1: number }[]) {
  return {
    x0: Math.min(...boxes.map((b) => b.x0)),
    y0: Math.min(...boxes.map((b) => b.y0)),
    x1: Math.max(...boxes.map((b) => b.x1)),
    y1: Math.max(...boxes.map((b) => b.y1)),
  };
}

function paragraph(...lines: LayoutLine[]): LayoutParagraph {
  return { bbox: bounds(lines.map((l) => l.bbox)), lines };
}

function block(...paragraphs: LayoutParagraph[]): LayoutBlock {
  return { bbox: bounds(paragraphs.map((p) => p.bbox)), paragraphs };
}

/** One block holding one paragraph per line: how the engine reports short, separate items. */
const single = (l: LayoutLine) => block(paragraph(l));

const LEFT = 50;
const RIGHT = 600;
const rowY = (row: number) => 100 + row * 30;

describe('arrangeReadingOrder: rule remnants', () => {
  it('drops bars and underscores read from a table border, keeping |x| and the words', () => {
    const result = arrangeReadingOrder([
      block(
        paragraph(line(LEFT, rowY(0), '| 1945 | Yalta and Potsdam |'), line(LEFT, rowY(1), '__ the modulus |x| of x')),
      ),
    ]);
    expect(result.text).toBe('1945 Yalta and Potsdam\nthe modulus |x| of x');
  });
});

describe('arrangeReadingOrder: reading order', () => {
  it('keeps a single column top to bottom, joining lines of a paragraph and separating paragraphs', () => {
    const result = arrangeReadingOrder([
      block(paragraph(line(LEFT, 40, 'Cell Structure'))),
      block(
        paragraph(
          line(LEFT, rowY(0), 'Eukaryotic cells contain a nucleus'),
          line(LEFT, rowY(1), 'enclosed by a double membrane.'),
        ),
        paragraph(line(LEFT, rowY(3), 'Diffusion is the net movement'), line(LEFT, rowY(4), 'of particles.')),
      ),
    ]);
    expect(result.text).toBe(
      'Cell Structure\n\nEukaryotic cells contain a nucleus\nenclosed by a double membrane.\n\nDiffusion is the net movement\nof particles.',
    );
    expect(result.columns).toBe(1);
    expect(result.layoutComplexity).toBe('simple');
  });

  it('reads the left column before the right even when the engine interleaves their rows', () => {
    // Row-major engine order, with rows that line up exactly across the two columns.
    const blocks: LayoutBlock[] = [];
    for (let row = 0; row < 4; row++) {
      blocks.push(single(line(LEFT, rowY(row), `left line ${row} of the first column`)));
      blocks.push(single(line(RIGHT, rowY(row), `right line ${row} of the second column`)));
    }
    const result = arrangeReadingOrder(blocks);
    const lines = result.text.split(/\n+/);
    expect(lines).toEqual([
      'left line 0 of the first column',
      'left line 1 of the first column',
      'left line 2 of the first column',
      'left line 3 of the first column',
      'right line 0 of the second column',
      'right line 1 of the second column',
      'right line 2 of the second column',
      'right line 3 of the second column',
    ]);
    expect(result.columns).toBe(2);
    expect(result.layoutComplexity).toBe('moderate');
  });

  it('reads a heading and a footer that span both columns in their place', () => {
    const blocks: LayoutBlock[] = [
      // The engine lists the right column first and the title last.
      block(
        paragraph(
          line(RIGHT, rowY(0), 'Consequences of the change'),
          line(RIGHT, rowY(1), 'Rapid urbanisation followed'),
        ),
      ),
      block(
        paragraph(
          line(LEFT, rowY(0), 'Causes of the revolution'),
          line(LEFT, rowY(1), 'Britain had coal and iron ore'),
        ),
      ),
      block(paragraph(line(LEFT, rowY(3), 'Footnote: sources listed at the back of the book', 90, 900))),
      block(paragraph(line(300, 40, 'The Industrial Revolution'))),
    ];
    const lines = arrangeReadingOrder(blocks).text.split(/\n+/);
    expect(lines).toEqual([
      'The Industrial Revolution',
      'Causes of the revolution',
      'Britain had coal and iron ore',
      'Consequences of the change',
      'Rapid urbanisation followed',
      'Footnote: sources listed at the back of the book',
    ]);
  });

  it('reads a full-width introduction before the two columns below it', () => {
    const intro = block(
      paragraph(
        line(LEFT, rowY(0), 'An introduction that runs across the whole page width', 90, 1000),
        line(LEFT, rowY(1), 'and continues on a second full-width line of text', 90, 1000),
      ),
    );
    const columns: LayoutBlock[] = [];
    for (let row = 3; row < 6; row++) {
      columns.push(single(line(LEFT, rowY(row), `left ${row}`, 90, 400)));
      columns.push(single(line(RIGHT, rowY(row), `right ${row}`, 90, 400)));
    }
    const lines = arrangeReadingOrder([intro, ...columns]).text.split(/\n+/);
    expect(lines).toEqual([
      'An introduction that runs across the whole page width',
      'and continues on a second full-width line of text',
      'left 3',
      'left 4',
      'left 5',
      'right 3',
      'right 4',
      'right 5',
    ]);
  });

  it('does not treat a margin of bullets as a column', () => {
    const blocks: LayoutBlock[] = [];
    for (let row = 0; row < 3; row++) {
      blocks.push(single(line(LEFT, rowY(row), '•', 90, 10)));
      blocks.push(single(line(LEFT + 40, rowY(row), `point number ${row} about rates`)));
    }
    const result = arrangeReadingOrder(blocks);
    expect(result.text.split(/\n+/)).toEqual([
      '•',
      'point number 0 about rates',
      '•',
      'point number 1 about rates',
      '•',
      'point number 2 about rates',
    ]);
    expect(result.columns).toBe(1);
  });

  it('counts three columns side by side as complex', () => {
    const blocks: LayoutBlock[] = [];
    for (const x of [LEFT, 450, 850]) {
      blocks.push(
        block(
          paragraph(...[0, 1, 2].map((row) => line(x, rowY(row), `column at ${x} says something long here`, 90, 300))),
        ),
      );
    }
    const result = arrangeReadingOrder(blocks);
    expect(result.columns).toBe(3);
    expect(result.text.split(/\n+/)[3]).toBe('column at 450 says something long here');
    expect(result.layoutComplexity).toBe('complex');
  });

  it('flags a grid of short cells as table-like and complex', () => {
    const cells = [
      ['Organelle', 'Function'],
      ['Nucleus', 'Genetic material'],
      ['Ribosome', 'Protein synthesis'],
      ['Mitochondrion', 'Respiration'],
    ];
    const blocks = cells.flatMap(([term, meaning], row) => [
      single(line(LEFT, rowY(row), term ?? '')),
      single(line(RIGHT, rowY(row), meaning ?? '')),
    ]);
    const result = arrangeReadingOrder(blocks);
    expect(result.columns).toBe(2);
    expect(result.tableLike).toBe(true);
    expect(result.layoutComplexity).toBe('complex');
  });

  it('reads a table whose rows the engine gave as single lines with wide gaps as a table, in order', () => {
    // Tesseract often reads a clean ruled table row as one line: the cells are only the gaps.
    const cells = [
      ['Metal', 'Symbol', 'Melting point'],
      ['Lithium', 'Li', '181 C'],
      ['Sodium', 'Na', '98 C'],
      ['Potassium', 'K', '63 C'],
    ];
    const columnsX = [LEFT, 300, 500];
    const rowLine = (row: string[], y: number): LayoutLine => {
      // Words of a cell a space apart (12 px), cells a column apart.
      const words = row.flatMap((cell, c) => {
        let x0 = columnsX[c] ?? 0;
        return cell.split(' ').map((word) => {
          const box = { x0, y0: y, x1: x0 + word.length * 10, y1: y + LINE_HEIGHT };
          x0 = box.x1 + 12;
          return { text: word, confidence: 90, bbox: box };
        });
      });
      return { bbox: bounds(words.map((w) => w.bbox)), words };
    };
    const result = arrangeReadingOrder([block(paragraph(...cells.map((row, r) => rowLine(row, rowY(r)))))]);
    expect(result.text.split('\n')).toEqual(cells.map((row) => row.join('\t')));
    expect(result.layoutComplexity).toBe('complex');
  });

  it('does not split a bulleted list into table cells (the bullet sits close to its text)', () => {
    const items = ['Atomic structure', 'Ionic bonding', 'Rates of reaction', 'The mole'];
    const lines = items.map((item, r) => {
      const y = rowY(r);
      const bullet = { text: '•', confidence: 90, bbox: { x0: LEFT, y0: y, x1: LEFT + 10, y1: y + LINE_HEIGHT } };
      const words = item.split(' ').map((word, w) => {
        const x0 = LEFT + 35 + w * 110;
        return { text: word, confidence: 90, bbox: { x0, y0: y, x1: x0 + word.length * 10, y1: y + LINE_HEIGHT } };
      });
      return { bbox: bounds([bullet.bbox, ...words.map((w) => w.bbox)]), words: [bullet, ...words] };
    });
    const result = arrangeReadingOrder([block(paragraph(...lines))]);
    expect(result.layoutComplexity).toBe('simple');
  });

  it('does not call two columns of running text a table', () => {
    const blocks: LayoutBlock[] = [];
    for (const x of [LEFT, RIGHT]) {
      blocks.push(
        block(
          paragraph(...[0, 1, 2, 3].map((row) => line(x, rowY(row), 'several words of running text in this column'))),
        ),
      );
    }
    const result = arrangeReadingOrder(blocks);
    expect(result.tableLike).toBe(false);
    expect(result.layoutComplexity).toBe('moderate');
  });
});

describe('arrangeReadingOrder: noise, confidence and empty pages', () => {
  it('drops a block of low-confidence specks but keeps real text', () => {
    const result = arrangeReadingOrder([
      block(paragraph(line(1400, 10, 'ea mre ree', 31))),
      block(paragraph(line(LEFT, rowY(0), 'Rates of Reaction', 95))),
    ]);
    expect(result.text).toBe('Rates of Reaction');
    expect(result.blocks).toBe(1);
    expect(result.confidence).toBe(95);
  });

  it('keeps low-confidence text when that is all there is', () => {
    const result = arrangeReadingOrder([block(paragraph(line(LEFT, rowY(0), 'faint pencil notes', 30)))]);
    expect(result.text).toBe('faint pencil notes');
    expect(result.confidence).toBe(30);
  });

  it('reports the mean word confidence to one decimal place', () => {
    const l: LayoutLine = {
      bbox: { x0: 0, y0: 0, x1: 300, y1: 20 },
      words: [
        { text: 'one', confidence: 90.12 },
        { text: 'two', confidence: 80.5 },
        { text: 'three', confidence: 77 },
      ],
    };
    expect(arrangeReadingOrder([block(paragraph(l))]).confidence).toBe(82.5);
  });

  it('returns empty text, zero confidence and a simple layout for a page without words', () => {
    expect(arrangeReadingOrder([])).toEqual({
      text: '',
      confidence: 0,
      layoutComplexity: 'simple',
      columns: 0,
      blocks: 0,
      tableLike: false,
      reordered: false,
    });
    const blank: LayoutLine = { bbox: { x0: 0, y0: 0, x1: 10, y1: 10 }, words: [{ text: '  ', confidence: 0 }] };
    expect(arrangeReadingOrder([block(paragraph(blank))]).text).toBe('');
  });
});

describe('arrangeReadingOrder: never worse than the engine', () => {
  it('keeps a paragraph that runs down the left column whole, past the end of the right column', () => {
    // The left paragraph goes on for ten lines; the right column has a gap beside it and ends early.
    const left = paragraph(
      ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((row) =>
        line(LEFT, rowY(row), `left ${row} of a paragraph running down`, 90, 450),
      ),
    );
    const right1 = paragraph(
      ...[0, 1, 2].map((row) => line(RIGHT, rowY(row), `right a${row} in the other column here`, 90, 450)),
    );
    const right2 = paragraph(
      ...[6, 7].map((row) => line(RIGHT, rowY(row), `right b${row} in the other column here`, 90, 450)),
    );
    // A title across both columns, and the left column's last paragraph well below everything else.
    const title = paragraph(line(LEFT, 40, 'The Treaty of Versailles: terms, reactions and consequences', 90, 1000));
    const last = paragraph(line(LEFT, rowY(12), 'left c12', 90, 450), line(LEFT, rowY(13), 'left c13', 90, 450));
    const blocks = [block(title), block(left), block(last), block(right1), block(right2)];
    const result = arrangeReadingOrder(blocks);
    expect(result.text).toBe(engineText(blocks));
    expect(result.text.split('\n\n')[1]).toBe(
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((row) => `left ${row} of a paragraph running down`).join('\n'),
    );
    expect(result.reordered).toBe(false);
    expect(result.columns).toBe(2);
    expect(result.layoutComplexity).toBe('moderate');
  });

  it('moves whole paragraphs, never the lines inside one, when the engine reads the right column first', () => {
    const left = paragraph(...[0, 1, 2, 3, 4, 5].map((row) => line(LEFT, rowY(row), `left ${row}`, 90, 450)));
    const rightTop = paragraph(...[0, 1].map((row) => line(RIGHT, rowY(row), `right ${row}`, 90, 450)));
    const rightBottom = paragraph(...[3, 4].map((row) => line(RIGHT, rowY(row), `right ${row}`, 90, 450)));
    const result = arrangeReadingOrder([block(rightTop), block(left), block(rightBottom)]);
    expect(result.text.split('\n\n')).toEqual([
      'left 0\nleft 1\nleft 2\nleft 3\nleft 4\nleft 5',
      'right 0\nright 1',
      'right 3\nright 4',
    ]);
    expect(result.reordered).toBe(true);
  });

  it('keeps a full-width paragraph whole even where its short last line leaves a gap beside it', () => {
    const wide = paragraph(
      line(LEFT, rowY(0), 'A paragraph across the page', 90, 1000),
      line(LEFT, rowY(1), 'that wraps onto a second line', 90, 1000),
      line(LEFT, rowY(2), 'and ends short.', 90, 200),
    );
    const note = paragraph(line(LEFT, rowY(4), 'A note below it.', 90, 300));
    const blocks = [block(wide), block(note)];
    const result = arrangeReadingOrder(blocks);
    expect(result.text).toBe(engineText(blocks));
    expect(result.layoutComplexity).toBe('simple');
  });

  it('reads a heading that spans both columns first, then the columns left to right', () => {
    const heading = paragraph(line(200, 40, 'The Treaty of Versailles and its consequences', 90, 800));
    const left = paragraph(...[0, 1, 2, 3].map((row) => line(LEFT, rowY(row), `left ${row}`, 90, 450)));
    const right = paragraph(...[0, 1, 2].map((row) => line(RIGHT, rowY(row), `right ${row}`, 90, 450)));
    // The engine lists the right column before the left one.
    const result = arrangeReadingOrder([block(heading), block(right), block(left)]);
    expect(result.text.split('\n\n')).toEqual([
      'The Treaty of Versailles and its consequences',
      'left 0\nleft 1\nleft 2\nleft 3',
      'right 0\nright 1\nright 2',
    ]);
    expect(result.columns).toBe(2);
  });

  it('does not reorder a one-column page with short lines, a list and a date beside the heading', () => {
    const blocks: LayoutBlock[] = [
      block(paragraph(line(LEFT, 40, 'Cell Biology', 90, 240))),
      block(paragraph(line(900, 40, '12 Nov', 90, 120))),
      block(
        paragraph(
          line(LEFT, rowY(0), 'Cells are the basic unit of life and', 90, 900),
          line(LEFT, rowY(1), 'all organisms are made of them.', 90, 600),
        ),
      ),
      block(paragraph(line(LEFT, rowY(3), 'Key terms:', 90, 200))),
      block(paragraph(line(LEFT + 60, rowY(4), 'nucleus: holds the DNA', 90, 420))),
      block(paragraph(line(LEFT + 60, rowY(5), 'ribosome: makes proteins', 90, 460))),
      // A page number the engine read last although it sits at the top right.
      block(paragraph(line(1100, 10, 'p. 4', 90, 80))),
    ];
    const result = arrangeReadingOrder(blocks);
    expect(result.text).toBe(engineText(blocks));
    expect(result.reordered).toBe(false);
    expect(result.columns).toBe(1);
    expect(result.layoutComplexity).toBe('simple');
  });
});

describe('engineText', () => {
  it('joins lines with a line break and paragraphs with a blank line, in the engine order', () => {
    const blocks = [
      block(paragraph(line(RIGHT, 0, 'second column'))),
      block(paragraph(line(LEFT, 0, 'first'), line(LEFT, 30, 'column')), paragraph(line(LEFT, 90, 'next'))),
    ];
    expect(engineText(blocks)).toBe('second column\n\nfirst\ncolumn\n\nnext');
  });
});

describe('classify', () => {
  it('names what was done: one column, two columns, or more columns or a table', () => {
    expect(classify(1, false)).toBe('simple');
    expect(classify(2, false)).toBe('moderate');
    expect(classify(3, false)).toBe('complex');
    expect(classify(2, true)).toBe('complex');
    expect(classify(1, true)).toBe('complex');
  });
});
