import { describe, expect, it } from 'vitest';
import { applyHomography, solveHomography, warpPerspective, type Point } from './homography.js';
import { findPage } from './page-finder.js';
import { flattenPage, removeShading, warpPage } from './page-flatten.js';

const PAGE_W = 400;
const PAGE_H = 560;
const MARK = { x: 80, y: 100, size: 40 };

/** A white page with one black square, so where things land after flattening can be checked. */
function flatPage(): Uint8Array {
  const page = new Uint8Array(PAGE_W * PAGE_H).fill(235);
  for (let y = MARK.y; y < MARK.y + MARK.size; y++) page.fill(20, y * PAGE_W + MARK.x, y * PAGE_W + MARK.x + MARK.size);
  return page;
}

const PHOTO_CORNERS: Point[] = [
  // Tilted about 8° and narrower at the top, as a phone held above a desk sees it.
  { x: 250, y: 120 },
  { x: 560, y: 160 },
  { x: 520, y: 700 },
  { x: 170, y: 660 },
];

/** The page photographed onto a darker desk: the inverse of what flattenPage must undo. */
async function photo(): Promise<{ data: Uint8Array; width: number; height: number }> {
  const toPage = solveHomography(PHOTO_CORNERS, [
    { x: 0, y: 0 },
    { x: PAGE_W - 1, y: 0 },
    { x: PAGE_W - 1, y: PAGE_H - 1 },
    { x: 0, y: PAGE_H - 1 },
  ]);
  const warped = await warpPerspective(
    { data: flatPage(), width: PAGE_W, height: PAGE_H, channels: 1 },
    toPage,
    800,
    800,
    60,
  );
  return { data: warped.data, width: 800, height: 800 };
}

describe('solveHomography', () => {
  it('maps each of the four points onto its partner', () => {
    const from = [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 100, y: 50 },
      { x: 0, y: 50 },
    ];
    const h = solveHomography(from, PHOTO_CORNERS);
    from.forEach((p, i) => {
      const mapped = applyHomography(h, p);
      expect(mapped.x).toBeCloseTo(PHOTO_CORNERS[i]?.x ?? NaN, 6);
      expect(mapped.y).toBeCloseTo(PHOTO_CORNERS[i]?.y ?? NaN, 6);
    });
  });

  it('refuses three points on a line', () => {
    const line = [
      { x: 0, y: 0 },
      { x: 1, y: 1 },
      { x: 2, y: 2 },
      { x: 3, y: 3 },
    ];
    expect(() => solveHomography(line, line)).toThrow(/degenerate/);
  });
});

describe('findPage', () => {
  it('finds the four corners of a bright page on a dark desk', async () => {
    const { data, width, height } = await photo();
    const quad = findPage(data, width, height);
    expect(quad).toBeDefined();
    quad?.corners.forEach((corner, i) => {
      expect(Math.hypot(corner.x - (PHOTO_CORNERS[i]?.x ?? 0), corner.y - (PHOTO_CORNERS[i]?.y ?? 0))).toBeLessThan(4);
    });
  });

  it('finds nothing on a scan, where the page fills the frame', () => {
    const scan = new Uint8Array(300 * 400).fill(240);
    for (let i = 0; i < scan.length; i += 37) scan[i] = 10; // specks of "text"
    expect(findPage(scan, 300, 400)).toBeUndefined();
  });

  it('finds nothing when nothing is brighter than its surroundings', () => {
    expect(findPage(new Uint8Array(200 * 200).fill(128), 200, 200)).toBeUndefined();
  });
});

describe('flattenPage', () => {
  it('turns the photographed page back into an upright rectangle of the right shape', async () => {
    const flat = await flattenPage(await photo(), 2400);
    expect(flat).toBeDefined();
    if (!flat) return;
    // Aspect ratio of the original page, within 4%.
    expect(flat.width / flat.height).toBeGreaterThan((PAGE_W / PAGE_H) * 0.96);
    expect(flat.width / flat.height).toBeLessThan((PAGE_W / PAGE_H) * 1.04);
    // The square comes back square and where it was (relative to the page), within 3% of the page.
    let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
    for (let y = 0; y < flat.height; y++) {
      for (let x = 0; x < flat.width; x++) {
        if ((flat.data[y * flat.width + x] ?? 255) >= 128) continue;
        [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
      }
    }
    expect(minX / flat.width).toBeCloseTo(MARK.x / PAGE_W, 1);
    expect(minY / flat.height).toBeCloseTo(MARK.y / PAGE_H, 1);
    const sideX = maxX - minX + 1;
    const sideY = maxY - minY + 1;
    expect(Math.abs(sideX - sideY) / sideX).toBeLessThan(0.08);
    expect(Math.abs(minX / flat.width - MARK.x / PAGE_W)).toBeLessThan(0.03);
    expect(Math.abs(minY / flat.height - MARK.y / PAGE_H)).toBeLessThan(0.03);
    // No desk left at the corners.
    for (const i of [0, flat.width - 1, (flat.height - 1) * flat.width, flat.data.length - 1]) {
      expect(flat.data[i]).toBeGreaterThan(200);
    }
  });

  it('turns the text level in the same pass as the warp, and at any scale', async () => {
    // A page already flat (identity map) whose one dark line runs 3° downhill to the right.
    const width = 400;
    const height = 300;
    const data = new Uint8Array(width * height).fill(230);
    const slope = Math.tan((3 * Math.PI) / 180);
    for (let x = 50; x < 350; x++) {
      for (let t = 0; t < 6; t++) data[Math.round(150 + (x - 200) * slope + t) * width + x] = 20;
    }
    const page = { outToSource: [1, 0, 0, 0, 1, 0, 0, 0, 1], width, height };
    const darkRows = (image: { data: Uint8Array; width: number; height: number }, x: number) => {
      const rows: number[] = [];
      for (let y = 0; y < image.height; y++) if (image.data[y * image.width + x]! < 100) rows.push(y);
      return rows;
    };
    const level = await warpPage({ data, width, height }, page, 1, 3);
    const left = darkRows(level, 80);
    const right = darkRows(level, 320);
    expect(left.length).toBeGreaterThan(3);
    expect(Math.abs(left[0]! - right[0]!)).toBeLessThanOrEqual(1);
    // Corners turned in from beyond the page's edge are paper white, not whatever lies there.
    expect(level.data[0]).toBe(255);
    const half = await warpPage({ data, width, height }, page, 0.5, 3);
    expect([half.width, half.height]).toEqual([200, 150]);
    expect(Math.abs(darkRows(half, 40)[0]! - darkRows(half, 160)[0]!)).toBeLessThanOrEqual(1);
  });

  it('leaves a scan alone', async () => {
    const scan = { data: new Uint8Array(300 * 400).fill(240), width: 300, height: 400 };
    expect(await flattenPage(scan, 3000)).toBeUndefined();
  });
});

describe('removeShading', () => {
  it('evens out paper that darkens across the page while keeping ink dark', async () => {
    const width = 400;
    const height = 200;
    const data = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const paper = 240 - (x / width) * 140;
        data[y * width + x] = y % 40 < 6 && x % 20 < 14 ? paper * 0.3 : paper;
      }
    }
    const even = await removeShading({ data, width, height });
    const paperLeft = even.data[20 * width + 10] ?? 0;
    const paperRight = even.data[20 * width + 390] ?? 0;
    expect(Math.abs(paperLeft - paperRight)).toBeLessThan(25);
    expect(even.data[2 * width + 385] ?? 255).toBeLessThan(120);
  });
});
