import { describe, expect, it } from 'vitest';
import { readPage, type Recognise } from './page-reader.js';
import { pageOnDesk, tsvOfLines } from '../../../../test/page-reader-fixtures.js';

/** TSV of lines of words at confidence `conf`, the first line's top at `top`, 50 px apart. */
function tsvFrom(top: number, lines: string[][], conf = 93): string {
  return tsvOfLines(lines.map((words) => ({ words, x0: 200, x1: 200 + words.length * 120 })))
    .split('\n')
    .map((row) => {
      const cells = row.split('\t');
      if (cells[0] !== '4' && cells[0] !== '5') return row;
      cells[7] = String(Number(cells[7]) - 100 + top);
      if (cells[0] === '5') cells[10] = String(conf);
      return cells.join('\t');
    })
    .join('\n');
}

const upper = [
  ['Trigonometry', 'and', 'Sequences'],
  ['sine', 'rule', 'for', 'any', 'triangle'],
];
const lower = [
  ['Geometric', 'sequences', 'have', 'a', 'ratio'],
  ['Sum', 'of', 'angles', 'in', 'a', 'polygon'],
  ['Worked', 'example', 'below'],
];

describe('readPage on a cut-out that lost the page’s upper half', () => {
  // The cleaned reading is doubtful (its first line starts mid-word), and whole otherwise: no line
  // runs into a side edge, so only the line on the top edge says the cut-out lost text.
  const doubtfulLower = [['-ic', 'sequences', 'have', 'a', 'ratio'], ...lower.slice(1)];

  it('reads the photo uncut when a line of text sits on the cut-out’s top edge', async () => {
    const passes: string[] = [];
    const recognise: Recognise = async (_prepared, pass) => {
      passes.push(pass);
      if (pass === 'cleaned') return { tsv: tsvFrom(4, doubtfulLower) };
      if (pass === 'uncut') return { tsv: tsvFrom(400, [...upper, ...lower]) };
      return { tsv: tsvFrom(400, lower, 60) };
    };
    const { result, pass } = await readPage(await pageOnDesk(), {}, recognise);
    expect(passes).toContain('uncut');
    expect(pass).not.toBe('cleaned');
    expect(result.extractedText).toContain('Trigonometry and Sequences');
  });

  it('is left alone when its first line keeps a margin under the top edge', async () => {
    const passes: string[] = [];
    const stub: Recognise = async (_prepared, pass) => {
      passes.push(pass);
      return { tsv: pass === 'cleaned' ? tsvFrom(150, doubtfulLower) : tsvFrom(150, lower, 60) };
    };
    await readPage(await pageOnDesk(), {}, stub);
    expect(passes).not.toContain('uncut');
  });
});

describe('readPage when the plain reading is stopped after an unsure uncut one', () => {
  /** A clock that says the first reading took 100 ms; the budget is then 2 × 100 ms of real time. */
  const budget = () => {
    let t = 0;
    return { factor: 2, floorMs: 0, now: () => (t += 50) };
  };
  const cutLines = (width: number) =>
    Array.from({ length: 8 }, (_, i) => ({ words: ['Ionic', 'bonds', `hold${i}`, 'ion'], x0: 300, x1: width - 1 }));

  it('keeps the cut-out’s reading, not an uncut one far less sure (a background read as words)', async () => {
    const cloth = Array.from({ length: 8 }, (_, i) => ['Ionic', 'bonds', `hold${i}`, 'ion', 'wa', 'et', 'am']);
    const recognise: Recognise = async (prepared, pass, signal) => {
      if (pass === 'cleaned') return { tsv: tsvOfLines(cutLines(prepared.width)) };
      if (pass === 'uncut') return { tsv: tsvFrom(300, cloth, 20) };
      return new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(new Error('killed'))));
    };
    const { result, pass, abandoned } = await readPage(await pageOnDesk(), {}, recognise, undefined, budget());
    expect(abandoned).toBe('plain');
    expect(pass).toBe('cleaned');
    expect(result.extractedText).toContain('Ionic bonds hold0 ion');
    expect(result.extractedText).not.toContain('wa et am');
  });
});
