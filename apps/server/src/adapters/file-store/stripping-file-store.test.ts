import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { TINY_PNG } from '../../../test/fixtures.js';
import { phoneJpegWithGps, pixelBombPng } from '../../../test/image-fixtures.js';
import type { FileStore } from './file-store.js';
import { MetadataStrippingFileStore } from './stripping-file-store.js';
import { InputRejectedError } from '../../core/domain-errors.js';

class MemoryStore implements FileStore {
  readonly files = new Map<string, Buffer>();
  async put(key: string, data: Buffer) {
    this.files.set(key, data);
  }
  async get(key: string) {
    return this.files.get(key) ?? null;
  }
  async delete(key: string) {
    this.files.delete(key);
  }
}

describe('MetadataStrippingFileStore', () => {
  it('stores a phone photo without EXIF (GPS) and with its orientation applied', async () => {
    const inner = new MemoryStore();
    const photo = await phoneJpegWithGps();
    const before = await sharp(photo).metadata();
    expect(before.exif?.length).toBeGreaterThan(0);
    expect(before.orientation).toBe(6);

    await new MetadataStrippingFileStore(inner).put('photo00001.jpg', photo);
    const stored = inner.files.get('photo00001.jpg')!;
    const after = await sharp(stored).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect([after.width, after.height]).toEqual([20, 40]);
    const { dominant } = await sharp(stored).stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(dominant.g).toBeLessThan(60);
  });

  it('stores a JPEG without its comment (COM) segments, and without bytes after the image', async () => {
    const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    const text = Buffer.from('Taken at 12 Acacia Avenue, Leeds');
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, text.length + 2]), text]);
    const withComment = Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2)]);
    const trailing = Buffer.concat([jpeg, Buffer.from('appended: home address')]);
    const inner = new MemoryStore();
    const store = new MetadataStrippingFileStore(inner);
    await store.put('photo00002.jpg', withComment);
    await store.put('photo00003.jpg', trailing);
    await store.put('plain00001.jpg', jpeg);
    const stored = inner.files.get('photo00002.jpg')!;
    expect(withComment.includes(text)).toBe(true);
    expect(stored.includes(text)).toBe(false);
    expect(stored.includes(Buffer.from([0xff, 0xfe]))).toBe(false);
    expect((await sharp(stored).metadata()).width).toBe(16);
    expect(inner.files.get('photo00003.jpg')!.includes(Buffer.from('home address'))).toBe(false);
    // sharp's own JPEG (JFIF, tables, one scan) has nothing to strip: kept byte for byte.
    expect(inner.files.get('plain00001.jpg')!.equals(jpeg)).toBe(true);
  });

  it('keeps an image with nothing to strip byte for byte, and other files untouched', async () => {
    const inner = new MemoryStore();
    const store = new MetadataStrippingFileStore(inner);
    await store.put('tiny000001.png', TINY_PNG);
    await store.put('notes00001.bin', Buffer.from('not an image'));
    expect(inner.files.get('tiny000001.png')?.equals(TINY_PNG)).toBe(true);
    expect(inner.files.get('notes00001.bin')?.toString()).toBe('not an image');
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const store = new MetadataStrippingFileStore(new MemoryStore());
    const started = Date.now();
    await expect(store.put('bomb000001.png', pixelBombPng())).rejects.toBeInstanceOf(InputRejectedError);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('refuses a damaged image', async () => {
    const store = new MetadataStrippingFileStore(new MemoryStore());
    const broken = Buffer.concat([TINY_PNG.subarray(0, 20), Buffer.alloc(10)]);
    await expect(store.put('broke00001.png', broken)).rejects.toThrow(/^Unreadable Image/);
  });
});
