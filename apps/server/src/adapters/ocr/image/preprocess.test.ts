import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeUpload, estimateSkew, preprocessImage } from './preprocess.js';
import { sauvolaThreshold } from './sauvola-threshold.js';

/** Dark horizontal bars ("text lines") on paper that darkens from left to right. */
function unevenPage(width: number, height: number): Uint8Array {
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const paper = 250 - Math.round((x / width) * 190); // 250 → 60: a deep shadow
      const inLine = y % 40 >= 15 && y % 40 < 25 && x % 30 < 24;
      pixels[y * width + x] = inLine ? Math.round(paper * 0.35) : paper;
    }
  }
  return pixels;
}

function pgmPixels(pgm: Buffer): { width: number; height: number; pixels: Buffer } {
  const header = /^P5\n(\d+) (\d+)\n255\n/.exec(pgm.toString('latin1', 0, 40));
  if (!header) throw new Error('not a PGM');
  return { width: Number(header[1]), height: Number(header[2]), pixels: pgm.subarray(header[0].length) };
}

describe('sauvolaThreshold', () => {
  it('separates ink from paper under a lighting gradient that defeats one global threshold', async () => {
    const width = 300;
    const height = 120;
    const grey = unevenPage(width, height);
    const binary = await sauvolaThreshold(grey, width, height, 51, 0.5);
    let wrong = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const ink = y % 40 >= 15 && y % 40 < 25 && x % 30 < 24;
        if ((binary[y * width + x] === 0) !== ink) wrong++;
      }
    }
    expect(wrong / (width * height)).toBeLessThan(0.02);
    // Shadowed paper on the right is darker than ink on the left, so no single cut gets both right.
    expect(grey[10 * width + 299]).toBeLessThan(grey[20 * width] ?? 0);
  });
});

describe('estimateSkew', () => {
  it('finds the angle of rotated text lines and reports level text as 0', async () => {
    const width = 600;
    const height = 300;
    const level = new Uint8Array(width * height).fill(255);
    const tilted = new Uint8Array(width * height).fill(255);
    const slope = Math.tan((3 * Math.PI) / 180);
    for (let line = 0; line < 6; line++) {
      for (let x = 20; x < 580; x++) {
        if (x % 12 > 8) continue;
        for (let t = 0; t < 6; t++) {
          const y = 30 + line * 40 + t;
          level[y * width + x] = 0;
          const yTilted = Math.round(y + x * slope);
          if (yTilted < height) tilted[yTilted * width + x] = 0;
        }
      }
    }
    expect(await estimateSkew(level, width, height, 10)).toBe(0);
    expect(await estimateSkew(tilted, width, height, 10)).toBeCloseTo(3, 0);
  });

  it('leaves a page without ink alone', async () => {
    expect(await estimateSkew(new Uint8Array(100).fill(255), 10, 10, 10)).toBe(0);
  });
});

describe('preprocessImage', () => {
  it('flattens transparency onto white so text on a transparent PNG stays readable', async () => {
    // Black text-like bar on a fully transparent background (transparent black, as exporters write it).
    const width = 200;
    const height = 60;
    const rgba = Buffer.alloc(width * height * 4);
    for (let y = 25; y < 35; y++) for (let x = 20; x < 180; x++) rgba[(y * width + x) * 4 + 3] = 255;
    const png = await sharp(rgba, { raw: { width, height, channels: 4 } })
      .png()
      .toBuffer();
    const { pixels } = pgmPixels((await preprocessImage(png)).image);
    expect(pixels[5 * width + 5]).toBe(255);
    expect(pixels[30 * width + 100]).toBe(0);
  });

  it('applies EXIF orientation before reading', async () => {
    const png = await sharp({ create: { width: 80, height: 40, channels: 3, background: '#ffffff' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const result = await preprocessImage(png);
    expect([result.width, result.height]).toEqual([40, 80]);
  });

  it('only ever shrinks, to the configured longer side', async () => {
    const large = await sharp({ create: { width: 4000, height: 1000, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const small = await sharp({ create: { width: 400, height: 100, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const options = {
      maxLongSide: 3000,
      sauvolaWindow: 51,
      sauvolaK: 0.5,
      maxSkewDegrees: 10,
      binarise: true,
      deskew: true,
    };
    const shrunk = await preprocessImage(large, options);
    expect([shrunk.width, shrunk.height]).toEqual([3000, 750]);
    const kept = await preprocessImage(small, options);
    expect([kept.width, kept.height]).toEqual([400, 100]);
  });

  it('hands small print on an even page over as greyscale, and everything else as black and white', async () => {
    // Ten text-like lines of small (8 px) or large (20 px) bars on white: a scan of print.
    const render = (lineHeight: number) => {
      const width = 600;
      const height = 600;
      const grey = Buffer.alloc(width * height, 255);
      for (let top = 30; top + lineHeight < height - 30; top += lineHeight * 2) {
        for (let y = top; y < top + lineHeight; y++) {
          for (let x = 40; x < 560; x++) if (x % 7 < 4) grey[y * width + x] = x % 7 === 3 ? 150 : 20;
        }
      }
      return sharp(grey, { raw: { width, height, channels: 1 } })
        .png()
        .toBuffer();
    };
    const small = await preprocessImage(await render(8));
    expect(small.binary).toBe(false);
    expect(new Set(pgmPixels(small.image).pixels).has(150)).toBe(true);
    const large = await preprocessImage(await render(20));
    expect(large.binary).toBe(true);
    expect([...new Set(pgmPixels(large.image).pixels)].sort((a, b) => a - b)).toEqual([0, 255]);
  });

  it("gives the same page from decodeUpload's greyscale as from the upload, and leaves that greyscale alone", async () => {
    // A shaded page (Sauvola) and small print on white (handed over as greyscale, rules erased).
    const shaded = await sharp(unevenPage(400, 300), { raw: { width: 400, height: 300, channels: 1 } })
      .png()
      .toBuffer();
    const grey = Buffer.alloc(300 * 300, 255);
    for (let y = 40; y < 260; y += 16) for (let x = 30; x < 270; x++) if (x % 7 < 4) grey[(y + (x % 3)) * 300 + x] = 30;
    for (let x = 20; x < 280; x++) grey[280 * 300 + x] = 0; // a rule
    const print = await sharp(grey, { raw: { width: 300, height: 300, channels: 1 } })
      .png()
      .toBuffer();
    for (const upload of [shaded, print]) {
      const decoded = await decodeUpload(upload, 3000);
      const before = Buffer.from(decoded.data);
      for (const options of [{}, { flattenPage: false }, { growPageOverShading: true }]) {
        const { image, ...fields } = await preprocessImage(decoded, options);
        const { image: expected, ...expectedFields } = await preprocessImage(upload, options);
        expect(fields).toEqual(expectedFields);
        expect(Buffer.compare(image, expected)).toBe(0);
      }
      expect(Buffer.compare(Buffer.from(decoded.data), before)).toBe(0);
    }
  });

  it('enlarges a photo it does not cut out when its text is small, and only then', async () => {
    // Unevenly lit (a shadow across it), text lines 10 px high: enlarged twice, the most it may be.
    const shaded = (width: number, height: number) =>
      sharp(unevenPage(width, height), { raw: { width, height, channels: 1 } })
        .png()
        .toBuffer();
    const small = await preprocessImage(await shaded(600, 400), { flattenPage: false });
    expect([small.width, small.height]).toEqual([1200, 800]);
    // The same page when enlarging is turned off, or already at the largest size: as it came.
    const off = await preprocessImage(await shaded(600, 400), { flattenPage: false, smallTextLineHeight: 0 });
    expect([off.width, off.height]).toEqual([600, 400]);
    const capped = await preprocessImage(await shaded(600, 400), { flattenPage: false, maxLongSide: 600 });
    expect([capped.width, capped.height]).toEqual([600, 400]);
  });
});
