import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error.js';
import { detectImageType, MAX_IMAGE_BYTES, validateImageUpload } from './image-type.js';

const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

/** An ISO-BMFF 'ftyp' box: size, 'ftyp', major brand, minor version, compatible brands. */
function ftyp(major: string, compatible: string[] = []): Buffer {
  const size = 16 + compatible.length * 4;
  const header = Buffer.alloc(8);
  header.writeUInt32BE(size, 0);
  header.write('ftyp', 4, 'latin1');
  return Buffer.concat([
    header,
    Buffer.from(major, 'latin1'),
    Buffer.alloc(4),
    ...compatible.map((brand) => Buffer.from(brand, 'latin1')),
    Buffer.alloc(32),
  ]);
}

function rejection(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected an HttpError');
}

describe('detectImageType', () => {
  it('recognises JPEG, PNG and WEBP by their signatures', () => {
    expect(detectImageType(jpeg)).toBe('jpeg');
    expect(detectImageType(png)).toBe('png');
    expect(detectImageType(webp)).toBe('webp');
  });

  it.each(['heic', 'heix', 'hevc', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1', 'avif'])(
    'treats the %s brand as the HEIF family',
    (brand) => {
      expect(detectImageType(ftyp(brand))).toBe('heic');
    },
  );

  it('finds a HEIF brand listed only among the compatible brands', () => {
    expect(detectImageType(ftyp('isom', ['mp41', 'heic']))).toBe('heic');
  });

  it('does not mistake an MP4 video or other files for images', () => {
    expect(detectImageType(ftyp('isom', ['iso2', 'mp41']))).toBe('unknown');
    expect(detectImageType(Buffer.from('%PDF-1.7\n'))).toBe('unknown');
    expect(detectImageType(Buffer.from('GIF89a'))).toBe('unknown');
    expect(detectImageType(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'))).toBe('unknown');
    expect(detectImageType(Buffer.alloc(0))).toBe('unknown');
    expect(detectImageType(Buffer.from([0xff, 0xd8]))).toBe('unknown');
  });

  it('ignores what the name or extension would suggest', () => {
    const pngNamedHeic = Buffer.concat([png, Buffer.from('photo.heic')]);
    expect(detectImageType(pngNamedHeic)).toBe('png');
  });
});

describe('validateImageUpload', () => {
  it('returns the accepted type', () => {
    expect(validateImageUpload(jpeg, MAX_IMAGE_BYTES)).toBe('jpeg');
    expect(validateImageUpload(png, MAX_IMAGE_BYTES)).toBe('png');
    expect(validateImageUpload(webp, MAX_IMAGE_BYTES)).toBe('webp');
  });

  it('uses the spec limit of 15728640 bytes', () => {
    expect(MAX_IMAGE_BYTES).toBe(15_728_640);
    const atLimit = Buffer.alloc(MAX_IMAGE_BYTES);
    png.copy(atLimit);
    expect(validateImageUpload(atLimit, MAX_IMAGE_BYTES)).toBe('png');
  });

  it('rejects an image over the limit with 413 and the spec wording', () => {
    const tooBig = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    png.copy(tooBig);
    const error = rejection(() => validateImageUpload(tooBig, MAX_IMAGE_BYTES));
    expect(error.statusCode).toBe(413);
    expect(error.message).toBe('File Too Large: Image must be smaller than 15MB.');
  });

  it('names a smaller limit when the caller has one', () => {
    const error = rejection(() =>
      validateImageUpload(Buffer.concat([png, Buffer.alloc(5 * 1_048_576)]), 5 * 1_048_576),
    );
    expect(error.statusCode).toBe(413);
    expect(error.message).toBe('File Too Large: Image must be smaller than 5MB.');
  });

  it('rejects HEIC with 415 and the iPhone advice', () => {
    const error = rejection(() => validateImageUpload(ftyp('heic', ['mif1', 'heic']), MAX_IMAGE_BYTES));
    expect(error.statusCode).toBe(415);
    expect(error.message).toMatch(/^iPhone Photo Format Detected: /);
    expect(error.message).toContain('Most Compatible');
  });

  it('rejects anything else with 415 Unsupported File Type', () => {
    const error = rejection(() => validateImageUpload(Buffer.from('%PDF-1.7\n'), MAX_IMAGE_BYTES));
    expect(error.statusCode).toBe(415);
    expect(error.message).toBe('Unsupported File Type: Please upload a JPEG, PNG or WEBP image.');
  });

  it('checks size before type, so an oversized file of any kind is a 413', () => {
    const error = rejection(() => validateImageUpload(Buffer.alloc(11), 10));
    expect(error.statusCode).toBe(413);
  });
});
