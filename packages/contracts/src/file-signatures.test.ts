import { describe, expect, it } from 'vitest';
import { detectImageSignature, ftypBrands, isHeifFamily } from './file-signatures.js';

const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

/** An 'ftyp' box: size, 'ftyp', the major brand, a minor version, then the compatible brands. */
function ftyp(major: string, compatible: string[] = [], size?: number): Uint8Array {
  const bytes = latin1(`\0\0\0\0ftyp${major}\0\0\0\0${compatible.join('')}`);
  new DataView(bytes.buffer).setUint32(0, size ?? bytes.length);
  return bytes;
}

describe('ftypBrands', () => {
  it('reads the major and compatible brands, skipping the minor version', () => {
    expect(ftypBrands(ftyp('M4A ', ['M4A ', 'isom']))).toEqual(['M4A ', 'M4A ', 'isom']);
  });

  it('stops at the end of the box, or reads on when the size means "to the end"', () => {
    const padded = new Uint8Array([...ftyp('isom', ['mp41', 'heic']), ...latin1('heic')]);
    new DataView(padded.buffer).setUint32(0, 24);
    expect(ftypBrands(padded)).toEqual(['isom', 'mp41', 'heic']);
    expect(ftypBrands(ftyp('isom', ['mp41', 'heic'], 0))).toEqual(['isom', 'mp41', 'heic']);
  });

  it('is null for anything else', () => {
    expect(ftypBrands(latin1('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(ftypBrands(latin1('\0\0\0\x18ftyp'))).toBeNull();
  });
});

describe('detectImageSignature', () => {
  it('knows JPEG, PNG and WEBP by their first bytes', () => {
    expect(detectImageSignature(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(detectImageSignature(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(detectImageSignature(latin1('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
  });

  it('calls every HEIF-family file heic, by its major or a compatible brand', () => {
    for (const brand of [
      'heic',
      'heix',
      'hevc',
      'hevx',
      'heim',
      'heis',
      'hevm',
      'hevs',
      'mif1',
      'msf1',
      'avif',
      'avis',
    ]) {
      expect(detectImageSignature(ftyp(brand)), brand).toBe('heic');
    }
    expect(detectImageSignature(ftyp('isom', ['mp41', 'heic']))).toBe('heic');
    expect(isHeifFamily(ftyp('mp42', ['isom', 'mp42']))).toBe(false);
  });

  it('is null for other files and for too few bytes', () => {
    expect(detectImageSignature(latin1('GIF89a'))).toBeNull();
    expect(detectImageSignature(latin1('%PDF-1.7\n'))).toBeNull();
    expect(detectImageSignature(latin1('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(detectImageSignature(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(detectImageSignature(new Uint8Array(0))).toBeNull();
  });
});
