import { describe, expect, it } from 'vitest';
import { findPage } from './page-finder.js';

const W = 240;
const H = 320;
/** The page's true corners: an upright sheet from (30, 40) to (210, 300). */
const PAGE = { x0: 30, y0: 40, x1: 210, y1: 300 };

/**
 * A page on a desk whose light falls off towards the top, as under a lamp at the bottom of the
 * frame: the paper goes from 230 at the bottom to 110 at its top edge, half a level per pixel;
 * the desk is a checked cloth of dark (30) and white (250) squares, all with soft edges (blurred,
 * as the search copy is). The white squares lift Otsu's cut into the paper, and the paper's dim
 * upper part, below the cut and touching the dark squares, is taken for desk.
 */
function shadedPage(): Uint8Array {
  const sharp = new Float64Array(W * H);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const onPage = x >= PAGE.x0 && x < PAGE.x1 && y >= PAGE.y0 && y < PAGE.y1;
      const paper = 110 + ((230 - 110) * (y - PAGE.y0)) / (PAGE.y1 - PAGE.y0);
      sharp[y * W + x] = onPage ? paper : (Math.floor(x / 16) + Math.floor(y / 16)) % 2 === 0 ? 30 : 250;
    }
  // A 5×5 box blur: the page's edge a few pixels wide, as in the blurred search copy.
  const out = new Uint8Array(W * H);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      let sum = 0;
      let n = 0;
      for (let dy = -2; dy <= 2; dy++)
        for (let dx = -2; dx <= 2; dx++) {
          const yy = Math.min(H - 1, Math.max(0, y + dy));
          const xx = Math.min(W - 1, Math.max(0, x + dx));
          sum += sharp[yy * W + xx]!;
          n++;
        }
      out[y * W + x] = Math.round(sum / n);
    }
  return out;
}

describe('findPage on a shaded page', () => {
  it('by default keeps the bright part that one cut finds', () => {
    const quad = findPage(shadedPage(), W, H);
    expect(quad).toBeDefined();
    expect(quad!.corners[0].y).toBeGreaterThan(PAGE.y0 + 20);
  });

  it('finds the whole sheet, not only its bright part, when the light falls off across it', () => {
    const quad = findPage(shadedPage(), W, H, { growOverShading: true });
    expect(quad).toBeDefined();
    const [tl, tr, br, bl] = quad!.corners;
    // Without growing over the shading, the top corners sit at Otsu's cut, far down the page.
    expect(tl.y).toBeLessThan(PAGE.y0 + 6);
    expect(tr.y).toBeLessThan(PAGE.y0 + 6);
    expect(br.y).toBeGreaterThan(PAGE.y1 - 6);
    expect(bl.x).toBeLessThan(PAGE.x0 + 6);
    expect(tr.x).toBeGreaterThan(PAGE.x1 - 6);
  });

  it('keeps the bright page when the dim part melts into the desk (the grown region fails as a sheet)', () => {
    const data = shadedPage();
    // The desk brightens towards the page's dim edge until it matches it: growing would take the desk.
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) {
        const onPage = x >= PAGE.x0 - 2 && x < PAGE.x1 + 2 && y >= PAGE.y0 - 2 && y < PAGE.y1 + 2;
        if (!onPage) data[y * W + x] = Math.round(110 - (40 * y) / H);
      }
    const quad = findPage(data, W, H, { growOverShading: true });
    expect(quad).toBeDefined();
    // The bright half only: a cut-out that later steps check (and read uncut), never the desk.
    expect(quad!.areaFraction).toBeLessThan(0.93);
    expect(quad!.corners[2].y).toBeGreaterThan(PAGE.y1 - 6);
  });
});
