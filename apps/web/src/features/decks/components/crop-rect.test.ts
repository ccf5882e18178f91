import { describe, expect, it } from 'vitest';
import { centreOn, defaultCrop, moveBy, resizeFree, resizeTo, toNatural, wholeImage } from './crop-rect';

describe('crop rectangle maths', () => {
  it('starts at 300×150 centred, capped by a small image, or 200×100 before measuring', () => {
    expect(defaultCrop(600, 400)).toEqual({ x: 150, y: 125, width: 300, height: 150 });
    expect(defaultCrop(250, 120)).toEqual({ x: 0, y: 0, width: 250, height: 120 });
    expect(defaultCrop(0, 0)).toEqual({ x: 0, y: 0, width: 200, height: 100 });
  });

  it('centres on a clicked point but never leaves the image', () => {
    const r = defaultCrop(600, 400);
    expect(centreOn(r, 300, 200, 600, 400)).toMatchObject({ x: 150, y: 125 });
    expect(centreOn(r, 0, 0, 600, 400)).toMatchObject({ x: 0, y: 0 });
    expect(centreOn(r, 600, 400, 600, 400)).toMatchObject({ x: 300, y: 250 });
    expect(moveBy(r, 1000, -1000, 600, 400)).toMatchObject({ x: 300, y: 0 });
  });

  it('resizes freely in each direction, up to the whole image (issue 27 item 14)', () => {
    const r = defaultCrop(600, 400);
    expect(resizeFree(r, 1, 1, 600, 400)).toEqual({ x: 0, y: 0, width: 600, height: 400 });
    expect(resizeFree(r, 0.5, 1, 600, 400)).toEqual({ x: 150, y: 0, width: 300, height: 400 });
    expect(resizeFree(r, 0, 0, 600, 400)).toMatchObject({ width: 20, height: 10 });
    expect(wholeImage(600, 400)).toEqual({ x: 0, y: 0, width: 600, height: 400 });
    expect(toNatural(wholeImage(300, 200), 300, 600)).toEqual({ x: 0, y: 0, width: 600, height: 400 });
  });

  it('resizes at 2:1 inside the image and maps to the full-resolution pixels', () => {
    expect(resizeTo(defaultCrop(600, 400), 1, 600, 400)).toEqual({ x: 0, y: 50, width: 600, height: 300 });
    expect(resizeTo(defaultCrop(600, 400), 0.5, 600, 400)).toMatchObject({ width: 300, height: 150 });
    expect(toNatural({ x: 10, y: 20, width: 300, height: 150 }, 600, 3000)).toEqual({
      x: 50,
      y: 100,
      width: 1500,
      height: 750,
    });
  });
});
