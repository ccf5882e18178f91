import { describe, expect, it } from 'vitest';
import { hasDarkBorder } from './page-flatten.js';

/**
 * A white page with black text strokes inside a 40 px paper margin (as printed pages have),
 * optionally on a darker desk `margin` pixels wide.
 */
function page(width: number, height: number, margin: number, desk: number): Uint8Array {
  const data = new Uint8Array(width * height).fill(245);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const onDesk = x < margin || y < margin || x >= width - margin || y >= height - margin;
      if (onDesk) data[y * width + x] = desk;
      const inText = x >= margin + 40 && y >= margin + 40 && x < width - margin - 40 && y < height - margin - 40;
      if (inText && y % 20 < 3 && x % 9 < 6) data[y * width + x] = 20; // text-like strokes
    }
  }
  return data;
}

describe('hasDarkBorder', () => {
  it('is false for a scan (paper to the edge), so the page search is skipped', () => {
    expect(hasDarkBorder({ data: page(300, 400, 0, 0), width: 300, height: 400 })).toBe(false);
  });

  it('is true for a page on a darker desk, and for a desk showing at one edge only', () => {
    expect(hasDarkBorder({ data: page(300, 400, 30, 90), width: 300, height: 400 })).toBe(true);
    const oneEdge = page(300, 400, 0, 0);
    for (let y = 0; y < 400; y++) for (let x = 0; x < 20; x++) oneEdge[y * 300 + x] = 100;
    expect(hasDarkBorder({ data: oneEdge, width: 300, height: 400 })).toBe(true);
  });

  it('is false when the frame is only slightly darker than the paper (shading, not a desk)', () => {
    expect(hasDarkBorder({ data: page(300, 400, 30, 225), width: 300, height: 400 })).toBe(false);
  });
});
