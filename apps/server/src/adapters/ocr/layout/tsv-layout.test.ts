import { describe, expect, it } from 'vitest';
import { parseTsvWords } from './tsv-layout.js';

const header = 'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext';
const row = (level: number, left: number, top: number, width: number, height: number, conf: number, text = '') =>
  [level, 1, 1, 1, 1, 1, left, top, width, height, conf, text].join('\t');

describe('parseTsvWords', () => {
  const tsv = [
    header,
    row(1, 0, 0, 1000, 500, -1),
    row(4, 100, 50, 400, 40, -1),
    row(5, 100, 50, 200, 40, 96.123, 'Mitochondria'),
    row(5, 320, 50, 180, 40, 41.7, 'rnake'),
    row(5, 600, 50, 10, 40, 12, '   '),
  ].join('\n');

  it('keeps word rows only, normalised to the page and rounded', () => {
    expect(parseTsvWords(tsv, 1000, 500)).toEqual([
      { text: 'Mitochondria', confidence: 96.1, box: { x: 0.1, y: 0.1, w: 0.2, h: 0.08 } },
      { text: 'rnake', confidence: 41.7, box: { x: 0.32, y: 0.1, w: 0.18, h: 0.08 } },
    ]);
  });

  it('caps the number of words and clamps boxes into the page', () => {
    const many = [header, ...Array.from({ length: 20 }, (_, i) => row(5, i * 100, 0, 200, 10, 90, `w${i}`))].join('\n');
    const words = parseTsvWords(many, 1000, 100, 5);
    expect(words.map((w) => w.text)).toEqual(['w0', 'w1', 'w2', 'w3', 'w4']);
    const last = parseTsvWords(many, 1000, 100).at(-1)!;
    expect(last.box.x).toBe(1);
    expect(last.box.w).toBe(0.2);
  });
});
