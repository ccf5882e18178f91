import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { plainUpload } from './plain-upload.js';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#f0f0f0' } });

describe('plainUpload: the upload as Tesseract alone would read it', () => {
  it('hands over an upright JPEG as it is, byte for byte', async () => {
    const jpeg = await photo(400, 300).jpeg().toBuffer();
    const plain = await plainUpload(jpeg);
    expect(plain.image).toBe(jpeg);
    expect([plain.width, plain.height, plain.binary]).toEqual([400, 300, false]);
  });

  it('turns a photo stored sideways by its EXIF tag', async () => {
    const sideways = await photo(400, 300).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const plain = await plainUpload(sideways);
    expect([plain.width, plain.height]).toEqual([300, 400]);
    expect((await sharp(plain.image).metadata()).format).toBe('png');
  });

  it('lays a transparent PNG on white and scales down only past 4000 px', async () => {
    const clear = await sharp({
      create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const plain = await plainUpload(clear);
    const { data } = await sharp(plain.image).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBe(255);
    const huge = await plainUpload(await photo(6000, 2000).jpeg({ quality: 50 }).toBuffer());
    expect([huge.width, huge.height]).toEqual([4000, 1333]);
  });
});
