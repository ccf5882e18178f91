import { describe, expect, it } from 'vitest';
import { globalThreshold, isEvenlyLit } from './global-threshold.js';

/** Text-like dark bars on paper of brightness paper(x). */
function page(width: number, height: number, paper: (x: number) => number): Uint8Array {
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const ink = y % 40 >= 15 && y % 40 < 25 && x % 30 < 24;
      pixels[y * width + x] = ink ? 30 : paper(x);
    }
  }
  return pixels;
}

describe('isEvenlyLit', () => {
  it('is true for a scan: paper the same brightness everywhere', () => {
    expect(
      isEvenlyLit(
        page(512, 512, () => 245),
        512,
        512,
      ),
    ).toBe(true);
  });

  it('is false under a lamp fall-off or a shadow band', () => {
    expect(
      isEvenlyLit(
        page(512, 512, (x) => 250 - Math.round((x / 512) * 120)),
        512,
        512,
      ),
    ).toBe(false);
    expect(
      isEvenlyLit(
        page(512, 512, (x) => (x > 200 && x < 330 ? 150 : 245)),
        512,
        512,
      ),
    ).toBe(false);
  });
});

describe('globalThreshold', () => {
  it('cuts ink from paper at one level', () => {
    const grey = page(120, 80, () => 240);
    const binary = globalThreshold(grey);
    expect(binary).toBeDefined();
    expect(binary?.[20 * 120 + 5]).toBe(0);
    expect(binary?.[5 * 120 + 5]).toBe(255);
  });

  it('declines when the paper is barely brighter than the cut (faint ink)', () => {
    expect(globalThreshold(page(120, 80, () => 60))).toBeUndefined();
  });
});
