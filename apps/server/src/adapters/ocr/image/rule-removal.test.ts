import { describe, expect, it } from 'vitest';
import { removeRules } from './rule-removal.js';

const W = 300;
const H = 200;

function page(): Uint8Array {
  const image = new Uint8Array(W * H).fill(255);
  const fill = (x0: number, y0: number, x1: number, y1: number) => {
    for (let y = y0; y < y1; y++) image.fill(0, y * W + x0, y * W + x1);
  };
  fill(10, 20, 290, 23); // horizontal rule, 3 px thick
  fill(150, 10, 152, 190); // vertical rule crossing it
  fill(30, 60, 40, 100); // a letter stroke: short
  fill(30, 140, 250, 160); // a filled bar: long but thick
  return image;
}

describe('removeRules', () => {
  it('erases long thin rules in both directions, crossings included', () => {
    const image = page();
    expect(removeRules(image, W, H, 80, 6)).toBeGreaterThan(0);
    expect(image[21 * W + 100]).toBe(255);
    expect(image[100 * W + 151]).toBe(255);
    expect(image[21 * W + 151]).toBe(255);
  });

  it('keeps letter strokes and thick bars', () => {
    const image = page();
    removeRules(image, W, H, 80, 6);
    expect(image[80 * W + 35]).toBe(0);
    expect(image[150 * W + 100]).toBe(0);
  });
});
