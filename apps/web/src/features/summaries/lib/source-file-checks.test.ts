import { describe, expect, it } from 'vitest';
import { checkSourceFile, isUtf8Text, sniffBytes, SOURCE_PROBLEMS } from './source-file-checks';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const file = (bytes: ArrayLike<number> | string, name: string, type = '') =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(Array.from(bytes))], name, { type });
const random = Array.from({ length: 512 }, (_, i) => (i * 7919 + 13) % 256);

describe('sniffBytes', () => {
  it('knows photos, PDFs, zips and iPhone photos by their first bytes', () => {
    expect(sniffBytes(new Uint8Array(PNG))).toBe('png');
    expect(sniffBytes(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffBytes(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('webp');
    expect(sniffBytes(new TextEncoder().encode('%PDF-1.7'))).toBe('pdf');
    expect(sniffBytes(new Uint8Array([0x50, 0x4b, 0x03, 0x04]))).toBe('zip');
    expect(sniffBytes(new TextEncoder().encode('\u0000\u0000\u0000\u0018ftypheic'))).toBe('heic');
    expect(sniffBytes(new Uint8Array(random))).toBeNull();
  });

  it('knows an iPhone photo by any brand, as the server does', () => {
    const ftyp = (...brands: string[]) => {
      const bytes = new TextEncoder().encode(
        `\u0000\u0000\u0000\u0000ftyp${brands[0]}\u0000\u0000\u0000\u0000${brands.slice(1).join('')}`,
      );
      new DataView(bytes.buffer).setUint32(0, bytes.length);
      return bytes;
    };
    expect(sniffBytes(ftyp('isom', 'mp41', 'heic'))).toBe('heic');
    expect(sniffBytes(ftyp('hevm', 'hevm'))).toBe('heic');
    expect(sniffBytes(ftyp('isom', 'mp41'))).toBeNull();
  });

  it('takes UTF-8 text but not binary', () => {
    expect(isUtf8Text(new TextEncoder().encode('Photosynthesis — light → glucose'))).toBe(true);
    expect(isUtf8Text(new Uint8Array([0xc3, 0x28]))).toBe(false);
    expect(isUtf8Text(new Uint8Array([65, 0, 66]))).toBe(false);
  });
});

describe('checkSourceFile (issue 27 item 10)', () => {
  it('refuses random bytes named .jpg, whatever the type says', async () => {
    expect(await checkSourceFile(file(random, 'holiday.jpg', 'image/jpeg'))).toEqual({
      problem: SOURCE_PROBLEMS.unsupported,
    });
  });

  it('accepts photos and documents by their content', async () => {
    expect(await checkSourceFile(file(PNG, 'scan.png', 'image/png'))).toEqual({ kind: 'photo' });
    // A photo's bytes win over a wrong name.
    expect(await checkSourceFile(file(PNG, 'scan.txt', 'text/plain'))).toEqual({ kind: 'photo' });
    expect(await checkSourceFile(file('%PDF-1.7 ...', 'notes.pdf', 'application/pdf'))).toEqual({ kind: 'document' });
    expect(await checkSourceFile(file([0x50, 0x4b, 0x03, 0x04, 1, 2], 'deck.pptx'))).toEqual({ kind: 'document' });
    expect(await checkSourceFile(file('# Cells\n\nThe nucleus…', 'cells.md'))).toEqual({ kind: 'document' });
  });

  it('refuses a zip that is not Word or PowerPoint, binary named .txt, an empty file and HEIC', async () => {
    expect(await checkSourceFile(file([0x50, 0x4b, 0x03, 0x04], 'archive.zip'))).toHaveProperty('problem');
    expect(await checkSourceFile(file(random, 'notes.txt', 'text/plain'))).toHaveProperty('problem');
    expect(await checkSourceFile(file('', 'empty.txt', 'text/plain'))).toHaveProperty('problem');
    expect(await checkSourceFile(file('\u0000\u0000\u0000\u0018ftypheic', 'IMG_1.HEIC'))).toEqual({
      problem: SOURCE_PROBLEMS.heic,
    });
    // The brand that makes it a HEIF file may come after the first 16 bytes.
    expect(
      await checkSourceFile(file('\u0000\u0000\u0000\u001cftypisom\u0000\u0000\u0000\u0000mp41iso2heic', 'IMG_2.jpg')),
    ).toEqual({
      problem: SOURCE_PROBLEMS.heic,
    });
  });

  it('refuses a photo over 15 MB', async () => {
    const big = new File([new Uint8Array(PNG), new Uint8Array(15_728_641)], 'big.png', { type: 'image/png' });
    expect(await checkSourceFile(big)).toEqual({ problem: SOURCE_PROBLEMS.photoTooLarge });
  });
});
