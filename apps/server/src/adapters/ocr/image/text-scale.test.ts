import { describe, expect, it } from 'vitest';
import { medianLineHeight } from './text-scale.js';

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
