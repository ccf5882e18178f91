import { describe, expect, it } from 'vitest';
import { medianLineHeight, smallTextEnlargement } from './text-scale.js';

/** Black bars `lineHeight` tall every `pitch` rows, as lines of text on white paper. */
function lines(width: number, height: number, lineHeight: number, pitch: number, skewDegrees = 0): Uint8Array {
  const page = new Uint8Array(width * height).fill(255);
  const slope = Math.tan((skewDegrees * Math.PI) / 180);
  for (let top = 20; top + lineHeight < height - 40; top += pitch) {
    for (let x = 10; x < width - 10; x++) {
      if (x % 9 > 6) continue; // gaps between "letters"
      for (let t = 0; t < lineHeight; t++) {
        const y = Math.round(top + t + x * slope);
        if (y < height) page[y * width + x] = 0;
      }
    }
  }
  return page;
}

describe('medianLineHeight', () => {
  it('measures the height of text lines', () => {
    expect(medianLineHeight(lines(400, 400, 12, 30), 400, 400)).toBe(12);
    expect(medianLineHeight(lines(400, 400, 24, 50), 400, 400)).toBe(24);
  });

  it('measures tilted lines once turned level by the skew', () => {
    const tilted = lines(400, 400, 10, 30, 4);
    const level = medianLineHeight(tilted, 400, 400, 4) ?? 0;
    expect(Math.abs(level - 10)).toBeLessThanOrEqual(1);
    // Unturned, a tilted line smears over many rows.
    expect(medianLineHeight(tilted, 400, 400, 0) ?? Infinity).toBeGreaterThan(20);
  });

  it('gives no answer without a few lines of text', () => {
    expect(medianLineHeight(new Uint8Array(100 * 100).fill(255), 100, 100)).toBeUndefined();
    expect(medianLineHeight(lines(200, 80, 10, 100), 200, 80)).toBeUndefined();
  });
});

describe('smallTextEnlargement', () => {
  const options = { smallTextLineHeight: 26, smallTextTarget: 38, maxLongSide: 3000 };
  it.each([
    ['19 px lines: towards 38 px, i.e. twice', 19, 400, 2],
    ['10 px lines: twice at most, however small', 10, 400, 2],
    ['30 px lines: tall enough, left alone', 30, 400, 1],
    ['19 px lines on a page already 2000 px long: only as far as 3000 px', 19, 2000, 1.5],
  ])('%s', (_name, lineHeight, size, expected) => {
    const page = lines(400, size, lineHeight, lineHeight * 2);
    const factor = smallTextEnlargement(page, 400, size, options);
    expect(factor).toBeCloseTo(expected, 5);
  });

  it('leaves a page with no text lines alone', () => {
    expect(smallTextEnlargement(new Uint8Array(400 * 400).fill(255), 400, 400, options)).toBe(1);
  });
});
