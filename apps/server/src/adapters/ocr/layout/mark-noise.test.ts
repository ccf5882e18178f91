import { describe, expect, it } from 'vitest';
import type { LayoutBlock, LayoutLine } from '../types.js';
import { dropNoiseBlocks } from './noise-blocks.js';
import { isMark } from './mark-noise.js';

const LINE = 60;

/** One line of words ("word:confidence"), laid out from x0 at 120 px a word. */
function line(x0: number, y0: number, spec: string): LayoutLine {
  const words = spec.split(' ').map((item, i) => {
    const at = item.lastIndexOf(':');
    return {
      text: item.slice(0, at),
      confidence: Number(item.slice(at + 1)),
      bbox: { x0: x0 + i * 120, y0, x1: x0 + i * 120 + 100, y1: y0 + LINE },
    };
  });
  return { bbox: { x0, y0, x1: x0 + words.length * 120, y1: y0 + LINE }, words };
}

function block(...lines: LayoutLine[]): LayoutBlock {
  const bbox = {
    x0: Math.min(...lines.map((l) => l.bbox.x0)),
    y0: Math.min(...lines.map((l) => l.bbox.y0)),
    x1: Math.max(...lines.map((l) => l.bbox.x1)),
    y1: Math.max(...lines.map((l) => l.bbox.y1)),
  };
  return { bbox, paragraphs: [{ bbox, lines }] };
}

const textOf = (blocks: readonly LayoutBlock[]) =>
  blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines.map((l) => l.words.map((w) => w.text).join(' '))));

describe('isMark', () => {
  it.each(['»?', '*', 'e*', 'r”*', ',*', '«7', '_—_', '.?', '“*”'])('%s is a mark', (word) => {
    expect(isMark(word)).toBe(true);
  });
  it.each(['"a', '"I', "I'm", 'x', '=', '+', '−3', '¥18', 'V2', '4', '(x', '2)', '%', '|', '-', '.'])(
    '%s is not',
    (word) => {
      expect(isMark(word)).toBe(false);
    },
  );
});

describe('dropNoiseBlocks on a photo read with its textured background', () => {
  // dev quadratics-surds-3 read uncut on checked cloth: one block holding the page's lines, each
  // run on into the cloth, and lines of cloth beside the page.
  const page = block(
    line(980, 300, 'Quadratics:97 and:97 Surds:92 «:56 *:56 e*:13 r”*:47 x:52 *:67 ,*:0'),
    line(980, 400, 'so:90 x:83 =:87 −2:87 »?:49 .?:14 7:20'),
    line(980, 500, 'Discriminant:93 b²:88 ≥:70 0:95 for:96 real:92 roots:96'),
  );
  const cloth = block(
    line(2450, 320, "i:4 '*:0 *:34 et:50 ?:19 y*:20 +:40 *:69 4:92"),
    line(2480, 420, '4:40 4:22 >»?:23 »:70 #:0 »:34 *:53'),
  );

  it('drops the unsure marks from the page’s lines and keeps their text', () => {
    expect(textOf(dropNoiseBlocks([page, cloth])).slice(0, 3)).toEqual([
      'Quadratics and Surds x *',
      'so x = −2 7',
      'Discriminant b² ≥ 0 for real roots',
    ]);
  });

  it('drops lines of signs outside the page’s text block', () => {
    expect(textOf(dropNoiseBlocks([page, cloth]))).toHaveLength(3);
  });

  it('keeps a line of signs inside the text block (it may be a garbled line), without its marks', () => {
    const inside = block(...page.paragraphs[0]!.lines, line(980, 600, 'et:50 »?:20 +:40 *:30 4:60'));
    expect(textOf(dropNoiseBlocks([inside]))).toContain('et + 4');
  });

  it('keeps a bullet read as a sign, and sure marks', () => {
    const list = block(
      line(200, 300, '*:44 Split:95 the:96 list:96 in:95 half:96'),
      line(200, 400, 'Merge:95 pairs:96 *:85 back:96'),
    );
    expect(textOf(dropNoiseBlocks([list]))).toEqual(['* Split the list in half', 'Merge pairs * back']);
  });

  it('leaves a page without marks as it was', () => {
    const plain = block(line(200, 300, 'Turning:96 point:96 at:90 (−3,:77 −7):83'));
    expect(dropNoiseBlocks([plain])).toEqual([plain]);
  });
});
